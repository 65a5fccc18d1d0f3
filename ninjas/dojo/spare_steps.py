"""The hint's free forest steps once every move is spent (issue 33, newcomer G: with
'Moves left: 0' the hint still said 'step from the Orange clan's Dojo to the forest, a
free forest step. Then 1 more step', shuffling ninjas through forests the player had no
reason to enter). The search takes a free step for the smallest gain in its judge
(FREE_STEP_GAIN, a ninja a little nearer the front); a person reads it as a chore. So,
once no move is left, the hint's walk goes on only where its free steps change what the
board counts: land held, or a battle joined. Else the hint is to end the move.
"""

from __future__ import annotations

from typing import Any

from .rules import DojoState


def _counted(state: DojoState, seat: int) -> tuple[int, int, list[Any]]:
    """What the free steps must change to be worth taking: both sides' land and the
    hexes where a battle will be fought."""
    return state.land(seat), state.land(1 - seat), state.shared_hexes()


def free_land(state: DojoState, plan: list[Any]) -> int:
    """The land the seat to move gains by the free steps `plan` starts with, played at
    `state` once every move is spent (0 when moves are left: the steps then pay)."""
    if state.phase != "move" or state.remaining or state.transit is not None:
        return 0
    seat = state.mover
    world = state.clone()
    for action in plan:
        text = str(action)
        if not text.startswith("step ") or text not in {str(a) for a in world.legal_actions()}:
            break  # (a plan gone stale, or not this position's: its steps up to there)
        world.apply(text)
    return world.land(seat) - state.land(seat)


def spare_steps_cut(state: DojoState, plan: list[Any]) -> list[Any]:
    """`plan` (the hint's actions from `state`), its free steps taken after the last move
    is spent replaced by ending the move when they change neither side's land nor any
    battle."""
    if state.phase != "move":
        return plan
    seat = state.mover
    world = state.clone()
    for at, action in enumerate(plan):
        text = str(action)
        if not text.startswith("step "):
            return plan
        if world.remaining == 0 and world.transit is not None:
            pass  # out of occupied water: a step it must take
        elif world.remaining == 0:
            return _cut(world, plan, at, seat)
        world.apply(text)
    return plan


def _cut(world: DojoState, plan: list[Any], at: int, seat: int) -> list[Any]:
    after = world.clone()
    for action in plan[at:]:
        if not str(action).startswith("step "):
            break
        after.apply(str(action))
    if _counted(after, seat) != _counted(world, seat):
        return plan
    end = next((a for a in world.legal_actions() if str(a) == "end"), None)
    return plan if end is None else plan[:at] + [end]
