"""'Replay its turn (T)' from the hold on the computer's last move (newcomer P, s18, at
Night: after a computer's turn the cue low on the table said 'Red ninja has played ...:
Space, Enter or a click to go on', and T, which replays the computers' turns, did
nothing there: it was offered only once her own turn had opened, past her cover).
Night's table (night/turn_again.py) and Shinobi's (shinobi/turn_again.py) answer it.

While the hold stands (handoff_flow.holding) T, or the top bar's button, plays the
computers' actions again on the open table, as it does on her turn (again_turn.py);
the cue says so, 'T: replay.' / 'T : revoir.', only where T may now. Nothing private
shows: the table draws what the seat shown may see, nobody's hand during a hold between
people. The hold waits for the replay (handoff_flow.paused: neither its time nor a
cover nor a round's card goes on meanwhile, and no key or click of the replay ends it)
and, the replay over, stands again from its start: the present table is read once more
before what follows."""

from __future__ import annotations

from typing import Any

from .computer import played_count


def open_(table: Any) -> bool:
    """The hold on the computer's last move stands on this table now."""
    flow = getattr(table, "handoff_flow", None)
    return flow is not None and flow.holding() and not flow.paused()


def cue_more(table: Any, key: str) -> str | None:
    """What the hold's cue adds, the words of `key` ('T: replay.'): only where T may
    replay now."""
    if not open_(table) or not table.again_available():
        return None
    return str(table.app.tr(key))


def resume(table: Any) -> None:
    """A replay asked from the hold is over: the hold stands again from its start (a
    hold that waits for a key waits for it as before)."""
    flow = table.handoff_flow
    count = played_count(table)
    if flow.read_from is not None and flow.read_from[0] == count:
        flow.read_from = (count, float(table.time))


def asked(table: Any) -> None:
    """A replay starts on `table`: it remembers whether it was asked from the hold."""
    table.__dict__["_again_hold"] = open_(table)


def paused(table: Any) -> bool:
    """The hold on the computer's last move waits for the replay asked from it
    (handoff_flow.paused)."""
    return table.again is not None and bool(table.__dict__.get("_again_hold"))


def done(table: Any) -> None:
    """A replay on `table` is over: asked from the hold, the hold stands again over the
    present (resume)."""
    if table.__dict__.pop("_again_hold", False):
        resume(table)
