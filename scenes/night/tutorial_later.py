"""Guided Night's later lessons: what the first rounds' steps leave untaught, each told
when the game brings it to the person, else by a round of its own.

The guided game ended at round 2 having shown Move, Collect and Attack only (newcomers,
s23): Steal, Heal, the bonuses, a full backpack and the yellow tokens went untold. Each
of these is now a step that waits unseen (guide.Step.when) until its moment: the person
planning while injured (Heal), planning with Blue on her roof (Steal), holding a bonus
or collecting beside one (bonuses), a backpack with no free slot or a token in the hand
(full backpack), round 5's planning (yellow tokens). One whose moment has not come by
its round (DEADLINES) is told then all the same, as the person plans: so every one is
told before the lesson ends, in round 5, whatever was played. They only tell (Enter:
next): the table is played as ever meanwhile, and a step never asks for what the
rules would refuse."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ninjas.night import data

from ..guide import Step

PERSON = 0
"""The person's seat in the guided game."""
DEADLINES = {"bonus": 3, "heal": 4, "steal": 4, "full": 5, "yellow": data.YELLOW_FROM_ROUND}
"""The round by whose planning each lesson is told, its moment come or not."""
TARGETS = {"heal": "area", "steal": "area", "bonus": "area", "full": "packs", "yellow": "map"}
"""The part of the table's layout each lesson rings (Layout's attribute names)."""


def person_turn(table: Any) -> bool:
    """The person may act now: planning, or her action turn."""
    state = table.state
    return bool(table.can_act) and state.current_player == PERSON and state.phase in ("plan", "act")


def planning(table: Any) -> bool:
    return person_turn(table) and table.state.phase == "plan"


def _late(table: Any, key: str) -> bool:
    """The lesson's round has come, and the person plans."""
    return planning(table) and table.state.round >= DEADLINES[key]


def _injured(table: Any) -> bool:
    return planning(table) and table.state.injuries(PERSON) > 0


def _beside(table: Any) -> bool:
    """Someone with a token in the backpack stands on the person's roof as she plans."""
    return planning(table) and table.state.why_not(PERSON, "steal") in (None, "pack_full")


def _bonus(table: Any) -> bool:
    """A bonus of hers to play: in her backpack or hand, or on her roof as she collects."""
    state = table.state
    if not person_turn(table):
        return False
    here = state.positions[PERSON]
    mine = [t for t in state.backpacks[PERSON] if t is not None and t >= 0] + list(state.held)
    if state.phase == "act" and not state.main_done and state.planned(PERSON) == "collect":
        mine += state.roofs[here] if here is not None else []
    return any(state.kinds[t] in data.BONUS_KINDS for t in mine)


def _full(table: Any) -> bool:
    """Her backpack has no free slot, or a token waits in her hand."""
    state = table.state
    return person_turn(table) and (not state.free_slots(PERSON) or bool(state.held))


MOMENTS: dict[str, Callable[[Any], bool]] = {
    "bonus": _bonus,
    "heal": _injured,
    "steal": _beside,
    "full": _full,
    "yellow": lambda table: False,  # its round is its moment
}


def when(key: str) -> Callable[[Any], bool]:
    """The lesson's moment: the game brings it, or its round comes."""
    moment = MOMENTS[key]
    return lambda table: moment(table) or _late(table, key)


STEPS = tuple(Step(key, None, when=when(key)) for key in DEADLINES)
"""The later lessons, in the order their rounds come (the guide shows them in the order
their moments come)."""
