"""Smoke test of the built executable: each landed game's demo runs headless and draws.

    python -m tools.package_test [--dist dist/ninjas]

Exits 0 when every run exits 0 and saved a non-blank screenshot.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def executable(dist: Path) -> Path:
    name = "ninjas.exe" if sys.platform == "win32" else "ninjas"
    return dist / name


def screenshot_is_drawn(path: Path) -> bool:
    """A real frame: a PNG whose pixels are not all one colour."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    image = pygame.image.load(str(path))
    colours = {
        image.get_at((x, y))[:3]
        for x in range(0, image.get_width(), 37)
        for y in range(0, image.get_height(), 29)
    }
    return len(colours) > 20


def run_demo(exe: Path, game: str, frames: int, workdir: Path) -> tuple[bool, str]:
    shot = workdir / f"{game}.png"
    env = dict(
        os.environ,
        NINJAS_DATA_DIR=str(workdir / "data"),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )
    start = time.perf_counter()
    result = subprocess.run(
        [
            str(exe),
            "--headless",
            "--demo",
            "--game",
            game,
            "--frames",
            str(frames),
            "--screenshot",
            str(shot),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=workdir,
    )
    took = time.perf_counter() - start
    if result.returncode != 0:
        return False, f"{game}: exit {result.returncode}\n{result.stdout}\n{result.stderr}"
    if not shot.exists():
        return False, f"{game}: no screenshot written"
    if not screenshot_is_drawn(shot):
        return False, f"{game}: the screenshot is blank"
    return True, f"{game}: ok, {frames} frames in {took:.1f} s"


def main(argv: list[str] | None = None) -> int:
    from ninjas.core.pathcheck import bounded_int, path_argument
    from ninjas.games import GAMES

    parser = argparse.ArgumentParser(prog="python -m tools.package_test")
    parser.add_argument(
        "--dist",
        type=path_argument("existing_folder", may_be_missing=True),
        default=ROOT / "dist" / "ninjas",
    )
    parser.add_argument("--frames", type=bounded_int(1, 100_000), default=300)
    args = parser.parse_args(argv)
    exe = executable(args.dist)
    if not exe.exists():
        print(f"package test: {exe} does not exist (run make package)")
        return 1
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        for game in GAMES:
            passed, message = run_demo(exe, game, args.frames, Path(tmp))
            print("package test:", message)
            ok = ok and passed
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
