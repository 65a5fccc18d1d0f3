"""Why the hint plans what it plans, in a few words: 'Hint: Collect + Move (3 tokens lie
on your roof, then on to another)'. The plan hint gave two actions and no reason (issue
33, newcomer G). The reason is made of what the planning seat may see: tokens counted,
never their faces; a ninja within the string's reach, never how far."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.night import data
from ninjas.night.rules import NightState

if TYPE_CHECKING:
    from .table_protocol import NightTable


def collectable(state: NightState, roof: int) -> int:
    """How many tokens on `roof` may be collected this round (yellow ones from round 5)."""
    return sum(
        1
        for t in state.roofs[roof]
        if state.round >= data.YELLOW_FROM_ROUND or state.kinds[t] not in data.YELLOW_KINDS
    )


def best_roof(state: NightState, seat: int) -> int | None:
    """The roof within the moving string's reach holding the most tokens to collect,
    the nearest of those alike, as the computer's Move (ninjas.night.ai) chooses: the
    lowest numbered one was named, and the Move's hint then chose another as full and
    nearer (newcomer T, s9 u4: roof 2 planned, roof 11 hinted)."""
    here = state.positions[seat]
    if here is None:
        return None
    roofs = [
        b
        for b in range(len(state.village.buildings))
        if b != here and state.village.reachable(here, b) and state.within_string(seat, b, "move")
    ]
    roofs = [b for b in roofs if collectable(state, b)]
    return max(
        roofs,
        key=lambda b: (collectable(state, b), -state.village.distance(here, b), -b),
        default=None,
    )


def why_first(table: NightTable, seat: int, action: str) -> str:
    """Why the first action, from where the ninja stands now ('' when none is said)."""
    tr = table.app.tr
    state = table.state
    here = state.positions[seat]
    if here is None:
        return ""
    if action == "collect":
        return tr.plural("night.reason.collect", collectable(state, here))
    if action == "move":
        roof = best_roof(state, seat)
        if roof is None:
            return ""
        return tr.plural("night.reason.move", collectable(state, roof), roof=roof + 1)
    if action == "attack":
        near = [
            s
            for s in range(state.players)
            if (there := state.positions[s]) is not None
            and there != here
            and state.village.reachable(here, there)
            and state.within_string(seat, there, "attack")
        ]
        return tr("night.reason.attack", name=table.seat_name(near[0])) if near else ""
    if action == "steal":
        others = [
            s
            for s in range(state.players)
            if s != seat and state.positions[s] == here and state.token_slots(s)
        ]
        return tr("night.reason.steal", name=table.seat_name(others[0])) if others else ""
    if action == "heal":
        return tr.plural("night.reason.heal", state.injuries(seat))
    return ""


def why_then(table: NightTable, first: str, second: str) -> str:
    """Why the second action, after the first: 'then collect there', 'then on to
    another roof' ('' when none is said)."""
    tr = table.app.tr
    if second == "collect" and first == "move":
        return tr("night.reason.then.collect_there")
    if second == "move" and first == "collect":
        return tr("night.reason.then.move_on")
    if second == "heal":
        return tr("night.reason.then.heal")
    return ""


def plan_reason(table: NightTable, plan: tuple[str, ...]) -> str:
    """The reason for a plan of two actions for the seat planning, in a few words."""
    seat = table.state.current_player
    parts = [why_first(table, seat, plan[0])]
    if len(plan) > 1:
        parts.append(why_then(table, plan[0], plan[1]))
    parts = [p for p in parts if p]
    return table.app.tr("night.reason.sep").join(parts)
