"""Frame-time figures of a replay (issue 33: its controls in a strip under the table,
which is drawn at the window's size and scaled into its room every frame).

    python -m scenes.bench_replay [--game taisen ...] [--size 1920x1080] [--seconds 6]
    python -m scenes.bench_replay --steps [--game dojo ...] [--rebuilt]

For each game the arena plays one seeded game into a history folder of its own (a
temporary data folder: records are sealed per folder), the replay opens at its start and
plays at x8 (eight positions a second, each built again from the seed and the actions),
then stands still on one position; each frame's update + draw is timed, with the
controls shown and with the table alone (F). Prints one JSON line per game and view:
{"game", "view", "playing_median", "playing_p99", "still_median", "still_p99",
"playing_median_cpu", "still_median_cpu", "frames", "size"} (milliseconds on the clock;
the *_cpu figures are the drawing thread's processor time, which a busy machine does
not inflate, and which leaves out the waits of a new picture's memory).

--steps: what a new position costs (issue 33/34: the replay stepped from the position it
has, scenes/replay/positions.py), each time being the position changed, updated and drawn
once: "next" Right pressed STEPS times from the game's middle, "back10" ten actions back
STEPS times from its end, "drag" the whole timeline dragged across in one second (a
position each 1/60 s frame). Prints one JSON line per game: {"game", "actions",
"next_median", "back10_median", "drag_median", "drag_total", ...} in milliseconds, with
the processor's *_cpu too. --rebuilt: each position built again from the game's start,
as before the stepping, for the figures before.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

AGENTS = {
    "taisen": (["easy", "random"], {}),
    "shinobi": (["easy", "random", "random"], {"players": 3}),
    "night": (["easy", "random", "random"], {"players": 3}),
    "dojo": (["easy", "random"], {}),
}
"""game -> (agents, options) of the game played for the replay."""
FAST = 5
"""Index of x8 in the replay's speeds."""


def _p99(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def main(argv: list[str] | None = None) -> int:
    from ninjas.core.pathcheck import bounded_int, window_size

    parser = argparse.ArgumentParser(prog="python -m scenes.bench_replay")
    parser.add_argument("--game", action="append", choices=sorted(AGENTS))
    parser.add_argument("--size", type=window_size, default=(1280, 720))
    parser.add_argument("--seconds", type=bounded_int(1, 600), default=6)
    parser.add_argument("--seed", type=bounded_int(0, 2**63 - 1), default=1)
    parser.add_argument("--steps", action="store_true", help="time new positions")
    parser.add_argument("--rebuilt", action="store_true", help="with --steps: not stepped")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="ninjas-bench-replay-") as data:
        os.environ["NINJAS_DATA_DIR"] = data  # records are sealed with this folder's key
        if args.steps:
            from .bench_replay_steps import bench_steps

            games = {game: AGENTS[game] for game in args.game or AGENTS}
            bench_steps(games, args.size, args.seed, Path(data), args.rebuilt)
        else:
            _bench(args.game or list(AGENTS), args.size, args.seconds * 60, args.seed, Path(data))
    return 0


def _bench(games: list[str], size: tuple[int, int], frames: int, seed: int, data: Path) -> None:
    """One JSON line per game and view (the module's docstring)."""
    import pygame

    from ninjas.arena import run_arena
    from ninjas.core.settings import Settings
    from scenes import theme
    from scenes.app import App
    from scenes.replay import open_replay
    from scenes.replay.controls import PACE, SPEEDS

    assert PACE * SPEEDS[FAST] == 8.0  # eight positions a second
    for game in games:
        folder = data / f"replay-{game}"
        agents, options = AGENTS[game]
        run_arena(game, agents, 1, seed=seed, options=options, record=folder)
        (path,) = sorted(folder.glob("*.json"))
        for view in ("controls", "alone"):
            pygame.init()
            theme.set_scale(1.0)
            app = App(Settings(), headless=True, size=size)
            scene: Any = open_replay(app, path, at=0)
            app.push(scene)
            if scene.full != (view == "alone"):
                scene.toggle_full()
            timed: dict[str, list[float]] = {"playing": [], "still": []}
            cpu: dict[str, list[float]] = {"playing": [], "still": []}
            for kind in ("playing", "still"):
                if kind == "playing":
                    scene.speed = FAST
                    scene.toggle_play()
                else:
                    scene.playing = False
                for _ in range(frames):
                    start, start_cpu = time.perf_counter(), time.thread_time()
                    scene.update(1 / 60)
                    app.draw()
                    timed[kind].append((time.perf_counter() - start) * 1000)
                    cpu[kind].append((time.thread_time() - start_cpu) * 1000)
            figures = {
                "game": game,
                "view": view,
                "playing_median": round(statistics.median(timed["playing"]), 2),
                "playing_p99": round(_p99(timed["playing"]), 2),
                "still_median": round(statistics.median(timed["still"]), 2),
                "still_p99": round(_p99(timed["still"]), 2),
                "playing_median_cpu": round(statistics.median(cpu["playing"]), 2),
                "still_median_cpu": round(statistics.median(cpu["still"]), 2),
                "frames": frames,
                "size": "x".join(map(str, size)),
            }
            print(json.dumps(figures), flush=True)
            while app.stack:
                app.pop()


if __name__ == "__main__":
    raise SystemExit(main())
