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
        """The corruption token under the pointer (or the points beside it), as last
        drawn, and its seat (once the pointer has moved: never for a pointer parked
        there at a hand-off)."""
        table = self.table
        if not table.pointer_moved:
            return None
        tokens = dict((seat, rect) for rect, seat in table.board.tokens)
        for rect, seat in table.board.tokens + table.board.points:  # or its '−3'
            if rect.collidepoint(table.mouse) and seat in tokens:
                return tokens[seat], seat
        return None

    def lines(self, seat: int) -> tuple[str, str]:
        """The tooltip's title ('Corruption: 1 card, −3 at the round's end') and words
        for `seat`'s token and the points beside it: what the circle's number and the
        '−3' each are (newcomer K, s11 nc-K/235: "I had to guess what the two numbers
        meant"). The points are public: each corrupt card was shown to all when taken."""
        table = self.table
        tr = table.app.tr
        count = len(table.state.corruption[seat])
        taken = table.state.corruption_value(seat)
        name = table.seat_name(seat)
        words = str(tr("shinobi.tip.corruption_words", name=name))
        if not taken:
            return tr.plural("shinobi.tip.corruption", count), words
        title = tr.plural("shinobi.tip.corruption_taken", count, points=taken)
        numbers = tr("shinobi.tip.corruption_numbers", points=taken, name=name)
        return title, f"{words} {numbers}"

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
