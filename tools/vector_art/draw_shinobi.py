"""Writes the SVG sources of the Shinobi WAT-AAH! art: tools/vector_art/shinobi/<name>.svg.

    python -m tools.vector_art.draw_shinobi

One illustration per clan (a ninja of that family, wearing its animal's mask and
carrying its sign), the Ronin, each of the nine Yokai, the five Bosses, and the backs
of the Temple of the Shadow and Imperial Court cards. The SVG files are the sources a
person edits (Inkscape or by hand); this script only drew their first version.
`make assets` rasterises them (tools/rasterise.py) into assets/images/shinobi/.
"""

from __future__ import annotations

import math
from pathlib import Path

OUT = Path(__file__).resolve().parent / "shinobi"
SUIT, SUIT_LIGHT, INK, PAPER, STEEL, GOLD, BLOOD = (
    "#1b1d29",
    "#343a52",
    "#1a1410",
    "#faf4e4",
    "#d8dde8",
    "#f2c85c",
    "#b3261e",
)
VIEW = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 100" width="120" height="100">'


def backdrop(sky: str, glow: str) -> str:
    """A night scene behind the figure: a gradient sky, a moon halo, rooftops."""
    return (
        "<defs>"
        f'<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{sky}"/>'
        '<stop offset="1" stop-color="#0c0d1a"/></linearGradient>'
        f'<radialGradient id="halo"><stop offset="0" stop-color="{glow}" stop-opacity="0.9"/>'
        f'<stop offset="1" stop-color="{glow}" stop-opacity="0"/></radialGradient>'
        "</defs>"
        '<rect width="120" height="100" fill="url(#sky)"/>'
        '<circle cx="88" cy="26" r="30" fill="url(#halo)"/>'
        '<circle cx="88" cy="26" r="11" fill="#f6efd6" opacity="0.85"/>'
        '<path d="M0 86 L14 78 L28 86 L28 100 L0 100 Z M84 88 L100 79 L116 88 L120 100 L84 100 Z" '
        'fill="#0a0b14" opacity="0.8"/>'
    )


def ninja_body(sash: str) -> str:
    """A crouched ninja in a dark suit, seen from the front, arms ready."""
    return (
        f'<path d="M34 100 Q36 72 52 66 L68 66 Q84 72 86 100 Z" fill="{SUIT}"/>'
        f'<path d="M52 66 L60 78 L68 66 Z" fill="{SUIT_LIGHT}"/>'
        f'<rect x="42" y="86" width="36" height="5" rx="2" fill="{sash}"/>'
        f'<path d="M78 88 Q84 94 82 100" stroke="{sash}" stroke-width="3" fill="none"/>'
        f'<path d="M40 74 Q28 80 30 92" stroke="{SUIT}" stroke-width="9" stroke-linecap="round" fill="none"/>'
        f'<path d="M80 74 Q92 80 90 92" stroke="{SUIT}" stroke-width="9" stroke-linecap="round" fill="none"/>'
    )


def hood_face(mask: str, eyes: str = "#fff") -> str:
    """The hooded head; `mask` is drawn over the face band."""
    return (
        f'<circle cx="60" cy="50" r="17" fill="{SUIT}"/>'
        f'<path d="M45 48 Q60 42 75 48 L75 55 Q60 50 45 55 Z" fill="#e9c9a4"/>'
        f'<ellipse cx="54" cy="51" rx="2.6" ry="1.8" fill="{eyes}"/><ellipse cx="66" cy="51" rx="2.6" ry="1.8" fill="{eyes}"/>'
        f'<circle cx="54" cy="51" r="1.1" fill="{INK}"/><circle cx="66" cy="51" r="1.1" fill="{INK}"/>'
        f"{mask}"
    )


# --------------------------------------------------------------------------- clans
def carp() -> str:
    banner = (
        '<path d="M92 18 L92 96" stroke="#6e4a2a" stroke-width="2.5"/>'
        '<path d="M92 22 Q108 20 114 30 Q108 40 92 38 Q98 30 92 22 Z" fill="#e2783c" stroke="#7a2e10" stroke-width="1"/>'
        '<circle cx="106" cy="28" r="2" fill="#fff"/><circle cx="106" cy="28" r="1" fill="#111"/>'
        '<path d="M96 26 Q100 30 96 34 M100 25 Q104 30 100 35" stroke="#f6b07a" stroke-width="1" fill="none"/>'
    )
    mask = '<path d="M45 42 Q60 30 75 42 Q68 38 60 38 Q52 38 45 42 Z" fill="#e2783c"/>'
    return backdrop("#1f3850", "#8fc0e8") + banner + ninja_body("#e2783c") + hood_face(mask)


