"""Speed figures, measured (never in timed tests).

    python -m ninjas.bench [--game all|taisen|shinobi|night|dojo] [--size 1920x1080]
                           [--quick | --smoke] --json

{"size": "1920x1080", "games": {"taisen": {"random_playouts_per_s",
 "ai_decision_s": {"easy", "normal", "hard"}, "frame_ms": {"median", "p99", "max",
 "max_while_ai_thinks", "max_cpu_while_ai_thinks", "native", ...}}},
 "title_frame_ms": {"median", "p99", "max", "native", ...},
 "idle_cpu_share": {"title", "taisen", "shinobi", "night", "dojo"}, "startup_s", "startup_cpu_s"}

- size: the window every screen is drawn in (--size, default 1280x720): frames, idle and
  startup are measured at it. "native" in frame figures says whether the frames were
  drawn at the window's own size (every scene shown native) or on the scaled canvas.

- random_playouts_per_s: complete uniformly random games from a fresh setup, one core.
- ai_decision_s: median time of a full decision (a fresh agent plans the whole turn:
  no plan cached from an earlier call) over positions taken from real games.
- frame_ms: update + draw of the Taisen scene over 900 headless frames of an
  AI-vs-AI game at 60 frames a second (a subprocess, so that this module never imports
  pygame), the AI worker started before the table as the game does (scenes.bench_frames).
  The goal is max_while_ai_thinks <= 16.7 (wall time); max_cpu_while_ai_thinks is the
  drawing thread's own processor time in its longest frame, to tell the game's work from
  a machine whose cores other programs keep busy.
- idle_cpu_share: process CPU seconds over wall seconds of the real loop left alone
  for 10 s, on the title and on each landed table (a human's turn, nobody touching
  anything); the goal is at most 0.05 (5% of one core).
- title_frame_ms: update + draw of the title screen, as frame_ms (no AI).
- startup_s: from process start to the first drawn title frame (median of runs of
  `main.py --headless --frames 1 --size WxH`, which also includes the exit: an upper
  bound; no screenshot is written, which would add its PNG encoding, about 0.2 s of
  processor time at 1920x1080).
- startup_cpu_s: the processor time (user + system) of those runs, median: what the
  start costs whatever else the machine runs (0.0 where the platform cannot tell).
- startup_packaged_s: the same for the built executable (dist/ninjas/), when built.

--quick measures with fewer samples (rough figures); --smoke with a tiny budget (SMOKE),
every figure of the report made, though worth nothing: the tests check its format so (its
AI decisions under a table's deadline that has passed, each search its minimum).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


BENCH_OPTIONS: dict[str, dict[str, Any]] = {
    "taisen": {},
    "shinobi": {"players": 4, "mode": "grasshopper"},
    "night": {"players": 3},
    "dojo": {"board": "random"},
}
"""The games the bench measures, and the options of the games it plays."""


@dataclass(frozen=True)
class Budget:
    """How much each figure measures: seconds of random playouts, positions an AI
    decides, frames drawn, seconds an idle screen is watched, starts timed."""

    playout_s: float = 3.0
    positions: int = 40
    frames: int = 900
    idle_s: float = 10.0
    starts: int = 5
    cold: bool = False
    """Frames drawn with no AI worker started ahead (scenes.bench_frames --cold)."""
    settle_s: float | None = None
    """Seconds an idle screen runs before it waits for idle (None: scenes.bench_idle's
    SETTLE_SECONDS; 0.0: measured at once, not waiting for idle)."""
    decision_s: float | None = None
    """A table's deadline on each AI decision (ninjas.ai.deadline: each search does its
    minimum and stops; None: the whole budget, as the arena and the other figures)."""


FULL = Budget()
QUICK = Budget(playout_s=0.5, positions=4, frames=120, idle_s=1.0, starts=1)
SMOKE = Budget(
    playout_s=0.05,
    positions=1,
    frames=10,
    idle_s=0.1,
    starts=1,
    cold=True,
    settle_s=0.0,
    decision_s=0.001,
)
"""The tests': each figure made once, as fast as it can be (the format, not the worth)."""


