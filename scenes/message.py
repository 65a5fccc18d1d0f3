"""A message box over the current screen: a title, wrapped text, an OK button."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from . import theme
from .menu_scene import MenuScene
from .widgets import Button, Menu, draw_backdrop, draw_panel, panel_title_height, wrap_text

if TYPE_CHECKING:
    from .app import App

MIN_WIDTH = 640
MAX_WIDTH = 1000
"""The box's width in design units: the title's, between these."""
LINE_HEIGHT = 32
BUTTON_SIZE = (200, 54)
PAIR_BUTTON_SIZE = (210, 54)
FOOT = 120
"""Design height under the text: the buttons and their margins."""


class MessageScene(MenuScene):
    """OK, Enter or Escape closes it (and calls `on_close`, if given)."""

    overlay = True

    def __init__(
        self, app: App, title: str, text: str, on_close: Callable[[], object] | None = None
    ) -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.on_close = on_close
        self.lines: list[str] = []
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.ok = Button(
            app, (0, 0, 1, 1), lambda: app.tr("button.ok"), self.close, style="primary"
        )
        self.menu = Menu([self.ok])
        self.ensure_layout(app.view_size)

    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        title_width = theme.font(theme.FONT_HEADING, "display").size(self.title)[0]
        width = min(px(MAX_WIDTH), max(px(MIN_WIDTH), title_width + px(100)), size[0] - px(40))
        self.lines = wrap_text(self.text, theme.FONT_BODY, width - px(96))
        room = size[1] - px(40) - panel_title_height() - px(16) - px(FOOT)
        fits = max(1, room // px(LINE_HEIGHT))
        if len(self.lines) > fits:  # a long text: as wide as the screen allows
            width = size[0] - px(40)
            self.lines = wrap_text(self.text, theme.FONT_BODY, width - px(96))
            if len(self.lines) > fits:  # still too long: the end is cut, never the buttons
                self.lines = self.lines[:fits]
                self.lines[-1] = self.lines[-1].rstrip() + " …"
        height = panel_title_height() + px(16) + len(self.lines) * px(LINE_HEIGHT) + px(FOOT)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.place_buttons()

    def place_buttons(self) -> None:
        rect = theme.design_rect(0, 0, *BUTTON_SIZE)
        rect.midbottom = (self.panel.centerx, self.panel.bottom - theme.px(30))
        self.ok.rect = rect

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()
        if self.on_close is not None:
            self.on_close()

    def back(self) -> None:
        self.close()

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        draw_backdrop(self, canvas)
        draw_panel(canvas, self.panel, title=self.title, border=theme.GOLD_DARK)
        y = self.panel.top + panel_title_height() + theme.px(16)
        for line in self.lines:
            theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.MOONLIGHT, midtop=(self.panel.centerx, y)
            )
            y += theme.px(LINE_HEIGHT)
        self.menu.draw(canvas)


class ConfirmScene(MessageScene):
    """A question with two answers: `confirm_key` (calls `on_confirm`) and Cancel
    (Escape too), which only closes it."""

    def __init__(
        self,
        app: App,
        title: str,
        text: str,
        on_confirm: Callable[[], object],
        confirm_key: str = "button.replace",
    ) -> None:
        self.cancel = Button(app, (0, 0, 1, 1), lambda: app.tr("button.cancel"), self.close)
        self.confirm_button = Button(
            app, (0, 0, 1, 1), lambda: app.tr(confirm_key), self.confirm, style="primary"
        )
        super().__init__(app, title, text)
        self.on_confirm = on_confirm
        self.menu = Menu([self.cancel, self.confirm_button], 0)

    def place_buttons(self) -> None:
        bottom = self.panel.bottom - theme.px(30)
        gap = theme.px(20)
        cancel = theme.design_rect(0, 0, *PAIR_BUTTON_SIZE)
        cancel.bottomright = (self.panel.centerx - gap // 2, bottom)
        confirm = theme.design_rect(0, 0, *PAIR_BUTTON_SIZE)
        confirm.bottomleft = (self.panel.centerx + gap - gap // 2, bottom)
        self.cancel.rect, self.confirm_button.rect = cancel, confirm

    def confirm(self) -> None:
        self.close()
        self.on_confirm()
