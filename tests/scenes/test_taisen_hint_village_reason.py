"""A Taisen hint whose move leaves the village open says its reason, then that cost
(s22): the village's whole clause took the room of the reason, so 'Hint: Shogun
(carrying Rock 1 + Scissors 1), blue die. Cost: your village left empty, a Wolf ninja
1 tile away.' said no gain at any window size, and in French 'Conseil : Ciseaux 1 avec
le dé rouge. Coût : le Loup pourrait prendre votre village.' likewise. Now the village
is said in fewer words where the whole leaves no room ('your village left empty',
'votre village ouvert au Loup'), after the reason, on the prompt's two lines at 11 px."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.taisen import from_notation
from scenes import theme
from scenes.taisen import TaisenScene
from scenes.taisen import layout as L
from scenes.taisen.hint_why import move_why
from tools.cap_heights import cap_height

from .conftest import Driver
from .test_taisen_hint_risk import WARNED, hinted

CASES = [
    # the Shogun carries two out of the village, a Wolf ninja 1 tile from it
    ("JR1S1/s1/-/-/-/-/-/-/-/-/j m b3 -", "b:J", "village_empty"),
    # the village's last Scissors leaves: the Wolf's Paper would beat the Rock left there
    ("R1S1/-/p1/-/-/-/-/-/-/-/j m r3 -", "r:S1", "village_open"),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("notation", "move", "kind"), CASES)
def test_the_reason_comes_first_then_the_village_left_open(
    sized_app: Any,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
    notation: str,
    move: str,
    kind: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    tr = app.tr
    words = hinted(app, Driver(app), monkeypatch, notation, move)
    state = from_notation(notation, 7)
    wolf = tr("taisen.side.wolf")
    reason = move_why(tr, state, state.parse_action(move), wolf)
    assert reason and reason in words, words  # (before: no reason at all)
    cost = words.index(WARNED[lang])
    assert words.index(reason) < cost, words
    village = (tr(f"taisen.risk.{kind}_short", foe=wolf), tr(f"taisen.risk.{kind}", foe=wolf))
    if kind == "village_empty":
        village = (village[0], tr.plural(f"taisen.risk.{kind}", 1, foe=wolf))
    assert any(words[cost:].startswith(WARNED[lang] + said) for said in village), words
    scene = app.stack[-1]
    assert isinstance(scene, TaisenScene)
    font_size, lines = scene.prompt_panel.fit(words, L.PROMPT_RECT)
    assert len(lines) <= 2, lines
    pixels = round(round(font_size * theme.scale()) * theme.FONT_SCALE["body"])
    assert cap_height(words, "body", pixels) >= 11, (font_size, pixels)
