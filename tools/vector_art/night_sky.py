"""The Ninja Night sky's pictures (tools/vector_art/draw_night.py draws the rest): the
full moon, a round's waned moon on the table's track, and the dawn sun."""

from __future__ import annotations

import math
import random

from .night_common import f

SKY = 128


def moon_craters() -> str:
    """The full moon's nine craters, the same on the moon and the waned moon."""
    rng = random.Random("moon")
    return "".join(
        f'<circle cx="{f(64 + rng.uniform(-22, 22))}" cy="{f(64 + rng.uniform(-22, 22))}" '
        f'r="{f(rng.uniform(2, 6))}" fill="#d8cca8" opacity="{rng.uniform(0.35, 0.7):.2f}"/>'
        for _ in range(9)
    )


def moon() -> str:
    craters = moon_craters()
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


def moon_waned() -> str:
    """A round already played, on the table's track of six moons: the moon waned to a
    crescent (the part in shadow is sky, not a dark disc), its halo faint."""
    ax, ay, ar = 64.0, 64.0, 32.0
    bx, by, br = 76.0, 57.0, 28.0  # the shadow's circle, up and to the right
    d = math.hypot(bx - ax, by - ay)
    along = (d * d + ar * ar - br * br) / (2 * d)
    half = math.sqrt(ar * ar - along * along)
    ux, uy = (bx - ax) / d, (by - ay) / d
    mx, my = ax + ux * along, ay + uy * along
    p1 = (mx - uy * half, my + ux * half)
    p2 = (mx + uy * half, my - ux * half)
    crescent = (
        f"M{f(p1[0])} {f(p1[1])} A{f(ar)} {f(ar)} 0 1 1 {f(p2[0])} {f(p2[1])} "
        f"A{f(br)} {f(br)} 0 0 0 {f(p1[0])} {f(p1[1])} Z"
    )
    craters = moon_craters()
    return (
        "<defs>"
        '<radialGradient id="halo"><stop offset="0.4" stop-color="#f6efd6" stop-opacity="0.25"/>'
        '<stop offset="1" stop-color="#8fa0e0" stop-opacity="0"/></radialGradient>'
        '<radialGradient id="disc" cx="0.3" cy="0.55" r="0.7"><stop offset="0" stop-color="#fffaf0"/>'
        '<stop offset="0.75" stop-color="#f3e8c8"/><stop offset="1" stop-color="#d8c8a0"/></radialGradient>'
        f'<clipPath id="lit"><path d="{crescent}"/></clipPath>'
        "</defs>"
        '<circle cx="64" cy="64" r="52" fill="url(#halo)"/>'
        f'<path d="{crescent}" fill="url(#disc)"/>'
        f'<g clip-path="url(#lit)">{craters}</g>'
        f'<path d="{crescent}" fill="none" stroke="#fffaf0" stroke-width="1" opacity="0.5"/>'
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
