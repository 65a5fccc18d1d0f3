"""The safe count marked on the Dojo summoning's scale (issue 33, s10 brief point 3:
the scale offered 1 to 27, all legal, and said nothing of which count was wise): a tick
and the words 'a card per ninja' at the most cards the mover may draw now and still keep
a card in its deck for every ninja it will have, even with lucky dice (but for a chance
of ninjas/dojo/reserve.py RISK). A defence draws one card per defending ninja, so that
is a battle against any of its hexes defended wherever the dice go, and a whole
summoning next turn. A bigger count is legal; a draw past the deck ends the game on
land, and a battle the other side starts may call it (newcomer Z, s21: past the tick,
10 dice on one forest, a stack of 19 for 15 cards). Before, it said 'next turn safe' and
counted the dice's average gain only: the next summoning, no defence, no luck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ninjas.dojo.reserve import card_each

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
    """The most cards the mover may summon with now and still keep a card in its deck
    for every ninja it will have (those on the board, and what the dice bring but for a
    chance of reserve.RISK): a battle against any one of its hexes can be defended,
    wherever the dice go, and a whole summoning made next turn. None when even one card
    leaves too few."""
    seat = state.mover
    most = state.on_board(seat)
    return card_each(len(state.decks[seat]), most, most)


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
