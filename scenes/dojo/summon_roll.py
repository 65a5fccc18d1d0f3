"""The summoning's dice rolled one after another, each on its own hex: newcomer Q, s19
(Dojo EN 1280x720 vs Hard) found them 'tiny, on the hex corners, and all rolled at
once', and could not follow which die summoned where. Each die now starts to tumble
ROLL_STEP after the one before, in the order they were set, shows its face when it
stops, and its hex's '+N' and new ninjas come once that hex's last die has stopped;
the board draws the die rolling big, its hex ringed (map_layers.draw_dice), and the
panel's rows of the roll come hex by hex as their dice stop (summon_dice.py). The
times are in the stage's seconds: the animation speed (Settings) and a computer's pace
scale them as they scale every show.

A person's roll takes ROLL_STEP a die, SPREAD at the most from the first die to the
last, before their hold (stage.SUMMON_HOLD). A computer's rolls hex by hex: the dice
set on one hex tumble together, and each hex's start COMPUTER_STEP_LEAST to ROLL_STEP
after the one before (COMPUTER_SPREAD from the first hex to the last where that allows),
its last faces seen LAST_FACE at least; its turn's budget may quicken it only so far
(turn_pace.fit: each hex's beat stays COMPUTER_STEP_LEAST by the watch). Before, its
dice went one by one COMPUTER_SPREAD 0.35 s from first to last, 0.09 s apart for five
dice, too quick to see which die fell where (s21 brief). Unless the person follows its
turn one move at a time (computer_pace.following): then at a person's pace."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..tableflow import computer_pace

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex

DIE_TUMBLE = 0.45
"""Seconds a die tumbles before it shows its face (the stage's DIE_TUMBLE)."""
ROLL_STEP = 0.5
"""Seconds from a die's roll to the next one's, at the most: the die before has stopped
and shown its face (DIE_TUMBLE) before the next starts."""
SPREAD = 2.4
"""Seconds from a person's first die's roll to their last's, at the most (23 dice:
about 0.1 s apart, still one after another)."""
COMPUTER_SPREAD = 1.2
"""Seconds from a computer's first hex's roll to its last's: three hexes 0.5 s apart
(ROLL_STEP), five 0.3 s (COMPUTER_STEP_LEAST); more hexes share beats (COMPUTER_BEATS)."""
COMPUTER_BEATS = 5
"""A computer's roll on more hexes than this goes in this many beats, the hexes in order
shared among them (a beat two hexes at most, with hard's rolls on up to 7 or 8 hexes):
its roll holds 1.9 s at the most at speed 1 (20 dice on 7 hexes, one a beat, held 2.5 s
and took a turn of the bench, seed 8, to 5.2 s)."""
COMPUTER_STEP_LEAST = 0.3
"""Seconds from a computer's hex's roll to the next hex's at the least, by the watch at
speed 1: its die seen tumbling on its hex and its face read (s21 brief: ~0.3-0.5 s)."""


def paced(table: Any, seat: int) -> bool:
    """The roll of `seat` goes at a person's pace: a person's, or a computer's that a
    person follows one move at a time."""
    seats = table.session.seats
    if not 0 <= seat < len(seats) or not seats[seat].is_ai:
        return True
    return computer_pace.following(table)


def beats(hexes: Sequence[Hex], person: bool) -> list[int]:
    """The beat each die of a roll starts on, the dice set on `hexes` in that order: at
    a person's pace one die a beat; a computer's, one hex a beat (its dice tumble
    together), the hexes in the order their first die was set, as the panel's rows,
    COMPUTER_BEATS at the most (then neighbours in that order share a beat)."""
    if person:
        return list(range(len(hexes)))
    order = {h: i for i, h in enumerate(dict.fromkeys(hexes))}
    most = min(len(order), COMPUTER_BEATS)
    return [order[h] * most // len(order) for h in hexes]


def beat_count(hexes: Sequence[Hex], person: bool) -> int:
    return max(beats(hexes, person), default=-1) + 1


def roll_step(count: int, person: bool) -> float:
    """Seconds between two beats' rolls in a roll of `count` beats (a person's: dice; a
    computer's: hexes)."""
    if count <= 1:
        return 0.0
    if person:
        return min(ROLL_STEP, SPREAD / (count - 1))
    return max(COMPUTER_STEP_LEAST, min(ROLL_STEP, COMPUTER_SPREAD / (count - 1)))


def spread(count: int, person: bool) -> float:
    """Seconds from the first beat's roll to the last's."""
    return roll_step(count, person) * max(0, count - 1)


def lands(hexes: Sequence[Hex], person: bool) -> dict[Hex, float]:
    """When each hex's last die stops (its '+N' and ninjas come then), the dice set on
    `hexes` in that order."""
    on = beats(hexes, person)
    step = roll_step(max(on, default=-1) + 1, person)
    out: dict[Hex, float] = {}
    for h, beat in zip(hexes, on, strict=True):
        out[h] = beat * step + DIE_TUMBLE
    return out


def computer_held(hexes: Sequence[Hex], computer_hold: float) -> float:
    """Seconds a computer's roll on `hexes` holds the stage (its pace unfollowed): hex by
    hex, within its hold (`computer_hold`) where that holds them, its last faces seen
    LAST_FACE at least."""
    return DIE_TUMBLE + max(computer_hold, spread(beat_count(hexes, False), False) + LAST_FACE)


def held(
    table: Any, seat: int, hexes: Sequence[Hex], person_hold: float, computer_hold: float
) -> float:
    """Seconds `seat`'s roll of dice set on `hexes` holds the stage: the dice rolled one
    after another, then the person's hold (`person_hold`) after the last; a computer's
    hex by hex within its own (`computer_hold`), its last faces seen a moment at least."""
    person = paced(table, seat)
    seats = table.session.seats
    computer = 0 <= seat < len(seats) and bool(seats[seat].is_ai)
    rolled = DIE_TUMBLE + spread(beat_count(hexes, person), person)
    if not computer:
        return rolled + person_hold
    if person:  # followed one move at a time: its hold after the last die
        return rolled + computer_hold
    return computer_held(hexes, computer_hold)


LAST_FACE = 0.25
"""A computer's last die's face in view at the least before its hold ends."""


def summon_stop(table: Any, event: Any) -> float:
    """Seconds from a summoning's roll (`event`, 'summoned') to its last die's face:
    the log says the roll then (0 for another event)."""
    if event.kind != "summoned":
        return 0.0
    seat = event.data.get("seat")
    seat = seat if isinstance(seat, int) else 0
    person = paced(table, seat)
    hexes = [(h[0], h[1]) for h, _ in event.data.get("dice", [])]
    return DIE_TUMBLE + spread(beat_count(hexes, person), person)


SOUND_STEP = 0.2
"""A die's own roll is heard when the dice are this far apart at the least (closer, the
summoning's one sound says them all)."""


def roll_sounds(table: Any, show: Any, before: float) -> None:
    """The roll of each die after the first heard as it starts (the first's: the
    summoning's own sound), while `show`'s age went from `before` to now."""
    if not table.animate or show.faces is None:
        return
    roll = Roll(table, show)
    if roll.step < SOUND_STEP:
        return
    if any(before < roll.start(i) <= show.age for i in range(1, roll.count)):
        table.app.audio.play("dice_roll")


class Roll:
    """The dice of the summoning `show` (stage.SummonShow) at the table `table`, as they
    roll now: which has started, which tumbles, which shows its face."""

    def __init__(self, table: Any, show: Any) -> None:
        self.show = show
        self.count = len(show.hexes)
        person = paced(table, show.seat)
        self.beats = beats(show.hexes, person)
        self.step = roll_step(max(self.beats, default=-1) + 1, person)

    def start(self, i: int) -> float:
        return self.beats[i] * self.step

    def age(self, i: int) -> float:
        """How long die `i` has rolled (< 0: not yet)."""
        if self.show.faces is None:
            return -1.0
        return self.show.age - self.start(i)

    def landed(self, i: int) -> bool:
        """Die `i` shows its face."""
        return self.age(i) >= DIE_TUMBLE

    def tumbling(self, i: int) -> bool:
        return 0.0 <= self.age(i) < DIE_TUMBLE

    def rolling(self) -> int | None:
        """The die tumbling now, the last to have started (None: none)."""
        now = [i for i in range(self.count) if self.tumbling(i)]
        return now[-1] if now else None

    def done(self) -> bool:
        """Every die shows its face."""
        return self.show.faces is not None and all(self.landed(i) for i in range(self.count))

    def landed_count(self) -> int:
        return sum(1 for i in range(self.count) if self.landed(i))
