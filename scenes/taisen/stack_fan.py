"""A hovered stack fans out, enlarged, over its own column: every card of it readable,
the top one in front and marked as such (the board squeezes tall stacks). It grows the
way the stack does on the board: the Monkey's upward, the Wolf's downward. It stands
on the stack it shows, not beside it: beside, it hid the next tiles, where the pointer
goes next (issue 33, g2-13); no wider than the column and the room either side of the
neighbours' cards, its caption on two lines if it must."""

from __future__ import annotations

from functools import lru_cache

import pygame

from .. import memory, theme
from ..widgets import wrap_text
from . import card_art as art
from . import layout as L

SCALE = 1.15
STEP = 40
"""Offset between fanned cards: each card's index strip shows whole."""
MIN_CARDS = 3
"""Smaller stacks show every strip already."""


def _big(card: int, palette: str) -> pygame.Surface:
    """The card enlarged, drawn at its shown size (never a picture scaled up)."""
    return _big_card(card, palette, theme.scale())


@lru_cache(maxsize=48)
def _big_card(card: int, palette: str, scale: float) -> pygame.Surface:
    """(`palette` and `scale` are part of the key: a new palette or size, new pictures.)"""
    before = theme.scale()
    theme.set_scale(scale * SCALE)  # the card art drawn at the fan's own size
    try:
        return art.card_surface(card)
    finally:
        theme.set_scale(before)


def max_width(pos: int) -> int:
    """The widest the fan on `pos` may be: its column and the bare wood either side of
    the neighbours' cards (it covers none of them)."""
    column = L.COLUMNS[pos]
    return column.width + (L.COLUMNS[1].width - L.CARD_W)


def fan_rect(pos: int, count: int, min_width: int = 0, caption_lines: int = 1) -> pygame.Rect:
    """Where the fan of `count` cards of the stack on `pos` is drawn (at least
    `min_width` real px wide, within max_width: its caption fits)."""
    px = L.px
    width = min(max(min_width, round(L.CARD_W * SCALE) + px(24)), max_width(pos))
    height = round(L.CARD_H * SCALE) + px(STEP) * (count - 1) + px(40)
    if caption_lines > 1:
        height += theme.font(theme.FONT_SMALL).get_linesize() * (caption_lines - 1)
    column = L.COLUMNS[pos]
    rect = pygame.Rect(0, 0, width, height)
    rect.centerx = column.centerx
    rect.centery = L.ROAD_Y
    rect.clamp_ip(pygame.Rect(0, L.BOARD_TOP, L.CANVAS_W, L.BOARD_BOTTOM - L.BOARD_TOP))
    return rect


def draw(canvas: pygame.Surface, pos: int, stack: list[int], top_label: str, palette: str) -> None:
    """`stack` bottom to top; the top card is drawn last (in front) with a gold ring."""
    px = L.px
    lines = wrap_text(top_label, theme.FONT_SMALL, max_width(pos) - px(16))
    captions = [theme.text(line, theme.FONT_SMALL, theme.GOLD) for line in lines]
    wide = max(caption.get_width() for caption in captions)
    rect = fan_rect(pos, len(stack), wide + px(16), len(captions))
    below = (len(captions) - 1) * theme.font(theme.FONT_SMALL).get_linesize()
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.MIDNIGHT, 235), panel.get_rect(), border_radius=px(12))
    pygame.draw.rect(panel, (*theme.GOLD_DARK, 255), panel.get_rect(), px(2), border_radius=px(12))
    canvas.blit(panel, rect)
    x = rect.centerx - round(L.CARD_W * SCALE) // 2
    step = px(STEP)
    for index, card in enumerate(stack):
        image = _big(card, palette)
        if stack[0] // 10 == 0:  # Monkey: from the bottom up, as on the board
            y = rect.bottom - px(28) - below - image.get_height() - index * step
        else:
            y = rect.top + px(12) + index * step
        canvas.blit(image, (x, y))
        if index == len(stack) - 1:
            pygame.draw.rect(
                canvas,
                theme.GOLD,
                image.get_rect(topleft=(x, y)).inflate(px(4), px(4)),
                px(3),
                border_radius=px(10),
            )
    bottom = rect.bottom - px(3)
    for caption in reversed(captions):
        canvas.blit(caption, caption.get_rect(midbottom=(rect.centerx, bottom)))
        bottom -= caption.get_height()


memory.game_module_caches("taisen", globals())  # let go when no Taisen screen is open
