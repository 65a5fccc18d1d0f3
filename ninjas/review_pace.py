"""The review's time left (scenes/review/job.py), from the pace so far, going down as
the work is done (issue 33, newcomer P, s8: a Dojo review said 'presque fini' at 58 s, then
'encore environ 20 s' at 86 s).

A plain estimate: the decisions not begun times the mean time a decision took on a
worker so far, and what is left of the tasks out, shared by the workers. It falls as the
tasks out work on, holds while they take longer than the pace says (a task out that long
counts in the pace as if it came back now: the least the evidence says), and is said
again, higher, only where that pace says far more (newcomer H, s10, nc-98/est.png: it
ran down in real time to 'about 10 s' while 16 of 50 stood for 20 s, then said 2 min,
3 min, 1 min, 3 min again: a median leapt from the quick decisions' time to the slow
ones', and a task out three times its time tripped a guess of the pace). The first
answers (the cheapest runs, sent first so that the graph has points within seconds,
`glimpses`) say little of the pace of the rest: the time waits for another answer, and
past ROUGH_AFTER seconds of work with none a rough time is said from the tasks still out
(newcomer F, s10, nc-96/130.png: a French review stood at '5 of 11, working out the time
left…' for over 2½ minutes at load 23, its glimpses answered and the next task out all
that time)."""

from __future__ import annotations

from collections.abc import Callable

HINT_WEIGHT = 0.05
"""A decision's own search (the hint's move) against playouts of the whole game: 0.3 s
of processor time for a Shinobi Grand Master decision, whose playouts from the start
took about 5.5 s (python -m ninjas.bench_review --game shinobi, per run)."""


RISE = 20.0
"""The time left is said again, higher, only where the pace now gives this many seconds
more than was said (and RISE_SHARE of it more): a slower machine, not a slow answer."""
RISE_SHARE = 0.25


ROUGH_AFTER = 20.0
"""Seconds a task past the glimpses is out after which, no answer past the glimpses
come, a rough time is said rather than none."""
ROUGH_SHARE = 1.75
"""The rough time takes a task out to be four sevenths done (rough_raw)."""


PACER_LEAST = 0.25
"""A run sent right after the glimpses, to time the rest by, holds this much work or
more (ninjas.review_pace.decision_weight: a quarter of a game's playouts), so that its
hint's search, the same for every decision, is not most of its time. Before, the first
runs after the glimpses were the game's first, the heaviest (a Shinobi Grand Master's
took 100 s at load), and until one came the time left was the rough one, from the
glimpses: 'about 26 min', where the review took 11 (s23; python -m ninjas.bench_review:
"left_said_from_s", "most_over_s")."""


def pacers_of(weights: list[float], glimpses: list[int], count: int, early: int) -> list[int]:
    """The runs sent right after the glimpses (by number, in the game's order): the
    `count` lightest of PACER_LEAST work or more among the `early` first (the game's
    first half): a second costs more playouts early in a game than a unit of its weight
    says late in it (a Night review's last runs took a quarter of its first runs' time
    a unit: pacers from its end said 43% too little, test_review_pace_weighed)."""
    light = sorted(range(min(early, len(weights))), key=lambda run: (weights[run], run))
    pacers = [run for run in light if run not in glimpses and weights[run] >= PACER_LEAST]
    return sorted(pacers[:count])


def early_runs(firsts: list[int], actions: int) -> int:
    """How many runs, by their first decisions' action indices, begin in the game's
    first half (pacers_of)."""
    return sum(first < actions / 2 for first in firsts)


def decision_weight(index: int, actions: int) -> float:
    """The work of a decision at action `index` of a game of `actions`: its search and
    its playouts of the rest of the game (the lightest runs are sent first, job.py)."""
    return HINT_WEIGHT + max(0, actions - index) / max(1, actions)


