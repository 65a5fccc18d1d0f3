"""Whether a turning point came 'over your moves' (turning.moves_lost) weighs the net of
the turn's moves against the computer's: a move of the turn that did better than the
computer's offsets one that did worse. dbdeb3fd made it so, with gave_away, without
saying it (second reader, s24, finding 3); this pins it, so that a change back to the
sum of the losses alone (which grew with the playouts' noise: '34 of 34 as good' beside
'gave away 16%') is a choice seen, not a side effect."""

from __future__ import annotations

from ninjas import review as rv
from scenes.review import turning

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def review_of(shortfalls: list[float]) -> rv.Review:
    """One turn of the seat, actions 0.., each move `shortfall` short of the computer's
    (below 0: it did better)."""
    items = [
        rv.Item(index, "a", "b", 0.6, 0.5, 0.5 - short, margin=0.02)
        for index, short in enumerate(shortfalls)
    ]
    return rv.Review("taisen", 0, SMALL.key(), items, outcome=0.0, turns=[])


def test_a_better_move_offsets_a_worse_one_in_the_same_turn() -> None:
    fall = turning.Stretch(0, 2, 0.7, 0.3, "own")  # 40 points over the turn
    review = review_of([0.30, -0.20])  # one move 30 points short, the other 20 better
    assert abs(turning.gave_away(review, 0, 2) - (0.30 - 0.20)) < 1e-9
    assert not turning.moves_lost(review, fall)  # net 10 < 20: the fall came otherwise
    assert turning.moves_lost(review_of([0.30, 0.0]), fall)  # 30 >= 20: over the moves


def test_the_net_is_never_below_nothing() -> None:
    assert turning.gave_away(review_of([-0.2, -0.1]), 0, 2) == 0.0