def _landed() -> dict[str, str]:
    from ninjas.games import GAMES

    return GAMES


GAMES = _landed()
"""Games with a table: only these have frame times."""
LEVELS = ("easy", "normal", "hard")
"""The levels whose decisions are timed."""


def random_playouts_per_s(seconds: float = 3.0, game: str = "taisen") -> float:
    from ninjas.games import get_rules

    module = get_rules(game)
    rng = random.Random(1)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        module.random_playout(module.new_game(seed=games, options=BENCH_OPTIONS[game] or None), rng)
        games += 1
    return games / (time.perf_counter() - start)


def sample_positions(count: int, seed: int = 7, game: str = "taisen") -> list[Any]:
    """Turn-start positions from games between `normal` agents (Taisen), or decisions
    with a real choice from games between `greedy` agents (the others)."""
    from ninjas.ai import make_agent
    from ninjas.games import get_rules

    if game != "taisen":
        module = get_rules(game)
        rng = random.Random(seed)
        found: list[Any] = []
        index = 0
        while len(found) < count:
            state = module.new_game(seed=seed * 1000 + index, options=BENCH_OPTIONS[game])
            agent = make_agent("greedy", index)
            while not state.is_terminal and len(found) < count:
                if len(state.legal_actions()) > 1 and rng.random() < 0.15:
                    found.append(state.clone())
                state.apply(agent.choose(state))
            index += 1
        return found
    from ninjas.taisen import new_game

    rng = random.Random(seed)
    positions: list[Any] = []
    number = 0
    while len(positions) < count:
        state = new_game(seed=seed * 1000 + number)
        agents = [make_agent("normal", number), make_agent("normal", number + 1)]
        at_turn_start = True
        while not state.is_terminal and len(positions) < count:
            if at_turn_start and rng.random() < 0.3:
                positions.append(state.clone())
            player = state.current_player
            state.apply(agents[player].choose(state))
            at_turn_start = state.current_player != player
        number += 1
    return positions


def ai_decision_s(
    levels: tuple[str, ...], positions: int, game: str = "taisen", deadline_s: float | None = None
) -> dict[str, float]:
    """The median seconds of a decision at each level; `deadline_s`: under a table's
    deadline of that many seconds (the smoke run: each search its minimum, as a table
    at high load; a hard Taisen decision took 2.8 s of the tests' smoke run without it)."""
    from ninjas.ai import make_agent
    from ninjas.ai.deadline import Deadline, searching_until

    states = sample_positions(positions, game=game)
    result = {}
    for level in levels:
        times = []
        for index, state in enumerate(states):
            agent = make_agent(level, index)
            start = time.perf_counter()
            with searching_until(None if deadline_s is None else Deadline(deadline_s)):
                agent.choose(state)
            times.append(time.perf_counter() - start)
        result[level] = round(statistics.median(times), 4)
    return result


DEFAULT_SIZE = (1280, 720)


