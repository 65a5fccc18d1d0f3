"""The Night table's game log: its public lines (a plan is told only once all are
revealed; a throw's lines wait for its rope to land), drawn as the latest whole
entries that fit, newest at the bottom. Taisen's GameLog is to take it over."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from .layout import LOG_LINE

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable


class LogPanel:
    """`lines`: the log's entries, oldest first."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.lines: list[str] = []
        self.kept: tuple[tuple[object, ...], list[str]] | None = None
        """The wrapped lines drawn last, and what they were made from."""

    def forget(self) -> None:
        self.kept = None

    def draw(self, canvas: pygame.Surface, layout: Layout, box: pygame.Rect) -> None:
        """The latest log entries, wrapped, as many whole ones as fit (the newest at the
        bottom; the top line starts an entry, never the middle of one)."""
        step = layout.px(LOG_LINE)
        rows = max(0, (box.height - layout.px(12)) // step)
        width = box.width - layout.px(16)
        key = (len(self.lines), rows, width, theme.scale(), id(self.table.app.tr))
        if self.kept is None or self.kept[0] != key:
            wrap = self.table.text_fit.wrap
            parts: list[str] = []
            for line in reversed(self.lines[-rows:] if rows else []):
                wrapped = wrap(line, theme.FONT_MIN, width)
                if parts and len(parts) + len(wrapped) > rows:
                    break
                parts = wrapped + parts
            self.kept = (key, parts[:rows])
        y = box.top + layout.px(6)
        for part in self.kept[1]:
            canvas.blit(
                theme.text(part, theme.FONT_MIN, theme.TEXT_DIM), (box.left + layout.px(8), y)
            )
            y += step
