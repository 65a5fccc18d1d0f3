"""Writes the SVG sources of the card characters: tools/vector_art/characters/<side>_<kind>.svg.

    python -m tools.vector_art.draw_characters

Each card shows a ninja of its clan (a Monkey or a Wolf, hooded) in the pose of its kind,
holding its weapon: Scissors twin blades, a Paper fan, a Rock war hammer, and the Shogun
in his helmet with a raised katana. The SVG files are the sources a person edits (in
Inkscape or by hand); this script only drew the first version of them. `make assets`
rasterises them (tools/rasterise.py) into assets/images/characters/.
"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parent / "characters"
SUIT, SUIT_LIGHT, INK, STEEL, WOOD, GOLD = (
    "#1b1d29",
    "#343a52",
    "#faf4e4",
    "#d8dde8",
    "#8a5a34",
    "#f2c85c",
)

CLANS = {
    "monkey": {"fur": "#b87a4b", "face": "#f0c39a", "hood": "#2a2130"},
    "wolf": {"fur": "#8d97ab", "face": "#d9deea", "hood": "#1c2233"},
}


def head(clan: str, band: str) -> str:
    c = CLANS[clan]
    if clan == "monkey":
        ears = (
            f'<circle cx="46" cy="44" r="10" fill="{c["fur"]}"/><circle cx="46" cy="44" r="5.5" fill="{c["face"]}"/>'
            f'<circle cx="94" cy="44" r="10" fill="{c["fur"]}"/><circle cx="94" cy="44" r="5.5" fill="{c["face"]}"/>'
        )
        face = (
            f'<ellipse cx="70" cy="48" rx="18" ry="14" fill="{c["face"]}"/>'
            f'<ellipse cx="70" cy="56" rx="9" ry="5" fill="#e0a77c"/>'
            '<ellipse cx="63" cy="46" rx="3.2" ry="4" fill="#1a1410"/><ellipse cx="77" cy="46" rx="3.2" ry="4" fill="#1a1410"/>'
            '<circle cx="64" cy="44.8" r="1.1" fill="#fff"/><circle cx="78" cy="44.8" r="1.1" fill="#fff"/>'
            '<path d="M66 57 Q70 60 74 57" stroke="#6b3f25" stroke-width="1.6" fill="none"/>'
        )
        hood = f'<path d="M48 46 Q48 18 70 18 Q92 18 92 46 Q86 32 70 32 Q54 32 48 46 Z" fill="{c["hood"]}"/>'
    else:
        ears = (
            f'<path d="M50 34 L46 10 L62 26 Z" fill="{c["fur"]}"/><path d="M52 30 L49 16 L59 26 Z" fill="#5f6678"/>'
            f'<path d="M90 34 L94 10 L78 26 Z" fill="{c["fur"]}"/><path d="M88 30 L91 16 L81 26 Z" fill="#5f6678"/>'
        )
        face = (
            f'<path d="M52 44 Q70 30 88 44 L80 62 Q70 70 60 62 Z" fill="{c["face"]}"/>'
            f'<path d="M62 52 Q70 74 78 52 Z" fill="#eef1f7"/>'
            '<ellipse cx="70" cy="63" rx="4" ry="3" fill="#1a1c24"/>'
            '<path d="M58 45 L66 47 L58 49 Z" fill="#f5c518"/><path d="M82 45 L74 47 L82 49 Z" fill="#f5c518"/>'
        )
        hood = f'<path d="M48 48 Q46 20 70 20 Q94 20 92 48 Q86 34 70 34 Q54 34 48 48 Z" fill="{c["hood"]}"/>'
    headband = (
        f'<path d="M49 38 Q70 30 91 38 L91 42 Q70 34 49 42 Z" fill="{band}"/>'
        f'<path d="M91 39 Q104 34 112 40 Q104 38 92 42 Z" fill="{band}"/>'
        f'<path d="M91 41 Q102 44 108 50 Q100 45 91 43 Z" fill="{band}"/>'
    )
    return ears + f'<circle cx="70" cy="45" r="22" fill="{c["fur"]}"/>' + face + hood + headband


def body() -> str:
    return (
        f'<path d="M30 100 Q34 74 58 68 L82 68 Q106 74 110 100 Z" fill="{SUIT}"/>'
        f'<path d="M58 68 L70 84 L82 68 Z" fill="{SUIT_LIGHT}"/>'
        f'<rect x="40" y="90" width="60" height="6" rx="2" fill="{SUIT_LIGHT}"/>'
    )


def weapon(kind: str) -> str:
    if kind == "scissors":  # twin blades crossed, red-wrapped grips
        blade = f'<path d="M0 0 L4 -34 L8 0 Z" fill="{STEEL}" stroke="#7d8597" stroke-width="0.8"/>'
        grip = '<rect x="1" y="0" width="6" height="12" rx="2" fill="#b3261e"/><circle cx="4" cy="15" r="3.4" fill="none" stroke="#b3261e" stroke-width="2"/>'
        return (
            f'<g transform="translate(104 88) rotate(-22)">{blade}{grip}</g>'
            f'<g transform="translate(118 86) rotate(18)">{blade}{grip}</g>'
        )
    if kind == "paper":  # an open war fan held high
        ribs = "".join(
            f'<line x1="0" y1="0" x2="{30 * __import__("math").cos(a):.1f}" y2="{-30 * __import__("math").sin(a):.1f}" stroke="#6e5a3c" stroke-width="1"/>'
            for a in [i * 3.14159 / 8 for i in range(1, 8)]
        )
        return (
            '<g transform="translate(118 86)">'
            f'<path d="M0 0 L-30 0 A30 30 0 0 1 30 0 Z" fill="{INK}" stroke="#2e6b47" stroke-width="2.5" transform="rotate(-20)"/>'
            f'<g transform="rotate(-20)">{ribs}</g>'
            '<path d="M-10 0 A10 10 0 0 1 10 0" transform="rotate(-20)" fill="#2e6b47"/>'
            "</g>"
        )
    if kind == "rock":  # a stone war hammer on a wooden haft
        return (
            f'<rect x="112" y="38" width="6" height="62" rx="2" fill="{WOOD}"/>'
            '<path d="M100 26 L130 22 L134 42 L104 48 Z" fill="#8e96a3" stroke="#4a5060" stroke-width="2"/>'
            '<path d="M106 30 L120 28 L122 34" stroke="#c3c9d3" stroke-width="2" fill="none"/>'
        )
    # the Shogun: a katana raised, a gold crescent on the helmet
    return (
        f'<path d="M108 96 L112 96 L132 14 L129 13 Z" fill="{STEEL}" stroke="#7d8597" stroke-width="0.8"/>'
        f'<rect x="104" y="90" width="14" height="4" rx="1" fill="{GOLD}"/>'
        '<rect x="107" y="94" width="5" height="10" fill="#3a1d5c"/>'
    )


HANDS = {"scissors": (110, 84), "paper": (117, 84), "rock": (115, 70), "shogun": (110, 90)}
"""Where each kind's hand grips its weapon."""


