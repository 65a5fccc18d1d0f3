"""Figures a player can trust (newcomer A, s14, 058/064: her first move read 81% after
and the computer's own 56%, 'your move did as well as the computer's, or better', with a
margin of 34 points said only in a tooltip; she lost 8-15 against the hard computer).

Where the move made and the computer's lie within the playouts' margin of each other
(Item.margin), the review never says which is better: 'too close to tell'. Where that
margin is wide (WIDE), a win chance is a range, not a precise-looking figure: the
figure give or take half the margin, to the nearest 5 points."""

from __future__ import annotations

from typing import Any

from ninjas import review as rv

WIDE = 0.15
"""A margin this wide or wider: the playouts cannot tell a figure from another 15
points off, so each chance of the decision is said as a range."""
STEP = 5
"""A range's ends are rounded to this many points (never a precise-looking figure)."""


def within(item: rv.Item) -> bool:
    """Two different moves whose figures lie within the margin of each other, either way."""
    return item.move != item.computer and abs(item.after_move - item.after_computer) <= item.margin


def wide(item: rv.Item) -> bool:
    """A decision too close to tell on a margin too wide for precise figures."""
    return within(item) and item.margin >= WIDE


def chance(scene: Any, item: rv.Item, value: float) -> str:
    """One of the decision's win chances as the review says it: '56%', or where the
    margin is wide 'about 40-75%' (the value give or take half the margin)."""
    if not wide(item):
        return str(scene.percent(value))
    half = item.margin / 2
    low = max(0, int(round((value - half) * 100 / STEP)) * STEP)
    high = min(100, int(round((value + half) * 100 / STEP)) * STEP)
    return str(scene.app.tr("review.range", low=low, high=high))


def caption_verdict(scene: Any, item: rv.Item) -> str:
    """The replay caption's line under two moves too close to tell ('' otherwise: a
    costly move, or one ahead of the computer's by more than the margin)."""
    if not within(item):
        return ""
    return str(scene.app.tr("review.replay.too_close", give=round(item.margin * 100)))
