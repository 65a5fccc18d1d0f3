"""Writes the SVG sources of the Ninja Night art: tools/vector_art/night/<name>.svg.

    python -m tools.vector_art.draw_night

The village seen obliquely at night: tileable roof textures (glazed kawara tiles in
four colours, already foreshortened like the roofs they cover), one floor's bay of
wall with a lit or a dark window or a door, a pine and a round tree, the four players'
ninjas (each in its colour and with its own emblem and outline: a sun disc and a
katana, a wave triangle and a long scarf, a square and a straw hat, a star and a
topknot, so colour is never the only cue), every token's face and its two backs, the
moon and the dawn sun. The SVG files are the sources a person edits (Inkscape or by
hand); this script only drew their first version. `make assets` rasterises them
(tools/rasterise.py, with each file's size) into assets/images/night/.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from .night_common import (
    GOLD,
    INK,
    OUT,
    PAPER,
    PLASTER,
    PLASTER_DARK,
    SKIN,
    STEEL,
    STEEL_DARK,
    SUIT,
    SUIT_RIM,
    TIMBER,
    TIMBER_LIGHT,
    WOOD,
    f,
    gear,
    svg,
)
from .night_sky import SKY, moon, moon_waned, sun

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


# --------------------------------------------------------------------------- ninjas
NINJA_W, NINJA_H = 64, 96
NINJAS = {
    "red": ("#dc463c", "#8a1c18"),
    "blue": ("#4682e6", "#1c3c8a"),
    "green": ("#46b464", "#1a6230"),
    "yellow": ("#e8be3c", "#8a6a10"),
}
"""Each player's colour (the same order as the table's seats) and its dark shade."""


def emblem(name: str, cx: float, cy: float, r: float, fill: str, line: str) -> str:
    """The player's emblem, so colour is never the only cue: sun, wave, square, star."""
    if name == "red":
        return f'<circle cx="{cx}" cy="{cy}" r="{r * 0.62}" fill="{fill}" stroke="{line}" stroke-width="1"/>'
    if name == "blue":
        pts = [(cx, cy - r * 0.72), (cx + r * 0.7, cy + r * 0.5), (cx - r * 0.7, cy + r * 0.5)]
    elif name == "green":
        s = r * 0.55
        pts = [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    else:
        pts = [
            (
                cx + (r * 0.78 if k % 2 == 0 else r * 0.33) * math.sin(k * math.pi / 5),
                cy - (r * 0.78 if k % 2 == 0 else r * 0.33) * math.cos(k * math.pi / 5),
            )
            for k in range(10)
        ]
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in pts) + " Z"
    return f'<path d="{d}" fill="{fill}" stroke="{line}" stroke-width="1" stroke-linejoin="round"/>'


SUITS = {
    "red": ("#3c1a1e", "#62292c"),
    "blue": ("#172340", "#27406a"),
    "green": ("#15301f", "#245236"),
    "yellow": ("#3a2e10", "#5e4c1c"),
}
"""Each player's suit: a deep tint of its colour, and its moonlit side."""


def ninja(name: str) -> Callable[[], str]:
    """A ninja crouched to spring, seen from the front: a big hood in the player's
    colour (the colour reads at a glance on a dark roof), a suit tinted with it, a wide
    sash, the emblem on the chest and each one's own outline (katana, scarf, straw hat,
    topknot)."""
    colour, shade = NINJAS[name]
    suit, suit_light = SUITS[name]

    def draw() -> str:
        back = ""  # behind the body: what makes each outline its own
        front = ""
        if name == "red":  # a katana across the back, its hilt over the shoulder
            back = (
                f'<path d="M12 28 L48 70" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>'
                f'<path d="M13 29 L47 69" stroke="#3a3a46" stroke-width="2" stroke-linecap="round"/>'
                f'<path d="M10 25 L19 36" stroke="{colour}" stroke-width="5" stroke-linecap="round"/>'
                f'<path d="M11 27 L13 25 M14 30 L16 28 M17 33 L19 31" stroke="{shade}" stroke-width="1.2"/>'
                f'<path d="M17 38 L23 32" stroke="{GOLD}" stroke-width="2.6" stroke-linecap="round"/>'
            )
        elif name == "blue":  # a long scarf streaming in the wind
            back = (
                f'<path d="M30 38 Q16 34 8 40 Q1 47 3 60 Q9 49 17 48 Q24 46 31 44 Z" fill="{colour}"/>'
                f'<path d="M26 42 Q12 46 10 62 Q16 52 27 47 Z" fill="{shade}"/>'
                f'<path d="M30 40 Q17 39 9 45" stroke="#a8c8ff" stroke-width="1" fill="none" opacity="0.7"/>'
            )
        elif name == "yellow":  # a topknot tied with a ribbon
            back = (
                f'<path d="M31 9 Q28 -1 37 0.5 Q45 2 40 10 Z" fill="{suit}"/>'
                f'<path d="M35 1.5 Q41 2 40 7" stroke="{suit_light}" stroke-width="1.4" fill="none"/>'
                f'<path d="M33 8 L46 3 L44 11 Z M33 8 L43 14 L37 15 Z" fill="{colour}" stroke="{shade}" stroke-width="0.8"/>'
            )
        if name == "green":  # a wide straw kasa hat over the hood
            front = (
                '<path d="M4 20 Q32 -4 60 20 Q32 15 4 20 Z" fill="#d2ae60" stroke="#6a4a1c" stroke-width="1.2"/>'
                '<path d="M32 3 L16 18 M32 3 L48 18 M32 3 L32 16 M32 3 L24 17 M32 3 L40 17" '
                'stroke="#9a7a3a" stroke-width="0.8"/>'
                '<path d="M34 4 Q50 10 58 19 Q46 14 38 12 Z" fill="#f0d38a" opacity="0.6"/>'
                f'<path d="M6 20 Q32 15 58 20 L56 23 Q32 18 8 23 Z" fill="{colour}" stroke="{shade}" stroke-width="0.8"/>'
            )
        body = (
            '<ellipse cx="32" cy="92" rx="17" ry="3.6" fill="#000" opacity="0.4"/>'
            # legs apart, knees bent, shins wrapped in the player's colour
            f'<path d="M22 62 L15 78 L20 90 L27 90 L24 78 L31 66 Z" fill="{suit}"/>'
            f'<path d="M33 66 L40 78 L37 90 L45 90 L49 78 L42 62 Z" fill="{suit_light}"/>'
            f'<path d="M16 79 L23 79 L25 86 L18 86 Z" fill="{colour}" opacity="0.85"/>'
            f'<path d="M40 79 L48 79 L46 86 L38 86 Z" fill="{colour}"/>'
            f'<path d="M14 88 L28 88 L28 92 L13 92 Z M36 88 L50 88 L51 92 L36 92 Z" fill="{INK}"/>'
            # torso, leaning a little forward
            f'<path d="M19 38 Q32 31 45 38 L45 64 Q32 67 19 64 Z" fill="{suit}"/>'
            f'<path d="M38 35 Q45 38 45 44 L45 64 Q41 65 39 65 Z" fill="{suit_light}"/>'
            f'<path d="M45 40 L45 63" stroke="{colour}" stroke-width="1.2" opacity="0.7"/>'
            f'<path d="M25 35 L32 45 L39 35" stroke="{suit_light}" stroke-width="1.6" fill="none"/>'
            # arms: one forward with a kunai, one back
            f'<path d="M20 40 Q11 47 13 58" stroke="{suit}" stroke-width="7" stroke-linecap="round" fill="none"/>'
            f'<path d="M44 40 Q53 44 54 54" stroke="{suit_light}" stroke-width="7" stroke-linecap="round" fill="none"/>'
            f'<path d="M10 55 L16 55 M51 51 L57 51" stroke="{colour}" stroke-width="2.4"/>'
            f'<circle cx="13" cy="59" r="3.6" fill="{SKIN}"/><circle cx="54" cy="55.5" r="3.6" fill="{SKIN}"/>'
            f'<path d="M55 54 L61 44 L57.5 53.5 Z" fill="{STEEL}" stroke="{STEEL_DARK}" stroke-width="0.6"/>'
            # the sash, wide, and its knot's tails
            f'<path d="M19 56 Q32 60 45 56 L45 63 Q32 67 19 63 Z" fill="{colour}"/>'
            f'<path d="M19 56 Q32 60 45 56" stroke="#fff" stroke-width="0.8" fill="none" opacity="0.4"/>'
            f'<path d="M22 61 L15 73 L20 72 Z M25 62 L22 75 L27 72 Z" fill="{shade}"/>'
            # chest badge with the emblem
            f'<circle cx="32" cy="47" r="7" fill="{PAPER}" stroke="{shade}" stroke-width="1.2"/>'
            + emblem(name, 32, 47, 7, colour, shade)
            # head: a big hood in the player's colour, the eye slit, the knot's tails
            + f'<path d="M18 22 Q10 18 5 22 Q11 22 14 27 Z" fill="{colour}" stroke="{shade}" stroke-width="0.8"/>'
            f'<path d="M18 25 Q11 28 8 35 Q14 30 19 29 Z" fill="{shade}"/>'
            f'<circle cx="32" cy="23" r="14" fill="{colour}"/>'
            f'<path d="M32 9 A14 14 0 0 1 46 23 A14 14 0 0 1 38 35.5 Q44 24 32 9 Z" fill="{shade}" opacity="0.55"/>'
            f'<path d="M23 12 Q28 9 33 9.5" stroke="#fff" stroke-width="1.6" fill="none" opacity="0.45" stroke-linecap="round"/>'
            f'<circle cx="32" cy="23" r="14" fill="none" stroke="{shade}" stroke-width="1.2"/>'
            f'<path d="M20 21 Q32 16 44 21 L44 28 Q32 24 20 28 Z" fill="{SKIN}"/>'
            f'<path d="M20 27.5 Q32 23.5 44 27.5" stroke="{shade}" stroke-width="1" fill="none"/>'
            '<path d="M23.5 22.5 L29.5 23.5 L29 25.6 L24 24.8 Z" fill="#fff"/>'
            '<path d="M40.5 22.5 L34.5 23.5 L35 25.6 L40 24.8 Z" fill="#fff"/>'
            f'<circle cx="27.6" cy="24.2" r="1.2" fill="{INK}"/><circle cx="36.4" cy="24.2" r="1.2" fill="{INK}"/>'
            f'<path d="M23 21 L30 22.4 M41 21 L34 22.4" stroke="{INK}" stroke-width="1.2" stroke-linecap="round"/>'
        )
        return back + body + front

    return draw


