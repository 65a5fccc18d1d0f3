"""Newcomers C (s22, Dojo: 'about 50 s' said, 100 s taken) and D (Night): the review's
time left was the decisions left times a mean time a decision, where a decision's cost
is mostly its playouts of the game left after it: the first ones, the whole game ahead,
cost several times the last. The pace is now measured as the work goes in seconds a
unit of that work (ninjas.review_pace: sizes weighed by decision_weight), on whatever
machine. Never timed: the runs' processor times of newcomer D's Night review (Bo's 19
runs of decisions, each measured once in one process, s23) given to a fake clock."""

from __future__ import annotations

from statistics import fmean
from typing import Any

from ninjas.review_pace import Pace, decision_weight

ACTIONS = 103
RUNS = [
    ([0], 1.44),
    ([3], 1.18),
    ([6], 0.98),
    ([12, 13], 0.91),
    ([21], 1.61),
    ([26, 27], 2.15),
    ([33, 34], 1.58),
    ([36], 0.8),
    ([40, 41, 42], 2.97),
    ([48, 49], 0.99),
    ([52], 0.68),
    ([55, 56, 57], 2.01),
    ([63, 64], 0.3),
    ([71], 0.49),
    ([77, 78], 0.76),
    ([83, 84, 85, 86], 0.67),
    ([88], 0.32),
    ([92, 93], 0.1),
    ([98, 99, 100], 0.08),
]
"""(the decisions' action indices, seconds) of each run, in the game's order."""


def said_and_true(sizes: list[float], pacers: bool = False) -> list[tuple[float, float]]:
    """The screen's two workers (job.py's order: the two lightest runs first, then, with
    `pacers`, the pacers) with a fake clock: at each answer, (time left said, truly
    left), where a time is said and more than half a second is truly left."""
    from ninjas.review_pace import early_runs, pacers_of

    weights = [sum(decision_weight(i, ACTIONS) for i in run) for run, _ in RUNS]
    lightest = sorted(range(len(RUNS)), key=lambda r: (weights[r], -r))
    glimpses = sorted(lightest[:2])
    early = early_runs([run[0] for run, _ in RUNS], ACTIONS)
    first = pacers_of(weights, glimpses, 2, early) if pacers else []
    order = glimpses + first + [r for r in range(len(RUNS)) if r not in glimpses + first]
    now = [0.0]
    pace = Pace(sizes, lambda: now[0], 2, frozenset(glimpses))
    free, ends = [0.0, 0.0], []
    for task in order:
        worker = min(range(2), key=lambda k: free[k])
        start = free[worker]
        free[worker] = start + RUNS[task][1]
        ends.append((start, free[worker], task))
    total = max(end for _, end, _ in ends)
    events = sorted([(s, 0, t) for s, _, t in ends] + [(e, 1, t) for _, e, t in ends])
    said: list[tuple[float, float]] = []
    for at, answered, task in events:
        now[0] = at
        if not answered:
            pace.sent(task)
            continue
        pace.answered(task)
        left, truly = pace.left(), total - at
        if left is not None and truly > 0.5:
            said.append((left, truly))
    return said


def said_against_truth(sizes: list[float]) -> list[float]:
    """At each answer, (time left said - truly left) / truly left (said_and_true)."""
    return [(left - truly) / truly for left, truly in said_and_true(sizes)]


def test_weighed_in_positions_the_time_left_is_near_the_truth() -> None:
    weights = [sum(decision_weight(i, ACTIONS) for i in run) for run, _ in RUNS]
    errors = said_against_truth(weights)
    assert len(errors) >= 10
    assert abs(fmean(errors)) < 0.25 and max(abs(e) for e in errors) < 0.6
    counted = said_against_truth([float(len(run)) for run, _ in RUNS])  # as before
    assert fmean(counted) > 1.0  # said more than twice the time truly left


def test_the_screen_s_job_weighs_its_runs(tmp_path: Any) -> None:
    from concurrent.futures import Future

    from ninjas import review as rv
    from ninjas.core.history import read_record
    from scenes.review.job import ReviewJob
    from tests.scenes.replay_records import make_record

    def never(*_: Any) -> Future[Any]:
        return Future()

    path = make_record("night", tmp_path)
    job = ReviewJob(read_record(path), path, 0, rv.Budget(samples=1), never)
    actions = len(job.record.save.actions)
    runs = [sum(decision_weight(d.index, actions) for d in run) for run in job.runs]
    # fails before: the decisions counted, [1, 2, 1, ...]
    assert job.pace.sizes[: len(runs)] == runs


def test_pacers_follow_the_glimpses(tmp_path: Any) -> None:
    """s23, Shinobi Grand Master: the runs after the glimpses were the game's first, the
    heaviest, and until one came back the time left was a guess ('about 26 min' for 11).
    Right after the glimpses go as many pacers: the lightest runs of PACER_LEAST work or
    more in the game's first half, timed in the pace like any run; then the game's
    order."""
    from concurrent.futures import Future

    from ninjas import review as rv
    from ninjas.core.history import read_record
    from ninjas.review_pace import PACER_LEAST
    from scenes.review.job import ReviewJob
    from tests.scenes.replay_records import make_record

    def never(*_: Any) -> Future[Any]:
        return Future()

    path = make_record("night", tmp_path)
    job = ReviewJob(read_record(path), path, 0, rv.Budget(samples=1), never)
    sizes = job.pace.sizes
    count = job.in_flight
    glimpses, pacers = job.order[:count], job.order[count : 2 * count]
    assert set(glimpses) == set(job.glimpses)
    half = len(job.record.save.actions) / 2
    heavy = sorted(
        (
            run
            for run in range(len(job.runs))
            if run not in glimpses and sizes[run] >= PACER_LEAST and job.runs[run][0].index < half
        ),
        key=lambda run: (sizes[run], run),
    )
    assert sorted(pacers) == sorted(heavy[:count])  # fails before: runs 0 and 1
    rest = job.order[2 * count : len(job.runs)]
    assert rest == sorted(rest)  # then the game's order
    assert not set(pacers) & job.glimpses


def test_the_pacers_first_time_is_near_the_truth() -> None:
    """Newcomer D's Night runs in the screen's order, glimpses then pacers: the first
    time said is within 30% of the time truly left, and every one within 40%. Pacers
    from the game's end (its lightest runs) said 43% too little: a unit of weight costs
    a quarter there of what it costs at the start."""
    weights = [sum(decision_weight(i, ACTIONS) for i in run) for run, _ in RUNS]
    ratios = [left / truly for left, truly in said_and_true(weights, pacers=True)]
    assert 0.7 < ratios[0] < 1.3
    assert all(0.6 < ratio < 1.4 for ratio in ratios), ratios
