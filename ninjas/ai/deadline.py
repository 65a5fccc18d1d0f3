"""A table's wall-clock deadline on the computer's search (issue 33: on a shared machine at
load 11-13 a hard Shinobi decision took 18-60 s by the players' watch, a hint 10-20 s).

A search keeps its fixed budget (iterations, candidates, evaluations) wherever it runs:
the arena, the benchmarks, the review and the tests ask no deadline, and their choices
stay the same on any machine. Only a table asks one (scenes.ai_turn, through
ninjas.ai.thinking): its searches then stop once `seconds` of wall time have passed and
play the best found so far, but never before their minimum (a budget of their own, so
that a cut decision is still a sound one). At low load no search reaches the deadline,
so nothing changes there. A game stays replayable whatever the load: its record keeps
the actions played, not the searches.

The deadline travels by a context variable, set in the AI worker around one task
(`timed`), so that the agents and the games' searches need no new arguments: a search
asks `passed()` between two units of its work.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

TABLE_SECONDS = 1.0
"""The table's deadline, in wall seconds from the moment the worker starts the search.
Above the longest hard decision at low load, so that none is cut there: 0.70 s of
processor time, the longest of 217 decisions of four hard seats in a 4-player Grand
Master Shinobi game (seed 1), the slowest of the four games (Taisen's 0.92 s turn plan
once in 81; Dojo 0.73 s, Night 0.03 s); and issue 33's aim for a hard decision's median."""
CHAINED_SECONDS = 0.25
"""The deadline of a search for a decision that goes on with the computer's own turn
(Shinobi's power choices and its discard after its placing). The turn's first search has
TABLE_SECONDS, mostly hidden by the animations of the move before it; the next ones come
one after another, each hidden only by the short pause and animation of the move before.
At load 17-20 on this shared 2-core machine a hard 2-player Shinobi computer turn waited
2.5 s median for its searches, about four a turn (`python -m scenes.bench_turns --game
shinobi2 --paced --size 1920x1080 --load 2`), over issue 33's 4 s a whole turn.
Shinobi's hard search goes on there from the tree of the decision before
(ShinobiPolicy.keep: in one 2-player decision the move chosen had 1811 of the 2000
visits), so a short deadline costs it little; at low load a hard decision's whole budget takes about
0.43 s of processor time, and none is cut below its minimum (250 iterations, the kept
visits counted)."""


OVERDUE_FACTOR = 2.0
"""A search this many times its deadline old is overdue: a search that keeps a minimum of
several units past its deadline (Taisen's two best plans' replies) then stops after its
first. At load 15-18 on this shared 2-core machine a hard Taisen turn plan took 1.9-2.6 s
of wall time for its minimum, the first decision of each computer turn (issue 33)."""


class Deadline:
    """`seconds` of `clock` from now (time.monotonic: the wall clock; a test gives a
    clock of its own)."""

    def __init__(self, seconds: float, clock: Callable[[], float] = time.monotonic) -> None:
        if seconds <= 0:
            raise ValueError("a deadline needs a positive number of seconds")
        self.seconds = seconds
        self.clock = clock
        self.start = clock()
        self.reached = False
        """A search asked after the deadline had passed (it then stopped, past its
        minimum): for diagnostics and tests."""

    def passed(self) -> bool:
        if self.reached or self.clock() - self.start >= self.seconds:
            self.reached = True
        return self.reached

    def overdue(self) -> bool:
        """OVERDUE_FACTOR times its seconds have passed."""
        return self.clock() - self.start >= OVERDUE_FACTOR * self.seconds


_current: ContextVar[Deadline | None] = ContextVar("ninjas_search_deadline", default=None)


def current() -> Deadline | None:
    """The deadline of the search running here, or None (no deadline: the fixed budget)."""
    return _current.get()


def passed() -> bool:
    """Has the deadline of the search running here passed? Always False without one."""
    deadline = _current.get()
    return deadline is not None and deadline.passed()


def overdue() -> bool:
    """Is the search running here overdue (Deadline.overdue)? Always False without one."""
    deadline = _current.get()
    return deadline is not None and deadline.overdue()


def past(done: float, least: float) -> bool:
    """Should a search stop now: `done` units of its work (iterations, evaluations) of the
    `least` it always does are done, and the deadline has passed?"""
    return done >= least and passed()


@contextmanager
def searching_until(deadline: Deadline | None) -> Iterator[Deadline | None]:
    """The searches run inside the block stop at `deadline` (None: none)."""
    token = _current.set(deadline)
    try:
        yield deadline
    finally:
        _current.reset(token)


def timed(seconds: float, task: Callable[..., Any], *args: Any) -> Any:
    """Runs in the AI worker for a table: `task(*args)` under a deadline of `seconds` from
    now (a module-level function, so the worker finds it by name)."""
    with searching_until(Deadline(seconds)):
        return task(*args)