def crow() -> str:
    wings = (
        '<path d="M40 70 Q10 50 4 66 Q18 66 12 78 Q26 74 22 86 Q34 78 42 80 Z" fill="#2a2438"/>'
        '<path d="M80 70 Q110 50 116 66 Q102 66 108 78 Q94 74 98 86 Q86 78 78 80 Z" fill="#2a2438"/>'
    )
    mask = (
        '<path d="M54 54 L60 66 L66 54 Z" fill="#d9a23a"/>'
        '<path d="M44 44 Q60 34 76 44 L76 48 Q60 40 44 48 Z" fill="#4a3d66"/>'
    )
    return (
        backdrop("#2a2140", "#b9a8e8") + wings + ninja_body("#6c5a9a") + hood_face(mask, "#f5d06a")
    )


def dragon() -> str:
    coil = (
        '<path d="M6 90 Q20 60 40 74 Q56 86 70 64 Q84 42 104 56 Q116 64 110 80" '
        'stroke="#2f8a5a" stroke-width="7" fill="none" stroke-linecap="round"/>'
        '<path d="M6 90 Q20 60 40 74 Q56 86 70 64 Q84 42 104 56 Q116 64 110 80" '
        'stroke="#9be0a8" stroke-width="1.5" fill="none" stroke-dasharray="3 4"/>'
        '<path d="M104 50 L114 44 L110 54 Z" fill="#2f8a5a"/><circle cx="106" cy="54" r="1.6" fill="#f2c85c"/>'
    )
    mask = '<path d="M44 46 Q60 36 76 46 L72 40 L66 44 L60 36 L54 44 L48 40 Z" fill="#2f8a5a"/>'
    return backdrop("#15362c", "#a6e8c0") + coil + ninja_body("#2f8a5a") + hood_face(mask)


def spider() -> str:
    web = "".join(
        f'<line x1="18" y1="20" x2="{18 + 30 * math.cos(a):.1f}" y2="{20 + 30 * math.sin(a):.1f}" '
        'stroke="#cfd3e0" stroke-width="0.6" opacity="0.7"/>'
        for a in [i * math.pi / 5 for i in range(10)]
    ) + "".join(
        f'<circle cx="18" cy="20" r="{r}" fill="none" stroke="#cfd3e0" stroke-width="0.5" opacity="0.6"/>'
        for r in (8, 15, 22)
    )
    legs = "".join(
        f'<path d="M60 58 Q{60 + s * 20} {48 + k * 6} {60 + s * 32} {56 + k * 8}" stroke="#5a1424" stroke-width="2.2" fill="none"/>'
        for s in (-1, 1)
        for k in range(4)
    )
    mask = '<path d="M44 46 Q60 38 76 46 L76 50 Q60 44 44 50 Z" fill="#96283c"/><circle cx="57" cy="46" r="1" fill="#f33"/><circle cx="63" cy="46" r="1" fill="#f33"/>'
    return backdrop("#2c1620", "#e89aa8") + web + legs + ninja_body("#96283c") + hood_face(mask)


def fox() -> str:
    tails = "".join(
        f'<path d="M60 92 Q{30 + 60 * i / 2} 60 {20 + 80 * i / 2} {70 - 10 * (i % 2)}" stroke="#d65c24" stroke-width="8" fill="none" stroke-linecap="round"/>'
        f'<circle cx="{20 + 80 * i / 2}" cy="{70 - 10 * (i % 2)}" r="4" fill="#fff5e6"/>'
        for i in range(3)
    )
    mask = (
        '<path d="M44 44 L46 28 L54 38 Z M76 44 L74 28 L66 38 Z" fill="#d65c24"/>'
        '<path d="M44 46 Q60 36 76 46 L60 60 Z" fill="#fff5e6" opacity="0.95"/>'
        '<path d="M52 47 L57 49 M68 47 L63 49" stroke="#b3261e" stroke-width="1.5"/>'
        '<circle cx="60" cy="58" r="1.6" fill="#111"/>'
    )
    return backdrop("#3a2010", "#f0b070") + tails + ninja_body("#d65c24") + hood_face(mask)


