"""Issue 33, the review's speed: the graph stayed empty for about 90 s of a Shinobi Grand
Master review at load 13 ('0 of 64 · working out the time left'), the first run of
decisions, early in the game, being the costliest (10 s of processor time; the last
0.15 s); and a Dojo review's time left went backwards ('presque fini' at 58 s, then
'encore environ 20 s' at 86 s). The lightest runs now go first, the graph keeps the
game's order whatever order they come in, and the time left never rises. The runners
here answer when the test says, the clock is the test's: no timing."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

from ninjas import review as rv
from ninjas.core.history import read_record
from ninjas.review_pace import Pace
from scenes.app import App
from scenes.review.chart import Chart
from scenes.review.graph import joined
from scenes.review.job import ReviewJob

from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


class Held:
    """A runner whose answers come when the test says, each worked out at once."""

    def __init__(self) -> None:
        self.sent: list[tuple[Future[Any], Any, Any]] = []

    def __call__(self, task: Any, *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self.sent.append((future, args[0], task(*args)))
        return future

    def answer(self, count: int = 1) -> None:
        waiting = [(f, result) for f, _, result in self.sent if not f.done()]
        for future, result in waiting[:count]:
            future.set_result(result)


def test_the_lightest_runs_go_first_and_the_graph_keeps_the_games_order(
    tmp_path: Path,
) -> None:
    path = make_record("dojo", tmp_path)
    record = read_record(path)
    held = Held()
    job = ReviewJob(record, None, 0, SMALL, held, clock=lambda: 0.0)
    assert len(job.runs) >= 4
    job.poll()
    first_sent = [task for _, task, _ in held.sent]
    # the two runs nearest the game's end (their playouts are the shortest), not the
    # game's first run (fails before: the first run was sent first)
    assert first_sent == [job.runs[-2], job.runs[-1]]
    held.answer(2)
    job.poll()
    assert [task for _, task, _ in held.sent][2] == job.runs[0]  # then the game's order
    shown = [item.index for item in job.items]
    assert shown == sorted(d.index for d in [*job.runs[-2], *job.runs[-1]])
    held.answer(1)
    job.poll()
    indices = [item.index for item in job.items]
    assert indices == sorted(indices) and indices[0] == job.runs[0][0].index
    # no line drawn across the decisions still worked out: the game's first run is one
    # part, the two last runs another (a straight line between read as the chance)
    so_far = job.so_far()
    assert so_far.pending == {d.index for run in job.runs[1:-2] for d in run}
    line = [(index, 0) for index in indices]
    parts = joined(line, indices, so_far.pending)
    assert [len(part) for part in parts] == [len(job.runs[0]), len(indices) - len(job.runs[0])]
    for _ in range(400):
        held.answer(2)
        job.poll()
        if job.done:
            break
    assert job.review is not None
    # the same review as worked out in the game's order, figure for figure
    whole = rv.review_record(record, 0, SMALL)
    assert job.review.items == whole.items and job.review.turns == whole.turns


def test_the_time_left_never_rises(tmp_path: Path) -> None:
    """Answers at uneven times (a quick one, then one ten times slower, and so on) and
    the time left read every half second: it only goes down (fails before: it rose
    after each slow answer)."""
    path = make_record("shinobi", tmp_path)
    now = [0.0]
    held = Held()
    job = ReviewJob(read_record(path), None, 0, SMALL, held, clock=lambda: now[0])
    assert len(job.runs) >= 6
    gaps = [0.4, 0.5, 3.0, 0.2, 9.0, 0.3, 0.3, 6.0, 0.1, 4.0, 0.2, 12.0, 0.5]
    said: list[float] = []
    job.poll()
    for step in range(len(job.runs) + len(job.played_ends)):
        gap = gaps[step % len(gaps)]
        for _ in range(int(gap / 0.5) + 1):
            now[0] += min(0.5, gap)
            left = job.time_left()
            if left is not None:
                said.append(left)
        held.answer(1)
        job.poll()
        if job.done:
            break
    assert len(said) > 10
    assert all(later <= earlier for earlier, later in zip(said, said[1:], strict=False)), said


def test_the_pace_never_rises_on_an_uneven_sequence() -> None:
    """The estimate alone: eight tasks of the same weight, answered after uneven waits."""
    now = [0.0]
    pace = Pace([1.0] * 8, lambda: now[0], workers=2)
    pace.sent(0)
    said: list[float] = []
    for task, wait in enumerate([1.0, 1.0, 8.0, 0.5, 6.0, 0.5, 9.0, 1.0]):
        for _ in range(int(wait * 4)):
            now[0] += 0.25
            left = pace.left()
            if left is not None:
                said.append(left)
        pace.answered(task)
    assert said and all(b <= a for a, b in zip(said, said[1:], strict=False))
    assert pace.raw() == 0.0  # all done


def test_the_dot_chosen_stays_chosen_as_earlier_ones_come(app: App) -> None:
    """The runs nearest the end come first: a dot chosen there (Left/Right) stays the
    one chosen when the game's first decisions come in before it (fails before: the
    choice stayed at its place in the list, now another decision's)."""
    late = [rv.Item(90, "a", "a", 0.5, 0.5, 0.5), rv.Item(95, "b", "b", 0.4, 0.4, 0.4)]
    chart = Chart(app, lambda item: None, lambda item: [])
    chart.grow(late)
    chart.selected = 1
    early = [rv.Item(3, "c", "c", 0.6, 0.6, 0.6), rv.Item(7, "d", "d", 0.6, 0.6, 0.6)]
    chart.grow([*early, *late])
    assert chart.selected is not None and chart.items[chart.selected].index == 95
