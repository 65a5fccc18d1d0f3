"""The arena's scripted Dojo opponent 'snowball' (ninjas.dojo.ai_snowball: newcomers K
and M's plan against hard, s17): it plays whole games, summons the most it may, and is
offered for Dojo only."""

from __future__ import annotations

import pytest

from ninjas import arena
from ninjas.dojo.rules import new_game


def test_snowball_plays_a_game_summoning_the_most_it_may():
    agent = arena.arena_agent("snowball", 1)
    other = arena.arena_agent("greedy", 2)
    state = new_game(seed=5)
    summons = 0
    for _ in range(arena.MAX_ACTIONS):
        if state.is_terminal:
            break
        me = state.current_player == 0
        legal = state.legal_actions()
        action = (agent if me else other).choose(state)
        if me and state.phase == "summon":
            assert action == legal[-1]
            summons += 1
        state.apply(action)
    assert state.is_terminal and summons >= 2


def test_snowball_is_for_dojo_only():
    result = arena.play_game("dojo", ["snowball", "greedy"], 0, 3)
    assert result.winner in (0, 1, None)
    with pytest.raises(SystemExit):
        arena.main(["--game", "night", "--agents", "snowball,greedy", "--games", "1"])
