"""The registry of games: name -> rules module (each has new_game(seed, options))."""

from __future__ import annotations

import importlib
from types import ModuleType

GAMES: dict[str, str] = {"taisen": "ninjas.taisen"}
"""Games that have landed. The title screen lists the others as coming."""

ALL_GAMES = ("taisen", "shinobi", "night", "dojo")


def get_game(name: str) -> ModuleType:
    return importlib.import_module(GAMES[name])
