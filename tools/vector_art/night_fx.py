"""The Ninja Night animations' sprites (tools/vector_art/draw_night.py gathers them all):
the flying shuriken and kunai, the Gears' cogs, an injury's slash, flash and impact, a
thief's swipe, the Potion's bubbles and vapour, the Heal's cross and the hook's rope."""

from __future__ import annotations

import math
import random

from .night_common import STEEL, STEEL_DARK, f, gear


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
