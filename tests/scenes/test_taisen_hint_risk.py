"""The Taisen hint says what its move risks (issue 33, newcomer H, FR 1920x1080: "hints
that warn ('laisse votre village vide', '3 ninjas exposés')": following the hints pushed
three lone ninjas next to the Wolf's stacks, and sent the Shogun out of an empty village
with a Wolf ninja one tile away, and nothing said so). Set positions (notation:
../shared/docs/NOTATION.md), the hint's search standing in for the worker's."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation
from scenes import theme
from scenes.app import App
from scenes.taisen import TaisenScene
from scenes.taisen import layout as L
from tools.cap_heights import cap_height

from .conftest import Driver
from .test_taisen_hint_enter import ask_hint


def at(app: App, ui: Driver, notation: str) -> TaisenScene:
    session = GameSession("taisen", 7, {}, [Seat(), Seat("ai", "easy")], from_notation(notation, 7))
    session._mark_turn_start()
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    ui.step()
    assert scene.can_act
    return scene


def hinted(app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, notation: str, move: str) -> str:
    scene = at(app, ui, notation)
    ask_hint(scene, ui, monkeypatch, scene.state.parse_action(move))
    return scene.prompt(None)[0]


CASES = [
    # H's t38: the Shogun out of the village, a Wolf ninja 1 tile from it
    ("J/s1/-/-/-/-/-/-/-/-/j m b2 -", "b:J", ("village_empty", 1)),
    # a lone Paper pushed two tiles from a Wolf Scissors
    ("JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -", "g:P1", ("exposed", 1)),
    # the Shogun walked into reach of a stack of three that beats it
    ("R1/J/-/-/-/-/p3s3r3/-/-/-/j m b3 -", "b:J", ("exposed_shogun", 1)),
    # the village's last Scissors leaves: the Wolf's Paper would beat the Rock left there
    ("R1S1/-/p1/-/-/-/-/-/-/-/j m r3 -", "r:S1", ("village_open", 0)),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("notation", "move", "said"), CASES)
def test_the_hint_says_what_its_move_risks(
    app: App,
    ui: Driver,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    notation: str,
    move: str,
    said: tuple[str, int],
) -> None:
    app.set_language(lang)
    tr = app.tr
    words = hinted(app, ui, monkeypatch, notation, move)
    kind, count = said
    key = f"taisen.risk.{kind}"
    risk = (
        tr.plural(key, count, foe=tr("taisen.side.wolf"))
        if count
        else tr(key, foe=tr("taisen.side.wolf"))
    )
    assert risk in words, words
    # after the hint's own words: "Hint: Shogun with the blue die. Careful: it leaves..."
    assert words.index({"en": "Careful: ", "fr": "Attention\u00a0: "}[lang]) > 10


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_safe_hint_says_no_risk(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    # the Shogun carries R1 to tile 3: the s2 that could land there meets the Rock and loses
    words = hinted(app, ui, monkeypatch, "JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -", "g:J")
    assert {"en": "Careful", "fr": "Attention"}[lang] not in words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hint_to_end_the_turn_says_why_when_every_move_left_risks(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    tr = app.tr
    wolf = tr("taisen.side.wolf")
    words = hinted(app, ui, monkeypatch, "R1/J/-/-/-/-/p3s3r3/-/-/-/j m b3 -", "end")
    assert words == tr("taisen.prompt.hint_end_safe", foe=wolf)
    # one safe move left (the Shogun with the Rock on it): the plain hint
    words = hinted(app, ui, monkeypatch, "JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -", "end")
    assert words == tr("taisen.prompt.hint_end")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(
    ("notation", "move"),
    [
        # Paper 1 carries Scissors 2 and the Shogun into reach of three Wolf cards
        ("R1/P1S2J/-/-/-/-/p3s3r3/-/-/-/j m g3 -", "g:P1"),
        # the Shogun carries two out of the village, a Wolf ninja 1 tile from it
        ("JR1S1/s1/-/-/-/-/-/-/-/-/j m b3 -", "b:J"),
    ],
)
def test_the_longest_warnings_fit_the_prompt_at_1280x720_readable(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, notation: str, move: str
) -> None:
    """A hint whose card carries two others, and its warning: on the prompt's two lines,
    at a size whose capitals stand 11 px at least (the riders are counted, not named)."""
    app = sized_app((1280, 720))
    app.set_language(lang)
    ui = Driver(app)
    words = hinted(app, ui, monkeypatch, notation, move)
    assert {"en": "Careful", "fr": "Attention"}[lang] in words
    assert app.tr.plural("taisen.prompt.hint_carry_short", 2, card="", die="")[-12:-1] in words
    scene = app.stack[-1]
    assert isinstance(scene, TaisenScene)
    size, lines = scene.prompt_panel.fit(words, L.PROMPT_RECT)
    assert len(lines) <= 2, lines
    pixels = round(round(size * theme.scale()) * theme.FONT_SCALE["body"])
    assert cap_height(words, "body", pixels) >= 11, (size, pixels)
