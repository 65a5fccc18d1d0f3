"""A lost Shinobi game's last blow (newcomer H, s16, Ren's review): the review named its
turning point, Kiku's and Yuki's turns in the middle of the round, and never the move
she saw end it: Yuki's Toad sending her 3 Bears back to her hand on the round's last
turn. Where the turn that ended the game (after the seat's last) took one of its
clans, and the turning point was not those turns, its line ends on it ('... your chance fell from 28% to 6%.
The last blow: Yuki's Toad (4 cards laid): Bear clan (3 cards) sent back to the hand,
on the round's last turn.'), in place of what the turning point's turns laid: the
summary has no room for a line more over the decisions' list. `scene` is the
ReviewScene, typed loosely."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from ninjas import review as rv

log = logging.getLogger(__name__)


def what(scene: Any, review: rv.Review, point_end: int, played: Callable[..., Any]) -> str:
    """The clans the seat lost after its last turn ('Yuki's Toad (4 cards laid): Bear
    clan (3 cards) sent back to the hand, on the round's last turn'), or "" (another
    game, a game not lost, none lost, or the turning point, ending at `point_end`, is
    those turns already). `played`: turning.played (the actions replayed, kept)."""
    actions = len(scene.record.save.actions)
    if scene.game != "shinobi" or review.outcome != 0 or not review.turns:
        return ""
    first = review.turns[-1].end
    if first >= actions or point_end >= actions:
        return ""
    from ..shinobi.round_story import clans_lost, lost_words

    try:
        seen = played(scene, first, actions)
    except Exception:  # never worth a crash: not said
        log.warning("The last blow's actions could not be replayed", exc_info=True)
        return ""
    lost = [x for x in clans_lost(seen.chunks) if x.seat == scene.seat and x.last]
    return listed(scene.tr, [lost_words(scene.tr, scene.name, x) for x in lost[-2:]])


def listed(tr: Any, parts: list[str]) -> str:
    """'a', 'a and b' (the catalogue's list.and): 'Kiku pose 3 cartes Crapaud et Midori
    renforce ...', where a bare semicolon joined them ('Crapaud; Midori', s21)."""
    if len(parts) <= 1:
        return "".join(parts)
    return str(tr("list.and", rest=", ".join(parts[:-1]), last=parts[-1]))
