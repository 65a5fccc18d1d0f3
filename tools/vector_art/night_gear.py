"""The Ninja Night gear's pictures (tools/vector_art/draw_night.py gathers them all): the
strings' ends (the grapnel, the hand, the fist and the bonus blades on the fighting
string), the planned actions' small pictures, and a backpack with its pockets and an
injury."""

from __future__ import annotations

import math
from collections.abc import Callable

from .night_common import INK, SKIN, STEEL, STEEL_DARK, SUIT, SUIT_RIM, f
from .night_fx import fx_kunai, fx_shuriken
from .night_pieces import sakura

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
