"""The moves no player misses, played in the review's playouts whatever their share of
random moves (ninjas.review.Playout).

Issue 33 (newcomer F's Dojo game): the review's playouts are `normal` (greedy in Dojo:
the best single step, blind to a walk of two) with half the moves random. A seat that
left its Dojo empty two hexes from an enemy stack lost nothing there: the enemy's
playout walked elsewhere in every world, so the blunder read 100% against 100%. Any
player takes an unguarded Dojo in reach (it ends the game), so the playouts do too: the
mover's ninja walks the cheapest path onto the enemy Dojo when no enemy guards it and
the moves left reach it (the hard level's own raid: ninjas.dojo.ai).

Newcomer E, s15 (143): in Night's last rounds the playouts' `normal` plan collects on
its own roof whatever a roof in reach holds (NightPolicy._plan: any token worth more
than its backpack's worst). Ines, injured with a full backpack, dropped her 1 and kept
her grapnel; the 1 lay on her roof, and in every world her next plan took it back and
left roof 2's better tokens, where after the computer's drop (the grapnel on her roof)
it moved and collected there: 0% against 56%, 'a mistake for sure', for one point. No
player collects a 1 beside a roof of 3s in reach: the playouts plan the Move and the
Collect there (night_plan)."""

from __future__ import annotations

import random
from typing import Any

from ninjas.dojo.ai import DojoPolicy
from ninjas.night.ai import (
    NightPolicy,
    move_in_reach,
    taken_ahead,
    taken_there,
    token_worth,
)


def _step_text(step: Any) -> str:
    return f"step {step.src[0]},{step.src[1]} {step.dst[0]},{step.dst[1]} {step.cost}"


_RAIDER = DojoPolicy("greedy", random.Random(0))
"""The raid's search reads the position only (its generator is never drawn from), so
one serves every playout (not a new one, its generator seeded, at every move)."""


def sure_move(state: Any) -> str | None:
    """The move every player makes here, or None: in Dojo, the next step of a walk that
    takes the enemy's unguarded Dojo with the moves left; in Night, a plan to collect on
    a better roof in reach (night_plan)."""
    game = getattr(state, "game", None)
    if game == "night":
        return night_plan(state)
    if game != "dojo" or state.phase != "move":
        return None
    path = _RAIDER._raid_path(state)
    if not path:
        return None
    return _step_text(path[0])


_PLANNER = NightPolicy("normal", random.Random(0))
"""The playouts' own planner (its plan reads the position only: no draw is made)."""
BETTER_ROOF = 1.0
"""How much more a roof in the Move's reach must offer than the seat's own roof (its
best token's worth: ninjas.night.ai.token_worth) for the plan to go there."""


def night_plan(state: Any) -> str | None:
    """In Night's plan phase, 'plan move collect' where the playouts' planner would
    collect on its own roof (then move) while a roof in the Move's reach offers a token
    worth BETTER_ROOF more than any its own roof offers (less what the ninjas acting
    before it may take first); None otherwise (its plan stands). Reads what the seat
    may know only: the tokens' faces it has seen (token_worth)."""
    if state.phase != "plan":
        return None
    seat = state.current_player
    here = state.positions[seat]
    if here is None or _PLANNER._plan(state, seat) != ("collect", "move"):
        return None

    def best(building: int, taken: int) -> float:
        roof = state.roofs[building]
        worth = sorted(
            (token_worth(state, seat, roof[i]) for i in state.collectable(building)),
            reverse=True,
        )
        return max(worth[taken:], default=0.0)

    own = best(here, taken_ahead(state, seat))
    reach = [
        best(b, taken_there(state, seat, b))
        for b in range(len(state.roofs))
        if b != here and state.village.reachable(here, b) and move_in_reach(state, here, b)
    ]
    if max(reach, default=0.0) >= own + BETTER_ROOF:
        return "plan move collect"
    return None
