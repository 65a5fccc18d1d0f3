"""The pace of a computer's Taisen turn: the seconds its animations may take beyond the
tables' shared budget (tableflow/turn_budget.TURN_BUDGET, 3.2 s), for the beats that let
a person follow it (newcomer W, s13, 016_*: a whole hard turn, three moves and a combat
of five fights, was over in about 2 s, 'I could NOT follow it live'): each move held a
beat once landed, its stack lit, and each combat held at its end, its tally whole
(animations.BeatStep, CombatHeld).

Issue 33 asks at most 4 s for a computer's whole turn, thinking included: the budget
already takes in up to THINK_CHARGED (0.8 s) of thinking; this extra room is given back
by the thinking beyond it, so a slow search lengthens the turn no more than before."""

from __future__ import annotations

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


def action_floor(events: list[Any]) -> float:
    """The least an action of these events takes in a long turn, its chained pause
    (tableflow/computer.CHAINED_PAUSE) in."""
    from ..tableflow.computer import CHAINED_PAUSE

    least = CHAINED_PAUSE + sum(STEP_FLOORS.get(event.kind, 0.02) for event in events)
    if any(event.kind == "turn_ended" for event in events):
        least += STEP_FLOORS["dice_rolled"]  # the next side's dice roll with it
    return least


def _most(state: Any, seat: int) -> tuple[dict[int, float], bool]:
    """For each die `seat` still has to play this turn, the most any of its moves could
    take at its floors (`action_floor`); and whether one of them opens a combat."""
    if state.is_terminal or state.current_player != seat or state.dice is None:
        return {}, False
    most: dict[int, float] = {}
    fights = False
    for action in state.legal_actions():
        if action.is_end:
            continue
        events = state.clone().apply(action)  # a copy: the game's own dice stay its own
        most[action.die] = max(most.get(action.die, 0.0), action_floor(events))
        fights = fights or any(event.kind == "duel" for event in events)
    return most, fights


def dice_reserve(state: Any, seat: int, each: float) -> float:
    """Seconds kept for the dice `seat` still has to play this turn: for each, the most
    any of its moves could take at its floors (a combat of four fights, 2 s), `each` at
    least, so the moves before a long combat leave it room (a beat given early, before
    such a combat came, took a turn to 4.2 s)."""
    if state.is_terminal or state.current_player != seat or state.dice is None:
        return 0.0
    most, _ = _most(state, seat)
    return sum(max(each, most.get(die, 0.0)) for die, value in enumerate(state.dice) if value)
