"""The face a push button stands on: its panel, lowered while pressed, and its focus ring.

Buttons that draw their own words (replay/keycaps.py's word and key caps, review/moment_button.py's
wrapped lines) share it, so the face stays the one widgets.Button draws.
"""

from __future__ import annotations

import pygame

from . import theme
from .widgets import Button, draw_focus_ring, draw_panel


def draw_face(button: Button, canvas: pygame.Surface) -> tuple[pygame.Rect, theme.Colour]:
    """Draw `button`'s panel and ring; return the rect its words go in and their colour."""
    fill, border, colour = button.colours()
    rect = button.rect.move(0, theme.px(2)) if button.pressed else button.rect
    draw_panel(
        canvas, rect, fill=fill, border=border, alpha=245, radius=10, shadow=not button.pressed
    )
    if button.focused and button.enabled:
        draw_focus_ring(canvas, rect)
    return rect, colour
