"""How quickly the History opens on a full history (issue 34: a thousand records).

    python -m scenes.bench_history [--records 1000] [--size 1280x720]

Plays two games of each title in the arena (easy against random, seed 3), makes
--records records of them with people's names and dates (tools.history_sample) in a
user data folder of its own, then times, in milliseconds: listing the folder cold (no
summary read before) and warm (the History opened again), the History screen made and
drawn cold and warm (each the median of REPEATS), a page turned and drawn (the median
of 20), and the setup's names read from the history (what its thread does).

Then the first page as a window shows it (`first_page`, the median of REPEATS, every
cache cold): the screen opened to read the folder on its thread and drawn at 60 frames
a second until its rows are whole (every length known), giving the worst frame's
milliseconds and the time until the page is whole. `--old` writes the records as a
history kept before the records held their figures (ninjas.core.record_figures): the
lengths of its Night and Dojo rows must then be read by replaying their games. Prints
one JSON line, with the load average when it began.
"""

from __future__ import annotations

import argparse
import contextlib
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
    parser.add_argument(
        "--old", action="store_true", help="records without their figures, as kept before"
    )
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
    sample(
        ["--from", str(arena), "--to", str(folder), "--count", str(args.records)]
        + (["--old"] if args.old else [])
    )

    figures: dict[str, object] = {
        "records": args.records,
        "size": list(args.size),
        "old": args.old,
        "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
    }
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
    app.pop()
    pages = [first_page(app) for _ in range(REPEATS)]
    figures["first_page_worst_frame_ms"] = statistics.median(p[0] for p in pages)
    figures["first_page_whole_ms"] = statistics.median(p[1] for p in pages)
    figures["first_page_frames"] = statistics.median(p[2] for p in pages)
    print(json.dumps(figures))
    return 0


def first_page(app: object) -> tuple[float, float, int]:
    """The History opened as in a window, every cache cold: (the worst frame's ms, the
    ms until the first page's rows are whole, the frames drawn meanwhile). A frame is
    the scene's update and the app's drawing; the frames come at 60 a second."""
    from ninjas.core import history_folder
    from scenes.app import STEP
    from scenes.history import HistoryScene

    history_folder._known.clear()
    forget_figures()
    scene = HistoryScene(app, wait=False)  # type: ignore[arg-type]
    app.push(scene)  # type: ignore[attr-defined]
    worst, frames = 0.0, 0
    began = time.perf_counter()
    while True:
        start = time.perf_counter()
        scene.update(STEP)
        app.draw()  # type: ignore[attr-defined]
        took = time.perf_counter() - start
        worst, frames = max(worst, took), frames + 1
        if not scene.reading and not pending_rows(scene):
            break
        if time.perf_counter() - began > FIRST_PAGE_LIMIT:
            raise SystemExit("the first page was not whole in time")
        time.sleep(max(0.0, STEP - took))
    whole = time.perf_counter() - began
    app.pop()  # type: ignore[attr-defined]
    stop = getattr(scene, "stop_reading", None)
    if stop is not None:
        stop()
    return round(worst * 1000, 1), round(whole * 1000, 1), frames


FIRST_PAGE_LIMIT = 120.0
"""Seconds: a first page not whole by then is a fault, not a figure."""


def forget_figures() -> None:
    """Every figure of the records kept in memory forgotten (a cold start), and Night's
    villages drawn (a real history's games each have a seed of their own: the sample's
    few games would otherwise find their villages drawn already)."""
    from ninjas.night import rules

    rules._random_villages.clear()
    try:
        from ninjas.core import figures_kept
    except ImportError:  # before the records held their figures
        from scenes.history import rows

        rows._LENGTHS.clear()  # type: ignore[attr-defined]
        return
    figures_kept.forget()
    with contextlib.suppress(OSError):
        (history_folder_dir() / figures_kept.FIGURES_FILE).unlink()


def history_folder_dir() -> Path:
    from ninjas.core.history_folder import history_dir

    return history_dir()


def pending_rows(scene: object) -> int:
    """The rows of the page shown whose length is not known yet ('…')."""
    return int(getattr(getattr(scene, "list", None), "pending", 0))


if __name__ == "__main__":
    raise SystemExit(main())
