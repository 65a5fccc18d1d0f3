"""The pace of a computer's Taisen turn: the seconds its animations may take beyond the
tables' shared budget (tableflow/turn_budget.TURN_BUDGET, 3.2 s), for the beats that let
a person follow it (newcomer W, s13, 016_*: a whole hard turn, three moves and a combat
of five fights, was over in about 2 s, 'I could NOT follow it live'): each move held a
beat once landed, its stack lit, and each combat held at its end, its tally whole
(animations.BeatStep, CombatHeld).

Issue 33 asks at most 4 s for a computer's whole turn, thinking included: the budget
already takes in up to THINK_CHARGED (0.8 s) of thinking; this extra room is given back
by the thinking beyond it, so a slow search lengthens the turn no more than before. A
turn whose steps at their floors would take longer than TIGHT_BUDGET (many combats) has
them go under those floors evenly, down to the tight ones (`tight_room`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..tableflow.turn_budget import THINK_CHARGED, TURN_BUDGET

TAISEN_BUDGET = 3.6
"""Seconds (at speed 1) a computer's Taisen turn may take, its pauses and animations:
under issue 33's 4 s (`python -m scenes.bench_turns --game taisen --at-once`)."""


def extra_room(clock: Any, state: Any) -> float:
    """Seconds more than the shared budget's room that the action just played may take
    (`clock`: the turn's TurnClock; `state`: the game after it): TAISEN_BUDGET's extra,
    less the thinking beyond what the budget takes in; none while a die still to play
    could open a combat (its fights may need every second left: given early, the extra
    took a turn of three combats to 4.1 s)."""
    seat = clock.turn[0] if clock.turn is not None else None
    if seat is None or _most(state, seat)[1]:
        return 0.0
    extra = TAISEN_BUDGET - TURN_BUDGET
    return max(0.0, extra - max(0.0, clock.thought - THINK_CHARGED))


def room(table: Any, seconds: float) -> float:
    """Seconds the computer's action just played may take (`seconds`: the shared
    budget's room): with the extra (`extra_room`) where it is given, counted as the
    budget is, so a turn already past TAISEN_BUDGET gets none of it."""
    clock = table.computer.clock
    extra = extra_room(clock, table.state)
    if extra <= 0.0 or clock.turn is None:
        return seconds
    return float(clock.room(table.turn_reserve(clock.turn[0]), extra))


STEP_FLOORS = {"moved": 0.8, "duel": 0.4, "retreated": 0.15, "dice_rolled": 0.15}
"""The floors of an action's steps in a long turn (a computer's move never shortened:
its slide, 0.5 s a tile at least, and its beat, 0.3; animations.FIGHT_FLOOR, a
retreat's and a roll's travel), any other step HOLD_FLOOR's 0.02."""


def action_floor(events: list[Any], floors: dict[str, float] = STEP_FLOORS) -> float:
    """The least an action of these events takes in a long turn, its chained pause
    (tableflow/computer.CHAINED_PAUSE) in (`floors`: each event's kind's)."""
    from ..tableflow.computer import CHAINED_PAUSE

    least = CHAINED_PAUSE + sum(floors.get(event.kind, 0.02) for event in events)
    if any(event.kind == "turn_ended" for event in events):
        least += floors["dice_rolled"]  # the next side's dice roll with it
    return least


def _most(
    state: Any, seat: int, floor: Callable[[list[Any]], float] = action_floor
) -> tuple[dict[int, float], bool]:
    """For each die `seat` still has to play this turn, the most any of its moves could
    take at its floors (`floor`: action_floor's); and whether one of them opens a combat."""
    if state.is_terminal or state.current_player != seat or state.dice is None:
        return {}, False
    most: dict[int, float] = {}
    fights = False
    for action in state.legal_actions():
        if action.is_end:
            continue
        events = state.clone().apply(action)  # a copy: the game's own dice stay its own
        most[action.die] = max(most.get(action.die, 0.0), floor(events))
        fights = fights or any(event.kind == "duel" for event in events)
    return most, fights


