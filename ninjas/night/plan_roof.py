"""The roof a Night plan's Move goes to, as the plan's hint names it (scenes/night/
plan_reason.py: 'moving to roof 4 did best in the computer's tries') and as the review
reads it (ninjas.review_plan_roof): one rule, in the rules' package so that both ask it."""

from __future__ import annotations

from . import data
from .ai import move_in_reach, move_roof
from .rules import NightState


def collectable(state: NightState, roof: int) -> int:
    """How many tokens on `roof` may be collected this round (yellow ones from round 5)."""
    return sum(
        1
        for t in state.roofs[roof]
        if state.round >= data.YELLOW_FROM_ROUND or state.kinds[t] not in data.YELLOW_KINDS
    )


def best_roof(state: NightState, seat: int) -> int | None:
    """The roof with tokens to collect that the hard computer's Move goes to, of those
    it aims at (ninjas.night.ai.move_in_reach, move_roof): the most worth collecting as
    the seat may know it, the nearest of those alike. The lowest numbered one was named,
    and the Move's hint then chose another as full and nearer (newcomer T, s9 u4: roof
    2 planned, roof 11 hinted); then the one of most tokens, three face-down pinks on
    roof 2, where the computer's Move, its tries and the review took roof 4's yellow
    token (newcomer O, s12: the review called the hint's roof a mistake)."""
    here = state.positions[seat]
    if here is None:
        return None
    roofs = [
        b
        for b in range(len(state.village.buildings))
        if b != here
        and state.village.reachable(here, b)
        and move_in_reach(state, here, b)
        and collectable(state, b)
    ]
    return move_roof(state, seat, roofs) if roofs else None
