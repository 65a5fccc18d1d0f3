"""Fit Shinobi hard's 4-player Grasshopper measure (ninjas.shinobi.ai.LEARNED_WEIGHTS):
`python -m tools.shinobi_fit [--games 3000] [--seed 900000] [--drop handsize]`.

Plays games between four `greedy` (the level hard is measured against), takes every
position of the games with one winner, and fits a conditional logit by maximum likelihood
(Newton's method): P(seat s wins) = exp(w . x_s) / sum over the seats of exp(w . x_t),
with x_s the seat's features (ninjas.shinobi.ai.learned_features, which
ninjas.shinobi.ai.learned_heads weighs). Prints the held-out log-loss (a fifth of the
positions) and the weights, one a line in LEARNED_WEIGHTS's order. Needs numpy (dev).
3,000 games take about two minutes on one core. Nothing here is part of the game."""

from __future__ import annotations

import argparse
import sys

from ninjas.ai.agents import make_agent
from ninjas.core.pathcheck import bounded_int
from ninjas.shinobi import new_game
from ninjas.shinobi.ai import learned_features
from ninjas.shinobi.rules import ShinobiState

NAMES = (
    "score",
    "score*progress",
    "clans",
    "handvalue",
    "handvalue*progress",
    "handsize",
    "bestnew",
    "newclans",
    "canend0",
    "canend1",
    "canend2",
    "endahead0",
    "endahead1",
    "endahead2",
    "three",
    "next",
)
"""The features, in LEARNED_WEIGHTS's order (see its comments)."""


def features(state: ShinobiState) -> list[list[float]]:
    """Each seat's features (NAMES), as learned_heads reads the position: the AI's own
    function, so that the fit and the search can never read a position differently."""
    return learned_features(state)


def positions(games: int, seed: int) -> tuple[list[list[list[float]]], list[int]]:
    """Every position's features of `games` greedy games from `seed`, and its winner."""
    xs: list[list[list[float]]] = []
    ys: list[int] = []
    for g in range(games):
        state = new_game(seed + g, {"players": 4, "mode": "grasshopper"})
        agents = [make_agent("greedy", seed * 7 + g * 4 + i) for i in range(4)]
        seen = []
        while not state.is_terminal:
            seen.append(features(state))
            state.apply(agents[state.current_player].choose(state))
        winners = state.winners()
        if len(winners) == 1:
            xs.extend(seen)
            ys.extend([winners[0]] * len(seen))
    return xs, ys


def fit(xs: list[list[list[float]]], ys: list[int], drop: set[str]) -> tuple[list[float], float]:
    """The weights (0 for the features dropped) and the held-out log-loss."""
    import numpy as np

    keep = [i for i, name in enumerate(NAMES) if name not in drop]
    x = np.array(xs, dtype=float)[:, :, keep]
    y = np.array(ys)
    order = np.random.default_rng(0).permutation(len(y))
    train, test = order[: len(y) * 4 // 5], order[len(y) * 4 // 5 :]
    flat = x[train].reshape(-1, len(keep))
    mean, spread = flat.mean(0), flat.std(0) + 1e-9
    z = (x - mean) / spread
    w = np.zeros(len(keep))
    zt, chosen = z[train], np.eye(x.shape[1])[y[train]]
    for _ in range(12):
        u = zt @ w
        p = np.exp(u - u.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        grad = -((chosen - p)[:, :, None] * zt).sum(1).mean(0) + 1e-4 * w
        m = (p[:, :, None] * zt).sum(1)
        hess = np.einsum("np,npi,npj->ij", p, zt, zt) / len(train)
        hess -= np.einsum("ni,nj->ij", m, m) / len(train) - 1e-4 * np.eye(len(keep))
        w -= np.linalg.solve(hess, grad)
    u = z[test] @ w
    u -= u.max(1, keepdims=True)
    loss = -(u[np.arange(len(test)), y[test]] - np.log(np.exp(u).sum(1))).mean()
    weights = [0.0] * len(NAMES)
    for i, value in zip(keep, w / spread, strict=True):
        weights[i] = float(value)
    return weights, float(loss)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.shinobi_fit", description=__doc__)
    parser.add_argument("--games", type=bounded_int(10, 100_000), default=3000)
    parser.add_argument("--seed", type=bounded_int(0, 2**31), default=900_000)
    parser.add_argument("--drop", action="append", default=[], choices=NAMES)
    args = parser.parse_args(argv)
    xs, ys = positions(args.games, args.seed)
    weights, loss = fit(xs, ys, set(args.drop))
    print(f"{len(ys)} positions, held-out log-loss {loss:.4f} (a coin: 1.3863)")
    for name, value in zip(NAMES, weights, strict=True):
        print(f"    {value:.4f},  # {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
