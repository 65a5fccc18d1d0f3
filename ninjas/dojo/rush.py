"""How many enemy ninjas one roll could walk onto a Dojo, and whether that is more than
stand on it (issue 33, newcomer W, s21, Dojo EN 1280x720 vs Hard: he spread out as the
hint did, one ninja left home, and on the computer's first turn a blue ninja walked
through two forests of his onto his Dojo and won the battle, the game with it; the
table only warned of a Dojo left EMPTY, ninjas.dojo.guard).

The reach is the rules' movement (RULINGS section 4): one roll, 1 to 6 moves (a Blitz is
six), split among any ninjas, each entering a hex at its cost: forest free, mountain 2,
plains, water and a Dojo 1. A walk goes on through land the defender holds; water with
a defender in it is never entered. Each walker pays its own path, so a roll of 6 brings
two ninjas three moves away, or one two and one four. The other Dojo is passed like a
plains hex. Ninjas already standing on the Dojo are not counted (that is a battle now).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import data
from .paths import cheapest, enterable

if TYPE_CHECKING:
    from .hexgrid import Hex
    from .rules import DojoState


FAR = 99
"""No bound on a walk to a Dojo (walkers keeps those within a roll)."""


@dataclass(frozen=True)
class Rush:
    """Enemies that can outnumber a Dojo's defenders on their next turn: `defenders` of
    the seat's own there, `roll` the least roll that walks in more than them, `most` the
    enemies a 6 walks in, `moves` what the nearest one needs."""

    defenders: int
    roll: int
    most: int
    moves: int


def walk_costs(state: DojoState, seat: int) -> dict[Hex, int]:
    """The fewest moves from every hex to `seat`'s Dojo for an enemy walker (forest free,
    mountain 2; water holding one of `seat`'s ninjas closed). Empty before it is placed."""
    home = state.dojos[seat]
    if home is None:
        return {}
    return cheapest(enterable(state, 1 - seat), [home], FAR, backward=True)


def walkers(state: DojoState, seat: int) -> list[int]:
    """What each enemy ninja within one roll needs to walk onto `seat`'s Dojo, fewest
    first (a hex of three: three entries)."""
    home = state.dojos[seat]
    costs = walk_costs(state, seat)
    out: list[int] = []
    for h in state.occupied(1 - seat):
        cost = costs.get(h)
        if h != home and cost is not None and cost <= data.MOVE_ROLL_MAX:
            out.extend([cost] * state.count(h, 1 - seat))
    return sorted(out)


def brought(costs: list[int], roll: int) -> int:
    """How many of the walkers `costs` (fewest first) a roll of `roll` walks in (a
    battle's gathering too, ninjas.dojo.deck_end)."""
    spent = count = 0
    for cost in costs:
        if spent + cost > roll:
            break
        spent += cost
        count += 1
    return count


def rush(state: DojoState, seat: int) -> Rush | None:
    """The enemies' rush on `seat`'s Dojo as the board stands: the Rush when a roll can
    walk in more of them than `seat` has there, else None (also while a Dojo is not
    placed). An empty Dojo is outnumbered by a single walker."""
    home = state.dojos[seat]
    if home is None or state.dojos[1 - seat] is None:
        return None
    costs = walkers(state, seat)
    defenders = state.count(home, seat)
    for roll in range(1, data.MOVE_ROLL_MAX + 1):
        if brought(costs, roll) > defenders:
            most = brought(costs, data.MOVE_ROLL_MAX)
            return Rush(defenders, roll, most, costs[0])
    return None


def outnumbered(state: DojoState, seat: int) -> Rush | None:
    """The rush on a Dojo that still has defenders (an empty one is guard.left_open's
    warning), else None."""
    found = rush(state, seat)
    return found if found is not None and found.defenders > 0 else None


def site_moves(state: DojoState, site: Hex, seat: int) -> int | None:
    """The fewest moves from the other seat's placed Dojo to a site of `seat`'s Dojo
    (forest free, mountain 2), when one roll covers them; else None."""
    other = state.dojos[1 - seat]
    if other is None:
        return None
    from .paths import path_costs

    terrain = dict(state.terrain)
    terrain[site] = "dojo"
    cost = path_costs(terrain, other).get(site)
    return cost if cost is not None and cost <= data.MOVE_ROLL_MAX else None


def site_rushers(state: DojoState, site: Hex, seat: int) -> int:
    """How many of the other Dojo's ninjas a 6 walks onto a site of `seat`'s Dojo on the
    first turn: as many as stand there, each paying the walk (site_moves); 0 beyond one
    roll, or before the other Dojo is placed. Two or more is a rush one ninja home does
    not meet: the placement hint says so (scenes/dojo/place_why.site_rush), and the
    computer's choice of a site, which is the hint's, keeps off such sites where it can
    (ai.DojoPolicy._place: newcomer Z, s21, advised a site two moves from Blue's Dojo
    while warned of the rush)."""
    moves = site_moves(state, site, seat)
    other = state.dojos[1 - seat]
    if moves is None or other is None:
        return 0
    return min(state.count(other, 1 - seat), data.MOVE_ROLL_MAX // moves)