TIGHT_BUDGET = 3.8
"""Seconds (at speed 1) a computer's Taisen turn's animations and pauses take at most,
however many combats it fights (issue 33 §1: a whole turn in 4 s, its max too): where
its steps at their floors would take longer (three dice into four combats took 6.15 s,
`python -m scenes.bench_turns --game taisen --at-once --games 4`), they go under their
floors evenly, down to the tight ones (animations.TIGHT_FLOORS: a stack's slide 0.3 s,
a fight 0.25), the later dice of the turn first. Its thinking the animations do not
hide counts up to TIGHT_THINK."""
TIGHT_THINK = 0.0
"""Seconds of the computer's visible thinking (the table still, its search not done)
counted in TIGHT_BUDGET at most: none. A slower search (a busy machine) lengthens the
turn, never squeezes three plain moves (test_taisen_moves_never_squeezed: 1.5 s of
thinking, each move its whole second; at 0.4 counted, c4a00c88 squeezed the first beat
to 0.27 s, found by the lead's full suite)."""
TIGHT_STEP_FLOORS = {
    "moved": 0.4,
    "combat_started": 0.1,
    "duel": 0.25,
    "retreated": 0.15,
    "dice_rolled": 0.15,
    "combat_ended": 0.15,
}
"""... the least an action's events take then: a move's slide and its beat or its
combat's call (animations.TIGHT_FLOORS), any other step HOLD_FLOOR's 0.02."""


TIGHT_EACH = 1.2
"""Seconds kept, at the least, for each die still to play in a turn past its floors: a
move into a combat of two fights at the tight floors. A die's moves are foreseen from
the board before the dice played ahead of it: the red's move made the blue's next one
fight two combats, and the turn took 4.45 s when the first combat kept its floors."""
TIGHT_END = 0.2
"""... and for the turn's end once they are played: its end and the next dice rolled
(CHAINED_PAUSE, HOLD_FLOOR and a roll's 0.15)."""


def tight_floor(events: list[Any]) -> float:
    """The least an action of these events takes in a turn past its floors, its chained
    pause (tableflow/computer.CHAINED_PAUSE) in."""
    return action_floor(events, TIGHT_STEP_FLOORS)


def tight_room(table: Any) -> float | None:
    """Seconds the computer's action just played may take at the least (its steps then
    under their floors, animations.Animator.fit): what TIGHT_BUDGET leaves, its turn's
    animations and pauses so far (its thinking up to TIGHT_THINK) and its dice still to
    play at their tight floors counted; None before its turn is counted."""
    clock = getattr(getattr(table, "computer", None), "clock", None)
    if clock is None or clock.turn is None:
        return None
    seat = clock.turn[0]
    most, _ = _most(table.state, seat, tight_floor)
    state = table.state
    dice = state.dice if state.current_player == seat and not state.is_terminal else None
    left = [max(TIGHT_EACH, most.get(die, 0.0)) for die, value in enumerate(dice or ()) if value]
    reserve = sum(left) + (TIGHT_END if left else 0.0)
    charged = clock.spent - max(0.0, clock.thought - TIGHT_THINK)
    return max(0.0, TIGHT_BUDGET - charged - reserve)


def dice_reserve(state: Any, seat: int, each: float) -> float:
    """Seconds kept for the dice `seat` still has to play this turn: for each, the most
    any of its moves could take at its floors (a combat of four fights, 2 s), `each` at
    least, so the moves before a long combat leave it room (a beat given early, before
    such a combat came, took a turn to 4.2 s)."""
    if state.is_terminal or state.current_player != seat or state.dice is None:
        return 0.0
    most, _ = _most(state, seat)
    return sum(max(each, most.get(die, 0.0)) for die, value in enumerate(state.dice) if value)
