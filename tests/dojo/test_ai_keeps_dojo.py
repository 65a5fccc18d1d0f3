"""Hard keeps its Dojo (issue 33, newcomer Q, s19, Dojo EN 1280x720 vs Hard: hard left its
Dojo empty while three of her ninjas were near, and she walked in and won on turn 5).
It ends no move with none of its ninjas home while an enemy could walk in on the next
turn, unless the move wins (ninjas.dojo.ai_guard)."""

from __future__ import annotations

import random

import pytest

from ninjas.dojo.ai import DojoPolicy
from ninjas.dojo.ai_guard import open_home
from ninjas.dojo.hexgrid import distance
from tests.dojo.test_rules import scene

HOME, ENEMY_DOJO = (-4, 1), (-3, 4)
BESIDE, FOUR_AWAY = (-3, 1), (0, 0)


def walk(state, seed: int):
    """Hard plays its whole move from `state` (seat 0, phase move)."""
    hard = DojoPolicy("hard", random.Random(seed))
    while state.phase == "move":
        state.apply(hard.choose(state))
    return state


def position(enemy_home: int):
    """Hard's two ninjas home, six moves to spend; one enemy ninja beside its Dojo and
    one four moves away; `enemy_home` ninjas on the enemy Dojo."""
    state = scene(
        None,
        {HOME: [2, 0], BESIDE: [0, 1], FOUR_AWAY: [0, 1], ENEMY_DOJO: [0, enemy_home]},
        phase="move",
    )
    state.remaining = 6
    return state


@pytest.mark.parametrize("seed", range(4))
def test_hard_keeps_a_ninja_home_when_enemies_can_walk_in(seed):
    """Before: both ninjas went to fight the one beside the Dojo (the evaluation counted
    the half ninja it expects left there as none), the Dojo left empty with an enemy
    four moves away, whatever the seed."""
    state = position(enemy_home=3)
    assert distance(HOME, FOUR_AWAY) == 4 and distance(HOME, BESIDE) == 1
    walk(state, seed)
    assert state.count(HOME, 0) >= 1, state.history


def test_a_move_that_wins_may_leave_the_dojo():
    """The enemy Dojo unguarded and in reach: hard takes it, and that wins the game."""
    state = walk(position(enemy_home=0), 0)
    assert state.count(ENEMY_DOJO, 0) >= 1


def test_open_home_counts_enemies_within_one_roll():
    from ninjas.dojo.ai import Judge

    state = position(enemy_home=3)
    judge = Judge(state, 0)
    empty = {h: list(c) for h, c in state.ninjas.items()}
    empty[HOME] = [0, 0]
    assert open_home(judge, empty)
    assert not open_home(judge, state.ninjas)  # two ninjas home
    far = {HOME: [0, 0], (3, -3): [0, 1]}
    assert distance(HOME, (3, -3)) > 6 and not open_home(judge, far)


def test_the_half_ninja_left_after_a_fight_beside_the_dojo_still_threatens_it():
    """A 1-vs-1 fight beside the Dojo leaves half an enemy ninja there, on average: it
    may walk in next turn. Before, round(0.5) made it none, and the Dojo's danger 0."""
    from ninjas.dojo.ai import Judge, raid_odds

    state = position(enemy_home=3)
    judge = Judge(state, 0)
    expected = {HOME: (1.0, 0.0), BESIDE: (0.5, 0.5), ENEMY_DOJO: (0.0, 3.0)}
    cost = judge.costs[BESIDE][HOME]
    assert cost == 1
    assert judge.danger(expected, 1) >= raid_odds(cost, 1, 1, False, False) > 0.3
