"""The Ninja Night village's pictures (tools/vector_art/draw_night.py gathers them all):
the tileable roof textures in four colours with their eaves and ridges, one floor's bay
of wall (a lit or a dark window, a door), a pine and a round tree, and the ground."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from .night_common import PLASTER, PLASTER_DARK, TIMBER, TIMBER_LIGHT, WOOD, f

# --------------------------------------------------------------------------- roofs
ROOF_COLOURS = {
    "indigo": ("#221d3a", "#3c3466", "#6c61a4", "#a49ad8"),
    "slate": ("#1c232e", "#36455a", "#5f7690", "#a8bcd0"),
    "rust": ("#2a1616", "#5a2e2a", "#8c4a3e", "#d08a70"),
    "moss": ("#17211a", "#2f4634", "#52704f", "#9cbc8c"),
}
"""Each roof colour: gap, shadow side, tile body, moonlit crest."""
ROOF_W, ROOF_H, ROOF_COLUMNS, ROOF_ROWS = 120, 72, 4, 3


def roof(colour: str) -> Callable[[], str]:
    """Rows of round kawara tiles seen from above and in front; the texture repeats
    both ways (the last course is drawn again above the first, where it overlaps)."""
    gap, dark, body, crest = ROOF_COLOURS[colour]

    def draw() -> str:
        rng = random.Random(f"roof-{colour}")
        cw, rh = ROOF_W / ROOF_COLUMNS, ROOF_H / ROOF_ROWS
        parts = [
            "<defs>"
            f'<linearGradient id="tile" x1="0" y1="0" x2="1" y2="0">'
            f'<stop offset="0" stop-color="{dark}"/><stop offset="0.55" stop-color="{body}"/>'
            f'<stop offset="0.8" stop-color="{crest}"/><stop offset="1" stop-color="{body}"/>'
            "</linearGradient>"
            f'<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{gap}" stop-opacity="0.55"/>'
            f'<stop offset="0.5" stop-color="{gap}" stop-opacity="0"/></linearGradient>'
            "</defs>",
            f'<rect width="{ROOF_W}" height="{ROOF_H}" fill="{gap}"/>',
        ]
        shades = [[rng.uniform(-0.12, 0.12) for _ in range(ROOF_COLUMNS)] for _ in range(3)]

        def course(row: int, dy: float) -> str:
            out = []
            y0 = row * rh + dy
            y1 = y0 + rh
            for c in range(ROOF_COLUMNS):
                x0, x1 = c * cw + 1.5, (c + 1) * cw - 1.5
                xm = (x0 + x1) / 2
                cap = rh * 0.32
                shape = (
                    f"M{f(x0)} {f(y0 - 2)} L{f(x1)} {f(y0 - 2)} L{f(x1)} {f(y1)} "
                    f"Q{f(x1)} {f(y1 + cap)} {f(xm)} {f(y1 + cap)} Q{f(x0)} {f(y1 + cap)} {f(x0)} {f(y1)} Z"
                )
                out.append(  # the cap's shadow on the course below, down and left
                    f'<ellipse cx="{f(xm - 2)}" cy="{f(y1 + cap * 0.9)}" rx="{f(cw / 2)}" '
                    f'ry="{f(cap)}" fill="{gap}" opacity="0.6"/>'
                )
                out.append(f'<path d="{shape}" fill="url(#tile)"/>')
                out.append(f'<path d="{shape}" fill="url(#fade)"/>')
                shade = shades[row][c]
                tint = "#ffffff" if shade > 0 else "#000000"
                out.append(f'<path d="{shape}" fill="{tint}" opacity="{abs(shade):.2f}"/>')
                crest_x = x0 + (x1 - x0) * 0.74
                out.append(
                    f'<path d="M{f(crest_x)} {f(y0 + 2)} L{f(crest_x)} {f(y1 + cap * 0.4)}" '
                    f'stroke="{crest}" stroke-width="1.2" opacity="0.7" stroke-linecap="round"/>'
                )
                out.append(  # the round end of the tile catches the moon
                    f'<path d="M{f(xm + 2)} {f(y1 + cap - 0.6)} Q{f(x1 - 1)} {f(y1 + cap - 1)} {f(x1 - 0.6)} {f(y1 - 1)}" '
                    f'stroke="{crest}" stroke-width="1" fill="none" opacity="0.8"/>'
                )
                if rng.random() < 0.25:  # a little lichen or a chip
                    out.append(
                        f'<circle cx="{f(rng.uniform(x0 + 3, x1 - 3))}" cy="{f(rng.uniform(y0 + 3, y1 - 2))}" '
                        f'r="{f(rng.uniform(0.8, 1.6))}" fill="{crest}" opacity="0.35"/>'
                    )
            return "".join(out)

        for row in reversed(range(ROOF_ROWS)):  # an upper course lies over the one below
            parts.append(course(row, 0))
        parts.append(course(ROOF_ROWS - 1, -ROOF_H))
        return "".join(parts)

    return draw


# --------------------------------------------------------------------------- eaves
EAVE_W, EAVE_H = 48, 14


def eave(colour: str) -> Callable[[], str]:
    """The little tiled roof (hisashi) over a ground floor, seen from the front: a
    course of round tiles sloping down to a row of round tile ends, each with its mon,
    shadowed beneath; in a roof's four colours, it repeats along the wall."""
    gap, dark, body, crest = ROOF_COLOURS[colour]

    def draw() -> str:
        columns = []
        for k in range(EAVE_W // 8):
            x = k * 8
            columns.append(
                f'<path d="M{x + 0.6} 0 L{x + 7.4} 0 L{x + 7.4} 8.4 L{x + 0.6} 8.4 Z" fill="url(#course)"/>'
                f'<path d="M{x + 5.8} 0.6 L{x + 5.8} 7.6" stroke="{crest}" stroke-width="0.7" opacity="0.7"/>'
                f'<circle cx="{x + 4}" cy="10" r="3.5" fill="{gap}"/>'
                f'<circle cx="{x + 4}" cy="9.6" r="3.2" fill="url(#end)" stroke="{gap}" stroke-width="0.6"/>'
                f'<circle cx="{x + 4}" cy="9.6" r="1.1" fill="none" stroke="{crest}" stroke-width="0.5" opacity="0.8"/>'
            )
        return (
            "<defs>"
            f'<linearGradient id="course" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="{dark}"/>'
            f'<stop offset="0.6" stop-color="{body}"/><stop offset="0.8" stop-color="{crest}"/>'
            f'<stop offset="1" stop-color="{body}"/></linearGradient>'
            f'<radialGradient id="end" cx="0.6" cy="0.35" r="0.7"><stop offset="0" stop-color="{crest}"/>'
            f'<stop offset="1" stop-color="{dark}"/></radialGradient>'
            '<linearGradient id="under" x1="0" y1="0" x2="0" y2="1">'
            '<stop offset="0" stop-color="#000" stop-opacity="0.55"/>'
            '<stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>'
            "</defs>"
            f'<rect x="0" y="0" width="{EAVE_W}" height="8.6" fill="{gap}"/>'
            f'<rect x="0" y="11" width="{EAVE_W}" height="3" fill="url(#under)"/>'
            + "".join(columns)
            + f'<path d="M0 0.5 L{EAVE_W} 0.5" stroke="{gap}" stroke-width="1"/>'
        )

    return draw


# --------------------------------------------------------------------------- ridges
RIDGE_W, RIDGE_H = 48, 16


def ridge() -> str:
    """A roof's ridge seen from above and in front: stacked flat tiles under a row of
    round cap tiles, moonlit on top, shadowed beneath; repeats along the ridge."""
    caps = "".join(
        f'<path d="M{x} 9 Q{x} 2.5 {x + 6} 2.5 Q{x + 12} 2.5 {x + 12} 9 Z" fill="url(#cap)" '
        f'stroke="#141018" stroke-width="0.8"/>'
        f'<path d="M{x + 2.5} 5.5 Q{x + 4} 3.6 {x + 7} 3.6" stroke="#d8d4f0" stroke-width="0.9" '
        'fill="none" opacity="0.8"/>'
        for x in (0, 12, 24, 36)
    )
    return (
        "<defs>"
        '<linearGradient id="cap" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a88a8"/>'
        '<stop offset="1" stop-color="#3a3848"/></linearGradient>'
        "</defs>"
        f'<rect x="0" y="8" width="{RIDGE_W}" height="8" fill="#000" opacity="0.35"/>'
        f'<rect x="0" y="8" width="{RIDGE_W}" height="3" fill="#4a4860"/>'
        f'<rect x="0" y="11" width="{RIDGE_W}" height="3" fill="#2c2a3a"/>'
        f'<path d="M0 11 L{RIDGE_W} 11" stroke="#141018" stroke-width="0.6"/>'
        f'<path d="M0 8.2 L{RIDGE_W} 8.2" stroke="#9a98b8" stroke-width="0.6" opacity="0.8"/>'
        + caps
    )


def ridge_end() -> str:
    """The ridge's end tile (onigawara): a round shield with the three-comma mon,
    closing each end of a ridge."""
    commas = "".join(
        f'<path d="M32 32 m0 -11 a6 6 0 1 1 -0.1 0 q-8 6 -1 14 z" fill="#2a2838" '
        f'transform="rotate({a} 32 32)"/>'
        for a in (0, 120, 240)
    )
    return (
        "<defs>"
        '<radialGradient id="shield" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#b8b6d0"/>'
        '<stop offset="1" stop-color="#4a4860"/></radialGradient>'
        "</defs>"
        '<path d="M6 58 L6 30 Q6 6 32 6 Q58 6 58 30 L58 58 Z" fill="#000" opacity="0.3" transform="translate(1 3)"/>'
        '<path d="M6 58 L6 30 Q6 6 32 6 Q58 6 58 30 L58 58 Z" fill="url(#shield)" stroke="#141018" stroke-width="2"/>'
        '<circle cx="32" cy="32" r="17" fill="#8a88a8" stroke="#141018" stroke-width="1.6"/>'
        + commas
        + '<path d="M12 24 Q16 12 30 10" stroke="#e8e6f8" stroke-width="2" fill="none" opacity="0.7"/>'
    )


# --------------------------------------------------------------------------- walls
WALL_W, WALL_H = 60, 64


def wall_frame(body: str) -> str:
    """One bay of one floor: plaster between timber posts and beams, `body` in the middle."""
    return (
        "<defs>"
        f'<linearGradient id="plaster" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{PLASTER_DARK}"/>'
        f'<stop offset="0.35" stop-color="{PLASTER}"/><stop offset="1" stop-color="{PLASTER_DARK}"/></linearGradient>'
        "</defs>"
        f'<rect width="{WALL_W}" height="{WALL_H}" fill="url(#plaster)"/>'
        + "".join(
            f'<circle cx="{x}" cy="{y}" r="0.9" fill="#000" opacity="0.12"/>'
            for x, y in ((9, 46), (51, 8), (47, 50), (12, 9), (30, 48))
        )
        + f'<rect x="0" y="44" width="{WALL_W}" height="14" fill="{TIMBER_LIGHT}"/>'
        + "".join(
            f'<line x1="{x}" y1="44" x2="{x}" y2="58" stroke="{TIMBER}" stroke-width="1"/>'
            for x in range(7, WALL_W, 8)
        )
        + body
        + f'<rect x="0" y="0" width="{WALL_W}" height="6" fill="{TIMBER}"/>'
        f'<rect x="0" y="5" width="{WALL_W}" height="1.2" fill="#8a7060" opacity="0.6"/>'
        f'<rect x="0" y="58" width="{WALL_W}" height="6" fill="{TIMBER}"/>'
        f'<rect x="0" y="0" width="3.5" height="{WALL_H}" fill="{TIMBER}"/>'
        f'<rect x="{WALL_W - 3.5}" y="0" width="3.5" height="{WALL_H}" fill="{TIMBER}"/>'
        f'<rect x="{WALL_W - 3.5}" y="0" width="1" height="{WALL_H}" fill="#8a7060" opacity="0.5"/>'
    )


def window(lit: bool) -> str:
    x, y, w, h = 17, 12, 26, 28
    if lit:
        pane = (
            "<defs>"
            '<radialGradient id="glow"><stop offset="0" stop-color="#ffd88a" stop-opacity="0.55"/>'
            '<stop offset="1" stop-color="#ffd88a" stop-opacity="0"/></radialGradient>'
            '<radialGradient id="lamp" cx="0.5" cy="0.6" r="0.7"><stop offset="0" stop-color="#fff2c4"/>'
            '<stop offset="0.6" stop-color="#f6c468"/><stop offset="1" stop-color="#d88a3a"/></radialGradient>'
            "</defs>"
            f'<ellipse cx="30" cy="26" rx="26" ry="24" fill="url(#glow)"/>'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="url(#lamp)"/>'
            # a sitting figure's shadow on the paper
            f'<path d="M33 40 Q33 31 37 30 Q36 27 38 25.5 Q41 25.5 40.5 29 Q43 31 43 40 Z" fill="#a0602c" opacity="0.45"/>'
        )
        grid = "#7a4a24"
    else:
        pane = (
            "<defs>"
            '<linearGradient id="pane" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2c3350"/>'
            '<stop offset="1" stop-color="#141726"/></linearGradient></defs>'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="url(#pane)"/>'
            f'<path d="M{x + 15} {y} L{x + w} {y} L{x + w} {y + 9} Z" fill="#c8d4f0" opacity="0.16"/>'
        )
        grid = "#101219"
    lines = "".join(
        f'<line x1="{x + w * k / 3:.1f}" y1="{y}" x2="{x + w * k / 3:.1f}" y2="{y + h}" stroke="{grid}" stroke-width="1.4"/>'
        for k in (1, 2)
    ) + "".join(
        f'<line x1="{x}" y1="{y + h * k / 4:.1f}" x2="{x + w}" y2="{y + h * k / 4:.1f}" stroke="{grid}" stroke-width="1.2"/>'
        for k in (1, 2, 3)
    )
    frame = (
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="none" stroke="{TIMBER}" stroke-width="3"/>'
        f'<rect x="{x - 3}" y="{y + h + 1}" width="{w + 6}" height="3" fill="{TIMBER}"/>'
        f'<rect x="{x - 3}" y="{y + h + 1}" width="{w + 6}" height="1" fill="#8a7060" opacity="0.6"/>'
    )
    return pane + lines + frame


def door() -> str:
    return (
        f'<rect x="11" y="12" width="38" height="46" fill="{TIMBER}"/>'
        '<rect x="13" y="14" width="16" height="44" fill="#c8b898"/>'
        '<rect x="31" y="14" width="16" height="44" fill="#b8a888"/>'
        + "".join(
            f'<line x1="{x}" y1="14" x2="{x}" y2="58" stroke="{TIMBER}" stroke-width="1"/>'
            for x in (18.3, 23.6, 36.3, 41.6)
        )
        + "".join(
            f'<line x1="13" y1="{y}" x2="47" y2="{y}" stroke="{TIMBER}" stroke-width="1"/>'
            for y in (22, 30, 38, 46)
        )
        + '<rect x="13" y="14" width="34" height="44" fill="#1a1e38" opacity="0.45"/>'
        '<rect x="29" y="12" width="2" height="46" fill="#1a1410"/>'
        # a noren curtain with a round mon
        '<path d="M11 12 L49 12 L49 24 L40 24 L40 20 L30.5 20 L30.5 24 L20 24 L20 20 L11 20 Z" fill="#3a2a5a"/>'
        '<circle cx="30" cy="16.5" r="2.4" fill="none" stroke="#cdbfe8" stroke-width="0.8"/>'
    )


def wall(kind: str) -> Callable[[], str]:
    def draw() -> str:
        if kind == "door":
            return wall_frame(door())
        return wall_frame(window(kind == "lit"))

    return draw


# --------------------------------------------------------------------------- trees
TREE_W, TREE_H = 100, 130


def pine() -> str:
    """Tiers of needles from the widest at the bottom; the moon lights their right side."""
    rng = random.Random("pine")
    parts = [
        f'<path d="M47 126 L48.5 96 L51.5 96 L53 126 Z" fill="{WOOD}"/>',
        '<path d="M51 126 L51.5 96 L53 126 Z" fill="#9a7048"/>',
    ]
    tiers = [(106, 40, 56), (86, 33, 38), (66, 26, 22), (46, 18, 6)]
    for bottom, half, top in tiers:  # the lower tiers first: each upper one overlaps
        left, right = 50 - half, 50 + half
        hem = (
            f"Q{f(50 + half * 0.5)} {bottom + 6} 50 {bottom + 3} "
            f"Q{f(50 - half * 0.5)} {bottom + 6} {f(left)} {bottom}"
        )
        parts.append(f'<path d="M50 {top} L{f(right)} {bottom} {hem} Z" fill="#1f4a38"/>')
        parts.append(
            f'<path d="M50 {top} L50 {bottom + 3} Q{f(50 - half * 0.5)} {bottom + 6} {f(left)} {bottom} Z" '
            'fill="#12291f"/>'
        )
        parts.append(
            f'<path d="M50 {top} L{f(right)} {bottom} Q{f(50 + half * 0.75)} {bottom + 4} '
            f'{f(50 + half * 0.45)} {bottom + 4} Z" fill="#2f6a4e"/>'
        )
        parts.append(
            f'<path d="M50 {top} L{f(right)} {bottom}" stroke="#8fc8a4" stroke-width="1.2" '
            'opacity="0.7" stroke-linecap="round"/>'
        )
        for _ in range(6):  # needles hanging from the hem
            x = rng.uniform(left + 4, right - 4)
            y = bottom + 2 + 3 * (1 - abs(x - 50) / half)
            shade = "#4f9470" if x > 50 else "#25503d"
            parts.append(
                f'<path d="M{f(x - 1.5)} {f(y - 4)} L{f(x)} {f(y)} L{f(x + 1.5)} {f(y - 4)}" '
                f'stroke="{shade}" stroke-width="0.9" fill="none" opacity="0.55"/>'
            )
    return "".join(parts)


def round_tree() -> str:
    rng = random.Random("round")
    parts = [
        f'<path d="M46 126 Q49 100 44 84 L49 82 Q52 96 56 82 L60 84 Q52 100 55 126 Z" fill="{WOOD}"/>',
        '<path d="M52 126 Q51 104 57 86 L60 84 Q52 100 55 126 Z" fill="#9a7048"/>',
    ]
    blobs = [
        (50, 64, 38, "#16372a"),
        (30, 62, 20, "#1b4232"),
        (70, 60, 22, "#1b4232"),
        (50, 40, 26, "#21503a"),
        (36, 46, 18, "#245840"),
        (64, 44, 20, "#2b6447"),
        (58, 32, 16, "#36785a"),
        (70, 52, 12, "#3d8460"),
    ]
    for x, y, r, colour in blobs:
        parts.append(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{colour}"/>')
    for _ in range(26):  # leaves catching the moon, more on the upper right
        a = rng.uniform(-math.pi * 0.9, math.pi * 0.2)
        d = rng.uniform(10, 34)
        x, y = 50 + d * math.cos(a), 54 + d * math.sin(a) * 0.9
        parts.append(
            f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="{f(rng.uniform(2, 3.6))}" ry="{f(rng.uniform(1.2, 2))}" '
            f'fill="#6fae84" opacity="{rng.uniform(0.35, 0.75):.2f}"/>'
        )
    parts.append(
        '<path d="M62 18 Q84 26 86 54" stroke="#a8dcb8" stroke-width="1.4" fill="none" opacity="0.5"/>'
    )
    return "".join(parts)


# --------------------------------------------------------------------------- the ground
GROUND_TILE = 128


def ground() -> str:
    """The village's ground, seen from above (the table squashes it into the view): moss
    and trodden earth with stones and tufts of grass; it repeats both ways (whatever
    crosses an edge is drawn again across the other)."""
    rng = random.Random("ground")
    t = GROUND_TILE
    parts = [f'<rect width="{t}" height="{t}" fill="#24302a"/>']

    def wrapped(x: float, y: float, reach: float, draw: Callable[[float, float], str]) -> None:
        for dx in (-t, 0, t):
            for dy in (-t, 0, t):
                if -reach < x + dx < t + reach and -reach < y + dy < t + reach:
                    parts.append(draw(x + dx, y + dy))

    for _ in range(14):  # patches of earth and of brighter moss
        x, y, r = rng.uniform(0, t), rng.uniform(0, t), rng.uniform(10, 24)
        colour = rng.choice(("#2e3a30", "#1e2822", "#34402f", "#2a2a24"))
        wrapped(
            x,
            y,
            r,
            lambda x, y, r=r, c=colour: (
                f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="{f(r)}" ry="{f(r * 0.8)}" fill="{c}" opacity="0.8"/>'
            ),
        )
    for _ in range(16):  # stones: lit on the moon's side
        x, y, r = rng.uniform(0, t), rng.uniform(0, t), rng.uniform(1.5, 3.6)
        wrapped(
            x,
            y,
            r + 2,
            lambda x, y, r=r: (
                f'<ellipse cx="{f(x - 0.6)}" cy="{f(y + 0.8)}" rx="{f(r)}" ry="{f(r * 0.75)}" fill="#141a16"/>'
                f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="{f(r)}" ry="{f(r * 0.75)}" fill="#5a6258"/>'
                f'<ellipse cx="{f(x + r * 0.3)}" cy="{f(y - r * 0.25)}" rx="{f(r * 0.5)}" ry="{f(r * 0.35)}" fill="#8a9488"/>'
            ),
        )
    for _ in range(40):  # tufts of grass
        x, y = rng.uniform(0, t), rng.uniform(0, t)
        shade = rng.choice(("#3e5a44", "#4a6a4e", "#2f4a36"))
        wrapped(
            x,
            y,
            5,
            lambda x, y, c=shade: (
                f'<path d="M{f(x - 3)} {f(y)} L{f(x - 1)} {f(y - 5)} L{f(x)} {f(y)} L{f(x + 1.5)} {f(y - 6)} '
                f'L{f(x + 2)} {f(y)} L{f(x + 4)} {f(y - 4)} L{f(x + 3.5)} {f(y + 0.5)} Z" fill="{c}"/>'
            ),
        )
    return "".join(parts)