# --------------------------------------------------------------------------- tokens
TOKEN = 64
BACKS = {"pink": ("#e68aa8", "#a2486a", "#f8c4d4"), "yellow": ("#f0cc4c", "#a07c18", "#fff0a8")}
"""Token colours: face, rim and light."""
DIGITS = {
    1: "M7 7 L12 2 L12 26 M6 26 L18 26",
    2: "M3 8 Q3 1 10 1 Q18 1 17.5 8 Q17 14 3 26 L19 26",
    3: "M3 4 Q10 -1 16.5 4 Q19 10 10 12.5 Q20 14 18 21 Q13 30 3 24",
    4: "M14 27 L14 2 L2 19 L20 19",
    5: "M18 2 L5 2 L4 12 Q17 8.5 18 17.5 Q17.5 28 3 24",
}


def disc(back: str, inner: str = "") -> str:
    face, rim, light = BACKS[back]
    return (
        "<defs>"
        f'<radialGradient id="face" cx="0.38" cy="0.34" r="0.75"><stop offset="0" stop-color="{light}"/>'
        f'<stop offset="0.7" stop-color="{face}"/><stop offset="1" stop-color="{rim}"/></radialGradient>'
        "</defs>"
        f'<circle cx="32" cy="34" r="29" fill="#000" opacity="0.35"/>'
        f'<circle cx="32" cy="32" r="29" fill="{rim}"/>'
        f'<circle cx="32" cy="31" r="27" fill="url(#face)"/>'
        f'<circle cx="32" cy="31" r="22.5" fill="none" stroke="{rim}" stroke-width="1.2" opacity="0.7"/>'
        f"{inner}"
        f'<path d="M12 20 Q20 8 34 6" stroke="#fff" stroke-width="2" fill="none" opacity="0.45" stroke-linecap="round"/>'
    )


def sakura(cx: float, cy: float, r: float, fill: str, line: str) -> str:
    petals = "".join(
        f'<ellipse cx="{f(cx)}" cy="{f(cy - r * 0.55)}" rx="{f(r * 0.34)}" ry="{f(r * 0.5)}" '
        f'transform="rotate({k * 72} {f(cx)} {f(cy)})" fill="{fill}" stroke="{line}" stroke-width="1"/>'
        for k in range(5)
    )
    return petals + f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r * 0.16)}" fill="{line}"/>'


def back_pink() -> str:
    return disc("pink", sakura(32, 31, 17, "#fbe0e8", "#a2486a"))


def back_yellow() -> str:
    mon = (
        '<circle cx="32" cy="31" r="14" fill="#fff3c0" stroke="#a07c18" stroke-width="1.2"/>'
        '<circle cx="37" cy="27" r="12" fill="#f0cc4c"/>'
        + "".join(
            f'<circle cx="{f(32 + 18 * math.cos(a))}" cy="{f(31 + 18 * math.sin(a))}" r="1.4" fill="#a07c18"/>'
            for a in (k * math.pi / 4 for k in range(8))
        )
    )
    return disc("yellow", mon)


def value_face(kind: str) -> Callable[[], str]:
    value = int(kind[1])
    back = "yellow" if kind[0] == "y" else "pink"
    rim = BACKS[back][1]

    def draw() -> str:
        plate = f'<circle cx="32" cy="31" r="19" fill="{PAPER}" stroke="{rim}" stroke-width="1.4"/>'
        digit = (
            f'<path d="{DIGITS[value]}" transform="translate(21 17)" stroke="{INK}" stroke-width="4.6" '
            'fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
        )
        pips = "".join(  # the value again as pips around the rim, readable upside down
            f'<circle cx="{f(32 + 24.5 * math.sin(a))}" cy="{f(31 - 24.5 * math.cos(a))}" r="2" fill="{INK}"/>'
            for a in (math.pi + (k - (value - 1) / 2) * 0.42 for k in range(value))
        )
        return disc(back, plate + digit + pips)

    return draw


