"""The person's decisions listed in the review's side panel when none cost anything
(issue 33, newcomer H: "No move cost anything: well played!" then left the right half
of the screen empty, with nothing to open). Each row says the moment in the table's
words, what was played, and whether the computer would have played it too or how
close the computer's own move came; a row opens the replay at that moment.

Every row's words are whole on the row, never cut with '…' (s21: 'Ciseaux 2 avec le
dé rou…' at 1280x720 in French, and at 1920x1080 the verdict whole only under the
pointer): the verdict stands beside the moment where both hold on one line, else under
it, and the move played and the computer's on one line where they hold, else each on
its own, all wrapped over as many lines as their words take (their rest indented).
Rows are as tall as their lines.

One widget: its keys and clicks are every list's of the review (row_picker.py); the
list scrolls to keep the row chosen shown, and the wheel scrolls it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import pygame

from ninjas import review as rv

from .. import theme
from ..widgets import draw_focus_ring, wrap_text
from .row_picker import RowPicker

TEXT = 21
"""A row's words (capitals 11.2 px at 1280x720, as the costly moves' details)."""
LINE = 25
ROW = 58
"""Design height of a row of two lines and the room between rows (the summary's
estimate of the room a row takes, summary.place_decisions: a taller row scrolls)."""
PAD = 8
TOP = 3
"""Design room over a row's first line."""
GAP = 8
"""Design room under a row's last line."""
INDENT = 16
"""Design indent of a line's wrapped rest."""
BESIDE = 12
"""Design room between the moment and the verdict on one line."""
PARTS = " · "
"""What parts a row's move words ('Played: ... · The computer: ...'): a line each."""

Row = tuple[str, str, theme.Colour, str]
"""A row's words: the moment, the verdict (and its colour), the move played."""


class Line(NamedTuple):
    """One line of a row: its words, their colour, whether it is a wrapped rest
    (indented), and the verdict beside it at the right (none: "")."""

    text: str
    colour: theme.Colour
    rest: bool = False
    right: str = ""
    right_colour: theme.Colour = theme.TEXT_DIM


def row_lines(row: Row, width: int) -> list[Line]:
    """A row's lines, every word whole, within `width` px at TEXT size."""
    moment, verdict, colour, played = row
    px = theme.px
    measure = theme.font(TEXT).size
    lines: list[Line] = []

    def wrapped(text: str, tone: theme.Colour) -> None:
        first, *rest = wrap_text(text, TEXT, width) or [""]
        lines.append(Line(first, tone))
        if rest:
            rest = wrap_text(" ".join(rest), TEXT, width - px(INDENT))
        lines.extend(Line(part, tone, True) for part in rest)

    if measure(moment)[0] + px(BESIDE) + measure(verdict)[0] <= width:
        lines.append(Line(moment, theme.GOLD, False, verdict, colour))
    else:
        wrapped(moment, theme.GOLD)
        wrapped(verdict, colour)
    whole = measure(played)[0] <= width  # (on one line where it holds: more rows shown)
    for part in [played] if whole else played.split(PARTS):
        wrapped(part, theme.MOONLIGHT)
    return lines


def row_height(count: int) -> int:
    """The height of a row of `count` lines, the room under it included."""
    px = theme.px
    return px(TOP) + count * px(LINE) + px(GAP)


