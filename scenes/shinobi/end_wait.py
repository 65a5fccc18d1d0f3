"""How long a Shinobi table stays on its ending before the results open (newcomer X,
s21, guided game FR 1280x720: after the round-ending move, ~4 s of the table frozen on
'The game is over.', then the results). A Grasshopper game's results open on the same
table, its final picture (final_picture.py): the move that ended the round ringed and
named in a caption, with 'Space, Enter or a click: on to the scores'. The table's own
wait showed nothing more, so there it is a beat (the last move's animation is waited
for all the same: show_results waits while the table is busy). Grand Master's end (the
round's ranking, the Final Boss) and the title's demo keep the long wait."""

from __future__ import annotations

from typing import Any

BEAT = 0.4
"""Seconds (at speed 1) from the last move's animation to the final picture."""


def results_delay(table: Any, long: float) -> float:
    """The table's wait before its results: a beat where the results open on the final
    picture (a Grasshopper game with a person at it), else `long`."""
    if table.app.demo or table.state.mode != "grasshopper":
        return long
    return BEAT
