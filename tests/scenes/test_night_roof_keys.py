"""Newcomer J (s11, nc-J/069_2, 070, 110): the move list's rows were numbered 1-8 in
order, skipping his own roof, so '7. Move to roof 8' took his 7 for roof 7. A row for a
roof 1-9 is keyed by the roof's own number; the other rows take the digits left."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import scene_of

from ninjas.night.rules import new_game
from scenes.app import App


def moving_from_roof_4(app: Any) -> Any:
    """Crossroads, seat 0 on roof 4 (index 3) to act, its plan Move then Skip."""
    s = new_game(7, {"players": 3, "village": "crossroads"})
    s.positions = [3, 0, 1]
    s.phase, s.first, s.index, s.step, s.round = "act", 0, 0, 0, 1
    s.plans = [["move", "skip"], ["skip", "skip"], ["skip", "skip"]]
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    scene.draw(pygame.Surface((1280, 720)))
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("roof", [5, 7])
def test_a_digit_moves_to_the_roof_of_that_number(app: App, lang: str, roof: int) -> None:
    app.set_language(lang)
    scene = moving_from_roof_4(app)
    panel = scene.option_list
    shown = panel.visible()
    keys = panel.keys(shown)
    targets = [scene.target_roof(panel.rows[i][0]) for i in shown]
    keyed = [key for key, t in zip(keys, targets, strict=True) if t is None or t < 9]
    assert all(keyed) and len(set(keys)) == len(keys)  # a key of its own (roofs 10+: none)
    assert 3 not in targets and roof - 1 in targets  # (not its own roof: the rows shift)
    row = shown[targets.index(roof - 1)]
    assert panel.row_text(keys[targets.index(roof - 1)], *panel.rows[row]).startswith(f"{roof}. ")
    for target, key in zip(targets, keys, strict=True):
        if target is not None and target < 9:
            assert key == target + 1  # every roof's row: its own number
    end = next(k for k, i in enumerate(shown) if panel.rows[i][0].kind == "end")
    assert panel.row_text(keys[end], *panel.rows[shown[end]]).startswith("E. ")  # E's, not 4's
    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1 + roof - 1, mod=0, unicode="")
    scene.handle_event(press)
    assert scene.throw is not None and scene.target_roof(scene.throw) == roof - 1
