"""How quickly the History opens on a full history (issue 34: a thousand records).

    python -m scenes.bench_history [--records 1000] [--size 1280x720]

Plays two games of each title in the arena (easy against random, seed 3), makes
--records records of them with people's names and dates (tools.history_sample) in a
user data folder of its own, then times, in milliseconds: listing the folder cold (no
summary read before) and warm (the History opened again), the History screen made and
drawn cold and warm (each the median of REPEATS), a page turned and drawn (the median
of 20), and the setup's names read from the history (what its thread does). Prints
one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

GAMES_EACH = 2
REPEATS = 5
"""Each figure is the median of this many (the laptop may be busy)."""


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 1)


def main(argv: list[str] | None = None) -> int:
    from ninjas.core.pathcheck import window_size

    parser = argparse.ArgumentParser(prog="python -m scenes.bench_history")
    parser.add_argument("--records", type=int, default=1000)
    parser.add_argument("--size", type=window_size, default=(1280, 720))
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    data = Path(tempfile.mkdtemp(prefix="ninjas-bench-history-"))
    os.environ["NINJAS_DATA_DIR"] = str(data)

    import pygame

    from ninjas.arena import run_arena
    from ninjas.core import history_folder
    from ninjas.core.settings import Settings
    from ninjas.games import ALL_GAMES
    from scenes.app import App
    from scenes.history import HistoryScene
    from scenes.setup_parts.names import history_names
    from tools.history_sample import main as sample

    arena = data / "arena"
    for game in ALL_GAMES:
        run_arena(game, ["easy", "random"], GAMES_EACH, seed=3, record=arena)
    folder = history_folder.history_dir()
    sample(["--from", str(arena), "--to", str(folder), "--count", str(args.records)])

    figures: dict[str, object] = {"records": args.records, "size": list(args.size)}
    listing = history_folder.list_records()
    assert len(listing.records) == args.records and not listing.refused
    pygame.init()
    app = App(Settings(), headless=True, size=args.size)
    times: dict[str, list[float]] = {}
    for _ in range(REPEATS):
        for cold in (True, False):
            if cold:
                history_folder._known.clear()
            start = time.perf_counter()
            history_folder.list_records()
            times.setdefault(f"list_{'cold' if cold else 'warm'}_ms", []).append(_ms(start))
        for cold in (True, False):
            if cold:
                history_folder._known.clear()
            start = time.perf_counter()
            scene = HistoryScene(app)
            app.push(scene)
            app.draw()
            times.setdefault(f"open_{'cold' if cold else 'warm'}_ms", []).append(_ms(start))
            app.pop()
    figures.update({label: statistics.median(values) for label, values in times.items()})
    app.push(scene)
    turns = []
    for _ in range(20):
        start = time.perf_counter()
        scene.list.turn(1)
        app.draw()
        turns.append((time.perf_counter() - start) * 1000)
    figures["page_turn_ms"] = round(statistics.median(turns), 1)
    history_folder._known.clear()
    start = time.perf_counter()
    figures["names"] = len(history_names())
    figures["setup_names_cold_ms"] = _ms(start)
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
