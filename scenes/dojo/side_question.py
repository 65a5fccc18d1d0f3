"""The Dojo table's questions (the Dojo left empty, a battle that ends the game) asked
beside the map, over the table's right-hand column, not in the middle of the window.

Centred, the question lay over the map's middle and the window under it was veiled:
what it asked about (the empty Dojo and the enemy walking to it, the battle's hex) was
hidden while it was asked (newcomer P, s18, Dojo EN 1920x1080: the popups cover the
map where the action is). The column holds nothing needed meanwhile (the prompt says
the same, the log waits): the question takes its place, as wide as the column (wider
only for a title that needs it), and only the column is veiled; the map stays as it
was, lit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..message import FOOT, LINE_HEIGHT, ConfirmScene
from ..widgets import draw_panel, panel_title_height, wrap_text
from .layout import table_layout

if TYPE_CHECKING:
    from .protocol import Table

PAD = 24
"""The text's margin inside the panel (design px)."""
BUTTON_H = 54


def column(size: tuple[int, int]) -> pygame.Rect:
    """The table's right-hand column at a window of `size`: its status, action panel
    and log."""
    layout = table_layout(size)
    return layout.status.union(layout.log)


class SideQuestion(ConfirmScene):
    """A ConfirmScene laid over the column of the table `table` (its `table` kept for
    what asks), the map left unveiled."""

    def __init__(
        self,
        table: Table,
        title: str,
        text: str,
        on_confirm: Callable[[], object],
        confirm_key: str = "button.replace",
    ) -> None:
        self.table = table
        super().__init__(table.app, title, text, on_confirm, confirm_key)

    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        room = column(size)
        title_width = theme.font(theme.FONT_HEADING, "display").size(self.title)[0]
        width = min(max(room.width, title_width + px(48)), size[0] - px(20))
        self.lines = wrap_text(self.text, theme.FONT_BODY, width - 2 * px(PAD))
        top = panel_title_height() + px(16)
        height = top + len(self.lines) * px(LINE_HEIGHT) + px(FOOT)
        self.panel = pygame.Rect(0, 0, width, min(height, room.height))
        self.panel.topright = room.topright
        self.place_buttons()

    def place_buttons(self) -> None:
        px = theme.px
        gap = px(16)
        width = (self.panel.width - 2 * px(PAD) - gap) // 2
        bottom = self.panel.bottom - px(30)
        cancel = pygame.Rect(0, 0, width, px(BUTTON_H))
        cancel.bottomleft = (self.panel.left + px(PAD), bottom)
        confirm = pygame.Rect(0, 0, width, px(BUTTON_H))
        confirm.bottomright = (self.panel.right - px(PAD), bottom)
        self.cancel.rect, self.confirm_button.rect = cancel, confirm

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        room = column(canvas.get_size())
        veiled = self.panel.union(room).clip(canvas.get_rect())
        theme.draw_veil(canvas.subsurface(veiled))  # the map stays lit
        draw_panel(canvas, self.panel, title=self.title, border=theme.GOLD_DARK)
        y = self.panel.top + panel_title_height() + theme.px(16)
        for line in self.lines:
            theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.MOONLIGHT, midtop=(self.panel.centerx, y)
            )
            y += theme.px(LINE_HEIGHT)
        self.menu.draw(canvas)
