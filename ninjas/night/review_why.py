"""The review's reason for a costly Night move (the lead's s13 closing note, 'Left' 3:
Night's costly moves still said 'No gain shows at once: it shows in what follows', where
Taisen, Shinobi and Dojo say what the better move gets).

What the seat could count then, each higher the better, the weightiest first: its
injuries (a missed throw hurts the thrower, and an injury takes a backpack slot), the
points in its backpack it knew the faces of before the move (a collect's new tokens
are face down to it until taken: the review never says a face the seat did not see),
its yellow tokens (4 or 5 points, their backs yellow), its tokens, the others' injuries
(a fist that lands), and the tokens on the roof it stands on. A throw at the same roof
with another length says the roof's distance and which length lands; two plans, which
leave the same position, say what the computer's plan's own action finds there now
(the roof's tokens, a ninja within the fist's reach, the seat's injuries)."""

from __future__ import annotations

from dataclasses import dataclass

from . import data
from .position import INJURY
from .rules import NightState

THROWS = ("move", "attack")


def features(state: NightState, seat: int, before: NightState) -> list[tuple[str, float]]:
    """The position's worth to `seat` right after a move, as it could count it (the
    faces of tokens it knew at `before`, the decision's position)."""
    pack = [t for t in state.backpacks[seat] if t is not None and t != INJURY]
    known = [t for t in pack if before.face_up or seat in before.known[t]]
    value = sum(data.TOKEN_VALUES.get(state.kinds[t], 0) for t in known)
    yellow = sum(1 for t in pack if state.kinds[t] in data.YELLOW_KINDS)
    hits = sum(state.injuries(other) for other in range(state.players) if other != seat)
    here = state.positions[seat]
    held = len(state.held) if seat == state.current_player else 0  # back there at the end
    roof = len(state.roofs[here]) + held if here is not None else 0
    return [
        ("night_injured", -float(state.injuries(seat))),
        ("night_value", float(value)),
        ("night_yellow", float(yellow)),
        ("night_tokens", float(len(pack))),
        ("night_hits", float(hits)),
        ("night_roof", float(roof)),
    ]


@dataclass(frozen=True)
class ThrowPair:
    """Two throws of one string at one roof: its distance, each length, which lands."""

    kind: str
    distance: float
    best: float
    made: float
    best_lands: bool
    made_lands: bool


def throw_pair(state: NightState, computer: str, made: str) -> ThrowPair | None:
    """The computer's throw and the one made, at the same roof (None for other moves)."""
    ours, theirs = made.split(), computer.split()
    if len(ours) != 3 or len(theirs) != 3 or ours[0] not in THROWS or ours[:2] != theirs[:2]:
        return None
    seat = state.current_player
    here = state.positions[seat]
    if here is None:
        return None
    aim = int(ours[1])
    target = aim if ours[0] == "move" else state.positions[aim]
    if target is None:
        return None
    fist = ours[0] == "attack"
    whole = fist or state.experienced
    lands = [
        state.village.throw(here, target, float(words[2]), fist=fist, whole=whole)
        for words in (theirs, ours)
    ]
    distance = round(state.village.distance(here, target), 1)
    return ThrowPair(ours[0], distance, float(theirs[2]), float(ours[2]), lands[0], lands[1])


def plan_pair(state: NightState, computer: str, made: str) -> tuple[str, str] | None:
    """The first action where the computer's plan and the one made differ (theirs,
    yours), at the plan phase; None for other moves."""
    ours, theirs = made.split(), computer.split()
    if state.phase != "plan" or ours[:1] != ["plan"] or theirs[:1] != ["plan"]:
        return None
    for mine, its in zip(ours[1:], theirs[1:], strict=False):
        if mine != its:
            return its, mine
    return None


@dataclass(frozen=True)
class PlanFact:
    """What the computer's planned action finds at the decision's position."""

    action: str
    count: int = 0
    """Collect: the tokens on the roof; move: the most tokens on a roof the grapnel
    reaches; heal: the injuries; steal: the tokens in the backpack of the one there."""
    free: int = 0
    """Collect: the free backpack slots."""
    other: int | None = None
    """Attack, steal: the seat in reach (the first)."""


def plan_fact(state: NightState, seat: int, action: str) -> PlanFact:
    """What `action` finds for `seat` at `state` (the plan's position): public facts
    and the seat's own backpack only."""
    here = state.positions[seat]
    if here is None:
        return PlanFact(action)
    if action == "collect":
        return PlanFact(action, len(state.collectable(here)), state.free_slots(seat))
    if action == "move":
        reached = [
            len(state.roofs[b])
            for b in range(len(state.village.buildings))
            if state.village.reachable(here, b) and state.reach_from(here, b, "move")
        ]
        return PlanFact(action, max(reached, default=0))
    if action == "attack":
        foes = [
            other
            for other in state._targets(seat)
            if state.within_string(seat, state.positions[other] or 0, "attack")
        ]
        return PlanFact(action, other=foes[0] if foes else None)
    if action == "heal":
        return PlanFact(action, state.injuries(seat))
    if action == "steal":
        there = [s for s in range(state.players) if s != seat and state.positions[s] == here]
        best = max(there, key=lambda s: len(state.token_slots(s)), default=None)
        count = len(state.token_slots(best)) if best is not None else 0
        return PlanFact(action, count, other=best)
    return PlanFact(action)
