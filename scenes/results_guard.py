"""The results screen takes no key or click until it has been seen (issue 33, newcomer
T, s9 d38: keys pressed as the game ended, Enter and R from the table, ran over the
results and R started a new game before the screen was ever looked at).

The grace counts the time the screen has been drawn, not the time since it was made: a
slow frame (a busy machine, the game's record written) plays up to half a second of
updates before the first drawing (pacing.Pacer), which spent the 0.8 s grace before the
person saw anything. A key already down when the screen opened, or pressed during the
grace, does nothing until it is released and pressed again.
"""

from __future__ import annotations

from typing import Any

import pygame

GRACE_SECONDS = 0.8
"""Input is ignored for this long after the results are first drawn."""
GRACE_FRAMES = 6
"""...and for this many frames drawn at least (each may be slow on a busy machine)."""


class OpeningGuard:
    """`accepts(event)` before the screen handles an event; `drawn()` as each frame is
    drawn; `tick(dt)` at each update."""

    def __init__(self) -> None:
        self.frames = 0
        """Frames drawn so far."""
        self.shown = 0.0
        """Seconds of updates since the first frame was drawn."""
        self.held: set[int] = set()
        """Keys down at the opening or pressed in the grace, not released since."""

    def open(self) -> None:
        """The screen is on top: the keys down now are held over from the table."""
        try:
            pressed = pygame.key.get_pressed()
        except pygame.error:  # no display (a test without one): nothing is known down
            return
        self.held = {key for key in _WATCHED if pressed[key]}

    def drawn(self) -> None:
        self.frames += 1

    def tick(self, dt: float) -> None:
        if self.frames:
            self.shown += dt

    @property
    def ready(self) -> bool:
        """The grace is over: the screen has been drawn long enough to be seen."""
        return self.frames >= GRACE_FRAMES and self.shown >= GRACE_SECONDS

    def accepts(self, event: pygame.event.Event) -> bool:
        """Should the screen act on `event`? (Never on one in the grace, nor on a key
        held over it.)"""
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        if not self.ready:
            if event.type == pygame.KEYDOWN:
                self.held.add(event.key)
            return False
        if event.type == pygame.KEYDOWN and event.key in self.held:
            return False  # the same press, still down (a key repeat): released first
        return True


_WATCHED = (
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_SPACE,
    pygame.K_r,
    pygame.K_t,
    pygame.K_v,
    pygame.K_m,
    pygame.K_ESCAPE,
)
"""The keys that act on the results screen (its buttons' and the menu's)."""


def unfocus(menu: Any) -> None:
    """The results open with no button focused: a skip key (Space, Enter) pressed to see
    the end never plays again, and a button must not look focused and then ignore Enter
    (newcomer S, s20, c_11-c_20, g_15: Enter pressed 9 times on the ringed 'Play again'
    did nothing). Tab, an arrow or the pointer focuses one; Enter or Space presses it."""
    for widget in menu.widgets:
        widget.focused = False
    menu.index = -1
