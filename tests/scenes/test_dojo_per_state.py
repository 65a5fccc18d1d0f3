"""The Dojo table works out its top bar's warning and its hint's walk numbers once per
position, not every frame (s10 brief point 5: deck_end, the Dojo-alone words and a
number's place, which reads every ninja drawn, were made again at 60 frames a second),
and says them afresh as soon as the position changes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes import theme
from scenes.app import App
from scenes.dojo import deck_warning, hint_plan

from .test_dojo_scene import _placed_table


def _frames(app: App, scene: Any, count: int) -> None:
    with theme.scaled_for(app.view_size):
        for _ in range(count):
            scene.draw(pygame.Surface(app.view_size))


def test_the_top_bar_warning_is_worked_out_once_per_position(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _placed_table(app)
    calls: list[int] = []
    real = deck_warning.deck_end
    monkeypatch.setattr(deck_warning, "deck_end", lambda state: (calls.append(1), real(state))[1])
    _frames(app, scene, 6)
    assert len(calls) == 1  # fails before: once a frame
    scene.play("roll")
    _frames(app, scene, 6)
    assert len(calls) == 2  # a new position: said again
    kept = deck_warning.kept(scene, "warning")
    _, _, told, width, _ = kept.key  # (position, moment replayed, told, width, scale)
    with theme.scaled_for(app.view_size):
        words = deck_warning.warning_lines(scene, width, told)
    assert kept.value == words  # the same as worked out afresh
    # the board changed under the same action count (a test's or a tool's hand): afresh
    state = scene.state
    dojo = state.dojos[1 - state.mover]
    state.ninjas[dojo] = [0, 0]
    state.ninjas[dojo][state.mover] = 1
    _frames(app, scene, 2)
    assert len(calls) > 2
    said = len(calls)
    _frames(app, scene, 4)
    assert len(calls) == said


def test_the_walk_numbers_are_placed_once_per_position(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _placed_table(app)
    scene.play("roll")
    state = scene.state
    first = next(a for a in scene.legal() if a.kind == "step")
    there = tuple(int(v) for v in first.args[1].split(","))
    home = tuple(int(v) for v in first.args[0].split(","))
    side, beyond = [n for n in neighbours(there) if n in state.terrain and n != home][:2]

    def h(x: Any) -> str:
        return f"{x[0]},{x[1]}"

    plan = [str(first), f"step {h(there)} {h(beyond)} 1"]  # a walk of two steps
    scene.hint_plan.keep(plan)  # type: ignore[arg-type]
    scene.hint = first
    placed: list[tuple[int, int]] = []
    real = hint_plan.HintPlan.number_at
    monkeypatch.setattr(
        hint_plan.HintPlan,
        "number_at",
        lambda self, *a: (placed.append(real(self, *a)), placed[-1])[1],
    )
    _frames(app, scene, 6)
    assert len(placed) == 2  # two steps, placed once (fails before: 12, each frame)
    # a ninja more on the board (its count's badge): placed again, off the new badge
    state.ninjas.setdefault(beyond, [0, 0])[1 - state.mover] += 1
    _frames(app, scene, 3)
    assert len(placed) == 4
    badges = [badge for *_, badge in scene.map_layers.pieces()]
    fresh = scene.map_layers._pieces()
    assert badges == [badge for *_, badge in fresh]  # the kept figures are the board's
