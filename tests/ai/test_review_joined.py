"""A review's decisions are worked out in runs of at most four (ninjas.review.RUN_LONGEST),
each anchored within itself to the next decision's chance; across two runs the seam
stayed: a Dojo turn's dozen steps read one estimate of a position against another of
the same position (newcomer F, s15, Dojo: the graph jumping between two steps of one
walk). ninjas.review.joined anchors across the runs too, as the review's last step and
on a kept review read again; the loss and the verdict stay."""

from __future__ import annotations

from ninjas import review as rv


def test_a_decision_is_anchored_to_the_next_across_two_runs() -> None:
    first = rv.Item(10, "step a", "step b", 0.54, 0.54, 0.42, margin=0.1)
    second = rv.Item(11, "step c", "step c", 0.60, 0.60, 0.60)  # the next run's first
    apart = rv.Item(20, "end", "end", 0.30, 0.30, 0.30)  # others played between
    done = rv.joined([first, second, apart])
    assert done[0].after_move == 0.60  # fails before: 0.44 against the next dot's 60%
    assert round(done[0].after_computer, 4) == 0.72 and done[0].before == 0.72
    assert round(done[0].loss, 4) == round(first.loss, 4) and done[0].as_good == first.as_good
    assert done[1:] == [second, apart]
    assert rv.joined(done) == done  # (a run's items, anchored already, stay)
    edge = rv.Item(10, "step a", "step b", 0.54, 0.54, 0.44, margin=0.1)  # 0.44 >= 0.54 - 0.1
    assert rv.joined([edge, second])[0] == edge  # in floats, anchored, it turned as good


def test_never_past_the_ends_and_kept_reviews_are_joined() -> None:
    near = rv.Item(68, "step a", "step b", 0.54, 0.54, 0.48, margin=0.12)
    top = rv.Item(69, "step c", "step d", 0.98, 0.98, 0.84, margin=0.12)  # (F's, Turn 3)
    assert rv.joined([near, top])[0] == near  # 104% would be no chance: its own stay
    raw = rv.Review(
        "dojo",
        0,
        "k",
        [rv.Item(10, "a", "b", 0.54, 0.54, 0.44), rv.Item(11, "c", "c", 0.6, 0.6, 0.6)],
    )
    assert rv.Review.from_json(raw.to_json()).items[0].after_move == 0.6