def rat() -> str:
    tail = '<path d="M76 92 Q110 96 108 70 Q106 56 116 50" stroke="#b59a8a" stroke-width="2.5" fill="none"/>'
    mask = (
        '<circle cx="45" cy="36" r="7" fill="#7a6e66"/><circle cx="45" cy="36" r="4" fill="#d8a0a0"/>'
        '<circle cx="75" cy="36" r="7" fill="#7a6e66"/><circle cx="75" cy="36" r="4" fill="#d8a0a0"/>'
        '<path d="M56 58 L60 62 L64 58" stroke="#7a6e66" stroke-width="2" fill="none"/>'
        '<path d="M50 58 L40 56 M50 60 L40 61 M70 58 L80 56 M70 60 L80 61" stroke="#ddd" stroke-width="0.7"/>'
    )
    coins = '<circle cx="22" cy="92" r="5" fill="#f2c85c" stroke="#a07820"/><circle cx="30" cy="95" r="4" fill="#f2c85c" stroke="#a07820"/>'
    return backdrop("#262220", "#d8c8b8") + tail + coins + ninja_body("#786e64") + hood_face(mask)


def toad() -> str:
    toad_shape = (
        '<ellipse cx="60" cy="84" rx="40" ry="16" fill="#5e7a2a"/>'
        '<circle cx="36" cy="70" r="8" fill="#5e7a2a"/><circle cx="84" cy="70" r="8" fill="#5e7a2a"/>'
        '<circle cx="36" cy="69" r="4" fill="#f2c85c"/><circle cx="84" cy="69" r="4" fill="#f2c85c"/>'
        '<rect x="35" y="67" width="2" height="5" fill="#111"/><rect x="83" y="67" width="2" height="5" fill="#111"/>'
        '<path d="M30 88 Q60 98 90 88" stroke="#2e3e12" stroke-width="2" fill="none"/>'
        '<circle cx="50" cy="80" r="2" fill="#86a844"/><circle cx="70" cy="82" r="2.5" fill="#86a844"/>'
    )
    rider = (
        f'<path d="M48 70 Q50 54 60 52 Q70 54 72 70 Z" fill="{SUIT}"/>'
        f'<circle cx="60" cy="44" r="10" fill="{SUIT}"/>'
        '<path d="M51 43 Q60 39 69 43 L69 47 Q60 44 51 47 Z" fill="#e9c9a4"/>'
        f'<circle cx="56" cy="45" r="1" fill="{INK}"/><circle cx="64" cy="45" r="1" fill="{INK}"/>'
        '<path d="M70 58 L94 30" stroke="#6e4a2a" stroke-width="2"/><path d="M92 28 L100 22 L96 32 Z" fill="#d8dde8"/>'
    )
    return backdrop("#1c2a12", "#c8e89a") + toad_shape + rider


def monkey() -> str:
    staff = '<path d="M14 96 L106 20" stroke="#8a5a34" stroke-width="4" stroke-linecap="round"/><circle cx="106" cy="20" r="4" fill="#f2c85c"/><circle cx="14" cy="96" r="4" fill="#f2c85c"/>'
    mask = (
        '<circle cx="43" cy="50" r="6" fill="#b87a4b"/><circle cx="77" cy="50" r="6" fill="#b87a4b"/>'
        '<ellipse cx="60" cy="53" rx="13" ry="9" fill="#f0c39a"/>'
        '<ellipse cx="55" cy="51" rx="2.4" ry="2.8" fill="#1a1410"/><ellipse cx="65" cy="51" rx="2.4" ry="2.8" fill="#1a1410"/>'
        '<path d="M56 58 Q60 61 64 58" stroke="#6b3f25" stroke-width="1.4" fill="none"/>'
        '<path d="M44 42 Q60 32 76 42 L76 45 Q60 37 44 45 Z" fill="#f2c85c"/>'
    )
    return backdrop("#3a2a10", "#f2d890") + staff + ninja_body("#c8a040") + hood_face(mask)


