"""A computer's long Dojo turn kept near issue 33's 4 s (§1: 'a computer's whole turn takes
at most 4 s ... what moved, and where, still shows'). turn_pace.fit keeps each of its
marches at its floors (a step 0.3 s, its landing held 0.3 s before the next march sets
off) and its dice at theirs: a walk of ten steps, a battle and a summoning of 22 dice
took 8.55 s (`python -m scenes.bench_turns --game dojo --at-once --games 4`, seed 4).
Where what the turn has still to do at those floors passes TIGHT_BUDGET (`room`):

- a march's landing no longer holds the next march back: its hex stays ringed
  RING_SECONDS by the watch while the next ninja sets off (the beat overlapped);
- a march's first step walks STEP_TIGHT (0.25 s by the watch, 15 frames), still seen
  from where to where, and its walk's trail stays drawn (walk_trail.py);
- its summoning's dice roll hex by hex BEAT_TIGHT apart at the least, tumbling and
  their faces DICE_TIGHT in all.

Nothing is skipped; one move at a time (Settings) nothing is squeezed (follow_pace)."""

from __future__ import annotations

from typing import Any

from .march_beat import FOLLOW_STEP_FLOOR
from .summon_roll import beat_count, roll_step

TIGHT_BUDGET = 3.8
"""Seconds (at speed 1) a computer's Dojo turn's animations and pauses may take before
its marches and dice go under their floors (its visible thinking counted up to
TIGHT_THINK)."""
TIGHT_THINK = 0.4
"""Seconds of the computer's visible thinking counted in TIGHT_BUDGET at most: a slower
search lengthens the turn, never makes its moves quicker than the tight floors."""
STEP_TIGHT = 0.25
"""A march's first step by the watch at the least in a long turn (issue 33's brief: a
moved piece travels 0.25 s at the least); a follower's keeps FOLLOW_STEP_FLOOR."""
RING_SECONDS = 0.3
"""A march's landing ringed by the watch in a long turn, while the next march walks."""
BEAT_TIGHT = 0.2
"""Seconds by the watch from a computer's hex's roll to the next hex's at the least in a
long turn (summon_roll.COMPUTER_STEP_LEAST, 0.3, otherwise)."""
DICE_TIGHT = 0.7
"""A computer's summoning dice tumbling and their faces, by the watch, at the least in a
long turn (turn_pace.DICE_FLOOR, 0.85, otherwise)."""
SUMMON_TIGHT = 1.6
"""Seconds kept for the summoning while the computer walks or fights: its dice set (a
frame each, 22 in 0.37 s) and rolled on five hexes BEAT_TIGHT apart (1.27 s)."""
STEPS_A_POINT = 1.5
"""Steps foreseen for each point of movement left: some steps are free (the bench's seed
4 walked ten steps on four points, and its first marches kept their floors)."""
BATTLE_TIGHT = 0.6
"""Seconds kept for each battle or throw left (a battle's first clash at its floor)."""


def room(table: Any, reserve: Any) -> float | None:
    """Seconds the computer's action just queued may take before it goes under its floors:
    TIGHT_BUDGET less its turn so far (thinking up to TIGHT_THINK) and what it has still
    to do at the tight floors (`reserve(state, seat)`: turn_pace.tight_reserve); None
    when its turn is not being counted or a person follows it one move at a time."""
    from . import follow_pace

    clock = getattr(getattr(table, "computer", None), "clock", None)
    if clock is None or clock.turn is None or follow_pace.on(table):
        return None
    charged = clock.spent - max(0.0, clock.thought - TIGHT_THINK)
    return float(TIGHT_BUDGET - charged - reserve(table.state, clock.turn[0]))


def step_least(follows: bool) -> float:
    """A computer's step by the watch at the least in a long turn."""
    return FOLLOW_STEP_FLOOR if follows else STEP_TIGHT


def dice_pace(hexes: list[Any], computer_dice: float) -> float:
    """The quickest pace a computer's roll on `hexes` may go at in a long turn: its dice
    tumbling and their faces (`computer_dice` at pace 1) DICE_TIGHT in all, each hex's
    beat BEAT_TIGHT apart by the watch."""
    most = computer_dice / DICE_TIGHT
    step = roll_step(beat_count(hexes, False), False)
    if step > 0:
        most = min(most, step / BEAT_TIGHT)
    return max(1.0, most)