def bonus_face(kind: str) -> Callable[[], str]:
    icons = {
        "potion": (
            '<path d="M27 14 L37 14 L37 22 Q47 26 46 36 Q45 47 32 47 Q19 47 18 36 Q17 26 27 22 Z" '
            'fill="#cfe8f0" stroke="#2a4a52" stroke-width="1.6"/>'
            '<path d="M19.5 34 Q32 30 44.5 34 Q44 46 32 46 Q20 46 19.5 34 Z" fill="#48c070"/>'
            '<circle cx="27" cy="39" r="2" fill="#a8f0c0"/><circle cx="35" cy="36" r="1.3" fill="#a8f0c0"/>'
            '<rect x="26" y="10" width="12" height="5" rx="1.5" fill="#9a6a3a" stroke="#4a2a12"/>'
            '<path d="M23 26 Q21 32 22 36" stroke="#fff" stroke-width="1.6" fill="none" opacity="0.7"/>'
        ),
        "gears": (  # one big dark gear and a gold one: 26 px on the table, the pale small
            # pair read as a blur (issue 33)
            gear(28, 35, 15, 8, "#4a5266", "#1e2230", 2.0)
            + gear(43.5, 19.5, 8.5, 7, "#e0a830", "#6a4a10", 1.8)
        ),
        "hook": (
            '<path d="M32 8 Q30 12 32 16" stroke="#8a6a3a" stroke-width="2" fill="none"/>'
            f'<path d="M32 16 L32 40" stroke="{STEEL_DARK}" stroke-width="3.6" stroke-linecap="round"/>'
            f'<path d="M32 40 Q18 42 18 28 M32 40 Q46 42 46 28 M32 40 L32 46" stroke="{STEEL_DARK}" '
            'stroke-width="3.6" fill="none" stroke-linecap="round"/>'
            f'<path d="M32 40 Q18 42 18 28 M32 40 Q46 42 46 28" stroke="{STEEL}" stroke-width="1.4" fill="none"/>'
            f'<path d="M15 31 L18 26 L21 31 M43 31 L46 26 L49 31" stroke="{STEEL_DARK}" stroke-width="2.2" '
            'fill="none" stroke-linejoin="round"/>'
            f'<circle cx="32" cy="16" r="3" fill="none" stroke="{STEEL_DARK}" stroke-width="2"/>'
        ),
        "shuriken": (
            '<path d="M32 10 L36 27 L53 31 L36 35 L32 52 L28 35 L11 31 L28 27 Z" '
            f'fill="{STEEL}" stroke="#3a4050" stroke-width="1.4" stroke-linejoin="round"/>'
            '<path d="M32 10 L36 27 L32 31 Z M53 31 L36 35 L32 31 Z M32 52 L28 35 L32 31 Z M11 31 L28 27 L32 31 Z" '
            f'fill="{STEEL_DARK}"/>'
            '<circle cx="32" cy="31" r="3.4" fill="#3a4050"/><circle cx="32" cy="31" r="1.4" fill="#faf4e4"/>'
        ),
        "kunai": (
            f'<path d="M44 12 L36 30 L40 34 Z" fill="{STEEL}" stroke="#3a4050" stroke-width="1.2"/>'
            f'<path d="M44 12 L38 32 L40 34 Z" fill="{STEEL_DARK}"/>'
            '<path d="M34 30 L42 36 M36 33 L24 45" stroke="#3a2a1a" stroke-width="4" stroke-linecap="round"/>'
            '<path d="M35 35 L33 33 M32 38 L30 36 M29 41 L27 39" stroke="#b3261e" stroke-width="1.6"/>'
            '<circle cx="21.5" cy="47.5" r="4" fill="none" stroke="#3a4050" stroke-width="2"/>'
            '<path d="M19 50 Q12 54 14 46" stroke="#b3261e" stroke-width="1.4" fill="none"/>'
        ),
    }

    def draw() -> str:
        plate = (
            f'<circle cx="32" cy="31" r="21" fill="{PAPER}" stroke="#a2486a" stroke-width="1.4"/>'
        )
        return disc("pink", plate + icons[kind])

    return draw


# --------------------------------------------------------------------------- the strings' ends
GEAR = 64


def tine(degrees: float) -> Callable[[float, float], str]:
    """Points along a tine pointing `degrees` from the grapnel's centre (32, 32): `along`
    it and `across` it."""
    a = math.radians(degrees)
    ux, uy = math.cos(a), math.sin(a)

    def p(along: float, across: float) -> str:
        return f"{f(32 + ux * along - uy * across)} {f(32 + uy * along + ux * across)}"

    return p


def grapnel() -> str:
    """The grapnel seen from above, as it lies at a string's end: three broad barbed
    iron tines around the ring the rope is tied to, on the circle it catches within
    (the rules' 1.5 cm), drawn pale so it shows on the dark panel and the roofs."""
    tines = []
    for k in range(3):
        p = tine(-90 + k * 120)
        tines.append(
            f'<path d="M{p(6, -5)} Q{p(20, -6)} {p(26, -1.5)} Q{p(30.5, 4)} {p(25, 11)} '
            f'L{p(22.5, 7)} Q{p(23, 2.5)} {p(18, 2.5)} L{p(6, 5)} Z" fill="url(#iron)" '
            f'stroke="{INK}" stroke-width="1.8" stroke-linejoin="round"/>'
            f'<path d="M{p(8, -2.6)} Q{p(19, -3.6)} {p(25, -0.5)}" stroke="#ffffff" '
            'stroke-width="1.4" fill="none" opacity="0.8" stroke-linecap="round"/>'
        )
    return (
        "<defs>"
        f'<linearGradient id="iron" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f6fa"/>'
        f'<stop offset="0.5" stop-color="{STEEL}"/><stop offset="1" stop-color="{STEEL_DARK}"/></linearGradient>'
        "</defs>"
        '<circle cx="32" cy="32" r="30.5" fill="#f0e6c8" opacity="0.12"/>'
        '<circle cx="32" cy="32" r="30.5" fill="none" stroke="#f0e6c8" stroke-width="1.8" '
        'stroke-dasharray="4 3" opacity="0.85"/>'
        + "".join(tines)
        + f'<circle cx="32" cy="32" r="8.5" fill="url(#iron)" stroke="{INK}" stroke-width="2"/>'
        f'<circle cx="32" cy="32" r="3.6" fill="{INK}"/>'
        '<path d="M27.5 28.5 Q32 25 36.5 28.5" stroke="#fff" stroke-width="1.2" fill="none"/>'
    )


def hand() -> str:
    """The player's hand seen from above, pinching the string's end between finger and
    thumb, the sleeve behind (turned along the string: the fingers point up the string)."""
    return (
        "<defs>"
        '<radialGradient id="skin" cx="0.45" cy="0.35" r="0.7"><stop offset="0" stop-color="#f6dcc0"/>'
        '<stop offset="1" stop-color="#c08a64"/></radialGradient>'
        "</defs>"
        f'<path d="M18 64 L20 44 L44 44 L46 64 Z" fill="{SUIT}" stroke="{INK}" stroke-width="1.6"/>'
        f'<path d="M20 46 L44 46" stroke="{SUIT_RIM}" stroke-width="1.4"/>'
        '<path d="M20 44 Q14 30 20 20 Q26 12 34 12 Q44 14 46 26 Q48 36 44 44 Z" fill="url(#skin)" '
        'stroke="#7a4a34" stroke-width="1.6"/>'
        + "".join(
            f'<path d="M{x} 24 Q{x + 1} 16 {x + 5} 16 Q{x + 9} 17 {x + 8} 25" fill="url(#skin)" '
            'stroke="#7a4a34" stroke-width="1.3"/>'
            for x in (21, 28)
        )
        + '<path d="M36 30 Q40 18 34 10 Q30 8 29 12 Q33 18 31 28 Z" fill="url(#skin)" '
        'stroke="#7a4a34" stroke-width="1.4"/>'
        '<path d="M30 14 Q32 9 35 10" stroke="#fff3e0" stroke-width="1" fill="none" opacity="0.8"/>'
        '<path d="M24 36 Q32 40 40 36" stroke="#a8704e" stroke-width="1" fill="none"/>'
    )


