"""The Dojo table's game log, in the shared panel (scenes/log_panel.py): its lines are
the skeleton's (owner seat or None, text) pairs (narrator.py says them), shown to the
seat they belong to; a card turning over and dice tumbling tell theirs late (`defer`);
the latest whole entries that fit, newest at the foot, scrolled back by the wheel; the
entry under the pointer lit on a band when it names hexes (they are ringed on the
board: map_layers.draw_log_hexes)."""

from __future__ import annotations

import math
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ninjas.core.events import Event
from ninjas.dojo.hexgrid import Hex

from .. import theme
from ..log_panel import ENTRIES, LogLine, LogPanel, as_line
from . import told_log
from .handoff_skip import own_lines_shown
from .layout import LOG_LINE, LOG_SIZE, MOVES_PHASES
from .stage import RollShow
from .walk_log import Walk, first_step, goes_on, walk_on

if TYPE_CHECKING:
    from .protocol import Table

STYLE = replace(
    ENTRIES,
    font=LOG_SIZE,
    step=LOG_LINE,
    left=24,
    top=10,
    margin=38,
    height_margin=16,
    scroll_marker=True,
    icon_left=7,
    icon_size=11,
)
"""The column's log (dim lines in LOG_SIZE, the smallest text; whole entries: the top
line never the tail of a sentence cut off) at Dojo's line step and insets, with how far
back it is scrolled; a line that names places marked in the left gutter (place_mark)."""


