"""A screen built around one menu of widgets (setup, settings, pause, dialogs...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .scene import Scene

if TYPE_CHECKING:
    from .widgets import Menu


class MenuScene(Scene):
    """Escape (or any of `back_keys`) clicks and calls `back()`; every other event
    goes to `self.menu`, which subclasses build."""

    back_keys: tuple[int, ...] = (pygame.K_ESCAPE,)
    menu: Menu

    def back(self) -> None:
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in self.back_keys:
            self.app.audio.play("click")
            self.back()
            return
        self.menu.handle_event(event)

    def update(self, dt: float) -> None:
        self.menu.update(dt)
