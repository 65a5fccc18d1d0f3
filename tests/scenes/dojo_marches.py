"""A Dojo computer's marches and dice keep their floors past its turn's budget
(turn_pace.MARCH_STEP_FLOOR a step, MARCH_LANDED_FLOOR a landing, DICE_FLOOR its
summoning's dice; test_dojo_march_floor.py): the tests that time its whole turns take
them off, and the rest keeps within the budget."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.events import Event
from scenes.dojo import turn_pace


def marches_told(monkeypatch: pytest.MonkeyPatch) -> list[tuple[float, str]]:
    """From now on, each computer's step, landing and summoning's dice told at a Dojo
    table: (the table's simulated seconds, its kind)."""
    from scenes.dojo import DojoScene

    told: list[tuple[float, str]] = []
    announce = DojoScene._announce

    def noting(table: DojoScene, event: Event) -> None:
        announce(table, event)
        if event.kind in ("stepped", "landed", "summoned") and table.session.ai_to_move:
            told.append((table.time, event.kind))

    monkeypatch.setattr(DojoScene, "_announce", noting)
    return told


def less_marches(turns: list[Any], told: list[tuple[float, str]]) -> list[float]:
    """Each turn's own seconds (bench_turns.Turn.own) less its marches' and dice's
    floors."""
    floors = {
        "stepped": turn_pace.MARCH_STEP_FLOOR,
        "landed": turn_pace.MARCH_LANDED_FLOOR,
        "summoned": turn_pace.DICE_FLOOR,
    }
    rest = []
    for turn in turns:
        end = turn.end if turn.end is not None else turn.start
        marches = sum(floors[kind] for t, kind in told if turn.start <= t <= end + 1e-6)
        rest.append(turn.own - marches)
    return rest
