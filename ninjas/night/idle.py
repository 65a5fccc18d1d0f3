"""How often the computers' planned actions fall through: per game of the arena, the
action turns a seat ended without its planned action (a planned Skip aside), which the
log says as 'does nothing this turn', split by level, action and the rules' reason
(why_not; None: it could have been made). The games are the arena's (ninjas.arena
play_game, the same seeds, seats rotated), so its wins are the arena's too.

    python -m ninjas.night.idle --agents hard,normal,easy --games 300 --seed 1
"""

from __future__ import annotations

import argparse
import json
from collections import Counter

from ninjas.arena import play_game

from .rules import new_game


def count(agents: list[str], games: int, seed: int) -> dict[str, object]:
    idle: Counter[str] = Counter()
    why: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    players = len(agents)
    for index in range(games):
        result = play_game("night", agents, index, seed, record=True)
        if result.winner is not None:
            wins[agents[result.winner]] += 1
        state = new_game(seed=seed + index, options={"players": players})
        agent_of_seat = {(a + index) % players: a for a in range(players)}
        for action in result.actions or []:
            if state.phase == "act" and state.drop_seat is None and action == "end":
                seat = state.current_player
                planned = state.planned(seat)
                if not state.main_done and planned != "skip":
                    name = agents[agent_of_seat[seat]]
                    idle[name] += 1
                    why[f"{name} {planned} {state.why_not(seat, planned)}"] += 1
            state.apply(action)
    return {
        "agents": agents,
        "games": games,
        "wins": dict(wins),
        "idle_per_game": {n: round(idle[n] / games / agents.count(n), 2) for n in agents},
        "why": dict(why.most_common()),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--agents", default="hard,normal,easy")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(json.dumps(count(args.agents.split(","), args.games, args.seed), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
