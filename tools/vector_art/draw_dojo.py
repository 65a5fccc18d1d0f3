"""Writes the SVG sources of the Dojo art: tools/vector_art/dojo/<name>.svg.

    python -m tools.vector_art.draw_dojo

Pointy-top hex terrain tiles (plains, forest and mountain in three variants each, water
in three frames that loop), each clan's Dojo on a stone hex, a ninja of each clan, the
card backs, the blank card face and the Joker, the six faces of a wooden die, a
shuriken and the Blitz dash. The SVG files are the sources a person edits (Inkscape or
by hand); this script only drew their first version. `make assets` rasterises them
(tools/rasterise.py) into assets/images/dojo/.

Tiles are 128x148: the hex's centre is the centre of the picture, its circumradius 74
(width sqrt(3)*74, its left and right edges touch the picture's), outside it is
transparent. Light comes from the upper left everywhere.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

OUT = Path(__file__).resolve().parent / "dojo"

TILE_W, TILE_H, RADIUS = 128, 148, 74.0
CX, CY = TILE_W / 2, TILE_H / 2
CARD_W, CARD_H = 90, 126

INK, PAPER, CREAM, GOLD, GOLD_DARK, STEEL = (
    "#16131c",
    "#faf4e4",
    "#f4ead2",
    "#f2c85c",
    "#9a6e28",
    "#d8dde8",
)
SUIT, SUIT_LIGHT = "#1b1d29", "#3a4160"

CLANS = (
    # clan 0: the orange of the first seat (theme.SIDE_COLOURS "monkey"), a round emblem
    {"main": "#e8803a", "light": "#f6b27a", "dark": "#8e3f14", "deep": "#4a1d0c"},
    # clan 1: the blue of the second seat (theme.SIDE_COLOURS "wolf"), a diamond emblem
    {"main": "#6ea0e8", "light": "#b4d0f6", "dark": "#2c4f8e", "deep": "#14244a"},
)


def n(value: float) -> str:
    """A coordinate, short: one decimal, no trailing zero."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def pts(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{n(x)},{n(y)}" for x, y in points)


def hex_points(r: float = RADIUS, cx: float = CX, cy: float = CY) -> list[tuple[float, float]]:
    """The corners of a pointy-top hex, from the top one clockwise."""
    return [
        (
            cx + r * math.cos(math.radians(-90 + 60 * k)),
            cy + r * math.sin(math.radians(-90 + 60 * k)),
        )
        for k in range(6)
    ]


def svg(width: int, height: int, name: str, body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}">'
        f"<!-- Ninjas: Dojo art, {name}. Edit freely; `make assets` redraws it. -->"
        f"{body}</svg>\n"
    )


def linear(gid: str, stops: list[tuple[float, str, float]], x2: float = 0, y2: float = 1) -> str:
    inner = "".join(
        f'<stop offset="{o}" stop-color="{c}" stop-opacity="{a}"/>' for o, c, a in stops
    )
    return f'<linearGradient id="{gid}" x1="0" y1="0" x2="{x2}" y2="{y2}">{inner}</linearGradient>'


def radial(
    gid: str,
    stops: list[tuple[float, str, float]],
    cx: float = 0.5,
    cy: float = 0.5,
    r: float = 0.5,
) -> str:
    inner = "".join(
        f'<stop offset="{o}" stop-color="{c}" stop-opacity="{a}"/>' for o, c, a in stops
    )
    return f'<radialGradient id="{gid}" cx="{cx}" cy="{cy}" r="{r}">{inner}</radialGradient>'


# --------------------------------------------------------------------------- the hex tile
def tile(name: str, ground: str, content: str, defs: str = "", rim: str = "#000") -> str:
    """A terrain tile: `ground` and `content` clipped to the hex, a soft light from the
    upper left over them, a darker rim and a fine light edge so hexes read as tiles."""
    hexagon = pts(hex_points())
    inner = pts(hex_points(RADIUS - 3.5))
    body = (
        "<defs>"
        f'<clipPath id="hex"><polygon points="{hexagon}"/></clipPath>'
        + radial(
            "light",
            [(0, "#fff8e0", 0.22), (0.55, "#fff8e0", 0.0), (1, "#000010", 0.28)],
            cx=0.3,
            cy=0.25,
            r=0.85,
        )
        + defs
        + "</defs>"
        f'<g clip-path="url(#hex)">{ground}{content}'
        '<rect width="128" height="148" fill="url(#light)"/>'
        f'<polygon points="{hexagon}" fill="none" stroke="{rim}" stroke-opacity="0.42" stroke-width="7"/>'
        f'<polygon points="{hexagon}" fill="none" stroke="{rim}" stroke-opacity="0.3" stroke-width="3"/>'
        "</g>"
        f'<polygon points="{inner}" fill="none" stroke="#fffbe8" stroke-opacity="0.16" stroke-width="1"/>'
    )
    return svg(TILE_W, TILE_H, name, body)


def scatter(
    rng: random.Random, count: int, margin: float = 10.0, keep_clear: float = 0.0
) -> list[tuple[float, float]]:
    """Points inside the hex (at least `margin` from its edge), none within `keep_clear`
    of the centre (where the game draws the ninjas and their count)."""
    found: list[tuple[float, float]] = []
    apothem = RADIUS * math.sqrt(3) / 2
    while len(found) < count:
        x, y = rng.uniform(0, TILE_W), rng.uniform(0, TILE_H)
        dx, dy = x - CX, y - CY
        inside = all(
            dx * math.cos(math.radians(a)) + dy * math.sin(math.radians(a)) < apothem - margin
            for a in range(0, 360, 60)
        )
        if inside and math.hypot(dx, dy * 1.1) >= keep_clear:
            found.append((x, y))
    return found


def grass_tufts(rng: random.Random, count: int, colours: tuple[str, ...]) -> str:
    out = []
    for x, y in scatter(rng, count, margin=2):
        colour = rng.choice(colours)
        h = rng.uniform(2.5, 5)
        out.append(
            f'<path d="M{n(x - 2)} {n(y)} L{n(x - 1.2)} {n(y - h)} L{n(x)} {n(y)} '
            f'L{n(x + 0.8)} {n(y - h * 1.1)} L{n(x + 1.6)} {n(y)} Z" fill="{colour}"/>'
        )
    return "".join(out)


def blades(rng: random.Random, count: int, colour: str, opacity: float = 0.5) -> str:
    """Short strokes of texture (grass, moss, grit)."""
    path = []
    for x, y in scatter(rng, count, margin=0):
        a = rng.uniform(-0.5, 0.5)
        length = rng.uniform(1.5, 3.5)
        path.append(f"M{n(x)} {n(y)} l{n(math.sin(a) * length)} {n(-math.cos(a) * length)}")
    return (
        f'<path d="{" ".join(path)}" stroke="{colour}" stroke-opacity="{opacity}" '
        'stroke-width="0.9" stroke-linecap="round" fill="none"/>'
    )


# --------------------------------------------------------------------------- plains
def flower(x: float, y: float, colour: str, r: float = 1.4) -> str:
    petals = "".join(
        f'<circle cx="{n(x + r * math.cos(a))}" cy="{n(y + r * math.sin(a))}" r="{n(r * 0.75)}" fill="{colour}"/>'
        for a in [k * 2 * math.pi / 5 for k in range(5)]
    )
    return petals + f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r * 0.5)}" fill="#f2c040"/>'