def fist() -> str:
    """The fighting string's fist seen from above: knuckles wrapped in cloth bands,
    a cuff where the string is tied."""
    knuckles = "".join(
        f'<ellipse cx="{f(x)}" cy="17" rx="6.2" ry="7" fill="url(#skin)" stroke="#7a4a34" stroke-width="1.2"/>'
        f'<path d="M{f(x - 3)} 13 Q{f(x)} 11 {f(x + 3)} 13" stroke="#fff3e0" stroke-width="1" fill="none" opacity="0.7"/>'
        for x in (17.5, 27.5, 37.5, 47)
    )
    return (
        "<defs>"
        '<radialGradient id="skin" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#f6dcc0"/>'
        '<stop offset="1" stop-color="#c08a64"/></radialGradient>'
        "</defs>"
        '<circle cx="32" cy="32" r="30" fill="#000" opacity="0.18"/>'
        '<circle cx="32" cy="32" r="30" fill="none" stroke="#e8e0c0" stroke-width="1.2" '
        'stroke-dasharray="3 3" opacity="0.55"/>'
        '<path d="M12 20 Q10 42 20 50 L44 50 Q54 42 52 20 Z" fill="url(#skin)" stroke="#7a4a34" stroke-width="1.4"/>'
        + knuckles
        + '<path d="M12 27 Q32 32 53 27 L53 33 Q32 38 11.5 33 Z" fill="#efe6d2" stroke="#9a8a6a" stroke-width="1"/>'
        '<path d="M13 38 Q32 43 51 38 L50 43 Q32 48 14 43 Z" fill="#e0d4b8" stroke="#9a8a6a" stroke-width="1"/>'
        '<path d="M8 30 Q6 38 14 40 L16 34 Z" fill="url(#skin)" stroke="#7a4a34" stroke-width="1.2"/>'
        '<path d="M20 48 L44 48 L42 58 L22 58 Z" fill="#b3261e" stroke="#5a1410" stroke-width="1.2"/>'
        '<path d="M22 52 L42 52" stroke="#e87a6a" stroke-width="1"/>'
        '<path d="M32 58 Q31 61 32 64" stroke="#d8c890" stroke-width="2.4" fill="none" stroke-linecap="round"/>'
    )


def thrown_blade(blade: str, turn: float) -> str:
    """A bonus blade at the fighting string's end, seen from above as it lies: on the
    fist's dark catch circle (the rules' 1.5 cm), the blade `blade` (an fx_ picture,
    drawn on 64x64 around 32, 32) turned `turn` degrees, the string tied at the bottom.
    The Kunai and the Shuriken were drawn as the fist, in the hand and on the roof."""
    return (
        '<circle cx="32" cy="32" r="30" fill="#000" opacity="0.18"/>'
        '<circle cx="32" cy="32" r="30" fill="none" stroke="#e8e0c0" stroke-width="1.2" '
        'stroke-dasharray="3 3" opacity="0.55"/>'
        '<path d="M32 52 Q31 58 32 64" stroke="#d8c890" stroke-width="2.4" fill="none" '
        'stroke-linecap="round"/>'
        f'<g transform="rotate({f(turn)} 32 32)">{blade}</g>'
    )


def kunai_end() -> str:
    """The Kunai on the fighting string: point up, its ring at the string."""
    return thrown_blade(fx_kunai(), -90)


def shuriken_end() -> str:
    """The Shuriken on the fighting string: the star, its points at the corners."""
    return thrown_blade(fx_shuriken(), 45)


# --------------------------------------------------------------------------- plan pictures
def act_move() -> str:
    """Move: the grapnel flies on its rope in an arc to a far roof's edge."""
    return (
        '<path d="M40 46 L62 40 L62 60 L40 60 Z" fill="#3c3466"/>'
        '<path d="M38 46 L62 39 L62 42 L40 49 Z" fill="#6c61a4"/>'
        '<path d="M40 49 L62 43 L62 60 L40 60 Z" fill="#5e4e48" opacity="0.6"/>'
        '<rect x="46" y="51" width="6" height="6" fill="#f6c468"/>'
        '<path d="M6 58 Q14 10 44 20" stroke="#1a1410" stroke-width="4" fill="none" stroke-linecap="round"/>'
        '<path d="M6 58 Q14 10 44 20" stroke="#ece2be" stroke-width="2" fill="none" '
        'stroke-dasharray="4 2" stroke-linecap="round"/>'
        f'<g transform="translate(36 10) scale(0.42)">{grapnel_body()}</g>'
        '<path d="M8 36 L3 33 M11 27 L5 23 M16 19 L12 13" stroke="#a8b8e0" stroke-width="1.6" '
        'stroke-linecap="round" opacity="0.8"/>'
    )


def grapnel_body() -> str:
    """The grapnel's tines and ring alone (no circle), for the small pictures."""
    out = []
    for k in range(3):
        p = tine(-30 + k * 120)

        out.append(
            f'<path d="M{p(5, -4)} Q{p(18, -5)} {p(26, -1)} Q{p(31, 4)} {p(27, 10)} '
            f'L{p(24, 6)} Q{p(24, 2)} {p(19, 1.5)} L{p(5, 4)} Z" fill="{STEEL}" '
            f'stroke="{INK}" stroke-width="2.4" stroke-linejoin="round"/>'
        )
    return "".join(out) + (
        f'<circle cx="32" cy="32" r="8" fill="{STEEL_DARK}" stroke="{INK}" stroke-width="2.4"/>'
        f'<circle cx="32" cy="32" r="3.4" fill="{INK}"/>'
    )


def act_attack() -> str:
    """Attack: the fist flies on the fighting string and strikes."""
    burst = "".join(
        f'<path d="M{f(48 + 9 * math.cos(a))} {f(18 + 9 * math.sin(a))} '
        f'L{f(48 + 15 * math.cos(a))} {f(18 + 15 * math.sin(a))}" stroke="#f2c85c" '
        'stroke-width="2.4" stroke-linecap="round"/>'
        for a in (k * math.pi / 4 + 0.3 for k in range(8))
    )
    return (
        burst
        + '<path d="M6 58 Q16 34 38 26" stroke="#1a1410" stroke-width="4" fill="none" stroke-linecap="round"/>'
        '<path d="M6 58 Q16 34 38 26" stroke="#ece2be" stroke-width="2" fill="none" stroke-linecap="round"/>'
        '<g transform="translate(26 2) rotate(35 16 16) scale(0.56)">'
        '<path d="M12 20 Q10 42 20 50 L44 50 Q54 42 52 20 Z" fill="#e0b48c" stroke="#5a3424" stroke-width="2.4"/>'
        + "".join(
            f'<ellipse cx="{x}" cy="17" rx="6.2" ry="7" fill="#f0c8a0" stroke="#5a3424" stroke-width="2.2"/>'
            for x in (17.5, 27.5, 37.5, 47)
        )
        + '<path d="M12 28 Q32 33 53 28 L53 35 Q32 40 11.5 35 Z" fill="#efe6d2" stroke="#5a3424" stroke-width="1.6"/>'
        '<path d="M20 48 L44 48 L42 58 L22 58 Z" fill="#b3261e" stroke="#5a1410" stroke-width="2"/>'
        "</g>"
    )


