"""Can the clan to play next end the game on its turn by a draw from an empty deck?
(RULINGS section 4, Dojo: Win: "when a player must draw from an empty deck, the game
ends at once".) The table warns when it can (scenes/dojo/deck_warning.py; issue 33).

"Can" counts the draws the clan's own choices call for, the die at its best (it only
says how far the ninjas walk): a summoning of one card per ninja on the board, the first
draw of a battle it can start (one card per attacking ninja, one per defending ninja for
the other clan; a projectile is one card), Fists of Fury's two cards for a lone
attacker, and a summoning after a battle whose first clashes it lost no ninja in (each
clash spends a card of its deck). It leaves out what only the cards' luck brings (a tie's second round, a
Joker's replacement): with those the game could end on almost any turn with a battle,
and a warning on every turn would say nothing. Only public facts are read: the board
and the decks' counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import data
from .cards_back import deck_after
from .hexgrid import Hex, neighbours
from .paths import cheapest, enterable
from .rush import brought

if TYPE_CHECKING:
    from .rules import DojoState


@dataclass(frozen=True)
class DeckEnd:
    """The clan to play next (`seat`) can end the game on its turn: `short`'s deck (its
    own or the other clan's) holds `left` cards, fewer than `need`, the most that one
    draw of that turn may ask of it; `how` is "summon", "attack" or "defend"."""

    seat: int
    short: int
    left: int
    need: int
    how: str


def walk_costs(
    state: DojoState, seat: int, budget: int = data.MOVE_ROLL_MAX
) -> dict[Hex, list[int]]:
    """Each hex `seat`'s ninjas can reach in one turn of at most `budget` moves -> the
    cost of each of its ninjas that can, cheapest first (one entry per ninja). Forest is
    free, never into water an enemy holds (movement.py)."""
    enter = enterable(state, seat)
    reach: dict[Hex, list[int]] = {}
    for src in state.occupied(seat):
        for h, cost in cheapest(enter, [src], budget).items():
            reach.setdefault(h, []).extend([cost] * state.ninjas[src][seat])
    for costs in reach.values():
        costs.sort()
    return reach


def nearest(state: DojoState, seat: int, budget: int = data.MOVE_ROLL_MAX) -> dict[Hex, int]:
    """Each hex some ninja of `seat`'s can reach in one turn of at most `budget` moves ->
    the fewest moves it takes (walk_costs' cheapest, in one search)."""
    return cheapest(enterable(state, seat), state.occupied(seat), budget)


def battle_draws(state: DojoState, seat: int) -> tuple[int, int, int]:
    """The most cards one first draw of a battle `seat` can start on its turn asks of it
    and of the other clan, and the most clashes of that draw (each spends one card of
    each deck): (attacker's, defender's, clashes); zeros if it can start none."""
    enemy = 1 - seat
    terrain, budget = state.terrain, data.MOVE_ROLL_MAX
    reach = walk_costs(state, seat, budget)
    attack = defend = clashes = 0
    fury = state.toggle("fists_of_fury")
    for h, c in state.ninjas.items():
        if c[enemy] == 0 or h not in terrain:
            continue
        if terrain[h] != "water" and h in reach:  # a fight in the hex
            n = brought(reach[h], budget)
            attack = max(attack, n, 2 if fury and c[enemy] >= data.FURY_CROWD else 0)
            defend = max(defend, c[enemy])
            clashes = max(clashes, min(n, c[enemy]))
        for src in neighbours(h):  # a projectile from a plains hex next to it
            throws = terrain.get(src) == "plains" or (
                src == state.dojos[seat] and state.toggle("dojo_defense")
            )
            if throws and src in reach and state.ninjas.get(src, [0, 0])[enemy] == 0:
                attack = max(attack, 1)
                defend = max(defend, c[enemy])
                clashes = max(clashes, 1)
    return attack, defend, clashes


_kept: list[tuple[tuple[object, ...], DeckEnd | None]] = []
"""The last answer and what it was asked of: the table asks every frame."""


def deck_end(state: DojoState) -> DeckEnd | None:
    """How the clan to play after the mover can end the game on its turn (its own deck
    first), or None: none of its choices can make a draw outrun a deck. None while the
    Dojos are placed and once the game is over."""
    if state.is_terminal or state.phase == "dojo":
        return None
    key = (
        state.mover,
        tuple(sorted(state.terrain.items())),
        tuple(state.dojos),
        tuple(sorted((h, c[0], c[1]) for h, c in state.ninjas.items())),
        deck_after(state, 0),
        deck_after(state, 1),
        tuple(sorted(state.options.items())),
    )
    if _kept and _kept[0][0] == key:
        return _kept[0][1]
    found = _deck_end(state)
    _kept[:] = [(key, found)]
    return found


def _deck_end(state: DojoState) -> DeckEnd | None:
    seat = 1 - state.mover
    decks = [deck_after(state, 0), deck_after(state, 1)]  # a battle's cards back
    attack, defend, clashes = battle_draws(state, seat)
    summon = state.on_board(seat) if state.summon_sites(seat) else 0
    if attack > decks[seat]:
        return DeckEnd(seat, seat, decks[seat], attack, "attack")
    if summon > decks[seat] - clashes:  # after a battle its ninjas all came through
        return DeckEnd(seat, seat, decks[seat], summon, "summon")
    if defend > decks[1 - seat]:
        return DeckEnd(seat, 1 - seat, decks[1 - seat], defend, "defend")
    return None
