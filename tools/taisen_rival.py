"""Ninja Taisen against the best public engine's strategy (a measuring tool, never a level).

    python -m tools.taisen_rival --agent hard --games 400 --seed 1 --json

The only other program that plays Ninja Taisen is luke-chapman/ninja-taisen (a
simulator in Python and Rust, no licence, so not copied here nor a dependency). Its best
strategy, `metric_strength` (ninja_taisen/strategy/strategy_impl.py MetricStrategy with
metric.py StrengthMetric), chooses a whole turn from every sequence of moves its dice
allow: the first that wins the game, else one of those whose end position has the
highest ratio of its own cards' worth to the other side's (3, 4, 5 for strength 1-3, 9
for the Shogun, every card counted, villages too), ties drawn at random among the move
sequences (of one, two or three dice) that score best. `StrengthRival` makes that choice
here, among our rules' whole turns (`turn_sequences`: the distinct end positions our
rules allow from this position and these dice, each with its number of sequences), so
that its every step is legal under RULINGS.md: where the simulator's rules differ, its
choices are those it would make among ours.

Each game is our seeded position (`new_game(seed + index)`), the agent on Monkey in even
games and on Wolf in odd ones; the rival draws its ties from a generator of its own.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any, Protocol

from ninjas.ai import AGENT_NAMES, make_agent
from ninjas.arena import wilson_interval
from ninjas.core.rng import MAX_SEED
from ninjas.taisen import new_game
from ninjas.taisen.cards import STRENGTH
from ninjas.taisen.rules import ACTIONS, TaisenState


class Player(Protocol):
    """What play_game needs of our side: an agent's `choose`."""

    def choose(self, state: TaisenState) -> Any: ...


CARD_WORTH = {1: 3.0, 2: 4.0, 3: 5.0, 4: 9.0}
"""metric_strength's worth of a card by its strength (the Shogun's is 4)."""


def strength_metric(state: TaisenState, side: int) -> float:
    """Its StrengthMetric: the side's cards' worth over the other side's (the side's
    own worth when the other has none left)."""
    worth = [0.0, 0.0]
    for s in (0, 1):
        for stack in state.stacks[s]:
            for card in stack:
                worth[s] += CARD_WORTH[STRENGTH[card]]
    other = worth[1 - side]
    return worth[side] / other if other else worth[side]


def turn_sequences(state: TaisenState) -> list[tuple[list[int], TaisenState, int]]:
    """Our rules' whole turns from `state` as the simulator lists them: each distinct
    end position (action codes to reach it, the position) with the number of move
    sequences that reach it. The simulator lists every sequence, so a position reached
    in more orders is that much likelier to be drawn among equals."""
    side = state.side
    memo: dict[str, dict[tuple[object, ...], tuple[int, list[int], TaisenState]]] = {}

    def leaves(node: TaisenState) -> dict[tuple[object, ...], tuple[int, list[int], TaisenState]]:
        key = node.to_notation()
        known = memo.get(key)
        if known is not None:
            return known
        found: dict[tuple[object, ...], tuple[int, list[int], TaisenState]] = {}
        for code in node.legal_codes():
            child = node.clone_without_rng()
            child.apply_code(code)
            below: dict[tuple[object, ...], tuple[int, list[int], TaisenState]]
            if child.winner_side is not None or child.side != side:
                m, w = child.stacks
                below = {
                    (tuple(map(tuple, m)), tuple(map(tuple, w)), child.winner_side): (1, [], child)
                }
            else:
                below = leaves(child)
            for leaf_key, (count, codes, leaf) in below.items():
                had = found.get(leaf_key)
                if had is None:
                    found[leaf_key] = (count, [code, *codes], leaf)
                else:
                    found[leaf_key] = (had[0] + count, had[1], had[2])
        memo[key] = found
        return found

    return [(codes, leaf, count) for count, codes, leaf in leaves(state).values()]


class StrengthRival:
    """metric_strength, choosing among our rules' whole turns."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.plan: list[int] = []

    def choose_code(self, state: TaisenState) -> int:
        if self.plan:
            return self.plan.pop(0)
        state.ensure_rolled()
        side = state.side
        plans = turn_sequences(state.clone_without_rng())
        winning = [codes for codes, leaf, _ in plans if leaf.winner_side == side]
        if winning:
            chosen = winning[0]
        else:
            values = [strength_metric(leaf, side) for _, leaf, _ in plans]
            top = max(values)
            best = [(codes, n) for (codes, _, n), v in zip(plans, values, strict=True) if v == top]
            # one of the best move sequences drawn evenly, as the simulator does
            pick = self.rng.randrange(sum(n for _, n in best))
            chosen = best[-1][0]
            for codes, n in best:
                if pick < n:
                    chosen = codes
                    break
                pick -= n
        self.plan = list(chosen[1:])
        return chosen[0]


def play_game(
    agent: str,
    index: int,
    seed: int,
    player: Player | None = None,
    record: list[tuple[int, str, list[str]]] | None = None,
) -> tuple[bool, list[float]]:
    """Game `index`: (did `agent` win, its seconds of processor time per turn).
    `player`, when given, plays instead of the agent (a measuring player of tools/).
    `record`, when given, receives each turn as (side, position at its start in
    notation with its dice, the actions played) and, last, (winner, final position, [])."""
    state = new_game(seed=(seed + index) % (MAX_SEED + 1))
    ours = index % 2
    me = player if player is not None else make_agent(agent, seed * 100_003 + index * 2)
    rival = StrengthRival(seed * 100_003 + index * 2 + 1)
    turns: list[float] = []
    clock, mover = 0.0, state.side
    while state.winner_side is None:
        state.ensure_rolled()
        if state.side != mover:
            if mover == ours:
                turns.append(clock)
            clock, mover = 0.0, state.side
        if record is not None and (not record or record[-1][0] != state.side):
            record.append((state.side, state.to_notation(), []))
        if state.side == ours:
            start = time.process_time()
            action = me.choose(state)
            clock += time.process_time() - start
            state.apply(action)
        else:
            action = ACTIONS[rival.choose_code(state)]
            state.apply_code(action.code)
        if record is not None:
            record[-1][2].append(str(action))
    if record is not None:
        record.append((state.winner_side, state.to_notation(), []))
    return state.winner_side == ours, turns


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.taisen_rival", description=__doc__)
    parser.add_argument("--agent", default="hard", choices=AGENT_NAMES)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--first-game",
        type=int,
        default=0,
        help="play games N to N+games-1 of the run (a long run in parts; the default 0)",
    )
    parser.add_argument("--json", action="store_true", help="one JSON object (the default)")
    parser.add_argument(
        "--progress", action="store_true", help="after each game, a JSON line to stderr"
    )
    args = parser.parse_args(argv)
    if args.games < 1 or not 0 <= args.seed <= MAX_SEED or args.first_game < 0:
        parser.error("--games takes a whole number from 1, --seed and --first-game one from 0")
    wins = 0
    turns: list[float] = []
    for index in range(args.first_game, args.first_game + args.games):
        won, spent = play_game(args.agent, index, args.seed)
        wins += won
        turns += spent
        if args.progress:
            print(
                json.dumps({"game": index, "won": won, "wins": wins}), file=sys.stderr, flush=True
            )
    turns.sort()
    report = {
        "agent": args.agent,
        "rival": "metric_strength",
        "games": args.games,
        "first_game": args.first_game,
        "seed": args.seed,
        "wins": wins,
        "win_interval_95": list(wilson_interval(wins, args.games)),
        "cpu_seconds_per_turn": round(turns[len(turns) // 2], 6) if turns else 0.0,
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
