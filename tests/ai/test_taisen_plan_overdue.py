"""A hard Taisen turn plan at a table compares its two best plans' replies even past the
deadline, but not once the search is overdue (twice its deadline): then the first's alone
(issue 33: at load 15-18 the plan took 1.9-2.6 s of wall time for its minimum of two, the
first decision of each computer turn, against a 1 s deadline). A fake clock that
advances with the search's work: nothing here depends on the real time."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.ai import make_agent
from ninjas.ai.deadline import OVERDUE_FACTOR, Deadline, searching_until
from ninjas.taisen import ai as taisen_ai
from ninjas.taisen import new_game


class SlowClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_an_overdue_plan_stops_after_its_first_reply(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = SlowClock()
    looked: list[bool] = []
    reply = taisen_ai.best_reply_value
    plans = taisen_ai.turn_plans

    def slow_plans(state: Any) -> Any:
        clock.now += 0.1  # each of the opponent's 27 dice outcomes: 0.1 s, 2.7 s a plan
        return plans(state)

    def counted(*args: Any, **kwargs: Any) -> float | None:
        value = reply(*args, **kwargs)
        looked.append(value is not None)
        return value

    monkeypatch.setattr(taisen_ai, "turn_plans", slow_plans)
    monkeypatch.setattr(taisen_ai, "best_reply_value", counted)
    state = new_game(seed=11)
    state.ensure_rolled()
    hard = taisen_ai.PRESETS["hard"]
    assert hard.least == 2
    with searching_until(Deadline(0.5, clock)):
        codes = taisen_ai.plan_turn(state, hard, make_agent("hard", 1).rng)
    assert looked == [True, False]  # before: [True, True, False], 5.4 s for 0.5 s asked
    assert clock.now < 2.7 + OVERDUE_FACTOR * 0.5 + 0.2
    assert codes and codes[0] in state.legal_codes()
