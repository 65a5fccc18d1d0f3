"""The review's time left (scenes/review/job.py), from the pace so far, and only ever
going down (issue 33, newcomer P, s8: a Dojo review said 'presque fini' at 58 s, then
'encore environ 20 s' at 86 s).

Two things made it go back up. Each answer counted as the same work, while a decision
early in a game costs ten times one near its end (its playouts play the whole game
out: a Shinobi Grand Master seat's first run of decisions took 10.2 s of processor time,
its last 0.15 s); and the last answers come from one worker while the other has nothing
left, at half the pace of the two together. Here each task is weighed by the game it
has left to play out (decision_weight), the pace is seconds per weight done, the last task
alone runs at one worker's pace, and the time shown never rises above what was shown
before (a slower answer holds it where it was rather than sending it back up)."""

from __future__ import annotations

from collections.abc import Callable

HINT_WEIGHT = 0.05
"""A decision's own search (the hint's move) against playouts of the whole game: 0.3 s
of processor time for a Shinobi Grand Master decision, whose playouts from the start
took about 5.5 s (python -m ninjas.bench_review --game shinobi, per run)."""
KNOWN_AFTER = 0.04
"""The share of the whole work's weight done before a time left is said: the first
answers (the cheapest, sent first so that the graph has points within seconds) say
little of the pace of the rest."""

ROOM = 1.15
EARLY = 0.5
"""The pace so far is stretched by ROOM, and by EARLY more at the start, less as the
work gets done: the time shown only goes down, so it had better start high than low (a
low one is held until the work catches up with it). Over the bench games' run times on
two workers (python -m ninjas.bench_review --game all, its "estimate"), a stretch of
1.0 said 'almost done' with 12 s left of a 65 s Shinobi review. With the screen's own
workers at load 17-19 (a Dojo seat, 103 s), the first time said was 77 s at 8 s, where
the stretch of 1.15 alone had said 52 s at 9 s of a 114 s review, then held it for
45 s."""


def decision_weight(index: int, actions: int) -> float:
    """The work of a decision at action `index` of a game of `actions`: its search and
    its playouts of the rest of the game."""
    return HINT_WEIGHT + max(0, actions - index) / max(1, actions)


def end_weight(end: int, actions: int) -> float:
    """The work of a turn's end played out on its own (playouts only, from `end`)."""
    return max(0, actions - end) / max(1, actions)


class Pace:
    """The time left of tasks of the given weights, worked out by `workers` at once:
    `sent(task)` when a task goes, `answered(task)` when it comes back, `left()` each
    frame. `clock`: seconds (the screen's monotonic clock; tests give a fake one)."""

    def __init__(
        self,
        weights: list[float],
        clock: Callable[[], float],
        workers: int = 2,
        glimpses: frozenset[int] = frozenset(),
    ) -> None:
        self.weights = weights
        self.clock = clock
        self.workers = max(1, workers)
        self.glimpses = glimpses
        """The cheapest tasks, sent first: their pace is not the others' (a Taisen
        seat's two last runs took 0.5 s each, its first 19.6 s), so the time left waits
        for another's answer."""
        self.started: float | None = None
        self.last: float | None = None
        """When the last answer came."""
        self.done: set[int] = set()
        self.shown: float | None = None
        """The last time left given: never exceeded after."""

    def sent(self, task: int) -> None:
        if self.started is None:
            self.started = self.clock()

    def answered(self, task: int) -> None:
        self.done.add(task)
        self.last = self.clock()

    def raw(self) -> float | None:
        """The time left from the pace so far, before it is held from rising; None
        before KNOWN_AFTER of the work."""
        total = sum(self.weights)
        done = sum(self.weights[task] for task in self.done)
        if self.started is None or self.last is None or done <= 0:
            return None
        paced = sum(self.weights[task] for task in self.done - self.glimpses)
        if paced < KNOWN_AFTER * total or len(self.done) < 2:
            return None
        pace = (self.last - self.started) / done  # seconds per weight, both workers on
        left = [w for task, w in enumerate(self.weights) if task not in self.done]
        if not left:
            return 0.0
        # the work left shared by the workers, but never less than its biggest task
        # alone on one worker (the others then have nothing to do)
        work = max(sum(left), self.workers * max(left))
        stretch = ROOM + EARLY * (1 - done / total)
        return max(0.0, work * pace * stretch - (self.clock() - self.last))

    def left(self) -> float | None:
        """Seconds still to wait, never more than said before (None: not known yet)."""
        raw = self.raw()
        if raw is None:
            return self.shown
        if self.shown is not None:
            raw = min(raw, self.shown)
        self.shown = raw
        return raw
