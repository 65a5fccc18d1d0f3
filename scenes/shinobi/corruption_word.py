"""The word 'Corruption' beside each seat's corruption token, where its panel's header
has room for it: the ringed number (its count) and the '−4' beside it were unexplained
(newcomer J, s16, 043: 'the ringed number beside each seat's name: corruption? clans?');
the token's tooltip said it only to a pointer that found it (corruption_tip.py). The
word, said in the seat's own wide panel at least, names the ring on every panel alike;
the pointer on it opens the same tooltip.

Where the whole word has no room (an opponent's header: FR 3 players, 66 px of 110),
its short form 'Corr.' stands there instead, beside the token it names (newcomers X and
Y, s21: the opponents' '−8 (2) cards' read as cards in hand); in a 4-player table's
narrow panels it stands on the name's line, between the name and the '−8'."""

from __future__ import annotations

from typing import Any

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


def name(
    canvas: pygame.Surface, tr: Any, colour: tuple[int, int, int], left: int, right: int, y: int
) -> pygame.Rect | None:
    """'Corruption' where it fits between `left` and `right`, else 'Corr.'; its rect, else
    None (not even the short form has room: the tooltip alone says it)."""
    for key in ("shinobi.corruption_word", "shinobi.corruption_short"):
        if theme.font(art.FONT_READ).size(str(tr(key)))[0] <= right - left:
            return draw(canvas, str(tr(key)), colour, left, right, y)
    return None


def short_width(tr: Any) -> int:
    """The width 'Corr.' takes: a header keeps that much beside the token."""
    return theme.font(art.FONT_READ).size(str(tr("shinobi.corruption_short")))[0]
