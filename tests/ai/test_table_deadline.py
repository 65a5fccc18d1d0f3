"""A table's deadline on the computer's search (issue 33: on a busy machine a hard Shinobi
decision took 18-60 s, a hint 10-20 s). The machine is made slow with a fake clock that
advances with the search's own work, so nothing here depends on the real time: a search
asked a deadline stops once it has passed, past its minimum, and plays a legal move; a
search asked none (the arena, the review, the tests) is its whole fixed budget, as before.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
from typing import Any

import pytest

from ninjas.ai import deadline, make_agent, thinking
from ninjas.ai.deadline import Deadline, searching_until
from ninjas.ai.ismcts import ISMCTS
from ninjas.dojo import ai as dojo_ai
from ninjas.dojo.rules import new_game as dojo_game
from ninjas.shinobi import ai as shinobi_ai
from ninjas.shinobi.rules import new_game as shinobi_game
from ninjas.taisen import ai as taisen_ai
from ninjas.taisen import new_game as taisen_game


class SlowClock:
    """A fake wall clock: time passes only when the search works (`tick`)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def tick(self, seconds: float) -> None:
        self.now += seconds


def slow_iterations(monkeypatch: pytest.MonkeyPatch, clock: SlowClock, each: float) -> list[int]:
    """Each ISMCTS iteration takes `each` seconds of `clock`; returns the count of each
    search's iterations, as they end."""
    counts: list[int] = []
    iterate, choose = ISMCTS._iterate, ISMCTS.choose

    def slow(self: ISMCTS, root: Any, det: Any) -> None:
        clock.tick(each)
        iterate(self, root, det)

    def counted(self: ISMCTS, state: Any, root: Any = None) -> Any:
        action = choose(self, state, root)
        counts.append(self.done)
        return action

    monkeypatch.setattr(ISMCTS, "_iterate", slow)
    monkeypatch.setattr(ISMCTS, "choose", counted)
    return counts


def shinobi_position() -> Any:
    """A 4-player Grand Master game's first decision with a choice (hard searches there)."""
    state = shinobi_game(3, {"players": 4, "mode": "grandmaster"})
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    return state


