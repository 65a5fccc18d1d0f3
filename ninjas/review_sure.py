"""The moves no player misses, played in the review's playouts whatever their share of
random moves (ninjas.review.Playout).

Issue 33 (newcomer F's Dojo game): the review's playouts are `normal` (greedy in Dojo:
the best single step, blind to a walk of two) with half the moves random. A seat that
left its Dojo empty two hexes from an enemy stack lost nothing there: the enemy's
playout walked elsewhere in every world, so the blunder read 100% against 100%. Any
player takes an unguarded Dojo in reach (it ends the game), so the playouts do too: the
mover's ninja walks the cheapest path onto the enemy Dojo when no enemy guards it and
the moves left reach it (the hard level's own raid: ninjas.dojo.ai)."""

from __future__ import annotations

import random
from typing import Any

from ninjas.dojo.ai import DojoPolicy


def _step_text(step: Any) -> str:
    return f"step {step.src[0]},{step.src[1]} {step.dst[0]},{step.dst[1]} {step.cost}"


_RAIDER = DojoPolicy("greedy", random.Random(0))
"""The raid's search reads the position only (its generator is never drawn from), so
one serves every playout (not a new one, its generator seeded, at every move)."""


def sure_move(state: Any) -> str | None:
    """The move every player makes here, or None: in Dojo, the next step of a walk that
    takes the enemy's unguarded Dojo with the moves left."""
    if getattr(state, "game", None) != "dojo" or state.phase != "move":
        return None
    path = _RAIDER._raid_path(state)
    if not path:
        return None
    return _step_text(path[0])
