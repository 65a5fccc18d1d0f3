"""Why the Dojo hint places what it places, in one short line (issue 33, s10 brief
point 2: the walk hint says why, the placement hints did not): the Dojo's site by the
ground beside it, which the computer's choice weighs (ninjas/dojo/ai.py _place: a
mountain or a forest next to it is easy to hold), and a summoning's die by what one
more ninja there does (ai.py _assign: where one more helps most): guard a Dojo an enemy
can reach, or hold a hex an enemy stands next to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.dojo.guard import enemy_reach
from ninjas.dojo.hexgrid import neighbours

from .routes import action_hex

if TYPE_CHECKING:
    from ninjas.dojo.rules import DojoAction

    from .protocol import Table

HOLDING = ("mountain", "forest")
"""The ground the computer's choice of a site counts most (ai.py _place's weights)."""


def site_why(table: Table, action: DojoAction) -> str:
    """'Next to the mountain and the forest: ground easy to hold.' for the hinted site
    (nothing where neither is beside it)."""
    site = action_hex(action.args[0])
    terrain = table.state.terrain
    around = {terrain.get(n) for n in neighbours(site)}
    kinds = [kind for kind in HOLDING if kind in around]
    if not kinds:
        return ""
    tr = table.app.tr
    return str(tr("dojo.hint.why_site", around=tr.names([tr(f"dojo.terrain.{k}") for k in kinds])))


def die_why(table: Table, action: DojoAction) -> str:
    """Why the hinted die goes there: the Dojo an enemy can reach, a hex an enemy stands
    next to, else where one ninja more helps most."""
    state = table.state
    h = action_hex(action.args[0])
    seat = state.current_player
    tr = table.app.tr
    reach = enemy_reach(state, seat) if h == state.dojos[seat] else None
    if reach is not None:  # how near, so the person can see it is true (newcomer J, s11,
        # nc-J/028: 'An enemy can reach your Dojo' with the nearest six hexes away)
        return str(tr.plural("dojo.hint.why_die.dojo_in", reach))
    if any(state.count(n, 1 - seat) > 0 for n in neighbours(h) if n in state.terrain):
        return str(tr("dojo.hint.why_die.front"))
    return str(tr("dojo.hint.why_die.most"))
