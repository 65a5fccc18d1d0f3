"""Processor share of an idle screen (for ninjas.bench): the real loop, with a window
(SDL's dummy video driver stands in for one), nobody touching anything.

    python -m scenes.bench_idle --scene title|taisen|shinobi|night|dojo --seconds 10 [--size 1920x1080]
                                [--settle 3]

Prints one JSON line: {"scene", "seconds", "cpu_share"}, where cpu_share is this
process's CPU seconds over wall seconds (1.0 = one core busy). The AI worker is
another process and is not counted: while a human thinks, it waits too.
"""

from __future__ import annotations

import argparse
import json
import os
import time

SETTLE_SECONDS = 3.0
"""Run first, so that the opening animations end and the app reaches idle (--settle:
the bench's smoke run, which checks the figures' format, settles for none; --settle 0
also measures at once, without waiting for idle)."""

SETTLE_LIMIT_SECONDS = 120.0
"""Longest wait for the human's turn (the computer's seats may move first, animated) and
for the jobs the app runs once in its first still frames (App.when_idle: warming caches)."""


def main(argv: list[str] | None = None) -> int:
    from ninjas.core.pathcheck import bounded_float, window_size

    parser = argparse.ArgumentParser(prog="python -m scenes.bench_idle")
    from ninjas.games import ALL_GAMES

    parser.add_argument("--scene", choices=("title", *ALL_GAMES), default="title")
    parser.add_argument("--seconds", type=bounded_float(0.1, 3600.0), default=10.0)
    parser.add_argument(
        "--size", type=window_size, default=(1280, 720), help="window size WxH (1280x720)"
    )
    parser.add_argument(
        "--settle",
        type=bounded_float(0.0, 60.0),
        default=SETTLE_SECONDS,
        help=f"seconds run before waiting for idle ({SETTLE_SECONDS:g}; 0: measure at once)",
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    import pygame

    from ninjas.bench import BENCH_OPTIONS
    from ninjas.core.session import GameSession, Seat
    from ninjas.core.settings import Settings
    from scenes.app import App
    from scenes.registry import make_game_scene
    from scenes.title import TitleScene

    pygame.init()
    app = App(Settings(), headless=False, size=args.size)
    app.push(TitleScene(app))
    if args.scene != "title":  # one human against the computer: the human's turn
        options = dict(BENCH_OPTIONS[args.scene])
        if args.scene == "taisen":
            options["first"] = "monkey"
        players = int(options.get("players", 2))
        seats = [Seat(), *[Seat("ai", "normal")] * (players - 1)]
        session = GameSession.new(args.scene, seats, seed=3, options=options, autosave=False)
        app.push(make_game_scene(app, session))
    app.run(max_seconds=args.settle)
    # the computer's turns first, then the warming-up jobs of the first still frames
    # (none waited for with --settle 0: the smoke run checks the figure's format, and
    # the title's jobs alone, at IDLE_FPS, took seconds of each of its five screens)
    waited = args.settle if args.settle else SETTLE_LIMIT_SECONDS
    while (not app.idle() or app.idle_jobs) and waited < SETTLE_LIMIT_SECONDS:
        app.run(max_seconds=0.5)
        waited += 0.5
    cpu, wall = time.process_time(), time.perf_counter()
    app.run(max_seconds=args.seconds)
    share = (time.process_time() - cpu) / (time.perf_counter() - wall)
    print(json.dumps({"scene": args.scene, "seconds": args.seconds, "cpu_share": round(share, 4)}))
    from ninjas.ai.thinking import shutdown

    shutdown()
    from scenes import audio

    audio.shutdown()  # as the game ends (main.py): no piece decoded as the mixer closes
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