def bear() -> str:
    body = (
        '<path d="M20 100 Q22 62 60 58 Q98 62 100 100 Z" fill="#6b4428"/>'
        '<path d="M46 100 Q48 76 60 74 Q72 76 74 100 Z" fill="#a47a52"/>'
        f'<path d="M28 64 L92 64 L88 72 L32 72 Z" fill="{SUIT_LIGHT}"/>'
        '<circle cx="60" cy="42" r="20" fill="#6b4428"/>'
        '<circle cx="43" cy="26" r="7" fill="#6b4428"/><circle cx="77" cy="26" r="7" fill="#6b4428"/>'
        '<circle cx="43" cy="26" r="3.5" fill="#3a2414"/><circle cx="77" cy="26" r="3.5" fill="#3a2414"/>'
        '<ellipse cx="60" cy="49" rx="9" ry="7" fill="#a47a52"/><ellipse cx="60" cy="46" rx="3.5" ry="2.5" fill="#1a1410"/>'
        '<circle cx="52" cy="38" r="2" fill="#1a1410"/><circle cx="68" cy="38" r="2" fill="#1a1410"/>'
        '<path d="M40 32 Q60 24 80 32 L80 36 Q60 28 40 36 Z" fill="#b3261e"/>'
    )
    club = '<path d="M96 96 L108 30" stroke="#4a3020" stroke-width="6" stroke-linecap="round"/><path d="M104 30 L112 32 L110 40 L102 38 Z" fill="#8e96a3"/>'
    return backdrop("#2a1e14", "#e8c8a0") + club + body


def ronin() -> str:
    hat = '<path d="M30 44 Q60 18 90 44 Z" fill="#c8a870" stroke="#6e5a3c" stroke-width="1"/><path d="M40 40 Q60 26 80 40" stroke="#a08850" fill="none"/>'
    sword = '<path d="M20 96 L100 60" stroke="#d8dde8" stroke-width="2.2"/><rect x="22" y="90" width="12" height="4" transform="rotate(-24 28 92)" fill="#3a1d5c"/>'
    body = (
        '<path d="M34 100 Q36 70 52 64 L68 64 Q84 70 86 100 Z" fill="#5a5e70"/>'
        '<path d="M52 64 L60 84 L68 64 Z" fill="#e9e2d0"/>'
        '<circle cx="60" cy="52" r="12" fill="#e9c9a4"/>'
        f'<path d="M54 52 L58 52 M62 52 L66 52" stroke="{INK}" stroke-width="1.5"/>'
        '<path d="M56 60 Q60 58 64 60" stroke="#8a5a40" fill="none"/>'
    )
    return backdrop("#2a2c38", "#d0d4e8") + sword + body + hat


# --------------------------------------------------------------------------- Yokai
def tengu() -> str:
    return backdrop("#3a1414", "#f0a0a0") + (
        '<path d="M30 70 Q6 40 14 30 Q26 44 40 58 Z M90 70 Q114 40 106 30 Q94 44 80 58 Z" fill="#1f1a24"/>'
        '<path d="M36 100 Q40 70 60 66 Q80 70 84 100 Z" fill="#e9e2d0"/>'
        '<circle cx="60" cy="48" r="16" fill="#c8281e"/>'
        '<path d="M60 48 L82 58 L60 54 Z" fill="#c8281e" stroke="#8a1a12"/>'
        '<path d="M50 42 L56 44 M70 42 L64 44" stroke="#111" stroke-width="2"/>'
        '<path d="M46 36 Q60 28 74 36" stroke="#fff" stroke-width="3" fill="none"/>'
        '<rect x="54" y="28" width="12" height="6" fill="#1a1410"/>'
    )


def kappa() -> str:
    return backdrop("#10303a", "#9ad8e8") + (
        '<path d="M0 88 Q30 80 60 88 Q90 96 120 86 L120 100 L0 100 Z" fill="#1e5a70" opacity="0.8"/>'
        '<ellipse cx="60" cy="80" rx="24" ry="18" fill="#4a7a3a"/>'
        '<ellipse cx="60" cy="82" rx="16" ry="12" fill="#a8c878"/>'
        '<circle cx="60" cy="48" r="16" fill="#6aa04a"/>'
        '<ellipse cx="60" cy="35" rx="10" ry="4" fill="#cfe8f0" stroke="#5a8a9a"/>'
        '<path d="M52 56 L60 62 L68 56 Z" fill="#e0b040"/>'
        '<circle cx="54" cy="47" r="3" fill="#fff"/><circle cx="66" cy="47" r="3" fill="#fff"/>'
        '<circle cx="54" cy="47" r="1.5" fill="#111"/><circle cx="66" cy="47" r="1.5" fill="#111"/>'
    )