def pink_token(cx: float, cy: float, r: float) -> str:
    return (
        f'<ellipse cx="{f(cx)}" cy="{f(cy + r * 0.12)}" rx="{f(r)}" ry="{f(r)}" fill="#a2486a"/>'
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r * 0.92)}" fill="#e68aa8"/>'
        + sakura(cx, cy, r * 0.62, "#fbe0e8", "#a2486a")
    )


def bag(x: float, y: float, w: float, h: float) -> str:
    """A cloth backpack, open at the top."""
    return (
        f'<path d="M{f(x)} {f(y + h * 0.2)} Q{f(x - w * 0.06)} {f(y + h)} {f(x + w * 0.2)} {f(y + h)} '
        f'L{f(x + w * 0.8)} {f(y + h)} Q{f(x + w * 1.06)} {f(y + h)} {f(x + w)} {f(y + h * 0.2)} Z" '
        f'fill="#6e4a2a" stroke="{INK}" stroke-width="1.6"/>'
        f'<path d="M{f(x + w * 0.12)} {f(y + h * 0.5)} L{f(x + w * 0.88)} {f(y + h * 0.5)} '
        f'L{f(x + w * 0.84)} {f(y + h * 0.86)} L{f(x + w * 0.16)} {f(y + h * 0.86)} Z" fill="#8a6038" '
        f'stroke="#3a2614" stroke-width="1" stroke-dasharray="2 1.5"/>'
        f'<ellipse cx="{f(x + w / 2)}" cy="{f(y + h * 0.2)}" rx="{f(w / 2)}" ry="{f(h * 0.12)}" '
        f'fill="#2a1a10" stroke="{INK}" stroke-width="1.4"/>'
        f'<path d="M{f(x + w * 0.1)} {f(y + h * 0.22)} Q{f(x + w / 2)} {f(y + h * 0.4)} '
        f'{f(x + w * 0.9)} {f(y + h * 0.22)}" stroke="#c89a5a" stroke-width="1.6" fill="none"/>'
    )


def act_collect() -> str:
    """Collect: a token lifted from the roof into the backpack."""
    return (
        bag(14, 30, 36, 30)
        + pink_token(32, 16, 10)
        + '<path d="M32 2 L24 9 L40 9 Z" fill="#f2c85c" stroke="#8a6a20" stroke-width="1"/>'
        '<path d="M18 22 L14 20 M46 22 L50 20 M20 30 L16 32 M44 30 L48 32" stroke="#f2c85c" '
        'stroke-width="1.6" stroke-linecap="round"/>'
    )


def act_steal() -> str:
    """Steal: a hand in a dark sleeve snatches a token out of another backpack."""
    return (
        bag(30, 30, 30, 28)
        + '<path d="M2 12 Q20 4 30 16" stroke="#8a50c8" stroke-width="6" fill="none" '
        'stroke-linecap="round" opacity="0.45"/>'
        + pink_token(36, 28, 9)
        + '<path d="M4 18 L22 18 L22 30 L4 30 Z" fill="#1b1d29" stroke="#59608a" stroke-width="1"/>'
        '<path d="M21 17 Q30 14 34 19 L40 20 Q42 23 38 24 L33 24 Q35 30 30 33 Q24 34 21 31 Z" '
        f'fill="{SKIN}" stroke="#7a4a34" stroke-width="1.2"/>'
        '<path d="M30 24 L36 25 M29 28 L34 29" stroke="#7a4a34" stroke-width="1"/>'
    )


def act_heal() -> str:
    """Heal: a bandage rolled round a green medicinal leaf."""
    return (
        '<path d="M8 46 Q20 20 48 12 Q40 38 8 46 Z" fill="#3c9a5a" stroke="#1a4a28" stroke-width="1.4"/>'
        '<path d="M10 44 Q26 30 46 14" stroke="#a8e8b8" stroke-width="1.2" fill="none"/>'
        '<path d="M20 36 L18 28 M28 30 L28 22 M36 24 L38 17" stroke="#a8e8b8" stroke-width="0.9"/>'
        '<circle cx="42" cy="44" r="14" fill="#f4ecd8" stroke="#8a7a5a" stroke-width="1.4"/>'
        '<circle cx="42" cy="44" r="8" fill="none" stroke="#cfc2a0" stroke-width="1.2"/>'
        '<circle cx="42" cy="44" r="3" fill="#cfc2a0"/>'
        '<path d="M28 48 Q16 52 8 60 L16 62 Q22 56 30 53 Z" fill="#f4ecd8" stroke="#8a7a5a" stroke-width="1.2"/>'
        '<path d="M39 44 L45 44 M42 41 L42 47" stroke="#d83a3a" stroke-width="2.6" stroke-linecap="round"/>'
    )


def act_skip() -> str:
    """Skip: the ninja lies low while the moon goes by behind a cloud."""
    return (
        '<defs><radialGradient id="m" cx="0.4" cy="0.38" r="0.7"><stop offset="0" stop-color="#fffaf0"/>'
        '<stop offset="1" stop-color="#d8c8a0"/></radialGradient></defs>'
        '<circle cx="36" cy="24" r="18" fill="url(#m)"/>'
        '<circle cx="44" cy="18" r="16" fill="#1b1d29" opacity="0.9"/>'
        '<path d="M6 46 Q8 36 18 38 Q22 28 34 32 Q44 26 50 36 Q60 36 58 46 Z" fill="#59608a" '
        'stroke="#a8b0d8" stroke-width="1.2"/>'
        '<path d="M12 44 Q24 40 36 42" stroke="#a8b0d8" stroke-width="1" fill="none" opacity="0.6"/>'
        '<path d="M8 14 L14 14 L8 20 L14 20 M16 6 L20 6 L16 10 L20 10" stroke="#a8b0d8" '
        'stroke-width="1.6" fill="none" stroke-linejoin="round"/>'
    )


# --------------------------------------------------------------------------- backpacks
def pocket() -> str:
    """One pocket of a backpack: stitched cloth with a shadowed hollow, where a token sits."""
    return (
        "<defs>"
        '<radialGradient id="hollow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#1a1420"/>'
        '<stop offset="0.8" stop-color="#2a2030"/><stop offset="1" stop-color="#3a2c3a"/></radialGradient>'
        '<linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a4a3a"/>'
        '<stop offset="1" stop-color="#3c3026"/></linearGradient>'
        "</defs>"
        '<rect x="1" y="1" width="62" height="62" rx="9" fill="url(#cloth)" stroke="#1a1410" stroke-width="2"/>'
        '<rect x="6" y="6" width="52" height="52" rx="6" fill="none" stroke="#a89070" '
        'stroke-width="1.2" stroke-dasharray="3 2.5"/>'
        '<ellipse cx="32" cy="33" rx="22" ry="21" fill="url(#hollow)"/>'
        '<path d="M12 20 Q32 10 52 20" stroke="#8a7258" stroke-width="1.4" fill="none" opacity="0.8"/>'
        '<path d="M3 10 Q3 3 10 3 L54 3" stroke="#8a7a66" stroke-width="1.4" fill="none" opacity="0.7"/>'
    )


