"""The top bar's warning that the clan to play next can end the game on its turn: its
deck is short of the cards it may draw in a summoning (one per ninja of its on the
board), and a draw from an empty deck ends the game at once, the most land winning
(RULINGS.md, Dojo: Win). A newcomer lost 7-11 on land when the computer summoned past
its last 21 cards, with nothing on the table saying it could (issue 33).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..widgets import wrap_text
from .layout import LOG_SIZE

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px

WARNING = (255, 190, 120)
"""The warning's colour: amber, apart from the turn's words."""


def ender(table: Table) -> int | None:
    """The seat to play next if it can end the game on its turn by summoning more cards
    than its deck holds (None otherwise, and while placing the Dojos or once over)."""
    state = table.state
    if state.is_terminal or state.phase == "dojo":
        return None
    seat = 1 - state.mover
    if state.on_board(seat) > len(state.decks[seat]):
        return seat
    return None


def warning_text(table: Table) -> str | None:
    """The warning's words ("Blue clan can end the game on their turn: 21 cards left,
    most land wins."), or None."""
    seat = ender(table)
    if seat is None:
        return None
    cards = len(table.state.decks[seat])
    return str(table.app.tr.plural("dojo.top.deck_end", cards, name=table.seat_name(seat)))


def draw_warning(canvas: pygame.Surface, table: Table, left: int, right: int) -> pygame.Rect | None:
    """The warning in the top bar between `left` and `right` (real px), on one line or
    two, never cut; None when there is none to give."""
    text = warning_text(table)
    if text is None or right - left < px(120):
        return None
    lines = wrap_text(text, LOG_SIZE, right - left)[:2]
    height = theme.font(LOG_SIZE).get_linesize()
    top = px(23) - height * len(lines) // 2
    drawn: pygame.Rect | None = None
    for i, line in enumerate(lines):
        rect = theme.blit_text(canvas, line, LOG_SIZE, WARNING, topleft=(left, top + i * height))
        drawn = rect if drawn is None else drawn.union(rect)
    return drawn
