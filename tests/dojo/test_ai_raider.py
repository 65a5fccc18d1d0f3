"""The arena's scripted Dojo opponent 'raider' (ninjas.dojo.ai_raider: a newcomer who goes
for hard's Dojo, newcomer Q, s19): it walks onto an unguarded Dojo in reach, spends its
Blitz when six moves reach one a roll may not, and plays whole games."""

from __future__ import annotations

import pytest

from ninjas import arena
from ninjas.dojo.hexgrid import distance
from tests.dojo.test_rules import scene

ENEMY_DOJO = (-4, 1)  # seat 0's Dojo in tests.dojo.test_rules.scene; the raider is seat 1


def test_the_raider_walks_onto_an_unguarded_dojo_in_reach():
    three_away = (-1, 1)
    assert distance(three_away, ENEMY_DOJO) == 3
    state = scene(None, {three_away: [0, 1], (3, -3): [2, 0]}, mover=1, phase="move")
    state.remaining = 3
    raider = arena.arena_agent("raider", 1)
    while state.phase == "move":
        state.apply(raider.choose(state))
    assert state.count(ENEMY_DOJO, 1) == 1


def test_the_raider_blitzes_for_a_dojo_six_moves_away():
    six_away = (2, -1)
    assert distance(six_away, ENEMY_DOJO) == 6
    state = scene(None, {six_away: [0, 1], (3, -3): [2, 0]}, mover=1, phase="roll", blitz=True)
    state.turns = [1, 1]
    assert str(arena.arena_agent("raider", 1).choose(state)) == "blitz"


def test_the_raider_plays_whole_games_for_dojo_only():
    result = arena.play_game("dojo", ["raider", "greedy"], 0, 3)
    assert result.winner in (0, 1, None)
    with pytest.raises(SystemExit):
        arena.main(["--game", "night", "--agents", "raider,greedy", "--games", "1"])
