"""How many enemy ninjas one roll walks onto a Dojo (ninjas.dojo.rush; issue 33, newcomer
W, s21: one ninja left home, a blue one walked through his forests onto his Dojo and won
the battle and the game). The rules' movement: forest free, mountain 2, plains and a Dojo
1, each walker its own path; water with a defender in it closed."""

from __future__ import annotations

from ninjas.dojo.rush import Rush, brought, outnumbered, rush, site_moves, walkers
from tests.dojo.test_rules import scene

HOME, ENEMY = (-4, 1), (-3, 4)


def test_plains_cost_one_a_step_and_one_onto_the_dojo():
    state = scene(None, {HOME: [1, 0], ENEMY: [0, 5]}, phase="move")
    assert walkers(state, 0) == [4] * 5  # four moves each: a 6 walks in one, as many as home
    assert rush(state, 0) is None
    state.ninjas[HOME] = [0, 0]
    assert rush(state, 0) == Rush(defenders=0, roll=4, most=1, moves=4)
    assert outnumbered(state, 0) is None  # an empty Dojo is guard.left_open's


def test_forests_are_free_so_a_six_walks_three_in():
    """Two forests on the way: 2 moves each, a 2 brings one, a 4 two, a 6 three."""
    terrain = {(-3, 3): "forest", (-3, 2): "forest"}
    state = scene(terrain, {HOME: [2, 0], ENEMY: [0, 5]}, phase="move")
    assert walkers(state, 0) == [2] * 5
    assert [brought(walkers(state, 0), roll) for roll in range(1, 7)] == [0, 1, 1, 2, 2, 3]
    assert outnumbered(state, 0) == Rush(defenders=2, roll=6, most=3, moves=2)
    state.ninjas[HOME] = [1, 0]
    assert outnumbered(state, 0) == Rush(defenders=1, roll=4, most=3, moves=2)


def test_a_walk_goes_on_through_land_the_defender_holds():
    """The forests held by the defender's ninjas are walked through (RULINGS, 51aba040)."""
    terrain = {(-3, 3): "forest", (-3, 2): "forest"}
    ninjas = {HOME: [1, 0], ENEMY: [0, 5], (-3, 3): [1, 0], (-3, 2): [1, 0]}
    state = scene(terrain, ninjas, phase="move")
    assert walkers(state, 0) == [2] * 5 and outnumbered(state, 0) is not None


def test_mountains_cost_two_and_water_with_a_defender_is_closed():
    """The Dojo's two neighbours a water and a mountain: an enemy beside them walks in
    through the water for 2, or, a defender in that water, round by the mountain for 4."""
    terrain = {(-3, 1): "water", (-3, 0): "mountain"}
    state = scene(terrain, {HOME: [1, 0], ENEMY: [0, 0], (-2, 1): [0, 1]}, phase="move")
    assert walkers(state, 0) == [2]
    state.ninjas[(-3, 1)] = [1, 0]
    assert walkers(state, 0) == [4]  # (-2,0) 1, the mountain 2, the Dojo 1


def test_each_walker_pays_its_own_path():
    """One a move away and one three: a 4 walks both in, a 3 one."""
    ninjas = {HOME: [1, 0], ENEMY: [0, 0], (-3, 1): [0, 1], (-1, 1): [0, 1]}
    state = scene(None, ninjas, phase="move")
    costs = walkers(state, 0)
    assert costs == [1, 3], costs
    assert brought(costs, 3) == 1 and brought(costs, 4) == 2
    assert outnumbered(state, 0) == Rush(defenders=1, roll=4, most=2, moves=1)


def test_a_site_within_one_roll_of_the_other_dojo():
    state = scene(None, {HOME: [5, 0], ENEMY: [0, 5]}, phase="move")
    assert site_moves(state, HOME, 0) == 4  # walked from the enemy's Dojo
    state.dojos[1] = None
    assert site_moves(state, HOME, 0) is None  # no other Dojo yet: nothing to say
