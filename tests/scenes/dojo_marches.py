"""A Dojo computer's marches and dice keep their floors past its turn's budget
(turn_pace.MARCH_STEP_FLOOR a step, MARCH_LANDED_FLOOR a landing, dice_least its
summoning's dice, hex by hex; test_dojo_march_floor.py): the tests that time its whole turns take
them off, and the rest keeps within the budget."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.events import Event
from scenes.dojo import turn_pace

Told = list[tuple[float, str, float]]
"""Each computer's step, landing and roll told: (the table's simulated seconds, its kind,
its floor)."""
FLOORS = {"stepped": turn_pace.MARCH_STEP_FLOOR, "landed": turn_pace.MARCH_LANDED_FLOOR}


def marches_told(monkeypatch: pytest.MonkeyPatch) -> Told:
    """From now on, each computer's step, landing and summoning's dice told at a Dojo
    table: (the table's simulated seconds, its kind, its floor)."""
    from scenes.dojo import DojoScene

    told: Told = []
    announce = DojoScene._announce

    def noting(table: DojoScene, event: Event) -> None:
        announce(table, event)
        seat = event.data.get("seat")
        seats = table.session.seats
        rolled = event.kind == "summoned" and isinstance(seat, int) and seats[seat].is_ai
        # (a computer's roll ends its turn: told once the person is to move)
        if rolled or (event.kind in ("stepped", "landed") and table.session.ai_to_move):
            least = FLOORS.get(event.kind) or turn_pace.dice_least(event)
            told.append((table.time, event.kind, least))

    monkeypatch.setattr(DojoScene, "_announce", noting)
    return told


def less_marches(turns: list[Any], told: Told) -> list[float]:
    """Each turn's own seconds (bench_turns.Turn.own) less its marches' and dice's
    floors."""
    rest = []
    for turn in turns:
        end = turn.end if turn.end is not None else turn.start
        marches = sum(least for t, _, least in told if turn.start <= t <= end + 1e-6)
        rest.append(turn.own - marches)
    return rest
