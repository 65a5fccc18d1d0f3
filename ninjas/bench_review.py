"""The review's speed, measured (never in timed tests): one seat of a game the arena
plays, reviewed as the screen reviews it, in this process.

    python -m ninjas.bench_review [--game all|shinobi|taisen|night|dojo] [--seat N]
                                  [--slow | --compare] [--json]

Each game is the arena's (its agents, players, mode and seed below: the Shinobi one is
`python -m ninjas.arena --game shinobi --players 3 --mode grandmaster --agents
normal,normal,normal --games 1 --seed 5`, newcomer L's kind of game, issue 33). For
each: "decisions", "cpu_s" (processor time of the whole review, one core),
"first_costly_cpu_s" (when the first costly move was known, as the screen shows it a
run of decisions at a time; null: none), "playouts", and "costly" (the costly moves'
action indices). --slow reviews as before issue 33's speed-up: every decision
played out on the whole budget, every turn's end played out on its own. --compare runs
both and adds "agree" (the decisions whose verdict, costly or not, is the same) and
"costly_both".
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ninjas import review as rv
from ninjas import review_playout

GAMES: dict[str, dict[str, Any]] = {
    "shinobi": {"agents": ["normal"] * 3, "options": {"mode": "grandmaster"}, "seed": 5},
    "taisen": {"agents": ["normal"] * 2, "options": {}, "seed": 5},
    "night": {"agents": ["normal"] * 3, "options": {}, "seed": 5},
    "dojo": {"agents": ["normal"] * 2, "options": {}, "seed": 5},
}


def arena_record(game: str, folder: Path) -> Path:
    """The game's record, played by the arena into `folder`."""
    from ninjas.arena import run_arena

    spec = GAMES[game]
    run_arena(game, spec["agents"], 1, spec["seed"], options=spec["options"], record=folder)
    return next(folder.glob("*.json"))


@contextmanager
def counted() -> Iterator[list[int]]:
    """The playouts played while in it, counted."""
    count = [0]
    real = review_playout._play_out

    def play_out(*args: Any, **kwargs: Any) -> float:
        count[0] += 1
        return real(*args, **kwargs)

    review_playout._play_out = play_out
    rv._play_out = play_out  # (the turns' ends and a turn played in another order)
    try:
        yield count
    finally:
        review_playout._play_out = rv._play_out = real


def costly(items: list[rv.Item]) -> list[int]:
    return [item.index for item in items if not item.as_good and item.loss > 0]


def review(record: Any, seat: int, slow: bool = False) -> dict[str, Any]:
    """One seat's review, timed: as the screen works it out, or (`slow`) as before."""
    budget = rv.budget_for(record.save.game)
    found = list(rv.decisions(record, seat))
    ends = rv.turn_ends(record, seat)
    items: list[rv.Item] = []
    first: float | None = None
    settled = review_playout.SETTLED
    start = time.process_time()
    with counted() as playouts:
        if slow:
            review_playout.SETTLED = math.inf  # (never settled: the whole budget)
            try:
                items = [rv.review_decision(decision, budget) for decision in found]
                for end in ends:
                    rv.review_turn(end, budget)
            finally:
                review_playout.SETTLED = settled
            first = None
        else:
            for run in rv.runs_of(found):
                items += rv.review_run(run, budget)
                if first is None and costly(items):
                    first = time.process_time() - start
            known = rv.turns_known(ends, items)
            for end in ends:
                if end.end not in known:
                    rv.review_turn(end, budget)
    return {
        "decisions": len(found),
        "cpu_s": round(time.process_time() - start, 1),
        "first_costly_cpu_s": None if first is None else round(first, 1),
        "playouts": playouts[0],
        "costly": costly(items),
        "verdicts": {item.index: not item.as_good and item.loss > 0 for item in items},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ninjas.bench_review", description="The review's speed, measured."
    )
    parser.add_argument("--game", default="shinobi", choices=["all", *GAMES])
    parser.add_argument("--seat", type=int, default=0, help="the seat reviewed, from 0")
    how = parser.add_mutually_exclusive_group()
    how.add_argument("--slow", action="store_true", help="review as before (the whole budget)")
    how.add_argument("--compare", action="store_true", help="both, and how far they agree")
    parser.add_argument("--json", action="store_true", help="print one JSON object (the default)")
    args = parser.parse_args(argv)
    from ninjas.core.history import read_record

    out: dict[str, Any] = {}
    for game in GAMES if args.game == "all" else [args.game]:
        with tempfile.TemporaryDirectory() as folder:
            record = read_record(arena_record(game, Path(folder)))
        if not 0 <= args.seat < len(record.summary.seats):
            parser.error(f"--seat: no seat {args.seat} in this {game} game")
        figures = review(record, args.seat, slow=args.slow)
        if args.compare:
            before = review(record, args.seat, slow=True)
            now, then = figures.pop("verdicts"), before.pop("verdicts")
            figures["slow"] = before
            figures["agree"] = sum(now[index] == then[index] for index in now)
            figures["costly_both"] = sorted(set(figures["costly"]) & set(before["costly"]))
        figures.pop("verdicts", None)
        out[game] = figures
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