def plains(variant: int) -> str:
    rng = random.Random(100 + variant)
    defs = radial(
        "meadow",
        [(0, ("#9cc95a", "#a4cc5e", "#94c256")[variant], 1), (1, "#5f9636", 1)],
        cx=0.42,
        cy=0.4,
        r=0.7,
    )
    ground = '<rect width="128" height="148" fill="url(#meadow)"/>'
    # soft patches of lighter and darker grass
    patches = "".join(
        f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="{n(rng.uniform(10, 22))}" ry="{n(rng.uniform(6, 12))}" '
        f'fill="{rng.choice(("#b4d872", "#6f9e3c", "#86b84a"))}" opacity="0.45"/>'
        for x, y in scatter(rng, 9, margin=-10)
    )
    content = patches + blades(rng, 160, "#3f6e22", 0.55) + blades(rng, 90, "#d8ec9a", 0.5)
    if variant == 0:  # a dirt path crossing the hex, stones along it
        road = "M-6 40 C 30 52, 44 92, 70 96 S 112 120, 134 112"
        content += (
            f'<path d="{road}" stroke="#6e5430" stroke-width="15" fill="none" opacity="0.45"/>'
            f'<path d="{road}" stroke="#c8a46a" stroke-width="11" fill="none"/>'
            f'<path d="{road}" stroke="#e2c690" stroke-width="4" fill="none" stroke-dasharray="7 9" opacity="0.7"/>'
        )
        for t in range(9):
            x, y = -2 + 15 * t + rng.uniform(-3, 3), 44 + 8 * t + rng.uniform(-3, 3)
            content += f'<ellipse cx="{n(x)}" cy="{n(y + 10)}" rx="1.6" ry="1.1" fill="#8a7a66"/>'
        colours = ("#fffaf0", "#f6d04a")
        count = 10
    elif variant == 1:  # a meadow in flower
        colours = ("#fffaf0", "#f4a6c0", "#f6d04a", "#c9a8f0")
        count = 26
    else:  # a stone lantern and a few rocks by a little stream of gravel
        content += (
            '<path d="M20 120 Q 34 110 30 96 Q 26 84 40 76" stroke="#b9b2a0" stroke-width="5" '
            'fill="none" stroke-linecap="round" opacity="0.8"/>'
            '<ellipse cx="100" cy="56" rx="9" ry="3" fill="#000" opacity="0.25"/>'
            '<rect x="96" y="44" width="6" height="11" fill="#8d8a84"/>'
            '<rect x="93" y="40" width="12" height="5" rx="1" fill="#a6a39b"/>'
            '<rect x="95" y="34" width="8" height="6" fill="#6a675f"/>'
            '<rect x="96.5" y="35.5" width="5" height="3" fill="#f6d27a"/>'
            '<path d="M90 34 L99 27 L108 34 Z" fill="#7d7a72"/><path d="M99 27 L108 34 L99 34 Z" fill="#5e5b55"/>'
            '<circle cx="99" cy="26" r="1.6" fill="#7d7a72"/>'
            '<ellipse cx="30" cy="60" rx="7" ry="4.5" fill="#8f8b80"/><ellipse cx="28.5" cy="58.5" rx="4" ry="2" fill="#b8b4a8"/>'
            '<ellipse cx="40" cy="64" rx="4" ry="2.6" fill="#8f8b80"/>'
        )
        colours = ("#fffaf0", "#f6d04a", "#f08a5a")
        count = 14
    for x, y in scatter(rng, count, margin=8, keep_clear=24):
        content += flower(x, y, rng.choice(colours), rng.uniform(1.1, 1.7))
    content += grass_tufts(rng, 22, ("#4e8a2c", "#6aa63a", "#3c7020"))
    return tile(f"plains_{variant}", ground, content, defs, rim="#1f3a10")


# --------------------------------------------------------------------------- forest
def pine(x: float, y: float, s: float, hue: int) -> str:
    light, mid, dark = (("#4f9a4e", "#2f7440", "#1c4a2c"), ("#5aa35a", "#357d44", "#1e5030"))[hue]
    out = (
        f'<ellipse cx="{n(x + 4 * s)}" cy="{n(y + 1)}" rx="{n(9 * s)}" ry="{n(3.2 * s)}" fill="#0a1f0e" opacity="0.45"/>'
        f'<rect x="{n(x - 1.2 * s)}" y="{n(y - 5 * s)}" width="{n(2.4 * s)}" height="{n(5 * s)}" fill="#5a3a22"/>'
    )
    for tier in range(3):
        base = y - 4 * s - tier * 7 * s
        half = (9 - tier * 2.2) * s
        top = base - 11 * s
        out += (
            f'<polygon points="{pts([(x - half, base), (x, top), (x, base + 1.5 * s)])}" fill="{light if tier < 2 else mid}"/>'
            f'<polygon points="{pts([(x, top), (x + half, base), (x, base + 1.5 * s)])}" fill="{dark}"/>'
            f'<path d="M{n(x - half)} {n(base)} L{n(x)} {n(base + 1.5 * s)} L{n(x + half)} {n(base)}" '
            f'stroke="{mid}" stroke-width="{n(0.8 * s)}" fill="none"/>'
        )
    return out


def broadleaf(x: float, y: float, s: float, hue: int) -> str:
    light, mid, dark = (("#8cc452", "#5c9a36", "#2f6422"), ("#a6c44a", "#6e9630", "#3e5e1c"))[hue]
    out = (
        f'<ellipse cx="{n(x + 4 * s)}" cy="{n(y + 1)}" rx="{n(10 * s)}" ry="{n(3.6 * s)}" fill="#0a1f0e" opacity="0.45"/>'
        f'<path d="M{n(x - 1.5 * s)} {n(y)} L{n(x - 1 * s)} {n(y - 9 * s)} L{n(x + 1 * s)} {n(y - 9 * s)} L{n(x + 1.5 * s)} {n(y)} Z" fill="#6a4428"/>'
    )
    lobes = [(-5, -13, 6), (5, -13, 6), (0, -18, 7), (-3, -21, 5), (4, -20, 5)]
    out += "".join(
        f'<circle cx="{n(x + dx * s)}" cy="{n(y + dy * s)}" r="{n(r * s)}" fill="{dark}"/>'
        for dx, dy, r in lobes
    )
    out += "".join(
        f'<circle cx="{n(x + (dx - 1.2) * s)}" cy="{n(y + (dy - 1.2) * s)}" r="{n(r * 0.8 * s)}" fill="{mid}"/>'
        for dx, dy, r in lobes
    )
    out += "".join(
        f'<circle cx="{n(x + (dx - 2.2) * s)}" cy="{n(y + (dy - 2.2) * s)}" r="{n(r * 0.38 * s)}" fill="{light}"/>'
        for dx, dy, r in lobes[2:]
    )
    return out


