"""Dojo ("Ninjas! Protect your Dojo", RULINGS section 4): hexgrid (geometry, the seeded
spiral board, Dojo placement), maps (Tiled boards in levels/dojo), movement (the movement
phase), cards (decks, one clash, summoning), scoring (both wins), rules (the game turn by
turn: new_game, actions, events, view, determinize; its state is built on position,
summoning and battles) and ai."""

from .rules import (
    GAME_NAME,
    TOGGLES,
    DojoAction,
    DojoState,
    DojoView,
    IllegalAction,
    invariant_errors,
    new_game,
    option_use,
    random_playout,
)

__all__ = [
    "GAME_NAME",
    "TOGGLES",
    "DojoAction",
    "DojoState",
    "DojoView",
    "IllegalAction",
    "invariant_errors",
    "new_game",
    "option_use",
    "random_playout",
]
