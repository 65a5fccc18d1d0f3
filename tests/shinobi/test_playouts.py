"""Random playouts of Shinobi: invariants after every action, determinize against view,
and the save-replay round trip (RULINGS section 2)."""

from __future__ import annotations

import random

import pytest

from ninjas.shinobi import invariant_errors, new_game

CONFIGS = [(p, m) for m in ("grasshopper", "grandmaster") for p in (2, 3, 4)]
GAMES = 1000
"""Seeded random games per player count and mode (issue 7: 1,000 each, in make test)."""
CHUNKS = 4
"""Each 1,000 in four tests of 250 games, so that the test workers share them (a
Grand Master thousand was one test of 30 to 110 s that ended a run on one worker)."""


def play_checked(seed: int, players: int, mode: str) -> list[str]:
    state = new_game(seed, {"players": players, "mode": mode})
    rng = random.Random(seed)
    played: list[str] = []
    legal = state.legal_actions()
    while not state.is_terminal:
        assert legal, f"no legal action in phase {state.phase}"
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        played.append(str(action))
        errors = invariant_errors(state)
        assert not errors, (seed, players, mode, errors)
        # the next action's choices, made once: the twin's are compared with them too
        legal = [] if state.is_terminal else state.legal_actions()
        if len(played) % 5 == 0 and not state.is_terminal:
            seat = state.current_player
            twin = state.determinize(seat, random.Random(len(played)))
            assert twin.view(seat) == state.view(seat)
            assert [str(a) for a in twin.legal_actions()] == [str(a) for a in legal]
            assert not invariant_errors(twin)
        assert len(played) < 5000, "a game that does not end"
    assert state.winners(), "a finished game names its winners"
    return played


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize(("players", "mode"), CONFIGS)
def test_random_games_keep_every_invariant(players: int, mode: str, chunk: int) -> None:
    size = GAMES // CHUNKS
    for seed in range(chunk * size, (chunk + 1) * size):
        play_checked(seed, players, mode)


@pytest.mark.parametrize(("players", "mode"), CONFIGS)
def test_seed_and_actions_replay_a_game_exactly(players: int, mode: str) -> None:
    seed = 7
    played = play_checked(seed, players, mode)
    first = new_game(seed, {"players": players, "mode": mode})
    second = new_game(seed, {"players": players, "mode": mode})
    for text in played:
        a = first.apply(text)
        b = second.apply(text)
        assert [e.to_json() for e in a] == [e.to_json() for e in b]
    assert first.is_terminal and first.final_scores() == second.final_scores()
    assert first.view(0) == second.view(0)
