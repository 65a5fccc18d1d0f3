"""Ninjas a move cost where the win was never at risk (newcomer H, s16, Dojo review 7/10:
she played her 4 first in the forest battle, the 10 went back to the deck and she lost
2 ninjas, and the review said 'No costly move': her win chance was over 90% either way,
so no win chance told the two cards apart).

In Dojo, a battle's choice other than the computer's that the win chances cannot call
costly is also played to the end of the mover's turn after each of the two moves, in the first
`worlds` of the decision's own worlds with the same playout agents (common random
numbers, as the win chances): the ninjas it lost net of the foe's (Position.lost) are
compared (Item.material). A turn whose battle choices lost, together, at least KEPT_MIN
ninjas more on average is said ('that turn your battle choices lost about 1 ninja more
than the computer's would have'), its costliest the closest call of a review with no
costly move (scenes/review/ninjas_kept.py, no_costly.py)."""

from __future__ import annotations

from typing import Any

from ninjas.review_playout import JOINED, PLAYOUT_LIMIT, Playout

GAMES = ("dojo",)
BATTLE_MOVES = frozenset({"fight", "throw", "done", "lay", "play", "draw", "joker"})
"""The first words of a Dojo battle's decisions (scenes/review/battle_words.py): only
they are weighed. A step's ninjas lost by the end of the turn scattered both ways
(on H's record, turn 3's steps from -0.43 to +0.39 of a ninja against the computer's,
summing to noise); a card's are what the battle decides."""


def weighed(game: str, move: str) -> bool:
    """Whether the move's ninjas lost are weighed: a Dojo battle's choice."""
    return game in GAMES and move.split(" ", 1)[0] in BATTLE_MOVES


KEPT_MIN = 0.5
"""The ninjas, on average, a turn's battle choices must have lost against the computer's
to be said."""
WORLDS = 28
"""The most worlds the turn is played to its end in (two short playouts each)."""


def _turn_key(state: Any) -> tuple[str, int, int]:
    return str(state.phase == "dojo"), int(state.mover), sum(state.turns)


def net_lost(world: Any, seat: int, move: str, playout: str, seed: int, spice: float) -> int:
    """The seat's ninjas lost, less its foe's, at the end of the mover's turn (or the
    game's) after `move` in a copy of `world`, the turn played by the playout agents."""
    sim = world.clone()
    start = _turn_key(sim)
    for text in move.split(JOINED):
        sim.apply(text)
    agents = [Playout(playout, seed * 8 + s, spice) for s in range(sim.num_players)]
    for _ in range(PLAYOUT_LIMIT):
        if sim.is_terminal or _turn_key(sim) != start:
            break
        sim.apply(agents[sim.current_player].choose(sim))
    return int(sim.lost[seat]) - int(sim.lost[1 - seat])


def material_cost(
    worlds: list[Any],
    seeds: list[int],
    seat: int,
    moves: tuple[str, str],
    playout: str,
    spice: float,
) -> float:
    """The ninjas (net) the move made lost against the computer's by the end of the
    turn, on average over the first WORLDS worlds (`moves`: the computer's, the move made);
    below 0 where it kept more. Signed: a turn's moves are summed (scenes/review/
    ninjas_kept.py), and a sum of noise cut at 0 would only grow."""
    computer, move = moves
    pairs = list(zip(worlds, seeds, strict=False))[:WORLDS]
    if not pairs:
        return 0.0
    diffs = [
        net_lost(world, seat, move, playout, seed, spice)
        - net_lost(world, seat, computer, playout, seed, spice)
        for world, seed in pairs
    ]
    return round(sum(diffs) / len(diffs), 2)


def said(cost: float) -> bool:
    """A cost worth saying: at least KEPT_MIN ninjas."""
    return cost >= KEPT_MIN
