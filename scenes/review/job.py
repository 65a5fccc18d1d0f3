"""A review worked out off the drawing thread: each run of decisions (ninjas.review.
runs_of) is sent to the AI worker (ninjas.ai.thinking.run_in_worker, the process the
tables' searches run in) and the review's others, one a worker (two; up to four on a
laptop with more cores: ninjas.ai.thinking.review_workers), so none waits for a frame; the
ends of the seat's turns are read from the decisions before them (turns_known), and
only an end that no decision comes right before is played out on its own; the screen polls `poll()` each frame for
the progress, and `cancel()` stops it. A review kept with its record is read at once;
one worked out to the end is kept (ninjas.review.keep) on a thread of its own.

The cheapest runs go first (GLIMPSES: those nearest the game's end, whose playouts are
short), then the others in the game's order: the graph has points within seconds, where
a Shinobi Grand Master seat's first run took 10 s of processor time and the graph stayed
empty for about 90 s at load 15 (issue 33, newcomer Q, s8). The items are kept in the game's
order whatever order they come in; the time left is ninjas.review_pace's."""

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
from ninjas.review_pace import Pace, Said, decision_weight, early_runs, pacers_of

from . import work_store
from .kept_work import Store, Work, key

log = logging.getLogger(__name__)

IN_FLIGHT = 2
"""Decisions sent to the worker ahead: the next one waits there while one is searched."""
RETRIES = 2
"""A decision whose worker died (killed, out of memory) is sent again this many times."""

DESCENT = 2.0
"""The time left falls by this many seconds a second at most..."""
DESCENT_SHARE = 0.1
"""...or by this share of itself a second, where that is more (minutes fall faster)."""

GLIMPSES = IN_FLIGHT
"""The cheapest runs, sent first, one to each worker (a point on the graph each)."""

Runner = Callable[..., "Future[Any]"]


def worker_runner(task: Callable[..., Any], *args: Any) -> Future[Any]:
    """The AI worker's: one task after the other (tests name it)."""
    from ninjas.ai.thinking import run_in_worker

    return run_in_worker(task, *args)


_turn = [0]


def workers_runner(task: Callable[..., Any], *args: Any) -> Future[Any]:
    """The review's workers in turn (ninjas.ai.thinking.review_workers: the AI worker,
    a second one, and on a laptop with more cores up to two more, run_in_review_worker):
    the runs in flight are worked out on as many cores at once (issue 33: a 3-player
    Shinobi Grand Master seat took 225 s of one core)."""
    from ninjas.ai import thinking

    _turn[0] = (_turn[0] + 1) % thinking.review_workers()
    number = _turn[0]
    if number == 0:
        return thinking.run_in_worker(task, *args)
    if number == 1:
        return thinking.run_in_second_worker(task, *args)
    return thinking.run_in_review_worker(number, task, *args)


def in_flight(runner: Runner) -> int:
    """The runs sent ahead with `runner`: one per review worker for the screen's
    (workers_runner), IN_FLIGHT for any other."""
    if runner is workers_runner:
        from ninjas.ai.thinking import review_workers

        return review_workers()
    return IN_FLIGHT


def stop_workers(runner: Runner) -> None:
    """The review is over (done or cancelled): the workers past the second stop."""
    if runner is workers_runner:
        from ninjas.ai.thinking import stop_review_workers

        stop_review_workers()


def settled(items: list[rv.Item], waiting: set[int]) -> set[int]:
    """The indices of `items` whose figures are final: no decision its move leads
    straight to (after_index), nor any that one leads to in turn, is among `waiting`.
    A move that leads straight to the seat's next decision is worth that decision's
    chance (ninjas.review.joined), so its figures move when that one comes: newcomer Z
    (s21, Dojo FR) read a costly move's 32% / 45%, then 42% / 55% as she read it."""
    by_index = {item.index: item for item in items}
    final: set[int] = set()
    for item in sorted(items, key=lambda done: -done.index):
        after = rv.after_index(item)
        if after in waiting or (after in by_index and after not in final):
            continue
        final.add(item.index)
    return final