def injury() -> str:
    """An injury in a backpack: a blood-red slash across a bandage (it fills a pocket)."""
    return (
        '<rect x="1" y="1" width="62" height="62" rx="9" fill="#3a1418" stroke="#1a0a0c" stroke-width="2"/>'
        '<path d="M4 22 L60 14 L60 30 L4 38 Z" fill="#efe6d2" stroke="#9a8a6a" stroke-width="1"/>'
        '<path d="M4 40 L60 32 L60 44 L4 52 Z" fill="#e0d4b8" stroke="#9a8a6a" stroke-width="1"/>'
        '<path d="M10 10 Q30 26 54 54" stroke="#5a0a0a" stroke-width="9" stroke-linecap="round" fill="none"/>'
        '<path d="M10 10 Q30 26 54 54" stroke="#d8302a" stroke-width="5" stroke-linecap="round" fill="none"/>'
        '<path d="M54 10 Q36 30 10 54" stroke="#5a0a0a" stroke-width="9" stroke-linecap="round" fill="none"/>'
        '<path d="M54 10 Q36 30 10 54" stroke="#d8302a" stroke-width="5" stroke-linecap="round" fill="none"/>'
        '<path d="M14 13 Q28 24 40 36" stroke="#ff9a8a" stroke-width="1.2" fill="none" opacity="0.8"/>'
        '<circle cx="46" cy="56" r="2" fill="#d8302a"/><circle cx="20" cy="58" r="1.4" fill="#d8302a"/>'
    )


def backpack() -> str:
    """A ninja's backpack: a canvas knapsack with a leather flap, its buckle and the
    carrying loop (shown before a seat's pockets)."""
    return (
        "<defs>"
        '<linearGradient id="canvas" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4a3a2a"/>'
        '<stop offset="0.6" stop-color="#7a6448"/><stop offset="1" stop-color="#5a4834"/></linearGradient>'
        '<linearGradient id="flap" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a5a32"/>'
        '<stop offset="1" stop-color="#5e3a1e"/></linearGradient>'
        "</defs>"
        '<ellipse cx="32" cy="60" rx="22" ry="3.5" fill="#000" opacity="0.4"/>'
        '<path d="M22 12 Q22 4 32 4 Q42 4 42 12" stroke="#3a2414" stroke-width="4" fill="none"/>'
        '<path d="M22 12 Q22 5.5 32 5.5 Q42 5.5 42 12" stroke="#8a5a32" stroke-width="1.6" fill="none"/>'
        '<path d="M12 18 Q12 12 20 12 L44 12 Q52 12 52 18 L54 54 Q54 60 46 60 L18 60 Q10 60 10 54 Z" '
        f'fill="url(#canvas)" stroke="{INK}" stroke-width="2"/>'
        '<path d="M14 40 L50 40 L50.5 53 Q50 56 46 56 L18 56 Q14 56 13.5 53 Z" fill="none" '
        'stroke="#c8a878" stroke-width="1.2" stroke-dasharray="2.5 2"/>'
        '<path d="M11 16 Q11 11 20 11 L44 11 Q53 11 53 16 L53 32 Q32 40 11 32 Z" fill="url(#flap)" '
        f'stroke="{INK}" stroke-width="2"/>'
        '<path d="M14 30 Q32 37 50 30" stroke="#d8a868" stroke-width="1.2" fill="none" '
        'stroke-dasharray="2.5 2"/>'
        '<path d="M16 14 L48 14" stroke="#b88a58" stroke-width="1.2" opacity="0.7"/>'
        '<rect x="28" y="30" width="8" height="16" fill="#3a2414" stroke="#1a1008" stroke-width="1"/>'
        '<rect x="26.5" y="34" width="11" height="8" rx="1.5" fill="none" stroke="#e8c878" stroke-width="2"/>'
        '<path d="M47 24 Q50 30 49 38" stroke="#fff" stroke-width="1.2" fill="none" opacity="0.3"/>'
    )


# --------------------------------------------------------------------------- animation sprites
def fx_shuriken() -> str:
    """A four-pointed throwing star flying (spun as it flies)."""
    points = []
    for k in range(8):
        r = 30 if k % 2 == 0 else 9
        a = k * math.pi / 4 - math.pi / 2
        points.append((32 + r * math.cos(a), 32 + r * math.sin(a)))
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in points) + " Z"
    bevels = "".join(
        f'<path d="M32 32 L{f(points[k][0])} {f(points[k][1])} L{f(points[(k + 1) % 8][0])} '
        f'{f(points[(k + 1) % 8][1])} Z" fill="{STEEL_DARK}"/>'
        for k in range(0, 8, 2)
    )
    return (
        "<defs>"
        f'<linearGradient id="st" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/>'
        f'<stop offset="0.5" stop-color="{STEEL}"/><stop offset="1" stop-color="{STEEL_DARK}"/></linearGradient>'
        "</defs>"
        f'<path d="{d}" fill="url(#st)" stroke="#2a2e3a" stroke-width="1.6" stroke-linejoin="round"/>'
        + bevels
        + '<circle cx="32" cy="32" r="5" fill="#2a2e3a"/><circle cx="32" cy="32" r="2.2" fill="#6a7288"/>'
    )


def fx_kunai() -> str:
    """A kunai pointing right (turned along its flight): leaf blade, wrapped grip, ring."""
    return (
        "<defs>"
        f'<linearGradient id="bl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/>'
        f'<stop offset="0.5" stop-color="{STEEL}"/><stop offset="1" stop-color="{STEEL_DARK}"/></linearGradient>'
        "</defs>"
        '<path d="M62 32 L36 22 L30 32 L36 42 Z" fill="url(#bl)" stroke="#2a2e3a" stroke-width="1.4" stroke-linejoin="round"/>'
        f'<path d="M62 32 L36 32 L36 42 Z" fill="{STEEL_DARK}" opacity="0.6"/>'
        '<path d="M30 29 L14 29 L14 35 L30 35 Z" fill="#3a2a1a"/>'
        '<path d="M17 29 L20 35 M21 29 L24 35 M25 29 L28 35" stroke="#b3261e" stroke-width="1.6"/>'
        '<circle cx="9" cy="32" r="5.5" fill="none" stroke="#2a2e3a" stroke-width="2.6"/>'
        '<path d="M4 34 Q0 40 2 46" stroke="#b3261e" stroke-width="1.6" fill="none"/>'
    )


def fx_cog() -> str:
    """The Gears bonus turning: a steel cog and a brass one (each spun at its own rate)."""
    return (
        gear(32, 32, 29, 10, "url(#cg)", "#2a2e3a").replace(
            "<path",
            '<defs><linearGradient id="cg" x1="0" y1="0" x2="1" y2="1">'
            f'<stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="{STEEL}"/>'
            f'<stop offset="1" stop-color="{STEEL_DARK}"/></linearGradient></defs><path',
            1,
        )
        + '<circle cx="32" cy="32" r="5" fill="#2a2e3a"/>'
    )


