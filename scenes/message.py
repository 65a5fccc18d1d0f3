"""A message box over the current screen: a title, wrapped text, an OK button."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from . import theme
from .menu_scene import MenuScene
from .widgets import Button, Menu, draw_backdrop, draw_panel, wrap_text

if TYPE_CHECKING:
    from .app import App

MIN_WIDTH = 640
MAX_WIDTH = 1000
LINE_HEIGHT = 32


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
        title_width = theme.font(theme.FONT_HEADING, "display").size(title)[0]
        width = min(MAX_WIDTH, max(MIN_WIDTH, title_width + 100))
        self.lines = wrap_text(text, theme.FONT_BODY, width - 96)
        height = 120 + len(self.lines) * LINE_HEIGHT + 120
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (640, 360)
        ok = Button(
            app,
            (self.panel.centerx - 100, self.panel.bottom - 84, 200, 54),
            lambda: app.tr("button.ok"),
            self.close,
            style="primary",
        )
        self.menu = Menu([ok])

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()
        if self.on_close is not None:
            self.on_close()

    def back(self) -> None:
        self.close()

    def draw(self, canvas: pygame.Surface) -> None:
        draw_backdrop(self, canvas)
        draw_panel(canvas, self.panel, title=self.title, border=theme.GOLD_DARK)
        y = self.panel.top + 120
        for line in self.lines:
            theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.MOONLIGHT, midtop=(self.panel.centerx, y)
            )
            y += LINE_HEIGHT
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
        super().__init__(app, title, text)
        self.on_confirm = on_confirm
        y = self.panel.bottom - 84
        cancel = Button(
            app,
            (self.panel.centerx - 230, y, 210, 54),
            lambda: app.tr("button.cancel"),
            self.close,
        )
        confirm = Button(
            app,
            (self.panel.centerx + 20, y, 210, 54),
            lambda: app.tr(confirm_key),
            self.confirm,
            style="primary",
        )
        self.menu = Menu([cancel, confirm], 0)

    def confirm(self) -> None:
        self.close()
        self.on_confirm()
