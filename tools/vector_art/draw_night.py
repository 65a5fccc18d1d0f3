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


def ninja(name: str) -> Callable[[], str]:
    colour, shade = NINJAS[name]

    def draw() -> str:
        back = ""  # behind the body: what makes each outline its own
        front = ""
        if name == "red":  # a katana across the back
            back = (
                f'<path d="M14 30 L46 66" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>'
                f'<path d="M14 30 L22 39" stroke="{colour}" stroke-width="4.4" stroke-linecap="round"/>'
                f'<path d="M20 34 L25 30" stroke="{GOLD}" stroke-width="2"/>'
            )
        elif name == "blue":  # a long scarf in the wind
            back = (
                f'<path d="M30 36 Q16 34 10 42 Q4 50 6 58 Q10 48 18 46 Q24 44 30 42 Z" fill="{colour}"/>'
                f'<path d="M30 38 Q18 38 12 46" stroke="{shade}" stroke-width="1" fill="none"/>'
            )
        elif name == "yellow":  # a topknot tied with a ribbon
            back = (
                f'<path d="M32 12 Q30 2 38 3 Q44 4 40 12 Z" fill="{SUIT}"/>'
                f'<path d="M34 11 L44 6 L42 13 Z" fill="{colour}"/>'
            )
        if name == "green":  # a straw kasa hat
            front = (
                '<path d="M10 22 Q32 2 54 22 Q32 18 10 22 Z" fill="#c8a456"/>'
                '<path d="M10 22 Q32 18 54 22" stroke="#7a5a24" stroke-width="1.2" fill="none"/>'
                '<path d="M32 6 L20 20 M32 6 L44 20 M32 6 L32 19" stroke="#9a7a3a" stroke-width="0.8"/>'
                f'<path d="M12 22 Q32 18 52 22 L50 24 Q32 20 14 24 Z" fill="{colour}"/>'
            )
        body = (
            '<ellipse cx="32" cy="92" rx="14" ry="3.2" fill="#000" opacity="0.35"/>'
            # legs, one stepping forward
            f'<path d="M24 62 L21 90 L28 90 L31 66 Z" fill="{SUIT}"/>'
            f'<path d="M33 66 L38 90 L45 89 L40 62 Z" fill="{SUIT_LIGHT}"/>'
            f'<path d="M19 88 L29 88 L29 91 L18 91 Z M37 88 L47 87 L47 90 L37 91 Z" fill="{INK}"/>'
            '<path d="M21 80 L28 80 M37 80 L44 80" stroke="#3c4260" stroke-width="1.4"/>'
            # torso
            f'<path d="M20 38 Q32 32 44 38 L44 64 Q32 67 20 64 Z" fill="{SUIT}"/>'
            f'<path d="M38 36 Q44 38 44 44 L44 64 Q41 65 39 65 Z" fill="{SUIT_LIGHT}"/>'
            f'<path d="M44 40 L44 63" stroke="{SUIT_RIM}" stroke-width="1.2"/>'
            f'<path d="M26 36 L32 46 L38 36" stroke="{SUIT_LIGHT}" stroke-width="1.4" fill="none"/>'
            # arms
            f'<path d="M21 40 Q13 48 16 60" stroke="{SUIT}" stroke-width="6.5" stroke-linecap="round" fill="none"/>'
            f'<path d="M43 40 Q51 46 50 58" stroke="{SUIT_LIGHT}" stroke-width="6.5" stroke-linecap="round" fill="none"/>'
            f'<circle cx="16" cy="61" r="3.2" fill="{SKIN}"/><circle cx="50" cy="59" r="3.2" fill="{SKIN}"/>'
            # sash and its knot
            f'<path d="M20 58 Q32 61 44 58 L44 63 Q32 66 20 63 Z" fill="{colour}"/>'
            f'<path d="M22 61 L16 70 L20 70 Z M24 61 L22 72 L26 70 Z" fill="{shade}"/>'
            # chest badge with the emblem
            f'<circle cx="32" cy="48" r="7.5" fill="{PAPER}" stroke="{shade}" stroke-width="1.2"/>'
            + emblem(name, 32, 48, 7.5, colour, shade)
            # head: hood, face band, eyes, headband
            + f'<circle cx="32" cy="25" r="11" fill="{SUIT}"/>'
            f'<path d="M38 16 Q44 22 42 32 Q40 26 36 18 Z" fill="{SUIT_LIGHT}"/>'
            f'<path d="M22 24 Q32 19 42 24 L42 29 Q32 25 22 29 Z" fill="{SKIN}"/>'
            f'<ellipse cx="28" cy="26" rx="1.9" ry="1.4" fill="#fff"/><ellipse cx="36" cy="26" rx="1.9" ry="1.4" fill="#fff"/>'
            f'<circle cx="28.4" cy="26.2" r="0.9" fill="{INK}"/><circle cx="36.4" cy="26.2" r="0.9" fill="{INK}"/>'
            f'<path d="M21.5 21 Q32 15 42.5 21 L42.5 23.5 Q32 18 21.5 23.5 Z" fill="{colour}"/>'
            f'<path d="M22 22 Q14 20 9 24 Q14 22 18 26 Z" fill="{colour}"/>'
            f'<path d="M22 23 Q16 26 12 32 Q18 28 22 26 Z" fill="{shade}"/>'
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
        "gears": (
            gear(27, 34, 11, 9, STEEL, STEEL_DARK) + gear(42, 22, 7, 7, "#e8c878", "#8a6a20")
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


def gear(cx: float, cy: float, r: float, teeth: int, fill: str, line: str) -> str:
    points = []
    for k in range(teeth * 4):
        a = 2 * math.pi * k / (teeth * 4)
        rr = r if (k // 2) % 2 == 0 else r * 0.76
        points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in points) + " Z"
    return (
        f'<path d="{d}" fill="{fill}" stroke="{line}" stroke-width="1.2" stroke-linejoin="round"/>'
        f'<circle cx="{cx}" cy="{cy}" r="{f(r * 0.34)}" fill="{PAPER}" stroke="{line}" stroke-width="1.2"/>'
    )


# --------------------------------------------------------------------------- sky
SKY = 128


def moon() -> str:
    rng = random.Random("moon")
    craters = "".join(
        f'<circle cx="{f(64 + rng.uniform(-22, 22))}" cy="{f(64 + rng.uniform(-22, 22))}" '
        f'r="{f(rng.uniform(2, 6))}" fill="#d8cca8" opacity="{rng.uniform(0.35, 0.7):.2f}"/>'
        for _ in range(9)
    )
    return (
        "<defs>"
        '<radialGradient id="halo"><stop offset="0.4" stop-color="#f6efd6" stop-opacity="0.55"/>'
        '<stop offset="1" stop-color="#8fa0e0" stop-opacity="0"/></radialGradient>'
        '<radialGradient id="disc" cx="0.4" cy="0.38" r="0.7"><stop offset="0" stop-color="#fffaf0"/>'
        '<stop offset="0.75" stop-color="#f3e8c8"/><stop offset="1" stop-color="#d8c8a0"/></radialGradient>'
        '<clipPath id="round"><circle cx="64" cy="64" r="32"/></clipPath>'
        "</defs>"
        '<circle cx="64" cy="64" r="63" fill="url(#halo)"/>'
        '<circle cx="64" cy="64" r="32" fill="url(#disc)"/>'
        f'<g clip-path="url(#round)">{craters}'
        '<circle cx="78" cy="74" r="34" fill="#b8a880" opacity="0.18"/></g>'
    )


def sun() -> str:
    rays = "".join(
        f'<path d="M64 64 L{f(64 + 62 * math.cos(a - 0.08))} {f(64 + 62 * math.sin(a - 0.08))} '
        f'L{f(64 + 62 * math.cos(a + 0.08))} {f(64 + 62 * math.sin(a + 0.08))} Z" fill="#ffd080" opacity="0.35"/>'
        for a in (k * math.pi / 8 for k in range(16))
    )
    return (
        "<defs>"
        '<radialGradient id="glow"><stop offset="0.3" stop-color="#ffe0a0" stop-opacity="0.9"/>'
        '<stop offset="1" stop-color="#ff9a60" stop-opacity="0"/></radialGradient>'
        '<radialGradient id="disc" cx="0.45" cy="0.4"><stop offset="0" stop-color="#fff8e0"/>'
        '<stop offset="1" stop-color="#ffb050"/></radialGradient>'
        "</defs>"
        f'<circle cx="64" cy="64" r="63" fill="url(#glow)"/>{rays}'
        '<circle cx="64" cy="64" r="26" fill="url(#disc)"/>'
    )


ART: dict[str, tuple[tuple[int, int], Callable[[], str]]] = {
    **{f"roof_{c}": ((ROOF_W, ROOF_H), roof(c)) for c in ROOF_COLOURS},
    **{f"wall_{k}": ((WALL_W, WALL_H), wall(k)) for k in ("lit", "dark", "door")},
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
    "sun": ((SKY, SKY), sun),
}
"""File name -> (its drawing's own size, the drawing)."""


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, ((width, height), draw) in ART.items():
        (OUT / f"{name}.svg").write_text(svg(width, height, draw(), name), encoding="utf-8")


if __name__ == "__main__":
    main()
