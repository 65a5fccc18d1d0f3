"""The land rush: a scripted Dojo opponent for measuring hard (not a level offered to
players). It plays as newcomers J and P (s11, s12) beat hard: one ninja a hex onto free
land, no attack unless it takes land cheaply, the most cards summoned every turn so its
own deck runs out while it is ahead on land.

    python -m ninjas.dojo.ai_rush --games 40 --seed 1 --jobs 2
    python -m ninjas.dojo.ai_rush --games 40 --seed 1 --jobs 2 --against old_ai.py

The first: hard against the rush, hard in either seat game by game. The second: hard
against the hard of another copy of ai.py (say, the last commit's: `git show
HEAD:ninjas/dojo/ai.py > old_ai.py`). Prints one JSON object: games, hard's wins, the
other's, draws, and hard's median seconds per decision (decisions with a choice).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .ai import DojoPolicy, battle_odds, parse
from .hexgrid import Hex, neighbours
from .movement import Movement, Step
from .rules import DojoAction, DojoState, new_game

HOME_GUARD = 1
"""Ninjas the rush keeps on its own Dojo while it walks out."""
CHEAP = 0.7
"""A step into a hex the enemy holds only when the stack then clears it this likely."""


class RushPolicy:
    """The land rush (see the module's doc): everything not about land is greedy's."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.greedy = DojoPolicy("greedy", rng)

    def choose(self, real: DojoState) -> DojoAction:
        legal = real.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = real.current_player
        if real.phase == "roll":
            return legal[0]
        if real.phase == "move":
            return self._move(real, legal)
        if real.phase == "summon":
            return self._summon(real, legal)
        if real.phase == "assign":
            return self._assign(real, legal, seat)
        return self.greedy.choose(real)

    # -- the walk out ------------------------------------------------------------------
    def _value(self, state: DojoState, ninjas: dict[Hex, list[int]]) -> float:
        """Land held alone (10 a hex), enemy land taken, the Dojo guarded; battles by
        their odds; a little pull away from home so the chain of ninjas grows."""
        seat = state.mover
        terrain = state.terrain
        home = state.dojos[seat]
        score = 0.0
        for h, c in ninjas.items():
            kind = terrain.get(h)
            mine, theirs = c[seat], c[1 - seat]
            if mine and theirs:
                ties = kind == "mountain" or state.toggle("defense_advantage")
                win = battle_odds(mine, theirs, ties)[0]
                if win < CHEAP:
                    score -= 30.0  # no costly attack
                if kind not in ("water", "dojo", None):
                    score += 10.0 * win
                if h == state.enemy_dojo(seat):
                    score += 200.0 * win
            elif mine and kind not in ("water", "dojo", None):
                score += 10.0
            if mine and home is not None and h != home:
                score += 0.3 * min(mine, 1) * _distance(h, home)
        if home is not None and ninjas.get(home, [0, 0])[seat] < HOME_GUARD:
            score -= 15.0
        return score

    def _move(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        m = Movement(
            state.terrain,
            {h: list(c) for h, c in state.ninjas.items()},
            state.mover,
            state.remaining,
            state.transit,
        )
        best: DojoAction | None = None
        best_value = (
            self._value(state, m.ninjas) + 0.01 if "end" in {str(a) for a in legal} else -1e9
        )
        for action in legal:
            if action.kind != "step":
                continue
            step = Step(parse(action.args[0]), parse(action.args[1]), int(action.args[2]))
            if step.cost == 0:
                continue  # no forest walk for free: the rush spends its roll and ends
            value = self._look(state, m, step, 1) + self.rng.random() * 1e-3
            if value > best_value:
                best, best_value = action, value
        if best is not None:
            return best
        for action in legal:
            if action.kind == "end":
                return action
        steps = [a for a in legal if a.kind == "step" and a.args[2] != "0"]
        return (steps or legal)[0]

    def _look(self, state: DojoState, m: Movement, step: Step, depth: int) -> float:
        child = Movement(
            m.terrain, {h: list(c) for h, c in m.ninjas.items()}, m.seat, m.remaining, m.transit
        )
        child.step(step)
        value = self._value(state, child.ninjas) if child.can_end() else -1e9
        if depth > 0:
            for nxt in child.legal_steps():
                if nxt.cost:
                    value = max(value, self._look(state, child, nxt, depth - 1) - 0.1)
        return value

    # -- summons -----------------------------------------------------------------------
    def _summon(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        """The most it may; past its deck only when that ends the game ahead on land."""
        seat = state.mover
        deck = len(state.decks[seat])
        if len(legal) > deck and state.land(seat) <= state.land(1 - seat):
            return legal[max(deck, 1) - 1]
        return legal[-1]

    def _assign(self, state: DojoState, legal: list[DojoAction], seat: int) -> DojoAction:
        """The Dojo while it is thin, else the hex with the most enemies beside it."""
        home = state.dojos[seat]

        def need(action: DojoAction) -> tuple[float, float]:
            h = parse(action.args[0])
            mine = state.count(h, seat) + state.summon_hexes.count(h)
            if h == home and mine < 3:
                return (100.0 - mine, self.rng.random())
            near = sum(state.count(n, 1 - seat) for n in neighbours(h))
            return (near - 0.5 * mine, self.rng.random())

        return max(legal, key=need)


def _distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _load_policy(path: str) -> Any:
    """DojoPolicy of another copy of ai.py, loaded as a module of this package."""
    spec = importlib.util.spec_from_file_location("ninjas.dojo.ai_other", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["ninjas.dojo.ai_other"] = module
    spec.loader.exec_module(module)
    return module.DojoPolicy


def play(index: int, seed: int, against: str | None) -> tuple[int | None, list[float], int]:
    """Game `index`: (winner, hard's decision seconds, hard's seat); winner 0 = hard,
    1 = the other, None = a draw. Hard sits in seat index % 2."""
    state = new_game(seed=seed + index, options=None)
    rng = random.Random(seed * 7919 + index)
    hard = DojoPolicy("hard", random.Random(rng.random()))
    other: Any = (
        RushPolicy(random.Random(rng.random()))
        if against is None
        else _load_policy(against)("hard", random.Random(rng.random()))
    )
    hard_seat = index % 2
    times: list[float] = []
    for _ in range(20_000):
        if state.is_terminal:
            break
        seat = state.current_player
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        if seat == hard_seat:
            start = time.perf_counter()
            action = hard.choose(state)
            times.append(time.perf_counter() - start)
        else:
            action = other.choose(state)
        state.apply(action)
    winner = state.winner if state.is_terminal else None
    result = None if winner is None else (0 if winner == hard_seat else 1)
    return result, times, hard_seat


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ninjas.dojo.ai_rush")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--against", help="another ai.py: its hard in place of the rush")
    args = parser.parse_args(argv)
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(play, i, args.seed, args.against) for i in range(args.games)]
        results = [f.result() for f in futures]
    wins = sum(1 for r, _, _ in results if r == 0)
    losses = sum(1 for r, _, _ in results if r == 1)
    times = [t for _, ts, _ in results for t in ts]
    report = {
        "games": args.games,
        "hard_wins": wins,
        "other_wins": losses,
        "draws": args.games - wins - losses,
        "hard_wins_by_seat": [
            sum(1 for r, _, s in results if r == 0 and s == seat) for seat in (0, 1)
        ],
        "hard_seconds_per_decision": round(statistics.median(times), 4) if times else 0.0,
        "against": args.against or "rush",
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
