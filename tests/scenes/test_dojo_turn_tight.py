"""Dojo: a computer's long turn goes under its marches' and dice's floors, never under the
tight ones (scenes/dojo/turn_tight.py; issue 33 §1: a whole turn in 4 s, 'what moved, and
where, still shows'). The bench's seed 4 walked ten steps, fought a battle and rolled 22
dice in 8.55 s, each march at its floors: a step 0.3 s, its landing held 0.3 s before the
next march set off. Now, past turn_tight.TIGHT_BUDGET, a march's landing stays ringed
while the next one walks, a march's first step walks 0.2 s by the watch, and its dice
roll hex by hex 0.12 s apart, each tumbling 0.2 s at the least. Planned durations on the
simulated clock (the bench's frames, the computers answering at once), never wall time."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.events import Event
from scenes.app import App
from scenes.bench_turns import play_table
from scenes.dojo import DojoScene, turn_tight
from scenes.dojo.march_beat import FOLLOW_STEP_FLOOR
from scenes.dojo.summon_roll import DIE_TUMBLE, beat_count, roll_step
from scenes.dojo.turn_pace import COMPUTER_DICE, MARCH_LANDED_FLOOR

from .undrawn import undrawn

LONGEST = 4.0
"""The bench's seed 4's longest computer turn, at most (8.55 s, then 6.15 s before): a
walk of ten steps, a battle and a summoning of 22 dice, within issue 33's 4 s (the next
march setting off half way, march_overlap.py; the dice set a few a frame, dice_burst.py)."""


def test_the_bench_s_longest_dojo_turn_is_shorter_each_step_still_walked(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, float, float]] = []  # (kind, by the watch, held the queue)
    announce = DojoScene._announce

    def noting(table: DojoScene, event: Event) -> None:
        announce(table, event)
        if event.kind in ("stepped", "landed") and table.session.ai_to_move:
            seconds = table.stage.event_seconds[event.kind] / table.pace
            held = table.seconds_of(event, table.stage.event_seconds[event.kind])
            table.shorten(event, held)  # (asked: kept for the queue as it was)
            shown.append((event.kind, seconds, held / table.pace))

    monkeypatch.setattr(DojoScene, "_announce", noting)
    figures = play_table("dojo", {"board": "random"}, "hard", 4, app=undrawn(app), at_once=True)
    assert max(turn.own for turn in figures.turns) <= LONGEST
    steps = [seconds for kind, seconds, _ in shown if kind == "stepped"]
    rings = [seconds for kind, seconds, _ in shown if kind == "landed"]
    assert len(steps) >= 10 and min(steps) >= FOLLOW_STEP_FLOOR - 1e-6
    assert min(s for s in steps if s > FOLLOW_STEP_FLOOR + 1e-6) >= turn_tight.STEP_TIGHT - 1e-6
    assert rings and min(rings) >= MARCH_LANDED_FLOOR - 1e-6  # each landing ringed
    assert any(held < 1e-6 for kind, _, held in shown if kind == "landed")  # (overlapped)


@pytest.mark.parametrize("count", [1, 3, 5, 7])
def test_a_long_turn_s_dice_still_roll_hex_by_hex(count: int) -> None:
    hexes: list[Any] = [(i, 0) for i in range(count)]
    pace = turn_tight.dice_pace(hexes, COMPUTER_DICE)
    step = roll_step(beat_count(hexes, False), False)
    assert step / pace >= turn_tight.BEAT_TIGHT - 1e-9 or step == 0
    assert COMPUTER_DICE / pace >= turn_tight.DICE_TIGHT - 1e-9
    assert DIE_TUMBLE / pace >= 0.2 - 1e-9  # each die still seen tumbling (12 frames)