def forest(variant: int) -> str:
    rng = random.Random(200 + variant)
    defs = radial("floor", [(0, "#3f6e2e", 1), (1, "#1f3f1a", 1)], cx=0.4, cy=0.4, r=0.75)
    ground = '<rect width="128" height="148" fill="url(#floor)"/>'
    ground += blades(rng, 140, "#6f9a48", 0.5) + blades(rng, 80, "#12260e", 0.5)
    ground += "".join(
        f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(rng.uniform(2, 4))}" fill="#2a5224" opacity="0.8"/>'
        for x, y in scatter(rng, 14, margin=0)
    )
    pine_share = (0.75, 0.35, 0.55)[variant]
    trees = []
    # a loose grid, jittered, so the trees cover the hex without clumping
    for row in range(7):
        for col in range(6):
            x = 8 + col * 23 + (11 if row % 2 else 0) + rng.uniform(-5, 5)
            y = 26 + row * 19 + rng.uniform(-4, 4)
            dx, dy = x - CX, y - CY
            if max(abs(dx) * 2 / math.sqrt(3), abs(dx) / math.sqrt(3) + abs(dy)) > RADIUS + 8:
                continue
            if variant == 2 and math.hypot(dx, dy) < 20:  # a small clearing
                continue
            trees.append(
                (y, x, rng.uniform(0.85, 1.2), rng.random() < pine_share, rng.randrange(2))
            )
    if variant == 2:
        ground += (
            '<ellipse cx="64" cy="76" rx="20" ry="15" fill="#5d8c3a"/>'
            '<ellipse cx="62" cy="74" rx="15" ry="10" fill="#74a446" opacity="0.8"/>'
        )
        ground += "".join(flower(x, y, "#fffaf0", 1.0) for x, y in ((56, 72), (70, 80), (66, 70)))
    content = "".join(
        (pine if is_pine else broadleaf)(x, y, s, hue) for y, x, s, is_pine, hue in sorted(trees)
    )
    return tile(f"forest_{variant}", ground, content, defs, rim="#06140a")


# --------------------------------------------------------------------------- mountains
def flank(
    rng: random.Random, a: tuple[float, float], b: tuple[float, float], steps: int, rough: float
) -> list[tuple[float, float]]:
    """A rocky edge from a to b (neither included): straight, with jagged steps."""
    out = []
    for k in range(1, steps):
        t = k / steps
        out.append(
            (
                a[0] + (b[0] - a[0]) * t + rng.uniform(-rough, rough),
                a[1] + (b[1] - a[1]) * t + rng.uniform(-rough, rough) * 0.6,
            )
        )
    return out


def peak(rng: random.Random, x: float, base: float, height: float, half: float, snow: bool) -> str:
    """A rocky peak lit from the upper left: a warm lit face, a cool shadowed face split
    by a jagged ridge, strata, and a snow cap on the tall ones."""
    top = (x + rng.uniform(-3, 3), base - height)
    left, right = (x - half, base), (x + half, base)
    ridge_foot = (x + half * rng.uniform(0.1, 0.3), base)
    ridge = [top, *flank(rng, top, ridge_foot, 5, 2.5), ridge_foot]
    left_edge = flank(rng, left, top, 6, 2.2)
    right_edge = flank(rng, top, right, 6, 2.2)
    lit = [left, *left_edge, *ridge[:-1], ridge_foot]
    shade = [*ridge, right, *right_edge[::-1]]
    out = (
        f'<ellipse cx="{n(x + half * 0.5)}" cy="{n(base + 1)}" rx="{n(half * 1.15)}" ry="5" fill="#120e0a" opacity="0.45"/>'
        f'<polygon points="{pts(lit)}" fill="#c2b294"/>'
        f'<polygon points="{pts(shade)}" fill="#4e4550"/>'
        # a softer mid-tone along the ridge gives the lit face its roundness
        f'<polygon points="{pts([*ridge, (ridge_foot[0] - half * 0.35, base), (top[0] - half * 0.12, top[1] + height * 0.35)])}" fill="#9c8c74" opacity="0.55"/>'
    )
    # strata and cracks: dark on the lit face, darker on the shadowed one
    for k in range(3):
        t = 0.4 + 0.18 * k
        y = top[1] + (base - top[1]) * t
        w = half * t
        out += (
            f'<path d="M{n(top[0] - w * 0.85)} {n(y)} l{n(w * 0.3)} {n(-2)} l{n(w * 0.35)} {n(2.5)}" '
            'stroke="#7a6a52" stroke-width="1" fill="none"/>'
            f'<path d="M{n(top[0] + w * 0.35)} {n(y + 2)} l{n(w * 0.3)} {n(-1.5)} l{n(w * 0.3)} {n(2)}" '
            'stroke="#2e2830" stroke-width="1" fill="none"/>'
        )
    out += f'<polyline points="{pts(left_edge + [top])}" stroke="#eadfc6" stroke-width="1" fill="none" opacity="0.6"/>'
    if snow:
        depth = height * 0.32
        cap = [p for p in left_edge if p[1] < top[1] + depth]
        cap_r = [p for p in right_edge if p[1] < top[1] + depth]
        bottom_l = cap[0] if cap else top
        bottom_r = cap_r[-1] if cap_r else top
        drips = []
        for k in range(1, 5):
            px = bottom_l[0] + (bottom_r[0] - bottom_l[0]) * k / 5
            drips.append((px, top[1] + depth + (4 if k % 2 else -1)))
        snow_lit = [
            *cap,
            top,
            *[p for p in ridge if p[1] < top[1] + depth],
            *[d for d in drips if d[0] < top[0]],
        ]
        out += f'<polygon points="{pts([*cap, top, *cap_r, *drips[::-1]])}" fill="#b6c2d8"/>'
        out += f'<polygon points="{pts(snow_lit)}" fill="#f6f8fc"/>'
    return out


def mountain(variant: int) -> str:
    rng = random.Random(300 + variant)
    defs = radial("scree", [(0, "#857656", 1), (1, "#3e3528", 1)], cx=0.4, cy=0.4, r=0.75)
    ground = '<rect width="128" height="148" fill="url(#scree)"/>'
    ground += blades(rng, 120, "#2e271e", 0.45) + blades(rng, 60, "#c4b89c", 0.45)
    ground += "".join(
        f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(rng.uniform(3, 6))}" fill="#6f8a44" opacity="0.3"/>'
        for x, y in scatter(rng, 6, margin=4)
    )
    layouts = (
        [
            (44, 78, 52, 26, True),
            (86, 88, 40, 24, False),
            (30, 120, 22, 16, False),
            (92, 128, 26, 18, False),
            (64, 128, 32, 20, False),
        ],
        [
            (74, 72, 56, 28, True),
            (34, 92, 38, 22, False),
            (100, 108, 24, 16, False),
            (46, 130, 26, 18, False),
            (80, 132, 20, 14, False),
        ],
        [
            (40, 86, 42, 24, True),
            (84, 76, 48, 26, True),
            (62, 118, 30, 22, False),
            (26, 128, 18, 12, False),
            (104, 124, 20, 14, False),
        ],
    )[variant]
    content = "".join(
        peak(rng, x, base, h, half, snow)
        for x, base, h, half, snow in sorted(layouts, key=lambda p: p[1])
    )
    rocks = "".join(
        f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="{n(r)}" ry="{n(r * 0.6)}" fill="#6a5e50"/>'
        f'<ellipse cx="{n(x - r * 0.3)}" cy="{n(y - r * 0.2)}" rx="{n(r * 0.55)}" ry="{n(r * 0.3)}" fill="#9e927e"/>'
        for x, y, r in ((x, y, rng.uniform(1.5, 3)) for x, y in scatter(rng, 8, margin=6))
    )
    return tile(f"mountain_{variant}", ground, content + rocks, defs, rim="#1a140c")


# --------------------------------------------------------------------------- water
WAVE_PERIOD = 32.0
"""The wave pattern repeats every this many px across; frame k is shifted k/3 of it,
so water_0, water_1, water_2, water_0... loops."""


