"""Grand Master's round in the top bar ('Round 2 of 3 · Missions: …'), beside the title,
kept clear of the top bar's buttons (newcomer A, s22, FR 1920x1080, fr_g57: 'Manche 2 sur
3 · Missions :' ran under 'Rejouer son tour (T)', the end of the phase hidden): at the
body size where it fits, else the smaller readable size, else on two lines, the round
over the phase."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from . import cards as art


def limit(table: Any, canvas: pygame.Surface) -> int:
    """The left of the leftmost button the top bar shows now, less a gap."""
    lefts = [table.buttons[name].rect.left for name in table.shown_buttons()]
    if table.again_in_bar():
        lefts.append(table.place_again().rect.left)
    if "menu" in table.shown_buttons():
        from .follow_pace import offered

        if offered(table):
            lefts.append(table.place_follow().rect.left)
    return min(lefts, default=canvas.get_width()) - theme.px(12)


def draw(
    canvas: pygame.Surface, table: Any, words: str, left: int, bar: pygame.Rect
) -> pygame.Rect:
    """`words` from `left`, in the middle of `bar`, clear of the buttons; its rect."""
    room = limit(table, canvas) - left
    for size in (theme.FONT_BODY, art.FONT_READ):
        text = theme.text(words, size, theme.MOONLIGHT)
        if text.get_width() <= room:
            return canvas.blit(text, text.get_rect(midleft=(left, bar.centery)))
    first, _, rest = words.partition(" \u00b7 ")
    lines = [theme.text(line, art.FONT_READ, theme.MOONLIGHT) for line in (first, rest) if line]
    height = sum(line.get_height() for line in lines)
    y = bar.centery - height // 2
    drawn = pygame.Rect(left, y, 0, 0)
    for line in lines:
        drawn = drawn.union(canvas.blit(line, (left, y)))
        y += line.get_height()
    return drawn
