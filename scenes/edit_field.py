"""A digit field whose edit Esc cancels (newcomer L, s17, nc-L 139: Esc in the setup's
seed field left the whole setup). Once a key has changed it since it took the focus,
the first Esc puts back the value it had and ends the edit; the screen's Esc (leave)
comes with the next one. MenuScene asks `cancel_edit` before its back keys."""

from __future__ import annotations

import pygame

from .widgets import DigitField

EDIT_KEYS = frozenset({pygame.K_BACKSPACE, pygame.K_DELETE})


class EditedDigitField(DigitField):
    """DigitField remembering the value from before its edit, until the focus leaves."""

    before: str | None = None
    """The value when the edit began; None while no edit is open."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        value = self.value
        used = super().handle_event(event)
        if used and event.type == pygame.KEYDOWN and self.before is None:
            if self.value != value or event.key in EDIT_KEYS:
                self.before = value
        return used

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.focused:
            self.before = None

    def cancel_edit(self) -> bool:
        """Esc: True (the key used) when an edit was open; its value comes back."""
        if self.before is None or not self.focused:
            return False
        self.value, self.before = self.before, None
        self._changed()
        return True
