"""Shinobi WAT-AAH! (headless): `data` holds every number of the game, `rules` the
whole game for 2-4 players in both modes (see its docstring for phases, actions and
the rulings of this edition).

What the table and the AI read (see ShinobiState): `hands`, `clans` (seat -> clan
name -> cards), `corruption`, `deck` (top last), `jigoku`, `phase`, `current_player`,
`pending` (the power being resolved), `score`/`score_breakdown`, and in Grand Master
`pawns`, `to_place`, `shosho`, `temple_cards`, `court_cards`, `round_results`,
`known_decoys`, `boss_revealed`. Events carry cards a seat may not know only under
`data["private"][seat]`; an event revealing hidden information has `data["reveals"]`.
The AI reads the state only through `view(seat)` and `determinize(seat, rng)`."""

from .rules import (
    GAME_NAME,
    ShinobiAction,
    ShinobiState,
    dense_ranks,
    initial_events,
    invariant_errors,
    new_game,
    random_playout,
)

__all__ = [
    "GAME_NAME",
    "ShinobiAction",
    "ShinobiState",
    "dense_ranks",
    "initial_events",
    "invariant_errors",
    "new_game",
    "random_playout",
]
