"""Night: a computer's long turn within 4 s, its throw still seen flying (issue 33 §1).
The bench's seed 4 had a turn of a discard and a Collect, each said 1.2 s, then the Kunai
the Collect brought, thrown at its floor (1.5 s): 5.37 s. Where what the turn has still
to do passes throw_pace.TIGHT_BUDGET, its words hold the next action less (SAY_TIGHT at
the least, they stay over the village), its tokens fly quicker and its throw flies
FOLLOW_TIGHT (BLADE_TIGHT with a blade) at the least. Planned durations on the simulated
clock (the bench's frames, the computers answering at once), never wall time."""

from __future__ import annotations

from typing import Any

import pytest

from scenes.app import App
from scenes.bench_turns import play_table
from scenes.night import staging, throw_pace

from .undrawn import undrawn


def test_the_bench_s_longest_night_turn_fits_each_throw_still_flies(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    flights: list[float] = []  # each computer's throw by the watch, once fitted
    fit = staging.Stage.fit

    def fitting(stage: Any, seconds: float, tight: float | None = None) -> None:
        fit(stage, seconds, tight)
        rope = stage.rope
        if rope is not None:
            flights.append((rope.seconds - rope.age) / rope.pace)

    monkeypatch.setattr(staging.Stage, "fit", fitting)
    figures = play_table("night", {"players": 3}, "hard", 4, app=undrawn(app), at_once=True)
    assert max(turn.own for turn in figures.turns) <= 4.0  # 5.37 s before
    assert len(flights) >= 5
    assert min(flights) >= throw_pace.FOLLOW_TIGHT - 1e-6


def test_a_long_turn_s_throw_and_tokens_keep_their_tight_floors() -> None:
    class Rope:
        blade = ""

    class Blade:
        blade = "kunai"

    assert throw_pace.tight_floor(Rope(), 2.4) == pytest.approx(throw_pace.FOLLOW_TIGHT)
    assert throw_pace.tight_floor(Blade(), 2.4) == pytest.approx(throw_pace.BLADE_TIGHT)
    assert throw_pace.tight_floor(None, 2.4) == pytest.approx(0.48)  # a Collect's tokens
    assert throw_pace.tight_floor(Rope(), 0.5) == pytest.approx(0.5)  # never lengthened
    assert throw_pace.FOLLOW_TIGHT >= 0.25 and throw_pace.SAY_TIGHT > 0