def water(frame: int) -> str:
    rng = random.Random(400)
    defs = linear("deep", [(0, "#3d86c0", 1), (0.55, "#2a679f", 1), (1, "#1b4678", 1)])
    defs += radial("glint", [(0, "#bfe6ff", 0.45), (1, "#bfe6ff", 0)], cx=0.5, cy=0.5, r=0.5)
    ground = '<rect width="128" height="148" fill="url(#deep)"/>'
    ground += '<ellipse cx="44" cy="42" rx="40" ry="22" fill="url(#glint)"/>'
    content = ""
    for row in range(12):
        y = 6 + row * 12.5
        phase = rng.uniform(0, WAVE_PERIOD)
        direction = 1 if row % 2 == 0 else -1
        shift = phase + direction * frame * WAVE_PERIOD / 3
        x0 = -2 * WAVE_PERIOD + (shift % WAVE_PERIOD)
        crest, trough = [], []
        x = x0
        while x < TILE_W + WAVE_PERIOD:
            p = WAVE_PERIOD
            crest.append(f"M{n(x)} {n(y)} q{n(p * 0.25)} {n(-4.5)} {n(p * 0.5)} 0")
            trough.append(f"M{n(x + p * 0.5)} {n(y + 1.5)} q{n(p * 0.25)} {n(3)} {n(p * 0.5)} 0")
            x += p
        bob = 0.6 * math.sin(2 * math.pi * (frame / 3 + row / 5))
        content += (
            f'<g transform="translate(0 {n(bob)})">'
            f'<path d="{" ".join(trough)}" stroke="#163a66" stroke-width="2" fill="none" opacity="0.5"/>'
            f'<path d="{" ".join(crest)}" stroke="#d6efff" stroke-width="1.6" fill="none" '
            'stroke-linecap="round" opacity="0.75"/>'
            "</g>"
        )
    # sparkles that wax and wane over the three frames
    for k, (x, y) in enumerate(scatter(random.Random(401), 9, margin=6)):
        glow = 0.5 + 0.5 * math.cos(2 * math.pi * (frame / 3 + k / 3))
        if glow < 0.2:
            continue
        r = 1.2 + 1.8 * glow
        content += (
            f'<path d="M{n(x - r)} {n(y)} L{n(x)} {n(y - r * 0.35)} L{n(x + r)} {n(y)} L{n(x)} {n(y + r * 0.35)} Z '
            f'M{n(x)} {n(y - r)} L{n(x + r * 0.35)} {n(y)} L{n(x)} {n(y + r)} L{n(x - r * 0.35)} {n(y)} Z" '
            f'fill="#ffffff" opacity="{glow * 0.85:.2f}"/>'
        )
    return tile(f"water_{frame}", ground, content, defs, rim="#06203e")


# --------------------------------------------------------------------------- emblems
def emblem(clan: int, x: float, y: float, r: float, fill: str, ink: str) -> str:
    """The clan's mon: clan 0 a ring holding three commas (tomoe), clan 1 four diamonds
    set as a larger diamond (a bishi). Their shapes differ, not only their colours."""
    if clan == 0:
        commas = ""
        for k in range(3):
            a = math.radians(-90 + 120 * k)

            def at(radius: float, angle: float) -> str:
                return (
                    f"{n(x + radius * r * math.cos(angle))} {n(y + radius * r * math.sin(angle))}"
                )

            head = (x + 0.36 * r * math.cos(a), y + 0.36 * r * math.sin(a))
            # the head, then a tail tapering clockwise along the ring
            commas += (
                f'<circle cx="{n(head[0])}" cy="{n(head[1])}" r="{n(0.22 * r)}" fill="{ink}"/>'
                f'<path d="M{at(0.58, a)} A{n(0.6 * r)} {n(0.6 * r)} 0 0 1 {at(0.64, a + math.radians(110))} '
                f'Q{at(0.46, a + math.radians(62))} {at(0.36, a + math.radians(30))} Z" fill="{ink}"/>'
            )
        return (
            f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}" fill="{fill}" stroke="{ink}" stroke-width="{n(r * 0.14)}"/>'
            + commas
        )
    d = r * 1.12
    out = f'<polygon points="{pts([(x, y - d), (x + d, y), (x, y + d), (x - d, y)])}" fill="{fill}" stroke="{ink}" stroke-width="{n(r * 0.14)}"/>'
    q = d * 0.42
    for ox, oy in ((0, -q), (q, 0), (0, q), (-q, 0)):
        cx, cy, s = x + ox, y + oy, q * 0.78
        out += f'<polygon points="{pts([(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)])}" fill="{ink}"/>'
    return out