def fx_slash() -> str:
    """Two brush-stroke slashes in a cross, blood red with a dark edge (an injury)."""
    stroke = "M{a} Q{m} {b} Q{n} {a} Z"
    paths = []
    for x0, y0, x1, y1, bend in ((8, 8, 56, 56, 1), (56, 8, 8, 56, -1)):
        mx, my = (x0 + x1) / 2 + bend * 5, (y0 + y1) / 2 - 5
        nx, ny = (x0 + x1) / 2 - bend * 2, (y0 + y1) / 2 + 2
        d = stroke.format(
            a=f"{x0} {y0}", m=f"{f(mx)} {f(my)}", b=f"{x1} {y1}", n=f"{f(nx)} {f(ny)}"
        )
        paths.append(
            f'<path d="{d}" fill="#d8302a" stroke="#4a0606" stroke-width="2.4" stroke-linejoin="round"/>'
        )
        paths.append(
            f'<path d="M{x0} {y0} Q{f(mx)} {f(my)} {x1} {y1}" stroke="#ffb0a0" stroke-width="1.2" fill="none" opacity="0.8"/>'
        )
    drops = "".join(
        f'<circle cx="{x}" cy="{y}" r="{r}" fill="#d8302a" stroke="#4a0606" stroke-width="0.8"/>'
        for x, y, r in ((58, 50, 2.4), (44, 60, 1.8), (12, 46, 1.6))
    )
    return "".join(paths) + drops


def fx_flash() -> str:
    """An injury's impact: a jagged burst, hot at its heart, red at its points, fading
    out (it flares behind the slash as the blow lands)."""
    points = []
    for k in range(24):
        r = 31 if k % 2 == 0 else (17 if k % 4 == 1 else 21)
        a = k * math.pi / 12 + 0.13
        points.append((32 + r * math.cos(a), 32 + r * math.sin(a)))
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in points) + " Z"
    return (
        "<defs>"
        '<radialGradient id="burst"><stop offset="0" stop-color="#fff4d8"/>'
        '<stop offset="0.3" stop-color="#ffb070" stop-opacity="0.95"/>'
        '<stop offset="0.65" stop-color="#e2302a" stop-opacity="0.75"/>'
        '<stop offset="1" stop-color="#8a0a0a" stop-opacity="0"/></radialGradient>'
        "</defs>"
        f'<path d="{d}" fill="url(#burst)" stroke-linejoin="round"/>'
        '<circle cx="32" cy="32" r="9" fill="#fff8e8" opacity="0.7"/>'
    )


def fx_swipe() -> str:
    """A thief's swipe: a streak of violet shadow, thin and faint at its tail (left),
    full where the snatched token flies (right); turned along the flight."""
    return (
        "<defs>"
        '<linearGradient id="sw" x1="0" y1="0" x2="1" y2="0">'
        '<stop offset="0" stop-color="#3a1a5a" stop-opacity="0"/>'
        '<stop offset="0.6" stop-color="#6a3a9a" stop-opacity="0.45"/>'
        '<stop offset="1" stop-color="#9a60d0" stop-opacity="0.75"/></linearGradient>'
        '<linearGradient id="lit" x1="0" y1="0" x2="1" y2="0">'
        '<stop offset="0" stop-color="#e0c8ff" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#e0c8ff" stop-opacity="0.7"/></linearGradient>'
        "</defs>"
        '<path d="M2 16 Q40 9 104 4 Q126 6 126 16 Q126 26 104 28 Q40 23 2 16 Z" fill="url(#sw)"/>'
        '<path d="M20 14 Q60 8 108 7" stroke="url(#lit)" stroke-width="1.6" fill="none" stroke-linecap="round"/>'
        '<path d="M34 19 Q70 22 110 25" stroke="url(#lit)" stroke-width="1" fill="none" stroke-linecap="round"/>'
    )


def fx_impact() -> str:
    """Where a blade bites: sparks flung out in a ring (it grows and fades)."""
    rays = []
    for k in range(10):
        a = k * math.pi / 5 + 0.2
        long = 30 if k % 2 == 0 else 22
        ux, uy = math.cos(a), math.sin(a)
        nx, ny = -uy, ux
        tip = (32 + ux * long, 32 + uy * long)
        base = (32 + ux * 11, 32 + uy * 11)
        w = 2.6 if k % 2 == 0 else 1.8
        rays.append(
            f'<path d="M{f(base[0] + nx * w)} {f(base[1] + ny * w)} L{f(tip[0])} {f(tip[1])} '
            f'L{f(base[0] - nx * w)} {f(base[1] - ny * w)} Z" fill="url(#spark)"/>'
        )
        dot = (32 + ux * (long + 1) + nx * 4, 32 + uy * (long + 1) + ny * 4)
        rays.append(f'<circle cx="{f(dot[0])}" cy="{f(dot[1])}" r="1.3" fill="#fff4c8"/>')
    return (
        "<defs>"
        '<radialGradient id="spark" gradientUnits="userSpaceOnUse" cx="32" cy="32" r="31">'
        '<stop offset="0.3" stop-color="#ffffff"/><stop offset="0.6" stop-color="#ffe08a"/>'
        '<stop offset="1" stop-color="#ff9a40"/></radialGradient>'
        "</defs>" + "".join(rays)
    )


# --------------------------------------------------------------------------- potion, heal, hook
def fx_bubble() -> str:
    """One bubble of a drunk Potion rising: thin green glass, a rim of light, a shine."""
    return (
        "<defs>"
        '<radialGradient id="glass"><stop offset="0.5" stop-color="#48c070" stop-opacity="0.12"/>'
        '<stop offset="0.82" stop-color="#60d888" stop-opacity="0.55"/>'
        '<stop offset="1" stop-color="#d8ffe4" stop-opacity="0.95"/></radialGradient>'
        "</defs>"
        '<circle cx="32" cy="32" r="29" fill="url(#glass)" stroke="#1f6a3a" stroke-width="1.6" '
        'stroke-opacity="0.8"/>'
        '<path d="M14 28 Q16 15 29 11" stroke="#ffffff" stroke-width="4.5" fill="none" '
        'stroke-linecap="round" opacity="0.9"/>'
        '<circle cx="43" cy="44" r="3.6" fill="#ffffff" opacity="0.55"/>'
    )


MIST_W, MIST_H = 128, 64


def fx_mist() -> str:
    """The Potion's green vapour curling round the drinker's feet (it swells, rises and
    fades): soft puffs, wider than high as they lie on the roof, and wisps."""
    rng = random.Random("mist")
    puffs = "".join(
        f'<ellipse cx="{f(rng.uniform(30, 98))}" cy="{f(rng.uniform(30, 46))}" '
        f'rx="{f(rng.uniform(18, 30))}" ry="{f(rng.uniform(10, 15))}" fill="url(#puff)"/>'
        for _ in range(9)
    )
    wisps = "".join(  # curling up out of the mist, thinning to nothing
        f'<path d="M{x} 46 Q{x - 9 * turn} 34 {x + 1} 25 Q{x + 10 * turn} 16 {x + 3 * turn} 5" '
        f'stroke="url(#wisp)" stroke-width="{width}" fill="none" stroke-linecap="round"/>'
        for x, turn, width in ((42, 1, 2.6), (64, -1, 3.2), (86, 1, 2.2))
    )
    return (
        "<defs>"
        '<radialGradient id="puff"><stop offset="0" stop-color="#a8f8c0" stop-opacity="0.6"/>'
        '<stop offset="0.55" stop-color="#48c070" stop-opacity="0.32"/>'
        '<stop offset="1" stop-color="#1f7a40" stop-opacity="0"/></radialGradient>'
        '<linearGradient id="wisp" gradientUnits="userSpaceOnUse" x1="0" y1="46" x2="0" y2="4">'
        '<stop offset="0" stop-color="#c8ffd8" stop-opacity="0.7"/>'
        '<stop offset="1" stop-color="#c8ffd8" stop-opacity="0"/></linearGradient>'
        "</defs>" + puffs + wisps
    )


