"""Hover tips over the Shinobi table's Grand Master parts: the Shosho in a seat's
header, a Temple or Court card in words, and each place of the board (Imperial Court,
Missions, Final Showdown, the Decoys, the Temple of the Shadow), saying what it is and
does, as the rules do (issue 33, newcomer G, s10, nc-97/108-109: 'Shosho' and the
board's boxes had no hover explanation, the Temple's box was just empty; newcomer E,
nc-95/007: 'I never learned in-game what Imperial Court or the Temple do').

Public words only: what a place does, and the Temple cards held (kept face up)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..tip_box import TIP_TEXT, titled_tip

if TYPE_CHECKING:
    from .protocol import Table

TIP_WIDTH = 380
"""The tip's width at most, in design px."""


class BoardTips:
    """`BoardTips(table)`: `under_pointer()` the spot the pointer is on (as the board
    last drew them: BoardView.tip_spots), `draw` its tip over the table."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.dismissed: pygame.Rect | None = None
        """A spot whose tip a click or a key sent away: shown again only once the
        pointer has left it (newcomer O, s12, 286/287: the Missions tip stayed over
        Léa's clans while she clicked it to place her pawns)."""

    def spot_under(self) -> tuple[pygame.Rect, str, str] | None:
        table = self.table
        spots = [spot for spot in table.board.tip_spots if spot[0].collidepoint(table.mouse)]
        return min(spots, key=lambda spot: spot[0].width * spot[0].height, default=None)

    def dismiss(self) -> None:
        """A click or a key (a choice made): the tip under the pointer goes."""
        under = self.spot_under()
        self.dismissed = None if under is None else under[0].copy()

    def under_pointer(self) -> tuple[pygame.Rect, str, str] | None:
        """The spot under the pointer (once the pointer has moved over the table:
        never for a pointer parked there at a hand-off), the smallest first; none on
        the spot a click or a key sent away, till the pointer leaves it."""
        table = self.table
        if self.dismissed is not None and not self.dismissed.collidepoint(table.mouse):
            self.dismissed = None  # the pointer left it: its tip may come again
        if not table.pointer_moved or table.picks.actions() or self.dismissed is not None:
            return None
        return self.spot_under()

    def draw(self, canvas: pygame.Surface) -> pygame.Rect | None:
        """The tip of the spot under the pointer, under it (above it when the window's
        foot is near) and inside the window; None when the pointer is on none."""
        under = self.under_pointer()
        if under is None:
            return None
        spot, title, words = under
        px = theme.px
        width = min(px(TIP_WIDTH), canvas.get_width() - px(16))
        lines = [
            line
            for part in words.split("\n")
            for line in self.table.wraps.wrap(part, TIP_TEXT, width - px(28))
        ]
        bottom = canvas.get_height()

        def place(box: pygame.Rect) -> None:
            box.midtop = (spot.centerx, spot.bottom + px(6))
            if box.bottom > bottom - px(8):
                box.midbottom = (spot.centerx, spot.top - px(6))

        return titled_tip(canvas, title, lines, px, place)
