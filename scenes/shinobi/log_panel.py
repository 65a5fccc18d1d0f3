"""The Shinobi table's game log: the lines told so far (each public or owned by a seat),
how far it is scrolled back, and its picture in the log box, the last action's lines
lit (drawn again only when they change)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import theme

if TYPE_CHECKING:
    from .protocol import Table


class LogPanel:
    """`LogPanel(table)`: the log's lines and scroll; the table gives the stage (the lines
    lit), the seat shown (private lines) and the box."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.lines: list[tuple[int | None, str]] = []
        """(owner seat or None for public, text), oldest first."""
        self.scroll = 0
        """Entries scrolled back from the newest (the wheel over the log)."""
        self.cache: pygame.Surface | None = None
        self.key: tuple[Any, ...] | None = None

    def entries(self) -> list[tuple[str, bool]]:
        """The log as it may be shown now (the table's visible_log), each line with
        whether it is the last action's (lit)."""
        table = self.table
        first = (
            table.staging.stage.first_line if table.staging.stage is not None else len(self.lines)
        )
        return [
            (line, index >= first)
            for index, (owner, line) in enumerate(self.lines)
            if owner is None or owner == table.shown_seat
        ]

    def surface(self) -> pygame.Surface:
        """The log's visible lines, drawn again only when they change; the last
        action's lines lit in gold on a band, so the eye finds what just happened."""
        table = self.table
        box = table.layout.log
        key = (
            len(self.lines),
            table.shown_seat,
            self.scroll,
            table.staging.stage.first_line if table.staging.stage is not None else -1,
            table.app.tr.lang,
            box.size,
            theme.scale(),
        )
        if self.key == key and self.cache is not None:
            return self.cache
        px = theme.px
        line_h = theme.font(theme.FONT_MIN).get_linesize()
        shown = max(1, (box.height - px(12)) // line_h)
        entries = self.entries()
        self.scroll = min(self.scroll, self.scroll_room(entries, shown))
        lines: list[tuple[str, bool]] = []  # whole entries, the newest shown last
        for line, lit in reversed(entries[: len(entries) - self.scroll]):
            entry = [
                (words, lit) for words in table.wraps.wrap(line, theme.FONT_MIN, box.width - px(16))
            ]
            if lines and len(lines) + len(entry) > shown:
                break
            lines[:0] = entry
        surface = pygame.Surface((box.width - px(12), box.height - px(8)), pygame.SRCALPHA)
        for i, (line, lit) in enumerate(lines[:shown]):
            if lit:
                band = pygame.Rect(0, line_h * i, surface.get_width(), line_h)
                surface.fill((*theme.PANEL_LIGHT, 255), band)
            colour = theme.GOLD if lit else theme.TEXT_DIM
            surface.blit(theme.text(line, theme.FONT_MIN, colour), (px(2), line_h * i))
        self.cache, self.key = surface, key
        return surface

    def scroll_room(self, entries: list[tuple[str, bool]], shown: int) -> int:
        """The most the log scrolls back: until its first line is on the top row (the
        box stays full; it never scrolls on into emptiness)."""
        width = self.table.layout.log.width - theme.px(16)
        lines = 0
        for end, (line, _) in enumerate(entries, start=1):
            lines += len(self.table.wraps.wrap(line, theme.FONT_MIN, width))
            if lines >= shown:
                return len(entries) - end
        return 0
