"""Regenerate every generated asset: `python -m tools.make_assets` (or `make assets`).

Writes assets/sounds/*.wav (tools/sound_synth.py), the games' music
assets/sounds/music_<game>.ogg (tools/music_synth.py), assets/images/*.png + icon.ico
(tools/art.py) and assets/images/characters/*.png from the SVG sources under
tools/vector_art/ (tools/rasterise.py, with cairosvg). Deterministic: fixed seeds everywhere, so a re-run gives the same bytes.
Needs numpy, soundfile (the Ogg Vorbis encoder) and pygame-ce; runs headless (no display or audio device).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
ASSETS = REPO_ROOT / "assets"


def main(argv: list[str] | None = None) -> int:
    from ninjas.core.pathcheck import path_argument

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out",
        type=path_argument("folder_to_write"),
        default=ASSETS,
        help="assets folder (default: repo's)",
    )
    parser.add_argument(
        "--only",
        choices=("sounds", "music", "images"),
        help="make only one kind (sounds: the effects, the title's music and the games' music)",
    )
    args = parser.parse_args(argv)

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from tools import art, music_synth, rasterise, sound_synth

    written: list[Path] = []
    started = time.perf_counter()
    if args.only in (None, "sounds"):
        written += sound_synth.write_all(args.out / "sounds")
    if args.only in (None, "sounds", "music"):
        written += music_synth.write_all(args.out / "sounds")
    if args.only in (None, "images"):
        written += art.write_all(args.out / "images")
        written += rasterise.write_all(args.out / "images")
    for path in written:
        print(
            f"{path.relative_to(args.out.parent) if path.is_relative_to(args.out.parent) else path}"
            f"  {path.stat().st_size:>9,} bytes"
        )
    print(f"{len(written)} files in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