def sparkle(x: float, y: float, r: float) -> str:
    """A four-pointed glint."""
    q = r * 0.18
    return (
        f'<path d="M{f(x)} {f(y - r)} Q{f(x + q)} {f(y - q)} {f(x + r)} {f(y)} '
        f"Q{f(x + q)} {f(y + q)} {f(x)} {f(y + r)} Q{f(x - q)} {f(y + q)} {f(x - r)} {f(y)} "
        f'Q{f(x - q)} {f(y - q)} {f(x)} {f(y - r)} Z" fill="#f4fff6"/>'
    )


def fx_heal() -> str:
    """The Heal action: a jade cross edged in white light, in a soft green halo, with
    glints about it (it rises over the ninja and fades)."""
    cross = "M26 13 L38 13 L38 26 L51 26 L51 38 L38 38 L38 51 L26 51 L26 38 L13 38 L13 26 L26 26 Z"
    return (
        "<defs>"
        '<radialGradient id="halo"><stop offset="0" stop-color="#c8ffd8" stop-opacity="0.75"/>'
        '<stop offset="0.5" stop-color="#60d888" stop-opacity="0.3"/>'
        '<stop offset="1" stop-color="#2a8a4a" stop-opacity="0"/></radialGradient>'
        '<linearGradient id="jade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c8ffd8"/>'
        '<stop offset="0.45" stop-color="#48c070"/><stop offset="1" stop-color="#1a6a38"/></linearGradient>'
        "</defs>"
        '<circle cx="32" cy="32" r="31" fill="url(#halo)"/>'
        f'<path d="{cross}" fill="none" stroke="#f4fff6" stroke-width="5" stroke-linejoin="round" '
        'opacity="0.85"/>'
        f'<path d="{cross}" fill="url(#jade)" stroke="#14502a" stroke-width="1.4" stroke-linejoin="round"/>'
        '<path d="M28 16 L35 16 M16 29 L28 29" stroke="#ffffff" stroke-width="1.6" '
        'stroke-linecap="round" opacity="0.8"/>'
        + sparkle(11, 12, 5)
        + sparkle(53, 10, 3.5)
        + sparkle(55, 52, 4.5)
        + sparkle(9, 50, 3)
    )


ROPE_W, ROPE_H = 32, 8


def fx_rope() -> str:
    """A length of the hook's hemp rope, lying left to right: two twisted strands, lit
    on top; it repeats along its length (four twists) and is laid piece by piece along
    the line it follows."""
    twists = "".join(
        f'<path d="M{x} 1.2 L{x + 3.4} 1.2 L{x + 7.4} 6.8 L{x + 4} 6.8 Z" fill="#8a7046"/>'
        f'<path d="M{x + 0.8} 1.6 L{x + 2.2} 1.6 L{x + 4.6} 5" stroke="#fff4d6" stroke-width="0.7" '
        'fill="none" opacity="0.8"/>'
        for x in (-4, 4, 12, 20, 28)
    )
    return (
        "<defs>"
        '<linearGradient id="hemp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4ead0"/>'
        '<stop offset="0.45" stop-color="#d8c898"/><stop offset="1" stop-color="#8a7a56"/></linearGradient>'
        "</defs>"
        '<rect x="0" y="0.6" width="32" height="6.8" fill="url(#hemp)"/>'
        + twists
        + '<path d="M0 0.8 L32 0.8 M0 7.2 L32 7.2" stroke="#2a2014" stroke-width="1.2"/>'
    )


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


ART: dict[str, tuple[tuple[int, int], Callable[[], str]]] = {
    **{f"roof_{c}": ((ROOF_W, ROOF_H), roof(c)) for c in ROOF_COLOURS},
    **{f"wall_{k}": ((WALL_W, WALL_H), wall(k)) for k in ("lit", "dark", "door")},
    "ridge": ((RIDGE_W, RIDGE_H), ridge),
    **{f"eave_{c}": ((EAVE_W, EAVE_H), eave(c)) for c in ROOF_COLOURS},
    "ridge_end": ((GEAR, GEAR), ridge_end),
    "tree_pine": ((TREE_W, TREE_H), pine),
    "tree_round": ((TREE_W, TREE_H), round_tree),
    **{f"ninja_{n}": ((NINJA_W, NINJA_H), ninja(n)) for n in NINJAS},
    **{f"token_{k}": ((TOKEN, TOKEN), value_face(k)) for k in ("v1", "v2", "v3", "y4", "y5")},
    **{
        f"token_{k}": ((TOKEN, TOKEN), bonus_face(k))
        for k in ("potion", "gears", "hook", "shuriken", "kunai")
    },
    "token_pink": ((TOKEN, TOKEN), back_pink),
    "token_yellow": ((TOKEN, TOKEN), back_yellow),
    "moon": ((SKY, SKY), moon),
    "moon_waned": ((SKY, SKY), moon_waned),
    "sun": ((SKY, SKY), sun),
    "grapnel": ((GEAR, GEAR), grapnel),
    "fist": ((GEAR, GEAR), fist),
    "kunai_end": ((GEAR, GEAR), kunai_end),
    "shuriken_end": ((GEAR, GEAR), shuriken_end),
    "hand": ((GEAR, GEAR), hand),
    **{
        f"act_{k}": ((GEAR, GEAR), draw)
        for k, draw in (
            ("move", act_move),
            ("attack", act_attack),
            ("collect", act_collect),
            ("steal", act_steal),
            ("heal", act_heal),
            ("skip", act_skip),
        )
    },
    "pocket": ((GEAR, GEAR), pocket),
    "injury": ((GEAR, GEAR), injury),
    "backpack": ((GEAR, GEAR), backpack),
    "fx_shuriken": ((GEAR, GEAR), fx_shuriken),
    "fx_kunai": ((GEAR, GEAR), fx_kunai),
    "fx_cog": ((GEAR, GEAR), fx_cog),
    "fx_slash": ((GEAR, GEAR), fx_slash),
    "fx_flash": ((GEAR, GEAR), fx_flash),
    "fx_swipe": ((128, 32), fx_swipe),
    "fx_impact": ((GEAR, GEAR), fx_impact),
    "fx_bubble": ((GEAR, GEAR), fx_bubble),
    "fx_mist": ((MIST_W, MIST_H), fx_mist),
    "fx_heal": ((GEAR, GEAR), fx_heal),
    "fx_rope": ((ROPE_W, ROPE_H), fx_rope),
    "ground": ((GROUND_TILE, GROUND_TILE), ground),
}
"""File name -> (its drawing's own size, the drawing)."""


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, ((width, height), draw) in ART.items():
        (OUT / f"{name}.svg").write_text(svg(width, height, draw(), name), encoding="utf-8")


if __name__ == "__main__":
    main()
