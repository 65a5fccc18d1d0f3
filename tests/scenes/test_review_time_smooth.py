"""Issue 33, s10: a review's time left said 'about 40 s left', then 'almost done' at 31
of 55 decisions. The pace (ninjas.review_pace) counts down between answers and never
rises; where the decisions then go slower than it said, the countdown ran out with
most of the work still to send, and a pace found quicker dropped it at once. The time
said now falls by 2 s a second at most (or a tenth of itself), and never says 'almost
done' while decisions are still to be sent. The workers here are on the test's clock:
no timing."""

from __future__ import annotations

from pathlib import Path

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review import live
from scenes.review.job import DESCENT, DESCENT_SHARE, ReviewJob

from .replay_records import make_record
from .test_review_time_left import TwoWorkers

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


class SlowingWorkers(TwoWorkers):
    """Two workers on the test's clock: the first tasks take 1 s a decision, those
    after the first `quick` take 8 s (a machine that got busy)."""

    def __init__(self, now: list[float], quick: int) -> None:
        super().__init__(now)
        self.quick = quick
        self.count = 0

    def each(self) -> float:
        self.count += 1
        return 1.0 if self.count <= self.quick else 8.0


def test_the_time_left_falls_smoothly_and_is_never_almost_done_with_work_to_send(
    app: App, tmp_path: Path
) -> None:
    now = [0.0]
    runner = SlowingWorkers(now, quick=4)
    record = read_record(make_record("shinobi", tmp_path))
    job = ReviewJob(record, None, 0, SMALL, runner, clock=lambda: now[0])
    assert len(job.order) >= 8
    soon = app.tr("review.left.soon")
    said: list[tuple[float, float, str, bool]] = []
    job.poll()
    while not job.done and now[0] < 5000:
        now[0] += 0.5
        runner.tick()
        job.poll()
        if job.done:
            break
        unsent = not job.all_sent
        words = live.time_words(app.tr, job)
        left = job.time_left()
        if left is not None:
            said.append((now[0], left, words, unsent))
    assert job.done
    # never 'almost done' while decisions were still to send (fails before: it was)
    early = [(at, words) for at, _, words, unsent in said if unsent and words == soon]
    assert early == [], early[:3]
    assert any(words == soon for *_, words, unsent in said if not unsent)
    for (_, earlier, _, _), (_, later, _, _) in zip(said, said[1:], strict=False):
        assert later <= earlier  # never up
        fastest = 0.5 * max(DESCENT, DESCENT_SHARE * earlier)
        assert earlier - later <= fastest + 1e-9, (earlier, later)  # never a leap


def test_the_words_hold_ten_seconds_until_all_is_sent(app: App) -> None:
    tr = app.tr
    assert live.left_words(tr, 3.0, last=True) == tr("review.left.soon")
    assert live.left_words(tr, 3.0, last=False) == tr("review.left.seconds", seconds=10)
    assert live.left_words(tr, 45.0, last=False) == tr("review.left.seconds", seconds=50)
