"""The land rush (ninjas.dojo.ai_rush), the scripted opponent hard is measured against:
it plays legal actions to the end of a game, spreads one ninja a hex onto free land and
summons the most it may."""

from __future__ import annotations

import random

from ninjas.dojo.ai import DojoPolicy
from ninjas.dojo.ai_rush import RushPolicy
from ninjas.dojo.rules import new_game
from tests.dojo.test_rules import scene


def test_the_rush_plays_a_whole_game_against_greedy():
    state = new_game(seed=3)
    rush, greedy = RushPolicy(random.Random(1)), DojoPolicy("greedy", random.Random(2))
    for _ in range(5000):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        action = (rush if state.current_player == 0 else greedy).choose(state)
        assert str(action) in {str(a) for a in legal}
        state.apply(action)
    assert state.is_terminal


def test_the_rush_spreads_onto_free_land_and_summons_the_most():
    state = scene(None, {(-4, 1): [5, 0], (3, -3): [0, 2]}, phase="move")
    state.remaining = 3
    rush = RushPolicy(random.Random(1))
    while state.phase == "move":
        state.apply(rush.choose(state))
    assert state.land(0) >= 2  # one ninja a hex, not a stack
    assert state.count((-4, 1), 0) >= 1  # the Dojo kept
    state.phase = "summon"
    assert str(rush.choose(state)) == f"summon {state.on_board(0)}"
