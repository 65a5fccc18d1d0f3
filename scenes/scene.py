"""The base class of every screen. Scenes draw on the logical canvas (1280x720)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .app import App


class Scene:
    """A screen on the app's stack. Mouse positions in events are already in
    logical canvas coordinates. `overlay` scenes (pause, dialogs) let the scene
    below them draw first."""

    overlay = False

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def animating(self) -> bool:
        """Something moves by itself that must stay smooth (cards in flight, an AI to
        wait for). While no scene on screen animates and no input comes, the app idles
        at a low frame rate (see App.run) and wakes at once on input."""
        return False

    def on_enter(self) -> None:
        """Pushed on the stack (or replaced another scene)."""

    def on_resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    def on_exit(self) -> None:
        """Popped or replaced."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """One input event (keys, mouse with logical `pos`)."""

    def update(self, dt: float) -> None:
        """Advance by a fixed step of `dt` seconds."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Draw the whole scene on the logical canvas."""