def kitsune() -> str:
    tails = "".join(
        f'<path d="M60 80 Q{60 + 50 * math.cos(a):.0f} {60 + 40 * math.sin(a):.0f} {60 + 52 * math.cos(a):.0f} {54 + 30 * math.sin(a):.0f}" '
        'stroke="#f4ecd8" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.95"/>'
        for a in [math.pi + i * math.pi / 8 for i in range(1, 8)]
    )
    return (
        backdrop("#2a2440", "#e8e0ff")
        + tails
        + (
            '<ellipse cx="60" cy="84" rx="16" ry="14" fill="#f4ecd8"/>'
            '<path d="M44 54 L48 30 L56 46 Z M76 54 L72 30 L64 46 Z" fill="#f4ecd8"/>'
            '<path d="M44 52 Q60 40 76 52 L60 70 Z" fill="#f4ecd8"/>'
            '<path d="M50 52 L56 54 M70 52 L64 54" stroke="#b3261e" stroke-width="2"/>'
            '<circle cx="60" cy="68" r="2" fill="#111"/>'
            '<circle cx="60" cy="40" r="3" fill="#6aa8ff" opacity="0.9"/>'
        )
    )


def tanuki() -> str:
    return backdrop("#2a2214", "#e8d0a0") + (
        '<ellipse cx="60" cy="80" rx="26" ry="20" fill="#8a6a4a"/>'
        '<ellipse cx="60" cy="84" rx="16" ry="14" fill="#e8d8b8"/>'
        '<circle cx="60" cy="48" r="17" fill="#8a6a4a"/>'
        '<path d="M44 46 Q52 40 58 50 Q52 56 44 50 Z M76 46 Q68 40 62 50 Q68 56 76 50 Z" fill="#2a1e14"/>'
        '<circle cx="52" cy="48" r="1.8" fill="#fff"/><circle cx="68" cy="48" r="1.8" fill="#fff"/>'
        '<ellipse cx="60" cy="56" rx="3" ry="2" fill="#111"/>'
        '<path d="M56 30 Q60 18 66 28 Q62 32 56 30 Z" fill="#5aa03a"/><path d="M60 29 L62 22" stroke="#2a6a1a"/>'
        '<path d="M84 92 Q100 80 98 64" stroke="#8a6a4a" stroke-width="8" fill="none" stroke-linecap="round"/>'
        '<path d="M92 76 L100 72 M94 84 L102 80" stroke="#2a1e14" stroke-width="2"/>'
    )


def oni() -> str:
    return backdrop("#3a0e0e", "#ff8a6a") + (
        '<path d="M30 100 Q34 64 60 60 Q86 64 90 100 Z" fill="#a8281e"/>'
        '<path d="M30 84 L90 84 L88 92 L32 92 Z" fill="#f2c85c"/>'
        '<path d="M36 84 L40 92 M48 84 L52 92 M60 84 L64 92 M72 84 L76 92" stroke="#1a1410" stroke-width="1.5"/>'
        '<circle cx="60" cy="44" r="18" fill="#c8281e"/>'
        '<path d="M46 32 L42 14 L52 28 Z M74 32 L78 14 L68 28 Z" fill="#f4ecd8"/>'
        '<path d="M48 42 L56 46 L48 48 Z M72 42 L64 46 L72 48 Z" fill="#f2c85c"/>'
        '<path d="M50 54 Q60 62 70 54 L66 58 L62 54 L58 58 L54 54 Z" fill="#fff"/>'
        '<path d="M96 98 L108 34" stroke="#3a2414" stroke-width="8" stroke-linecap="round"/>'
        '<circle cx="106" cy="44" r="2" fill="#8e96a3"/><circle cx="104" cy="54" r="2" fill="#8e96a3"/>'
    )


