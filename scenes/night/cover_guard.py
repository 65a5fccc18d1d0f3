"""The last word before a frame is drawn, two people or more at one laptop: a person's
private screen shows only to the one who took the laptop through her cover, or in the
open, her faces drawn as backs (open_turn.py). A safety net, no path known to need it:
newcomer C's 'leak' (s14, nc-C/024 -> 025, 111 -> 112: Space on the computer's hold,
then Ines's screen while Bruno held the laptop) was her cover, risen by itself at the
hold's end, taken by the Space pressed to go on (tableflow/handoff_flow.py, awaiting).
Whatever opens such a screen, it is taken away before it is drawn, a warning is logged,
and the hand-off flow decides again (her cover, or her turn in the open)."""

from __future__ import annotations

import logging
from typing import Any

from ninjas.night import secrecy

from . import open_turn, private_ends

log = logging.getLogger(__name__)

NightTable = Any  # the scene itself: its state, its seats shown, its holder


def leaks(table: NightTable) -> bool:
    """The table shows a person's private screen (her faces, or a turn that may show
    her new ones) that nobody handed her: she is not the laptop's holder, her turn was
    not opened in the open, and another person sits at the laptop."""
    seat = table.shown_seat
    humans = list(table.humans)
    if seat is None or seat == table.holder or seat not in humans or len(humans) < 2:
        return False
    if table.phones is not None or table.handoff_open or table.app.top is not table:
        return False
    if open_turn.everyone_looks(table):
        return False  # her turn in the open: her faces are drawn as backs
    state = table.state
    if state.is_terminal:
        return False
    return secrecy.shows_secret(state, seat) or secrecy.needs_private(state, seat)


def check(table: NightTable) -> bool:
    """A private screen nobody handed over (`leaks`) is hidden now (True); the hand-off
    flow then covers the table for the person to move, as after any turn. First, a
    private step over, the laptop is nobody's again (private_ends.py)."""
    if private_ends.ended(table):
        table._refresh()
    due = getattr(table, "cover_due", None)
    if due is not None and table.time >= due and not table.busy:
        table.cover_due = None  # her throw's result seen: the cover it waited for
        table._refresh()  # (open_turn.result_first)
    if not leaks(table):
        return False
    log.warning(
        "Night: seat %s's private screen opened with no cover (holder %s, actions %s): hidden",
        table.shown_seat,
        table.holder,
        len(table.session.actions),
    )
    table.shown_seat = None
    table._refresh()
    return True
