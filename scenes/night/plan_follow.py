"""The Move's hint follows the plan the person took from the plan's hint (issue 33,
newcomer O, s8 n-16/n-18.png: the plan's hint said 'Move + Steal (roof 7, within
reach, 3 tokens...)', then the Move's hint said roof 10: two hints, two answers).

The plan's hint names a roof for its Move (plan_reason.best_roof). Once the person
plans that very plan, the Move's hint is the Move to that roof, its length the hint
computer's own estimate of the distance, unless something that bears on it changed:
others collect on it first (their plans, revealed since), its tokens or those of the
roof the search prefers changed, or the seat's own ninja moved. Then the hint is the
search's roof and says why it is not the one planned, truly: 'not roof 7 as planned:
its tokens changed since your plan'. A change elsewhere (a collect on a third roof,
another ninja's move) keeps the planned roof, never a reason that is not one."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ninjas.night import data
from ninjas.night.ai import estimate, taken_first
from ninjas.night.rules import NightAction, NightState

from ..ai_turn import HINT_LEVEL
from .plan_reason import best_roof

if TYPE_CHECKING:
    from .table_protocol import NightTable

Village = tuple[tuple[int | None, ...], tuple[tuple[int, ...], ...]]


def village_of(state: NightState) -> Village:
    """Where the ninjas stand and which tokens lie on each roof."""
    return tuple(state.positions), tuple(tuple(roof) for roof in state.roofs)


@dataclass(frozen=True)
class HintedPlan:
    seat: int
    round: int
    plan: tuple[str, str]
    roof: int
    """The roof the plan's hint named for its Move."""
    village: Village


class PlanFollow:
    """`planned(action)` when a plan's hint is shown; `follow(action)` when a Move's is
    found (the Move to the planned roof, or the search's); `why()` for its words."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.hinted: HintedPlan | None = None
        self.differs: str | None = None
        """Why the Move's hint shown is not the planned roof (None: it is, or none)."""

    def planned(self, action: NightAction) -> None:
        """A plan's hint `action` shown: the roof its words name for a first Move."""
        state = self.table.state
        seat = state.current_player
        plan = (str(action.args[0]), str(action.args[1]))
        roof = best_roof(state, seat) if plan[0] == "move" else None
        self.hinted = None
        if roof is not None:
            self.hinted = HintedPlan(seat, state.round, plan, roof, village_of(state))

    def follow(self, action: NightAction) -> NightAction:
        """The Move's hint: `action` (the search's), or the Move to the planned roof."""
        self.differs = None
        t = self.table
        state = t.state
        hinted = self.hinted
        if action.kind != "move" or hinted is None:
            return action
        seat = state.current_player
        plans = state.plans[seat] if seat < len(state.plans) else None
        if (
            seat != hinted.seat
            or state.round != hinted.round
            or plans is None
            or tuple(plans) != hinted.plan
            or state.step != 0
            or int(action.args[0]) == hinted.roof
        ):
            return action
        key = self._why_not_planned(state, seat, hinted, int(action.args[0]))
        if key is not None:  # the search's roof, and why
            self.differs = str(t.app.tr(key, roof=hinted.roof + 1, other=int(action.args[0]) + 1))
            return action
        here = state.positions[seat]
        moves = {int(a.args[0]) for a, _ in t.options if a.kind == "move"}
        if here is None or hinted.roof not in moves:
            return action
        distance = state.village.distance(here, hinted.roof)
        rng = random.Random(t._seed(t.hint_salt))  # the game's seed: the same each time
        length = estimate(distance, HINT_LEVEL, rng, data.MOVE_STRING_MAX)
        return NightAction("move", (str(hinted.roof), length))

    @staticmethod
    def _why_not_planned(
        state: NightState, seat: int, hinted: HintedPlan, other: int
    ) -> str | None:
        """What changed since the plan that bears on the planned roof or the search's
        `other` (a translation key), or None: nothing that does, and the plan holds.
        Only what is true is said (newcomer T, s9 u4: 'ninjas have moved since your
        plan' when Ada had collected on a third roof and none had moved; the search
        had only preferred a roof as full and nearer)."""
        now = village_of(state)
        if hinted.roof in taken_first(state, seat):  # by the plans revealed since
            return "night.hint.unplanned.taken"  # (issue 33, newcomer R, s8 n88)
        if now[1][hinted.roof] != hinted.village[1][hinted.roof]:
            return "night.hint.unplanned.tokens"
        if now[1][other] != hinted.village[1][other]:
            return "night.hint.unplanned.changed"
        if now[0][seat] != hinted.village[0][seat]:  # the roofs' distances changed
            return "night.hint.unplanned.moved"
        return None

    def why(self, action: NightAction) -> str | None:
        """Why the Move's hint `action` is not the planned roof, if so."""
        return self.differs if action.kind == "move" else None
