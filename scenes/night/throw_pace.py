"""How short a computer's throw may be made within its turn's time budget (Stage.fit):
its whole show, flight, landing and the blade it carries, never under FOLLOW seconds
(BLADE_FOLLOW with a Kunai or a Shuriken on the string) where it is longer. Squeezed to
its bare floor a throw was over in about a second, and the Kunai the computer threw at
Ines was never seen, only read (newcomer E, s15, 026-1, 034). With the settings'
'One move at a time' (computer_pace 'step', ab225c98) nothing is squeezed at all."""

from __future__ import annotations

from typing import Any

from ..tableflow.turn_budget import MOVE_FLOOR, floor_of

FOLLOW = 1.2
"""Seconds (at speed 1) a computer's throw keeps at least: its flight followed by eye."""
BLADE_FOLLOW = 1.5
"""Seconds a throw carrying a bonus (Kunai, Shuriken) keeps: the blade seen striking."""


def floor(table: Any, rope: Any, held: float) -> float:
    """The shortest the stage's `held` seconds (a rope, if any, and its effects) may
    become: all of them at the 'step' pace, else FOLLOW / BLADE_FOLLOW for a throw."""
    if getattr(table.app.settings, "computer_pace", "brisk") == "step":
        return held
    least = floor_of(held, True)
    if rope is None:
        return least
    return max(least, min(held, BLADE_FOLLOW if rope.blade else FOLLOW))


TIGHT_BUDGET = 3.8
"""Seconds (at speed 1) a computer's Night turn's pauses, animations and words may take
before its throw and its said actions go under their floors (issue 33 §1: a whole turn in
4 s, its longest too): a discard and a Collect said 1.2 s each, then a Kunai thrown, took
5.37 s (`python -m scenes.bench_turns --game night --at-once --games 4`, seed 4). Its
visible thinking counts up to TIGHT_THINK."""
TIGHT_THINK = 0.4
"""Seconds of the computer's visible thinking counted in TIGHT_BUDGET at most: a slower
search lengthens the turn, never makes its throw quicker than FOLLOW_TIGHT."""
FOLLOW_TIGHT = 0.9
"""A computer's throw in a long turn at the least: its rope still seen flying from the
thrower to where it lands (54 frames)."""
BLADE_TIGHT = 1.1
"""... with a Kunai or a Shuriken on the string: its blade still seen striking."""
SAY_TIGHT = 0.4
"""A computer's said action (a discard, a Collect) in a long turn, before its next
action, at the least: its words stay over the village till the next action's come."""
ACTION_KEPT = 1.3
"""Seconds kept in a long turn for each action the computer may still make that shows at
length: its planned one while not done (a throw, a Collect said), and a Kunai or a
Shuriken it may throw (held now, or, before its planned action, brought by it: seed 4's
Collect brought the Kunai it then threw). About BLADE_TIGHT and the pause before it."""
BLADES = ("kunai", "shuriken")


TOKENS_SHARE = 0.2
"""A computer's tokens flying (a Collect's, a Steal's) in a long turn keep this share of
their length at the least (turn_budget.KEEP_SHARE, 0.35, otherwise): a Collect of 2.4 s
still flies in 0.5 s, each token seen from its roof to the backpack."""


def tight_floor(rope: Any, held: float) -> float:
    """The shortest the stage's `held` seconds may become in a long turn."""
    least = min(held, max(MOVE_FLOOR, TOKENS_SHARE * held))
    if rope is None:
        return least
    return max(least, min(held, BLADE_TIGHT if rope.blade else FOLLOW_TIGHT))


def tight_room(table: Any) -> float | None:
    """Seconds the computer's action just told may take before it goes under its floors:
    TIGHT_BUDGET less its turn so far (its thinking up to TIGHT_THINK), its End the turn's
    pause and ACTION_KEPT for each action it may still make at length; None when its
    turn is not being counted or a person follows it one move at a time."""
    from ..tableflow.computer import CHAINED_PAUSE

    clock = getattr(getattr(table, "computer", None), "clock", None)
    if clock is None or clock.turn is None:
        return None
    if getattr(table.app.settings, "computer_pace", "brisk") == "step":
        return None
    state = table.state
    reserve = 0.0
    if not state.is_terminal and state.current_player == clock.turn[0]:
        planned = not getattr(state, "main_done", True)
        blade = planned or any(action.kind in BLADES for action in state.legal_actions())
        reserve = CHAINED_PAUSE + ACTION_KEPT * (int(planned) + int(blade))
    charged = clock.spent - max(0.0, clock.thought - TIGHT_THINK)
    return TIGHT_BUDGET - charged - reserve
