"""Generic Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012).

One tree over the searching seat's information sets: each iteration deals a fresh
determinization from `state.determinize(seat, rng)`, descends choosing among the
actions legal in that determinization (UCB with availability counts), expands one
node, plays a random rollout (truncated after `max_rollout` moves when an
`evaluate` function is given) and backs up one value per seat.  Nodes are keyed by
`key(action)` (the text form unless the game names its moves otherwise), so the tree is
shared across determinizations.  Randomness
comes only from the seeded `random.Random` the caller gives.  Game-agnostic: any
state offering the `HiddenInfoState` protocol (ninjas/core/protocol.py) works."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from ninjas.core.protocol import HiddenInfoState

from . import deadline

Evaluator = Callable[[Any], Sequence[float]]
"""Maps a non-terminal state to one value per seat (same scale as `returns()`)."""
ActionKey = Callable[[Any], Hashable]
"""Names what an action does, so that the same move in two determinizations (the
same clan placed from cards with other ids) shares one node; `str` by default."""


class _Node:
    __slots__ = ("children", "visits", "avail", "totals", "action")

    def __init__(self, action: Any, num_players: int) -> None:
        self.action = action
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.totals = [0.0] * num_players


class ISMCTS:
    """Single-observer ISMCTS with a fixed iteration budget. At a table (a deadline set:
    ninjas.ai.deadline) it stops early once the deadline has passed, but never before
    `least` iterations, and chooses from the tree built so far."""

    def __init__(
        self,
        rng: random.Random,
        iterations: int = 1000,
        exploration: float = 0.7,
        evaluate: Evaluator | None = None,
        max_rollout: int | None = None,
        key: ActionKey = str,
        least: int | None = None,
    ) -> None:
        if iterations < 1:
            raise ValueError("ISMCTS needs at least one iteration")
        self.rng = rng
        self.iterations = iterations
        self.exploration = exploration
        self.evaluate = evaluate
        self.max_rollout = max_rollout
        self.key = key
        self.least = iterations if least is None else max(1, min(least, iterations))
        """Iterations always run, deadline or not (None: all of them)."""
        self.done = 0
        """Iterations the last `choose` ran."""
        self.root: _Node | None = None
        """The tree of the last `choose` (its node for the move chosen may be searched on)."""

    def choose(self, state: HiddenInfoState, root: _Node | None = None) -> Any:
        """The action judged best for the seat to move; uses only its view. `root`: the
        node of an earlier search for the move that led here, searched on: its visits
        count toward the budget and the minimum."""
        seat = state.current_player
        legal = list(state.legal_actions())
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        root = _Node(None, state.num_players) if root is None else root
        self.root = root
        budget = max(0, self.iterations - root.visits)
        least = max(0, self.least - root.visits)
        timed = deadline.current() is not None and least < budget
        # a game may deal its searches' positions more cheaply (the same deals): Shinobi's
        # search_deal seeds a deal's own generator only if the search draws from it
        deal = getattr(state, "search_deal", None) or state.determinize
        for done in range(budget):
            if timed and done >= least and deadline.passed():
                break
            self._iterate(root, deal(seat, self.rng))
        else:
            done = budget
        self.done = done
        by_key = {self.key(a): a for a in legal}
        best = max(
            sorted(
                (c for k, c in root.children.items() if k in by_key), key=lambda c: str(c.action)
            ),
            key=lambda c: c.visits,
            default=None,
        )
        if best is None:
            return legal[0]
        return by_key[self.key(best.action)]

    def _iterate(self, root: _Node, det: HiddenInfoState) -> None:
        path = [root]
        node = root
        key, rng, exploration = self.key, self.rng, self.exploration
        log, sqrt = math.log, math.sqrt
        while not det.is_terminal:
            legal = det.legal_actions()
            texts = list(map(key, legal))
            children = node.children
            kids = [children.get(t) for t in texts]
            untried = []
            for i, child in enumerate(kids):
                if child is None:
                    untried.append(i)
                else:
                    child.avail += 1
            mover = det.current_player
            if untried:
                i = untried[rng.randrange(len(untried))]
                child = _Node(legal[i], det.num_players)
                child.avail = 1
                children[texts[i]] = child
                det.apply(legal[i])
                path.append(child)
                break
            best_i = 0
            best_score = -math.inf
            for i, c in enumerate(kids):
                assert c is not None
                visits = c.visits
                score = c.totals[mover] / visits + exploration * sqrt(log(max(c.avail, 1)) / visits)
                if score > best_score:
                    best_i, best_score = i, score
            node = kids[best_i]  # type: ignore[assignment]
            det.apply(legal[best_i])
            path.append(node)
        values = self._rollout(det)
        for n in path:
            n.visits += 1
            totals = n.totals
            for p, v in enumerate(values):
                totals[p] += v

    def _rollout(self, det: HiddenInfoState) -> Sequence[float]:
        evaluate, rng = self.evaluate, self.rng
        limit = self.max_rollout if evaluate is not None else None
        steps = 0
        while not det.is_terminal:
            if limit is not None and steps >= limit:
                assert evaluate is not None
                return evaluate(det)
            legal = det.legal_actions()
            det.apply(legal[rng.randrange(len(legal))])
            steps += 1
        return det.returns()