# --------------------------------------------------------------------------- dojo
def dojo(clan: int) -> str:
    c = CLANS[clan]
    rng = random.Random(500 + clan)
    defs = radial("court", [(0, "#b4ab9a", 1), (1, "#6e675c", 1)], cx=0.4, cy=0.4, r=0.75)
    defs += linear("roof", [(0, "#4a4e62", 1), (1, "#23252f", 1)])
    defs += linear("wall", [(0, "#f6ecd2", 1), (1, "#d9c8a0", 1)])
    ground = '<rect width="128" height="148" fill="url(#court)"/>'
    # flagstones: a jittered brick bond of worn slabs
    stones = ""
    for row in range(11):
        y = row * 14 - 2
        offset = 10 if row % 2 else 0
        for col in range(8):
            x = col * 20 - offset + rng.uniform(-1, 1)
            shade = rng.choice(("#a39a88", "#978e7c", "#aea593", "#8c8472"))
            stones += (
                f'<rect x="{n(x + 1)}" y="{n(y + 1)}" width="18" height="12" rx="2" fill="{shade}"/>'
                f'<path d="M{n(x + 2)} {n(y + 12.5)} h17" stroke="#5a5346" stroke-width="1" opacity="0.6"/>'
            )
    ground += f'<rect width="128" height="148" fill="#5f584c"/>{stones}'
    ground += f'<polygon points="{pts(hex_points(RADIUS - 8))}" fill="none" stroke="{c["dark"]}" stroke-width="2.5" opacity="0.35"/>'
    # the building, centred, its floor at y=112
    b = ""
    b += '<ellipse cx="68" cy="114" rx="50" ry="9" fill="#14100c" opacity="0.45"/>'
    # stone plinth and steps
    b += '<rect x="22" y="100" width="84" height="12" fill="#8e8778"/><rect x="22" y="100" width="84" height="3" fill="#c2baa8"/>'
    b += '<rect x="50" y="112" width="28" height="4" fill="#b0a896"/><rect x="46" y="116" width="36" height="4" fill="#9c9482"/>'
    # walls: white plaster, dark timber posts, shoji panels, a lit doorway
    b += '<rect x="28" y="68" width="72" height="32" fill="url(#wall)"/>'
    b += "".join(
        f'<rect x="{x}" y="68" width="4" height="32" fill="#4a2e1c"/>' for x in (28, 46, 78, 96)
    )
    b += '<rect x="28" y="68" width="72" height="4" fill="#3a2416"/><rect x="28" y="96" width="72" height="4" fill="#3a2416"/>'
    for x0 in (32, 82):
        b += f'<rect x="{x0}" y="74" width="14" height="20" fill="#efe2c0"/>'
        b += "".join(
            f'<path d="M{x0 + 4.7 * k} 74 v20" stroke="#8a6a48" stroke-width="0.7"/>'
            for k in (1, 2)
        )
        b += "".join(
            f'<path d="M{x0} {74 + 5 * k} h14" stroke="#8a6a48" stroke-width="0.7"/>'
            for k in (1, 2, 3)
        )
    b += '<rect x="52" y="74" width="24" height="26" fill="#f6c86a"/>'
    b += '<rect x="52" y="74" width="24" height="26" fill="#8a4a10" opacity="0.35"/>'
    b += '<rect x="55" y="77" width="18" height="23" fill="#ffe2a0" opacity="0.85"/>'
    b += f'<rect x="50" y="72" width="28" height="3" fill="{c["dark"]}"/>'
    # noren curtain in the clan's colour over the door, the emblem on it
    b += f'<path d="M52 75 h24 v11 h-24 Z" fill="{c["main"]}"/>'
    b += '<path d="M60 75 v11 M68 75 v11" stroke="#000" stroke-opacity="0.25" stroke-width="0.8"/>'
    b += emblem(clan, 64, 80.5, 4.2, PAPER, c["deep"])
    # lower roof skirt
    b += '<path d="M18 70 Q40 64 64 64 Q88 64 110 70 L106 64 Q86 58 64 58 Q42 58 22 64 Z" fill="url(#roof)"/>'
    b += f'<path d="M18 70 Q40 64 64 64 Q88 64 110 70" stroke="{c["main"]}" stroke-width="2" fill="none"/>'
    # the upper hall and its great curved roof with upturned eaves
    b += '<rect x="40" y="44" width="48" height="16" fill="url(#wall)"/>'
    b += "".join(
        f'<rect x="{x}" y="44" width="3" height="16" fill="#4a2e1c"/>' for x in (40, 56, 69, 85)
    )
    b += '<rect x="46" y="48" width="36" height="6" fill="#3a2416" opacity="0.35"/>'
    roof = "M6 48 Q20 44 30 40 Q46 30 64 14 Q82 30 98 40 Q108 44 122 48 Q112 50 98 48 Q80 46 64 46 Q48 46 30 48 Q16 50 6 48 Z"
    b += f'<path d="{roof}" fill="url(#roof)"/>'
    # tile ridges, lit on the left, shadowed on the right
    b += "".join(
        f'<path d="M{n(64 + (k - 6) * 2.2)} {n(18 + abs(k - 6) * 0.6)} Q{n(64 + (k - 6) * 6)} 38 {n(64 + (k - 6) * 8.6)} 46.5" '
        f'stroke="{"#6b7088" if k < 6 else "#15161d"}" stroke-width="1.2" fill="none"/>'
        for k in range(13)
        if k != 6
    )
    b += f'<path d="M6 48 Q16 50 30 48 Q48 46 64 46 Q80 46 98 48 Q112 50 122 48" stroke="{c["main"]}" stroke-width="2.6" fill="none"/>'
    b += f'<path d="M6 48 Q20 44 30 40 Q46 30 64 14 Q82 30 98 40 Q108 44 122 48" stroke="{c["light"]}" stroke-width="1" fill="none" opacity="0.8"/>'
    b += '<path d="M4 49 Q2 44 6 42 M124 49 Q126 44 122 42" stroke="#23252f" stroke-width="2.5" fill="none" stroke-linecap="round"/>'
    # gable with the emblem, gold ridge ornaments
    b += f'<path d="M52 38 L64 24 L76 38 Z" fill="{c["dark"]}" stroke="{GOLD}" stroke-width="1"/>'
    b += emblem(clan, 64, 32.5, 4.4, c["main"], PAPER)
    b += f'<path d="M58 15 Q64 10 70 15" stroke="{GOLD}" stroke-width="2.2" fill="none"/>'
    b += f'<path d="M56 16 q-3 -5 1 -7 M72 16 q3 -5 -1 -7" stroke="{GOLD}" stroke-width="1.6" fill="none"/>'
    # nobori banners on both sides: the clan's colour, its emblem, a dark edge
    for x in (12, 110):
        b += f'<path d="M{x} 120 V58" stroke="#3a2416" stroke-width="2"/>'
        b += f'<path d="M{x} 60 h{9 if x < 64 else -9}" stroke="#3a2416" stroke-width="1.5"/>'
        x0 = x if x < 64 else x - 9
        b += f'<rect x="{x0 + 0.5}" y="60" width="9" height="34" fill="{c["main"]}" stroke="{c["deep"]}" stroke-width="0.8"/>'
        b += f'<rect x="{x0 + 0.5}" y="60" width="9" height="4" fill="{c["deep"]}"/>'
        b += emblem(clan, x0 + 5, 72, 3.1, PAPER, c["deep"])
        b += "".join(
            f'<path d="M{x0 + 3} {80 + 4 * k} h4" stroke="{PAPER}" stroke-width="1.2" opacity="0.8"/>'
            for k in range(3)
        )
        b += f'<circle cx="{x}" cy="57" r="1.5" fill="{GOLD}"/>'
    # paper lanterns under the eaves
    for x in (24, 104):
        b += f'<path d="M{x} 50 v4" stroke="#2a1a10" stroke-width="0.8"/>'
        b += f'<ellipse cx="{x}" cy="58" rx="3.6" ry="4.5" fill="#f07c3a"/><ellipse cx="{x - 1}" cy="57" rx="1.5" ry="2.5" fill="#ffd09a"/>'
        b += f'<rect x="{x - 2.5}" y="53" width="5" height="1.2" fill="#2a1a10"/><rect x="{x - 2.5}" y="62" width="5" height="1.2" fill="#2a1a10"/>'
    return tile(f"dojo_{clan}", ground, b, defs, rim=c["deep"])


