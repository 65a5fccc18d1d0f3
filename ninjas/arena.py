"""AI vs AI tournaments.

    python -m ninjas.arena --game taisen --agents hard,random --games 400 --seed 1 --jobs 2 --json

Plays N games alternating seats and prints one JSON object:
{"game", "games", "wins": {agent: n}, "draws", "seconds_per_decision": {agent: median}}
(plus "seconds_per_turn" and "games_by_seat" for context).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from ninjas.ai import AGENT_NAMES, make_agent
from ninjas.core.protocol import TERMINAL
from ninjas.games import GAMES, get_game

MAX_ACTIONS = 10_000


@dataclass
class GameResult:
    winner: int | None
    """Index in the agents list of the winner (None: draw)."""
    decisions: list[list[float]] = field(default_factory=lambda: [[], []])
    turns: list[list[float]] = field(default_factory=lambda: [[], []])


def play_game(game: str, agents: list[str], index: int, seed: int) -> GameResult:
    """Game `index`: agent 0 sits in seat index % 2."""
    module = get_game(game)
    state = module.new_game(seed=seed + index)
    players = [make_agent(name, seed * 100_003 + index * 2 + i) for i, name in enumerate(agents)]
    seat_of_agent = [index % 2, 1 - index % 2]
    agent_of_seat = {seat_of_agent[a]: a for a in range(2)}
    result = GameResult(winner=None)
    turn_clock: list[float] = [0.0, 0.0]
    for _ in range(MAX_ACTIONS):
        player = state.current_player
        if player == TERMINAL:
            break
        who = agent_of_seat[player]
        start = time.perf_counter()
        action = players[who].choose(state)
        spent = time.perf_counter() - start
        result.decisions[who].append(spent)
        turn_clock[who] += spent
        state.apply(action)
        if state.current_player != player:
            result.turns[who].append(turn_clock[who])
            turn_clock[who] = 0.0
    returns = state.returns()
    if state.current_player == TERMINAL and returns[0] != returns[1]:
        winning_seat = 0 if returns[0] > returns[1] else 1
        result.winner = agent_of_seat[winning_seat]
    return result


def _play_chunk(args: tuple[str, list[str], list[int], int]) -> list[GameResult]:
    game, agents, indices, seed = args
    return [play_game(game, agents, i, seed) for i in indices]


def run_arena(
    game: str, agents: list[str], games: int, seed: int, jobs: int = 1
) -> dict[str, object]:
    indices = list(range(games))
    if jobs > 1:
        chunks = [indices[j::jobs] for j in range(jobs)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            parts = list(pool.map(_play_chunk, [(game, agents, c, seed) for c in chunks]))
        results = [r for part in parts for r in part]
    else:
        results = _play_chunk((game, agents, indices, seed))
    labels = list(agents)
    if labels[0] == labels[1]:
        labels = [f"{agents[0]}#1", f"{agents[1]}#2"]
    wins = {label: 0 for label in labels}
    draws = 0
    decisions: list[list[float]] = [[], []]
    turns: list[list[float]] = [[], []]
    for result in results:
        if result.winner is None:
            draws += 1
        else:
            wins[labels[result.winner]] += 1
        for a in range(2):
            decisions[a].extend(result.decisions[a])
            turns[a].extend(result.turns[a])

    def median(values: list[float]) -> float:
        return round(statistics.median(values), 6) if values else 0.0

    return {
        "game": game,
        "games": games,
        "wins": wins,
        "draws": draws,
        "seconds_per_decision": {labels[a]: median(decisions[a]) for a in range(2)},
        "seconds_per_turn": {labels[a]: median(turns[a]) for a in range(2)},
        "max_seconds_per_decision": {
            labels[a]: round(max(decisions[a]), 6) if decisions[a] else 0.0 for a in range(2)
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ninjas.arena", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--game", default="taisen", choices=sorted(GAMES))
    parser.add_argument("--agents", default="hard,random", help=f"two of: {', '.join(AGENT_NAMES)}")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--json", action="store_true", help="print one JSON object (the default output)"
    )
    args = parser.parse_args(argv)
    agents = [a.strip() for a in args.agents.split(",")]
    if len(agents) != 2 or any(a not in AGENT_NAMES for a in agents):
        parser.error(f"--agents takes two names from: {', '.join(AGENT_NAMES)}")
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    report = run_arena(args.game, agents, args.games, args.seed, args.jobs)
    if args.json:
        print(json.dumps(report))
    else:
        print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
