"""The cheapest walks over a Dojo board (the AI's: ninjas.dojo.ai), each worked out
once a board where it can be: a review's Dojo playouts searched the same board's paths
again and again, every evaluation (Judge) from both Dojos and the raid's walk
(ninjas.review_sure) from every hex the mover held at every step (issue 33)."""

from __future__ import annotations

import heapq
from functools import lru_cache
from typing import TYPE_CHECKING

from . import data
from .hexgrid import Hex, neighbours

if TYPE_CHECKING:
    from .rules import DojoState


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


def enterable(state: DojoState, seat: int) -> dict[Hex, int]:
    """The cheapest way into each hex `seat`'s ninjas may enter (forest free, mountain 2;
    never water the other clan holds: movement.py)."""
    ninjas = state.ninjas
    return {
        h: min(data.MOVE_COST[kind])
        for h, kind in state.terrain.items()
        if kind != "water" or ninjas.get(h, (0, 0))[1 - seat] == 0
    }


def cheapest(
    enter: dict[Hex, int], starts: list[Hex], budget: int, backward: bool = False
) -> dict[Hex, int]:
    """Dijkstra from any of `starts` over the hexes of `enter` (each hex -> what entering
    it costs; a hex not there is never entered): the fewest moves to each hex, within
    `budget`; `backward`, the fewest from each hex to a start (a walk toward a Dojo:
    leaving a hex for the next pays the next's cost). One search for the table's reaches
    (deck_end.walk_costs and nearest, a rush's walk to a Dojo, rush.walk_costs)."""
    best = dict.fromkeys(starts, 0)
    heap = [(0, h) for h in starts]
    while heap:
        cost, h = heapq.heappop(heap)
        if cost > best[h]:
            continue
        for n in neighbours(h):
            step = enter.get(n)
            if step is None:
                continue
            step = cost + (enter[h] if backward else step)
            if step <= budget and step < best.get(n, budget + 1):
                best[n] = step
                heapq.heappush(heap, (step, n))
    return best


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
