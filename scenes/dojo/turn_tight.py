"""A computer's long Dojo turn kept near issue 33's 4 s (§1: 'a computer's whole turn takes
at most 4 s ... what moved, and where, still shows'). turn_pace.fit keeps each of its
marches at its floors (a step 0.3 s, its landing held 0.3 s before the next march sets
off) and its dice at theirs: a walk of ten steps, a battle and a summoning of 22 dice
took 8.55 s (`python -m scenes.bench_turns --game dojo --at-once --games 4`, seed 4).
Where what the turn has still to do at those floors passes TIGHT_BUDGET (`room`):

- a march's landing no longer holds the next march back: its hex stays ringed
  RING_SECONDS by the watch while the next ninja sets off (the beat overlapped);
- a march's first step walks STEP_TIGHT (0.2 s by the watch, 12 frames), still seen
  from where to where, and its walk's trail stays drawn (walk_trail.py);
- its summoning's dice roll hex by hex BEAT_TIGHT apart at the least, tumbling and
  their faces DICE_TIGHT in all.

At those floors the same turn still took 6.15 s; another ninja's march now sets off
when the last step is half walked (march_overlap.py) and the dice are set a few a frame
(dice_burst.py): 3.92 s.

Nothing is skipped; one move at a time (Settings) nothing is squeezed (follow_pace)."""

from __future__ import annotations

from typing import Any

from ninjas.dojo.hexgrid import distance

from .march_beat import FOLLOW_STEP_FLOOR
from .summon_roll import beat_count, roll_step

TIGHT_BUDGET = 3.8
"""Seconds (at speed 1) a computer's Dojo turn's animations and pauses may take before
its marches and dice go under their floors (its visible thinking counted up to
TIGHT_THINK)."""
TIGHT_THINK = 0.4
"""Seconds of the computer's visible thinking counted in TIGHT_BUDGET at most: a slower
search lengthens the turn, never makes its moves quicker than the tight floors."""
STEP_TIGHT = 0.2
"""A march's first step by the watch at the least in a long turn (a person's own step
walks 0.18 s); a follower's keeps FOLLOW_STEP_FLOOR. Another ninja's march sets off
when it is half walked (march_overlap.py)."""
RING_SECONDS = 0.3
"""A march's landing ringed by the watch in a long turn, while the next march walks."""
BEAT_TIGHT = 0.12
"""Seconds by the watch from a computer's hex's roll to the next hex's at the least in a
long turn (summon_roll.COMPUTER_STEP_LEAST, 0.3, otherwise)."""
DICE_TIGHT = 0.5
"""A computer's summoning dice tumbling and their faces, by the watch, at the least in a
long turn (turn_pace.DICE_FLOOR, 0.85, otherwise)."""
SUMMON_TIGHT = 1.5
"""Seconds kept for the summoning while the computer walks or fights, besides its dice
set (a frame each, DIE_SET: 22 in 0.37 s): its cards told, the dice rolled on five hexes
BEAT_TIGHT apart (1.2 s)."""
DIE_SET = 1 / 60
"""Seconds kept for each die of the summoning to come: a frame. It draws a card for each
of its ninjas on the board (race.pace: at most), so many dice (python -m
scenes.bench_turns --game dojo --at-once, seed 4: 22, set in 0.37 s)."""
OVERLAP_SHARE = 0.7
"""The share of a step's time its walk holds the turn, foreseen: a ninja's next step
waits for its last, another ninja's march sets off half way (march_overlap.py)."""
STEPS_A_POINT = 2.0
"""Steps foreseen for each point of movement left: some steps are free (the bench's seed
4 walked ten steps on four points; at 1.5 a point its first marches kept their floors
and the turn went over)."""
FREE_STEPS = 2
"""Steps foreseen besides, while the mover walks: free ones through forests (seed 4's
walk went on six steps once its points were spent, at its march's floors)."""
BATTLE_TIGHT = 0.8
"""Seconds kept for each battle or throw left (a battle's first clash at its floor, the
cards laid: seed 4's battle of one clash, its fight called to its summoning, 0.82 s)."""


def battles_foreseen(state: Any, seat: int) -> int:
    """The battles `seat`'s walk may still bring, foreseen: the hexes it shares with
    enemies already, or one if an enemy stands within twice its moves left of one of its
    ninjas (free forest steps) (seed 4's walk of ten steps on four points ended in a battle
    the turn had kept no room for, and it went over)."""
    shared = len(state.shared_hexes())
    if shared:
        return shared
    reach = 2 * int(state.remaining) + 1
    mine = [h for h, c in state.ninjas.items() if c[seat]]
    theirs = [h for h, c in state.ninjas.items() if c[1 - seat]]
    near = any(distance(a, b) <= reach for a in mine for b in theirs)
    return int(near)


def summon_tight(state: Any, seat: int) -> float:
    """Seconds kept for `seat`'s summoning to come in a long turn: SUMMON_TIGHT and a
    frame for each of its dice (a card for each of its ninjas on the board, the deck's
    at most)."""
    dice = min(int(state.on_board(seat)), len(state.decks[seat]))
    return SUMMON_TIGHT + dice * DIE_SET


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
