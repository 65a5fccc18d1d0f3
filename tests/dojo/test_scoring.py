"""Dojo wins: taking the enemy Dojo, the land count and its tie-break."""

from ninjas.dojo.scoring import dojo_taken, land, land_count_winner, on_board

T = {(0, 0): "plains", (1, 0): "water", (2, 0): "forest", (3, 0): "mountain", (9, 9): "dojo"}


def test_dojo_taken_only_with_no_enemy_there():
    assert dojo_taken({(9, 9): [1, 0]}, 0, (9, 9))
    assert not dojo_taken({(9, 9): [1, 2]}, 0, (9, 9))
    assert not dojo_taken({(9, 9): [0, 2]}, 0, (9, 9))
    assert not dojo_taken({}, 1, (9, 9))


def test_land_counts_sole_holders_and_never_water_or_dojos():
    n = {(0, 0): [2, 0], (1, 0): [1, 0], (2, 0): [1, 1], (3, 0): [0, 3], (9, 9): [4, 0]}
    assert land(T, n, 0) == 1  # plains; the water and the Dojo do not count, forest shared
    assert land(T, n, 1) == 1  # the mountain
    assert on_board(T, n, 0) == 8 and on_board(T, n, 1) == 4
    assert land_count_winner(T, n) == 0  # tie on land, more ninjas
    n2 = {(0, 0): [5, 0], (2, 0): [0, 1], (3, 0): [0, 1]}
    assert land_count_winner(T, n2) == 1  # more land beats more ninjas
    assert land_count_winner(T, {(0, 0): [1, 0], (2, 0): [0, 1]}) is None
