"""A computer's summoning dice set DICE_A_FRAME a frame (issue 33 §1: a computer's whole
turn at most 4 s). Each die it sets is an action of its own, and the table played one a
frame: 22 dice took 0.37 s of a turn of 4.3 s (`python -m scenes.bench_turns --game dojo
--at-once --games 4`, seed 4). Each die still lands on its hex and stays there till they
roll; they come a few at a time, as a handful thrown, where the computer has chosen them
already (its search done: never waited for). Never one move at a time (follow_pace.py)."""

from __future__ import annotations

from typing import Any

from ..tableflow.computer import played_count
from . import follow_pace

DICE_A_FRAME = 3
"""The computer's dice set in one frame at the most."""


def burst(table: Any) -> int:
    """Once the computer has set a die this frame, its next dice (up to DICE_A_FRAME in
    all) set and told now, where it has chosen them; the number set here."""
    set_here = 0
    computer = table.computer
    for _ in range(DICE_A_FRAME - 1):
        state = table.state
        if not (table.animate and table.session.ai_to_move) or state.phase != "assign":
            break
        if follow_pace.on(table) or table.stage.blocking:
            break
        if not table.queue or any(e.kind != "die_assigned" for e in table.queue):
            break  # (no die of its set this frame, or its roll under way)
        table.tell_queued(1.0, table.stage.event_seconds, 0.1, table._announce)
        if table.queue:
            break
        table.event_clock = 0.0
        before = played_count(table)
        computer.drive(0.0)
        if played_count(table) == before:
            break
        set_here += 1
    return set_here
