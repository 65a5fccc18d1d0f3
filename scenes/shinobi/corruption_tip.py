"""The tooltip of a seat's corruption token, the numbered Ninja Master at its panel's
top right (issue 33, newcomer K, m3_6.png: 'the coloured number in the circle at each
seat's top right is the corruption count, but nothing says so'). It says what all may
know: how many cards the seat holds by corruption, not which (they lie face down)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..widgets import draw_panel, wrap_text

if TYPE_CHECKING:
    from .protocol import Table

TIP_TEXT = theme.FONT_SMALL
"""The tooltip's text (capitals of 11.6 px at 1280x720, as Night's token tips)."""
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
        said = [(title, theme.GOLD)] + [
            (line, theme.MOONLIGHT) for line in wrap_text(words, TIP_TEXT, width - px(28))
        ]
        line_h = theme.font(TIP_TEXT).get_linesize()
        widest = max(theme.font(TIP_TEXT).size(text)[0] for text, _ in said)
        box = pygame.Rect(0, 0, widest + px(28), len(said) * line_h + px(20))
        box.topright = (token.right, token.bottom + px(6))
        box.clamp_ip(canvas.get_rect().inflate(-px(8), -px(8)))
        draw_panel(canvas, box, fill=theme.PANEL_LIGHT, border=theme.GOLD, alpha=248, radius=10)
        top = box.top + px(10)
        for text, colour in said:
            theme.blit_text(canvas, text, TIP_TEXT, colour, topleft=(box.left + px(14), top))
            top += line_h
        return box
