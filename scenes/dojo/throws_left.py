"""A throw's row says how many throws are left from its hex when more than one ninja
stands there: 'Throw from the plains to the east (1 defending): 2 throws left from
there'. Each ninja on plains throws once a turn (RULINGS.md, Dojo), and the list showed
one row for the hex however many stood on it (newcomer K, s17, 064: 'Throw from the
plains' once with 2 ninjas there; a second throw was offered after the first)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .routes import action_hex

if TYPE_CHECKING:
    from ninjas.dojo.rules import DojoAction

    from .protocol import Table


def row_label(table: Table, action: DojoAction) -> str:
    """The action's words in the list, a throw's with its hex's throws left."""
    label = str(table.narrator.action_label(action))
    if action.kind != "throw":
        return label
    state = table.state
    src = action_hex(action.args[0])
    if state.count(src, state.mover) < 2:
        return label
    left = state.count(src, state.mover) - state.thrown.get(src, 0)
    return str(table.app.tr.plural("dojo.act.throws_left", left, label=label))
