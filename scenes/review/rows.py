"""The rows of the moves that cost most, each whole (issue 33: 'Played: The forest:
1 here, The plains (2nd from the north-west): 1 here, The…' was cut, and a Dojo
summoning's row could not be read): a row is its button (the moment and the two
chances), then the move made and the computer's, each wrapped over as many lines as
its words take. Rows are laid from the costliest down while they fit over the room
the review's first summary lines need; a row that does not fit whole is left out
(its move stays ringed on the graph, and its dot opens it), never cut."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..widgets import wrap_text

DETAIL = 21
"""A row's lines under its button (capitals 11.2 px at 1280x720)."""
DETAIL_LINE = 25
BUTTON = 48
GAP = 14
"""Design room between two rows."""
HEADING = 56
"""Design room over the first row: the side panel's heading."""
KEPT_LINES = 2
"""The summary lines (as good as the computer's, the average cost) kept under the rows."""
LINE = 32


INDENT = 16
"""Design indent of a line's wrapped rest, so that each move's words start at the edge."""

Line = tuple[str, int, bool]
"""A row's line: its words, which of the row's lines it comes from, and whether it is
the wrapped rest of one."""


def row_lines(lines: list[str], width: int) -> list[Line]:
    """A row's lines wrapped to `width` at DETAIL size (their rest indented)."""
    out: list[Line] = []
    for number, line in enumerate(lines):
        first, *rest = wrap_text(line, DETAIL, width) or [""]
        out.append((first, number, False))
        if rest:
            rest = wrap_text(" ".join(rest), DETAIL, width - theme.px(INDENT))
        out.extend((part, number, True) for part in rest)
    return out


def row_height(count: int, button: int | None = None) -> int:
    """The height of a row whose words take `count` lines, under a button `button` high
    (a row's BUTTON unless said)."""
    px = theme.px
    return (px(BUTTON) if button is None else button) + px(4) + count * px(DETAIL_LINE) + px(GAP)


def fit_rows(
    side: pygame.Rect, rows: list[list[str]], width: int, buttons: list[int] | None = None
) -> list[tuple[pygame.Rect, list[Line]]]:
    """Each row that fits whole in the side panel `side`, the costliest first: its
    button's rect and its lines wrapped to `width` (the first row always, wrapped); a
    button as high as `buttons` says for its row (a moment over its chances,
    moment_button.py), else BUTTON."""
    px = theme.px
    y = side.top + px(HEADING)
    limit = side.bottom - px(8) - KEPT_LINES * px(LINE)
    out: list[tuple[pygame.Rect, list[Line]]] = []
    for number, lines in enumerate(rows):
        wrapped = row_lines(lines, width)
        high = buttons[number] if buttons and number < len(buttons) else px(BUTTON)
        height = row_height(len(wrapped), high)
        if out and y + height > limit:
            break
        rect = pygame.Rect(side.left + px(14), y, side.width - px(28), high)
        out.append((rect, wrapped))
        y += height
    return out


def draw_rows(
    canvas: pygame.Surface,
    placed: list[tuple[pygame.Rect, list[Line]]],
    colour: Callable[[int], theme.Colour] = lambda _: theme.TEXT_DIM,
) -> int:
    """Each row's lines under its button, in `colour(number)` of the line they come
    from; the y under the last row."""
    px = theme.px
    y = 0
    for rect, lines in placed:
        y = rect.bottom + px(4)
        for text, number, rest in lines:
            x = rect.left + px(4) + (px(INDENT) if rest else 0)
            theme.blit_text(canvas, text, DETAIL, colour(number), topleft=(x, y))
            y += px(DETAIL_LINE)
        y += px(GAP)
    return y


def button_size(label: str, width: int, largest: int) -> int:
    """A row's button text size: `largest`, or smaller (not under the small text) until
    `label` holds within `width` ('Manche 1, votre placement · le vôtre 20 % · celui de
    l'ordinateur 50 %' ran out of its button at 1280x720)."""
    size = largest
    while size > theme.FONT_SMALL and theme.font(size).size(label)[0] > width - theme.px(24):
        size -= 1
    return size
