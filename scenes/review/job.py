"""A review worked out off the drawing thread: each decision is sent to the AI worker
(ninjas.ai.thinking.run_in_worker, the process the tables' searches run in), two at a
time so the worker never waits for a frame; the screen polls `poll()` each frame for
the progress, and `cancel()` stops it. A review kept with its record is read at once;
one worked out to the end is kept (ninjas.review.keep) on a thread of its own."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from ninjas import review as rv
from ninjas.core.history import Record

from .kept_work import Store, Work, key

log = logging.getLogger(__name__)

IN_FLIGHT = 2
"""Decisions sent to the worker ahead: the next one waits there while one is searched."""
RETRIES = 2
"""A decision whose worker died (killed, out of memory) is sent again this many times."""

PACE_AFTER = 2
"""Answers needed before the time left is estimated (the first ones wait for the
worker to start and say little of the pace)."""

Runner = Callable[..., "Future[Any]"]


def worker_runner(task: Callable[..., Any], *args: Any) -> Future[Any]:
    from ninjas.ai.thinking import run_in_worker

    return run_in_worker(task, *args)


class ReviewJob:
    """The review of `seat` in `record` (read from `path`), kept or worked out."""

    def __init__(
        self,
        record: Record,
        path: Path | None,
        seat: int,
        budget: rv.Budget | None = None,
        runner: Runner = worker_runner,
        clock: Callable[[], float] = time.monotonic,
        kept: Store | None = None,
    ) -> None:
        self.record = record
        self.clock = clock
        self.path = path
        self.seat = seat
        self.budget = budget or rv.budget_for(record.save.game)
        self.runner = runner
        self.review: rv.Review | None = None
        if path is not None:
            self.review = rv.kept(path, seat, self.budget)
        self.decisions: list[rv.Decision] = []
        self.ends: list[rv.TurnEnd] = []
        if self.review is None:
            self.decisions = list(rv.decisions(record, seat))
            self.ends = rv.turn_ends(record, seat) if self.decisions else []
        self.items: list[rv.Item] = []
        self.turns: list[rv.Turn] = []
        self.pending: list[tuple[int, Future[Any]]] = []
        self.sent = 0
        self.retries = RETRIES
        self.cancelled = False
        self.failed = False
        self.keeper: threading.Thread | None = None
        self.answered: list[tuple[bool, float]] = []
        """Each answer's kind (a decision or a turn's end) and when it came (`clock`)."""
        self.started: float | None = None
        """When the first task was sent."""
        self.work = Work()
        """This review's work, kept in `kept` (kept_work.py) and gone on from here."""
        if kept is not None:
            self.work = kept.setdefault(key(record, path, seat, self.budget), self.work)
            if self.review is None and self.work.review is not None:
                self.review = self.work.review
            elif self.review is None:
                self.items, self.turns = list(self.work.items), list(self.work.turns)
                self.sent = len(self.items) + len(self.turns)
        if self.review is None and not self.decisions:
            self._finish()

    @property
    def total(self) -> int:
        return len(self.review.items) if self.review is not None else len(self.decisions)

    @property
    def tasks(self) -> int:
        """The decisions, then the ends of the seat's turns (ninjas.review.turn_ends)."""
        return len(self.decisions) + len(self.ends)

    @property
    def done(self) -> bool:
        return self.review is not None

    @property
    def tasks_done(self) -> int:
        """The decisions and turns' ends worked out so far (of `tasks`)."""
        if self.review is not None:
            return self.tasks
        return len(self.items) + len(self.turns)

    @property
    def progress(self) -> float:
        """0 to 1: the share of the decisions and turns' ends worked out (issue 33: the
        line said '53 of 53' while the turns' ends were still being worked out)."""
        if self.review is not None:
            return 1.0
        return self.tasks_done / max(1, self.tasks)

    def so_far(self) -> rv.Review:
        """The decisions reviewed so far as a review (the graph drawn as it fills)."""
        if self.review is not None:
            return self.review
        return rv.Review(self.record.save.game, self.seat, self.budget.key(), list(self.items))

    def time_left(self) -> float | None:
        """Seconds still to wait, from the pace so far: the decisions' own pace for
        the decisions left, the turns' ends' for theirs (a turn's end is played out
        from one position: quicker than a decision, which is searched and played out
        twice); None before PACE_AFTER answers."""
        if self.review is not None:
            return 0.0
        if self.started is None or len(self.answered) < PACE_AFTER:
            return None
        now = self.clock()
        spans: dict[bool, list[float]] = {True: [], False: []}
        last = self.started
        for is_turn, at in self.answered:
            spans[is_turn].append(at - last)
            last = at
        decision_pace = sum(spans[False]) / max(1, len(spans[False]))
        turn_pace = sum(spans[True]) / len(spans[True]) if spans[True] else decision_pace / 2
        decisions_left = len(self.decisions) - len(self.items)
        turns_left = len(self.ends) - len(self.turns)
        left = decisions_left * decision_pace + turns_left * turn_pace - (now - last)
        return max(0.0, left)

    def poll(self) -> None:
        """Collect the answers that came and send the next decisions (each frame)."""
        if self.done or self.cancelled or self.failed:
            return
        while self.pending and self.pending[0][1].done():
            number, future = self.pending.pop(0)
            try:
                item = future.result()
            except BrokenProcessPool:
                if self.retries <= 0:
                    return self._fail("the AI worker died")
                self.retries -= 1
                self._resend(number)
                return
            except Exception as exc:  # a review never ends the game: it says it failed
                return self._fail(repr(exc))
            if isinstance(item, rv.Turn):
                self.turns.append(item)
            else:
                self.items.append(item)
            self.work.items, self.work.turns = list(self.items), list(self.turns)
            self.answered.append((isinstance(item, rv.Turn), self.clock()))
        while len(self.pending) < IN_FLIGHT and self.sent < self.tasks:
            if self.started is None:
                self.started = self.clock()
            self._send(self.sent)
            self.sent += 1
        if not self.pending and len(self.items) + len(self.turns) == self.tasks:
            self._finish()

    def _send(self, number: int) -> None:
        if number < len(self.decisions):
            task: Any = (rv.review_decision, self.decisions[number])
        else:
            task = (rv.review_turn, self.ends[number - len(self.decisions)])
        self.pending.append((number, self.runner(*task, self.budget)))

    def _resend(self, number: int) -> None:
        """The worker died: this decision and those after it are sent again."""
        for _, future in self.pending:
            future.cancel()
        self.pending = []
        self.sent = number
        log.warning("review: the AI worker died: sending decision %d again", number)

    def _fail(self, why: str) -> None:
        log.warning("review: %s", why)
        self.failed = True
        self.cancel()

    def _finish(self) -> None:
        review = rv.Review(
            self.record.save.game,
            self.seat,
            self.budget.key(),
            list(self.items),
            rv.outcome_of(self.record, self.seat),
            list(self.turns),
        )
        self.review = self.work.review = review
        if self.path is not None:
            path = self.path
            self.keeper = threading.Thread(
                target=rv.keep, args=(path, review), name="review keeper", daemon=True
            )
            self.keeper.start()

    def cancel(self) -> None:
        """No more is sent; what is queued in the worker is withdrawn (a decision being
        searched ends soon: it is one decision's work)."""
        self.cancelled = not self.done
        for _, future in self.pending:
            future.cancel()
        self.pending = []
