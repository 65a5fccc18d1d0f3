"""The base class of every screen.

A scene draws on the window itself, at its own pixel size: it lays out from the surface
it is given (canvas.get_size(), or App.view_size in events and updates), with design
lengths through theme.px and text sizes in design units (theme.font renders them at the
scale theme.set_scale was told).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .host import Host
    from .pad_hub import PadPress

PAD_KEYS: dict[str, int] = {
    "up": pygame.K_UP,
    "down": pygame.K_DOWN,
    "left": pygame.K_LEFT,
    "right": pygame.K_RIGHT,
    "a": pygame.K_RETURN,
    "b": pygame.K_ESCAPE,
    "start": pygame.K_ESCAPE,
}
"""How a menu screen reads a gamepad's press: as the key that does the same there."""


def key_event(key: int) -> pygame.event.Event:
    """A key press as the keyboard gives it."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


class Scene:
    """A screen on the app's stack. Mouse positions in events are already in the
    coordinates of the surface the scene draws on. `overlay` scenes (pause, dialogs) let the scene
    below them draw first."""

    overlay = False

    def __init__(self, app: Host) -> None:
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
        """One input event (keys, and mouse with `pos` on the surface this frame is
        drawn on: the window's)."""

    def handle_pad(self, press: PadPress) -> None:
        """A gamepad's press (scenes/pads.py). A screen of menus takes any pad's as the
        keys that do the same: the D-pad and stick as arrows, A as Enter, B and Start
        as Escape. Tables answer only the pad of the seat to act (TableScene)."""
        key = PAD_KEYS.get(press.command)
        if key is not None:
            self.handle_event(key_event(key))

    def draw_pad_focus(self, canvas: pygame.Surface) -> None:
        """Drawn after `draw`, over it: where a pad's focus is (tables)."""

    def update(self, dt: float) -> None:
        """Advance by a fixed step of `dt` seconds."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Draw the whole scene on `canvas` (the window, at its own size)."""
