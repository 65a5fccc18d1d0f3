"""A computer's next march sets off while its last step is half walked, in a long turn
(issue 33 §1: a computer's whole turn at most 4 s; a walk of ten steps, a battle and a
summoning of 22 dice took 6.15 s, `python -m scenes.bench_turns --game dojo --at-once
--games 4`, seed 4). Another ninja's walk (a new march, or the same stack's next ninja
the same way) need not wait for the one before to arrive: both are seen walking, each
from where to where, the first landing as the second is half way. A ninja's own next
step still waits for its last (it walks on from where it stands), and so does anything
that is not a step (its battle, the summoning), but the end of its walking (nothing to
see: the battle or the summoning after it waits for the walks).

A new march's landing beat (march_beat.py: the last march's hex ringed) is told then, as
the last ninja walks its second half: it rings where that ninja is arriving. Never one
move at a time (follow_pace.py): each walk then waits for the person."""

from __future__ import annotations

from typing import Any

from ninjas.dojo.rules import parse_hex

from . import follow_pace

HALF = 0.5
"""The share of the last step walked when the next march may set off."""


def next_step(table: Any) -> tuple[Any, Any] | None:
    """(from, to) of the computer's chosen next action when it is a step, (None, None)
    when it ends its walking (else None)."""
    choice = getattr(table.computer, "choice", None)
    if not choice or choice[0] is None:
        return None
    parts = str(choice[0]).split()
    if parts[0] == "end" and table.state.phase == "move":
        return None, None
    if parts[0] != "step" or len(parts) < 3:
        return None
    return parse_hex(parts[1]), parse_hex(parts[2])


def release(table: Any) -> bool:
    """Let the computer's next march set off now if its last step is half walked (the
    walk's effect no longer holds the table, the step's event its clock); True if so."""
    stage = table.stage
    march = stage.march
    if not (table.animate and table.session.ai_to_move) or table.queue:
        return False
    if march.ended is None or follow_pace.on(table):
        return False
    holding = [e for e in stage.effects if e.blocking and not e.done]
    if not holding or any(e.kind != "walk" or e.age < HALF * e.duration for e in holding):
        return False
    step = next_step(table)
    if step is None or step[0] == march.ended[1]:
        return False  # not a step, or the same ninja walking on: it waits till it stands
    for effect in holding:
        effect.blocking = False
    table.event_clock = 0.0
    return True
