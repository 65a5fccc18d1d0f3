"""The Dojo hint shows the whole plan for the roll at once (issue 33, newcomer B: one
step per press, 3-4 s of search each, so a roll of 6 took six presses and about 25 s):
one search gives the hard computer's whole move, the walk is drawn, its words say how
many steps follow, and as the person plays it the next step is the hint with no new
search; all the summoning's dice likewise."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.ai.hint import hint_plan_in_worker
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo import hint_plan

from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table, key


def _searches(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The hint's search run at once in this process, each one recorded."""
    given: list[Any] = []

    def think_plan(level: str, seed: int, state: Any) -> Ready:
        given.append(state)
        return Ready(hint_plan_in_worker(level, seed, state))

    monkeypatch.setattr(ai_turn, "think_hint_plan", think_plan)
    return given


def _rolled(app: App, least: int = 3):  # type: ignore[no-untyped-def]
    for seed in range(4, 60):
        scene = _placed_table(app, seed=seed)
        scene.play("roll")
        if scene.state.remaining >= least:
            return scene
        app.pop()
    raise AssertionError("no roll that high")


def test_one_search_gives_the_whole_walk_and_each_next_step(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    given = _searches(monkeypatch)
    scene = _rolled(app)
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert scene.hint is not None and scene.hint.kind == "step"
    plan = scene.hint_plan.rest()
    steps = [a for a in plan if a.startswith("step ")]
    assert len(steps) >= 2, plan  # the whole move, not a step
    # how many steps follow (then, where free forest steps make them more than the moves,
    # how many moves they spend: test_dojo_walk_hint_moves.py)
    # (the steps drawn: the walk under way's, newcomer A, s10)
    drawn_steps = len(hint_plan.walks(plan)[0]) - 1
    words = scene.narrator.hint_text(scene.hint)
    if drawn_steps:
        assert app.tr.plural("dojo.hint.more_steps", drawn_steps) in words
    drawn: list[object] = []
    real = hint_plan.arrow
    monkeypatch.setattr(hint_plan, "arrow", lambda *a: (drawn.append(a), real(*a))[1])
    app.draw()
    assert len(drawn) == drawn_steps  # the rest of the walk, beside the hint's own
    for expected in plan:  # Enter after Enter plays the plan, with no new search
        assert str(scene.hint) == expected
        key(scene, pygame.K_RETURN)
        scene.update(1 / 60)
    assert len(given) == 1
    assert scene.session.actions[-len(plan) :] == plan
    assert scene.state.phase != "move" or scene.state.mover != 0


def test_playing_another_step_drops_the_plan(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    _searches(monkeypatch)
    scene = _rolled(app)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    hinted = str(scene.hint)
    other = next(str(a) for a in scene.legal() if a.kind == "step" and str(a) != hinted)
    scene.play(other)
    scene.update(1 / 60)
    assert scene.hint is None and scene.hint_plan.rest() == []


def test_the_summonings_dice_come_as_one_plan(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    given = _searches(monkeypatch)
    scene = _placed_table(app)
    _many(scene, deck=40)
    scene.play("summon 4")
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert [a.split()[0] for a in scene.hint_plan.rest()] == ["die"] * 4
    for _ in range(4):
        key(scene, pygame.K_RETURN)
        scene.update(1 / 60)
    assert len(given) == 1 and scene.state.phase != "assign"
