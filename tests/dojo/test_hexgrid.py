"""Dojo hex geometry, the seeded spiral board and Dojo placement (RULINGS section 4)."""

import random
from collections import Counter

import pytest

from ninjas.dojo import data
from ninjas.dojo.hexgrid import (
    DIRECTIONS,
    Board,
    BoardError,
    PlacementError,
    check_dojo,
    distance,
    dojo_first_sites,
    dojo_second_sites,
    dojo_sites,
    is_connected,
    line,
    neighbours,
    random_board,
    ring,
    spiral,
)


def test_neighbours_are_six_at_distance_one_clockwise_from_east():
    ns = neighbours((2, -1))
    assert ns[0] == (3, -1)
    assert len(set(ns)) == 6
    assert all(distance((2, -1), n) == 1 for n in ns)
    assert ns == [(2 + dq, -1 + dr) for dq, dr in DIRECTIONS]


def test_distance():
    assert distance((0, 0), (0, 0)) == 0
    assert distance((0, 0), (3, 0)) == 3
    assert distance((0, 0), (2, -3)) == 3
    assert distance((-2, 1), (1, 1)) == 3
    assert distance((1, 2), (-1, -1)) == distance((-1, -1), (1, 2)) == 5


def test_line_is_contiguous_and_ends_right():
    rng = random.Random(1)
    for _ in range(200):
        a = (rng.randint(-5, 5), rng.randint(-5, 5))
        b = (rng.randint(-5, 5), rng.randint(-5, 5))
        ln = line(a, b)
        assert ln[0] == a and ln[-1] == b
        assert len(ln) == distance(a, b) + 1
        assert all(distance(x, y) == 1 for x, y in zip(ln, ln[1:], strict=False))
    assert line((0, 0), (3, 0)) == [(0, 0), (1, 0), (2, 0), (3, 0)]


def test_ring_and_spiral():
    assert ring((0, 0), 0) == [(0, 0)]
    r2 = ring((1, 1), 2)
    assert len(r2) == 12 and len(set(r2)) == 12
    assert all(distance((1, 1), h) == 2 for h in r2)
    assert all(distance(x, y) == 1 for x, y in zip(r2, r2[1:] + r2[:1], strict=True))
    # Clockwise on screen from the north-west corner: next comes the east-going top edge.
    assert ring((0, 0), 1) == [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]
    s = spiral((0, 0), 3)
    assert len(s) == 37 == len(set(s))
    assert s[0] == (0, 0) and [distance((0, 0), h) for h in s] == sorted(
        distance((0, 0), h) for h in s
    )
    with pytest.raises(ValueError, match="radius"):
        ring((0, 0), -1)


def test_random_board_has_the_house_terrain_and_follows_the_seed():
    b = random_board(random.Random(7))
    assert len(b.hexes()) == 37
    assert set(b.hexes()) == set(spiral((0, 0), data.BOARD_RADIUS))
    assert Counter(t for _, t in b.terrain) == data.TERRAIN_COUNTS
    assert random_board(random.Random(7)) == b
    boards = {random_board(random.Random(s)).terrain for s in range(20)}
    assert len(boards) > 15


def test_dojo_sites_touch_exactly_two_board_hexes_off_the_board():
    b = random_board(random.Random(3))
    sites = dojo_sites(b)
    cells = set(b.hexes())
    # A radius-3 hexagon has 4 hexes a side: 3 off-board notches between them per side
    # touch two (the corner spots touch one), so 6 x 3 = 18; the brute count agrees.
    brute = [
        (q, r)
        for q in range(-6, 7)
        for r in range(-6, 7)
        if (q, r) not in cells and sum(n in cells for n in neighbours((q, r))) == 2
    ]
    assert sites == sorted(brute)
    assert len(sites) == 18
    for s in sites:
        check_dojo(b, s)


def test_dojo_placement_errors():
    b = random_board(random.Random(3))
    with pytest.raises(PlacementError, match="off the board"):
        check_dojo(b, (0, 0))
    with pytest.raises(PlacementError, match="touches 1"):
        check_dojo(b, (4, -4))  # off a corner of the hexagon: touches only one hex
    with pytest.raises(PlacementError, match="touches 0"):
        check_dojo(b, (9, 9))
    first = dojo_sites(b)[0]
    with pytest.raises(PlacementError, match="already holds"):
        check_dojo(b, first, first)
    near = [s for s in dojo_sites(b) if 0 < distance(s, first) < data.DOJO_MIN_DISTANCE]
    assert near
    with pytest.raises(PlacementError, match="3 or more"):
        check_dojo(b, near[0], first)
    seconds = dojo_second_sites(b, first)
    assert seconds and all(distance(s, first) >= 3 for s in seconds)
    for s in seconds:
        check_dojo(b, s, first)


def test_board_errors_name_the_problem():
    with pytest.raises(BoardError, match="unknown terrain 'lava'"):
        Board.build("m", {(0, 0): "lava"})
    with pytest.raises(BoardError, match="in pieces"):
        Board.build("m", {(0, 0): "plains", (5, 0): "plains"})
    with pytest.raises(BoardError, match="no room for two Dojos"):
        Board.build("m", {(0, 0): "plains", (1, 0): "plains"})
    with pytest.raises(BoardError, match="no hexes"):
        Board.build("m", {})
    assert not is_connected([])


def test_the_first_dojos_sites_are_those_that_leave_room_for_the_second():
    """dojo_first_sites lists the sites once (the rules listed them again for each
    site): the same list as asking dojo_second_sites of each."""
    from ninjas.dojo.maps import board_for

    boards = [random_board(random.Random(s)) for s in range(30)]
    boards += [board_for(name, random.Random(1)) for name in ("island", "causeway", "crescent")]
    for b in boards:
        expected = [s for s in dojo_sites(b) if dojo_second_sites(b, s)]
        assert dojo_first_sites(b) == expected and expected
