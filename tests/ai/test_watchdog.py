"""The AI worker's watchdog (issue 21, point 11): a worker frozen with SIGSTOP is
replaced and the search answers from a new one; a long search that is alive is left
alone; no worker process is left behind."""

from __future__ import annotations

import os
import signal
import sys
import time
from collections.abc import Callable

import pytest

from ninjas.ai import make_agent, thinking
from ninjas.ai.thinking import Thinking
from ninjas.taisen import new_game

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="sends signals, reads /proc")


def wait_for(condition: Callable[[], object], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.02)


def gone(pid: int) -> bool:
    """Ended and reaped (a zombie would still be listed)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def a_live_worker() -> int:
    thinking.warm_up()
    wait_for(lambda: (thinking.heartbeat() or 0) > 0, 60)  # started and beating
    (pid,) = thinking.worker_pids()
    return pid


def test_a_frozen_worker_is_replaced_and_the_search_answers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(thinking, "STALL_SECONDS", 1.5)
    state = new_game(seed=7)
    state.roll()
    expected = make_agent("normal", 3).choose(state.clone())  # the same search, here
    pids: list[int] = []
    try:
        frozen = a_live_worker()
        pids.append(frozen)
        os.kill(frozen, signal.SIGSTOP)
        job = Thinking.start("normal", 3, state)
        asked = time.monotonic()
        wait_for(lambda: job.restarts or job.done(), 30)
        assert job.restarts == 1  # the worker gave no answer and no heartbeat
        assert time.monotonic() - asked >= 1.5
        assert gone(frozen)  # killed (SIGTERM would wait for a SIGCONT) and reaped
        pids += thinking.worker_pids()
        wait_for(lambda: job.result() is not None, 60)
        assert str(job.result()) == str(expected)  # same seed, same answer
        assert not job.stalled
    finally:
        thinking.shutdown()
    assert all(gone(pid) for pid in pids)
    assert thinking.worker_pids() == []


def test_a_long_search_that_beats_is_not_taken_for_frozen(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two hard searches, the second waiting behind the first: several times the stall
    limit without an answer, but the worker beats all along."""
    monkeypatch.setattr(thinking, "STALL_SECONDS", 1.5)
    state = new_game(seed=7)
    state.roll()
    try:
        pid = a_live_worker()
        started = time.monotonic()
        jobs = [Thinking.start("hard", seed, state) for seed in (3, 4)]
        wait_for(lambda: all(job.done() for job in jobs), 180)
        took = time.monotonic() - started
        for job in jobs:
            assert job.restarts == 0 and not job.stalled
            assert job.result() in state.legal_actions()
        assert thinking.worker_pids() == [pid]
        if took < 3.0:
            pytest.skip(f"the searches took {took:.1f} s: too quick to outlast the limit")
    finally:
        thinking.shutdown()
    assert gone(pid)


def test_cancelling_a_stalled_search_stops_its_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(thinking, "STALL_SECONDS", 1.0)
    monkeypatch.setattr(thinking, "STALL_RESTARTS", 1)
    state = new_game(seed=3)
    state.roll()
    pids: list[int] = []
    try:
        pids.append(a_live_worker())
        os.kill(pids[0], signal.SIGSTOP)
        job = Thinking.start("hard", 3, state)
        wait_for(lambda: job.stalled, 30)
        pids += thinking.worker_pids()
        for pid in pids[1:]:
            os.kill(pid, signal.SIGSTOP)  # the new one freezes too: the person gives up
        assert job.stalled
        job.cancel()
        assert thinking.worker_pids() == []
        assert all(gone(pid) for pid in pids)
    finally:
        thinking.shutdown()
