"""A fight that ends the game lost is judged lost (ninjas.dojo.ai_clock.ends_lost):
newcomer K (s17, nc-K/073, 074) had emptied her deck, 15 lands to Blue clan's 4, and
hard, on its last turn, walked a ninja from the mountain through the forests into her
forest in the middle: the fight drew past her deck and ended the game 13 to 2 on the
spot. Her game's own actions (seed and moves of her record), up to hard's roll of 6:
before, the move ended on her forest whatever the AI's seed; now it keeps the game going
and its land (4, not 2)."""

from __future__ import annotations

import random

from ninjas.dojo.ai import DojoPolicy
from ninjas.dojo.ai_clock import ends_lost
from ninjas.dojo.rules import new_game

K_SEED = 8003879856385504889
K_GAME = (
    "dojo -3,4 ; dojo 2,-4 ; roll ; step 2,-4 1,-3 0 ; step 1,-3 0,-2 1 ; step 0,-2 -1,-1 "
    "0 ; step 2,-4 2,-3 1 ; step 2,-3 3,-3 1 ; step 2,-4 2,-3 1 ; step 2,-4 1,-3 0 ; end "
    "; summon 5 ; die -1,-1 ; die 1,-3 ; die 2,-4 ; die 2,-3 ; die 3,-3 ; roll ; step "
    "-3,4 -2,3 2 ; step -3,4 -2,3 2 ; step -2,3 -2,2 0 ; step -2,2 -1,1 0 ; end ; summon "
    "5 ; die -1,1 ; die -1,1 ; die -3,4 ; die -3,4 ; die -1,1 ; roll ; step 3,-3 3,-2 1 ; "
    "step -1,-1 -2,-1 1 ; step 1,-3 1,-2 1 ; step -1,-1 -1,0 1 ; end ; throw -1,0 -1,1 ; "
    "lay 10 ; lay 2 ; play 11 0 ; summon 8 ; die -1,0 ; die -1,0 ; die -1,0 ; die -2,-1 ; "
    "die 1,-3 ; die 1,-2 ; die 2,-4 ; die 2,-3 ; roll ; step -2,3 -1,3 2 ; step -1,1 -2,2 "
    "0 ; step -3,4 -3,3 2 ; step -3,3 -2,2 0 ; step -2,2 -3,3 2 ; step -3,3 -2,2 0 ; end "
    "; summon 5 ; die -3,4 ; die -2,2 ; die -3,4 ; die -3,4 ; die -2,2 ; roll ; step -1,0 "
    "0,0 0 ; step -1,0 -1,-1 0 ; step 1,-2 2,-2 1 ; step -2,-1 -2,0 1 ; step 3,-2 3,-1 1 "
    "; step 3,-3 3,-2 1 ; end ; summon 12 ; die -2,0 ; die -2,0 ; die -1,0 ; die -1,0 ; "
    "die 0,0 ; die 0,0 ; die -2,-1 ; die -1,-1 ; die 1,-3 ; die 1,-2 ; die 2,-4 ; die "
    "2,-3 ; roll ; step -2,2 -3,3 2 ; step -3,4 -2,3 2 ; step -2,2 -1,1 0 ; step -1,1 0,1 "
    "1 ; step 0,1 1,1 1 ; end ; summon 7 ; die -3,4 ; die -2,2 ; die -3,4 ; die -2,2 ; "
    "die -3,4 ; die -3,4 ; die -3,4 ; roll ; step 0,0 -1,1 0 ; step -1,1 -2,2 0 ; step "
    "0,0 -1,1 0 ; step -1,1 -2,2 0 ; step 0,0 -1,1 0 ; step -1,1 -2,2 0 ; step 0,0 -1,1 0 "
    "; step -1,0 -1,1 0 ; step -1,1 0,1 1 ; step -1,0 -1,1 0 ; step -1,1 0,1 1 ; step "
    "-2,0 -2,1 0 ; end ; fight -2,2 ; lay 5 ; play 11 0 ; throw 0,1 1,1 ; lay 13 ; play "
    "10 0 ; throw 0,1 1,1 ; lay 11 ; play 1 0 ; summon 24 ; die -2,2 ; die 0,1 ; die -1,1 "
    "; die -2,1 ; die -2,2 ; die 0,1 ; die -1,1 ; die -2,1 ; die -2,2 ; die 0,1 ; die "
    "-1,1 ; die -2,1 ; die -2,2 ; die 0,1 ; die -1,1 ; die -2,1 ; die -2,-1 ; die -2,0 ; "
    "die -1,-1 ; die -1,0 ; die 0,0 ; die 1,-3 ; die 1,-2 ; die 2,-4 ; roll"
).split(" ; ")


def test_hard_does_not_walk_into_a_fight_that_ends_the_game_lost():
    state = new_game(seed=K_SEED, options={"board": "random"})
    for action in K_GAME:
        state.apply(action)
    me, them = state.mover, 1 - state.mover
    assert state.phase == "move" and state.remaining == 6 and not state.decks[them]
    assert (state.land(them), state.land(me)) == (15, 4)
    policy = DojoPolicy("hard", random.Random(0))
    while state.phase == "move":
        state.apply(policy.choose(state))
    assert not state.is_terminal and not state.shared_hexes()
    assert state.land(me) == 4


class _Judge:
    seat = 0
    decks = (20, 2)
    terrain = {(0, 0): "forest", (1, 0): "plains", (2, 0): "plains"}


def test_a_forced_fight_past_a_deck_is_lost_unless_the_land_count_is_won():
    judge = _Judge()
    # 1 against their 3, 2 cards left: the game ends, 1 land to 1, theirs more ninjas;
    # with a second land of ours, won
    assert ends_lost(judge, {(0, 0): [1, 3], (1, 0): [1, 0], (2, 0): [0, 1]})
    assert not ends_lost(judge, {(0, 0): [1, 3], (1, 0): [1, 0], (2, 0): [1, 0]})
    # their 2 against 2 cards: every draw in the deck, the game goes on
    assert not ends_lost(judge, {(0, 0): [1, 2], (1, 0): [0, 1], (2, 0): [0, 1]})
