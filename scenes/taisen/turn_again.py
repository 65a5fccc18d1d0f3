"""The last turn played again on the board (newcomer W, s13, top 5 #1: the computer's
turn 'over in about 2 s ... a "see its turn again" button'; only the step-by-step replay
let him follow it). T, while the board keeps another side's turn (kept_turn.py) and the
person to move has not acted yet: the board goes back to where that turn began and
plays it again as it was played, each move held its beat, its trail and numbers drawn
as it goes, its fights' tallies anew; the log says nothing twice. Space skips it as any
animation; the board then stands as before T.

It plays one move at a time (newcomer C, s14: 'offer this step through the computer's
last turn from the table itself'): each die's move (and its combat) is followed by a
wait (AgainWait) that T, or the table's 'Next move' button (again_button.py), ends;
Space, Enter or a click elsewhere plays the rest at once."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.core.events import Event
from ninjas.games import get_game

from . import kept_turn
from .animations import Step

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


class AgainWait(Step):
    """A turn played again waits here, after a move of it, for T or 'Next move'
    (`next_move`): its event a "again_wait" the log does not say, with the moves shown
    so far ("done") and the turn's ("total")."""


WAIT = 1e9
"""An AgainWait's length: until T, Next move, or a skip ends it."""


def waiting(table: Any) -> AgainWait | None:
    """The wait of a turn played again that stands now, if one does."""
    step = table.animator.current
    return step if isinstance(step, AgainWait) else None


def next_move(table: Any) -> bool:
    """T or Next move while a turn played again waits: its next move plays."""
    step = waiting(table)
    if step is None:
        return False
    step.elapsed = step.duration  # over at the next update
    return True


def turn_played(table: Any) -> tuple[Any, list[list[Event]]] | None:
    """(the game where the last turn began, the events it played to now by its moves:
    each die's, the end of the turn and the roll of the dice of the side to move with the
    last), replayed from the seed and the actions; None when the actions end with no
    turn of another side."""
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
    moves: list[list[Event]] = []
    for _before, _side, evs in played[start:]:
        if moves and not any(event.kind == "moved" for event in evs):
            moves[-1].extend(evs)  # (the end of the turn goes with its last move)
        else:
            moves.append(list(evs))
    moves[-1].extend(state.roll())  # the side to move's dice, as the table rolled them
    return played[start][0], moves


def play_again(table: Any) -> bool:
    """T: the last turn played again; False when there is none to play."""
    if not available(table):
        return False
    found = turn_played(table)
    if found is None:
        return False
    before, moves = found
    events = [event for move in moves for event in move]
    side = table.trail_side
    table.selection.clear()
    kept_turn.forget(table)
    table.view.rebuild(before)
    table.trail_side = side
    kept_turn.add(table, side, events, tallies=False)
    moves, tail = ended(moves)
    waits = []
    for done, move in enumerate(moves, 1):
        table.animator.push(move, beats=True)
        last = done == len(moves)  # after the last, the replay's end: 'your turn'
        wait = Event("again_wait", {"done": done, "total": len(moves), "last": last})
        waits.append(wait)
        table.animator.queue.append(AgainWait([wait], WAIT))
    table.animator.push(tail)  # then the turn passes: her dice as they were rolled
    table.again = [*events, *waits]  # the log is not told them (TaisenScene._announce)
    return True


def ended(moves: list[list[Event]]) -> tuple[list[list[Event]], list[Event]]:
    """(the moves, the end of the turn and the roll that followed them): the replay
    stops on its last move, saying its end, before the turn passes (newcomer O, s18,
    047: the header said her turn and her dice mixed with the replay's while its last
    move still showed)."""
    last = moves[-1]
    cut = next((i for i, event in enumerate(last) if event.kind == "turn_ended"), len(last))
    return [*moves[:-1], last[:cut]], last[cut:]


def leave(table: Any) -> bool:
    """H or Enter while a turn plays again: it ends (the board as before T) and the key
    does what it does on her turn (newcomer O, s18, 049: H was ignored, the game seemed
    frozen). False when no replay plays."""
    if not (table.again and table.animator.busy):
        return False
    table.skip_animations()
    return True


def done(table: Any) -> None:
    """The turn played again is over (or skipped): what plays next is told."""
    table.again = []
