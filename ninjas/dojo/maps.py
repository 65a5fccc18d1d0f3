"""Dojo boards from Tiled hexagonal maps in levels/dojo (RULINGS section 4).

Each tile's terrain comes from its tileset tile property `terrain`; empty cells are off
the board. Tiled stores a hexagonal map as offset columns and rows; they are turned into
axial coordinates (q, r) by the stagger axis and index:

- staggeraxis y (pointy-top, rows staggered), staggerindex odd: the odd rows sit half a
  hex to the right: q = col - (row - (row & 1)) // 2, r = row.
- staggeraxis y, staggerindex even: the even rows sit to the right:
  q = col - (row + (row & 1)) // 2, r = row.
- staggeraxis x (flat-top, columns staggered), staggerindex odd: the odd columns sit half
  a hex lower: q = col, r = row - (col - (col & 1)) // 2.
- staggeraxis x, staggerindex even: the even columns sit lower:
  q = col, r = row - (col + (col & 1)) // 2.

Axial adjacency and distance are the same for both orientations, so a flat-top map plays
exactly as drawn (a scene may draw it turned a sixth of a turn).
"""

from __future__ import annotations

import contextlib
import io
import logging
import random
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from ..night.village import _import_pytmx
from . import data
from .hexgrid import Board, BoardError, Hex, random_board

LEVELS = Path(__file__).resolve().parents[2] / "levels" / "dojo"


def offset_to_axial(col: int, row: int, axis: str, index: str) -> Hex:
    """Tiled's (col, row) on a hexagonal map with this stagger axis/index -> axial (q, r)."""
    if axis == "y":
        shift = (row - (row & 1)) // 2 if index == "odd" else (row + (row & 1)) // 2
        return (col - shift, row)
    if axis == "x":
        shift = (col - (col & 1)) // 2 if index == "odd" else (col + (col & 1)) // 2
        return (col, row - shift)
    raise ValueError(f"unknown stagger axis {axis!r}")


def load_board(path: Path | str) -> Board:
    """Read one Tiled hexagonal map; BoardError names the file and the problem."""
    path = Path(path)
    name = path.stem
    where = str(path)
    if not path.is_file():
        raise BoardError(f"{where}: no such map file")
    try:
        ET.parse(path)
    except ET.ParseError as exc:
        raise BoardError(f"{where}: not a readable Tiled map ({exc})") from None
    pytmx = _import_pytmx()
    try:
        logging.getLogger("pytmx").setLevel(logging.CRITICAL)
        with contextlib.redirect_stdout(io.StringIO()):
            tmx: Any = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many kinds on bad maps
        raise BoardError(f"{where}: not a readable Tiled map ({exc})") from None
    if getattr(tmx, "orientation", None) != "hexagonal":
        raise BoardError(
            f"{where}: not hexagonal (orientation {getattr(tmx, 'orientation', None)!r}); "
            "make a Tiled map with orientation Hexagonal"
        )
    axis = getattr(tmx, "staggeraxis", None)
    index = getattr(tmx, "staggerindex", None)
    if axis not in ("x", "y") or index not in ("odd", "even"):
        raise BoardError(f"{where}: bad stagger axis/index {axis!r}/{index!r}")
    terrain: dict[Hex, str] = {}
    layers = [layer for layer in tmx.visible_layers if isinstance(layer, pytmx.TiledTileLayer)]
    if not layers:
        raise BoardError(f"{where}: no tile layer")
    for layer in layers:
        for col, row, gid in layer.iter_data():
            if not gid:
                continue
            props = tmx.get_tile_properties_by_gid(gid) or {}
            kind = props.get("terrain")
            if kind is None:
                raise BoardError(
                    f"{where}: the tile at column {col}, row {row} has no `terrain` property"
                )
            if kind not in data.TERRAINS:
                raise BoardError(
                    f"{where}: unknown terrain {kind!r} at column {col}, row {row} "
                    f"(known: {', '.join(data.TERRAINS)})"
                )
            terrain[offset_to_axial(col, row, axis, index)] = str(kind)
    board = Board.build(where, terrain)
    return Board(name, board.terrain)


def board_names() -> list[str]:
    return sorted(p.stem for p in LEVELS.glob("*.tmx"))


def named_board(name: str) -> Board:
    if name not in board_names():
        raise BoardError(f"no Dojo board named {name!r} (known: {', '.join(board_names())})")
    return load_board(LEVELS / f"{name}.tmx")


def board_for(name: str, rng: random.Random) -> Board:
    """The board a game asks for: a level's name, or "random" for the seeded spiral."""
    if name == "random":
        return random_board(rng)
    return named_board(name)
