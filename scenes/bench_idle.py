"""Processor share of an idle screen (for ninjas.bench): the real loop, with a window
(SDL's dummy video driver stands in for one), nobody touching anything.

    python -m scenes.bench_idle --scene title|taisen --seconds 10 [--size 1920x1080]

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
"""Run first, so that the opening animations end and the app reaches idle."""


def main(argv: list[str] | None = None) -> int:
    from ninjas.core.pathcheck import bounded_float, window_size

    parser = argparse.ArgumentParser(prog="python -m scenes.bench_idle")
    parser.add_argument("--scene", choices=("title", "taisen"), default="title")
    parser.add_argument("--seconds", type=bounded_float(0.1, 3600.0), default=10.0)
    parser.add_argument(
        "--size", type=window_size, default=(1280, 720), help="window size WxH (1280x720)"
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    import pygame

    from ninjas.core.session import GameSession, Seat
    from ninjas.core.settings import Settings
    from scenes.app import App
    from scenes.registry import make_game_scene
    from scenes.title import TitleScene

    pygame.init()
    app = App(Settings(), headless=False, size=args.size)
    app.push(TitleScene(app))
    if args.scene != "title":  # a human to play against the computer: the human's turn
        seats = [Seat(), Seat("ai", "normal")]
        session = GameSession.new(
            args.scene, seats, seed=3, options={"first": "monkey"}, autosave=False
        )
        app.push(make_game_scene(app, session))
    app.run(max_seconds=SETTLE_SECONDS)
    cpu, wall = time.process_time(), time.perf_counter()
    app.run(max_seconds=args.seconds)
    share = (time.process_time() - cpu) / (time.perf_counter() - wall)
    print(json.dumps({"scene": args.scene, "seconds": args.seconds, "cpu_share": round(share, 4)}))
    from ninjas.ai.thinking import shutdown

    shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
