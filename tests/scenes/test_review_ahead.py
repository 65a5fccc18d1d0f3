"""Newcomer A, s14 (056-057: about 5 minutes after 'Review my moves'; 'to make a 9:
faster, or analyse while I read the results'): while the results are up, the person's
review goes on in the second worker and review worker 2 (never the AI worker a
rematch's computer thinks in; worker 2 stopped with it), and 'Review my moves' takes that job as it stands, with all its workers
(scenes/review/ahead.py). Headless (tests, shots) none starts. Fake runners: no
worker is started here."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas.core.history import read_record
from ninjas.core.session import GameSession, Seat
from scenes.results import INPUT_GRACE_SECONDS, ResultsScene
from scenes.review import ahead
from scenes.review.job import in_flight, workers_runner
from scenes.review.scene import ReviewScene

from .replay_records import make_record

SENT: list[Any] = []


def held(task: Any, *args: Any) -> Future[Any]:
    """A worker that keeps what it is sent (never answers)."""
    SENT.append(task)
    return Future()


@pytest.fixture
def windowed(monkeypatch: pytest.MonkeyPatch) -> None:
    SENT.clear()
    monkeypatch.setattr(ahead, "wanted", lambda app: True)
    monkeypatch.setattr(ahead, "ahead_runner", held)


def _results(app: Any, fake_game: Any, path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    session = GameSession.new("taisen", [Seat(), Seat("ai", "easy")], seed=8, autosave=False)
    while not session.state.is_terminal:
        session.apply(session.state.legal_actions()[0])
    monkeypatch.setattr(ResultsScene, "record_path", lambda self: path)
    app.push(fake_game(app, session))
    results = ResultsScene(app, session)
    app.push(results)
    return results


def test_the_results_work_the_review_out_and_the_review_takes_it(
    app: Any, fake_game: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, windowed: None
) -> None:
    path = make_record("taisen", tmp_path)
    results = _results(app, fake_game, path, monkeypatch)
    results.update(INPUT_GRACE_SECONDS / 2)
    assert ahead.job_of(app) is None  # not while the results are first seen
    results.update(INPUT_GRACE_SECONDS)
    job = ahead.job_of(app)
    assert job is not None and job.seat == 0 and job.path == path  # fails before: none
    assert SENT and len(job.pending) == ahead.AHEAD_WORKERS  # a run each, never the AI worker's
    scene = ReviewScene(app, read_record(path), path, 0)
    assert scene.job is job  # the review goes on from it
    assert job.runner is workers_runner and job.in_flight == in_flight(workers_runner)
    assert ahead.job_of(app) is None and not job.cancelled
    job.cancel()


def test_leaving_the_results_stops_it_and_headless_starts_none(
    app: Any, fake_game: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, windowed: None
) -> None:
    path = make_record("taisen", tmp_path)
    results = _results(app, fake_game, path, monkeypatch)
    results.update(INPUT_GRACE_SECONDS + 0.1)
    job = ahead.job_of(app)
    assert job is not None
    app.pop()  # View board, a rematch, the title: the results go
    assert job.cancelled and ahead.job_of(app) is None
    monkeypatch.setattr(ahead, "wanted", lambda app: not app.headless)
    ahead.go_on(app, path, 0)
    assert ahead.job_of(app) is None


def test_another_seats_review_stops_it(
    app: Any, fake_game: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, windowed: None
) -> None:
    path = make_record("taisen", tmp_path)
    results = _results(app, fake_game, path, monkeypatch)
    results.update(INPUT_GRACE_SECONDS + 0.1)
    job = ahead.job_of(app)
    assert job is not None
    other = ReviewScene(app, read_record(path), path, 1, runner=held)
    assert other.job is not job and job.cancelled  # the second worker is the review's
    other.job.cancel()
    results.update(0.1)  # back on the results: seat 0's goes on
    again = ahead.job_of(app)
    assert again is not None and again is not job and not again.cancelled
    again.cancel()


def test_its_workers_are_never_the_ai_workers_and_stop_with_it(
    app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ninjas.ai import thinking

    went: list[str] = []
    monkeypatch.setattr(thinking, "run_in_worker", lambda *a: went.append("ai") or Future())
    monkeypatch.setattr(
        thinking, "run_in_second_worker", lambda *a: went.append("second") or Future()
    )
    monkeypatch.setattr(
        thinking, "run_in_review_worker", lambda n, *a: went.append(f"review {n}") or Future()
    )
    monkeypatch.setattr(thinking, "stop_review_workers", lambda: went.append("stopped"))
    path = make_record("taisen", tmp_path)
    job = ahead.start(app, path, 0)
    assert job is not None
    job.poll()
    assert sorted(went) == ["review 2", "second"]  # fails before: 'ai' (workers_runner)
    ahead.stop(app)
    assert job.cancelled and went[-1] == "stopped"  # worker 2's run ends with it


def test_a_review_ahead_that_cannot_start_is_not_tried_again_each_frame(
    app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, windowed: None
) -> None:
    """A record that cannot be read: one try and one warning, not one a frame (each
    frame of the results read the file again and logged it)."""
    from ninjas.core import history

    reads: list[Path] = []

    def broken(path: Path) -> Any:
        reads.append(path)
        raise history.SaveError("corrupt", "a broken record")

    monkeypatch.setattr(history, "read_record", broken)
    path = tmp_path / "record.json"
    for _ in range(5):
        ahead.go_on(app, path, 0)
    assert reads == [path]  # fails before: five reads
    assert ahead.job_of(app) is None