def nue() -> str:
    return backdrop("#1a1a30", "#a0a8ff") + (
        '<path d="M10 20 L18 34 L12 36 L22 50" stroke="#f2e86a" stroke-width="2" fill="none"/>'
        '<ellipse cx="66" cy="74" rx="34" ry="16" fill="#e0a040"/>'
        '<path d="M40 70 L44 86 M56 66 L60 86 M72 66 L76 88 M88 70 L90 86" stroke="#2a1a10" stroke-width="3"/>'
        '<path d="M98 72 Q114 60 110 44 Q106 34 114 28" stroke="#3a7a3a" stroke-width="5" fill="none" stroke-linecap="round"/>'
        '<circle cx="114" cy="27" r="3" fill="#3a7a3a"/>'
        '<circle cx="34" cy="58" r="14" fill="#8a5a3a"/><ellipse cx="34" cy="61" rx="9" ry="7" fill="#d8a878"/>'
        '<circle cx="30" cy="56" r="2" fill="#111"/><circle cx="38" cy="56" r="2" fill="#111"/>'
        '<path d="M30 64 Q34 67 38 64" stroke="#111" fill="none"/>'
    )


def yuki_onna() -> str:
    flakes = "".join(
        f'<g transform="translate({x} {y})" stroke="#e8f4ff" stroke-width="0.8">'
        '<line x1="-3" y1="0" x2="3" y2="0"/><line x1="0" y1="-3" x2="0" y2="3"/>'
        '<line x1="-2" y1="-2" x2="2" y2="2"/><line x1="-2" y1="2" x2="2" y2="-2"/></g>'
        for x, y in ((14, 20), (28, 50), (100, 60), (108, 84), (20, 80), (76, 12))
    )
    return (
        backdrop("#1a2a40", "#d8ecff")
        + flakes
        + (
            '<path d="M36 100 Q42 62 60 58 Q78 62 84 100 Z" fill="#f4f8ff"/>'
            '<path d="M60 58 L52 100 M60 58 L68 100" stroke="#b8d0e8" stroke-width="1"/>'
            '<path d="M42 48 Q40 20 60 22 Q80 20 78 48 Q80 80 86 96 L78 96 Q70 70 72 50 Z M42 48 Q40 80 34 96 L42 96 Q50 70 48 50 Z" fill="#101420"/>'
            '<ellipse cx="60" cy="44" rx="12" ry="15" fill="#eef4ff"/>'
            '<path d="M54 42 L58 43 M66 42 L62 43" stroke="#3a4a6a" stroke-width="1.4"/>'
            '<path d="M57 52 Q60 54 63 52" stroke="#7a98c8" fill="none"/>'
        )
    )


def baku() -> str:
    return backdrop("#1e1a34", "#c8b8ff") + (
        '<ellipse cx="58" cy="74" rx="32" ry="18" fill="#6a6a8a"/>'
        '<path d="M34 80 L32 96 M48 84 L46 98 M70 84 L72 98 M84 80 L86 96" stroke="#4a4a66" stroke-width="5" stroke-linecap="round"/>'
        '<circle cx="90" cy="60" r="13" fill="#6a6a8a"/>'
        '<path d="M100 62 Q114 66 110 80 Q108 86 104 84" stroke="#6a6a8a" stroke-width="6" fill="none" stroke-linecap="round"/>'
        '<circle cx="92" cy="56" r="2" fill="#f2c85c"/>'
        '<path d="M30 70 Q40 60 58 62" stroke="#f4ecd8" stroke-width="6" fill="none" stroke-linecap="round"/>'
        '<circle cx="24" cy="30" r="6" fill="none" stroke="#d8c8ff" stroke-width="1.5"/>'
        '<circle cx="36" cy="22" r="4" fill="none" stroke="#d8c8ff" stroke-width="1.2"/>'
        '<circle cx="46" cy="16" r="2.5" fill="none" stroke="#d8c8ff" stroke-width="1"/>'
    )


