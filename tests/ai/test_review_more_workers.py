"""Issue 33 (the review's wait): on a laptop with more cores the review's runs go to up to
min(4, cores - 1) workers at once (ninjas.ai.thinking.review_workers, at least the AI
worker and the second as before), and those past the second stop when the review ends
or is cancelled; a 2-core machine keeps its two. Cores faked (os.cpu_count)."""

from __future__ import annotations

import os
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas.ai import thinking
from ninjas.core.history import read_record
from scenes.review import job as review_job
from tests.ai.test_review_pace import SMALL


@pytest.mark.parametrize(
    ("cores", "workers"), [(None, 2), (1, 2), (2, 2), (3, 2), (4, 3), (5, 4), (16, 4)]
)
def test_review_workers_follow_the_cores(
    monkeypatch: pytest.MonkeyPatch, cores: int | None, workers: int
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: cores)
    assert thinking.review_workers() == workers


class Fakes:
    """The workers faked: each task worked out at once, where it was sent, the most in
    flight at once and the stops, noted."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sent: list[int] = []
        self.stops = 0
        monkeypatch.setattr(thinking, "run_in_worker", lambda task, *a: self.run(0, task, *a))
        monkeypatch.setattr(
            thinking, "run_in_second_worker", lambda task, *a: self.run(1, task, *a)
        )
        monkeypatch.setattr(thinking, "run_in_review_worker", self.run)
        monkeypatch.setattr(thinking, "stop_review_workers", self.stop)

    def run(self, number: int, task: Any, *args: Any) -> Future[Any]:
        self.sent.append(number)
        future: Future[Any] = Future()
        future.set_result(task(*args))
        return future

    def stop(self) -> None:
        self.stops += 1


def taisen_job(tmp_path: Path) -> review_job.ReviewJob:
    from ninjas.arena import run_arena

    run_arena("taisen", ["easy", "random"], 1, seed=3, record=tmp_path)
    (path,) = sorted(tmp_path.glob("*.json"))
    return review_job.ReviewJob(read_record(path), None, 0, SMALL)  # (the screen's runner)


@pytest.mark.parametrize(("cores", "workers"), [(2, 2), (8, 4)])
def test_a_review_shares_its_runs_among_the_workers_and_stops_the_extra_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cores: int, workers: int
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: cores)
    fakes = Fakes(monkeypatch)
    job = taisen_job(tmp_path)
    assert job.in_flight == workers and len(job.glimpses) == workers
    most = 0
    for _ in range(200):
        job.poll()
        most = max(most, len(job.pending))
        if job.done:
            break
    assert job.done and len(job.runs) > workers
    assert most == workers  # (before: 2 whatever the cores)
    assert sorted(set(fakes.sent)) == list(range(workers))
    assert all(b == (a + 1) % workers for a, b in zip(fakes.sent, fakes.sent[1:], strict=False))
    assert fakes.stops >= 1  # the review ended: the extra workers stop


def test_a_cancelled_review_stops_the_extra_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 8)
    fakes = Fakes(monkeypatch)
    job = taisen_job(tmp_path)
    job.cancel()
    assert fakes.stops == 1 and job.cancelled


def test_a_third_worker_is_its_own_process_and_stops_when_asked() -> None:
    try:
        first = thinking.run_in_worker(os.getpid).result(timeout=120)
        third = thinking.run_in_review_worker(2, os.getpid).result(timeout=120)
        assert len({os.getpid(), first, third}) == 3
        pools = list(thinking._more.values())
        processes = [p for pool in pools for p in (pool._processes or {}).values()]  # type: ignore[attr-defined]
        thinking.stop_review_workers()
        assert thinking._more == {} and not any(p.is_alive() for p in processes)
        assert thinking.run_in_worker(os.getpid).result(timeout=120) == first  # kept
    finally:
        thinking.shutdown()
