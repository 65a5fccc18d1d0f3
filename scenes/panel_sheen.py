"""The light fading down from a panel's top edge, inside its rounded corners
(widgets.draw_panel): one column of it stretched to the panel's width, the same pixels
as drawing it row by row, and kept for panels of the same size and corners. Drawing it
cost more than the rest of a new panel, and a new panel is drawn for each size, fill
and alpha (a fading one at each step of its alpha, over the same sheen)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from .memory import screens, shared_cache, surface_cache

SHEEN_ALPHA = 16
"""The sheen's alpha on the panel's top row; it fades (squared) to nothing."""
SHEENS_KEPT = 8
"""Sheens kept drawn (a few panels' sizes; a panel's own picture is kept by widgets)."""


@lru_cache(maxsize=32)
def _column(height: int, fade: int) -> pygame.Surface:
    column = pygame.Surface((1, height), pygame.SRCALPHA)
    for row in range(min(fade, height)):
        column.set_at((0, row), (255, 255, 255, int(SHEEN_ALPHA * (1 - row / fade) ** 2)))
    return column


@surface_cache(screens(1.0), SHEENS_KEPT)
def sheen(size: tuple[int, int], radius: int, fade: int) -> pygame.Surface:
    """White over `size`, its alpha fading over the top `fade` rows, clear below and
    outside the rounded rect of corner `radius` (to blit, not to draw on: it is kept)."""
    light = pygame.transform.scale(_column(size[1], fade), size)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    light.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return light


shared_cache(sheen)  # emptied between games (see scenes.memory)
shared_cache(_column)
