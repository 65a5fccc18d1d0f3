"""A tip over the table: a gold title and a few lines in a light panel, placed by the
caller next to what it explains and kept inside the window (Shinobi's corruption token,
Night's backpack tokens)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import theme
from .widgets import draw_panel

TIP_TEXT = theme.FONT_SMALL
"""A tip's text size, title and lines alike."""


def titled_tip(
    canvas: pygame.Surface,
    title: str,
    lines: list[str],
    px: Callable[[float], int],
    place: Callable[[pygame.Rect], None],
) -> pygame.Rect:
    """Draw the tip whose box `place` positions (its size already set), clamped to the
    canvas; `px` scales design pixels as the caller's layout does. Returns the box."""
    said = [(title, theme.GOLD)] + [(line, theme.MOONLIGHT) for line in lines]
    font = theme.font(TIP_TEXT)
    line_h = font.get_linesize()
    widest = max(font.size(text)[0] for text, _ in said)
    box = pygame.Rect(0, 0, widest + px(28), len(said) * line_h + px(20))
    place(box)
    box.clamp_ip(canvas.get_rect().inflate(-px(8), -px(8)))
    draw_panel(canvas, box, fill=theme.PANEL_LIGHT, border=theme.GOLD, alpha=248, radius=10)
    top = box.top + px(10)
    for text, colour in said:
        theme.blit_text(canvas, text, TIP_TEXT, colour, topleft=(box.left + px(14), top))
        top += line_h
    return box
