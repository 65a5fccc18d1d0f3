"""Why the hint plans what it plans, one short reason for each action: 'Hint: Collect +
Move (3 tokens lie on your roof, then on to another roof)'. The plan hint gave two
actions and no reason (issue 33, newcomer G), then a reason for the first alone: 'Skip +
Collect', 'Move + Skip' said nothing of the Skip, and 'Move + Steal (roof 5, in reach,
holds 2 tokens)' spoke of collecting on an empty roof (newcomer J, s11 nc-J/081c, 089,
096, 103c: "I can't tell whether the hint was right, it never says why").

The reason is made of what the planning seat may see: tokens counted or weighed by
the faces it has seen, never a face it has not; a ninja within the string's reach,
never how far; another seat's plan never (it is secret until revealed): a Steal where
nobody stands now says it counts on a ninja coming there, a guess. Where no fact the
seat sees is the reason, the words say what is: the hint is the hard computer's search
(ninjas.night.ai.NightPolicy._search_plan), which keeps the plan that did best when it
played the round out; the roof its Move goes to is its Move's own (best_roof)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ninjas.night import data
from ninjas.night.plan_roof import best_roof, collectable
from ninjas.night.rules import ACTIONS, NightState

if TYPE_CHECKING:
    from .table_protocol import NightTable


def suggested(state: NightState, seat: int) -> list[str]:
    """The two actions pre-selected for `seat` planning: Move then Collect, each
    replaced, where it cannot be done, by the first one that can (Skip always can). A
    Collect after the Move is judged on the roof the Move goes to (best_roof), not the
    roof it leaves: from an empty roof the red button said 'Move, then Skip', tokens in
    reach (newcomer V, s13, 226)."""
    doable = [a for a in ACTIONS if state.why_not(seat, a) is None]
    plan: list[str] = []
    for wish in ("move", "collect"):
        fresh = [a for a in doable if a not in plan] or doable
        landed = plan == ["move"] and wish == "collect" and best_roof(state, seat) is not None
        plan.append(wish if wish in fresh or landed else fresh[0])
    return plan


def in_fist_reach(state: NightState, seat: int, start: int | None = None) -> list[int]:
    """The seats whose ninja `seat`'s fist may reach from roof `start` (None: where it
    stands now), where they stand now."""
    here = state.positions[seat] if start is None else start
    return [
        s
        for s in range(state.players)
        if s != seat
        and (there := state.positions[s]) is not None
        and here is not None
        and there != here
        and state.village.reachable(here, there)
        and state.reach_from(here, there, "attack")
    ]


def may_beat(state: NightState, seat: int, roof: int) -> bool:
    """A token a Collect may take on `roof` may be worth more than the lowest in `seat`'s
    full backpack: by its face where the seat has seen it, else by the best its colour
    may be (pink 3, yellow 5)."""
    pack = state.backpacks[seat]
    own = [
        data.TOKEN_VALUES.get(state.kind_seen_by(pack[i], seat), 0) for i in state.token_slots(seat)
    ]
    lowest = min(own, default=0)
    late = state.round >= data.YELLOW_FROM_ROUND
    for t in state.roofs[roof]:
        kind = state.kind_seen_by(t, seat)
        if (kind in data.YELLOW_KINDS or kind == "yellow") and not late:
            continue
        best = data.TOKEN_VALUES.get(kind, {"pink": 3, "yellow": 5}.get(kind, 0))
        if best > lowest:
            return True
    return False


def nothing_worth_a_throw(state: NightState, seat: int) -> bool:
    """No roof within the moving string's reach holds a token to collect, and nobody is
    within the fist's reach: a Move or an Attack has nothing to win this turn."""
    return best_roof(state, seat) is None and not in_fist_reach(state, seat)


