"""While 'Replay its turn' plays, the log shows the story as of the board shown: up to the
line that opens the computer's turn, its moves' lines hidden until the replay is over
(newcomer W, s21, Dojo EN 1280x720, 44_replay_its_1: the log under the replay already
told the end of the turn, its battle and its summoning, while the board showed its first
walk). The step's own words say each move as it plays (step_said.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..log_panel import as_line

if TYPE_CHECKING:
    from .protocol import Table


def turn_start(table: Table, seat: int) -> int | None:
    """How many of the log's lines were told before `seat`'s last turn began, its
    'Blue clan: turn 1.' line included (None: not found, the log shown whole)."""
    last = None
    for event in table.replayed_events():
        if event.kind == "turn" and event.data.get("seat") == seat:
            last = event
    if last is None:
        return None
    texts = {text for _, text in table.narrator.describe(last)}
    lines = table.log_panel.lines
    for index in range(len(lines) - 1, -1, -1):
        if as_line(lines[index]).text in texts:
            return index + 1
    return None
