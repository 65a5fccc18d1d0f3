"""What every Ninja Night picture is drawn with (tools/vector_art/draw_night.py): the
palette, the SVG wrapper and the number format, kept apart so the drawing script stays
a room of readable size."""

from __future__ import annotations

import math
from pathlib import Path

OUT = Path(__file__).resolve().parent / "night"
SUIT, SUIT_LIGHT, SUIT_RIM, INK, PAPER, SKIN, STEEL, STEEL_DARK, GOLD, WOOD = (
    "#1b1d29",
    "#2c3046",
    "#59608a",
    "#1a1410",
    "#faf4e4",
    "#e9c9a4",
    "#d8dde8",
    "#7c8496",
    "#f2c85c",
    "#6e4a2a",
)
TIMBER, TIMBER_LIGHT, PLASTER, PLASTER_DARK = "#2e211d", "#4c3830", "#7d6a60", "#5e4e48"


def svg(width: int, height: int, body: str, name: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}">'
        f"<!-- Ninjas: Ninja Night art, {name}. Edit freely; `make assets` redraws it. -->"
        f"{body}</svg>\n"
    )


def f(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def gear(
    cx: float, cy: float, r: float, teeth: int, fill: str, line: str, width: float = 1.2
) -> str:
    points = []
    for k in range(teeth * 4):
        a = 2 * math.pi * k / (teeth * 4)
        rr = r if (k // 2) % 2 == 0 else r * 0.76
        points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in points) + " Z"
    return (
        f'<path d="{d}" fill="{fill}" stroke="{line}" stroke-width="{width}" stroke-linejoin="round"/>'
        f'<circle cx="{cx}" cy="{cy}" r="{f(r * 0.34)}" fill="{PAPER}" stroke="{line}" stroke-width="{width}"/>'
    )
