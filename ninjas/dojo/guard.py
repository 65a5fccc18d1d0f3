"""Is a player's Dojo in danger? The enemy wins by ending a turn alone on it (RULINGS
section 4), so a Dojo left empty with an enemy ninja one roll away can be lost on the
enemy's next turn. The table warns before a step empties it (scenes/dojo/prompt_panel.py)
and the guided game plans its walks so that it never does (scenes/dojo/lesson.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data
from .ai import path_costs

if TYPE_CHECKING:
    from .hexgrid import Hex
    from .rules import DojoState


def enemy_reach(state: DojoState, seat: int) -> int | None:
    """The fewest moves an enemy ninja needs to walk onto `seat`'s Dojo, when one roll
    (or a Blitz: six) could give them; None when no enemy is that close."""
    home = state.dojos[seat]
    if home is None:
        return None
    terrain = state.terrain
    best: int | None = None
    for h in state.occupied(1 - seat):
        cost = path_costs(terrain, h).get(home)
        if cost is not None and cost <= data.MOVE_ROLL_MAX and (best is None or cost < best):
            best = cost
    return best


def empties_dojo(state: DojoState, src: Hex) -> bool:
    """Would a step of the mover's from `src` leave their Dojo with none of theirs on it
    while an enemy is near enough to walk in?"""
    seat = state.mover
    return (
        src == state.dojos[seat]
        and state.count(src, seat) == 1
        and enemy_reach(state, seat) is not None
    )
