"""Rasterise the vector art (SVG under tools/vector_art/) into assets/images/ at the
sizes the game uses. Run by `make assets` (tools/make_assets.py); needs cairosvg, a
developer dependency: the game itself only loads the PNGs.
"""

from __future__ import annotations

from fnmatch import fnmatch
from pathlib import Path

SOURCES = Path(__file__).resolve().parent / "vector_art"
CHARACTER_SIZE = (248, 200)
"""Card characters: twice the size they are drawn on a card (its middle band, 62x50,
supersampled by the card art), so that the enlarged fan and the rules stay sharp."""


SHINOBI_SIZE = (576, 480)
"""Shinobi card art: twice its largest size at 1280x720 (the enlarged card under the mouse,
whose picture is 195x238 there and 390x476 at 2560x1600), so that no window up to
2560x1600 shows it enlarged."""

NIGHT_SIZE = (128, 128)
"""Ninja Night art, unless FILE_SIZES names another size: tokens, twice their size in
the backpacks."""

DOJO_TILE_SIZE = (256, 296)
"""Dojo hex tiles (terrain, the two Dojos), unless FILE_SIZES names another size: a
pointy-top hex of circumradius 148 centred on the picture, transparent around it
(the table draws the board at the window's own size: a hex of radius about 100 px at
2560x1600, more on a small map)."""

FOLDERS: dict[str, tuple[int, int]] = {
    "characters": CHARACTER_SIZE,
    "shinobi": SHINOBI_SIZE,
    "night": NIGHT_SIZE,
    "dojo": DOJO_TILE_SIZE,
}
"""Each folder of SVG sources under tools/vector_art/ and the size of its PNGs."""

FILE_SIZES: dict[str, dict[str, tuple[int, int]]] = {
    "night": {
        "roof_*": (240, 144),
        "wall_*": (120, 128),
        "tree_*": (320, 416),
        "ninja_*": (128, 192),
        "moon*": (256, 256),
        "sun": (1024, 1024),
        "ground": (384, 384),
        "ridge": (192, 64),
        "eave_*": (192, 56),
        "fx_rope": (128, 32),
        "fx_swipe": (256, 64),
        "fx_mist": (256, 128),
        "fx_*": (192, 192),
        "act_*": (160, 160),
    },
    "dojo": {
        "ninja_*": (192, 192),
        "card_*": (180, 252),
        "joker": (180, 252),
        "die_*": (128, 128),
        "shuriken": (96, 96),
        "blitz": (256, 256),
    },
}
"""Per folder, file names (shell patterns, without .svg) whose PNGs have their own size:
the first pattern that matches wins, else the folder's size. Each is about twice the
largest size the game draws it, so the one scaling down at load keeps it sharp."""


def size_of(folder: str, stem: str) -> tuple[int, int]:
    """The PNG size of tools/vector_art/<folder>/<stem>.svg."""
    for pattern, size in FILE_SIZES.get(folder, {}).items():
        if fnmatch(stem, pattern):
            return size
    return FOLDERS[folder]


def write_all(out_dir: Path) -> list[Path]:
    import cairosvg

    written = []
    for folder in FOLDERS:
        target = out_dir / folder
        target.mkdir(parents=True, exist_ok=True)
        for svg in sorted((SOURCES / folder).glob("*.svg")):
            png = target / f"{svg.stem}.png"
            width, height = size_of(folder, svg.stem)
            cairosvg.svg2png(
                url=str(svg), write_to=str(png), output_width=width, output_height=height
            )
            written.append(png)
    return written
