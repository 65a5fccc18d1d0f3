"""Ninja Taisen: rules, notation and AI evaluation (RULINGS section 1)."""

from .cards import MONKEY, SIDE_NAMES, WOLF
from .notation import to_notation
from .rules import (
    ACTIONS,
    END,
    GAME_NAME,
    TaisenAction,
    TaisenState,
    from_notation,
    initial_events,
    invariant_errors,
    new_game,
    random_playout,
)

__all__ = [
    "ACTIONS",
    "END",
    "GAME_NAME",
    "MONKEY",
    "SIDE_NAMES",
    "WOLF",
    "TaisenAction",
    "TaisenState",
    "from_notation",
    "initial_events",
    "invariant_errors",
    "new_game",
    "random_playout",
    "to_notation",
]