# --------------------------------------------------------------------------- ninjas
def ninja(clan: int) -> str:
    """A ninja ready to spring, seen from the front: clan 0 wears a headband with long
    tails and a round emblem, clan 1 a wide straw hat and a diamond emblem."""
    c = CLANS[clan]
    outline = f'stroke="{INK}" stroke-width="1.6" stroke-linejoin="round"'
    body = (
        "<defs>"
        + radial("shadow", [(0, "#000", 0.5), (1, "#000", 0)])
        + radial("halo", [(0, "#fff6dc", 0.55), (0.6, "#fff6dc", 0.3), (1, "#fff6dc", 0)])
        + linear("suit", [(0, "#3a3f5a", 1), (1, SUIT, 1)], x2=1, y2=1)
        + "</defs>"
        '<ellipse cx="32" cy="58" rx="20" ry="5" fill="url(#shadow)"/>'
    )
    # a pale halo behind the figure keeps it readable on dark forest or deep water
    body += '<ellipse cx="32" cy="34" rx="29" ry="29" fill="url(#halo)"/>'
    if clan == 0:
        # headband tails streaming behind (to the right), drawn first
        body += (
            f'<path d="M40 18 Q52 12 60 16 Q52 18 44 22 Z" fill="{c["main"]}" {outline}/>'
            f'<path d="M40 20 Q50 22 58 28 Q48 27 42 24 Z" fill="{c["main"]}" {outline}/>'
        )
    # legs in a wide crouch, feet planted
    body += (
        f'<path d="M22 42 L14 54 L22 56 L27 47 Z" fill="url(#suit)" {outline}/>'
        f'<path d="M42 42 L50 54 L42 56 L37 47 Z" fill="url(#suit)" {outline}/>'
        f'<path d="M12 55 h11 v3 h-12 Z M41 55 h11 v3 h-12 Z" fill="{INK}"/>'
    )
    # torso, sash, chest emblem
    body += (
        f'<path d="M19 30 Q32 24 45 30 L44 46 Q32 50 20 46 Z" fill="url(#suit)" {outline}/>'
        f'<path d="M20 41 Q32 45 44 41 L44 45 Q32 49 20 45 Z" fill="{c["main"]}" stroke="{INK}" stroke-width="0.8"/>'
    )
    body += emblem(clan, 32, 35, 4.3, c["main"], INK)
    # arms: one forward holding a short blade, one back
    body += (
        f'<path d="M20 32 Q10 36 9 44" stroke="{INK}" stroke-width="7.5" fill="none" stroke-linecap="round"/>'
        f'<path d="M20 32 Q10 36 9 44" stroke="#2c3148" stroke-width="5" fill="none" stroke-linecap="round"/>'
        f'<path d="M44 32 Q54 32 56 24" stroke="{INK}" stroke-width="7.5" fill="none" stroke-linecap="round"/>'
        f'<path d="M44 32 Q54 32 56 24" stroke="#2c3148" stroke-width="5" fill="none" stroke-linecap="round"/>'
        f'<path d="M55 24 L61 6 L58.5 23 Z" fill="{STEEL}" stroke="{INK}" stroke-width="1"/>'
        f'<rect x="53.5" y="22" width="6" height="2.4" rx="1" fill="{GOLD}" stroke="{INK}" stroke-width="0.6"/>'
        f'<circle cx="9" cy="45" r="2.8" fill="#2c3148" stroke="{INK}" stroke-width="1"/>'
        f'<circle cx="56" cy="25" r="2.8" fill="#2c3148" stroke="{INK}" stroke-width="1"/>'
    )
    # head: hood, eye slit
    body += (
        f'<circle cx="32" cy="19" r="10" fill="url(#suit)" {outline}/>'
        '<path d="M23.5 18 Q32 14.5 40.5 18 L40 22 Q32 19.5 24 22 Z" fill="#e9c9a4"/>'
        f'<path d="M27 19.5 l3 0.8 M37 19.5 l-3 0.8" stroke="{INK}" stroke-width="1.6" stroke-linecap="round"/>'
    )
    if clan == 0:
        body += f'<path d="M22.5 14.5 Q32 9 41.5 14.5 L41.5 17.5 Q32 12.5 22.5 17.5 Z" fill="{c["main"]}" {outline}/>'
        body += f'<circle cx="32" cy="13" r="1.6" fill="{PAPER}"/>'
    else:
        # a wide conical straw hat (kasa) with the clan's band, tilted a little
        body += (
            '<g transform="rotate(-6 32 14)">'
            f'<path d="M8 17 Q32 -4 56 17 Q32 21 8 17 Z" fill="#d6b46a" {outline}/>'
            '<path d="M32 3 L32 18 M32 3 L20 17.5 M32 3 L44 17.5 M32 3 L13 17 M32 3 L51 17" '
            'stroke="#9a7a3a" stroke-width="0.7" opacity="0.8"/>'
            '<path d="M32 3 Q44 10 56 17 Q44 19 32 19 Z" fill="#7a5a24" opacity="0.3"/>'
            f'<path d="M19 13.2 Q32 10 45 13.2 L46.5 15 Q32 12 17.5 15 Z" fill="{c["main"]}" stroke="{INK}" stroke-width="0.6"/>'
            "</g>"
        )
    return svg(64, 64, f"ninja_{clan}", body)


# --------------------------------------------------------------------------- cards
def card_shell(name: str, defs: str, inside: str, edge: str) -> str:
    body = (
        f"<defs>{defs}"
        f'<clipPath id="card"><rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="7"/></clipPath>'
        "</defs>"
        f'<g clip-path="url(#card)">{inside}</g>'
        f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="7" fill="none" stroke="{edge}" stroke-width="1.5"/>'
    )
    return svg(CARD_W, CARD_H, name, body)


def card_back(clan: int) -> str:
    c = CLANS[clan]
    defs = radial("bg", [(0, c["dark"], 1), (1, c["deep"], 1)], cx=0.5, cy=0.45, r=0.7)
    inside = f'<rect width="{CARD_W}" height="{CARD_H}" fill="url(#bg)"/>'
    pattern = ""
    if clan == 0:  # seigaiha: rows of concentric wave-scales
        for row in range(16):
            y = row * 8.5
            for col in range(-1, 8):
                x = col * 14 + (7 if row % 2 else 0)
                for k, r in enumerate((7, 5, 3)):
                    pattern += (
                        f'<path d="M{n(x - r)} {n(y)} A{r} {r} 0 0 1 {n(x + r)} {n(y)}" '
                        f'fill="{c["deep"] if k == 0 else "none"}" stroke="{c["main"]}" stroke-width="0.8" opacity="0.8"/>'
                    )
    else:  # a lattice of diamonds (hishi) with a small diamond in each
        for row in range(-1, 14):
            for col in range(-1, 8):
                x, y = col * 14 + (7 if row % 2 else 0), row * 10
                pattern += (
                    f'<polygon points="{pts([(x, y - 5), (x + 7, y), (x, y + 5), (x - 7, y)])}" fill="none" '
                    f'stroke="{c["main"]}" stroke-width="0.8" opacity="0.8"/>'
                    f'<polygon points="{pts([(x, y - 1.8), (x + 2.5, y), (x, y + 1.8), (x - 2.5, y)])}" '
                    f'fill="{c["light"]}" opacity="0.55"/>'
                )
    inside += pattern
    # frame: gold line, a band of the clan's colour, the emblem in a medallion
    inside += (
        f'<rect x="5" y="5" width="{CARD_W - 10}" height="{CARD_H - 10}" rx="4" fill="none" stroke="{GOLD}" stroke-width="1.6"/>'
        f'<rect x="8" y="8" width="{CARD_W - 16}" height="{CARD_H - 16}" rx="3" fill="none" stroke="{GOLD}" stroke-width="0.6" opacity="0.8"/>'
        f'<circle cx="45" cy="63" r="21" fill="{c["deep"]}" stroke="{GOLD}" stroke-width="1.8"/>'
        f'<circle cx="45" cy="63" r="17.5" fill="{c["dark"]}" stroke="{GOLD}" stroke-width="0.6"/>'
    )
    inside += emblem(clan, 45, 63, 12, c["main"], PAPER)
    for x, y in ((12, 12), (CARD_W - 12, 12), (12, CARD_H - 12), (CARD_W - 12, CARD_H - 12)):
        inside += f'<polygon points="{pts([(x, y - 3), (x + 3, y), (x, y + 3), (x - 3, y)])}" fill="{GOLD}"/>'
    inside += '<rect width="90" height="60" fill="#fff" opacity="0.05"/>'
    return card_shell(f"card_back_{clan}", defs, inside, c["deep"])


def face_frame(accent: str) -> str:
    """A cream card face with a fine double frame and small corner knots."""
    out = (
        f'<rect width="{CARD_W}" height="{CARD_H}" fill="url(#paper)"/>'
        f'<rect x="5" y="5" width="{CARD_W - 10}" height="{CARD_H - 10}" rx="4" fill="none" stroke="{accent}" stroke-width="0.9"/>'
        f'<rect x="7.5" y="7.5" width="{CARD_W - 15}" height="{CARD_H - 15}" rx="3" fill="none" stroke="{accent}" stroke-width="0.4" opacity="0.7"/>'
    )
    for x, y, sx, sy in (
        (7.5, 7.5, 1, 1),
        (CARD_W - 7.5, 7.5, -1, 1),
        (7.5, CARD_H - 7.5, 1, -1),
        (CARD_W - 7.5, CARD_H - 7.5, -1, -1),
    ):
        out += f'<path d="M{x} {y + sy * 6} Q{x} {y} {x + sx * 6} {y}" stroke="{accent}" stroke-width="1.2" fill="none"/>'
    return out


