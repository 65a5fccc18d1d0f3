"""The race (ninjas.dojo.ai_clock): when the other side leads on land and may end the game
by its own deck at its next summon, hard's move takes the land count back rather than
keep its ninjas (newcomers J, s11, and P, s12, won so against hard: 'drawing the max
every turn to run my own deck out'). Two positions from games against the land rush
(ninjas.dojo.ai_rush, games 29 and 38 of `--seed 1`), reached by their recorded
actions: the rush leads 5 lands to 3 with 25 ninjas and 26 cards, and 6 to 2 with 48
ninjas and 23 cards. Before, hard's move ended behind (4 to 5, 4 to 6) whatever its seed;
now it spreads over the free land it can reach and leads or ties."""

from __future__ import annotations

import random

import pytest

from ninjas.dojo.ai import DojoPolicy
from ninjas.dojo.ai_clock import race_on
from ninjas.dojo.rules import new_game

GAME_29 = (
    "dojo -4,2",
    "dojo -2,-2",
    "roll",
    "step -2,-2 -1,-2 1",
    "end",
    "summon 5",
    "die -1,-2",
    "die -1,-2",
    "die -1,-2",
    "die -1,-2",
    "die -2,-2",
    "roll",
    "step -4,2 -3,2 2",
    "step -4,2 -3,1 0",
    "step -3,1 -2,1 0",
    "step -2,1 -1,1 2",
    "step -4,2 -3,1 0",
    "step -3,1 -2,1 0",
    "step -2,1 -1,0 2",
    "end",
    "summon 5",
    "die -4,2",
    "die -4,2",
    "die -4,2",
    "die -1,0",
    "die -4,2",
    "roll",
    "step -2,-2 -1,-2 1",
    "step -1,-2 -2,-2 1",
    "step -2,-2 -2,-1 2",
    "step -1,-2 -1,-1 1",
    "step -1,-2 0,-2 1",
    "end",
    "throw -1,-1 -1,0",
    "lay 12",
    "play 9 0",
    "summon 7",
    "die -1,-1",
    "die -1,-1",
    "die -1,-2",
    "die 0,-2",
    "die -2,-1",
    "die -1,-1",
    "die -1,-1",
    "roll",
    "step -1,0 0,0 2",
    "end",
    "summon 6",
    "die -4,2",
    "die -4,2",
    "die -4,2",
    "die -4,2",
    "die -3,2",
    "die -1,1",
    "roll",
    "step -1,-1 -2,0 1",
    "end",
    "summon 15",
    "die -2,0",
    "die 0,-2",
    "die 0,-2",
    "die -2,0",
    "die -2,-1",
    "die -2,0",
    "die -2,-1",
    "die -1,-2",
    "die 0,-2",
    "die -2,-2",
    "die -2,0",
    "die -1,-2",
    "die 0,-2",
    "die -2,-2",
    "die -2,-1",
    "roll",
)
GAME_38 = (
    "dojo 4,-3",
    "dojo -2,-2",
    "roll",
    "step -2,-2 -1,-2 1",
    "step -1,-2 0,-3 1",
    "end",
    "summon 5",
    "die 0,-3",
    "die 0,-3",
    "die 0,-3",
    "die 0,-3",
    "die -2,-2",
    "roll",
    "step 4,-3 3,-2 2",
    "step 4,-3 3,-3 0",
    "end",
    "summon 5",
    "die 4,-3",
    "die 4,-3",
    "die 3,-3",
    "die 4,-3",
    "die 3,-3",
    "roll",
    "step 0,-3 1,-3 1",
    "step 1,-3 2,-3 1",
    "step -2,-2 -2,-1 2",
    "step 0,-3 1,-3 1",
    "step -2,-2 -1,-2 1",
    "end",
    "summon 9",
    "die 1,-3",
    "die 0,-3",
    "die -1,-2",
    "die -2,-1",
    "die -1,-2",
    "die 0,-3",
    "die -2,-1",
    "die 1,-3",
    "die 1,-3",
    "roll",
    "step 3,-3 2,-2 1",
    "step 3,-2 3,-1 0",
    "step 3,-1 3,0 1",
    "step 3,0 2,1 2",
    "end",
    "throw 2,-2 2,-3",
    "lay 4",
    "play 11 0",
    "summon 5",
    "die 4,-3",
    "die 4,-3",
    "die 4,-3",
    "die 2,-2",
    "die 4,-3",
    "roll",
    "step -2,-2 -2,-1 2",
    "step -1,-2 0,-2 2",
    "step -2,-1 -3,0 1",
    "end",
    "summon 16",
    "die 0,-2",
    "die -3,0",
    "die -3,0",
    "die 0,-2",
    "die -2,-1",
    "die -1,-2",
    "die -3,0",
    "die -2,-1",
    "die -2,-2",
    "die -1,-2",
    "die 0,-3",
    "die 0,-2",
    "die 0,-3",
    "die -1,-2",
    "die 1,-3",
    "die 0,-2",
    "roll",
)


@pytest.mark.parametrize(("seed", "actions"), [(30, GAME_29), (39, GAME_38)])
def test_hard_takes_the_land_count_back_when_the_other_deck_may_end_the_game(seed, actions):
    state = new_game(seed=seed)
    for action in actions:
        state.apply(action)
    me, them = state.mover, 1 - state.mover
    assert state.phase == "move" and state.land(them) > state.land(me)
    assert state.on_board(them) > len(state.decks[them]) - 2  # its next summon may end it
    policy = DojoPolicy("hard", random.Random(1))
    while state.phase == "move":
        state.apply(policy.choose(state))
    assert state.land(me) >= state.land(them)


def test_the_race_is_on_once_the_other_side_may_summon_past_its_deck():
    class Judge:
        decks = (40, 10)

    assert race_on(Judge(), [5.0, 9.0], 0)
    assert not race_on(Judge(), [5.0, 7.0], 0)
    assert not race_on(Judge(), [5.0, 50.0], 1)  # its own ninjas: not this race
