"""The word 'Corruption' beside each seat's corruption token, where its panel's header
has room for it: the ringed number (its count) and the '−4' beside it were unexplained
(newcomer J, s16, 043: 'the ringed number beside each seat's name: corruption? clans?');
the token's tooltip said it only to a pointer that found it (corruption_tip.py). The
word, said in the seat's own wide panel at least, names the ring on every panel alike;
the pointer on it opens the same tooltip."""

from __future__ import annotations

import pygame

from .. import theme
from . import cards as art


def draw(
    canvas: pygame.Surface, words: str, colour: tuple[int, int, int], left: int, right: int, y: int
) -> pygame.Rect | None:
    """`words` ('Corruption') ending at `right`, its middle at `y`, where it keeps right
    of `left`; its rect, else None (no room: the tooltip alone says it)."""
    text = theme.text(words, art.FONT_READ, colour)
    if right - text.get_width() < left:
        return None
    return canvas.blit(text, text.get_rect(midright=(right, y)))
