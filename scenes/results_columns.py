"""A results card's lines in two columns, where one column is too long for its room
(newcomer O, s12, 178_10: Night's longest card cut with a '…' after eight lines):
the stages ScoreTables.fit tries, and the columns' widths and split."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from . import theme


class Lines(Protocol):
    """A card's row: its wrapped lines."""

    texts: list[str]


FIT_STAGES: tuple[tuple[bool, bool, int | None], ...] = (
    (True, False, theme.FONT_BODY),
    (True, False, None),
    (True, True, 0),
    (True, True, None),
    (False, False, None),
    (False, True, None),
)
"""The results cards' layouts tried in turn (ScoreTables.fit): the details shown, two
columns for a long card, and the least text size at which no line that counts points
may wrap (None: any size, lines wrapped or not)."""

ROW_GAP = 3
"""Between a card's lines (design px; 4 kept Grand Master's three cards from body text
at 1920x1080)."""
HALF_GAP = 24
"""Between a card's two columns of lines (design px)."""


def half_width(inner: int) -> int:
    """The width of one of two columns of a card's lines `inner` wide."""
    return (inner - theme.px(HALF_GAP)) // 2


def rows_height(rows: Sequence[Lines], line_h: int) -> int:
    return sum(len(row.texts) * line_h + theme.px(ROW_GAP) for row in rows)


def split_at(rows: Sequence[Lines], line_h: int) -> int:
    """Where a card's second column begins: the two as even in height as can be."""
    return min(
        range(1, max(2, len(rows))),
        key=lambda k: max(rows_height(rows[:k], line_h), rows_height(rows[k:], line_h)),
    )


def fill(rows: Sequence[Lines], line_h: int, room: int, two: bool) -> tuple[int, int]:
    """A card too long for its `room` (px for its lines): how many rows show, the first
    column filled, then the second if `two`, and where the second begins (0: none)."""
    shown = used = split = 0
    for row in rows:
        height = rows_height([row], line_h)
        if used + height > room:
            if not two or split or height > room:
                break
            split, used = shown, 0
        used += height
        shown += 1
    return shown, split
