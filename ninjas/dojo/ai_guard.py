"""Hard keeps its Dojo: it ends no move with none of its ninjas on its own Dojo while an
enemy ninja could walk in on the next turn (a roll, or a Blitz: six moves at most), unless
the move wins (issue 33, newcomer Q, s19, Dojo EN 1280x720 vs Hard: hard left its Dojo
empty with three of her ninjas near, and she took it and won on turn 5), or the land
count ends the game first: hard's own summon may draw past its deck while it leads; or the
other side's next summon may draw past its own (ai_clock.race_on) and only a move that
leaves the Dojo takes the land count back (newcomers J and P, s11-s12: the race lost).

The evaluation weighs that danger (ai.Judge.danger) against the land a move takes, and the
look-ahead's model of the other side (greedy) never walks onto a Dojo, so a move that
empties the Dojo could come out best. When the planned move does so, hard plans again with
the open Dojo costing OPEN, and plays the best move found (its value by the evaluation
itself) that keeps one ninja home; where none does, the plan stands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from . import data
from .ai_clock import race_on
from .scoring import land, land_count_winner

if TYPE_CHECKING:
    from .hexgrid import Hex
    from .movement import Movement, Step
    from .rules import DojoState

OPEN = 50.0
"""What an open Dojo costs while the guarded move is planned: half a capture (ai.CAPTURE),
so a move that takes the enemy Dojo still comes first."""
SHARE = 0.3
"""The share of hard's evaluation budget that the guarded planning may spend."""


def open_home(judge: Any, ninjas: dict[Hex, list[int]]) -> bool:
    """Does `ninjas` leave the seat of `judge` (an ai.Judge) with none of its ninjas on
    its Dojo while an enemy ninja stands within one roll's walk of it (forests free)?"""
    seat = judge.seat
    home = judge.dojos[seat]
    if home is None or ninjas.get(home, [0, 0])[seat] > 0:
        return False
    return any(
        c[1 - seat] > 0 and judge.costs[h].get(home, 99) <= data.MOVE_ROLL_MAX
        for h, c in ninjas.items()
    )


def keep_home(
    policy: Any, state: DojoState, judge: Any, plan: Sequence[Step], wins: float
) -> list[Step]:
    """`plan`, or where it leaves the Dojo open (and its value is not `wins`: the enemy
    Dojo taken) the best move found that keeps a ninja on it: among the moves the last
    search of `policy` (an ai.DojoPolicy) finished, and one planned again with the open
    Dojo costing OPEN."""

    def end(steps: Sequence[Step]) -> dict[Hex, list[int]]:
        m: Movement = policy._movement(state, state.remaining)
        for step in steps:
            m.step(step)
        return m.ninjas

    ninjas = end(plan)
    if not open_home(judge, ninjas) or judge.final(ninjas) >= wins:
        return list(plan)
    if summons_past(judge, ninjas):
        return list(plan)
    kept = [(v, s) for v, s in policy.finished if not open_home(judge, end(s))]
    finished = list(policy.finished)
    steps, found = policy._beam_plan(state, Guarding(judge), state.remaining, SHARE)
    policy.finished = finished
    guarded = end(steps)
    if found > -1e8 and not open_home(judge, guarded):  # (-1e9: no move may end)
        kept.append((judge.final(guarded), steps))
    if not kept:
        return list(plan)
    best = max(kept, key=lambda vs: vs[0])[1]
    if race_lost(judge, end(best)) and not race_lost(judge, ninjas):
        return list(plan)
    return list(best)


def counts(ninjas: dict[Hex, list[int]]) -> list[float]:
    return [float(sum(c[0] for c in ninjas.values())), float(sum(c[1] for c in ninjas.values()))]


def summons_past(judge: Any, ninjas: dict[Hex, list[int]]) -> bool:
    """May hard, ahead on land as `ninjas` stand, summon past its deck and so end the game
    won before the other side moves (ai.Judge.value's WIN_NOW)?"""
    seat: int = judge.seat
    deck: int = judge.decks[seat]
    return counts(ninjas)[seat] > deck and land_count_winner(judge.terrain, ninjas) == seat


def race_lost(judge: Any, ninjas: dict[Hex, list[int]]) -> bool:
    """May the other side summon past its deck at its next turn (ai_clock.race_on) while
    it leads on land as `ninjas` stand (its fights not fought): the game lost on the count?"""
    seat: int = judge.seat
    if not race_on(judge, counts(ninjas), seat):
        return False
    return land(judge.terrain, ninjas, seat) < land(judge.terrain, ninjas, 1 - seat)


class Guarding:
    """The evaluation of `judge` (an ai.Judge) with an open Dojo costing OPEN, for the
    beam search (ai.DojoPolicy._beam_plan: its steps by value, its moves by final)."""

    def __init__(self, judge: Any) -> None:
        self.judge = judge

    def value(self, ninjas: dict[Hex, list[int]], attacker: int) -> float:
        worth: float = self.judge.value(ninjas, attacker)
        return worth - OPEN if open_home(self.judge, ninjas) else worth

    def final(self, ninjas: dict[Hex, list[int]]) -> float:
        worth: float = self.judge.final(ninjas)
        return worth - OPEN if open_home(self.judge, ninjas) else worth
