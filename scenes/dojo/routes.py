"""Where a selected ninja can walk with the moves left, and by which steps.

The rules take one step at a time (`step Q,R Q,R COST`); the table lets a player click
a destination several hexes away, so it looks for the cheapest walk there by trying
the steps on copies of the state (every rule, the water rule included, is the
state's own). Forest is entered at the cost the player prefers (0 or 1) when both
are allowed. No pygame here.
"""

from __future__ import annotations

import copy
import heapq
from dataclasses import dataclass
from typing import Any

from ninjas.dojo.hexgrid import Hex
from ninjas.dojo.rules import hex_text, parse_hex


@dataclass(frozen=True)
class Route:
    """The steps (action texts) from the selected hex to a destination."""

    steps: tuple[str, ...]
    hexes: tuple[Hex, ...]
    """From the start to the destination, both included."""
    cost: int
    ends: bool
    """The walk may stop here (False: it would stand in water beside another ninja)."""


def _twin(scratch: Any) -> Any:
    """A copy of a scratch state (never the game's own) good for trying one step: the
    ninjas and the history are its own, the rest (which a step only reads, or sets
    anew) is shared. A deep copy per hex cost most of a walk's search."""
    twin = copy.copy(scratch)
    twin.ninjas = {h: list(c) for h, c in scratch.ninjas.items()}
    twin.history = []
    return twin


def routes_from(state: Any, src: Hex, forest_cost: int = 0) -> dict[Hex, Route]:
    """Every hex one of the mover's ninjas at `src` can reach now, by its cheapest walk
    (fewest steps among the cheapest)."""
    if state.phase != "move":
        return {}
    terrain = state.terrain
    root = state.clone()  # every try below is made on copies of this one
    best: dict[Hex, tuple[int, int]] = {src: (0, 0)}
    nodes: dict[Hex, tuple[Any, Route]] = {src: (root, Route((), (src,), 0, True))}
    heap: list[tuple[int, int, Hex]] = [(0, 0, src)]
    while heap:
        cost, count, here = heapq.heappop(heap)
        if best.get(here) != (cost, count):
            continue
        node_state, route = nodes[here]
        by_dst: dict[str, dict[int, Any]] = {}
        for action in node_state.legal_actions():
            if action.kind == "step" and action.args[0] == hex_text(here):
                by_dst.setdefault(action.args[1], {})[int(action.args[2])] = action
        for dst_text, costs in by_dst.items():
            dst = parse_hex(dst_text)
            if dst == src:
                continue
            if terrain.get(dst) == "forest" and forest_cost in costs:
                action = costs[forest_cost]
            else:
                action = costs[min(costs)] if forest_cost == 0 else costs[max(costs)]
            step = int(action.args[2])
            key = (cost + step, count + 1)
            if dst in best and best[dst] <= key:
                continue
            twin = _twin(node_state)
            twin.apply(action)
            best[dst] = key
            walk = Route(
                route.steps + (str(action),),
                route.hexes + (dst,),
                cost + step,
                twin.transit is None,
            )
            nodes[dst] = (twin, walk)
            heapq.heappush(heap, (key[0], key[1], dst))
    return {h: r for h, (_, r) in nodes.items() if h != src}


def action_hex(text: str) -> Hex:
    """A hex from an action's argument ("Q,R")."""
    q, r = text.split(",")
    return (int(q), int(r))


def event_hex(h: Any) -> Hex:
    """A hex from an event's data (a list of two numbers)."""
    return (int(h[0]), int(h[1]))
