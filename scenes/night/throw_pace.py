"""How short a computer's throw may be made within its turn's time budget (Stage.fit):
its whole show, flight, landing and the blade it carries, never under FOLLOW seconds
(BLADE_FOLLOW with a Kunai or a Shuriken on the string) where it is longer. Squeezed to
its bare floor a throw was over in about a second, and the Kunai the computer threw at
Ines was never seen, only read (newcomer E, s15, 026-1, 034). With the settings'
'One move at a time' (computer_pace 'step', ab225c98) nothing is squeezed at all."""

from __future__ import annotations

from typing import Any

from ..tableflow.turn_budget import floor_of

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
