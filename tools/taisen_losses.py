"""Where a level loses to the public engine's strategy (issue 35), game by game.

    python -m tools.taisen_losses --agent hard --games 100 --seed 1 --json
    python -m tools.taisen_losses --agent hard --games 100 --seed 1 --show 3

Plays tools.taisen_rival's games (the same positions, seats and rival) and sums, apart
for the games the agent won and those it lost: how they ended, after how many turns,
whose attacks took how much (in metric_strength's worth: 3, 4, 5 by strength, 9 for the
Shogun), when the agent's Shogun was taken and on whose turn, and whether its village
stood empty when the rival's card reached it. `--show N` first prints the first N lost
games turn by turn in the notation (../shared/docs/NOTATION.md), the agent's turns
marked `*`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from typing import Any

from ninjas.ai import AGENT_NAMES
from ninjas.core.rng import MAX_SEED
from ninjas.taisen import from_notation
from ninjas.taisen.cards import SHOGUN, STRENGTH, VILLAGE
from ninjas.taisen.rules import TaisenState
from tools.taisen_rival import CARD_WORTH, play_game

Record = list[tuple[int, str, list[str]]]


def worth(state: TaisenState, side: int) -> float:
    """The side's cards' worth as metric_strength counts it."""
    return sum(CARD_WORTH[STRENGTH[card]] for stack in state.stacks[side] for card in stack)


def game_facts(record: Record, ours: int) -> dict[str, Any]:
    """What one recorded game says about the side `ours`."""
    winner, final, _ = record[-1]
    turns = record[:-1]
    positions = [from_notation(text) for _, text, _ in turns] + [from_notation(final)]
    taken = {"by_own_attacks": 0.0, "by_rival_attacks": 0.0}
    shogun_taken = None
    shogun_left = False
    for (side, _, _), before, after in zip(turns, positions, positions[1:], strict=False):
        mine = worth(before, ours) - worth(after, ours)
        theirs = worth(before, 1 - ours) - worth(after, 1 - ours)
        # a turn's combats are its mover's attacks: what either side lost in them
        taken["by_own_attacks" if side == ours else "by_rival_attacks"] += (
            theirs if side == ours else mine
        )
        shogun_left |= before.where[SHOGUN[ours]] not in (VILLAGE[ours], -1)
        if shogun_taken is None and before.where[SHOGUN[ours]] >= 0 > after.where[SHOGUN[ours]]:
            shogun_taken = "own turn" if side == ours else "rival turn"
    end = positions[-1]
    village_empty = None
    if winner != ours and end.alive[ours]:  # the rival reached the village
        village_empty = not positions[-2].stacks[ours][VILLAGE[ours]]
    return {
        "won": winner == ours,
        "reason": "elimination" if not end.alive[1 - winner] else "village",
        "turns": len(turns),
        "moved_first": turns[0][0] == ours,
        "worth_taken_by_rival_attacks": taken["by_rival_attacks"],
        "worth_taken_by_agent_attacks": taken["by_own_attacks"],
        "shogun_left_village": shogun_left,
        "shogun_taken": shogun_taken,
        "village_empty_when_reached": village_empty,
    }


def summary(facts: list[dict[str, Any]]) -> dict[str, Any]:
    """Sums over a group of games."""
    n = len(facts)
    if not n:
        return {"games": 0}
    turns = sorted(f["turns"] for f in facts)

    def mean(key: str) -> float:
        return round(float(sum(f[key] for f in facts)) / n, 1)

    return {
        "games": n,
        "reasons": dict(Counter(f["reason"] for f in facts)),
        "median_turns": turns[n // 2],
        "agent_moved_first": sum(f["moved_first"] for f in facts),
        "mean_worth_taken_by_rival_attacks": mean("worth_taken_by_rival_attacks"),
        "mean_worth_taken_by_agent_attacks": mean("worth_taken_by_agent_attacks"),
        "shogun_left_village": sum(f["shogun_left_village"] for f in facts),
        "shogun_taken": dict(Counter(f["shogun_taken"] for f in facts if f["shogun_taken"])),
        "village_empty_when_reached": sum(bool(f["village_empty_when_reached"]) for f in facts),
    }


def show(record: Record, ours: int, index: int) -> str:
    """A game turn by turn in the notation, the agent's turns marked `*`."""
    lines = [f"game {index}, agent plays {'monkey wolf'.split()[ours]}"]
    for side, text, actions in record[:-1]:
        lines.append(f"{'*' if side == ours else ' '} {text}  {' '.join(actions)}")
    lines.append(f"  {record[-1][1]}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.taisen_losses", description=__doc__)
    parser.add_argument("--agent", default="hard", choices=AGENT_NAMES)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=0, help="print the first N lost games")
    parser.add_argument("--json", action="store_true", help="one JSON object (the default)")
    args = parser.parse_args(argv)
    if args.games < 1 or not 0 <= args.seed <= MAX_SEED or args.show < 0:
        parser.error("--games takes a whole number from 1, --seed and --show one from 0")
    facts = []
    shown = 0
    for index in range(args.games):
        record: Record = []
        play_game(args.agent, index, args.seed, record=record)
        fact = game_facts(record, index % 2)
        facts.append(fact)
        if not fact["won"] and shown < args.show:
            shown += 1
            print(show(record, index % 2, index))
    report = {
        "agent": args.agent,
        "rival": "metric_strength",
        "seed": args.seed,
        "won": summary([f for f in facts if f["won"]]),
        "lost": summary([f for f in facts if not f["won"]]),
        "lost_games": [i for i, f in enumerate(facts) if not f["won"]],
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
