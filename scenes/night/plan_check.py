"""A plan with an action that does nothing, asked once before it is played (newcomer O,
s18: as Ida she planned Collect on a roof whose tokens 'wait for round 5'; the card's
why was red but small, and Confirm took the plan without a word; her turn then passed).
The first press on Confirm asks 'Confirm a plan where Collect does nothing now?' on the
button itself, the dead action's card edged in the why's colour; the next plays it. A
second action after a Move or an Attack is not judged: the roof it lands on decides."""

from __future__ import annotations

from ninjas.night.rules import NightState

from .plan_reason import MOVERS, ROOF_WHYS


def dead_action(state: NightState, seat: int, plan: list[str]) -> str | None:
    """The first of the plan's two actions that would do nothing as things stand (a why
    the cards say in red), else None."""
    first, second = plan[0], plan[1]
    if state.why_not(seat, first) is not None:
        return first
    why = state.why_not(seat, second)
    if why is None or (first in MOVERS and why in ROOF_WHYS):
        return None
    return second
