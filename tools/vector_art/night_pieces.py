"""The Ninja Night pieces' pictures (tools/vector_art/draw_night.py gathers them all):
the four players' ninjas, each in its colour with its own emblem and outline, and every
token's face and its two backs."""

from __future__ import annotations

import math
from collections.abc import Callable

from .night_common import GOLD, INK, PAPER, SKIN, STEEL, STEEL_DARK, f, gear

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
