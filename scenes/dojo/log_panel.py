"""The Dojo table's game log, in the shared panel (scenes/log_panel.py): its lines are
the skeleton's (owner seat or None, text) pairs (narrator.py says them), shown to the
seat they belong to; a card turning over and dice tumbling tell theirs late (`defer`);
the latest whole entries that fit, newest at the foot, scrolled back by the wheel; the
entry under the pointer lit on a band when it names hexes (they are ringed on the
board: map_layers.draw_log_hexes)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ninjas.dojo.hexgrid import Hex

from ..log_panel import ENTRIES, LogPanel, as_line
from .layout import LOG_LINE, LOG_SIZE, MOVES_PHASES
from .stage import RollShow

if TYPE_CHECKING:
    from .protocol import Table

STYLE = replace(
    ENTRIES,
    font=LOG_SIZE,
    step=LOG_LINE,
    left=14,
    top=10,
    margin=28,
    height_margin=16,
    scroll_marker=True,
)
"""The column's log (dim lines in LOG_SIZE, the smallest text; whole entries: the top
line never the tail of a sentence cut off) at Dojo's line step and insets, with how far
back it is scrolled."""


class DojoLog(LogPanel):
    """The log of the table `table` (its viewer, layout, pointer, narrator and stage)."""

    def __init__(self, table: Table) -> None:
        super().__init__(style=STYLE)
        self.table = table

        def follow(panel: LogPanel) -> None:
            panel.viewer = table.viewer  # with only the computer playing, None: all
            panel.pointer = table.mouse
            room = table.note.log_room()  # under the hex note when it takes the top
            if room != panel.rect:
                panel.place(room)

        self.follow = follow
        self.hover = lambda line: bool(table.narrator.line_hexes.get(line.text))

    def rebuild(self) -> None:
        """A loaded (or undone) game's story so far, replayed from the seed and actions."""
        self.clear()
        rolled: RollShow | None = None
        for event in self.table.replayed_events():
            for line in self.table.narrator.describe(event):
                self.add(line)
            if event.kind == "turn":
                rolled = None
            elif event.kind in ("rolled", "blitz"):
                d = event.data
                rolled = RollShow(d["seat"], d["value"], event.kind == "blitz", 9.0)
        if self.table.stage.roll_show is None and self.table.state.phase in MOVES_PHASES:
            self.table.stage.roll_show = rolled  # an undone step keeps the turn's die in view

    def retell(self, waiting: int) -> None:
        """Every line said again in the language of now (Settings changed it mid-game):
        the story replayed, less the `waiting` lines of events not yet told; the lines
        waiting for a card to turn or the dice to stop keep their wait, in new words."""
        deferred, scroll = self.deferred, self.scroll
        self.rebuild()
        if waiting:
            del self.lines[-waiting:], self.sources[-waiting:]
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
