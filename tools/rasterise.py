"""Rasterise the vector art (SVG under tools/vector_art/) into assets/images/ at the
sizes the game uses. Run by `make assets` (tools/make_assets.py); needs cairosvg, a
developer dependency: the game itself only loads the PNGs.
"""

from __future__ import annotations

from pathlib import Path

SOURCES = Path(__file__).resolve().parent / "vector_art"
CHARACTER_SIZE = (248, 200)
"""Card characters: twice the size they are drawn on a card (its middle band, 62x50,
supersampled by the card art), so that the enlarged fan and the rules stay sharp."""


SHINOBI_SIZE = (240, 200)
"""Shinobi card art: twice its largest size on screen (the enlarged card under the mouse)."""


def write_all(out_dir: Path) -> list[Path]:
    import cairosvg

    written = []
    target = out_dir / "characters"
    target.mkdir(parents=True, exist_ok=True)
    for svg in sorted((SOURCES / "characters").glob("*.svg")):
        png = target / f"{svg.stem}.png"
        cairosvg.svg2png(
            url=str(svg),
            write_to=str(png),
            output_width=CHARACTER_SIZE[0],
            output_height=CHARACTER_SIZE[1],
        )
        written.append(png)
    shinobi = out_dir / "shinobi"
    shinobi.mkdir(parents=True, exist_ok=True)
    for svg in sorted((SOURCES / "shinobi").glob("*.svg")):
        png = shinobi / f"{svg.stem}.png"
        cairosvg.svg2png(
            url=str(svg),
            write_to=str(png),
            output_width=SHINOBI_SIZE[0],
            output_height=SHINOBI_SIZE[1],
        )
        written.append(png)
    return written
