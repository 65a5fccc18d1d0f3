"""The table's words for a Dojo that enemies can outnumber on their next turn (issue 33,
newcomer W, s21, Dojo EN 1280x720 vs Hard: one ninja left home as the hint's walk did,
and a blue one walked through his forests onto his Dojo and won the battle, the game
with it; only an EMPTY Dojo was warned of). Ending the walk so asks first (end_guard),
and the walk hint says it of its own walk (narrator.hint_text). The reach is the rules'
movement for one roll (ninjas.dojo.rush: forest free, mountain 2, each walker its own
path)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.dojo import data
from ninjas.dojo.guard import left_open
from ninjas.dojo.rush import Rush, outnumbered

if TYPE_CHECKING:
    from ninjas.dojo.rules import DojoAction

    from .protocol import Table


def roll_words(table: Table, rush: Rush) -> str:
    """'a roll of 3 or more', or 'a roll of 6'."""
    tr = table.app.tr
    if rush.roll >= data.MOVE_ROLL_MAX:
        return str(tr("dojo.rush.roll_six"))
    return str(tr("dojo.rush.roll_up", roll=rush.roll))


def rush_text(table: Table, rush: Rush) -> str:
    """The question's words on ending the walk: how many stay, how many the enemy can
    walk in and with what roll, and what that means."""
    tr = table.app.tr
    name = table.seat_name(1 - table.state.mover)
    count = rush.defenders + 1
    said = [
        tr.plural("dojo.rush.held", rush.defenders),
        tr("dojo.rush.reach", name=name, count=count, roll=roll_words(table, rush)),
    ]
    if rush.most > count:
        said.append(tr("dojo.rush.most", most=rush.most))
    said.append(tr("dojo.rush.risk"))
    return " ".join(map(str, said))


def rush_hint(table: Table, action: DojoAction, more: list[str]) -> str:
    """What the walk hint adds when its walk (`action`, then `more`, to the move's end)
    leaves the Dojo held but outnumbered by what the enemy can walk in next turn: 'Careful:
    after this walk, Blue clan can bring 2 ninjas onto your Dojo with a roll of 6, more
    than yours there.'; else nothing (an empty Dojo: open_words)."""
    from ninjas.dojo.guard import _played

    if action.kind not in ("step", "end"):
        return ""
    state = table.state
    plan = [str(action), *more]
    if state.phase != "move" or left_open(state, plan):
        return ""
    after = _played(state, plan)[1]
    rush = outnumbered(after, state.mover)
    if rush is None:
        return ""
    tr = table.app.tr
    name = table.seat_name(1 - state.mover)
    return str(
        tr("dojo.rush.hint", name=name, count=rush.defenders + 1, roll=roll_words(table, rush))
    )