PAPER_DEFS = radial("paper", [(0, "#fbf5e6", 1), (1, "#eadcb8", 1)], cx=0.45, cy=0.4, r=0.8)


def card_face() -> str:
    inside = face_frame("#8a6a44")
    # a faint grain in the paper
    rng = random.Random(600)
    inside += "".join(
        f'<path d="M{n(x)} {n(y)} h{n(rng.uniform(2, 6))}" stroke="#c8b48a" stroke-width="0.4" opacity="0.5"/>'
        for x, y in ((rng.uniform(8, 80), rng.uniform(8, 118)) for _ in range(40))
    )
    return card_shell("card_face", PAPER_DEFS, inside, "#6a5034")


def joker() -> str:
    inside = face_frame("#5a2a7a")
    defs = PAPER_DEFS + radial(
        "burst", [(0, "#f6d26a", 0.9), (1, "#f6d26a", 0)], cx=0.5, cy=0.5, r=0.5
    )
    purple, purple_dark = "#6a2e9a", "#3a1458"
    art = '<circle cx="45" cy="66" r="36" fill="url(#burst)"/>'
    # rays
    art += "".join(
        f'<path d="M45 66 L{n(45 + 40 * math.cos(a - 0.08))} {n(66 + 40 * math.sin(a - 0.08))} '
        f'L{n(45 + 40 * math.cos(a + 0.08))} {n(66 + 40 * math.sin(a + 0.08))} Z" fill="#f2c85c" opacity="0.25"/>'
        for a in [k * math.pi / 8 for k in range(16)]
    )
    # the ninja jester: crouched, juggling three shuriken, a grin under the mask
    art += (
        '<ellipse cx="45" cy="104" rx="20" ry="3.5" fill="#000" opacity="0.25"/>'
        f'<path d="M30 102 L36 86 L54 86 L60 102 L52 103 L47 92 L43 92 L38 103 Z" fill="{SUIT}"/>'
        f'<path d="M33 88 Q45 70 57 88 L55 92 Q45 96 35 92 Z" fill="{SUIT}"/>'
        f'<path d="M34 88 Q45 92 56 88 L56 91 Q45 95 34 91 Z" fill="{purple}"/>'
        f'<path d="M44 76 L45 80 L46 76 M41 82 L45 86 L49 82" stroke="{GOLD}" stroke-width="1" fill="none"/>'
        # arms up, juggling
        f'<path d="M36 80 Q26 74 24 62" stroke="{SUIT}" stroke-width="5" fill="none" stroke-linecap="round"/>'
        f'<path d="M54 80 Q64 74 66 62" stroke="{SUIT}" stroke-width="5" fill="none" stroke-linecap="round"/>'
        '<circle cx="24" cy="61" r="2.6" fill="#2c3148"/><circle cx="66" cy="61" r="2.6" fill="#2c3148"/>'
        # head and the jester's three-pointed cap
        f'<circle cx="45" cy="66" r="9.5" fill="{SUIT}"/>'
        '<path d="M37 64 Q45 60 53 64 L53 68 Q45 65 37 68 Z" fill="#e9c9a4"/>'
        f'<path d="M38.5 62.8 L42.5 63.8 M47.5 63.2 L51.5 62" stroke="{INK}" stroke-width="0.9"/>'
        f'<circle cx="41" cy="65.6" r="1.2" fill="{INK}"/>'
        f'<path d="M47.5 66 Q49 64.6 50.5 66" stroke="{INK}" stroke-width="1.2" fill="none"/>'
        '<path d="M39.5 70 Q45 75.5 51 69 Q45 72.5 39.5 70 Z" fill="#f4ead2"/>'
        f'<path d="M36 62 Q30 50 22 50 Q30 54 38 59 Z" fill="{purple}"/>'
        f'<path d="M54 62 Q60 50 68 50 Q60 54 52 59 Z" fill="{purple_dark}"/>'
        f'<path d="M38 59 Q42 44 45 40 Q48 44 52 59 Z" fill="{GOLD}"/>'
        f'<path d="M36 62 Q45 55 54 62 L54 60 Q45 53 36 60 Z" fill="{purple_dark}"/>'
        f'<circle cx="22" cy="50" r="2.2" fill="{GOLD}"/><circle cx="68" cy="50" r="2.2" fill="{GOLD}"/>'
        f'<circle cx="45" cy="39.5" r="2.2" fill="{purple}"/>'
    )
    # juggled shuriken and their arcs
    art += '<path d="M24 58 Q26 30 45 24 Q64 30 66 58" stroke="#5a2a7a" stroke-width="0.7" stroke-dasharray="2 2" fill="none"/>'
    for x, y, rot in ((27, 36, 10), (45, 24, 30), (63, 36, 55)):
        art += star_shuriken(x, y, 5.2, rot)
    # corner marks: a small star instead of a rank
    for x, y in ((14, 17), (CARD_W - 14, CARD_H - 17)):
        art += f'<path d="{star_path(x, y, 5, 2.2)}" fill="{purple}"/>'
    return card_shell("joker", defs, inside + art, "#3a1458")


def star_path(
    x: float, y: float, r_out: float, r_in: float, points: int = 5, rot: float = -90
) -> str:
    corners = []
    for k in range(points * 2):
        a = math.radians(rot + k * 180 / points)
        r = r_out if k % 2 == 0 else r_in
        corners.append((x + r * math.cos(a), y + r * math.sin(a)))
    return "M" + " L".join(f"{n(px)} {n(py)}" for px, py in corners) + " Z"


def star_shuriken(x: float, y: float, r: float, rot: float) -> str:
    return (
        f'<path d="{star_path(x, y, r, r * 0.32, 4, rot)}" fill="#c4cad8" stroke="{INK}" stroke-width="0.6"/>'
        f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r * 0.18)}" fill="{INK}"/>'
    )


# --------------------------------------------------------------------------- dice
PIP_LAYOUT = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def die(value: int) -> str:
    rng = random.Random(700)  # the same grain on every face: one die
    defs = (
        linear("wood", [(0, "#e8c48a", 1), (0.5, "#d4a466", 1), (1, "#b47e46", 1)], x2=1, y2=1)
        + linear(
            "bevel", [(0, "#fff0d0", 0.7), (0.5, "#fff0d0", 0), (1, "#4a2a10", 0.5)], x2=1, y2=1
        )
        + radial(
            "pit",
            [(0, "#1a0e08", 1), (0.7, "#2e1a0e", 1), (1, "#6a4020", 1)],
            cx=0.6,
            cy=0.6,
            r=0.6,
        )
        + radial(
            "red",
            [(0, "#e0362a", 1), (0.75, "#a8160e", 1), (1, "#5a0c06", 1)],
            cx=0.6,
            cy=0.6,
            r=0.6,
        )
    )
    body = (
        f"<defs>{defs}</defs>"
        '<rect x="5" y="7" width="56" height="56" rx="11" fill="#000" opacity="0.35"/>'
        '<rect x="3" y="3" width="56" height="56" rx="11" fill="url(#wood)" stroke="#6a4220" stroke-width="1.2"/>'
    )
    grain = []
    for k in range(9):
        y = 8 + k * 6 + rng.uniform(-1.5, 1.5)
        grain.append(
            f"M6 {n(y)} C 20 {n(y + rng.uniform(-3, 3))}, 40 {n(y + rng.uniform(-3, 3))}, 56 {n(y + rng.uniform(-2, 2))}"
        )
    body += f'<path d="{" ".join(grain)}" stroke="#9a6a38" stroke-width="0.7" fill="none" opacity="0.5"/>'
    body += '<ellipse cx="40" cy="40" rx="5" ry="2.2" fill="none" stroke="#9a6a38" stroke-width="0.7" opacity="0.5"/>'
    body += '<rect x="3" y="3" width="56" height="56" rx="11" fill="url(#bevel)"/>'
    body += '<rect x="7" y="7" width="48" height="48" rx="8" fill="none" stroke="#fff4dc" stroke-width="0.8" opacity="0.45"/>'
    step = 14.5
    for dx, dy in PIP_LAYOUT[value]:
        x, y = 31 + dx * step, 31 + dy * step
        r = 8 if value == 1 else 5
        fill = "url(#red)" if value == 1 else "url(#pit)"
        body += (
            f'<circle cx="{n(x + 0.6)}" cy="{n(y + 0.8)}" r="{r}" fill="#fff4dc" opacity="0.55"/>'
            f'<circle cx="{n(x)}" cy="{n(y)}" r="{r}" fill="{fill}"/>'
        )
    return svg(64, 64, f"die_{value}", body)


