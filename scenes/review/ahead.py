"""The review worked out while the results are read (newcomer A, s14, 056-057: about 5
minutes of '3 min left' at load 24 after 'Review my moves'; 'to make a 9: faster, or
analyse while I read the results'). While the results screen is up, the person's review
(the seat its 'Review my moves' opens) goes on in the second worker and one more, never
the AI worker, so that a rematch's computer never waits behind it; 'Review my moves' takes the
job as it stands (`take`), its workers then all at work, and the decisions already
reviewed are on the graph at once. The results' going (rematch, title, view the board)
stops it; its work is kept (kept_work.py) and goes on when the review is opened.

Only in a window: a headless app (the tests, the screens tool) starts none."""

from __future__ import annotations

import logging
import weakref
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from ninjas import review as rv

from . import kept_work
from .job import ReviewJob, in_flight, workers_runner

log = logging.getLogger(__name__)

_AHEAD: weakref.WeakKeyDictionary[Any, ReviewJob] = weakref.WeakKeyDictionary()
"""The review worked out ahead, by app: one at a time."""
_GAVE_UP: weakref.WeakKeyDictionary[Any, tuple[Path, int]] = weakref.WeakKeyDictionary()
"""By app, the (record, seat) whose review ahead could not start or failed: not tried
again each frame (its record read, a warning logged, sixty times a second)."""


AHEAD_WORKERS = 2
"""The workers a review ahead runs in: the second and one more of the review's own
(ninjas.ai.thinking.run_in_review_worker 2), never the AI worker."""
_turn = [0]


def ahead_runner(task: Any, *args: Any) -> Future[Any]:
    """The second worker and review worker 2 in turn: never the AI worker, which a
    rematch's computer thinks in; worker 2 is stopped with the job (`stop`), its run
    with it, so that a rematch finds that core free at once."""
    from ninjas.ai import thinking

    _turn[0] = (_turn[0] + 1) % AHEAD_WORKERS
    if _turn[0] == 0:
        return thinking.run_in_review_worker(2, task, *args)
    return thinking.run_in_second_worker(task, *args)


def wanted(app: Any) -> bool:
    """A review is worked out ahead in a window only (tests and shots are headless)."""
    return not getattr(app, "headless", True)


def job_of(app: Any) -> ReviewJob | None:
    """The review worked out ahead, if any (tests)."""
    return _AHEAD.get(app)


def go_on(app: Any, path: Path | None, seat: int | None) -> None:
    """Each frame of the results: the review of `seat` in the record at `path` goes on
    (started, or started again from its kept work after the review was left)."""
    if path is None or seat is None or not wanted(app) or _GAVE_UP.get(app) == (path, seat):
        return
    job = _AHEAD.get(app)
    if job is not None and job.failed and (job.path, job.seat) == (path, seat):
        _GAVE_UP[app] = (path, seat)  # 'Review my moves' will say what is wrong
        return
    if job is None or job.cancelled or (job.path, job.seat) != (path, seat):
        if job is not None:
            job.cancel()
        job = start(app, path, seat)
        if job is None:
            _GAVE_UP[app] = (path, seat)
            return
    job.poll()


def start(app: Any, path: Path, seat: int, runner: Any = None) -> ReviewJob | None:
    """A job for `seat` in the record at `path`, kept as the app's (None: the record
    could not be read; the review's own screen will say why)."""
    from ninjas.core.history import read_record

    try:
        record = read_record(path)
        job = ReviewJob(record, path, seat, None, runner or ahead_runner, kept=kept_work.of(app))
    except Exception as exc:  # a help only: 'Review my moves' says what is wrong
        log.warning("review ahead: %r", exc)
        _AHEAD.pop(app, None)
        return None
    job.in_flight = job.pace.workers = AHEAD_WORKERS  # (one run each)
    _AHEAD[app] = job
    return job


def take(
    app: Any, path: Path | None, seat: int, budget: rv.Budget, runner: Any = workers_runner
) -> ReviewJob | None:
    """The job worked out ahead for this review, handed over with the review's own
    workers (job.workers_runner), or None: none, or another's (then stopped: the
    review opened, another seat's, has the workers; back on the results it goes on)."""
    job = _AHEAD.pop(app, None)
    if job is None:
        return None
    mine = path is not None and (job.path, job.seat) == (path, seat) and runner is workers_runner
    if not mine or job.cancelled or job.failed or job.budget.key() != budget.key():
        job.cancel()
        return None
    job.runner = workers_runner
    job.in_flight = job.pace.workers = in_flight(workers_runner)
    return job


def stop(app: Any) -> None:
    """The results are gone: the review ahead stops (its work is kept)."""
    job = _AHEAD.pop(app, None)
    if job is not None:
        job.cancel()
        if job.runner is ahead_runner:  # (a fake's in tests)
            from ninjas.ai.thinking import stop_review_workers

            stop_review_workers()  # worker 2 and its run: the core is free at once
