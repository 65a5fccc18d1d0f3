"""A click on the hex a hinted walk starts from chooses the stack there; it never plays
the walk round to it (issue 33, newcomer Q, s19, 069-070, Dojo EN 1280x720 vs Hard: the
hint walked a ninja out of her Dojo into the forest and back, every move to spend; her
click on the Dojo to choose it played both steps at once, the ninja seen nowhere but the
moves gone). Clicked as the hint draws it, the Dojo, the forest, the Dojo: one step a
click. With the forest's steps free or costing 1 (the mode the person chose)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.dojo.hexgrid import Board, Hex, neighbours
from scenes import ai_turn, theme
from scenes.ai_turn import Ready
from scenes.app import App

from .test_dojo_scene import _placed_table, key, press


def _text(h: Hex) -> str:
    return f"{h[0]},{h[1]}"


def _beside_home(app: App, roll: int, mode: int) -> tuple[Any, Hex, Hex]:
    """The mover's Dojo with a forest and a plains hex beside it, both empty, `roll`
    moves to spend, the forest's steps costing `mode`."""
    scene = _placed_table(app)
    scene.play("roll")
    state = scene.state
    home = state.dojos[state.mover]
    beside = [n for n in neighbours(home) if n in state.terrain and n not in state.dojos]
    terrain = dict(state.board.terrain)
    terrain[beside[0]], terrain[beside[1]] = "forest", "plains"
    state.board = Board(state.board.name, tuple(sorted(terrain.items())))
    state._terrain_cache = None
    for h in beside:
        state.ninjas.pop(h, None)
    state.remaining = roll
    scene.forest_cost = mode
    scene.controls.forest_changed()
    scene.version += 1
    scene._refresh()
    return scene, home, beside[0]


@pytest.mark.parametrize("mode", (0, 1))
@pytest.mark.parametrize("lang", ("en", "fr"))
def test_a_click_on_the_dojo_a_hinted_walk_leaves_and_comes_back_to_chooses_it(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, mode: int
) -> None:
    app.set_language(lang)
    scene, home, forest = _beside_home(app, 1, mode)
    out, back = f"step {_text(home)} {_text(forest)} 0", f"step {_text(forest)} {_text(home)} 1"
    plan = [out, back, "end"]
    monkeypatch.setattr(ai_turn, "think_hint_plan", lambda level, seed, view: Ready(plan))
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert str(scene.hint) == out
    played = len(scene.session.actions)
    size = app.view_size

    def click(h: Hex) -> None:
        with theme.scaled_for(size):
            scene.draw(pygame.Surface(size))
        press(scene, scene.view.centre(h))
        scene.update(1 / 60)

    click(home)  # before: the walk out and back played, both steps
    assert len(scene.session.actions) == played, scene.session.actions[played:]
    assert scene.selected == home and str(scene.hint) == out
    click(forest)  # the hint's first step, at its own cost
    assert [str(a) for a in scene.session.actions[played:]] == [out]
    assert scene.selected == forest and scene.forest_cost == mode
    click(home)  # and back
    assert [str(a) for a in scene.session.actions[played:]] == [out, back]
    assert scene.state.remaining == 0 and str(scene.hint) == "end"


def test_with_nothing_hinted_a_click_on_a_chosen_stack_lets_it_go(app: App) -> None:
    """(Unchanged: the click on the chosen stack itself, no hint shown, lets it go.)"""
    scene, home, _ = _beside_home(app, 2, 0)
    press(scene, scene.view.centre(home))
    assert scene.selected == home
    press(scene, scene.view.centre(home))
    assert scene.selected is None
