"""Taisen: a computer's turn of many combats within 4 s, each move still seen travelling
(issue 33 §1: 'a computer's whole turn takes at most 4 s ... what moved, and where,
still shows'). Where its steps at their floors would take longer than
turn_pace.TIGHT_BUDGET, they go under those floors evenly, never under the tight ones
(animations.TIGHT_FLOORS): a stack's slide 0.3 s, a fight's clash 0.25 s. Before, the
bench's seed 2 had a turn of three dice into four combats at 6.15 s, every step at its
floor. Planned durations on the simulated clock (the bench's frames, the hard
computer's recorded moves), never wall time."""

from __future__ import annotations

from typing import Any

import pytest
from support.recorded_moves import play_back

from ninjas.core.events import Event
from scenes.app import App
from scenes.bench_turns import play_table
from scenes.taisen import animations, turn_pace
from scenes.taisen.animations import (
    TIGHT_FLOORS,
    BeatStep,
    CombatCall,
    CombatHeld,
    DuelStep,
    MoveStep,
    Step,
)

from .undrawn import undrawn

TRAVEL = 0.25
"""Issue 33's brief: a moved piece travels 0.25 s at the least, at speed 1."""


def test_the_bench_s_longest_turn_fits_and_each_move_still_travels(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seeds 1-4 of `python -m scenes.bench_turns --game taisen --at-once`: every
    computer turn within 4 s (6.15 s before), every slide of its stacks 0.25 s or more,
    each fight's clash its tight floor at least."""
    steps: list[Step] = []
    begin = animations.Animator._begin

    def began(self: Any, step: Step) -> None:
        if self.stage.view.side == 1:  # the computer's (the person plays Monkey)
            steps.append(step)
        begin(self, step)

    monkeypatch.setattr(animations.Animator, "_begin", began)
    play_back(monkeypatch, "taisen", "hard")
    longest = 0.0
    for seed in (1, 2, 3, 4):
        figures = play_table("taisen", {}, "hard", seed, app=undrawn(app), at_once=True)
        longest = max([longest, *(turn.own for turn in figures.turns)])
    slides = [s.duration for s in steps if isinstance(s, MoveStep)]
    clashes = [s.duration for s in steps if isinstance(s, DuelStep)]
    assert longest <= 4.0
    assert len(slides) >= 10 and min(slides) >= max(TRAVEL, TIGHT_FLOORS[MoveStep]) - 1e-9
    assert min(clashes) >= TIGHT_FLOORS[DuelStep] - 1e-9
    assert min(slides) < animations.AI_MOVE_BASE  # some turn did go under its floors


def steps_of_a_long_action() -> list[Step]:
    move = Event("moved", {"side": "wolf", "src": 1, "dst": 4, "die": "r", "value": 3})
    return [
        MoveStep([move], 0.6),
        CombatCall([Event("combat_started", {"pos": 4})], 0.15),
        DuelStep([Event("duel", {"pos": 4})], 0.4),
        DuelStep([Event("duel", {"pos": 4})], 0.4),
        CombatHeld([Event("combat_ended", {"pos": 4})], 0.35),
        BeatStep([Event("beat", move.data)], 0.3),
    ]


@pytest.mark.parametrize("seconds", [1.6, 1.0, 0.2])
def test_a_long_action_tightens_evenly_never_under_its_tight_floors(seconds: float) -> None:
    steps = steps_of_a_long_action()
    before = [s.duration for s in steps]
    floors = [TIGHT_FLOORS[type(s)] for s in steps]
    animations.tighten(steps, seconds)
    after = [s.duration for s in steps]
    assert sum(after) <= max(seconds, sum(floors)) + 1e-9
    assert all(a >= f - 1e-9 for a, f in zip(after, floors, strict=True))
    lost = [(b - a) / (b - f) for b, a, f in zip(before, after, floors, strict=True)]
    assert max(lost) - min(lost) < 1e-9  # each the same share of what it had to give


def test_an_action_that_fits_keeps_its_length() -> None:
    steps = steps_of_a_long_action()
    before = [s.duration for s in steps]
    animations.tighten(steps, sum(before))
    assert [s.duration for s in steps] == before


def test_the_tight_budget_is_under_4_s_and_keeps_each_die_a_combat() -> None:
    assert turn_pace.TIGHT_BUDGET <= 4.0 - turn_pace.TIGHT_END
    assert turn_pace.TIGHT_EACH >= TIGHT_FLOORS[MoveStep] + 2 * TIGHT_FLOORS[DuelStep]
