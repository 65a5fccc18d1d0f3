"""Enter after H plays what the hint shows, at the Dojo table (issue 33, newcomer A:
in the summoning's list of hexes, which has no main button, H ringed a row and Enter
did nothing, though the footer said "Enter/Space main button"); with nothing lit,
Enter lights the first row and says so, as Shinobi's and Night's tables do."""

from __future__ import annotations

import pygame
import pytest

from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App

from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table, key


def _assigning(app: App):  # type: ignore[no-untyped-def]
    scene = _placed_table(app)
    _many(scene, deck=40)
    scene.play("summon 3")
    assert scene.state.phase == "assign" and scene.can_act
    scene.mouse = (5, 5)  # the pointer on no row
    return scene


def test_enter_after_a_hint_plays_the_hinted_row(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _assigning(app)
    legal = [a for a in scene.legal() if a.kind == "die"]
    target = legal[-1]  # not the first row: Enter must not just take the top one
    monkeypatch.setattr(ai_turn, "think_hint_plan", lambda level, seed, state: Ready(target))
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert scene.hint is not None and str(scene.hint) == str(target)
    placed = len(scene.state.summon_hexes)
    key(scene, pygame.K_RETURN)
    assert len(scene.state.summon_hexes) == placed + 1
    assert scene.session.actions[-1] == str(target)


def test_enter_with_nothing_lit_lights_the_first_row_then_chooses_it(app: App) -> None:
    scene = _assigning(app)
    actions = len(scene.session.actions)
    key(scene, pygame.K_RETURN)
    assert len(scene.session.actions) == actions  # nothing played blind
    assert scene.refusal() == app.tr("dojo.enter_unlit")
    assert scene.choices.list.lit_row(scene.mouse) == 0
    key(scene, pygame.K_RETURN)  # the first row (a hex's die, or the dice spread)
    assert len(scene.session.actions) > actions
