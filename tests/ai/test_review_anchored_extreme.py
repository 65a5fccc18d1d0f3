"""Newcomer F, s15, Shinobi Grand Master (her review, 'Analyse un joueur'): in round 2
of 3 the graph read 100% at her 22nd turn, 'from 33% to 100% before Turn 22: the draws
and the others', and her 2 Bears 'your move: 50% · the computer's: 100%'. Their own
playouts said 25% against 75%; anchoring the two moves to the next decision's 50%
(ninjas.review.anchored) lifted the computer's to exactly 100%. A figure anchoring alone
puts at 100% or 0% is not said: the two moves' own figures stay."""

from __future__ import annotations

from ninjas import review as rv


def test_anchoring_never_makes_a_certainty() -> None:
    assert rv.anchored(0.75, 0.25, 0.5) == (0.75, 0.25)  # fails before: (1.0, 0.5)
    assert rv.anchored(0.30, 0.60, 0.30) == (0.30, 0.60)  # (0% the other way)
    assert rv.anchored(0.70, 0.60, 0.50) == (0.60, 0.50)  # (a shift within: anchored)
    assert rv.anchored(1.0, 0.80, 0.80) == (1.0, 0.80)  # (its own figure 100%: kept so)