class DecisionList(RowPicker):
    """`DecisionList(app, on_open, words)`: `on_open(item)` opens the replay at a
    decision, `words(item)` gives its row; `set_items` the decisions, `place` the box."""

    def __init__(
        self, app: Any, on_open: Callable[[rv.Item], None], words: Callable[[rv.Item], Row]
    ) -> None:
        super().__init__(app, on_open)
        self.words = words
        self.items: list[rv.Item] = []
        self.top = 0
        """The first row shown."""
        self._lines: dict[tuple[Row, int], list[Line]] = {}

    def set_items(self, items: list[rv.Item]) -> None:
        if items != self.items:
            self.items = list(items)
            self.selected = self.top = 0
            self.pressed = None

    def row_items(self) -> list[rv.Item]:
        return self.items

    # ------------------------------------------------------------------ rows
    def inner(self, width: int | None = None) -> int:
        """A row's words' width in a box `width` wide (the list's own unless said)."""
        return (self.rect.width if width is None else width) - 2 * theme.px(PAD)

    def lines(self, index: int, width: int | None = None) -> list[Line]:
        """Row `index`'s lines (kept per words and width)."""
        row = self.words(self.items[index])
        room = self.inner(width)
        key = (row, room)
        if key not in self._lines:
            self._lines[key] = row_lines(row, room)
        return self._lines[key]

    def said(self, index: int) -> list[str]:
        """Row `index`'s words as drawn: each of its lines' (wrapped rests joined to the
        line they continue), the verdict after the moment it stands beside."""
        out: list[str] = []
        for line in self.lines(index):
            if line.rest and out:
                out[-1] += " " + line.text
            else:
                out.append(line.text)
            if line.right:
                out.append(line.right)
        return out

    def height(self, index: int, width: int | None = None) -> int:
        return row_height(len(self.lines(index, width)))

    def shown_rows(self, top: int | None = None) -> int:
        """The rows shown whole from row `top` (the list's own unless said), one at least."""
        first = self.top if top is None else top
        room, count = self.rect.height, 0
        for index in range(first, len(self.items)):
            room -= self.height(index)
            if room < 0:
                break
            count += 1
        return max(1, count)

    def place(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.scroll(0)

    def last_top(self) -> int:
        """The top row from which the last row shows."""
        top = len(self.items) - 1
        while top > 0 and top - 1 + self.shown_rows(top - 1) >= len(self.items):
            top -= 1
        return max(0, top)

    def scroll(self, rows: int) -> None:
        """The list moved by `rows`, within its ends."""
        self.top = max(0, min(self.last_top(), self.top + rows))

    def follow(self) -> None:
        """The row chosen scrolled into view."""
        if self.selected < self.top:
            self.top = self.selected
        while self.selected >= self.top + self.shown_rows() and self.top < self.selected:
            self.top += 1
        self.scroll(0)

    def row_rect(self, index: int) -> pygame.Rect | None:
        """Where row `index` is drawn (None when it is scrolled out of the box)."""
        if not self.top <= index < min(len(self.items), self.top + self.shown_rows()):
            return None
        y = self.rect.top + sum(self.height(i) for i in range(self.top, index))
        return pygame.Rect(self.rect.left, y, self.rect.width, self.height(index))

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for index in range(self.top, min(len(self.items), self.top + self.shown_rows())):
            rect = self.row_rect(index)
            if rect is not None and rect.collidepoint(pos):
                return index
        return None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:  # (the scene hands it on: the menu does not)
            if self.hovered:
                self.scroll(-int(event.y))
                return True
            return False
        return super().handle_event(event)

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        px = theme.px
        lit = self.focused or self.hovered
        for index in range(self.top, min(len(self.items), self.top + self.shown_rows())):
            rect = self.row_rect(index)
            assert rect is not None
            box = rect.inflate(0, -px(4))
            if lit and index == self.selected:
                pygame.draw.rect(canvas, theme.PANEL_LIGHT, box, border_radius=px(8))
                if self.focused:
                    draw_focus_ring(canvas, box)
            x, y = box.left + px(PAD), rect.top + px(TOP)
            for line in self.lines(index):
                left = x + (px(INDENT) if line.rest else 0)
                theme.blit_text(canvas, line.text, TEXT, line.colour, topleft=(left, y))
                if line.right:
                    right = (box.right - px(PAD), y)
                    theme.blit_text(canvas, line.right, TEXT, line.right_colour, topright=right)
                y += px(LINE)
        self.draw_scrollbar(canvas)

    def draw_tip(self, canvas: pygame.Surface, within: pygame.Rect) -> pygame.Rect | None:
        """Nothing: every row's words are whole on the row (once cut, they showed whole
        only in a box over the row under the pointer: newcomer S, s20, 121)."""
        return None

    def draw_scrollbar(self, canvas: pygame.Surface) -> None:
        """A thin bar at the right edge when not every row is shown."""
        shown, count = self.shown_rows(), len(self.items)
        if count <= shown:
            return
        px = theme.px
        track = pygame.Rect(self.rect.right + px(4), self.rect.top, px(4), self.rect.height)
        pygame.draw.rect(canvas, theme.PANEL_LIGHT, track, border_radius=px(2))
        thumb = track.copy()
        thumb.height = max(px(12), track.height * shown // count)
        most = max(1, count - shown)
        thumb.top = track.top + (track.height - thumb.height) * min(self.top, most) // most
        pygame.draw.rect(canvas, theme.TEXT_DIM, thumb, border_radius=px(2))
