"""What happened since a person's last turn, on the hand-off's own screen (issue 33: both
newcomers asked that "Since your last turn" be merged into the hand-off, so that a turn
costs one confirm; it was a second screen after it).

Everyone at the table sees the hand-off, so it tells the public lines only
(since_last_turn(public=True)): a seat's own lines (Shinobi's cards drawn or swapped,
Dojo's cards) are told inside the table once that person has said it is them (the log,
and Shinobi's note over the hand, scenes/shinobi/hand_news.py).

A long story opens at its first line, read down in time, as tall as the box holds,
and under the box how many lines are below (and how many of those are gold): Down or
the wheel scrolls the whole story in order, in place (HandoffScene.scroll_story).
It opened at the newest lines, the oldest hidden behind 'Up shows them': the hidden
part was the computer's turn, what the person most needed (newcomer Q, s12,
nc-Q/049-050: Marc pressed Up three times)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

import pygame

from . import theme
from .since_turn import SinceLine
from .widgets import draw_panel, shortened, wrap_text

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)

LINE_GAP = 4
BAR = 6
"""The gold bar before a line that touched the person (design px)."""
NARROWEST = 560
"""The box's least width (design px): a short story is not a sliver."""


class Row(NamedTuple):
    text: str
    touched: bool
    spans: tuple[tuple[int, int], ...] = ()
    """Where in `text` the gold words are, when only some of a touched row is gold."""


def gold_rows(line: SinceLine, rows: list[str]) -> list[Row]:
    """The rows a line is wrapped to, each with the spans of its gold words (a digest's
    line: only what touched the person is gold; any other touched line: all of it)."""
    if not line.touched or not line.gold:
        return [Row(text, line.touched) for text in rows]
    spans, start = [], 0
    for part in line.gold:
        at = line.text.find(part, start)
        if at >= 0:
            spans.append((at, at + len(part)))
            start = at + len(part)
    out, start = [], 0
    for text in rows:
        whole = text.removesuffix("…")  # a last row cut short
        at = line.text.find(whole, start)
        if at < 0:
            out.append(Row(text, True))
            continue
        end = at + len(whole)
        own = tuple((max(a, at) - at, min(b, end) - at) for a, b in spans if a < end and b > at)
        out.append(Row(text, bool(own), own))
        start = end
    return out


