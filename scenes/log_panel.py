"""The game log panel every table shows: the lines told so far, newest at the bottom,
wrapped to the box, drawn again only when what it shows changes.

A table keeps only what its lines say. A line is a `LogLine`, or the skeleton's
(owner, text) pair (`TableScene.describe`: None for a public line, else the seat whose
own line it is), or plain text; a table appends them to `LogPanel.lines` as it tells
them, late ones too (Night's throw, told when its rope lands). The panel:
- shows a seat's own lines only while that seat is the one shown (`viewer`), so no
  private line reaches the screen while another person may be looking;
- lights the last action's lines on a band (`lit_from`, the first of them);
- scrolls back with the wheel (`scroll_by`), by rows, or by whole entries where the
  style says so, stopping when the first entry is on the top row, the top line never
  the middle of an entry;
- keeps lines waiting for their moment (`defer`: a card turning over, dice tumbling)
  and adds them when due (`age`) or at once (`flush`);
- answers which lines may be shown now (`visible`, `entries`), the latest of them
  (`recent`), the line drawn under a point (`line_at`: the hexes a line names) and
  where each row shown lies (`placed`);
- lights the entry under the pointer (`pointer`) on a rounded band where the table
  says that line is worth it (`hover`: Dojo's lines that name hexes), drawn on the
  canvas each frame so the kept picture of the rows is not made again as it moves;
- says how far back it is scrolled (`LogStyle.scroll_marker`);
- follows its box when the box's size changes (`place`);
- says every line again in a new language from how it was made (`retranslate`).

How it looks (sizes, insets, colours, a picture before a line, older lines faded) is
a `LogStyle`; the default is Taisen's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from . import theme
from .text_cache import TextCache

Translate = Callable[..., str]
Colour = tuple[int, int, int]

MAX_LINES = 400
"""Lines kept (the oldest go): a long game's log stays bounded."""


@dataclass(frozen=True)
class LogLine:
    text: str
    side: int | None = None
    """The side or seat the line is about (its picture, its colour), None neutral."""
    tone: str = "plain"
    """What kind of line (a table's style picks the colour and picture from it)."""
    owner: int | None = None
    """The seat whose own line it is (shown only while that seat is shown), None public."""


LineSource = Callable[[Translate], "LogLine | None"]
"""How a line was made (its event described, or a system message), so that a
language change can say every line again in the new language."""


def as_line(entry: Any) -> LogLine:
    """A table's entry as a LogLine: a LogLine, an (owner, text) pair, or text."""
    if isinstance(entry, LogLine):
        return entry
    if isinstance(entry, tuple):
        owner, text = entry
        return LogLine(text, owner=owner)
    return LogLine(str(entry))


def _plain(line: LogLine) -> Colour:
    return theme.TEXT_DIM


@dataclass(frozen=True)
class LogStyle:
    """How a table's log looks; lengths in design px (theme.px)."""

    font: int = theme.FONT_MIN
    step: int | None = 22
    """From one row to the next; None: the font's line size."""
    left: int = 30
    """The rows' left edge inside the box."""
    top: int = 8
    """The first row's top inside the box."""
    margin: int = 38
    """The box's width less the rows' width."""
    height_margin: int = 16
    """The box's height less the height the rows fill."""
    least_rows: int = 1
    """Rows shown in the smallest box (0: none when no row fits)."""
    whole_entries: bool = False
    """Scroll by entries, and show only whole ones: the top row starts an entry."""
    indent: str = "  "
    """Begins each wrapped line after an entry's first."""
    colour: Callable[[LogLine], Colour] = _plain
    lit_colour: Colour = theme.GOLD
    band: Colour = theme.PANEL_LIGHT
    """Behind the last action's lines."""
    band_left: int = 0
    band_margin: int = 0
    """The band's left edge inside the box, and the box's width less the band's."""
    icon: Callable[[LogLine, int], pygame.Surface | None] | None = None
    """A picture before an entry's first row (given the line and its size in real px)."""
    icon_left: int = 8
    icon_size: int = 16
    faded: int | None = None
    """The alpha of all but the newest FRESH rows while not scrolled back (None: none)."""
    scroll_marker: bool = False
    """How far back the log is scrolled, drawn at its top right."""


FRESH = 4

HOVER_WIDEN = 8
"""The hover band reaches this far past the rows' words (design px, half each side)."""

