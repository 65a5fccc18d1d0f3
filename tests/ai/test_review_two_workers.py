"""Issue 33 (newcomer L: a 3-player Shinobi Grand Master review took 225 s of one core):
the review's runs of decisions go to the AI worker and a second one in turn, so that a
laptop's two cores work on it at once (scenes.review.job.workers_runner); the tables'
searches keep to the first worker, and shutdown stops both."""

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


def test_the_second_worker_is_another_process_and_stops_with_the_first() -> None:
    try:
        first = thinking.run_in_worker(os.getpid).result(timeout=120)
        second = thinking.run_in_second_worker(os.getpid).result(timeout=120)
        assert len({os.getpid(), first, second}) == 3
        assert thinking.run_in_second_worker(os.getpid).result(timeout=120) == second
    finally:
        thinking.shutdown()
    assert thinking.worker_pids() == [] and thinking._second is None


def test_a_review_sends_its_runs_to_both_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ninjas.arena import run_arena

    run_arena("taisen", ["easy", "random"], 1, seed=3, record=tmp_path)
    (path,) = sorted(tmp_path.glob("*.json"))
    sent: list[str] = []

    def to(name: str) -> Any:
        def run(task: Any, *args: Any) -> Future[Any]:
            sent.append(name)
            future: Future[Any] = Future()
            future.set_result(task(*args))
            return future

        return run

    monkeypatch.setattr(thinking, "run_in_worker", to("first"))
    monkeypatch.setattr(thinking, "run_in_second_worker", to("second"))
    job = review_job.ReviewJob(read_record(path), None, 0, SMALL)  # (the screen's runner)
    for _ in range(100):
        job.poll()
        if job.done:
            break
    assert job.done and len(job.runs) >= 4
    assert sent.count("first") >= 2 and sent.count("second") >= 2
    assert all(a != b for a, b in zip(sent, sent[1:], strict=False))  # in turn
