"""A finished Ninja Night game built with a tie on points, for the results' tests: every
line a card may show is on some card (tokens of both colours, bonuses used, and the
first tie-break's count for the seats level on points).

Seat 0 and seat 1 both have 7 points in two value tokens; seat 0 used two bonuses, seat 1
one, so seat 1 wins on the second tie-break and seat 0 is second. Seat 2 has 1 point and
no one to tie with (no tie-break line), a bonus kept and an injury; with four players
seat 3 ties it at 1."""

from __future__ import annotations

import random

from ninjas.core.session import GameSession, Seat
from ninjas.night import data
from ninjas.night.rules import INJURY, NightState, new_game, random_playout

BONUS = "bonus"
"""In BACKPACKS: any bonus token, kept in the backpack."""
BACKPACKS = {0: ("y4", "v3"), 1: ("y5", "v2"), 2: ("v1", BONUS, "injury"), 3: ("v1",)}
USED = {0: 2, 1: 1}
"""Bonuses used by each seat (the others none)."""


def tied_state(players: int, seed: int = 10) -> NightState:
    """A finished game of `players` seats, its backpacks as BACKPACKS, bonuses USED."""
    state = random_playout(new_game(seed, {"players": players}), random.Random(seed))
    assert state.is_terminal
    loose = [t for roof in state.roofs for t in roof]
    loose += [t for pack in state.backpacks for t in pack if t is not None and t >= 0]
    loose += [t for used in state.used for t in used]
    state.backpacks = [[None] * data.BACKPACK_SLOTS for _ in range(players)]
    state.used = [[] for _ in range(players)]
    state.roofs = [[t for t in roof if t not in loose] for roof in state.roofs]

    def take(wanted: set[str] | str) -> int:
        kinds = {wanted} if isinstance(wanted, str) else wanted
        token = next(t for t in loose if state.kinds[t] in kinds)
        loose.remove(token)
        return token

    for seat in range(players):
        for slot, kind in enumerate(BACKPACKS[seat]):
            if kind == "injury":
                state.backpacks[seat][slot] = INJURY
                continue
            token = take(kind if kind != BONUS else set(state.kinds) - set(data.TOKEN_VALUES))
            state.backpacks[seat][slot] = token
            state.known[token] = set(range(players))
        for _ in range(USED.get(seat, 0)):
            state.used[seat].append(take(set(state.kinds) - set(data.TOKEN_VALUES)))
    state.roofs[0].extend(loose)  # the rest back on a roof, every token somewhere
    return state


def tied_session(players: int, names: tuple[str, ...] = ("Élodie",)) -> GameSession:
    """tied_state's game as a session: people named `names` first, hard computers after."""
    seats = [Seat("human", name=name) for name in names]
    seats += [Seat("ai", "hard")] * (players - len(seats))
    state = tied_state(players)
    return GameSession("night", 10, dict(state.options), seats, state)
