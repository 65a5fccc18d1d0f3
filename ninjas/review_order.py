"""Two moves of one turn played in another order (issue 33, nc-67): in Night a newcomer
with a full backpack collected a 5 to the hand and then discarded slot 3; the computer's
move there was 'discard slot 3', then the collect. Both orders end the turn in the same
position, but the review played each out from mid-turn, where the playouts' agent
finished the turn its own way after the collect, and named the collect a costly move
(17% against 73%) while the graph went straight back to 80% after the discard.

When the computer's move is among the seat's own later actions of the turn, and
playing it first, then the rest of the seat's actions in their order, reaches the very
position the seat's turn reached, the two moves are one choice in another order: the
review judges both by that position, at the end of the seat's turn (ninjas.review).
Only the seat's own actions are used, played in the worlds dealt from its view."""

from __future__ import annotations

import random
from typing import Any

TURN_LIMIT = 64
"""The most actions of one seat's run followed (a Night turn has a handful)."""
NOT_COMPARED = ("history",)
"""A state's parts that keep how it got there, not where it is (Night's list of texts)."""


def turn_rest(state: Any, seat: int, actions: list[str]) -> tuple[str, ...]:
    """The seat's actions from the first of `actions` on while it stays the seat to act
    (its turn's rest, the move now first), played on a copy of `state`."""
    sim = state.clone()
    rest: list[str] = []
    for text in actions[:TURN_LIMIT]:
        if sim.is_terminal or sim.current_player != seat:
            break
        try:
            rest.append(str(sim.parse_action(text)))
            sim.apply(text)
        except ValueError:
            break  # the replay itself says which move is not legal
    return tuple(rest)


def computer_first(rest: tuple[str, ...], computer: str) -> tuple[str, ...] | None:
    """The seat's turn with the computer's move played first and the rest in its order,
    or None when the computer's move is not among the seat's later actions."""
    if len(rest) < 2 or computer == rest[0] or computer not in rest[1:]:
        return None
    later = list(rest[1:])
    later.remove(computer)
    return (computer, rest[0], *later)


def position(state: Any) -> dict[str, Any]:
    """What a position is, for comparing two: its parts but the record of how it was
    reached and its generators of chance to come."""
    if hasattr(state, "__dict__"):
        parts = dict(vars(state))
    else:  # a state of __slots__ (Taisen's, Shinobi's)
        names = {n for cls in type(state).__mro__ for n in getattr(cls, "__slots__", ())}
        parts = {name: getattr(state, name) for name in names if hasattr(state, name)}
    return {
        name: value
        for name, value in parts.items()
        if name not in NOT_COMPARED and not isinstance(value, random.Random)
    }


def play(world: Any, texts: tuple[str, ...]) -> Any | None:
    """A copy of `world` after `texts`, None if one is not legal there."""
    sim = world.clone()
    try:
        for text in texts:
            sim.apply(text)
    except ValueError:
        return None
    return sim


def same_ends(worlds: list[Any], rest: tuple[str, ...], computer: str) -> list[Any] | None:
    """The positions at the end of the seat's turn in each world when the computer's move
    and the seat's reach the same one there in every world, else None."""
    other = computer_first(rest, computer)
    if other is None:
        return None
    ends = []
    for world in worlds:
        made, theirs = play(world, rest), play(world, other)
        if made is None or theirs is None or position(made) != position(theirs):
            return None
        ends.append(made)
    return ends
