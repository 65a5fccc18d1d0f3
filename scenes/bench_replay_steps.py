"""The figures of `python -m scenes.bench_replay --steps` (see scenes/bench_replay.py):
what the replay pays to show a new position, stepping forward, jumping back and
dragging the timeline."""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path
from typing import Any

STEPS = 30
"""Positions timed for "next" and "back10"."""
DRAG_FRAMES = 60
"""The whole timeline dragged across in this many frames (a second at 60 fps)."""


def bench_steps(
    games: dict[str, tuple[list[str], dict[str, Any]]],
    size: tuple[int, int],
    seed: int,
    data: Path,
    rebuilt: bool = False,
) -> None:
    """One JSON line per game of `games` (game -> its seats' agents and options; the
    module's docstring); `rebuilt`: every position built again from the start, without
    the replay's Positions."""
    import pygame

    from ninjas.arena import run_arena
    from ninjas.core.settings import Settings
    from scenes import theme
    from scenes.app import App

    for game, (agents, options) in games.items():
        folder = data / f"steps-{game}"
        run_arena(game, agents, 1, seed=seed, options=options, record=folder)
        (path,) = sorted(folder.glob("*.json"))
        pygame.init()
        theme.set_scale(1.0)
        app = App(Settings(), headless=True, size=size)
        figures: dict[str, Any] = {"game": game, "rebuilt": rebuilt}
        total = 0
        for kind in ("next", "back10", "drag"):
            scene = _opened(app, path, rebuilt)
            total = scene.total
            if kind == "next":
                start = total // 2
                route: list[Any] = list(range(start + 1, min(total, start + STEPS) + 1))
            elif kind == "back10":  # from the end's positions, each shown first untimed
                start = total
                froms = [total - k * max(1, (total - 10) // STEPS) for k in range(STEPS)]
                route = [(at, at - 10) for at in froms if at >= 10]
            else:
                start = 0
                route = [round(total * (k + 1) / DRAG_FRAMES) for k in range(DRAG_FRAMES)]
            _show(app, scene, start)
            clock: list[float] = []
            cpu: list[float] = []
            for step in route:
                if isinstance(step, tuple):
                    _show(app, scene, step[0])
                    step = step[1]
                index = int(step)
                began, began_cpu = time.perf_counter(), time.thread_time()
                _show(app, scene, index)
                clock.append((time.perf_counter() - began) * 1000)
                cpu.append((time.thread_time() - began_cpu) * 1000)
            figures[f"{kind}_median"] = round(statistics.median(clock), 1)
            figures[f"{kind}_median_cpu"] = round(statistics.median(cpu), 1)
            if kind == "drag":
                figures["drag_total"] = round(sum(clock), 1)
                figures["drag_total_cpu"] = round(sum(cpu), 1)
            while app.stack:
                app.pop()
        figures["actions"] = total
        figures["size"] = "x".join(map(str, size))
        print(json.dumps(figures), flush=True)


def _opened(app: Any, path: Path, rebuilt: bool) -> Any:
    from scenes.replay import open_replay

    scene: Any = open_replay(app, path, at=0)
    if rebuilt:
        scene.positions = None  # watch_table builds each position from the start
    app.push(scene)
    return scene


def _show(app: Any, scene: Any, index: int) -> None:
    """The replay at action `index`, as a frame shows it."""
    scene.go(index)
    scene.update(1 / 60)
    app.draw()