class Pace:
    """The time left of tasks of `sizes` work each (0: a task done before): the
    screen's are weighed in positions to play out (decision_weight: the part of the game
    left after each decision), so that the pace is seconds a unit of work on this
    machine, measured as the work goes (newcomer D, s22, Night: the first decisions,
    the whole game ahead of them, cost four times the last ones, and a pace per
    decision said about 2.4 times the time truly left; tests/ai/test_review_pace_weighed.py);
    worked out by `workers` at once: `sent(task)` when a task goes, `answered(task)`
    when it comes back, `left()` each frame. `clock`: seconds (the screen's monotonic
    clock; tests give a fake one). A task sent takes a worker of its own (the screen
    sends as many as it has workers)."""

    def __init__(
        self,
        sizes: list[float],
        clock: Callable[[], float],
        workers: int = 2,
        glimpses: frozenset[int] = frozenset(),
    ) -> None:
        self.sizes = sizes
        self.clock = clock
        self.workers = max(1, workers)
        self.glimpses = glimpses
        """The cheapest tasks, sent first: their pace is not the others' (a Taisen
        seat's two last runs took 0.5 s each, its first 19.6 s)."""
        self.sent_at: dict[int, float] = {}
        self.last: float | None = None
        """When the last answer came."""
        self.done: set[int] = set()
        self.each: list[tuple[float, float]] = []
        """(seconds, work) of each task answered (not glimpses): the pace is their ratio."""
        self.shown: float | None = None
        """The last time left given, at `shown_at`: never exceeded after."""
        self.shown_at = 0.0
        self.rough = False
        """The time left given is the rough one (`rough_raw`): no pace is known yet."""

    def sent(self, task: int) -> None:
        self.sent_at[task] = self.clock()  # (again if sent again: its worker died)

    def answered(self, task: int) -> None:
        """`task` came back: timed now, as collected (scenes/review/job.py, in order)."""
        now = self.clock()
        self.done.add(task)
        self.last = now
        size = self.sizes[task]
        if task not in self.glimpses and size > 0:  # (a glimpse's time is its search's)
            self.each.append((max(0.0, now - self.sent_at.get(task, now)), size))

    def raw(self) -> float | None:
        """Decisions left at the mean pace so far, shared by the workers: those not begun
        whole, each task out for what is left of its decisions; None before a decision
        past the glimpses is answered. A task out longer than its decisions take at
        that pace adds nothing more (the count holds) and counts in the pace as if it
        came back now: the least the evidence says (the module's doc: newcomer H, s10)."""
        if not self.each or self.last is None:
            return None
        left = self._left()
        if not left:
            return 0.0
        going = self._out(self.clock())
        each = per_unit(self.each)
        late = [(took, size) for size, took in going if took > size * each]
        if late:  # (as one answered: answered() weighs so)
            each = per_unit(self.each + late)
        return self._at_pace(each, going, left)

    def rough_raw(self) -> float | None:
        """Before the pace is known: the time left if a decision takes ROUGH_SHARE of
        what the slowest task out has taken so far a decision, of the tasks out for
        ROUGH_AFTER seconds or more; for the tasks out, what is left of theirs. None
        until such a task is out. Never the glimpses' time: theirs is their hint's
        search and the worker's start, not playouts (a Shinobi Grand Master review said
        'about 26 min, roughly' from them, where it took 11: s23). A task's time so far
        doubled said 47% too much where its answer came seconds later, half again 46%
        too little where it came a minute later (s24: the screen's job driven by a fake
        clock, each run taking the processor time it took in a Shinobi Grand Master
        review, times 6 and 12 for a loaded machine): ROUGH_SHARE between."""
        now = self.clock()
        if not self.sent_at or now - min(self.sent_at.values()) < ROUGH_AFTER:
            return None
        going = self._out(now)
        left = self._left()
        paces = [
            ROUGH_SHARE * (now - self.sent_at[task]) / size
            for task, size in enumerate(self.sizes)
            if task in self.sent_at
            and task not in self.done
            and task not in self.glimpses
            and size > 0
            and now - self.sent_at[task] >= ROUGH_AFTER
        ]
        if not left or not paces:
            return 0.0 if not left else None
        return self._at_pace(max(paces), going, left)

    def _left(self) -> float:
        """The work not answered yet."""
        return sum(size for task, size in enumerate(self.sizes) if task not in self.done)

    def _out(self, now: float) -> list[tuple[float, float]]:
        """(work, seconds out) of each task sent and not answered."""
        return [
            (size, now - self.sent_at[task])
            for task, size in enumerate(self.sizes)
            if task not in self.done and task in self.sent_at and size > 0
        ]

    def _at_pace(self, each: float, going: list[tuple[float, float]], left: float) -> float:
        """The time left at `each` seconds a decision: the decisions not begun whole,
        the tasks out for what is left of theirs, shared by the workers."""
        waiting = left - sum(size for size, _ in going)  # not begun: none of it done
        running = sum(max(0.0, size * each - took) for size, took in going)
        return (waiting * each + running) / self.workers

    def left(self) -> float | None:
        """Seconds still to wait (None: not known yet). It falls as the tasks out work
        on and holds while they take longer than the pace says; it rises only where the
        pace now says RISE seconds and a quarter more than was said (a slower machine,
        not a slow answer), to no more than that pace says. `rough` says whether it is
        the rough time of rough_raw."""
        raw = self.raw()
        self.rough = raw is None
        if raw is None:
            raw = self.rough_raw()
        if raw is not None and self.shown is not None:
            if self.shown < raw <= self.shown + max(RISE, RISE_SHARE * self.shown):
                raw = self.shown  # held: no figure going up and down by a little
        if raw is not None:
            self.shown, self.shown_at = raw, self.clock()
        self.rough = self.rough and raw is not None
        return raw


def per_unit(done: list[tuple[float, float]]) -> float:
    """Seconds a unit of work, of (seconds, work) answered: their sums' ratio."""
    return sum(took for took, _ in done) / max(1e-9, sum(size for _, size in done))


LONGER = -1.0
"""Said.tell's answer where the time left went up: the screen says it in words, with no
figure."""


class Said:
    """What the screen says of the time left (newcomer N, s12, nc-N 40/74: at load 30 the
    bar stood while 'about 50 s' became '1 min', then '2 min'). A figure never goes up:
    where the time left rises past the last figure said, `tell` answers LONGER ('taking
    longer than first thought', no figure) until the time left is back at or under that
    figure; the figures said only ever fall (newcomer A, s14, 056/057: 'about 3 min',
    then, once it had fallen 10 s from its highest since, 'about 4 min'). It is told the
    time left each frame; the Pace's clock runs it."""

    def __init__(self) -> None:
        self.figure: float | None = None
        """The last figure said: the lowest, as none said after it is higher."""
        self.longer = False
        """LONGER is being said: the time left is over `figure`."""

    def tell(self, seconds: float | None) -> float | None:
        """The figure to say for `seconds` left (None: not known yet), or LONGER."""
        if seconds is None:
            return LONGER if self.longer else None
        if self.figure is not None and seconds > self.figure + 0.5:
            self.longer = True  # (up: no figure said until it is back under the last)
            return LONGER
        self.longer = False
        # (a wobble of half a second says the last figure again: never a hair above it,
        # which its words could round up, 89.8 s '1 min' then 90.2 s '2 min')
        self.figure = seconds if self.figure is None else min(self.figure, seconds)
        return self.figure