ENTRIES = LogStyle(
    step=None,
    left=8,
    top=6,
    margin=16,
    height_margin=12,
    whole_entries=True,
    indent="",
    band_left=8,
    band_margin=12,
)
"""A column's log (Shinobi, Night): dim lines, whole entries, the top row never the
middle of one; each table moves it where its column wants (dataclasses.replace)."""


@dataclass
class _Rows:
    """The rows shown, worked out for a key (what the panel shows and its box)."""

    key: tuple[Any, ...]
    rows: list[tuple[LogLine, str, bool, bool]] = field(default_factory=list)
    """(line, text, first row of its entry, lit) per row shown, top first."""


class LogPanel:
    """`LogPanel(rect, style)`: the log's lines, the seat shown, the lines lit, the
    scroll, and their picture in the box `rect` (real px at the scale drawn now)."""

    def __init__(self, rect: pygame.Rect | None = None, style: LogStyle | None = None) -> None:
        self.style = style or LogStyle()
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 0, 0)
        self.lines: list[Any] = []
        """The entries told (LogLine, (owner, text) or text), oldest first."""
        self.sources: list[LineSource | None] = []
        """How each line added through `add` was made (retranslate)."""
        self.viewer: int | None = None
        """The seat shown: its own lines are shown with the public ones."""
        self.lit_from: int | None = None
        """The index in `lines` of the last action's first line (lit with those after)."""
        self.lit_to: int | None = None
        """The index in `lines` where the lit lines stop (None: at the newest): a step
        told again (scenes/shinobi/again_log.py)."""
        self.scroll = 0
        """Rows (or whole entries) scrolled back from the newest."""
        self.follow: Callable[[LogPanel], None] | None = None
        """Called before the panel is asked what it shows: the table sets the seat
        shown, the lines lit and the box there (they change with the table's state)."""
        self.deferred: list[tuple[float, Any]] = []
        """Lines waiting for their moment (seconds left, line), soonest first."""
        self.pointer: tuple[int, int] | None = None
        """Where the pointer is (real px; the table sets it, e.g. in `follow`)."""
        self.hover: Callable[[LogLine], bool] | None = None
        """Whether the entry under the pointer is lit on a band (None: never)."""
        self.wraps = TextCache()
        self.visible_rows = 1
        self.room = pygame.Rect(self.rect)
        """The box the panel was placed in (its lines keep under `kept_top` of it)."""
        self._kept_top = 0
        self._shown: _Rows | None = None
        self._surface: pygame.Surface | None = None
        self._surface_key: _Rows | None = None
        self._measure()

    # ------------------------------------------------------------------ the lines
    def add(self, line: Any, source: LineSource | None = None) -> None:
        """A line told now (scrolled back to the newest); `source` says it again."""
        if len(self.sources) < len(self.lines):  # lines appended directly have no source
            self.sources += [None] * (len(self.lines) - len(self.sources))
        self.lines.append(line)
        self.sources.append(source)
        if len(self.lines) > MAX_LINES:
            cut = len(self.lines) - MAX_LINES
            del self.lines[:cut], self.sources[:cut]
            if self.lit_from is not None:
                self.lit_from = max(0, self.lit_from - cut)
        self.scroll = 0

    def defer(self, line: Any, seconds: float) -> None:
        """A line told in `seconds` (when what it tells is seen), after those waiting."""
        self.deferred.append((seconds, line))

    def age(self, seconds: float) -> None:
        """The waiting lines come `seconds` nearer; those due join the log, in order."""
        if self.deferred:
            self.deferred = [(left - seconds, line) for left, line in self.deferred]
            while self.deferred and self.deferred[0][0] <= 0:
                self.add(self.deferred.pop(0)[1])

    def flush(self) -> None:
        """Every waiting line, now."""
        while self.deferred:
            self.add(self.deferred.pop(0)[1])

    def clear(self) -> None:
        self.deferred = []
        self.lines, self.sources = [], []
        self.lit_from = None
        self.scroll = 0
        self.forget()

    def retranslate(self, tr: Translate) -> None:
        """Say every line again in `tr`'s language (lines without a source stay)."""
        sources = self.sources + [None] * (len(self.lines) - len(self.sources))
        entries = list(zip(self.lines, sources, strict=True))
        self.lines, self.sources = [], []
        for line, source in entries:
            again = source(tr) if source is not None else line
            if again is not None:
                self.add(again, source)
        self.forget()

    def forget(self) -> None:
        """Draw again from the lines (their words changed, not their number)."""
        self.wraps.clear()
        self._shown = None
        self._surface = None

    def visible(self) -> list[tuple[int, LogLine]]:
        """The lines that may be shown now (public, or the shown seat's own), each with
        its index in `lines`."""
        if self.follow is not None:
            self.follow(self)
        viewer = self.viewer
        shown = []
        for index, entry in enumerate(self.lines):
            line = as_line(entry)
            if line.owner is None or line.owner == viewer:
                shown.append((index, line))
        return shown

    def entries(self) -> list[tuple[str, bool]]:
        """The lines that may be shown now, oldest first, each with whether it is lit
        (the last action's)."""
        shown = self.visible()
        lit_from = len(self.lines) if self.lit_from is None else self.lit_from
        lit_to = len(self.lines) if self.lit_to is None else self.lit_to
        return [(line.text, lit_from <= index < lit_to) for index, line in shown]

    def recent(self, count: int) -> list[tuple[str, bool]]:
        """The latest `count` of `entries` (a column that tells the last few)."""
        return self.entries()[-count:] if count > 0 else []

    # ------------------------------------------------------------------ the box
    @property
    def kept_top(self) -> int:
        """Real px at the top of the box left to something laid over it (the replay's
        caption of the computer's move), the lines drawn under it, never under it."""
        return self._kept_top

    @kept_top.setter
    def kept_top(self, kept: int) -> None:
        if kept != self._kept_top:
            self._kept_top = kept
            self.place(self.room)

    def place(self, rect: pygame.Rect) -> None:
        """The panel at `rect` (real px, at the scale drawn now), less its kept top."""
        self.room = pygame.Rect(rect)
        kept = max(0, min(self.kept_top, rect.height))
        self.rect = pygame.Rect(rect.left, rect.top + kept, rect.width, rect.height - kept)
        self._measure()

    def text_width(self) -> int:
        return self.rect.width - theme.px(self.style.margin)

    def step(self) -> int:
        style = self.style
        return theme.font(style.font).get_linesize() if style.step is None else theme.px(style.step)

    def _rows_of(self, line: LogLine) -> list[str]:
        """An entry's rows: never a word alone on its last (text_cache.whole_tail)."""
        style = self.style
        return self.wraps.wrap(line.text, style.font, self.text_width(), style.indent, tail=True)

    def scroll_room(self) -> int:
        """The most the log scrolls back: until its first line is on the top row (the
        box stays full; it never scrolls on into emptiness)."""
        entries = self.visible()
        rows = 0
        if self.style.whole_entries:
            for end, (_, line) in enumerate(entries, start=1):
                rows += len(self._rows_of(line))
                if rows >= self.visible_rows:
                    return len(entries) - end
            return 0
        rows = sum(len(self._rows_of(line)) for _, line in entries)
        return max(0, rows - self.visible_rows)

    def scroll_by(self, rows: int) -> None:
        """Back (positive) or forward by `rows` (entries, where whole), within the log."""
        if self.follow is not None:
            self.follow(self)
        self._measure()
        self.scroll = max(0, min(self.scroll_room(), self.scroll + rows))

    def _measure(self) -> None:
        style = self.style
        height = self.rect.height - theme.px(style.height_margin)
        self.visible_rows = max(style.least_rows, height // max(1, self.step()))

    @property
    def rows(self) -> list[tuple[LogLine, str]]:
        """Every row of the lines that may be shown now, oldest first: (line, text)."""
        return [(line, text) for _, line in self.visible() for text in self._rows_of(line)]

    def shown(self) -> list[tuple[LogLine, str, bool, bool]]:
        """The rows shown now, top first: (line, text, first row of its entry, lit)."""
        if self.follow is not None:
            self.follow(self)
        lit_from = len(self.lines) if self.lit_from is None else self.lit_from
        lit_to = len(self.lines) if self.lit_to is None else self.lit_to
        key = (
            len(self.lines),
            self.viewer,
            (lit_from, lit_to),
            self.scroll,
            self.rect.size,
            theme.scale(),
        )
        if self._shown is not None and self._shown.key == key:
            return self._shown.rows
        self._measure()
        shown = self.visible_rows
        entries = self.visible()
        self.scroll = min(self.scroll, self.scroll_room())
        rows: list[tuple[LogLine, str, bool, bool]] = []
        if self.style.whole_entries:
            for index, line in reversed(entries[: len(entries) - self.scroll]):
                entry = [
                    (line, text, k == 0, lit_from <= index < lit_to)
                    for k, text in enumerate(self._rows_of(line))
                ]
                if rows and len(rows) + len(entry) > shown:
                    break
                rows[:0] = entry
                if len(rows) >= shown:
                    break
            rows = rows[:shown]
        else:
            every = [
                (line, text, k == 0, lit_from <= index < lit_to)
                for index, line in entries
                for k, text in enumerate(self._rows_of(line))
            ]
            end = len(every) - self.scroll
            rows = every[max(0, end - shown) : end]
        self._shown = _Rows((*key[:3], self.scroll, *key[4:]), rows)  # the scroll kept in
        return rows

    def line_at(self, pos: tuple[int, int]) -> LogLine | None:
        """The line one of whose rows is drawn under `pos` (None elsewhere)."""
        rows = self.shown()  # (the table's box followed first)
        if not self.rect.collidepoint(pos):
            return None
        row = (pos[1] - self.rect.top - theme.px(self.style.top)) // max(1, self.step())
        return rows[row][0] if 0 <= row < len(rows) and pos[1] >= self.rect.top else None

    def placed(self) -> list[tuple[pygame.Rect, LogLine]]:
        """The rows shown now, top first, each with where its words lie on the window
        (the text's width, one step high)."""
        style, step = self.style, self.step()
        left, top = self.rect.left + theme.px(style.left), self.rect.top + theme.px(style.top)
        return [
            (pygame.Rect(left, top + step * i, self.text_width(), step), line)
            for i, (line, *_) in enumerate(self.shown())
        ]

    def hovered(self) -> LogLine | None:
        """The entry lit under the pointer: its line, where `hover` says so."""
        if self.hover is None or self.pointer is None:
            return None
        line = self.line_at(self.pointer)
        return line if line is not None and self.hover(line) else None

    # ------------------------------------------------------------------ drawing
    def _render(self, rows: list[tuple[LogLine, str, bool, bool]]) -> pygame.Surface:
        style, px = self.style, theme.px
        surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        step, y = self.step(), px(style.top)
        for i, (line, text, first, lit) in enumerate(rows):
            if lit:
                band = pygame.Rect(
                    px(style.band_left), y, self.rect.width - px(style.band_margin), step
                )
                surface.fill((*style.band, 255), band)
            icon = style.icon(line, px(style.icon_size)) if first and style.icon else None
            if icon is not None:
                surface.blit(icon, (px(style.icon_left), y + px(2)))
            row = theme.text(text, style.font, style.lit_colour if lit else style.colour(line))
            if style.faded is not None and self.scroll == 0 and i < len(rows) - FRESH:
                row = row.copy()
                row.set_alpha(style.faded)
            surface.blit(row, (px(style.left), y))
            y += step
        if style.scroll_marker and self.scroll:
            marker = self._marker()
            rect = surface.blit(marker, marker.get_rect(topright=(self.rect.width - px(8), px(4))))
            x, y = rect.left - px(8), rect.centery
            pygame.draw.polygon(
                surface,
                theme.TEXT_FAINT,
                [(x - px(5), y + px(3)), (x + px(5), y + px(3)), (x, y - px(4))],
            )
        return surface

    def _marker(self) -> pygame.Surface:
        return theme.text(f"-{self.scroll}", theme.FONT_MIN, theme.TEXT_FAINT)

    def marker_rect(self) -> pygame.Rect | None:
        """Where the scroll marker (its arrow and count) is drawn on the window, while
        the log is scrolled back (None otherwise)."""
        if not (self.style.scroll_marker and self.scroll):
            return None
        px = theme.px
        rect = self._marker().get_rect(topright=(self.rect.right - px(8), self.rect.top + px(4)))
        return rect.union(pygame.Rect(rect.left - px(13), rect.centery - px(4), px(13), px(8)))

    def surface(self) -> pygame.Surface:
        """The panel's picture, made again only when its rows change."""
        rows = self.shown()
        if self._surface is None or self._surface_key is not self._shown:
            self._surface = self._render(rows)
            self._surface_key = self._shown
        return self._surface

    def draw(self, canvas: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        """The panel at `rect` (else where it was placed last)."""
        if rect is not None:
            self.place(rect)
        surface = self.surface()
        lit = self.hovered()
        if lit is not None:  # the entry under the pointer, each of its rows on a band
            for row, line in self.placed():
                if line is lit:
                    band = row.inflate(theme.px(HOVER_WIDEN), 0)
                    pygame.draw.rect(canvas, self.style.band, band, border_radius=theme.px(4))
        canvas.blit(surface, self.rect)
