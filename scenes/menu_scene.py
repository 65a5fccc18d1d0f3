"""A screen built around one menu of widgets (setup, settings, pause, dialogs...)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from . import theme
from .edit_field import EditedDigitField
from .scene import Scene

if TYPE_CHECKING:
    from .widgets import Menu


class MenuScene(Scene):
    """Escape (or any of `back_keys`) clicks and calls `back()`; every other event
    goes to `self.menu`, which subclasses build.

    A menu screen places its widgets in `layout(size)`, from the size of the
    surface it is drawn on; `ensure_layout` calls it again whenever that size changes
    (events are laid out for app.view_size, drawing for the canvas given), and the
    widgets keep their state (focus, values) as they move."""

    back_keys: tuple[int, ...] = (pygame.K_ESCAPE,)
    menu: Menu
    panel: pygame.Rect
    _laid_out_for: tuple[int, int] | None = None

    def button_menu(self, entries: Sequence[tuple[str, Callable[[], None], str]]) -> None:
        """`self.menu` made of one button per (translation key, action, style) entry, in
        order, each read in the language of the moment; `layout` places them, from an
        empty panel until then."""
        from .widgets import Button, Menu

        app = self.app

        def label(key: str) -> Callable[[], str]:
            return lambda: app.tr(key)

        self.menu = Menu(
            [
                Button(app, (0, 0, 1, 1), label(key), action, style=style)
                for key, action, style in entries
            ]
        )
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.ensure_layout(app.view_size)

    def layout(self, size: tuple[int, int]) -> None:
        """Place the widgets for a surface of `size` real pixels (the scale of that
        size is set meanwhile: theme.px and theme.font measure for it)."""

    def ensure_layout(self, size: tuple[int, int]) -> None:
        """Lay out for `size` unless that is already done."""
        if size != self._laid_out_for:
            self._laid_out_for = size
            with theme.scaled_for(size):
                self.layout(size)

    def relayout(self) -> None:
        """The widgets changed: lay them out again at the next event or frame."""
        self._laid_out_for = None

    def back(self) -> None:
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        self.ensure_layout(self.app.view_size)
        if event.type == pygame.KEYDOWN and event.key in self.back_keys:
            if isinstance(self.menu.focused, EditedDigitField) and self.menu.focused.cancel_edit():
                return  # Esc in a field being edited cancels the edit, not the screen
            self.app.audio.play("click")
            self.back()
            return
        self.menu.handle_event(event)

    def update(self, dt: float) -> None:
        self.menu.update(dt)
