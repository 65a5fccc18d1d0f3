"""The setup's "Advanced options" row: the seed's field stays behind it unless a seed
was given. It looks like the option rows above it, its label on the left and a framed
box with a gold arrow on the right, "Show >" (newcomer P: 'make Options avancées look
clickable': it was bare dim words, a title more than a button)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..widgets import Button, draw_panel, shortened, value_box

if TYPE_CHECKING:
    from ..host import Host


class AdvancedRow(Button):
    """`AdvancedRow(app, on_click)`: Enter, a click anywhere on the row, or Right
    shows the advanced options."""

    def __init__(self, app: Host, on_click: Callable[[], Any]) -> None:
        super().__init__(app, (0, 0, 1, 1), lambda: app.tr("setup.advanced"), on_click)

    def adjust(self, delta: int) -> bool:
        """Right opens it, as it changes a choice; Left leaves the focus to the menu."""
        return delta > 0 and self.activate()

    def box(self) -> pygame.Rect:
        return value_box(self.rect)

    def draw(self, canvas: pygame.Surface) -> None:
        self._draw_row(canvas, self.label)
        g = self.shown_glow
        box = self.box().move(0, theme.px(2) if self.pressed else 0)
        draw_panel(
            canvas,
            box,
            fill=theme.lerp(theme.MIDNIGHT, theme.PANEL_LIGHT, g),
            border=theme.lerp(theme.BORDER, theme.GOLD, g),
            alpha=230,
            radius=8,
            shadow=False,
        )
        inset = theme.px(14)
        arrow = theme.blit_text(
            canvas, ">", theme.FONT_BUTTON, theme.GOLD, midright=(box.right - inset, box.centery)
        )
        words = shortened(
            self.app.tr("setup.advanced.show"), theme.FONT_BODY + 1, arrow.left - box.left - inset
        )
        theme.blit_text(
            canvas,
            words,
            theme.FONT_BODY + 1,
            theme.lerp(theme.MOONLIGHT, theme.GOLD, g * 0.6),
            center=(box.centerx, box.centery),
        )