class HandoffStory:
    """`HandoffStory(app, story, name, first=...)`: the box of what happened since
    `name`'s last turn (`first`: since the game began, `name` yet to play); `story()` gives its lines (in the language of now: it is asked again when the
    language changes). `height(width, room)` lays it out at most `width` px wide (its
    width then: `width`) in `room` px at most (0: nothing to tell, or no room);
    `draw(canvas, rect)`."""

    def __init__(
        self,
        app: App,
        story: Callable[[], list[SinceLine]],
        name: str,
        *,
        first: bool = False,
        most_rows: int = 0,
    ) -> None:
        self.app = app
        self.most_rows = most_rows
        """A line wraps to this many rows at most, its last cut with '…' (0: no limit;
        the digest's line a player: two)."""
        self.more: Callable[[], str] = str
        """The note under a story shown whole (the cover's: 'All 23 lines: Tab')."""
        self.story = story
        self.name = name
        self.first = first
        """`name` has not played yet: the story runs from the game's start."""
        self.lines: list[SinceLine] = []
        self._told_in: str | None = None
        self.rows: list[Row] = []
        self.left_out = 0
        self.width = 0
        self.top = 0
        """The first of the story's rows shown (Down or the wheel scrolls it on)."""
        self.every_row: list[Row] = []
        self.line_of: list[int] = []
        """Each of every_row's line in the story."""
        self.fits = 0
        self.above = 0
        """Lines wholly above the rows shown."""
        self.below = 0
        """Lines wholly below the rows shown."""
        self.gold_below = 0
        """Of those, the lines that touched the person."""

    def tell(self) -> list[SinceLine]:
        """The story's lines, asked once per language (never worth a crash)."""
        lang = self.app.tr.lang
        if self._told_in != lang:
            self._told_in = lang
            try:
                self.lines = list(self.story())
            except Exception as exc:
                log.warning("The story since the last turn could not be told: %s", exc)
                self.lines = []
        return self.lines

    @staticmethod
    def row_height() -> int:
        return theme.font(theme.FONT_BODY).get_linesize() + theme.px(LINE_GAP)

    def heading_height(self) -> int:
        return theme.font(theme.FONT_BODY).get_linesize() + theme.px(6)

    def note_height(self) -> int:
        return theme.font(theme.FONT_SMALL).get_linesize() + theme.px(4)

    def height(self, width: int, room: int) -> int:
        """Lay the box out `width` px wide in at most `room` px high (the scale set);
        its height, 0 when there is nothing to tell or no room for a line."""
        lines = self.tell()
        self.width = width
        self.rows, self.left_out = [], len(lines)
        self.above = self.below = self.gold_below = 0
        if not lines:
            return 0
        pad = theme.px(16)
        frame = 2 * pad + self.heading_height()
        inner = width - 2 * pad - theme.px(BAR * 3)

        def wrap(text: str) -> list[str]:
            rows = wrap_text(text, theme.FONT_BODY, inner)
            if self.most_rows and len(rows) > self.most_rows:
                rest = " ".join(rows[self.most_rows - 1 :])
                cut = shortened(rest, theme.FONT_BODY, inner)
                rows = [*rows[: self.most_rows - 1], cut]
            return rows

        room_rows = (room - frame - self.note_height()) // self.row_height()
        if self.more():  # its note under a story shown whole, too
            frame += self.note_height()
        # the box as tall as the window allows: at 1920x1080 a first cover cut 15
        # lines to its last 9 under a glance of 10 rows, with room for 11 (newcomer K,
        # s11, nc-K/219: 'I missed who did what to whom earlier'); all where it holds all
        whole = sum(len(wrap(line.text)) for line in lines)
        fits = whole if whole <= (room - frame) // self.row_height() else room_rows
        if fits < 1:
            return 0
        self.fits = fits
        self.every_row, self.line_of = [], []
        for i, line in enumerate(lines):
            for row in gold_rows(line, wrap(line.text) or [""]):
                self.every_row.append(row)
                self.line_of.append(i)
        self.top = max(0, min(self.top, len(self.every_row) - fits))
        end = self.top + fits
        self.rows = self.every_row[self.top : end]
        first = self.line_of[self.top] if self.rows else 0
        last = self.line_of[end - 1] if end <= len(self.every_row) else len(lines) - 1
        # a line cut by the box's edge counts as neither above nor below
        self.above = first
        self.below = len(lines) - 1 - last
        self.gold_below = sum(line.touched for line in lines[last + 1 :])
        self.left_out = self.above + self.below
        self.width = min(width, max(theme.px(NARROWEST), self.words_width() + 2 * pad))
        note = self.note_height() if self.left_out and not self.more() else 0
        return frame + len(self.rows) * self.row_height() + note

    def scroll(self, rows: int) -> bool:
        """Scroll the story `rows` rows later (negative: earlier); False when a story
        shown whole has nowhere to go. Back at its end, the cut view again."""
        last = len(self.every_row) - self.fits
        if last <= 0:
            return False
        self.top = max(0, min(self.top + rows, last))
        return True

    def words_width(self) -> int:
        """The widest of the box's texts, laid out (the box is no wider than its words)."""
        body, small = theme.font(theme.FONT_BODY), theme.font(theme.FONT_SMALL)
        widths = [body.size(row.text)[0] + theme.px(BAR * 3) for row in self.rows]
        heading = body.size(self.heading())[0]
        if self.legend():
            heading += theme.px(24) + small.size(self.legend())[0]
        return max([heading, small.size(self.note())[0], *widths])

    def heading(self) -> str:
        key = "handoff.since.start" if self.first else "handoff.since"
        return str(self.app.tr(key, name=self.name))

    def legend(self) -> str:
        """What the gold means, when a line shown is gold."""
        if any(row.touched for row in self.rows):
            return str(self.app.tr("handoff.since.gold", name=self.name))
        return ""

    def note(self) -> str:
        """Under a story cut: how many lines are below (and how many of them gold), or
        once at its end, how many are above."""
        tr = self.app.tr
        if self.below and self.gold_below:
            return str(tr.plural("handoff.since.below_gold", self.below, gold=self.gold_below))
        if self.below:
            return str(tr.plural("handoff.since.below", self.below))
        if self.above:
            return str(tr.plural("handoff.since.more", self.above))
        return self.more()

    @staticmethod
    def draw_row(canvas: pygame.Surface, row: Row, topleft: tuple[int, int]) -> None:
        """A row's words: gold when it touched the person (only its gold spans, if it
        has them), moonlight otherwise."""
        if not row.spans:
            colour = theme.GOLD if row.touched else theme.MOONLIGHT
            theme.blit_text(canvas, row.text, theme.FONT_BODY, colour, topleft=topleft)
            return
        font = theme.font(theme.FONT_BODY)
        cuts = sorted({0, len(row.text), *(i for span in row.spans for i in span)})
        for a, b in zip(cuts, cuts[1:], strict=False):
            part = row.text[a:b]
            if not part.strip():
                continue
            gold = any(s <= a and b <= e for s, e in row.spans)
            colour = theme.GOLD if gold else theme.MOONLIGHT
            x = topleft[0] + font.size(row.text[:a])[0]
            theme.blit_text(canvas, part, theme.FONT_BODY, colour, topleft=(x, topleft[1]))

    def draw(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        if not self.rows:
            return
        px = theme.px
        pad = px(16)
        draw_panel(canvas, rect, fill=theme.PANEL, border=theme.BORDER, alpha=230, radius=12)
        left, inner = rect.left + pad, rect.width - 2 * pad
        y = rect.top + pad
        label = theme.blit_text(
            canvas, self.heading(), theme.FONT_BODY, theme.MOONLIGHT, topleft=(left, y)
        )
        legend = self.legend()
        room = inner - label.width - px(24)
        if legend and room > px(120):
            theme.blit_text(
                canvas,
                shortened(legend, theme.FONT_SMALL, room),
                theme.FONT_SMALL,
                theme.GOLD,
                bottomright=(rect.right - pad, label.bottom - px(2)),
            )
        y += self.heading_height()
        row_h = self.row_height()
        for row in self.rows:
            if row.touched:
                band = pygame.Rect(left, y, inner, row_h - px(2))
                pygame.draw.rect(canvas, theme.PANEL_LIGHT, band, border_radius=px(4))
                bar = pygame.Rect(left, y, px(BAR), row_h - px(2))
                pygame.draw.rect(canvas, theme.GOLD, bar, border_radius=px(2))
            self.draw_row(canvas, row, (left + px(BAR * 3), y + px(LINE_GAP) // 2))
            y += row_h
        note = self.note()
        if note:
            theme.blit_text(
                canvas,
                shortened(note, theme.FONT_SMALL, inner),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                topleft=(left, y + px(2)),
            )
