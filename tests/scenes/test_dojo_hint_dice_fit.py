"""A summoning hint whose dice go to many hexes is said whole at 1280x720: the hexes with
the most dice named, the rest counted, 'and 6 on 4 other hexes' (issue 33, newcomer P,
s8 shot-54: 'Conseil : La forêt : 1 sur place. Puis 16 autres dés : 3 sur la plaine
(sud), 2 sur la forêt, ..., 2 sur la plaine…', cut). EN and FR."""

from __future__ import annotations

import re
from collections.abc import Callable

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes import theme
from scenes.app import App

from .conftest import record_texts
from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_a_hint_of_dice_on_many_hexes_is_never_cut(
    sized_app: Callable[[tuple[int, int]], App], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1280, 720))
    app.tr = Translator(lang)
    scene = _placed_table(app)
    held = _many(scene, per_hex=1, hexes=12, deck=40)
    count = scene.state.on_board(scene.state.mover)
    scene.play(f"summon {count}")
    assert scene.state.phase == "assign"
    # the dice spread over every hex held, two on some (as the hard computer's plan did)
    spots = [f"die {h[0]},{h[1]}" for h in held]
    plan = [spots[i % len(spots)] for i in range(count)]
    assert all(any(str(a) == die for a in scene.legal()) for die in set(plan))
    scene.hint_plan.keep(plan)
    scene.hint = next(a for a in scene.legal() if str(a) == plan[0])
    scene.mouse = (5, 5)
    words = str(scene.narrator.hint_text(scene.hint))
    with theme.scaled_for(app.view_size):
        drawn = record_texts(monkeypatch)
        scene.draw(pygame.Surface(app.view_size))
        panel = scene.prompt_panel.panel
        lines = panel.lines(words, panel.width(scene.layout.action))
    assert not any("…" in text for text in drawn), [t for t in drawn if "…" in t]
    assert all(text in drawn for text in lines)
    # every die is told: the ones named and the ones counted make the plan's rest
    tail = words.split(". ", 1)[1]  # after the first die's own words
    said = sum(int(n) for n in re.findall(r"(\d+) (?:on|sur) ", tail))
    assert said == count - 1, words