def size_text(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


def frame_ms(
    frames: int, game: str = "taisen", size: tuple[int, int] = DEFAULT_SIZE, cold: bool = False
) -> dict[str, float]:
    """Frame figures of `game`'s table (or "title") at window `size` (scenes.bench_frames;
    `cold`: with no AI worker started ahead)."""
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, NINJAS_DATA_DIR=data)
        command = [sys.executable, "-m", "scenes.bench_frames", "--frames", str(frames)]
        command += ["--cold"] if cold else []
        out = subprocess.run(
            [*command, "--game", game, "--size", size_text(size)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return figures


def idle_cpu_share(
    scene: str, seconds: float, size: tuple[int, int] = DEFAULT_SIZE, settle: float | None = None
) -> float:
    """`scene`'s processor share left idle `seconds` (scenes.bench_idle; `settle`: the
    seconds it runs first, its SETTLE_SECONDS unless given)."""
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, NINJAS_DATA_DIR=data)
        settling = [] if settle is None else ["--settle", str(settle)]
        out = subprocess.run(
            [
                sys.executable,
                "-m",
                "scenes.bench_idle",
                "--scene",
                scene,
                "--seconds",
                str(seconds),
                "--size",
                size_text(size),
                *settling,
            ],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
    share: float = json.loads(out.stdout.strip().splitlines()[-1])["cpu_share"]
    return share


def startup_s(command: list[str], runs: int = 5, size: tuple[int, int] = DEFAULT_SIZE) -> float:
    return startup(command, runs, size)[0]


def _children_cpu() -> float:
    """Processor seconds (user + system) of this process's ended children; 0 where the
    platform does not tell (Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def startup(
    command: list[str], runs: int = 5, size: tuple[int, int] = DEFAULT_SIZE
) -> tuple[float, float]:
    """(wall seconds, processor seconds) from a start to the first title frame drawn at
    `size`, medians of `runs`; the processor time is what a busy machine does not
    inflate (0.0 where the platform cannot tell)."""
    times = []
    cpu = []
    with tempfile.TemporaryDirectory() as data:
        env = dict(
            os.environ, NINJAS_DATA_DIR=data, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"
        )
        for _ in range(runs):
            start, spent = time.perf_counter(), _children_cpu()
            subprocess.run(
                [*command, "--headless", "--frames", "1", "--size", size_text(size)],
                cwd=ROOT,
                env=env,
                check=True,
                capture_output=True,
            )
            times.append(time.perf_counter() - start)
            cpu.append(_children_cpu() - spent)
    return round(statistics.median(times), 3), round(statistics.median(cpu), 3)


def main(argv: list[str] | None = None) -> int:
    from ninjas.core.pathcheck import path_argument, window_size

    parser = argparse.ArgumentParser(prog="python -m ninjas.bench", description="Speed figures.")
    parser.add_argument(
        "--game", default="all", choices=["all", *BENCH_OPTIONS], help="the game(s) to measure"
    )
    measure = parser.add_mutually_exclusive_group()
    measure.add_argument("--quick", action="store_true", help="fewer samples (rough figures)")
    measure.add_argument(
        "--smoke", action="store_true", help="a tiny budget: the figures' format, not their worth"
    )
    parser.add_argument(
        "--size",
        type=window_size,
        default=DEFAULT_SIZE,
        help="window size WxH the screens are drawn at (default 1280x720)",
    )
    parser.add_argument(
        "--packaged",
        type=path_argument("existing_file", may_be_missing=True),
        default=ROOT / "dist" / "ninjas" / ("ninjas.exe" if sys.platform == "win32" else "ninjas"),
        help="the built executable whose startup is timed too, when it exists (make package)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object (the default)")
    args = parser.parse_args(argv)
    budget = SMOKE if args.smoke else QUICK if args.quick else FULL
    size = args.size
    frames = budget.frames
    cold, settle = budget.cold, budget.settle_s
    games = list(BENCH_OPTIONS) if args.game == "all" else [args.game]
    report: dict[str, Any] = {
        "size": size_text(size),
        "games": {
            game: {
                "random_playouts_per_s": round(random_playouts_per_s(budget.playout_s, game), 1),
                "ai_decision_s": ai_decision_s(LEVELS, budget.positions, game, budget.decision_s),
                **({"frame_ms": frame_ms(frames, game, size, cold)} if game in GAMES else {}),
            }
            for game in games
        },
        "title_frame_ms": frame_ms(frames, "title", size, cold),
        "idle_cpu_share": {
            scene: idle_cpu_share(scene, budget.idle_s, size, settle) for scene in ("title", *GAMES)
        },
    }
    report["startup_s"], report["startup_cpu_s"] = startup(
        [sys.executable, "main.py"], runs=budget.starts, size=size
    )
    if args.packaged and args.packaged.exists():
        runs = budget.starts
        report["startup_packaged_s"] = startup_s([str(args.packaged)], runs=runs, size=size)
    print(json.dumps(report) if args.json else json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
