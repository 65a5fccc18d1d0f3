"""Figures a player can trust (newcomer A, s14, 058/064: her first move read 81% after
and the computer's own 56%, 'your move did as well as the computer's, or better', with a
margin of 34 points said only in a tooltip; she lost 8-15 against the hard computer).

Where the move made and the computer's lie within the playouts' margin of each other
(Item.margin), the review never says which is better: 'too close to tell'. Where that
margin is wide (WIDE), a win chance is a range, not a precise-looking figure: the
figure give or take half the margin, to the nearest 5 points.

Newcomer F, s15 (359): 'Played: Recruit, about 30-50% / the computer's move: Corrupt,
about 15-35%', then 'impossible to say which is better'. The computer's move is never
said with a lower chance than the move made (pair): two moves within the margin share
one figure, and a move ahead of the computer's by more than it puts the computer's
'under' its own. Newcomer E, s15 (143): 'your move: 0% · the computer's: 56%' for one
point kept, in a game not decided. 0% and 100% are said only where the position was
decided, both moves there (decided); elsewhere 'under 5%', 'over 95%': a few thousand
simulated games never are a certainty."""

from __future__ import annotations

from typing import Any

from ninjas import review as rv

from . import counted

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


EDGE = 5
"""Points from 0% or 100% within which a chance of an undecided position is said as
'under 5%' or 'over 95%'."""


def decided(item: rv.Item) -> bool:
    """Both moves' chances at 0% (the game was already lost) or both at 100% (won)."""
    low, high = sorted((item.after_move, item.after_computer))
    return high < 0.005 or low >= 0.995


def chance(scene: Any, item: rv.Item, value: float) -> str:
    """One of the decision's win chances as the review says it: '56%', or where the
    margin is wide 'about 40-75%' (the value give or take half the margin); 'under 5%'
    or 'over 95%' where it rounds to 0% or 100% and the position was not decided."""
    shown = round(value * 100)
    if not decided(item) and (shown <= 0 or shown >= 100):
        key = "review.chance.under" if shown <= 0 else "review.chance.over"
        return str(scene.tr(key, value=EDGE if shown <= 0 else 100 - EDGE))
    if not wide(item):  # (0% or 100%, decided: with its count, counted.py)
        return counted.percent(scene, value)
    half = item.margin / 2
    low = max(0, int(round((value - half) * 100 / STEP)) * STEP)
    high = min(100, int(round((value + half) * 100 / STEP)) * STEP)
    return str(scene.tr("review.range", low=low, high=high))


def decided_words(scene: Any, item: rv.Item) -> str:
    """'The game was already lost' (or won) where the position was decided, else ""."""
    if not decided(item):
        return ""
    return str(scene.tr("review.decided.won" if item.before >= 0.995 else "review.decided.lost"))


def near(item: rv.Item) -> bool:
    """A move short of the computer's past the margin by less than the clear gap
    (ninjas.review.CLEAR_GAP): about the same, never named costly."""
    return item.move != item.computer and item.as_good and not within(item) and item.loss > 0


def caption_verdict(scene: Any, item: rv.Item) -> str:
    """The replay caption's line under two moves too close to tell, or short by too
    little to call a mistake, or in a decided position ('' otherwise: a costly move, or
    one ahead of the computer's by more than the margin)."""
    if decided(item):
        return decided_words(scene, item)
    if near(item):  # the figures, never 'about the same' (newcomer L, s17: 13% to 4%)
        after, best = pair(scene, item)
        return str(scene.tr("review.replay.near", after=after, best=best))
    if not within(item):
        return ""
    return str(scene.tr("review.replay.too_close", give=round(item.margin * 100)))


def tip_close(scene: Any, item: rv.Item) -> str:
    """A tooltip's line under a move other than the computer's that cost nothing said:
    the position decided, short by too little, or within the playouts' margin."""
    tr = scene.tr
    if decided(item):
        return decided_words(scene, item)
    if near(item):
        return str(tr("review.tip.near", loss=round(item.loss * 100)))
    return str(tr("review.tip.close", give=round(item.margin * 100)))


def pair(scene: Any, item: rv.Item) -> tuple[str, str]:
    """The chances said after the move made and after the computer's: each its own
    where the computer's is the higher (or the move is the computer's); one shared
    figure, their mean, where the move made is ahead within the margin (too close to
    tell which is better); 'under' the move made's where it is ahead by more."""
    made, its = item.after_move, item.after_computer
    if item.move == item.computer or its >= made:
        return chance(scene, item, made), chance(scene, item, its)
    if within(item):
        shared = chance(scene, item, (made + its) / 2)
        return shared, shared
    below = scene.percent(min(made, 0.99))  # (a figure: never 'under about 30-50%')
    return chance(scene, item, made), str(scene.tr("review.chance.below", chance=below))
