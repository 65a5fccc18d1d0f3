"""How high could anyone get in 4-player Shinobi Grasshopper against three `greedy`?

    python -m tools.shinobi_ceiling --player seeing-mcts --games 400 --seed 1 --json
    python -m tools.shinobi_ceiling --player hard --games 400 --seed 1 --json

A measuring tool, never a level: `seeing-lookahead` and `seeing-mcts` read the TRUE
position (every hand, the deck's order, hence every card any draw will bring), which no
player of the game may do. They are offered nowhere else: not in ninjas.ai's agents, not
in the arena, not in a menu (tests/tools/test_shinobi_ceiling.py checks it).

- `seeing-lookahead`: hard's 4-player lookahead (`lookahead_choice`) on the true
  position: each move judged through its own turn's later choices, the draw on the
  cards it will really bring.
- `seeing-mcts`: UCT search (ninjas.ai.ismcts with every "determinization" the true
  position) with `end_threat_evaluate` at the end of short random rollouts.
- `hard`, `greedy`...: a level, as the arena plays it, for the same games.

The games are the arena's (`python -m ninjas.arena --game shinobi --players 4 --mode
grasshopper --agents P,greedy,greedy,greedy --seed S`): the same deals, the same seats
(rotated game by game) and the same greedy opponents, so that `hard` here wins what it
wins there. Each game reports who ended the round (a Grasshopper game is one round), the
ender's turn count, the clan it placed last and the scores: the report sums them over
the player's losses ("where the losses come from").
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ninjas.ai import AGENT_NAMES, make_agent
from ninjas.ai.ismcts import ISMCTS
from ninjas.arena import wilson_interval
from ninjas.core.rng import MAX_SEED
from ninjas.shinobi import ai as shinobi_ai
from ninjas.shinobi import new_game
from ninjas.shinobi.rules import ShinobiAction, ShinobiState, action_key

SEEING = ("seeing-lookahead", "seeing-mcts")
PLAYERS = 4
MAX_ACTIONS = 5_000


class _TrueWorld:
    """The true position offered to ISMCTS as if it were an information set: every
    determinization is the position itself (perfect information)."""

    def __init__(self, state: ShinobiState) -> None:
        self.state = state
        self.current_player = state.current_player
        self.num_players = state.num_players

    def legal_actions(self) -> list[ShinobiAction]:
        return self.state.legal_actions()

    def determinize(self, seat: int, rng: random.Random) -> ShinobiState:
        return self.state.clone()


class SeeingPlayer:
    """Chooses with the whole position known (see the module's docstring)."""

    def __init__(self, kind: str, seed: int, iterations: int = 2000) -> None:
        if kind not in SEEING:
            raise ValueError(f"unknown all-seeing player {kind!r}")
        self.kind = kind
        self.rng = random.Random(seed)
        self.iterations = iterations

    def choose(self, state: ShinobiState) -> ShinobiAction:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.kind == "seeing-mcts":
            search = ISMCTS(
                self.rng,
                iterations=self.iterations,
                exploration=0.7,
                evaluate=shinobi_ai.end_threat_evaluate,
                max_rollout=8,
                key=action_key,
            )
            choice: ShinobiAction = search.choose(_TrueWorld(state))  # type: ignore[arg-type]
            return choice
        return self._lookahead(state, legal)

    def _lookahead(self, state: ShinobiState, legal: list[ShinobiAction]) -> ShinobiAction:
        seat = state.current_player
        plan = shinobi_ai.FOUR_GRASSHOPPER["hard"]
        assert isinstance(plan, shinobi_ai.Lookahead)
        depth = plan.depth + 1 if state.phase == "draw" else plan.depth
        values = []
        for action in legal:
            twin = state.clone()  # the true position: the draw brings its real cards
            twin.apply(action)
            values.append(shinobi_ai.own_turn_value(twin, seat, depth))
        top = max(values)
        best = [a for a, v in zip(legal, values, strict=True) if v >= top - 1e-12]
        return best[self.rng.randrange(len(best))]


def _maker(player: str, iterations: int) -> Any:
    if player in SEEING:
        return lambda seed: SeeingPlayer(player, seed, iterations)
    if player in AGENT_NAMES:
        return lambda seed: make_agent(player, seed)
    raise ValueError(f"--player takes {', '.join(SEEING + AGENT_NAMES)}, not {player!r}")


def play_game(player: str, index: int, seed: int, iterations: int = 2000) -> dict[str, Any]:
    """Game `index` of the arena's `P,greedy,greedy,greedy` at `seed`: agent a (0 is the
    player measured) sits in seat (a + index) % 4."""
    state = new_game((seed + index) % (MAX_SEED + 1), {"players": PLAYERS, "mode": "grasshopper"})
    make = _maker(player, iterations)
    agents = [make(seed * 100_003 + index * PLAYERS)]
    agents += [make_agent("greedy", seed * 100_003 + index * PLAYERS + i) for i in (1, 2, 3)]
    agent_of_seat = {(a + index) % PLAYERS: a for a in range(PLAYERS)}
    me = index % PLAYERS
    turns = [0] * PLAYERS
    turns[state.turn] = 1
    last_place: dict[int, str] = {}
    spent: list[float] = []
    for _ in range(MAX_ACTIONS):
        seat = state.current_player
        if state.is_terminal:
            break
        choices = len(state.legal_actions())
        start = time.process_time()
        action = agents[agent_of_seat[seat]].choose(state)
        if seat == me and choices > 1:
            spent.append(time.process_time() - start)
        if str(action).startswith("place"):
            last_place[seat] = str(action)
        before = state.turn
        state.apply(action)
        if not state.is_terminal and state.turn != before:
            turns[state.turn] += 1
    winners = state.winners() if state.is_terminal else []
    result = state.round_results[-1] if state.round_results else {}
    ender = result.get("ender")
    return {
        "index": index,
        "seat": me,
        "over": state.is_terminal,
        "won": winners == [me],
        "drawn": len(winners) > 1 and me in winners,
        "winners": winners,
        "ender": None if ender is None else ("self" if ender == me else "greedy"),
        "ender_won": ender is not None and winners == [ender],
        "ender_turns": None if ender is None else turns[ender],
        "ender_clan": None if ender is None else last_place.get(ender, "").split(" ")[1:2],
        "scores": state.final_scores(),
        "my_clans": len(state.clans[me]),
        "cpu_seconds": spent,
    }


def summary(player: str, games: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Wins with their Wilson interval, and where the losses come from."""
    wins = sum(g["won"] for g in games)
    lost = [g for g in games if not g["won"] and not g["drawn"]]
    cpu = sorted(t for g in games for t in g["cpu_seconds"])
    by_ender: Counter[str] = Counter(str(g["ender"]) for g in lost)
    turns: Counter[int] = Counter(g["ender_turns"] for g in lost if g["ender"] == "greedy")
    clans: Counter[str] = Counter(
        (g["ender_clan"] or ["?"])[0] for g in lost if g["ender"] == "greedy"
    )
    behind = [g for g in lost if g["ender"] == "self"]
    my_clans: Counter[int] = Counter(g["my_clans"] for g in lost if g["ender"] == "greedy")
    return {
        "player": player,
        "games": len(games),
        "wins": wins,
        "draws": sum(g["drawn"] for g in games),
        "win_interval_95": list(wilson_interval(wins, len(games))),
        "cpu_seconds_per_decision": round(cpu[len(cpu) // 2], 6) if cpu else 0.0,
        "losses": {
            "count": len(lost),
            "ended_by": dict(by_ender),
            "greedy_ender_turns": dict(sorted(turns.items())),
            "greedy_ender_last_clan": dict(clans.most_common()),
            "own_clans_when_greedy_ended": dict(sorted(my_clans.items())),
            "ended_by_self_behind": len(behind),
            "greedy_ender_won": sum(g["ender_won"] for g in lost if g["ender"] == "greedy"),
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.shinobi_ceiling", description=__doc__)
    parser.add_argument("--player", default="seeing-mcts")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--start", type=int, default=0, help="the first game's index")
    parser.add_argument("--iterations", type=int, default=2000, help="seeing-mcts's budget")
    parser.add_argument("--records", help="append each game's record here (JSON lines)")
    parser.add_argument("--json", action="store_true", help="one JSON object (the default)")
    args = parser.parse_args(argv)
    try:
        _maker(args.player, args.iterations)
    except ValueError as error:
        parser.error(str(error))
    if args.games < 1 or args.iterations < 1 or not 0 <= args.seed <= MAX_SEED:
        parser.error("--games and --iterations take a whole number from 1, --seed from 0")
    games = []
    for index in range(args.start, args.start + args.games):
        record = play_game(args.player, index, args.seed, args.iterations)
        games.append(record)
        if args.records:
            with open(args.records, "a", encoding="utf-8") as out:
                out.write(json.dumps(record) + "\n")
    print(json.dumps(summary(args.player, games)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
