"""The word 'Corruption' beside each seat's corruption token, where its panel's header
has room for it: the ringed number (its count) and the '−4' beside it were unexplained
(newcomer J, s16, 043: 'the ringed number beside each seat's name: corruption? clans?');
the token's tooltip said it only to a pointer that found it (corruption_tip.py). The
word, said in the seat's own wide panel at least, names the ring on every panel alike;
the pointer on it opens the same tooltip.

Where the whole word has no room (an opponent's header: FR 3 players, 66 px of 110),
its short form 'Corr.' stands there instead, beside the token it names (newcomers X and
Y, s21: the opponents' '−8 (2) cards' read as cards in hand); in a 4-player table's
narrow panels it stands on the name's line, between the name and the '−8'.

One word on every header of a table (newcomer A, s24; E5 brief s25: one table said
'Corruption' on the wide panels and 'Corr.' on a narrow one, read as two things): the
table's word is the whole one only where every header keeps it beside its token with
the score and hand at the body size on the name's line, whatever the numbers grow to
(table_key, from the widest numbers a game reaches); else 'Corr.' on all. Decided from
the panels and names alone, it never flips as the scores change, and a header never
takes a second line or a smaller size for it (1d55a5ae did, reverted by e95f2ecf: a
3-player Grand Master replay header went to two lines)."""

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


WHOLE = "shinobi.corruption_word"
SHORT = "shinobi.corruption_short"
WIDEST = "\u221288"
"""The widest score or corruption's minus a header is kept room for (table_key)."""
MOST = 88
"""The most cards in hand, or under a token, a header is kept room for (table_key)."""


def name(
    canvas: pygame.Surface,
    tr: Any,
    colour: tuple[int, int, int],
    left: int,
    right: int,
    y: int,
    key: str = SHORT,
) -> pygame.Rect | None:
    """The table's word (`key`: table_key) where it fits between `left` and `right`, else
    'Corr.'; its rect, else None (not even the short form has room: the tooltip alone
    says it)."""
    for each in dict.fromkeys((key, SHORT)):
        if theme.font(art.FONT_READ).size(str(tr(each)))[0] <= right - left:
            return draw(canvas, str(tr(each)), colour, left, right, y)
    return None


def short_width(tr: Any, key: str = SHORT) -> int:
    """The width the table's word takes ('Corr.' unless `key` says): a header keeps that
    much beside the token."""
    return theme.font(art.FONT_READ).size(str(tr(key)))[0]


def whole_fits(tr: Any, rect: pygame.Rect, names: list[str], grandmaster: bool) -> bool:
    """The header of panel `rect` keeps the whole word beside its token, the widest
    numbers and its longest name (of `names`) said on the name's line at the body size,
    as BoardView.seat_header lays it out."""
    px = theme.px
    body = theme.font(theme.FONT_BODY)
    line = body.get_linesize()
    cards = theme.font(art.FONT_READ).size(str(tr.plural("shinobi.corruption_cards", MOST)))
    token_room = line + px(8) + cards[0] + px(4) + body.size(WIDEST)[0] + px(4)
    label = max(body.size(words)[0] for words in names)
    x = rect.left + px(30) + label + px(12)
    parts = [
        str(tr("shinobi.score_short", score=WIDEST)),
        str(tr("shinobi.hand_count", count=MOST)),
    ]
    if grandmaster:
        parts.append(str(tr("shinobi.shosho")))
    room = rect.right - token_room - px(12) - x - short_width(tr, WHOLE) - px(16)
    return body.size(" · ".join(parts))[0] <= room


def table_key(tr: Any, heads: list[tuple[pygame.Rect, list[str]]], grandmaster: bool) -> str:
    """The word of every header of a table whose panels and names are `heads`: the
    whole word where every header keeps it (whole_fits), else 'Corr.'."""
    fits = heads and all(whole_fits(tr, rect, names, grandmaster) for rect, names in heads)
    return WHOLE if fits else SHORT
