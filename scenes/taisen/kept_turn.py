"""What the Taisen board keeps of the last turn: its moves' trails, the swords where it
fought, each fight's tally and the dice it left unused (trail.py, tally.py,
unused_mark.py), until the next player acts.

A computer's turn is always kept. A person's is kept where another person shares the
table (hot-seat): the next one sees what was done, as they see a computer's (newcomer W,
s13, 107/115: 'after a person's turn nothing shows what they did'). Against a computer
alone, a person's own moves leave nothing: they made them. A game opened again
(Continue) or a move undone shows what the board showed: the turn under way so far, or
at a turn's start the last turn (W, 144: the computer's last turn was gone after
Continue; it is public)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ninjas.core.events import Event
from ninjas.taisen.cards import DICE_LETTERS

SIDE_KEYS = ("monkey", "wolf")


def kept(session: Any, side: int, by_ai: bool) -> bool:
    """Whether `side`'s moves stay on the board for the next player: a computer's, or a
    person's where another person plays (the one who did not see them made)."""
    if by_ai:
        return True
    seats = session.seats
    return any(not seat.is_ai for index, seat in enumerate(seats) if index != side)


def forget(table: Any) -> None:
    """Nothing of a turn on the board (trail, swords, tallies)."""
    table.view.tallies.clear()
    table.trail, table.trail_combats, table.trail_side = [], set(), None
    table.trail_unused = []


def remember(table: Any, side: int, by_ai: bool, events: Sequence[Event]) -> None:
    """`side` has played an action (`events`): what the board keeps of it. The side's
    first action of a turn clears the turn before it (it has been seen); an action not
    kept clears everything."""
    keep = kept(table.session, side, by_ai)
    if not keep or table.trail_side != side:
        forget(table)
    if not keep:
        return
    table.trail_side = side
    add(table, side, events, tallies=False)  # the fights' tallies come as they play


def add(table: Any, side: int, events: Sequence[Event], *, tallies: bool) -> None:
    """The moves of `side` and the combats in `events`, to the board's trail (with the
    fights' tallies when `tallies`: a turn not animated)."""
    for event in events:
        data = event.data
        if event.kind == "moved" and SIDE_KEYS.index(str(data["side"])) == side:
            die, value = DICE_LETTERS.index(str(data["die"])), int(data["value"])
            table.trail.append((side, int(data["src"]), int(data["dst"]), die, value))
        elif event.kind == "combat_started":
            table.trail_combats.add(int(data["pos"]))
        elif event.kind == "turn_ended" and SIDE_KEYS.index(str(data["side"])) == side:
            table.trail_unused = [  # the dice the turn ended without (unused_mark)
                (DICE_LETTERS.index(str(die["die"])), int(die["value"]))
                for die in data.get("unused", ())
            ]
        elif event.kind == "duel" and tallies:
            table.view.tallies.add(int(data["pos"]), data)


def shown_turn(events: Sequence[Event], side_to_move: int) -> tuple[int, list[Event]]:
    """(side, its events) of the turn the board shows after the game's `events`: the
    turn under way if its side has moved, else the last turn ended."""
    ends = [index for index, event in enumerate(events) if event.kind == "turn_ended"]
    current = list(events[ends[-1] + 1 :] if ends else events)
    key = SIDE_KEYS[side_to_move]
    if any(e.kind == "moved" and e.data["side"] == key for e in current) or not ends:
        return side_to_move, current
    start = ends[-2] + 1 if len(ends) > 1 else 0
    side = SIDE_KEYS.index(str(events[ends[-1]].data["side"]))
    return side, list(events[start : ends[-1] + 1])


def restore(table: Any, events: Sequence[Event]) -> None:
    """After a load or an undo (the view rebuilt from the state): the board shows what it
    showed, from the game's `events` replayed."""
    forget(table)
    state = table.state
    if state.is_terminal or not events:
        return
    side, turn = shown_turn(events, state.side)
    seats = table.session.seats
    by_ai = side < len(seats) and seats[side].is_ai
    if not kept(table.session, side, by_ai):
        return
    table.trail_side = side
    add(table, side, turn, tallies=True)
