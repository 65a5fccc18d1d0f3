"""The safe count marked on the Dojo summoning's scale (issue 33, s10 brief point 3:
the scale offered 1 to 27, all legal, and said nothing of which count was wise): a tick
and the word 'safe' at the most cards the mover may draw now and still have a whole
summoning in their deck next turn, their ninjas grown by what this one gains on average
(ninjas/dojo/race.py MATCH, the race's own reckoning). A bigger count is legal; it may
leave the deck short next turn, and a draw past the deck ends the game on land.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ninjas.dojo.race import MATCH

from .. import theme
from .layout import LOG_SIZE

if TYPE_CHECKING:
    from ninjas.dojo.rules import DojoState

px = theme.px


class Scale(Protocol):
    """What the mark reads of the summoning panel (scenes/dojo/summoning.py, which
    calls it: a type of its own, so that the two modules do not import each other)."""

    table: Any

    def most(self) -> int: ...

    def tick_x(self, track: pygame.Rect, count: int) -> int: ...


SAFE = (150, 220, 160)
"""The safe count's tick and word: a calm green, apart from the gold knob."""


def safe_next(state: DojoState) -> int | None:
    """The most cards the mover may summon with now and still hold a whole summoning
    next turn (its ninjas on the board then, this summoning's gain on average among
    them); None when even one card leaves too few."""
    seat = state.mover
    deck, most = len(state.decks[seat]), state.on_board(seat)
    best = None
    for count in range(1, min(most, deck) + 1):
        if deck - count >= most + round(count * count * MATCH):
            best = count
    return best


def draw_safe_mark(canvas: pygame.Surface, summoning: Scale, track: pygame.Rect) -> None:
    """The tick over the scale at the safe count and the word under it, kept inside the
    scale's ends (nothing when no count is safe, or when every count is)."""
    table = summoning.table
    safe = safe_next(table.state)
    most = summoning.most()
    if safe is None or safe >= most:
        return
    x, y = summoning.tick_x(track, safe), track.centery
    pygame.draw.line(canvas, SAFE, (x, y - px(9)), (x, y + px(5)), max(2, px(3)))
    word = str(table.app.tr("dojo.summon.safe_mark"))
    size = theme.font(LOG_SIZE).size(word)
    left = max(track.left, min(x - size[0] // 2, track.right - size[0]))
    theme.blit_text(canvas, word, LOG_SIZE, SAFE, topleft=(left, y + px(4)))
