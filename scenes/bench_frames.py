"""Frame-time figures of a game's table with an AI-vs-AI game running (for ninjas.bench).

    python -m scenes.bench_frames --frames 900 [--game shinobi|title] [--size 1920x1080]

Frames are paced at 60 per second like the real loop, so the AI (in its worker) thinks
while frames are drawn; each frame's update + draw is timed. --size draws at that
window size (default 1280x720); --game title times the title screen instead of a
table. As in the game, the AI worker is started before the table opens (the title and
the setup screen start it); --cold opens the table first, to see what a worker started
late would cost. Prints one JSON line: {"median", "median_cpu", "max_cpu", "p99",
"max", "max_while_ai_thinks", "max_cpu_while_ai_thinks", "frames",
"frames_while_ai_thinks", "actions", "size"} (milliseconds; the *_cpu
figures are the drawing thread's processor time, which a busy machine does not inflate).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

WORKER_HEAD_START = 2.0
"""Seconds between the AI worker's start and the table's (a player picks seats longer)."""


def main(argv: list[str] | None = None) -> int:
    from ninjas.ai import AGENT_NAMES
    from ninjas.core.pathcheck import bounded_int, window_size
    from ninjas.games import GAMES

    parser = argparse.ArgumentParser(prog="python -m scenes.bench_frames")
    parser.add_argument("--frames", type=bounded_int(1, 1_000_000), default=900)
    parser.add_argument("--level", default="hard", choices=AGENT_NAMES)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--game",
        default="taisen",
        choices=[*sorted(GAMES), "title"],
        help="a game's table (AI against AI), or the title screen",
    )
    parser.add_argument(
        "--size", type=window_size, default=(1280, 720), help="window size WxH (1280x720)"
    )
    parser.add_argument(
        "--cold",
        action="store_true",
        help="open the table with no AI worker running yet (the game starts it on the title "
        "and the setup screen, seconds before a table opens)",
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    import pygame

    from ninjas.core.session import GameSession, Seat
    from ninjas.core.settings import Settings
    from scenes.app import App
    from scenes.bench_loop import paced_frames
    from scenes.registry import make_game_scene
    from scenes.scene import Scene

    pygame.init()
    if not args.cold:  # as the title and the setup screen do while the player chooses
        from ninjas.ai import warm_up

        warm_up()
        time.sleep(WORKER_HEAD_START)
    app = App(Settings(), headless=True, size=args.size)
    from scenes import theme

    theme.allow_sharp_backdrops()  # as once the first frame is shown (App.run)
    from ninjas.bench import BENCH_OPTIONS

    session: GameSession | None = None
    scene: Scene
    if args.game == "title":
        from scenes.title import TitleScene

        scene = TitleScene(app)
    else:
        options = BENCH_OPTIONS.get(args.game, {})
        seats = [Seat("ai", args.level)] * int(options.get("players", 2))
        session = GameSession.new(args.game, seats, seed=args.seed, options=options, autosave=False)
        scene = make_game_scene(app, session)
    app.push(scene)
    times: list[float] = []
    thinking_times: list[float] = []
    thinking_cpu: list[float] = []
    cpu_times: list[float] = []
    for spent, cpu in paced_frames(app, args.frames):
        times.append(spent)
        cpu_times.append(cpu)
        if getattr(scene, "ai_thinking", False):
            thinking_times.append(spent)
            thinking_cpu.append(cpu)
    times_sorted = sorted(times)
    report = {
        "median": round(statistics.median(times), 3),
        # the same, in the drawing thread's processor time (a busy machine does not add)
        "median_cpu": round(statistics.median(cpu_times), 3),
        "max_cpu": round(max(cpu_times), 3),
        "p99": round(times_sorted[int(len(times_sorted) * 0.99) - 1], 3),
        "max": round(times_sorted[-1], 3),
        "max_while_ai_thinks": round(max(thinking_times), 3) if thinking_times else None,
        # the frame's own work, without the time other processes held the core
        "max_cpu_while_ai_thinks": round(max(thinking_cpu), 3) if thinking_cpu else None,
        "frames": len(times),
        "frames_while_ai_thinks": len(thinking_times),
        "actions": len(session.actions) if session is not None else 0,
        "size": f"{args.size[0]}x{args.size[1]}",
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
