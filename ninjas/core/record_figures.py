"""A record's figures: what the History and the Records show of a game that only its
replay would otherwise tell (issue 34): its length as its table counts it, and for
Ninja Night each seat's throw errors. A record written now keeps them (its `figures`
field, ninjas.core.history); an older record has none, and its game is replayed once to
work them out (ninjas.core.figures_kept keeps them).

    {"turns": 6, "throws": [[2.74, 8], null, [1.2, 5]]}

`turns`: Night's rounds, Dojo's turns as its header says them (each clan's turns, the
most of the two), the others' turns (every seat's turn: the record's stored length).
`throws` (Night only): per seat, the mean error (cm) of its throws at a roof the string
could reach (as the results screen counts them, scenes/night/throw_record.py) and how
many there were, or null. Both are told at the table as the game is played: a record
shows them in plain, sealed by its check like its result.

Pure: no file is read here.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

SeatError = tuple[float, int] | None
"""A seat's mean error (cm) and its number of throws within reach; None: none."""


@dataclass(frozen=True)
class Figures:
    turns: int
    """The length as the game's table counts it (table_turns)."""
    throws: tuple[SeatError, ...] | None = None
    """Night's throw errors, per seat (None for the other games)."""

    def to_value(self) -> dict[str, Any]:
        value: dict[str, Any] = {"turns": self.turns}
        if self.throws is not None:
            value["throws"] = [None if seat is None else list(seat) for seat in self.throws]
        return value


def table_turns(game: str, state: Any, turns: int) -> int:
    """The length of a game as its table counts it: Night's rounds, Dojo's turns as its
    header says them (each clan's turns, the most of the two), others' `turns` (every
    seat's turn, the stored length). A record's stored `turns` stays what it was: old
    records must still read (issue 34: '59 turns' for a Night game of 6 rounds)."""
    if game == "night":
        return int(state.round)
    if game == "dojo":
        return dojo_turns(state)
    return turns


def dojo_turns(state: Any) -> int:
    """A Dojo game's length as its header counted it: each clan's turns, the most of
    the two, the turn that ended the game counted. A deck running out ends the game
    inside a turn, which `turns` never counts (its header said 'Blue, turn 5' with 4
    in `turns`); a dojo taken ends it as the turn is counted."""
    counts = [int(count) for count in state.turns]
    if state.is_terminal and getattr(state, "end_reason", None) != "dojo":
        counts[int(state.mover)] += 1
    return max(counts)


def dojo_turns_played(actions: list[str]) -> int:
    """A finished Dojo game's length as dojo_turns counts it, from its actions alone:
    each turn begins with its roll (or Blitz) and the clans take turns, so the clan
    that began played half the turns begun, rounded up (the turn that ended the game
    counted, by a deck running out or a Dojo taken)."""
    begun = sum(1 for text in actions if text.split()[:1] in (["roll"], ["blitz"]))
    return (begun + 1) // 2


def seat_errors(throws: Iterable[dict[str, Any]], players: int) -> tuple[SeatError, ...]:
    """Per seat, the mean error of its throws at a roof the string could reach, and how
    many there were (the data of Night's "throw" events)."""
    from ninjas.night import data

    errors: list[list[float]] = [[] for _ in range(players)]
    for throw in throws:
        kind = str(throw.get("action", "move"))
        limit = data.MOVE_STRING_MAX if kind == "move" else data.FIGHT_STRING_MAX
        if throw["distance"] <= limit and 0 <= throw["seat"] < players:
            errors[throw["seat"]].append(abs(throw["length"] - throw["distance"]))
    return tuple((sum(seat) / len(seat), len(seat)) if seat else None for seat in errors)


def figures_after(game: str, state: Any, turns: int, thrown: Iterable[dict[str, Any]]) -> Figures:
    """The figures of a game played to `state` in `turns` turns, Night's throws being
    the data of the "throw" events met on the way."""
    throws = seat_errors(thrown, int(state.num_players)) if game == "night" else None
    return Figures(table_turns(game, state, turns), throws)


def figures_of_value(value: Any, game: str, players: int) -> Figures:
    """The figures a record's `figures` field holds; ValueError if they are not sound
    figures of a game of `game` with `players` seats."""
    if not isinstance(value, dict) or "turns" not in value:
        raise ValueError("figures: no turns")
    wanted = {"turns", "throws"} if game == "night" else {"turns"}
    if set(value) != wanted:
        raise ValueError(f"figures: fields {sorted(value)}")
    turns = value["turns"]
    if type(turns) is not int or turns < 0:
        raise ValueError(f"figures: turns {turns!r}")
    if game != "night":
        return Figures(turns)
    throws = value["throws"]
    if not isinstance(throws, list) or len(throws) != players:
        raise ValueError("figures: one seat's throws a seat")
    return Figures(turns, tuple(_seat_error(seat) for seat in throws))


def _seat_error(seat: Any) -> SeatError:
    if seat is None:
        return None
    if (
        isinstance(seat, list)
        and len(seat) == 2
        and type(seat[0]) in (int, float)
        and math.isfinite(seat[0])
        and seat[0] >= 0
        and type(seat[1]) is int
        and seat[1] > 0
    ):
        return float(seat[0]), seat[1]
    raise ValueError(f"figures: a seat's throws {seat!r}")
