"""Ninja Night: villages, geometry, rules and AI (RULINGS section 3). Not yet in
ninjas.games.GAMES: it has no scene."""

from .rules import (
    ACTIONS,
    COMPUTER_STAYS,
    GAME_NAME,
    IRREVERSIBLE_EVENTS,
    NightAction,
    NightState,
    NightView,
    invariant_errors,
    new_game,
    random_playout,
    token_count,
)
from .village import Village, VillageError, load_village, named_village, random_village

__all__ = [
    "ACTIONS",
    "COMPUTER_STAYS",
    "GAME_NAME",
    "IRREVERSIBLE_EVENTS",
    "NightAction",
    "NightState",
    "NightView",
    "Village",
    "VillageError",
    "invariant_errors",
    "load_village",
    "named_village",
    "new_game",
    "random_playout",
    "random_village",
    "token_count",
]
