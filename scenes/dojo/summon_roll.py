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
last, before their hold (stage.SUMMON_HOLD); a computer's keeps within its hold
(stage.COMPUTER_SUMMON_HOLD, so its turn's budget is unchanged: turn_pace.py), its
dice COMPUTER_SPREAD apart at the most, unless the person follows its turn one move at
a time (computer_pace.following): then at a person's pace."""

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
COMPUTER_SPREAD = 0.35
"""The same for a computer's dice, within its hold (0.6 s): its last face stays 0.25 s."""


def paced(table: Any, seat: int) -> bool:
    """The roll of `seat` goes at a person's pace: a person's, or a computer's that a
    person follows one move at a time."""
    seats = table.session.seats
    if not 0 <= seat < len(seats) or not seats[seat].is_ai:
        return True
    return computer_pace.following(table)


def roll_step(count: int, person: bool) -> float:
    """Seconds between two dice's rolls in a roll of `count` dice."""
    if count <= 1:
        return 0.0
    return min(ROLL_STEP, (SPREAD if person else COMPUTER_SPREAD) / (count - 1))


def spread(count: int, person: bool) -> float:
    """Seconds from the first die's roll to the last's."""
    return roll_step(count, person) * max(0, count - 1)


def lands(hexes: Sequence[Hex], person: bool) -> dict[Hex, float]:
    """When each hex's last die stops (its '+N' and ninjas come then), the dice set on
    `hexes` in that order."""
    step = roll_step(len(hexes), person)
    out: dict[Hex, float] = {}
    for i, h in enumerate(hexes):
        out[h] = i * step + DIE_TUMBLE
    return out


def held(table: Any, seat: int, count: int, person_hold: float, computer_hold: float) -> float:
    """Seconds `seat`'s roll of `count` dice holds the stage: the dice rolled one after
    another, then the person's hold (`person_hold`) after the last; a computer's within
    its own (`computer_hold`), its last face seen a moment at least."""
    person = paced(table, seat)
    seats = table.session.seats
    computer = 0 <= seat < len(seats) and bool(seats[seat].is_ai)
    rolled = DIE_TUMBLE + spread(count, person)
    if not computer:
        return rolled + person_hold
    if person:  # followed one move at a time: its hold after the last die
        return rolled + computer_hold
    return DIE_TUMBLE + max(computer_hold, spread(count, person) + LAST_FACE)


LAST_FACE = 0.25
"""A computer's last die's face in view at the least before its hold ends."""


def summon_stop(table: Any, event: Any) -> float:
    """Seconds from a summoning's roll (`event`, 'summoned') to its last die's face:
    the log says the roll then (0 for another event)."""
    if event.kind != "summoned":
        return 0.0
    seat = event.data.get("seat")
    seat = seat if isinstance(seat, int) else 0
    return DIE_TUMBLE + spread(len(event.data.get("dice", [])), paced(table, seat))


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
        self.step = roll_step(self.count, paced(table, show.seat))

    def start(self, i: int) -> float:
        return i * self.step

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
