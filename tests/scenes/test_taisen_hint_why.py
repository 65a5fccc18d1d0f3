"""The Taisen hint says why its move, from what the hard computer weighs, and its risk
as the price weighed (issue 33, newcomer U, s20, FR 1280x720 vs Hard, 028-029: 'Conseil :
Feuille 3 (qui porte ...), dé vert. Le risque : 3 ninjas exposés.' gave no reason, and
'le risque' read as a warning against the advice). Set positions (notation:
../shared/docs/NOTATION.md), the hint's search standing in for the worker's."""

from __future__ import annotations

from typing import Any

import pytest

from scenes import theme
from scenes.app import App
from scenes.taisen import TaisenScene
from scenes.taisen import layout as L
from tools.cap_heights import cap_height

from .conftest import Driver
from .test_taisen_hint_risk import WARNED, hinted

CASES = [
    # Paper 1 walks past the Wolf's Scissors 1, which could have taken it
    ("R1/-/-/-/P1/s1/-/-/-/-/j m g2 -", "g:P1", ("taisen.why.safe", 1)),
    # Paper 1 lands on the Wolf's Rock 1 and beats it
    ("R1/-/-/-/P1/-/r1/-/-/-/j m g2 -", "g:P1", ("taisen.why.takes", 1)),
    # ... the Wolf's last ninja: the game is won
    ("R1/-/-/-/-/-/-/-/P1/-/r1 m g2 -", "g:P1", ("taisen.why.last", 0)),
    # Paper 1 two tiles onto the Wolf village
    ("R1/-/-/-/-/r1/-/-/P1/-/- m g2 -", "g:P1", ("taisen.why.village", 0)),
    # Paper 1 comes within 3 tiles of the Wolf village
    ("R1/-/-/-/-/P1/-/-/-/-/j m g2 -", "g:P1", ("taisen.why.near", 3)),
    # the Shogun carries the Rock three tiles on, safe
    ("JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -", "g:J", ("taisen.why.advance", 3)),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("notation", "move", "why"), CASES)
def test_the_hint_says_why_its_move(
    app: App,
    ui: Driver,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    notation: str,
    move: str,
    why: tuple[str, int],
) -> None:
    app.set_language(lang)
    tr = app.tr
    wolf = tr("taisen.side.wolf")
    words = hinted(app, ui, monkeypatch, notation, move)
    key, count = why
    said = tr.plural(key, count, foe=wolf) if count else tr(key, foe=wolf)
    assert said in words, words
    assert words.index(said) > 10  # after the hint's own words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_risk_reads_as_the_price_weighed_after_the_why(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """U's hint: a card carrying another into reach of three Wolf cards. The reason
    first, then the risk as its price (never 'The risk:'), on the prompt's two lines with
    capitals 11 px at least at 1280x720."""
    app = sized_app((1280, 720))
    app.set_language(lang)
    ui = Driver(app)
    tr = app.tr
    words = hinted(app, ui, monkeypatch, "R1/P3P2/-/-/-/-/p3s3r3/-/-/-/j m g2 -", "g:P3")
    why = tr.plural("taisen.why.advance", 2, foe=tr("taisen.side.wolf"))
    assert why in words, words
    assert {"en": "The risk", "fr": "Le risque"}[lang] not in words
    assert words.index(why) < words.index(WARNED[lang]), words
    scene = app.stack[-1]
    assert isinstance(scene, TaisenScene)
    size, lines = scene.prompt_panel.fit(words, L.PROMPT_RECT)
    assert len(lines) <= 2, lines
    pixels = round(round(size * theme.scale()) * theme.FONT_SCALE["body"])
    assert cap_height(words, "body", pixels) >= 11, (size, pixels)
