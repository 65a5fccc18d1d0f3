"""Night hard's plan search plays each plan in more worlds (ai.LOOKAHEAD_WORLDS 12, was
3): newcomer K (s17, nc-K/132) saw both hard computers plan 'Pass' in round 4. Green's
Skip, Move (a full backpack; moving after the others keeps it out of their throws) is
the search's steady choice; blue's Skip, Collect, two free slots on a roof of two pinks,
was the noise of 3 worlds (4 searches in 60: these seeds), Collect first with 12. Her
game's own actions (seed, options and moves of her record), up to blue's plan."""

from __future__ import annotations

import random

import pytest

from ninjas.night.ai import NightPolicy
from ninjas.night.rules import new_game

K_SEED = 8878583106089636826
K_OPTIONS = {
    "collect_value_first": True,
    "discard_keeps_held": True,
    "players": 3,
    "village": "random",
    "experienced": False,
}
K_ROUND_4 = (
    "place 1 ; place 2 ; place 1 ; plan move collect ; plan move collect ; plan collect "
    "move ; move 7 15.3 ; end ; move 8 15.5 ; end ; collect 0 ; end ; collect 0 1 2 ; end "
    "; collect 0 1 2 ; end ; move 6 17.3 ; end ; plan attack collect ; plan move collect "
    "; plan move collect ; attack 1 16.4 ; end ; move 4 15.8 ; end ; move 3 39.2 ; end ; "
    "collect 0 1 2 ; end ; collect 0 1 ; shuriken 3 0 15.2 ; drop 1 ; end ; collect 0 ; "
    "end ; plan move heal ; plan move collect ; plan heal move ; move 6 14.1 ; end ; move "
    "6 32.3 ; end ; heal ; end ; heal ; end ; discard 2 ; collect 0 ; end ; move 0 34.9 ; "
    "end ; plan skip move ; plan collect collect"
).split(" ; ")


@pytest.mark.parametrize("seed", [29, 38, 50, 57])
def test_hard_collects_first_with_room_on_a_roof_of_pinks(seed):
    state = new_game(seed=K_SEED, options=dict(K_OPTIONS))
    for action in K_ROUND_4:
        state.apply(action)
    assert (state.round, state.phase, state.current_player) == (4, "plan", 1)
    assert state.free_slots(1) == 2 and len(state.collectable(state.positions[1])) == 3
    plan = NightPolicy("hard", random.Random(seed)).choose(state)
    assert plan.args[0] != "skip" and "collect" in plan.args
