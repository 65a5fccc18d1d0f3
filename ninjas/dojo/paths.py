"""The cheapest walks over a Dojo board (the AI's: ninjas.dojo.ai), each worked out
once a board where it can be: a review's Dojo playouts searched the same board's paths
again and again, every evaluation (Judge) from both Dojos and the raid's walk
(ninjas.review_sure) from every hex the mover held at every step (issue 33)."""

from __future__ import annotations

from functools import lru_cache

from . import data
from .hexgrid import Hex, neighbours


def cheapest_paths(terrain: dict[Hex, str], start: Hex) -> tuple[dict[Hex, int], dict[Hex, Hex]]:
    """Dijkstra from `start`: the cheapest cost to each hex and the hex it is entered
    from on that path."""
    best = {start: 0}
    prev: dict[Hex, Hex] = {}
    todo = [(0, start)]
    while todo:
        todo.sort(reverse=True)
        cost, h = todo.pop()
        if cost > best.get(h, 99):
            continue
        for n in neighbours(h):
            kind = terrain.get(n)
            if kind is None:
                continue
            c = cost + min(data.MOVE_COST[kind])
            if c < best.get(n, 99):
                best[n] = c
                prev[n] = h
                todo.append((c, n))
    return best, prev


def path_costs(terrain: dict[Hex, str], start: Hex) -> dict[Hex, int]:
    """The cheapest move cost from `start` to every hex (forest 0, mountain 2)."""
    return cheapest_paths(terrain, start)[0]


@lru_cache(maxsize=4)  # one board a game, and random boards differ: it grew for ever
def all_costs(
    board: tuple[tuple[Hex, str], ...], dojos: tuple[Hex | None, ...]
) -> dict[Hex, dict[Hex, int]]:
    """The cheapest move cost between every two hexes of a board and its Dojos."""
    terrain = dict(board)
    for d in dojos:
        if d is not None:
            terrain[d] = "dojo"
    return {h: path_costs(terrain, h) for h in terrain}


@lru_cache(maxsize=256)
def paths_from(
    board: tuple[tuple[Hex, str], ...], dojos: tuple[Hex | None, ...], start: Hex
) -> tuple[dict[Hex, int], dict[Hex, Hex]]:
    """cheapest_paths from `start` on a board and its Dojos, worked out once (read them,
    never change them): the raid's walk asks it of every hex the mover holds at every
    step, and a review's Dojo playouts spent a sixth of their time in it (issue 33)."""
    terrain = dict(board)
    for d in dojos:
        if d is not None:
            terrain[d] = "dojo"
    return cheapest_paths(terrain, start)
