"""How a computer's Dojo turn keeps within its budget (tableflow/turn_budget.py; issue 33:
a computer's whole turn at most 4 s). A Dojo turn is many small actions (a roll, a step
at a time, the battles, a die at a time of its summoning), so each action's room must
keep what the turn still has to do: the budget's default, one action's RESERVE, left a
walk of 11 steps, a battle and a summoning of 23 dice at 5.1 s
(python -m scenes.bench_turns --game dojo --games 4 --at-once, seed 4)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..tableflow.turn_budget import RESERVE, floor_of
from .stage import QUICKEST_STEP

DIE_SECONDS = 0.05
"""A summoning die of the computer's set on its hex, at the most (a person's holds 0.15 s):
it stays there, seen, till the dice roll. With a pause before each, 23 dice took 1.2 s."""
STEP_SECONDS = 0.12
"""A computer's step of its walk, at the most (a person's walks 0.18 s a step): the pace
of a long walk's steps (stage.walk_step_seconds), its next step after the short pause."""
DIE_FLOOR = 1 / 60
"""... and at the least, in a long turn: a frame."""
WALKING = frozenset({"move"})
BATTLING = frozenset({"battle", "lay", "deal", "attack", "joker"})


def reserve(state: Any, seat: int, chained_pause: float) -> float:
    """Seconds kept for what `seat`'s turn has still to do after the action just played:
    while it walks, its moves left at their quickest and RESERVE each for its battles
    and its summoning; in its battles, RESERVE for the summoning; once its dice are being
    set, DIE_SECONDS for each die left."""
    if state.is_terminal or state.mover != seat:  # (a defender lays while it is `seat`'s turn)
        return 0.0
    phase = state.phase
    if phase in WALKING:
        return int(state.remaining) * (QUICKEST_STEP + chained_pause) + 3 * RESERVE
    if phase in BATTLING:
        return RESERVE
    if phase == "assign":
        return (len(state.summon_cards) - len(state.summon_hexes)) * DIE_SECONDS
    return RESERVE


def room(kinds: set[str], seconds: float) -> float:
    """The room of an action that queued events of `kinds`: a die set, DIE_SECONDS at
    most; a step of a walk, STEP_SECONDS."""
    if kinds == {"die_assigned"}:
        return min(seconds, DIE_SECONDS)
    if kinds == {"stepped"}:
        return min(seconds, STEP_SECONDS)
    return seconds


def chained_pause(state: Any, usual: float) -> float:
    """The pause before a computer's next action of its turn: none between the dice of
    its summoning (each is its own short hold, DIE_SECONDS), else `usual`."""
    return 0.0 if getattr(state, "phase", None) == "assign" else usual


def floor(kinds: Iterable[str], held: float) -> float:
    """The shortest the events queued (their `kinds`, `held` seconds) may become: a step
    of a walk QUICKEST_STEP, as a long walk's own steps (it still shows where the ninja
    went), anything else a moving step's floor."""
    kinds = set(kinds)
    if kinds == {"stepped"}:
        return min(held, QUICKEST_STEP)
    if kinds == {"die_assigned"}:  # the die stays on its hex till they roll
        return min(held, DIE_FLOOR)
    return floor_of(held, True)
