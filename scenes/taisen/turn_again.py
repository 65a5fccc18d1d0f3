"""The last turn played again on the board (newcomer W, s13, top 5 #1: the computer's
turn 'over in about 2 s ... a "see its turn again" button'; only the step-by-step replay
let him follow it). T, while the board keeps another side's turn (kept_turn.py) and the
person to move has not acted yet: the board goes back to where that turn began and
plays it again as it was played, each move held its beat, its trail and numbers drawn
as it goes, its fights' tallies anew; the log says nothing twice. Space skips it as any
animation; the board then stands as before T."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.core.events import Event
from ninjas.games import get_game

from . import kept_turn

KEYS = (pygame.K_t,)
"""T (the turn; R, G and B pick the dice)."""


def available(table: Any) -> bool:
    """The board keeps a turn of the side that is not to move, and nothing plays."""
    state = table.state
    return bool(
        table.can_act
        and not table.animator.busy
        and not state.is_terminal
        and table.trail
        and table.trail_side is not None
        and table.trail_side != state.side
        and table.session.actions
    )


def turn_played(table: Any) -> tuple[Any, list[Event]] | None:
    """(the game where the last turn began, the events it played to now, the roll of
    the dice of the side to move last), replayed from the seed and the actions; None
    when the actions end with no turn of another side."""
    session = table.session
    state = get_game(session.game).new_game(seed=session.seed, options=session.options)
    played: list[tuple[Any, int, list[Event]]] = []
    for action in session.actions:
        before, side = state.clone(), state.side
        played.append((before, side, state.apply(action)))
    side = table.trail_side
    start = len(played)
    while start > 0 and played[start - 1][1] == side:
        start -= 1
    if start == len(played):
        return None
    events = [event for _before, _side, evs in played[start:] for event in evs]
    events += state.roll()  # the side to move's dice, as the table rolled them
    return played[start][0], events


def play_again(table: Any) -> bool:
    """T: the last turn played again; False when there is none to play."""
    if not available(table):
        return False
    found = turn_played(table)
    if found is None:
        return False
    before, events = found
    side = table.trail_side
    table.selection.clear()
    kept_turn.forget(table)
    table.view.rebuild(before)
    table.trail_side = side
    kept_turn.add(table, side, events, tallies=False)
    table.again = events  # the log is not told them again (TaisenScene._announce)
    table.animator.push(events, beats=True)
    return True


def done(table: Any) -> None:
    """The turn played again is over (or skipped): what plays next is told."""
    table.again = []
