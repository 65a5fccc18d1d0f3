"""The review's speed, measured (never in timed tests): one seat of a game the arena
plays, reviewed as the screen reviews it, in this process.

    python -m ninjas.bench_review [--game all|shinobi|taisen|night|dojo] [--seat N]
                                  [--slow | --compare] [--json]

Each game is the arena's (its agents, players, mode and seed below: the Shinobi one is
`python -m ninjas.arena --game shinobi --players 3 --mode grandmaster --agents
normal,normal,normal --games 1 --seed 5`, newcomer L's kind of game, issue 33). For
each: "decisions", "cpu_s" (processor time of the whole review, one core),
"first_costly_cpu_s" (when the first costly move was known, as the screen shows it a
run of decisions at a time; null: none), "decision_cpu_s" (one decision's processor
time, "median" and "max"), "hint_cpu_s" (of the whole, the computer's move searched:
ninjas.review.computer_move, the hard level's search, the rest being playouts),
"playouts", "costly" (the costly moves' action indices), and "estimate": the screen's two workers simulated with these runs'
times, its first point and its time left against the truth, and the longest it stood
still, "most_held_s" (estimate()). --slow reviews as before issue 33's speed-up: every decision
played out on the whole budget, every turn's end played out on its own. --compare runs
both and adds "agree" (the decisions whose verdict, costly or not, is the same) and
"costly_both".
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ninjas import review as rv
from ninjas import review_playout
from ninjas.review_pace import Pace, decision_weight, early_runs, pacers_of

SOON = 10.0
"""Under this many seconds left the screen says 'almost done' (scenes/review/live.py)."""

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


@contextmanager
def timed(name: str) -> Iterator[list[float]]:
    """The processor time of each call of ninjas.review's function `name` while in it
    (review_run and the slow path call it by its module's name)."""
    spent: list[float] = []
    real = getattr(rv, name)

    def call(*args: Any, **kwargs: Any) -> Any:
        began = time.process_time()
        try:
            return real(*args, **kwargs)
        finally:
            spent.append(time.process_time() - began)

    setattr(rv, name, call)
    try:
        yield spent
    finally:
        setattr(rv, name, real)


def costly(items: list[rv.Item]) -> list[int]:
    return [item.index for item in items if not item.as_good and item.loss > 0]


def review(
    record: Any, seat: int, slow: bool = False, budget: rv.Budget | None = None
) -> dict[str, Any]:
    """One seat's review, timed: as the screen works it out, or (`slow`) as before.
    `budget`: the game's (the screen's) unless given (the tests' small one)."""
    budget = budget or rv.budget_for(record.save.game)
    found = list(rv.decisions(record, seat))
    ends = rv.turn_ends(record, seat)
    items: list[rv.Item] = []
    run_cpu: list[float] = []
    first: float | None = None
    settled = review_playout.SETTLED
    start = time.process_time()
    with counted() as playouts, timed("review_decision") as each, timed("computer_move") as hints:
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
                began = time.process_time()
                items += rv.review_run(run, budget)
                run_cpu.append(time.process_time() - began)
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
        "decision_cpu_s": {
            "median": round(statistics.median(each), 2) if each else None,
            "max": round(max(each, default=0.0), 2),
        },
        "hint_cpu_s": round(sum(hints), 1),
        "playouts": playouts[0],
        "costly": costly(items),
        "verdicts": {item.index: not item.as_good and item.loss > 0 for item in items},
        **({} if slow else {"estimate": estimate(found, len(record.save.actions), run_cpu)}),
    }


def estimate(found: list[rv.Decision], actions: int, run_cpu: list[float]) -> dict[str, Any]:
    """The screen's two workers given the runs in the screen's order, each taking the
    processor time it took here (from a one-second start): when the graph's first point
    comes ("first_point_s"), when the time left is first said, how far it ever was
    above or below the time truly left, how often it rose, and the most time truly
    left while it said 'almost done' (under SOON s). The screen's real waits scale with
    the machine's load."""
    runs = rv.runs_of(found)
    weights = [sum(decision_weight(d.index, actions) for d in run) for run in runs]
    order = list(range(len(runs)))
    glimpses = sorted(sorted(order, key=lambda run: (weights[run], -run))[:2])
    early = early_runs([run[0].index for run in runs], actions)
    pacers = pacers_of(weights, glimpses, 2, early)  # (the screen's order: review/job.py)
    order = glimpses + pacers + [run for run in order if run not in glimpses + pacers]
    now = [0.0]
    pace = Pace(weights, lambda: now[0], 2, frozenset(glimpses))  # (as the screen's)
    running: list[tuple[float, int]] = []
    for _ in range(2):
        if order:
            task = order.pop(0)
            pace.sent(task)
            running.append((1.0 + run_cpu[task], task))
    said: list[tuple[float, float | None]] = []
    first: float | None = None
    clock = 0.0
    while running:
        running.sort()
        finish, task = running.pop(0)
        while clock < finish:
            now[0] = clock
            said.append((clock, pace.left()))
            clock += 0.5
        now[0] = finish
        pace.answered(task)
        first = finish if first is None else first
        if order:
            task = order.pop(0)
            pace.sent(task)
            running.append((finish + run_cpu[task], task))
    end = clock
    known = [(at, left) for at, left in said if left is not None]
    return {
        "wall_s": round(end, 1),
        "first_point_s": None if first is None else round(first, 1),
        "left_said_from_s": known[0][0] if known else None,
        "most_over_s": round(max((left - (end - at) for at, left in known), default=0.0), 1),
        "most_under_s": round(max(((end - at) - left for at, left in known), default=0.0), 1),
        "rises": sum(b[1] > a[1] + 1e-9 for a, b in zip(known, known[1:], strict=False)),
        "most_held_s": most_held(known),
        "soon_with_left_s": round(
            max((end - at for at, left in known if left < SOON), default=0), 1
        ),
    }


def most_held(known: list[tuple[float, float]]) -> float:
    """The longest the time left said stood still while work was left (seconds)."""
    most, since = 0.0, None
    for (at, left), (_, before) in zip(known[1:], known, strict=False):
        if left > 0 and abs(left - before) < 1e-9:
            since = at if since is None else since
            most = max(most, at - since + 0.5)
        else:
            since = None
    return round(most, 1)


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
