"""Newcomer H, s10 (nc-98/est.png): a Dojo review at load 15-18 said 'about 50 s left',
then 20 s, 10 s, 10 s while 16 of 50 stood for 20 s, then 'about 2 min', 3 min, 2, 1,
50 s, 30 s, 3 min again. The pace's count ran on in real time while no answer came,
and a task out long enough tripped a guess of the pace far above it. The time now holds
while the tasks out take longer than the pace says, and rises only to the pace the
answers and the tasks out prove. The workers are on the test's clock: no timing."""

from __future__ import annotations

from pathlib import Path

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review.job import ReviewJob

from .replay_records import make_record
from .test_review_time_left import TwoWorkers

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


class LoadedWorkers(TwoWorkers):
    """Two workers on the test's clock whose machine is loaded now and then: every
    fourth task after the glimpses takes 4 s a decision, the others 1 s."""

    def __init__(self, now: list[float]) -> None:
        super().__init__(now)
        self.count = 0

    def each(self) -> float:
        self.count += 1
        return 4.0 if self.count > 2 and self.count % 4 == 1 else 1.0


def test_the_time_left_holds_while_a_task_is_late_and_never_leaps(tmp_path: Path) -> None:
    now = [0.0]
    runner = LoadedWorkers(now)
    record = read_record(make_record("dojo", tmp_path))
    job = ReviewJob(record, None, 0, SMALL, runner, clock=lambda: now[0])
    assert len(job.order) >= 8
    said: list[tuple[float, float]] = []
    job.poll()
    while not job.done and now[0] < 5000:
        now[0] += 0.5
        runner.tick()
        job.poll()
        left = job.time_left()
        if left is not None and not job.done:
            said.append((now[0], left))
    assert job.done and len(said) > 20
    end = now[0]
    # never far under what is truly left (fails before: 10 s with most of it to do)
    under = [(at, left, end - at) for at, left in said if left < 0.4 * (end - at) - 10]
    assert under == [], under[:3]
    # said again higher at most once, and never more than twice what was said
    rises = [
        (earlier, later)
        for (_, earlier), (_, later) in zip(said, said[1:], strict=False)
        if later > earlier
    ]
    assert len(rises) <= 1, rises
    assert all(later <= 2 * earlier + 10 for earlier, later in rises), rises
