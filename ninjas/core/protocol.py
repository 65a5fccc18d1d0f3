"""The game protocol shared by every game (modelled on OpenSpiel's State API)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from .events import Event

TERMINAL = -1
"""`current_player` once the game is over."""


@runtime_checkable
class Action(Protocol):
    """A small immutable value with a stable text form (`str(action)`)."""

    def __str__(self) -> str: ...


@dataclass(frozen=True)
class TextAction:
    """An action that is a word and its arguments, saved as its text (`move 3 41.5`):
    Ninja Night's and Dojo's actions, whose arguments are free values."""

    kind: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.kind, *self.args))

    def to_json(self) -> str:
        return str(self)


class GameState(Protocol):
    """What every game's state offers to agents, saves, tools and scenes."""

    game: str
    seed: int

    @property
    def current_player(self) -> int: ...

    @property
    def num_players(self) -> int: ...

    @property
    def is_terminal(self) -> bool: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def apply(self, action: Any) -> list[Event]: ...

    def returns(self) -> list[float]: ...

    def clone(self) -> GameState: ...

    def parse_action(self, text: str) -> Any: ...


class HiddenInfoState(GameState, Protocol):
    """A game with hidden information, as ISMCTS and the "never peeks" tests need.

    `view(seat)` is everything `seat` may know, as a value comparable with `==`:
    two states with equal views for a seat are in the same information set.
    `determinize(seat, rng)` returns a full state consistent with `view(seat)`,
    the hidden parts dealt at random from `rng` (and only from `rng`)."""

    def view(self, seat: int) -> Any: ...

    def determinize(self, seat: int, rng: Any) -> HiddenInfoState: ...