def daidarabotchi() -> str:
    return backdrop("#1a2030", "#a8b8d8") + (
        '<path d="M20 100 Q28 40 60 26 Q92 40 100 100 Z" fill="#2a3040"/>'
        '<circle cx="60" cy="22" r="14" fill="#2a3040"/>'
        '<circle cx="54" cy="22" r="2.5" fill="#f2c85c"/><circle cx="66" cy="22" r="2.5" fill="#f2c85c"/>'
        '<path d="M0 100 L16 80 L30 92 L44 76 L58 100 Z M62 100 L80 78 L96 94 L108 82 L120 100 Z" fill="#3e5a4a"/>'
        '<path d="M12 84 L16 80 L20 84 M76 82 L80 78 L84 82" stroke="#f4ecd8" stroke-width="1.5" fill="none"/>'
        '<rect x="50" y="90" width="4" height="6" fill="#f2c85c"/><rect x="58" y="92" width="3" height="4" fill="#f2c85c"/>'
    )


# --------------------------------------------------------------------------- bosses
def dark_shogun() -> str:
    return backdrop("#200a14", "#ff6a6a") + (
        '<path d="M24 100 Q28 60 60 56 Q92 60 96 100 Z" fill="#1a1018"/>'
        '<path d="M24 70 L40 62 L36 78 Z M96 70 L80 62 L84 78 Z" fill="#5a1a28"/>'
        '<path d="M34 44 Q60 10 86 44 L86 50 L34 50 Z" fill="#2a1a24" stroke="#b3261e" stroke-width="1.5"/>'
        '<path d="M40 20 Q60 40 80 20 Q76 34 60 34 Q44 34 40 20 Z" fill="#b3261e"/>'
        '<rect x="42" y="50" width="36" height="16" rx="3" fill="#0a0608"/>'
        '<path d="M48 56 L56 58 L48 60 Z M72 56 L64 58 L72 60 Z" fill="#ff3a2a"/>'
        '<path d="M100 98 L112 20" stroke="#d8dde8" stroke-width="2"/>'
    )


def grugazor() -> str:
    return backdrop("#1a2a10", "#c8ff8a") + (
        '<path d="M10 100 Q14 40 60 34 Q106 40 110 100 Z" fill="#4a6a2a"/>'
        '<circle cx="44" cy="54" r="8" fill="#f2e86a"/><circle cx="76" cy="54" r="8" fill="#f2e86a"/>'
        '<circle cx="44" cy="54" r="3" fill="#111"/><circle cx="76" cy="54" r="3" fill="#111"/>'
        '<path d="M34 72 Q60 92 86 72 L80 78 L74 72 L68 80 L60 72 L52 80 L46 72 L40 78 Z" fill="#f4ecd8"/>'
        '<path d="M30 40 L22 18 L38 34 Z M90 40 L98 18 L82 34 Z" fill="#8a8a6a"/>'
    )


def zombies() -> str:
    hands = "".join(
        f'<g transform="translate({x} {y})"><path d="M0 30 L0 6 Q2 0 4 6 L4 -2 Q6 -6 8 -2 L8 4 Q10 0 12 4 L12 30 Z" fill="#7a9a6a" stroke="#3a4a2a"/></g>'
        for x, y in ((14, 66), (40, 58), (66, 64), (92, 56))
    )
    return backdrop("#10200e", "#a8e890") + (
        '<path d="M0 90 Q60 80 120 90 L120 100 L0 100 Z" fill="#2a2018"/>'
        + hands
        + '<path d="M50 30 L54 16 L58 30 Z" fill="#5a5a5a"/><rect x="48" y="30" width="12" height="18" fill="#6a6a6a"/>'
    )


def gaijins() -> str:
    soldiers = "".join(
        f'<g transform="translate({x} 0)">'
        '<rect x="-6" y="62" width="12" height="30" fill="#2a3a7a"/>'
        '<circle cx="0" cy="54" r="7" fill="#e9c9a4"/>'
        '<path d="M-9 50 L9 50 L6 42 L-6 42 Z" fill="#1a1a1a"/>'
        '<path d="M6 70 L14 30" stroke="#5a3a20" stroke-width="2.5"/><path d="M14 30 L15 24" stroke="#d8dde8" stroke-width="1.5"/>'
        '<path d="M-6 70 L6 70" stroke="#f4ecd8" stroke-width="2"/></g>'
        for x in (30, 60, 90)
    )
    return (
        backdrop("#1a2440", "#b8c8ff")
        + (
            '<path d="M0 92 L120 92 L120 100 L0 100 Z" fill="#1a1a24"/>'
            '<path d="M100 10 L100 40 M100 12 L116 16 L100 22" stroke="#b3261e" stroke-width="2" fill="#f4ecd8"/>'
        )
        + soldiers
    )


