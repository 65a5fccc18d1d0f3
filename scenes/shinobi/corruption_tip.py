"""The tooltip of a seat's corruption token, the numbered Ninja Master at its panel's
top right (issue 33, newcomer K, m3_6.png: 'the coloured number in the circle at each
seat's top right is the corruption count, but nothing says so'). It says what all may
know: how many cards the seat holds by corruption, not which (they lie face down)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..tip_box import TIP_TEXT, titled_tip

if TYPE_CHECKING:
    from .protocol import Table

TIP_WIDTH = 340
"""The tooltip's width at most, in design px."""


class CorruptionTip:
    """`CorruptionTip(table)`: `under_pointer()` the seat whose token the pointer is
    on, `lines(seat)` its words, `draw` over the table."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def under_pointer(self) -> tuple[pygame.Rect, int] | None:
        """The corruption token under the pointer, as last drawn, and its seat (once
        the pointer has moved: never for a pointer parked there at a hand-off)."""
        table = self.table
        if not table.pointer_moved:
            return None
        for rect, seat in table.board.tokens:
            if rect.collidepoint(table.mouse):
                return rect, seat
        return None

    def lines(self, seat: int) -> tuple[str, str]:
        """The tooltip's title ('Corruption: 3 cards') and words for `seat`'s token."""
        table = self.table
        tr = table.app.tr
        count = len(table.state.corruption[seat])
        title = tr.plural("shinobi.tip.corruption", count)
        return title, tr("shinobi.tip.corruption_words", name=table.seat_name(seat))

    def draw(self, canvas: pygame.Surface) -> pygame.Rect | None:
        """The tooltip of the token under the pointer, under it and inside the window;
        None when the pointer is on no token."""
        under = self.under_pointer()
        if under is None:
            return None
        token, seat = under
        title, words = self.lines(seat)
        px = theme.px
        width = min(px(TIP_WIDTH), canvas.get_width() - px(16))
        lines = self.table.wraps.wrap(words, TIP_TEXT, width - px(28))  # (kept, not per frame)

        def place(box: pygame.Rect) -> None:
            box.topright = (token.right, token.bottom + px(6))

        return titled_tip(canvas, title, lines, px, place)