# --------------------------------------------------------------------------- icons
def shuriken() -> str:
    defs = linear("steel", [(0, "#f4f7fc", 1), (0.5, "#a9b2c4", 1), (1, "#4e5668", 1)], x2=1, y2=1)
    body = f"<defs>{defs}</defs>"
    body += f'<path d="{star_path(25, 26, 21, 6.5, 4, -80)}" fill="#000" opacity="0.3"/>'
    body += f'<path d="{star_path(24, 24, 21, 6.5, 4, -80)}" fill="url(#steel)" stroke="{INK}" stroke-width="1.4" stroke-linejoin="round"/>'
    # each blade: a darker half for its bevel
    for k in range(4):
        a = math.radians(-80 + 90 * k)
        b_ = math.radians(-80 + 90 * k + 45)
        tip = (24 + 21 * math.cos(a), 24 + 21 * math.sin(a))
        side = (24 + 6.5 * math.cos(b_), 24 + 6.5 * math.sin(b_))
        body += f'<polygon points="{pts([(24, 24), tip, side])}" fill="#2a3040" opacity="0.35"/>'
        body += f'<path d="M24 24 L{n(tip[0])} {n(tip[1])}" stroke="#ffffff" stroke-width="0.7" opacity="0.7"/>'
    body += f'<circle cx="24" cy="24" r="5" fill="#5a6274" stroke="{INK}" stroke-width="1"/>'
    body += f'<circle cx="24" cy="24" r="2.3" fill="{INK}"/>'
    body += '<circle cx="22.6" cy="22.4" r="1.2" fill="#e8ecf4" opacity="0.8"/>'
    return svg(48, 48, "shuriken", body)


def blitz() -> str:
    """Ninjas Blitz: a ninja dashing to the right, a wake of speed lines and a bolt."""
    defs = linear("bolt", [(0, "#fff2a8", 1), (1, "#f0a020", 1)])
    defs += linear("trail", [(0, "#8ab8ff", 0), (1, "#8ab8ff", 0.8)], x2=1, y2=0)
    defs += radial("flash", [(0, "#fff3c0", 0.9), (1, "#fff3c0", 0)])
    body = f"<defs>{defs}</defs>"
    body += '<circle cx="40" cy="30" r="26" fill="url(#flash)"/>'
    for y, x0, w in ((20, 2, 26), (28, 6, 30), (36, 0, 28), (44, 8, 22), (52, 4, 20)):
        body += f'<rect x="{x0}" y="{y}" width="{w}" height="2.6" rx="1.3" fill="url(#trail)"/>'
    # afterimages
    for k, alpha in ((0, 0.18), (1, 0.32)):
        dx = -16 + 8 * k
        body += (
            f'<g transform="translate({dx} 0)" opacity="{alpha}">'
            f'<path d="M28 24 Q40 20 46 26 L42 40 Q34 44 26 38 Z" fill="{SUIT_LIGHT}"/>'
            f'<circle cx="47" cy="20" r="7" fill="{SUIT_LIGHT}"/></g>'
        )
    # a lightning bolt behind, where the ninja was a blink ago
    body += (
        '<path d="M30 0 L18 16 L26 17 L12 34 L36 12 L27 11 L38 0 Z" fill="url(#bolt)" '
        'stroke="#8a4a00" stroke-width="1" stroke-linejoin="round"/>'
    )
    # the dashing ninja, leaning hard forward
    outline = f'stroke="{INK}" stroke-width="1.4" stroke-linejoin="round"'
    body += (
        f'<path d="M32 38 L18 46 L20 50 L36 43 Z" fill="{SUIT}" {outline}/>'
        f'<path d="M38 40 L46 52 L51 50 L44 38 Z" fill="{SUIT}" {outline}/>'
        f'<path d="M28 24 Q42 18 50 26 L44 40 Q34 44 26 38 Z" fill="{SUIT}" {outline}/>'
        f'<path d="M30 35 Q38 38 45 36 L44 39 Q36 42 29 38 Z" fill="{VERMILION}"/>'
        f'<path d="M30 26 Q20 22 12 26" stroke="{SUIT}" stroke-width="5" fill="none" stroke-linecap="round"/>'
        f'<path d="M46 28 Q54 32 58 28" stroke="{SUIT}" stroke-width="5" fill="none" stroke-linecap="round"/>'
        f'<circle cx="48" cy="19" r="7.5" fill="{SUIT}" {outline}/>'
        '<path d="M44 18 Q50 15 55.5 18 L55 21 Q50 19 44.5 21 Z" fill="#e9c9a4"/>'
        f'<path d="M49 19.3 l2.5 0.5" stroke="{INK}" stroke-width="1.4" stroke-linecap="round"/>'
        f'<path d="M41 15 Q48 11 55 15 L55 17 Q48 13 41 17 Z" fill="{VERMILION}"/>'
        f'<path d="M41 16 Q30 10 22 14 Q30 14 41 18 Z" fill="{VERMILION}"/>'
    )
    body += f'<path d="M8 58 L58 58" stroke="{INK}" stroke-width="1.4" opacity="0.35" stroke-linecap="round"/>'
    return svg(64, 64, "blitz", body)


VERMILION = "#e34233"


ART = {
    **{f"plains_{v}": (lambda v=v: plains(v)) for v in range(3)},
    **{f"forest_{v}": (lambda v=v: forest(v)) for v in range(3)},
    **{f"mountain_{v}": (lambda v=v: mountain(v)) for v in range(3)},
    **{f"water_{f}": (lambda f=f: water(f)) for f in range(3)},
    "dojo_0": lambda: dojo(0),
    "dojo_1": lambda: dojo(1),
    "ninja_0": lambda: ninja(0),
    "ninja_1": lambda: ninja(1),
    "card_back_0": lambda: card_back(0),
    "card_back_1": lambda: card_back(1),
    "card_face": card_face,
    "joker": joker,
    **{f"die_{v}": (lambda v=v: die(v)) for v in range(1, 7)},
    "shuriken": shuriken,
    "blitz": blitz,
}
"""File name -> its drawing (a whole SVG document)."""


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, draw in ART.items():
        (OUT / f"{name}.svg").write_text(draw(), encoding="utf-8")


if __name__ == "__main__":
    main()
