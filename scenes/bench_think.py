"""How long a person waits for the hard computer's decision and for a hint at a table, by
the wall clock (issue 33: on this shared 2-core machine at load 11-13 a hard Shinobi turn
took 18-60 s, a hint 10-20 s). Each search is asked as a table asks it (scenes.ai_turn:
think, think_hint), run by the AI worker under the table's deadline (ninjas.ai.deadline)
and polled 60 times a second, from the first position of the game with a choice, then
every third action of a game played on by a seeded `normal` agent.

    python -m scenes.bench_think [--game shinobi] [--players 4] [--mode grandmaster]
                                 [--decisions 12] [--hints 8] [--seed 5] [--json]

Prints {"decision": {"median_s", "max_s", "n"}, "hint": {...}, "load_average": [start,
end], "deadline_s"}. Make the load yourself to see a busy machine (say 8 of `python -c
"while 1: pass"`, ended after); NINJAS_THINK_SECONDS=off measures the searches' whole
fixed budgets, as before the deadline.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from typing import Any

from ninjas.ai import make_agent
from ninjas.ai.hint import seat_view, table_seed
from ninjas.core.pathcheck import bounded_int
from ninjas.games import RULES, get_rules
from ninjas.options import option_problem

from . import ai_turn

SALT = 1
"""The table's salt for a computer's searches (TableScene.ai_salt)."""
WARM_SECONDS = 3.0
"""The worker is started this long before the first search (a table's worker starts with
the title screen)."""


def load_average() -> float | None:
    return round(os.getloadavg()[0], 1) if hasattr(os, "getloadavg") else None


def figures(times: list[float]) -> dict[str, Any]:
    if not times:
        return {"n": 0}
    return {
        "n": len(times),
        "median_s": round(statistics.median(times), 2),
        "max_s": round(max(times), 2),
    }


def wait_for(job: Any) -> float:
    start = time.monotonic()
    while job.result() is None:
        time.sleep(1 / 60)
    return time.monotonic() - start


def measure(game: str, options: dict[str, Any], seed: int, decisions: int, hints: int) -> dict:
    """The wall seconds of `decisions` hard decisions and `hints` hints, from the first
    positions with a choice of a game of `seed` (every third action)."""
    ai_turn.warm_up_worker()
    time.sleep(WARM_SECONDS)
    wanted = {"decision": decisions, "hint": hints}
    times: dict[str, list[float]] = {"decision": [], "hint": []}
    started = load_average()
    for kind in ("decision", "hint"):
        state = get_rules(game).new_game(seed=seed, options=dict(options))
        player = make_agent("normal", seed)
        actions = 0
        while not state.is_terminal and len(times[kind]) < wanted[kind]:
            if len(state.legal_actions()) > 1 and actions % 3 == 0:
                search_seed = table_seed(seed, actions, SALT)
                if kind == "hint":
                    view = seat_view(state, search_seed)
                    job = ai_turn.think_hint("hard", search_seed, view)
                else:
                    job = ai_turn.think("hard", search_seed, state)
                times[kind].append(wait_for(job))
            state.apply(player.choose(state))
            actions += 1
    return {
        "game": game,
        "options": options,
        "decision": figures(times["decision"]),
        "hint": figures(times["hint"]),
        "load_average": [started, load_average()],
        "deadline_s": ai_turn.table_deadline(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scenes.bench_think", description=__doc__)
    parser.add_argument("--game", choices=sorted(RULES), default="shinobi")
    parser.add_argument("--players", type=bounded_int(2, 4), default=None)
    parser.add_argument("--mode", choices=("grasshopper", "grandmaster"), help="Shinobi's")
    parser.add_argument("--decisions", type=bounded_int(0, 1000), default=12)
    parser.add_argument("--hints", type=bounded_int(0, 1000), default=8)
    parser.add_argument("--seed", type=bounded_int(0, 2**31 - 1), default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    options: dict[str, Any] = {}
    if args.players is not None:
        options["players"] = args.players
    if args.mode is not None:
        options["mode"] = args.mode
    problem = option_problem(args.game, options)
    if problem is not None:
        parser.error(problem)
    try:
        result = measure(args.game, options, args.seed, args.decisions, args.hints)
    finally:
        from ninjas.ai.thinking import shutdown

        shutdown()
    print(json.dumps(result) if args.json else json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
