"""The dice the last turn ended without, said on the dice box while that turn's trail is
kept (newcomer Y, s13, 028: the Wolf rolled a red 1, used green and blue, and nothing
said the red one was left, 'I wondered if I missed a move'; the log says why, this
shows it where the dice are): on the box's title row, right of 'DICE', the side's
emblem, each die left, face up in its colour, and 'not used'."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from . import card_art as art
from . import layout as L

CHIP = 20
"""A die left, design px across (the title's capitals are 11 px)."""
GAP = 5
"""Design px between the row's parts."""


def parts(tr: Any, side: int, unused: list[tuple[int, int]]) -> list[pygame.Surface]:
    """The row's pictures, left to right: the side's emblem, each die, the words."""
    px = L.px
    accent = theme.SIDE_COLOURS["monkey" if side == 0 else "wolf"]
    words = tr.plural("taisen.dice_unused", len(unused))
    return [
        art.emblem_icon(side, px(CHIP), accent),
        *(art.die_surface_at(die, value, px(CHIP)) for die, value in unused),
        theme.text(words, theme.FONT_SMALL, theme.MOONLIGHT),
    ]


def rects(pictures: list[pygame.Surface]) -> list[pygame.Rect]:
    """Where each picture goes: one row ending at the box's right, its middle on the
    title's."""
    px = L.px
    title_h = theme.font(theme.FONT_SMALL).get_height()
    mid = L.DICE_TITLE[1] + title_h // 2
    right = L.DICE_PANEL.right - px(12)
    placed: list[pygame.Rect] = []
    for picture in reversed(pictures):
        rect = picture.get_rect(midright=(right, mid))
        placed.append(rect)
        right = rect.left - px(GAP)
    return placed[::-1]


def draw(canvas: pygame.Surface, table: Any, faded: bool = False) -> None:
    """The row, when the kept turn ended with a die left and is shown whole (not while
    the person chooses a move: marks_fade)."""
    side, unused = table.trail_side, table.trail_unused
    if side is None or not unused or table.animator.busy or faded:
        return
    pictures = parts(table.app.tr, side, unused)
    for picture, rect in zip(pictures, rects(pictures), strict=True):
        canvas.blit(picture, rect)
