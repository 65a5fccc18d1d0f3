"""Newcomer Z (s21, Dojo FR 1920x1080, 55-56): the percentages of a costly move changed
while she read them, 32% / 45% then 42% / 55%. The review is worked out a run of
decisions at a time, and a move that leads straight to the seat's next decision is worth
that decision's chance (ninjas.review.joined): when the next run came, the figures of
the one before moved. The screen now shows a decision only once its figures are final
(scenes.review.job.settled): until the decisions it leads to are worked out it is
pending (no dot, no row), and every figure shown is the finished review's. The runner
answers when the test says: no timing."""

from __future__ import annotations

from pathlib import Path

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review.job import ReviewJob, settled

from .replay_records import make_record
from .test_review_first_points import SMALL, Held


def figures(item: rv.Item) -> tuple[float, float, float, bool]:
    return (item.before, item.after_computer, item.after_move, item.as_good)


def test_a_figure_shown_while_the_review_is_worked_out_is_final(tmp_path: Path) -> None:
    record = read_record(make_record("dojo", tmp_path))
    held = Held()
    job = ReviewJob(record, None, 0, SMALL, held, clock=lambda: 0.0)
    split = [
        run[-1].index
        for run, later in zip(job.runs, job.runs[1:], strict=False)
        if rv.after_index(run[-1]) == later[0].index
    ]
    assert split, "a turn's steps cut into runs (RUN_LONGEST)"
    shown: dict[int, tuple[float, float, float, bool]] = {}
    held_back = False
    for _ in range(400):
        if job.done:
            break
        job.poll()
        held.answer(1)
        job.poll()
        so_far = job.so_far()
        if job.done:
            break
        reviewed = {item.index for item in job.items}
        held_back |= any(index in reviewed and index in so_far.pending for index in split)
        for item in so_far.items:
            # fails before: a move leading to a run not yet come was shown, then moved
            assert shown.setdefault(item.index, figures(item)) == figures(item), item.index
            assert item.index not in so_far.pending
    assert job.done and held_back  # a decision reviewed was kept back till final
    review = job.so_far()
    final = {item.index: figures(item) for item in review.items}
    assert shown and all(final[index] == seen for index, seen in shown.items())


def test_settled_follows_a_chain_of_moves_to_the_end() -> None:
    """Three moves each leading straight to the next (a Dojo turn's steps): none is
    final while the last is worked out; all are once it is; a move leading to no
    decision (the turn's end) is final at once."""

    def item(index: int) -> rv.Item:
        return rv.Item(index, f"step {index}", f"step {index}", 0.5, 0.5, 0.5)

    chain = [item(3), item(4), item(5)]
    assert settled(chain, {6}) == set()
    assert settled(chain, set()) == {3, 4, 5}
    assert settled([item(3), item(4)], {5}) == set()
    assert settled([item(3), item(9)], {4}) == {9}
