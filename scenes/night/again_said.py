"""The prompt's words while 'Replay their turns (T)' plays (turn_again.py): whose
action is told again, and that nothing is played meanwhile. Before, the prompt kept the
live table's words over the replay: 'Sam — Your action now: Move' at its first step,
'Ida is playing…' at its second, her grapnel flying again (newcomer T, s20, 126-127:
whose turn was it now?)."""

from __future__ import annotations

from typing import Any


def said(table: Any) -> str | None:
    """The prompt's words while the replay plays, else None."""
    going = getattr(table, "again", None)
    if going is None:
        return None
    tr = table.app.tr
    if going.at < 0 or going.at >= len(going.steps):  # the village before them
        return str(tr("night.again.prompt_start"))
    seat = going.steps[going.at].seat
    total = len(going.steps)
    return str(tr("night.again.prompt", name=table.seat_name(seat), done=going.at + 1, total=total))
