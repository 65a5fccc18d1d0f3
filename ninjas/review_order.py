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


def turn_end_pairs(
    worlds: list[Any], rest: tuple[str, ...], computer: str
) -> list[tuple[Any, Any]] | None:
    """Where each world stands at the end of the seat's turn after the move made and
    after the computer's, (made, computer's), the same object where they are one
    position (same_ends, replaced_ends); None when the two are not judged there."""
    ends = same_ends(worlds, rest, computer)
    if ends is not None:
        return [(end, end) for end in ends]
    return replaced_ends(worlds, rest, computer)


def replaced_ends(
    worlds: list[Any], rest: tuple[str, ...], computer: str
) -> list[tuple[Any, Any]] | None:
    """The move made and the computer's, of one kind ('collect 0 2' and 'collect 0'),
    each followed by the one action that ended the seat's turn ('end'): both judged
    where the turn ended, the same position counted once (alike). Newcomer K, s17,
    Night: her bag had one free slot, she collected 2 tokens, the second (Gears) went
    to her hand and back on the roof when she ended the turn; the computer's move
    collected 1. Both ends were one position (but that she had seen the Gears), yet the
    playouts from mid-turn, their random draws parted by that one sight, said 'about 16
    points lost: probably a mistake'. None when the rest is longer, the kinds differ
    (a bonus then End would skip the planned action), an action is not legal, or the
    seat's turn is not over after it."""
    if len(rest) != 2 or computer == rest[0] or computer.split()[:1] != rest[0].split()[:1]:
        return None
    pairs = []
    for world in worlds:
        seat = world.current_player
        made, theirs = play(world, rest), play(world, (computer, rest[1]))
        if made is None or theirs is None:
            return None
        if not (over_for(made, seat) and over_for(theirs, seat)):
            return None
        pairs.append((made, made if alike(made, theirs, seat) else theirs))
    return pairs


def over_for(state: Any, seat: int) -> bool:
    """The seat's run of actions is over (another is to act, or the game is)."""
    return bool(state.is_terminal) or state.current_player != seat


def alike(made: Any, theirs: Any, seat: int) -> bool:
    """One position, but that the seat may know the faces of more tokens in `made`
    (Night's `known`: a token it held and put back)."""
    ours, its = position(made), position(theirs)
    if ours.keys() != its.keys():
        return False
    for name, value in ours.items():
        if value == its[name]:
            continue
        if name != "known" or len(value) != len(its[name]):
            return False
        if any(not b <= a or a - b - {seat} for a, b in zip(value, its[name], strict=True)):
            return False
    return True


ORDER_ONLY = {"dojo": "lay "}
"""Actions whose only choice is their order, by game: a Dojo defender lays every card
drawn face down, one at a time, and the attacker sees only their backs (ninjas/dojo/
rules.py), so which card goes where is no choice. Newcomer C (s22, Dojo FR) read '49 of
49 as good as the computer's', 14 of them such cards laid with 'Lay all (shuffled)'."""


def order_only(state: Any) -> bool:
    """Every action the position allows is one of its game's ORDER_ONLY: not a decision."""
    prefix = ORDER_ONLY.get(getattr(state, "game", ""))
    return prefix is not None and all(str(a).startswith(prefix) for a in state.legal_actions())