class ReviewJob:
    """The review of `seat` in `record` (read from `path`), kept or worked out."""

    def __init__(
        self,
        record: Record,
        path: Path | None,
        seat: int,
        budget: rv.Budget | None = None,
        runner: Runner = workers_runner,
        clock: Callable[[], float] = time.monotonic,
        kept: Store | None = None,
    ) -> None:
        self.record = record
        self.clock = clock
        self.path = path
        self.seat = seat
        self.budget = budget or rv.budget_for(record.save.game)
        self.runner = runner
        self.in_flight = in_flight(runner)
        """The runs sent ahead, one a worker (GLIMPSES for two, more on more cores)."""
        self.review: rv.Review | None = None
        if path is not None:
            self.review = rv.kept(path, seat, self.budget)
        self.decisions: list[rv.Decision] = []
        self.ends: list[rv.TurnEnd] = []
        """The ends of all the seat's turns with a decision (the words count them)."""
        if self.review is None:
            self.decisions = list(rv.decisions(record, seat))
            self.ends = rv.turn_ends(record, seat) if self.decisions else []
        self.runs = rv.runs_of(self.decisions)
        after = {rv.after_index(decision) for decision in self.decisions}
        self.played_ends = [end for end in self.ends if end.end not in after]
        """The ends no decision comes right before: played out on their own."""
        self.items: list[rv.Item] = []
        """The decisions worked out so far, in the game's order."""
        self.turns: list[rv.Turn] = []
        """The played ends' turns worked out."""
        self.pending: list[tuple[int, Future[Any]]] = []
        self.glimpses: frozenset[int] = frozenset()
        """The runs sent first (_order)."""
        self.order = self._order()
        """The tasks (the runs by number, then the played ends after them) in the order
        they are sent: the GLIMPSES cheapest runs first, then the game's order."""
        self.sent = 0
        """How many of `order` were sent."""
        self.retries = RETRIES
        self.cancelled = False
        self.failed = False
        self.keeper: threading.Thread | None = None
        self.started: float | None = None
        """When the first task was sent."""
        self.shown: tuple[float, float] | None = None
        """The time left last given and when (time_left)."""
        self.said = Said()
        """What the panel said of the time left: never a figure going up (live.py)."""
        self.work = Work()
        """This review's work, kept in `kept` (kept_work.py) and gone on from here."""
        done: set[int] = set()
        self.key = key(record, path, seat, self.budget)
        self.work_keeper = work_store.keeper_for(path, self.key)
        """Writes the work so far beside the record, off the frame thread."""
        if kept is not None:
            self.work = kept.setdefault(self.key, self.work)
            if self.review is None and not (self.work.items or self.work.turns):
                self.work_keeper.flush()  # (a write of this very work under way: done first)
                on_disk = work_store.load(path, self.key)  # (left in a run before, s23)
                if on_disk is not None and self.work.review is None:
                    self.work.items, self.work.turns = on_disk.items, on_disk.turns
            if self.review is None and self.work.review is not None:
                self.review = self.work.review
            elif self.review is None:
                self.items, self.turns = list(self.work.items), list(self.work.turns)
                done = self._tasks_done()
                self.order = [task for task in self.order if task not in done]
        # in positions to play out, not decisions (ninjas.review_pace: newcomer D, s22)
        actions = len(record.save.actions)
        ends = [decision_weight(end.end, actions) for end in self.played_ends]
        sizes = [0.0 if task in done else size for task, size in enumerate(self._weights() + ends)]
        self.pace = Pace(sizes, clock, self.in_flight, self.glimpses)
        """The time left (the work kept from before weighs nothing: it is done)."""
        if self.review is None and not self.decisions:
            self._finish()

    def _weights(self) -> list[float]:
        """Each run's work (ninjas.review_pace), by run number: its decisions, as much as
        each has of the game left to play out."""
        actions = len(self.record.save.actions)
        return [sum(decision_weight(d.index, actions) for d in run) for run in self.runs]

    def _order(self) -> list[int]:
        """The tasks in the order they are sent: the GLIMPSES lightest runs first (the
        graph's first points, within seconds), then as many pacers (the lightest runs of
        PACER_LEAST or more in the game's first half: the time left is known from them
        soon), then
        the rest in the game's order (the graph then fills from its start), the played
        ends last."""
        weights = self._weights()
        runs = range(len(self.runs))
        lightest = sorted(runs, key=lambda run: (weights[run], -run))
        glimpses = sorted(lightest[: self.in_flight])  # (one to each worker: GLIMPSES for two)
        self.glimpses = frozenset(glimpses)
        actions = len(self.record.save.actions)
        early = early_runs([run[0].index for run in self.runs], actions)
        pacers = pacers_of(weights, glimpses, self.in_flight, early)
        rest = [run for run in runs if run not in glimpses and run not in pacers]
        ends = range(len(self.runs), len(self.runs) + len(self.played_ends))
        return [*glimpses, *pacers, *rest, *ends]

    def _tasks_done(self) -> set[int]:
        """The tasks whose answers are among `items` and `turns` (kept work)."""
        reviewed = {item.index for item in self.items}
        played = {turn.end for turn in self.turns}
        done = {number for number, run in enumerate(self.runs) if run[0].index in reviewed}
        for offset, end in enumerate(self.played_ends):
            if end.end in played:
                done.add(len(self.runs) + offset)
        return done

    @property
    def total(self) -> int:
        return len(self.review.items) if self.review is not None else len(self.decisions)

    @property
    def tasks(self) -> int:
        """What there is to work out: the decisions, and the turns' ends played out on
        their own (played_ends)."""
        return len(self.decisions) + len(self.played_ends)

    @property
    def done(self) -> bool:
        return self.review is not None

    @property
    def tasks_done(self) -> int:
        """The decisions and played ends worked out so far (of `tasks`)."""
        if self.review is not None:
            return self.tasks
        return len(self.items) + len(self.turns)

    @property
    def progress(self) -> float:
        """0 to 1: the share of the decisions and played ends worked out (issue 33: the
        line said '53 of 53' while the turns' ends were still being worked out)."""
        if self.review is not None:
            return 1.0
        return self.tasks_done / max(1, self.tasks)

    def so_far(self) -> rv.Review:
        """The decisions reviewed so far as a review (the graph drawn as it fills), each
        shown once its figures are final (settled): one whose move leads straight to a
        decision still worked out is pending with it."""
        if self.review is not None:
            return self.review
        reviewed = {item.index for item in self.items}
        waiting = {d.index for d in self.decisions if d.index not in reviewed}
        # (a run's items come together: only a run still worked out moves the one before)
        final = settled(self.items, waiting & {run[0].index for run in self.runs})
        items = [item for item in rv.joined(self.items) if item.index in final]
        pending = frozenset(waiting | (reviewed - final))
        game, key = self.record.save.game, self.budget.key()
        return rv.Review(game, self.seat, key, items, pending=pending)

    def time_left(self) -> float | None:
        """Seconds still to wait, from the pace so far, never more than said before
        (ninjas.review_pace), and falling by DESCENT s a second at most (or DESCENT_SHARE
        of itself), so that a pace found quicker is not a leap (issue 33: 'about 40 s',
        then 'almost done' at once); None until the pace is known."""
        if self.review is not None:
            return 0.0
        left, now = self.pace.left(), self.clock()
        if left is None:
            return None
        if self.shown is not None:  # (it rises only as the pace's figure does)
            since, was = now - self.shown[1], self.shown[0]
            left = max(left, was - since * max(DESCENT, DESCENT_SHARE * was))
        self.shown = (left, now)
        return left

    @property
    def all_sent(self) -> bool:
        """Nothing left to send: what is left is what the workers have in hand."""
        return self.sent >= len(self.order)

    def poll(self) -> None:
        """Collect the answers that came and send the next decisions (each frame)."""
        if self.done or self.cancelled or self.failed:
            return
        answered = False
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
            else:  # in the game's order, whichever run came first
                self.items = sorted([*self.items, *item], key=lambda done: done.index)
            self.work.items, self.work.turns = list(self.items), list(self.turns)
            self.pace.answered(number)
            answered = True
        if answered:  # kept on disk too: closing the game loses none of it (A, s22),
            self.work_keeper.put(self.work)  # written on a thread (never in a frame)
        while len(self.pending) < self.in_flight and self.sent < len(self.order):
            if self.started is None:
                self.started = self.clock()
            number = self.order[self.sent]
            self.pace.sent(number)
            self._send(number)
            self.sent += 1
        if not self.pending and self.tasks_done == self.tasks:
            self._finish()

    def _send(self, number: int) -> None:
        if number < len(self.runs):
            task: Any = (rv.review_run, self.runs[number])
        else:
            task = (rv.review_turn, self.played_ends[number - len(self.runs)])
        # (timed when collected, in order: an answer behind a slower one counts the time
        # its worker then stands idle, as the review truly goes; timed when it came, a
        # Dojo review's time left fell far under the truth: test_review_time_held)
        self.pending.append((number, self.runner(*task, self.budget)))

    def _resend(self, number: int) -> None:
        """The worker died: this run and those after it are sent again."""
        for _, future in self.pending:
            future.cancel()
        self.pending = []
        self.sent = self.order.index(number)
        log.warning("review: the AI worker died: sending run %d again", number)

    def _fail(self, why: str) -> None:
        log.warning("review: %s", why)
        self.failed = True
        self.cancel()

    def _finish(self) -> None:
        self.items = rv.joined(self.items)  # (across the runs: ninjas.review.joined)
        known = rv.turns_known(self.ends, self.items)
        played = {turn.end: turn for turn in self.turns}
        turns = [known.get(end.end) or played[end.end] for end in self.ends]
        review = rv.Review(
            self.record.save.game,
            self.seat,
            self.budget.key(),
            list(self.items),
            rv.outcome_of(self.record, self.seat),
            turns,
        )
        self.review = self.work.review = review
        stop_workers(self.runner)
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
        stop_workers(self.runner)
        # what was answered is written by the keeper's thread, never waited for in this
        # frame (up to 3 s on a slow disk, second reader s24); the program's end waits
        # for it (work_store._flush_all), a review of the same work opened again too
