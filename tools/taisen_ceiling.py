"""How high could anyone get in Ninja Taisen against the public engine's best strategy?

    python -m tools.taisen_ceiling --games 200 --seed 1 --json
    python -m tools.taisen_ceiling --games 100 --seed 1 --candidates 16 --answers 16 --json

A measuring tool, never a level: the all-seeing player reads the game's own generator,
so it knows every die still to be rolled, by both sides, which no player of the game
may know. It is offered nowhere else: not in ninjas.ai's agents, not in the arena, not in
a menu (tests/tools/test_taisen_ceiling.py checks it).

Its search is hard's (`turn_plans`, `evaluate`) with the dice known instead of
averaged: each of its best own turns by the measure (--candidates, 8) is answered by the
other side's most damaging turns (--answers, 8) on the dice it will really roll, each of
those by its own best next turn on its own next dice; it plays the own turn whose worst
answer leaves it best. The games are tools.taisen_rival's (`play_game`: the same positions, seats and
rival, metric_strength), so its wins compare with hard's there game by game.
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from ninjas.arena import wilson_interval
from ninjas.core.rng import MAX_SEED
from ninjas.taisen.ai import WIN_SCORE, evaluate, turn_plans
from ninjas.taisen.rules import ACTIONS, TaisenAction, TaisenState, roll_dice
from tools.taisen_rival import play_game

CANDIDATES = 8
"""Own turns (the measure's best) searched through the answer and the next turn."""
ANSWERS = 8
"""The other side's most damaging answers (by the measure) examined for each."""


def future_dice(state: TaisenState, turns: int) -> list[list[int]]:
    """The dice of the next `turns` rolls, read from a copy of the game's generator
    (what only an all-seeing player can know; the game's generator is left as it is)."""
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    return [roll_dice(rng) for _ in range(turns)]


def _best_next(state: TaisenState, dice: list[int], me: int) -> float:
    """`me`'s best measure after its own turn on `dice` from `state`."""
    node = state.clone_without_rng()
    node.dice = dice[:]
    node.shogun_moved = False
    return max(evaluate(leaf, me) for _, leaf in turn_plans(node))


def seeing_value(
    leaf: TaisenState, answer_dice: list[int], next_dice: list[int], answers: int = ANSWERS
) -> float:
    """The worth, for the side that just moved, of the end of its turn `leaf`: the other
    side answers on `answer_dice` with whichever of its most damaging turns leaves the
    mover's best next turn (on `next_dice`) worst."""
    me = 1 - leaf.side
    if leaf.winner_side is not None:
        return evaluate(leaf, me)
    node = leaf.clone_without_rng()
    node.dice = answer_dice[:]
    node.shogun_moved = False
    ranked = sorted((evaluate(end, me), i, end) for i, (_, end) in enumerate(turn_plans(node)))
    worst = WIN_SCORE
    for value, _, end in ranked[:answers]:
        if end.winner_side is not None:
            return value
        worst = min(worst, _best_next(end, next_dice, me))
    return worst


def seeing_plan(
    state: TaisenState, candidates: int = CANDIDATES, answers: int = ANSWERS
) -> list[int]:
    """The all-seeing player's whole turn (action codes) from `state`, dice rolled."""
    me = state.side
    answer_dice, next_dice = future_dice(state, 2)
    scored = sorted(
        (-evaluate(leaf, me), i, seq, leaf)
        for i, (seq, leaf) in enumerate(turn_plans(state.clone_without_rng()))
    )
    if scored[0][3].winner_side == me:
        return scored[0][2]
    best, best_seq = -float("inf"), scored[0][2]
    for _, _, seq, leaf in scored[:candidates]:
        value = seeing_value(leaf, answer_dice, next_dice, answers)
        if value > best:
            best, best_seq = value, seq
    return best_seq


class SeeingPlayer:
    """Plays `seeing_plan` turn by turn (an agent's `choose`, for play_game)."""

    def __init__(self, candidates: int = CANDIDATES, answers: int = ANSWERS) -> None:
        self.plan: list[int] = []
        self.candidates = candidates
        self.answers = answers

    def choose(self, state: TaisenState) -> TaisenAction:
        if not self.plan:
            state.ensure_rolled()
            self.plan = seeing_plan(state, self.candidates, self.answers)
        return ACTIONS[self.plan.pop(0)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.taisen_ceiling", description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--candidates", type=int, default=CANDIDATES, help="own turns searched (default 8)"
    )
    parser.add_argument(
        "--answers", type=int, default=ANSWERS, help="answers examined for each (default 8)"
    )
    parser.add_argument("--json", action="store_true", help="one JSON object (the default)")
    parser.add_argument(
        "--progress", action="store_true", help="after each game, a JSON line to stderr"
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.candidates < 1 or args.answers < 1 or not 0 <= args.seed <= MAX_SEED:
        parser.error(
            "--games, --candidates and --answers take a whole number from 1, --seed one from 0"
        )
    wins = 0
    lost: list[int] = []
    for index in range(args.games):
        player = SeeingPlayer(args.candidates, args.answers)
        won, _ = play_game("seeing", index, args.seed, player=player)
        wins += won
        if not won:
            lost.append(index)
        if args.progress:
            print(json.dumps({"done": index + 1, "wins": wins}), file=sys.stderr, flush=True)
    report = {
        "player": "all-seeing",
        "rival": "metric_strength",
        "games": args.games,
        "seed": args.seed,
        "candidates": args.candidates,
        "answers": args.answers,
        "wins": wins,
        "win_interval_95": list(wilson_interval(wins, args.games)),
        "lost_games": lost,
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