class Reasons:
    """The reasons of one plan for the seat planning on `table`."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.tr = table.app.tr
        self.state = table.state
        self.seat = self.state.current_player
        self.here = self.state.positions[self.seat]

    def first(self, action: str) -> str:
        """Why the first action, from where the ninja stands now ('' when none)."""
        tr, state, seat, here = self.tr, self.state, self.seat, self.here
        if here is None:
            return ""
        if action == "collect":
            if not state.free_slots(seat):  # a Collect with a full backpack swaps
                return self._swap(here, "night.reason.collect.swap")
            if not collectable(state, here):  # not '0 tokens lie on your roof'
                return tr("night.reason.collect.none")
            return tr.plural("night.reason.collect", collectable(state, here))
        if action == "move":
            roof = best_roof(state, seat)
            if roof is None:
                return tr("night.reason.tries", what=tr("night.action.move"))
            if not state.free_slots(seat):  # its tokens are no reason: no room for them
                return tr("night.reason.move.full", roof=roof + 1)
            return tr.plural("night.reason.move", collectable(state, roof), roof=roof + 1)
        if action == "attack":
            near = in_fist_reach(state, seat)
            return tr("night.reason.attack", name=self.table.seat_name(near[0])) if near else ""
        if action == "steal":
            return self._steal_here(here, "night.reason.steal")
        if action == "heal":
            return tr.plural("night.reason.heal", state.injuries(seat))
        if action == "skip":
            return self._skip(here, "night.reason.skip")
        return ""

    def then(self, first: str, second: str) -> str:
        """Why the second action, after the first ('' when none is said)."""
        tr, state, seat, here = self.tr, self.state, self.seat, self.here
        if here is None:
            return ""
        roof = self._after(first)
        if second == "collect":
            if not state.free_slots(seat):
                return self._swap(roof, "night.reason.then.swap")
            if first == "move":
                return tr("night.reason.then.collect_there")
            if first != "collect" and roof is not None and not collectable(state, roof):
                # an empty roof: the plan card says 'No token on your roof now', the
                # reason never 'then collect here' (newcomer T, s12, 114)
                return tr("night.reason.then.collect_none")
            return tr("night.reason.then.collect_here")
        if second == "move":
            return tr("night.reason.then.move_on")
        if second == "heal":
            return tr("night.reason.then.heal")
        if second == "steal":
            if roof is None:
                return tr("night.reason.tries", what=tr("night.reason.then.steal_any"))
            return self._steal_here(roof, "night.reason.then.steal")
        if second == "attack":
            return tr("night.reason.tries", what=tr("night.reason.then.attack"))
        if second == "skip":
            return self._skip(roof, "night.reason.then.skip")
        return ""

    def _after(self, first: str) -> int | None:
        """The roof the ninja stands on after its first action (None: not known now: a
        Move with no roof worth it, an Attack with nobody in reach)."""
        if first == "move":
            return best_roof(self.state, self.seat)
        if first == "attack":
            near = in_fist_reach(self.state, self.seat)
            return self.state.positions[near[0]] if near else None
        return self.here

    def _swap(self, roof: int | None, key: str) -> str:
        """A Collect with a full backpack: a token there may beat the lowest, else what
        the search found."""
        if roof is not None and may_beat(self.state, self.seat, roof):
            return self.tr(key)
        return self.tr("night.reason.tries", what=self.tr("night.action.collect"))

    def _steal_here(self, roof: int, key: str) -> str:
        """A Steal on `roof`: from whom stands there now carrying tokens, else what it
        counts on: a ninja coming there, a guess (the others' plans are secret)."""
        state, seat = self.state, self.seat
        there = [
            s
            for s in range(state.players)
            if s != seat and state.positions[s] == roof and state.token_slots(s)
        ]
        if there:
            return self.tr(key, name=self.table.seat_name(there[0]))
        return self.tr(f"{key}.guess", roof=roof + 1)

    def _skip(self, roof: int | None, key: str) -> str:
        """Why a Skip on `roof` (None: a roof not known now): nothing to win within
        reach, or a full backpack and nobody in reach, as the seat sees it from where it
        stands now; else what the search found."""
        state, seat = self.state, self.seat
        if roof == self.here and nothing_worth_a_throw(state, seat):
            return self.tr(f"{key}.nothing")
        if not state.free_slots(seat) and not state.injuries(seat):
            if not in_fist_reach(state, seat, roof):
                return self.tr(f"{key}.full")
        if roof is None:
            return self.tr(f"{key}.stay")
        return self.tr(key, roof=roof + 1)


#: why_not's codes that speak of the roof the ninja stands on now
ROOF_WHYS = frozenset(
    {"no_roof", "nobody_in_reach", "beyond_string", "no_token", "yellow_later"}
    | {"nobody_here", "nothing_to_steal"}
)
#: the first actions after which the ninja stands on a roof not known when planning
MOVERS = ("move", "attack")


def second_why(tr: Any, state: NightState, seat: int, first: str, second: str) -> str | None:
    """Why the second action may come to nothing, in words (None: nothing to say). After
    a Move or an Attack the ninja stands where the throw lands, not known now: a why of
    the roof it stands on now would speak of the roof it leaves ('Only yellow tokens
    here' under the second action's Collect after a Move, newcomer K, s11 nc-K/030), so
    it says the roof it lands on decides."""
    why = state.why_not(seat, second)
    if why is None:
        return None
    if second == "steal" and not state.free_slots(seat):  # whatever the roof: a full
        # backpack makes it fail (newcomer M, s17, 068 -> 080: told only at the Steal)
        return steal_full(tr, state, seat)
    if first in MOVERS and why in ROOF_WHYS:
        return str(tr("night.why.after", action=tr(f"night.action.{first}")))
    return str(tr(f"night.why.{why}"))


def steal_full(tr: Any, state: NightState, seat: int) -> str:
    """A Steal planned with the backpack full: discard first, or it fails (with
    injuries only, none to discard: it fails)."""
    key = "night.plan.steal_full" if state.token_slots(seat) else "night.plan.steal_full.injured"
    return str(tr(key))


def plan_reason(table: NightTable, plan: tuple[str, ...]) -> str:
    """The reason for a plan of two actions for the seat planning, in a few words."""
    reasons = Reasons(table)
    parts = [reasons.first(plan[0])]
    if len(plan) > 1 and not plan[0] == plan[1] == "skip":  # Skip + Skip: said once
        parts.append(reasons.then(plan[0], plan[1]))
    parts = [p for p in parts if p]
    return table.app.tr("night.reason.sep").join(parts)
