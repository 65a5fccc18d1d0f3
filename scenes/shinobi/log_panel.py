"""The Shinobi table's game log, in the shared panel (scenes/log_panel.py): its lines
are the skeleton's (owner seat or None, text) pairs (words.py says them); the seat
whose hand is shown sees its own, the last action's lines are lit on a band, and the
wheel scrolls back by whole entries; during 'Replay its turn' it follows the step
shown (again_log.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .. import theme
from ..log_panel import ENTRIES, LogPanel
from .again_log import follow_again

if TYPE_CHECKING:
    from .protocol import Table

STYLE = replace(ENTRIES, left=10, font=theme.FONT_SMALL)
"""Dim lines, the last action's in gold on a band, whole entries; at FONT_SMALL, capitals
11.5 px at 1280x720 (issue 33: at FONT_MIN they stood 10.1 px)."""


def table_log(table: Table) -> LogPanel:
    """The table's log panel, following the seat shown, the stage's lines and the box."""
    log = LogPanel(style=STYLE)
    replayed = [False]

    def follow(panel: LogPanel) -> None:
        stage = table.staging.stage
        panel.viewer = table.shown_seat
        panel.lit_from = stage.first_line if stage is not None else None
        panel.lit_to = None
        if follow_again(panel, table):  # the replay's step lit and scrolled to
            replayed[0] = True
        elif replayed[0]:  # the replay over: the newest lines again
            replayed[0], panel.scroll = False, 0
        box = table.layout.log
        if box != panel.room:  # (its rect is the room less a caption's top: replay)
            panel.place(box)

    log.follow = follow
    return log
