"""A hex's place name never sets two directions against each other (issue 33, newcomer
P, s8: 'la plaine (sud-est, côté ouest)' read as a contradiction): the qualifier that
tells alike hexes of a part apart names no direction opposite to the part's own, on
random boards and the hand-made maps, and every name stays unique."""

from __future__ import annotations

import random

import pytest

from ninjas.dojo.hexgrid import Board, random_board
from ninjas.dojo.maps import board_names, named_board
from ninjas.dojo.places import Place, places

OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}
PAIR_WORDS = {
    "west": ({"west"}, {"east"}),
    "north": ({"north"}, {"south"}),
    "centre": (set(), set()),
}


def said(place: Place) -> set[str]:
    """The directions the place's qualifier names."""
    side = place.side
    if place.alike == 2:
        if side.startswith("arc-"):
            ns, ew = side[4:].split("-")
            return {ns} if place.rank == 1 else {ew}
        return PAIR_WORDS[side][place.rank - 1]
    if side.startswith("arc-"):
        return {side[4:].split("-")[0]}
    return set() if side == "centre" else set(side.split("-"))


def boards() -> list[Board]:
    return [random_board(random.Random(seed)) for seed in range(300)] + [
        named_board(name) for name in board_names()
    ]


@pytest.mark.parametrize("board", boards(), ids=lambda b: b.name)
def test_no_place_name_sets_directions_against_each_other(board: Board) -> None:
    named = places(board)
    keys = {(p.terrain, p.part, p.side, p.rank) for p in named.values()}
    assert len(keys) == len(named)  # each name its own hex
    for h, place in named.items():
        if place.alike == 1 or place.part == "centre":
            continue
        against = {OPPOSITE[d] for d in place.part.split("-")}
        assert not said(place) & against, (h, place)


def test_the_clash_newcomer_p_read_is_gone() -> None:
    """Before: a south-east pair was told apart as the western / eastern one."""
    sides = {
        p.side
        for board in boards()
        for p in places(board).values()
        if p.alike > 1 and p.part == "south-east"
    }
    assert sides and "west" not in sides and "north" not in sides
