"""Ninjas a seat could have kept where the win was never at risk (newcomer H, s16, Dojo:
'No costly move' though her 4 played first in the forest battle sent her 10 back to the
deck and lost her 2 ninjas; the win chance was over 90% either way). A turn whose moves
not called costly lost, together, at least ninjas.review_material.KEPT_MIN ninjas more
than the computer's moves on average (Item.material) is said under the verdict, and its
costliest move is the closest call offered to replay (no_costly.py). `scene` is the
ReviewScene, typed loosely."""

from __future__ import annotations

from typing import Any

from ninjas import review as rv
from ninjas import review_material as material

from .. import theme

SHOWN = 1
"""The turns said, the costliest first (the summary over the list has little room)."""


def _turn_of(review: rv.Review, item: rv.Item) -> int:
    """The table's turn of `item` (Item.turn): a Dojo turn's steps, its battle's cards
    and its summoning are the seat's runs apart (the foe lays its cards between), one
    turn to the table (H's turn 3: 1, 0.7 and 0.1 of a ninja, 'I lost 2 ninjas')."""
    return item.turn


def kept_turns(review: rv.Review) -> list[tuple[float, rv.Item]]:
    """(the ninjas lost more, the turn's costliest move) for each turn worth saying,
    the costliest first (the earliest among equals)."""
    turns: dict[int, list[rv.Item]] = {}
    for item in review.items:
        if item.material and item.as_good:
            turns.setdefault(_turn_of(review, item), []).append(item)
    out = []
    for items in turns.values():
        cost = round(sum(item.material for item in items), 2)
        if material.said(cost):
            costliest = max(items, key=lambda item: (item.material, -item.index))  # (> 0)
            out.append((cost, costliest))
    return sorted(out, key=lambda pair: (-pair[0], pair[1].index))


def closest(review: rv.Review) -> rv.Item | None:
    """The costliest move of the turn that lost most ninjas, None if none is said."""
    turns = kept_turns(review)
    return turns[0][1] if turns else None


def lines(scene: Any, review: rv.Review) -> list[tuple[str, theme.Colour]]:
    """'Ninjas to keep' and a line per turn (SHOWN at most); none where none is said."""
    turns = kept_turns(review)[:SHOWN]
    if not turns:
        return []
    tr = scene.tr
    out: list[tuple[str, theme.Colour]] = [(str(tr("review.kept.head")), theme.GOLD)]
    for cost, item in turns:
        count = max(1, round(cost))
        words = tr.plural("review.kept.turn", count, moment=scene.moment(item.index))
        out.append((str(words), theme.TEXT_DIM))
    return out
