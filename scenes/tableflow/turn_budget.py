"""A computer's turn kept within a time budget (issue 33 section 1: at the default
animation speed a computer's whole turn takes at most 4 s; every step still shows).

The computer's actions are chosen one at a time, so the turn's length is known only as
it plays. `TurnClock` counts the seconds (scaled by the animation speed, so the budget
is at speed 1 and the setting keeps its meaning) from the moment the computer's turn
begins (the table still after the move before it) and, each time the computer's action
has been played, gives the room left for its animations: the budget less what the turn
has spent and a short reserve for each action still to come. The table then shortens
what that action queued to fit (`squeeze`): the longest steps first, none below its
floor, so a card still flies and a piece still travels. Turns that fit keep every
duration as it was."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

TURN_BUDGET = 3.2
"""Seconds (at speed 1) a computer's turn may take, pauses and animations: under issue
33's 4 s with room for a search the animations do not hide, and for steps already at
their floor (`python -m scenes.bench_turns --games 4`: the longest turns were 4.2-5.1
s, a Taisen turn of three combats the longest)."""
RESERVE = 0.8
"""Seconds kept for each action of the turn still to come (its pause and a move, or a
short combat; a table may keep its own, `action_reserve`): a long combat early in a
Taisen turn does not leave the combats after it only their floors."""
MOVE_FLOOR = 0.15
"""The shortest a step that moves something may become (a card's flight, a piece's move,
a rope): 9 frames, still seen to travel from where to where."""
STEP_FLOOR = 0.05
"""The shortest any other step may become (a log line, a badge, a banner's start)."""
THINK_CHARGED = 0.8
"""Seconds of the computer's visible thinking (the table still, its search not done)
charged to a turn's budget at most: the issue's 4 s less TURN_BUDGET. A search slower
than that (a busy machine) makes the turn longer, never its moves too quick to follow
(newcomer N, s12: at load 12-16 a hard Taisen turn's three moves played in about 1 s,
'I could NOT follow which die moved which stack')."""
KEEP_SHARE = 0.35
"""A step never loses more than this share of its length: a long step stays the longer."""


def floor_of(seconds: float, moves: bool) -> float:
    """The shortest a step of `seconds` may be made (never longer than it is)."""
    least = MOVE_FLOOR if moves else STEP_FLOOR
    return min(seconds, max(least, KEEP_SHARE * seconds))


def squeeze(durations: Sequence[float], room: float, floors: Sequence[float]) -> list[float]:
    """The durations shortened, longest first, to add up to `room` at most: every step
    above a common cap is cut down to it (never below its floor, a short step untouched);
    each at its floor when even the floors do not fit. Nothing is ever lengthened."""
    durations = [max(0.0, float(d)) for d in durations]
    floors = [min(max(0.0, float(f)), d) for f, d in zip(floors, durations, strict=True)]
    if sum(durations) <= room + 1e-9:
        return durations

    def fitted(cap: float) -> list[float]:
        return [min(d, max(f, cap)) for d, f in zip(durations, floors, strict=True)]

    if sum(floors) >= room:
        return floors
    low, high = 0.0, max(durations)
    for _ in range(50):  # the cap where the sum meets the room (it grows with the cap)
        cap = (low + high) / 2
        if sum(fitted(cap)) > room:
            high = cap
        else:
            low = cap
    return fitted(low)


class TurnClock:
    """The time a computer's turn has taken so far (ComputerTurn keeps one)."""

    def __init__(self, budget: float = TURN_BUDGET) -> None:
        self.budget = budget
        self.turn: Any = None
        """What marks the turn counted: (seat, actions played when it began)."""
        self.spent = 0.0
        """Seconds (scaled) since it began."""
        self.thought = 0.0
        """Of them, the seconds the table stood still waiting for the computer's search."""

    def begin(self, turn: Any) -> None:
        """The computer's turn `turn` begins now (once: a turn already counted goes on)."""
        if turn != self.turn:
            self.turn, self.spent, self.thought = turn, 0.0, 0.0

    def tick(self, step: float, thinking: bool = False) -> None:
        """`step` seconds more of the turn; `thinking`: the table waited for the search."""
        if self.turn is not None:
            self.spent += step
            if thinking:
                self.thought += step

    def room(self, reserve: float, extra: float = 0.0) -> float:
        """Seconds the animations of the action just played may take: what the budget
        (and `extra`: a table's own more) leaves, less `reserve` for the actions of the
        turn after it. Thinking is charged up to THINK_CHARGED: a slow search lengthens
        the turn, never squeezes its moves."""
        charged = self.spent - max(0.0, self.thought - THINK_CHARGED)
        return max(0.0, self.budget + extra - charged - max(0.0, reserve))


class BudgetedTurns:
    """Mixed into TableScene: what a table tells the budget of a computer's turn. A table
    whose animations can be shortened says how (`fit_turn`); the others play as ever."""

    state: Any
    action_reserve = RESERVE
    """Seconds kept for each action to come (`actions_to_come`): about what one takes."""

    def turn_reserve(self, seat: int) -> float:
        """Seconds kept for the actions of `seat`'s turn after the one just played."""
        return self.actions_to_come(seat) * self.action_reserve

    def actions_to_come(self, seat: int) -> int:
        """How many more actions `seat`'s turn has after the one just played: a guess,
        one while it is still to move (Taisen counts its dice left)."""
        state = self.state
        return int(not state.is_terminal and state.current_player == seat)

    def fit_turn(self, seconds: float) -> None:
        """The computer's action just played: what it queued to show is made to take
        `seconds` at most (at speed 1), longest steps first (`squeeze`)."""

    def seconds_of(self, event: Any, seconds: float) -> float:
        """How long a queued event holds the stage (TableScene.tell_queued, as it is
        told): `seconds`, its kind's, unless `fit_turn` shortened it (`shorten`)."""
        kept = self.told_seconds.pop(id(event), None)
        return kept[1] if kept is not None and kept[0] is event else seconds

    def shorten(self, event: Any, seconds: float) -> None:
        """The queued `event` will hold the stage `seconds` (fit_turn)."""
        self.told_seconds[id(event)] = (event, seconds)

    @property
    def told_seconds(self) -> dict[int, tuple[Any, float]]:
        """The queued events' durations `fit_turn` set: by the event's id, with the
        event (an id alone may be another event's once the first is gone)."""
        found: dict[int, tuple[Any, float]] | None = self.__dict__.get("_told_seconds")
        if found is None:
            found = self.__dict__["_told_seconds"] = {}
        return found
