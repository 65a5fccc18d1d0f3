"""The setup's "Advanced options" row: the seed's field stays behind it unless a seed
was given. Its label on the left, and in the value's place a button, "More options..." (newcomer
P: 'make Options avancées look clickable': it was bare dim words; then a framed box
with the choices' gold arrow, "Show >", read as a value to pick: newcomer E, s15). Once shown, the seed's
row carries a small "Hide" button between its label and its box, that folds it back
(newcomer N, s12, nc-N/004: there was no way back)."""

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
        """A button in the value's place, 'More options...', raised and filled as the
        screen's buttons are, with no arrow: with the choices' '<' '>' look it read as
        one more value to pick (newcomer E, s15, nc-E 002: 'Options avancees : Afficher'
        looks like a value selector)."""
        self._draw_row(canvas, self.label)
        g = self.shown_glow
        box = self.box().move(0, theme.px(2) if self.pressed else 0)
        draw_panel(
            canvas,
            box,
            fill=theme.lerp(theme.INDIGO, theme.PANEL_LIGHT, 0.35 + 0.65 * g),
            border=theme.lerp(theme.BORDER, theme.GOLD, g),
            alpha=245,
            radius=10,
            shadow=not self.pressed,
        )
        words = shortened(
            self.app.tr("setup.advanced.show"), theme.FONT_BODY + 1, box.width - theme.px(16)
        )
        theme.blit_text(
            canvas,
            words,
            theme.FONT_BODY + 1,
            theme.lerp(theme.MOONLIGHT, theme.GOLD, g * 0.6),
            shadow=True,
            center=box.center,
        )


HIDE_GAP = 12
"""Design px between the Hide button and the seed's box."""
HIDE_PAD = 16
"""Design px either side of the Hide button's word."""


class HideButton(Button):
    """`HideButton(app, on_click)`: folds the advanced options back behind their row.
    It sits in the seed's row, right of the row's label, left of its box (hide_rect)."""

    def __init__(self, app: Host, on_click: Callable[[], Any]) -> None:
        super().__init__(
            app,
            (0, 0, 1, 1),
            lambda: app.tr("setup.advanced.hide"),
            on_click,
            style="quiet",
            size=theme.FONT_SMALL + 2,
        )

    def hide_rect(self, row: pygame.Rect) -> pygame.Rect:
        """Its place in the seed's `row`: right-aligned against the value's box."""
        px = theme.px
        width = theme.font(self.size).size(self.app.tr("setup.advanced.hide"))[0]
        box = value_box(row)  # as tall as the box beside it
        rect = pygame.Rect(0, 0, width + 2 * px(HIDE_PAD), box.height)
        rect.midright = (box.left - px(HIDE_GAP), box.centery)
        return rect