def arm(kind: str, clan: str) -> str:
    """A sleeve from the shoulder to the weapon, and the fist (fur-coloured) on it."""
    x, y = HANDS[kind]
    return (
        f'<path d="M92 72 Q{(92 + x) / 2 + 6:.0f} {y + 12} {x} {y}" stroke="{SUIT}" stroke-width="11" '
        'stroke-linecap="round" fill="none"/>'
        f'<circle cx="{x}" cy="{y}" r="6" fill="{CLANS[clan]["fur"]}" stroke="{SUIT}" stroke-width="1.5"/>'
    )


def helmet() -> str:
    return (
        f'<path d="M44 38 Q70 6 96 38 L96 34 Q70 12 44 34 Z" fill="#3a2a52" stroke="{GOLD}" stroke-width="1.5"/>'
        f'<path d="M52 18 Q70 34 88 18 Q84 30 70 30 Q56 30 52 18 Z" fill="{GOLD}"/>'
    )


def character(clan: str, kind: str) -> str:
    band = GOLD if kind == "shogun" else INK
    parts = (
        body()
        + weapon(kind)
        + arm(kind, clan)
        + head(clan, band)
        + (helmet() if kind == "shogun" else "")
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="20 4 124 100" width="124" height="100">'
        f"<!-- Ninjas: the {clan} {kind} ninja. Edit freely; `make assets` redraws it. -->"
        f"{parts}</svg>\n"
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for clan in CLANS:
        for kind in ("rock", "paper", "scissors", "shogun"):
            (OUT / f"{clan}_{kind}.svg").write_text(character(clan, kind), encoding="utf-8")


if __name__ == "__main__":
    main()
