"""A hovered stack fans out, enlarged, beside its column: every card of it readable,
the top one in front and marked as such (the board squeezes tall stacks). It grows the
way the stack does on the board: the Monkey's upward, the Wolf's downward."""

from __future__ import annotations

from functools import lru_cache

import pygame

from .. import theme
from . import card_art as art
from . import layout as L

SCALE = 1.15
STEP = 40
"""Offset between fanned cards: each card's index strip shows whole."""
MIN_CARDS = 3
"""Smaller stacks show every strip already."""


@lru_cache(maxsize=64)
def _big(card: int, palette: str) -> pygame.Surface:
    """The card enlarged (`palette` is part of the key: a new palette, new pictures)."""
    surface = art.card_surface(card)
    size = (round(art.CARD_W * SCALE), round(art.CARD_H * SCALE))
    return pygame.transform.smoothscale(surface, size)


def fan_rect(pos: int, count: int) -> pygame.Rect:
    """Where the fan of `count` cards of the stack on `pos` is drawn."""
    width = round(art.CARD_W * SCALE) + 24
    height = round(art.CARD_H * SCALE) + STEP * (count - 1) + 40
    column = L.COLUMNS[pos]
    rect = pygame.Rect(0, 0, width, height)
    rect.left = column.right + 6 if pos < 8 else column.left - 6 - width
    rect.centery = L.ROAD_Y
    rect.clamp_ip(pygame.Rect(0, L.BOARD_TOP, L.CANVAS_W, L.BOARD_BOTTOM - L.BOARD_TOP))
    return rect


def draw(canvas: pygame.Surface, pos: int, stack: list[int], top_label: str, palette: str) -> None:
    """`stack` bottom to top; the top card is drawn last (in front) with a gold ring."""
    rect = fan_rect(pos, len(stack))
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.MIDNIGHT, 235), panel.get_rect(), border_radius=12)
    pygame.draw.rect(panel, (*theme.GOLD_DARK, 255), panel.get_rect(), 2, border_radius=12)
    canvas.blit(panel, rect)
    x = rect.left + 12
    for index, card in enumerate(stack):
        image = _big(card, palette)
        if stack[0] // 10 == 0:  # Monkey: from the bottom up, as on the board
            y = rect.bottom - 28 - image.get_height() - index * STEP
        else:
            y = rect.top + 12 + index * STEP
        canvas.blit(image, (x, y))
        if index == len(stack) - 1:
            pygame.draw.rect(
                canvas,
                theme.GOLD,
                image.get_rect(topleft=(x, y)).inflate(4, 4),
                3,
                border_radius=10,
            )
    theme.blit_text(canvas, top_label, 15, theme.GOLD, midbottom=(rect.centerx, rect.bottom - 4))
