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


FOLDERS: dict[str, tuple[int, int]] = {"characters": CHARACTER_SIZE, "shinobi": SHINOBI_SIZE}
"""Each folder of SVG sources under tools/vector_art/ and the size of its PNGs."""


def write_all(out_dir: Path) -> list[Path]:
    import cairosvg

    written = []
    for folder, (width, height) in FOLDERS.items():
        target = out_dir / folder
        target.mkdir(parents=True, exist_ok=True)
        for svg in sorted((SOURCES / folder).glob("*.svg")):
            png = target / f"{svg.stem}.png"
            cairosvg.svg2png(
                url=str(svg), write_to=str(png), output_width=width, output_height=height
            )
            written.append(png)
    return written