class DojoLog(LogPanel):
    """The log of the table `table` (its viewer, layout, pointer, narrator and stage)."""

    def __init__(self, table: Table) -> None:
        super().__init__(style=STYLE)
        self.table = table

        def follow(panel: LogPanel) -> None:
            # with only the computer playing, None: all; a seat's own lines wait for
            # its cover while people share the screen (handoff_skip.py)
            panel.viewer = table.viewer if own_lines_shown(table) else -1
            panel.pointer = table.mouse
            room = table.note.log_room()  # under the hex note when it takes the top
            if room != panel.rect:
                panel.place(room)

        self.follow = follow
        self.hover = lambda line: bool(table.narrator.line_hexes.get(line.text))
        self.style = replace(
            STYLE, icon=lambda line, size: place_mark(size) if self.hover(line) else None
        )
        self.walk: Walk | None = None
        """The walk the last line tells (a step on from its end says it again there)."""
        self.steps_of: dict[str, tuple[str, ...]] = {}
        """Each walk's line and the lines its steps' events say, in order (told_lines)."""
        self._cap: int | None = None
        """The lines shown while 'Replay its turn' plays (again_log.py), as last drawn."""

    def visible(self) -> list[tuple[int, LogLine]]:
        """The lines that may be shown; while 'Replay its turn' plays, none told after
        its turn began (again_log.py: the log no spoiler of the board shown)."""
        shown = super().visible()
        cap = self.table.turn_again.log_cap()
        return shown if cap is None else [(i, line) for i, line in shown if i < cap]

    def shown(self) -> list[tuple[LogLine, str, bool, bool]]:
        cap = self.table.turn_again.log_cap()
        if cap != self._cap:  # (its rows are kept by the lines' count: drawn again)
            self._cap = cap
            self.forget()
        return super().shown()

    def tell(self, event: Event, lines: list[tuple[int | None, str]]) -> None:
        """An event's `lines` told now; a step that goes on with the last line's walk
        says the whole walk in that line instead (walk_log.py: one line per walk)."""
        walk = self.walk
        self.walk = None
        if walk is not None and goes_on(walk, event) and self.lines:
            if as_line(self.lines[-1]).text == walk.text:
                self.walk = walk_on(self.table, walk, event)
                if len(self.steps_of) > 20_000:  # a very long game: kept bounded
                    self.steps_of.clear()
                steps = self.steps_of.get(walk.text, (walk.text,))
                self.steps_of[self.walk.text] = (*steps, *(text for _, text in lines))
                self.lines[-1] = (None, self.walk.text)
                self.scroll = 0
                self.forget()
                return
        for line in lines:
            self.add(line)
        if event.kind == "stepped" and len(lines) == 1:
            self.walk = first_step(event, lines[0][1])

    def told_lines(self) -> list[tuple[int | None, str]]:
        """The log's lines as its events tell them one by one, a walk's line as its
        steps' lines: what a phone's story of the turn follows (scenes/phone_story.py
        builds it event by event); the panel shows a walk in one line."""
        out: list[tuple[int | None, str]] = []
        for entry in self.lines:
            line = as_line(entry)
            steps = self.steps_of.get(line.text) if line.owner is None else None
            out += [(None, text) for text in steps] if steps else [(line.owner, line.text)]
        return out

    def rebuild(self, leave: int = 0) -> None:
        """A loaded (or undone) game's story so far, replayed from the seed and actions,
        less the last `leave` events (not yet told). In a replay, told on from the log
        kept at a position before (told_log.py), not from the first event."""
        self.clear()
        self.walk = None
        rolled: RollShow | None = None
        events = list(self.table.replayed_events())
        told = len(events) - leave
        start = told_log.restore(self, told)
        for index, event in enumerate(events):
            if start <= index < told:
                self.tell(event, self.table.narrator.describe(event))
            if event.kind == "turn":
                rolled = None
            elif event.kind in ("rolled", "blitz"):
                d = event.data
                rolled = RollShow(d["seat"], d["value"], event.kind == "blitz", 9.0)
        told_log.keep(self, told)
        if self.table.stage.roll_show is None and self.table.state.phase in MOVES_PHASES:
            self.table.stage.roll_show = rolled  # an undone step keeps the turn's die in view

    def retell(self, waiting: int) -> None:
        """Every line said again in the language of now (Settings changed it mid-game):
        the story replayed, less the `waiting` events not yet told; the lines waiting
        for a card to turn or the dice to stop keep their wait, in new words."""
        deferred, scroll = self.deferred, self.scroll
        self.rebuild(leave=waiting)
        if deferred:
            tail = self.lines[-len(deferred) :]
            del self.lines[-len(deferred) :], self.sources[-len(deferred) :]
            self.deferred = [(left, line) for (left, _), line in zip(deferred, tail, strict=True)]
        self.scroll = scroll

    def owns(self, seat: int) -> bool:
        """Has `seat` lines of its own here (its cards drawn, laid or kept), which the
        log shows only while that seat is shown?"""
        lines = [*self.lines, *(line for _, line in self.deferred)]
        return any(as_line(line).owner == seat for line in lines)

    def hexes(self) -> tuple[Hex, ...]:
        """The hexes named by the log line under the pointer (none elsewhere)."""
        line = self.line_at(self.table.mouse)
        return self.table.narrator.line_hexes.get(line.text, ()) if line is not None else ()


@lru_cache(maxsize=4)
def place_mark(size: int) -> pygame.Surface:
    """The mark before a line that names places on the board: a small hexagon, its
    outline in dark gold, its middle dark; the pointer on the line rings them
    there (map_layers.draw_log_hexes). Newcomer Z (s21, FR 1920x1080, 50): 'lance un
    shuriken depuis la plaine au nord-ouest de la forêt (est) vers la plaine au nord-est
    de la forêt (est)': she could not find them, and nothing said that a line could be
    pointed at."""
    mark = pygame.Surface((size, size + 2), pygame.SRCALPHA)
    r = size / 2
    cx, cy = r, (size + 2) / 2
    points = [
        (cx + r * math.cos(math.radians(90 + 60 * k)), cy + r * math.sin(math.radians(90 + 60 * k)))
        for k in range(6)
    ]
    pygame.draw.polygon(mark, theme.MIDNIGHT, points)
    pygame.draw.polygon(mark, theme.GOLD_DARK, points, max(1, size // 6))
    return mark