def ma_maho() -> str:
    return backdrop("#24103a", "#e0a0ff") + (
        '<path d="M30 100 Q36 58 60 54 Q84 58 90 100 Z" fill="#3a1a5a"/>'
        '<path d="M40 50 L60 8 L80 50 Z" fill="#2a1040"/>'
        '<ellipse cx="60" cy="46" rx="12" ry="13" fill="#d8c8e8"/>'
        '<path d="M52 44 L58 46 M68 44 L62 46" stroke="#6a1a9a" stroke-width="2"/>'
        '<path d="M54 54 Q60 50 66 54" stroke="#6a1a9a" fill="none"/>'
        '<path d="M92 96 L100 40" stroke="#5a3a20" stroke-width="3"/>'
        '<circle cx="100" cy="36" r="7" fill="#c86aff" opacity="0.9"/><circle cx="100" cy="36" r="12" fill="#c86aff" opacity="0.3"/>'
        '<path d="M20 30 Q26 24 32 30 Q26 36 20 30 Z" fill="#c86aff" opacity="0.7"/>'
    )


# --------------------------------------------------------------------------- card backs
def temple() -> str:
    return backdrop("#14101e", "#8a7ab8") + (
        '<path d="M20 46 L60 24 L100 46 Z" fill="#2a1e2a" stroke="#f2c85c" stroke-width="1.5"/>'
        '<path d="M28 58 L60 40 L92 58 Z" fill="#2a1e2a" stroke="#f2c85c" stroke-width="1"/>'
        '<rect x="34" y="58" width="52" height="34" fill="#1a141e"/>'
        '<rect x="54" y="70" width="12" height="22" fill="#f2a83c" opacity="0.85"/>'
        '<rect x="38" y="62" width="6" height="30" fill="#3a2a3a"/><rect x="76" y="62" width="6" height="30" fill="#3a2a3a"/>'
        '<circle cx="60" cy="34" r="3" fill="#f2c85c"/>'
    )


def court() -> str:
    return backdrop("#2a1010", "#f2c85c") + (
        '<path d="M14 56 Q60 30 106 56 L100 60 Q60 40 20 60 Z" fill="#8a1a1a" stroke="#f2c85c"/>'
        '<rect x="26" y="60" width="68" height="32" fill="#4a1414"/>'
        '<rect x="30" y="60" width="5" height="32" fill="#b3261e"/><rect x="85" y="60" width="5" height="32" fill="#b3261e"/>'
        '<circle cx="60" cy="76" r="10" fill="#f2c85c"/>'
        + "".join(
            f'<ellipse cx="{60 + 7 * math.cos(a):.1f}" cy="{76 + 7 * math.sin(a):.1f}" rx="3" ry="1.6" '
            f'transform="rotate({math.degrees(a):.0f} {60 + 7 * math.cos(a):.1f} {76 + 7 * math.sin(a):.1f})" fill="#b3261e"/>'
            for a in [i * math.pi / 8 for i in range(16)]
        )
        + '<circle cx="60" cy="76" r="3" fill="#b3261e"/>'
    )


ART = {
    "carp": carp,
    "crow": crow,
    "dragon": dragon,
    "spider": spider,
    "fox": fox,
    "rat": rat,
    "toad": toad,
    "monkey": monkey,
    "bear": bear,
    "ronin": ronin,
    "tengu": tengu,
    "kappa": kappa,
    "kitsune": kitsune,
    "tanuki": tanuki,
    "oni": oni,
    "nue": nue,
    "yuki_onna": yuki_onna,
    "baku": baku,
    "daidarabotchi": daidarabotchi,
    "dark_shogun": dark_shogun,
    "grugazor": grugazor,
    "zombies": zombies,
    "gaijins": gaijins,
    "ma_maho": ma_maho,
    "temple": temple,
    "court": court,
}
"""File name (the game's slug of the card's name) -> drawing."""


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, draw in ART.items():
        svg = f"{VIEW}<!-- Ninjas: Shinobi art, {name}. Edit freely; `make assets` redraws it. -->{draw()}</svg>\n"
        (OUT / f"{name}.svg").write_text(svg, encoding="utf-8")


if __name__ == "__main__":
    main()
