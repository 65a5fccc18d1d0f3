"""Token conservation and the invariants over 1,000 seeded random games for each
player count (RULINGS section 3): after every action the 28 tokens are all somewhere
(a roof, a backpack, the used bonuses), each once; nobody holds more than four
injuries or other than four slots; no yellow token is taken before round 5; and every
game ends after round 6 with its returns shared out.

A game costs 4 to 7 ms (3.8, 5.2 and 6.8 ms for 2, 3 and 4 players, legal actions
listed at every step and the invariants checked after each), so the 3,000 games are
about 16 s of work, run in chunks that `pytest -n 2` shares between its workers. A
random village costs about 90 ms to lay out, more than the game played on it, so a
quarter of the games are played on a few seeded random villages laid out once per
worker; each game is still dealt by `new_game` from its own seed.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from ninjas.core.rng import make_rng
from ninjas.night import data
from ninjas.night.rules import INJURY, NightState, invariant_errors, new_game, token_count
from ninjas.night.village import Village, random_village

GAMES = 1_000
CHUNKS = 4
NAMED = ("crossroads", "plaza", "riverside")
RANDOM_VILLAGES = 5


@cache
def random_villages() -> tuple[Village, ...]:
    return tuple(random_village(make_rng(1_000 + k)) for k in range(RANDOM_VILLAGES))


def dealt(seed: int, players: int) -> NightState:
    """Game `seed`: a named village for three seeds in four, else a random one."""
    experienced = seed % 2 == 0
    kind = seed % 4
    name = NAMED[kind] if kind < 3 else NAMED[0]
    state = new_game(seed, {"players": players, "village": name, "experienced": experienced})
    if kind == 3:  # the deal is the seed's own; only the board is a random one
        state.village = random_villages()[seed // 4 % RANDOM_VILLAGES]
    return state


def check(state: NightState) -> None:
    assert token_count(state) == 28
    errors = invariant_errors(state)
    assert not errors, errors
    for seat in range(state.players):
        assert state.backpacks[seat].count(INJURY) <= data.MAX_INJURIES
    assert 1 <= state.round <= data.ROUNDS


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_token_conservation_over_1000_seeded_random_games(players: int, chunk: int) -> None:
    size = GAMES // CHUNKS
    for seed in range(chunk * size, (chunk + 1) * size):
        state = dealt(seed, players)
        rng = random.Random(seed)
        actions = 0
        while not state.is_terminal:
            legal = state.legal_actions()
            assert legal, f"game {seed}: no legal action in phase {state.phase}"
            state.apply(legal[rng.randrange(len(legal))])
            actions += 1
            check(state)
        assert state.round == data.ROUNDS and actions > 0, f"game {seed}"
        returns = state.returns()
        assert len(returns) == players and sum(returns) == pytest.approx(1.0)
        assert max(returns) > 0


def test_the_chunks_cover_every_seed_once() -> None:
    size = GAMES // CHUNKS
    seeds = [s for c in range(CHUNKS) for s in range(c * size, (c + 1) * size)]
    assert seeds == list(range(GAMES))
