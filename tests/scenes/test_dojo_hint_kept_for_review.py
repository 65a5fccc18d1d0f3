"""Issue 33, the Dojo hint as a plan: the table keeps each step it shows with the rest
of its plan, for the seat it was shown to, and the review takes the steps played on its
word as the computer's own, though the review's own search (seeded as the table's, with
no deadline) walks elsewhere. The hint's search here is a stand-in whose walk differs
from the review's (as a search cut short by the table's deadline may)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.ai.hint import hint_plan, hint_seed
from ninjas.core.saves import SaveGame
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App

from .test_dojo_hint_plan import _rolled
from .test_dojo_scene import key

BUDGET = rv.Budget(samples=3, playout="random", chooser="hard", spice=0.5)


def test_a_walk_shown_by_the_hint_and_followed_is_never_costly(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _rolled(app)
    index = len(scene.session.actions)
    state = scene.state
    seat = int(state.current_player)
    searched = hint_plan(state, hint_seed(scene.session.seed, index))
    first = next(
        str(a) for a in state.legal_actions() if a.kind == "step" and str(a) != searched[0]
    )
    after = state.clone()
    after.apply(first)
    second = next(str(a) for a in after.legal_actions() if a.kind == "step")
    walk = [first, second]
    monkeypatch.setattr(ai_turn, "think_hint_plan", lambda level, seed, view: Ready(walk))
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    for expected in walk:  # Enter after Enter plays the stand-in's walk
        assert str(scene.hint) == expected
        key(scene, pygame.K_RETURN)
        scene.update(1 / 60)
    assert scene.session.actions[index : index + 2] == walk
    assert scene.session.hints == {seat: {index: [walk], index + 1: [[second]]}}
    save = SaveGame.from_json(scene.session.to_save().to_json())
    found: dict[int, Any] = {
        d.index: d
        for d in rv.decisions(SimpleNamespace(save=save), seat)  # type: ignore[arg-type]
        if d.index in (index, index + 1)
    }
    assert found[index].move == first
    item = rv.review_decision(found[index], BUDGET)
    assert item.move == item.computer == first and item.searched == searched[0]
    assert item.as_good and item.loss == 0.0
    assert index + 1 in found  # a roll of 3 or more: the second step is a choice too
    item = rv.review_decision(found[index + 1], BUDGET)
    assert item.move == item.computer == second and item.as_good
    # the same record without its hints: the review's own walk, as before
    save.hints = {}
    again = next(
        d
        for d in rv.decisions(SimpleNamespace(save=save), seat)  # type: ignore[arg-type]
        if d.index == index
    )
    assert rv.computer_move(again) == searched[0] != first
