"""The registry of games: name -> rules module (each has new_game(seed, options))."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ninjas.core.breakdown import Breakdown

GAMES: dict[str, str] = {
    "taisen": "ninjas.taisen",
    "shinobi": "ninjas.shinobi",
    "night": "ninjas.night",
    "dojo": "ninjas.dojo",
}
"""Games that have landed (rules and table). The title screen lists the others as coming."""

ALL_GAMES = ("taisen", "shinobi", "night", "dojo")

RULES: dict[str, str] = {
    "taisen": "ninjas.taisen",
    "shinobi": "ninjas.shinobi",
    "night": "ninjas.night",
    "dojo": "ninjas.dojo",
}
"""Every game's headless rules module, landed or not: for tools (arena, bench, soak)
that can play a game before its table exists. Saves and the title use GAMES."""


def get_game(name: str) -> ModuleType:
    return importlib.import_module(GAMES[name])


def get_rules(name: str) -> ModuleType:
    """The rules module of any game (KeyError for an unknown name)."""
    return importlib.import_module(RULES[name])


def score_breakdown(state: Any) -> Breakdown:
    """The results of `state`'s game, line by line (each game's `results` module)."""
    module = importlib.import_module(f"{RULES[state.game]}.results")
    breakdown: Breakdown = module.score_breakdown(state)
    return breakdown