def test_a_hard_shinobi_decision_stops_at_the_deadline_with_its_best_so_far(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = SlowClock()
    counts = slow_iterations(monkeypatch, clock, 1 / 128)  # 15.6 s for hard's 2000
    state = shinobi_position()
    with searching_until(Deadline(3.0, clock)) as limit:
        action = make_agent("hard", 5).choose(state)
    assert counts == [384]  # 3 s of 1/128 s iterations
    assert limit is not None and limit.reached and clock.now == 3.0
    assert str(action) in {str(a) for a in state.legal_actions()}


def test_a_decision_cut_short_still_searches_its_minimum(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = SlowClock()
    counts = slow_iterations(monkeypatch, clock, 0.05)  # a very busy machine
    state = shinobi_position()
    with searching_until(Deadline(1.0, clock)):
        make_agent("hard", 5).choose(state)
    least = shinobi_ai.PRESETS["hard"].least
    assert least is not None and counts == [least] and clock.now == pytest.approx(least * 0.05)


def test_without_a_deadline_or_before_it_the_search_and_its_move_are_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The arena, the review and the tests ask no deadline: hard's whole budget. At a
    table on an idle machine the deadline is never reached: the same move."""
    clock = SlowClock()
    counts = slow_iterations(monkeypatch, clock, 0.0001)
    state = shinobi_position()
    free = make_agent("hard", 5).choose(state.clone())
    with searching_until(Deadline(1.0, clock)) as limit:
        timed = make_agent("hard", 5).choose(state.clone())
    full = shinobi_ai.PRESETS["hard"].iterations
    assert counts == [full, full] and str(free) == str(timed)
    assert limit is not None and not limit.reached


def test_taisen_s_hard_plan_looks_at_its_two_best_plans_then_stops_at_the_deadline(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = SlowClock()
    looked: list[bool] = []
    reply = taisen_ai.best_reply_value
    plans = taisen_ai.turn_plans

    def slow_plans(state: Any) -> Any:
        clock.tick(0.1)  # each of the opponent's dice outcomes: 0.1 s
        return plans(state)

    def counted(*args: Any, **kwargs: Any) -> float | None:
        value = reply(*args, **kwargs)
        looked.append(value is not None)
        return value

    monkeypatch.setattr(taisen_ai, "turn_plans", slow_plans)
    monkeypatch.setattr(taisen_ai, "best_reply_value", counted)
    state = taisen_game(seed=11)
    state.ensure_rolled()
    hard = taisen_ai.PRESETS["hard"]
    rng = make_agent("hard", 1).rng
    with searching_until(Deadline(3.0, clock)):  # (2.7 s a plan: not yet overdue)
        codes = taisen_ai.plan_turn(state, hard, rng)
    assert looked == [True] * hard.least + [False]  # the third cut at its first outcome
    assert codes and codes[0] in state.legal_codes()
    looked.clear()
    taisen_ai.plan_turn(state, hard, make_agent("hard", 1).rng)  # no deadline: all of them
    assert len(looked) == hard.candidates and all(looked)


def dojo_move_position() -> Any:
    """A Dojo position where hard plans a move of several steps (from normal's game)."""
    state = dojo_game(7, {})
    agent = make_agent("normal", 2)
    while not (state.phase == "move" and state.remaining >= 3):
        state.apply(agent.choose(state))
    return state


def test_dojo_s_hard_move_compares_two_moves_at_least_then_stops_at_the_deadline(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = SlowClock()
    scored: list[int] = []
    score = dojo_ai.DojoPolicy._reply_score

    def slow_score(self: Any, world: Any, seat: int, steps: Any) -> float:
        clock.tick(1.0)
        scored.append(len(steps))
        return score(self, world, seat, steps)

    monkeypatch.setattr(dojo_ai.DojoPolicy, "_reply_score", slow_score)
    state = dojo_move_position()
    make_agent("hard", 4).choose(state)
    full = len(scored)
    assert full > 2 * dojo_ai.REPLY_WORLDS  # more than two moves compared
    scored.clear()
    with searching_until(Deadline(0.5, clock)) as limit:
        action = make_agent("hard", 4).choose(state)
    assert len(scored) == 2 * dojo_ai.REPLY_WORLDS and limit is not None and limit.reached
    assert str(action) in {str(a) for a in state.legal_actions()}


def test_the_worker_runs_a_table_s_search_under_its_deadline(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Thinking(…, deadline=s) has the worker run the search inside deadline.timed; with
    none, the search alone."""
    asked: list[tuple[Any, ...]] = []

    def here(task: Any, *args: Any) -> cf.Future[Any]:  # the worker, in this process
        asked.append((task, *args))
        future: cf.Future[Any] = cf.Future()
        future.set_result(task(*args))
        return future

    def seen(_name: str, _seed: int, _state: Any) -> float | None:
        limit = deadline.current()
        return None if limit is None else limit.seconds

    monkeypatch.setattr(thinking, "run_in_worker", here)
    state = shinobi_position()
    assert thinking.Thinking.start("hard", 1, state, seen, deadline=0.75).result() == 0.75
    assert asked[-1][0] is deadline.timed
    assert thinking.Thinking.start("hard", 1, state, seen).result() is None
    assert asked[-1][0] is seen
    assert deadline.current() is None  # the deadline ends with its search


def test_a_table_asks_its_deadline_and_the_tests_switch_it_off(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from scenes import ai_turn

    started: list[float | None] = []

    def start(*args: Any, **kwargs: Any) -> Any:
        started.append(kwargs["deadline"] if "deadline" in kwargs else args[4])
        return ai_turn.Ready(None)

    monkeypatch.setattr(thinking.Thinking, "start", start)
    state = shinobi_position()
    monkeypatch.delenv(ai_turn.THINK_SECONDS_VARIABLE)  # (tests/conftest.py: "off")
    ai_turn.think("hard", 1, state)
    ai_turn.think_plan("hard", 1, state)
    ai_turn.think_hint("hard", 1, state)
    assert started == [deadline.TABLE_SECONDS] * 3
    # a decision after the computer's own move in the same turn: the short deadline
    ai_turn.think("hard", 1, state, chained=True)
    assert started[-1] == deadline.CHAINED_SECONDS < deadline.TABLE_SECONDS
    monkeypatch.setenv(ai_turn.THINK_SECONDS_VARIABLE, "2.5")
    assert ai_turn.table_deadline() == ai_turn.table_deadline(chained=True) == 2.5
    monkeypatch.setenv(ai_turn.THINK_SECONDS_VARIABLE, "off")
    ai_turn.think("hard", 1, state)
    ai_turn.think("hard", 1, state, chained=True)
    assert started[-2:] == [None, None]
    with caplog.at_level(logging.WARNING):
        for wrong in ("soon", "-1", "nan"):
            monkeypatch.setenv(ai_turn.THINK_SECONDS_VARIABLE, wrong)
            assert ai_turn.table_deadline() == deadline.TABLE_SECONDS
    assert "not a number of seconds" in caplog.text


def test_a_deadline_needs_a_positive_time() -> None:
    with pytest.raises(ValueError, match="positive"):
        Deadline(0)
