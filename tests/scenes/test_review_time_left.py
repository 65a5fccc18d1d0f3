"""Issue 33, newcomer V, s9: a Shinobi Grand Master review said 'about 3 min left' for 3
minutes. The time left is now plain (ninjas.review_pace): the work left times the time a
unit of it took on a worker, shared by the workers, and it counts down between answers,
never rising. The runner here is two workers on the test's clock, each decision taking
EACH seconds a unit of its work (decision_weight: the game left to play out after it,
as a review's decisions take: newcomer D's Night review, s23,
tests/ai/test_review_pace_weighed.py): no timing."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from ninjas.review_pace import Pace, decision_weight
from scenes.review.job import ReviewJob

from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")
EACH = 4.0
"""Seconds a decision takes on a worker."""


class TwoWorkers:
    """Two workers on the test's clock: a task starts when a worker is free and takes
    EACH seconds a decision; its answer is handed over when the clock reaches it."""

    def __init__(self, now: list[float], actions: int = 0) -> None:
        self.now = now
        self.free = [0.0, 0.0]
        self.due: list[tuple[float, Future[Any], Any]] = []
        self.actions = actions
        """The record's actions: a task's work is then its decisions' weights, else
        their count."""

    def __call__(self, task: Any, *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        if task is rv.review_run:
            indices = [decision.index for decision in args[0]]
        else:
            indices = [args[0].end]
        size = len(indices)
        if self.actions:
            size = sum(decision_weight(index, self.actions) for index in indices)
        worker = self.free.index(min(self.free))
        start = max(self.now[0], self.free[worker])
        self.free[worker] = start + self.each() * size
        self.due.append((self.free[worker], future, task(*args)))
        return future

    def each(self) -> float:
        """Seconds a decision of the task sent now takes."""
        return EACH

    def tick(self) -> None:
        for due, future, result in self.due:
            if due <= self.now[0] and not future.done():
                future.set_result(result)


def said_over_the_review(tmp_path: Path) -> tuple[list[tuple[float, float]], float]:
    """The time left read every half second, with when it was read, and when the
    review was done."""
    now = [0.0]
    record = read_record(make_record("shinobi", tmp_path))
    runner = TwoWorkers(now, len(record.save.actions))
    job = ReviewJob(record, None, 0, SMALL, runner, clock=lambda: now[0])
    said: list[tuple[float, float]] = []
    job.poll()
    while not job.done:
        now[0] += 0.5
        runner.tick()
        job.poll()
        left = job.time_left()
        if left is not None and not job.done:
            said.append((now[0], left))
    return said, now[0]


def test_the_time_left_goes_down_and_never_stands_still(tmp_path: Path) -> None:
    """Every unit of work alike: once said, the time left falls every half second until
    the review is done, never rising (an earlier pace weighed the runs while its test's
    runner took the same time a decision, and the time was held, 'about N s' standing
    for a quarter of the review; since s23 the runner's decisions cost as a review's do,
    the game left after each, and the pace is weighed so again)."""
    said, end = said_over_the_review(tmp_path)
    assert len(said) > 20
    falls = [later < earlier for (_, earlier), (_, later) in zip(said, said[1:], strict=False)]
    held = [at for (at, left), fell in zip(said, falls, strict=False) if left > 0 and not fell]
    # (at most one half second: an answer handed over at the runner's next half-second
    # tick, up to 0.5 s late, makes a light pacer's pace a few per cent slower than the
    # runs', and the time is held, never raised, that once: s24's pacers)
    assert len(held) <= 1, held
    first_at, first = said[0]
    truth = end - first_at
    assert 0.5 * truth <= first <= 1.5 * truth, (first, truth)


def test_the_pace_is_the_decisions_time_so_far() -> None:
    """Tasks of 1, 3, 2, 4 and 4 decisions, each sent on a worker of its own: the time
    left is the decisions not begun at the mean time a decision took so far (a task out
    longer than that counting as if it came back now), and what is left of the tasks
    out, shared by the workers (newcomer H, s11: a median jumped from the quick
    decisions' time to the slow ones' as their answers came, said again higher twice)."""
    now = [0.0]
    pace = Pace([1, 3, 2, 4, 4], lambda: now[0], workers=2, glimpses=frozenset({0}))
    pace.sent(0)
    pace.sent(1)
    now[0] = 1.0
    pace.answered(0)  # a glimpse: not the pace of the rest
    assert pace.left() is None
    pace.sent(2)
    now[0] = 6.0
    pace.answered(1)  # 3 decisions in 6 s: 2 s each
    each = (3 * 2.0 + 2 * 2.5) / 5  # task 2, out 5 s for 2 decisions, is late
    first = pace.left()
    assert first == pytest.approx(8 * each / 2)
    pace.sent(3)
    now[0] = 7.0
    pace.answered(2)  # 2 decisions in 6 s, 3 s each
    each = (3 * 2.0 + 2 * 3.0) / 5
    assert (4 * each + (4 * each - 1)) / 2 > first  # a little more: held, not said again
    assert pace.left() == first
    now[0] = 9.0  # counted down as task 3 works on
    assert pace.left() == pytest.approx((4 * each + (4 * each - 3)) / 2)
    pace.sent(4)
    now[0] = 40.0
    pace.answered(3)  # 4 slow decisions: its time is done, task 4's 31 s proves slow
    assert pace.left() == 0.0


def test_a_task_sent_again_is_timed_from_its_second_sending() -> None:
    """A run whose worker died is sent again (job._resend): its decisions took the time
    from then, not from the first sending (fails before this: 80 s left for 16)."""
    now = [0.0]
    pace = Pace([1, 2, 2], lambda: now[0], workers=1)
    pace.sent(0)
    now[0] = 16.0
    pace.sent(0)  # the worker died; sent again
    now[0] = 20.0
    pace.answered(0)
    assert pace.left() == 4 * 4.0


def test_a_machine_that_slows_says_the_time_again_higher() -> None:
    """Newcomer A, s10 (nc-91/092-094.png): 'about 10 s left' stood for five minutes of a
    Dojo review on a machine whose load rose. The time holds while the tasks out take
    longer than the pace said (newcomer H, s11: it ran down to 10 s, then leapt), and
    is said again, higher, once they have taken far longer, at the pace they prove."""
    now = [0.0]
    pace = Pace([2] * 12, lambda: now[0], workers=2)
    pace.sent(0)
    pace.sent(1)
    now[0] = 2.0
    pace.answered(0)  # 1 s a decision
    pace.answered(1)
    pace.sent(2)
    pace.sent(3)
    first = pace.left()
    assert first == 20 * 1.0 / 2
    now[0] = 3.0
    assert pace.left() == 9.0  # counted down as the tasks out work
    now[0] = 4.0
    assert pace.left() == 8.0  # their 2 s are up
    now[0] = 12.0
    assert pace.left() == 8.0  # held: the tasks out are late (fails before: 0.0)
    now[0] = 200.0  # the two tasks out for 198 s: 99 s a decision for them, 1 for two
    later = pace.left()
    assert later == 16 * (1 + 99) / 2 / 2  # the mean of what is known, no guess
    now[0] = 210.0
    pace.answered(2)
    pace.answered(3)  # 104 s a decision: the median now
    pace.sent(4)
    pace.sent(5)
    assert pace.left() == later  # the pace says a little more: held, not said again
    now[0] = 240.0  # (the pace's 420 s, less 30)
    assert pace.left() == 390.0  # and it counts down again
