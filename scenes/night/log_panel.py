"""The Night table's game log, in the shared panel (scenes/log_panel.py): its lines
are public text (a plan is told only once all are revealed; a throw's lines wait for
its rope to land, staging.py), drawn as the latest whole entries that fit, newest at
the bottom, in the box the column leaves it."""

from __future__ import annotations

from dataclasses import replace

from .. import theme
from ..log_panel import ENTRIES, LogPanel
from .layout import LOG_LINE

STYLE = replace(ENTRIES, font=theme.FONT_SMALL, step=LOG_LINE, least_rows=0)
"""Dim lines, whole entries (the top line never the middle of one), none in a box
too low for a line; at FONT_SMALL, capitals 11.5 px at 1280x720 (issue 33: the log
was 10.1 px at FONT_MIN)."""


def table_log() -> LogPanel:
    """The table's log panel (its lines are the table's `log_lines`)."""
    return LogPanel(style=STYLE)
