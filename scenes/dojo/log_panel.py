"""The Dojo table's game log: its lines (public, or one seat's own), the lines waiting
for their moment (a card turning over, dice tumbling), and the panel that draws the
last whole entries the viewer may see, scrolled back by the wheel.

Phase 2 may swap it for the shared log panel (scenes/taisen/game_log.py's GameLog
lacks the private lines, the deferred lines and the hexes a line names).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.dojo.hexgrid import Hex

from .. import theme
from .layout import LOG_LINE, LOG_SIZE, MOVES_PHASES
from .stage import RollShow

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px


class LogPanel:
    """The log of the table `table` (its viewer, layout, mouse, narrator and stage)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.lines: list[tuple[int | None, str]] = []
        """(None, public line) or (seat, a line only that seat may read)."""
        self.deferred: list[tuple[float, int | None, str]] = []
        """Log lines waiting for their moment (seconds left, owner, line)."""
        self.scroll = 0
        """Entries of the log scrolled back by the wheel (0: the newest at the foot)."""
        self.seen = 0
        self.rows: list[tuple[pygame.Rect, str]] = []
        """Each log line drawn (a wrapped part of an entry) where it lies on the window,
        with the entry it belongs to."""
        self._cache: pygame.Surface | None = None
        self._key: tuple[Any, ...] | None = None

    def forget_drawn(self) -> None:
        """The layout changed: draw the log again."""
        self._key = None

    def age(self, step: float) -> None:
        """The waiting lines come `step` seconds nearer; those due join the log."""
        if self.deferred:
            self.deferred = [(left - step, owner, line) for left, owner, line in self.deferred]
            while self.deferred and self.deferred[0][0] <= 0:
                _, owner, line = self.deferred.pop(0)
                self.lines.append((owner, line))

    def visible(self) -> list[str]:
        """Public lines, and the private lines of the seat shown (with only the computer
        playing, the public ones: its cards show face up on the table)."""
        viewer = self.table.viewer
        return [line for owner, line in self.lines if owner is None or owner == viewer]

    def rebuild(self) -> None:
        """A loaded (or undone) game's story so far, replayed from the seed and actions."""
        self.lines = []
        rolled: RollShow | None = None
        for event in self.table.replayed_events():
            self.lines.extend(self.table.narrator.describe(event))
            if event.kind == "turn":
                rolled = None
            elif event.kind in ("rolled", "blitz"):
                d = event.data
                rolled = RollShow(d["seat"], d["value"], event.kind == "blitz", 9.0)
        if self.table.stage.roll_show is None and self.table.state.phase in MOVES_PHASES:
            self.table.stage.roll_show = rolled  # an undone step keeps the turn's die in view

    def flush(self) -> None:
        """Every waiting log line, now."""
        self.lines.extend((owner, line) for _, owner, line in self.deferred)
        self.deferred.clear()

    def scroll_by(self, rows: int) -> None:
        """The wheel over the log: back (up) or forward by whole entries."""
        shown = len(self.visible())
        self.scroll = max(0, min(max(0, shown - 1), self.scroll + rows))

    def surface(self) -> pygame.Surface:
        """The log's last lines as the viewer may see them, drawn again only on change;
        log_rows says where each drawn line lies on the window."""
        log_rect = self.table.layout.log
        entries = self.visible()
        if len(self.lines) != self.seen:  # a new line: back to the newest
            self.seen = len(self.lines)
            self.scroll = 0
        key = (
            len(self.lines),
            self.table.viewer,
            self.table.app.tr.lang,
            log_rect.size,
            self.scroll,
        )
        if self._key == key and self._cache is not None:
            return self._cache
        width = log_rect.width - px(28)
        height = log_rect.height - px(16)
        line_height = px(LOG_LINE)
        rows = max(1, height // line_height)
        # whole entries only, the newest (or the one scrolled back to) at the foot: the top
        # line is never the tail of a sentence cut off
        lines: list[tuple[str, str]] = []
        end = len(entries) - self.scroll
        for entry in reversed(entries[:end]):
            wrapped = self.table.wrap(entry, LOG_SIZE, width)
            if lines and len(lines) + len(wrapped) > rows:
                break
            lines[:0] = [(line, entry) for line in wrapped[:rows]]
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        left, top = log_rect.left + px(14), log_rect.top + px(10)
        self.rows = []
        for i, (line, entry) in enumerate(lines):
            surface.blit(theme.text(line, LOG_SIZE, theme.TEXT_DIM), (0, line_height * i))
            self.rows.append((pygame.Rect(left, top + line_height * i, width, line_height), entry))
        if self.scroll:  # scrolled back: how many entries lie below
            mark = theme.text(f"-{self.scroll}", theme.FONT_MIN, theme.TEXT_FAINT)
            surface.blit(mark, mark.get_rect(bottomright=(width, height)))
        self._cache, self._key = surface, key
        return surface

    def hexes(self) -> tuple[Hex, ...]:
        """The hexes named by the log line under the pointer (none elsewhere)."""
        if not self.table.layout.log.collidepoint(self.table.mouse):
            return ()
        for rect, entry in self.rows:
            if rect.collidepoint(self.table.mouse):
                return self.table.narrator.line_hexes.get(entry, ())
        return ()

    def draw(self, canvas: pygame.Surface) -> None:
        """The log; the entry under the pointer lit when it names hexes (they are ringed
        on the board: _draw_log_hexes)."""
        lay = self.table.layout
        surface = self.surface()
        if self.hexes():
            entry = next(e for r, e in self.rows if r.collidepoint(self.table.mouse))
            for rect, other in self.rows:
                if other == entry:
                    band = rect.inflate(px(8), 0)
                    pygame.draw.rect(canvas, theme.PANEL_LIGHT, band, border_radius=px(4))
        canvas.blit(surface, (lay.log.left + px(14), lay.log.top + px(10)))
