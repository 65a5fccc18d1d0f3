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

import random
from pathlib import Path
from typing import Any

from ..core.tmx import import_pytmx, load_level, name_problem, read_tiled_map
from . import data
from .hexgrid import Board, BoardError, Hex, random_board

LEVELS = Path(__file__).resolve().parents[2] / "levels" / "dojo"
MAX_HEXES = 127
"""A hand-made board has at most this many hexes (a radius-6 hexagon; the rules' own
board has 37): the AI and the table stay quick."""


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
    """Read one Tiled hexagonal map; BoardError names the file and the problem (also a
    problem no check foresaw: a level file must never crash the game)."""
    return load_level(path, _read_board, BoardError)


def _read_board(path: Path) -> Board:
    name = path.stem
    where = str(path)
    tmx: Any = read_tiled_map(path)
    pytmx = import_pytmx()
    if getattr(tmx, "orientation", None) != "hexagonal":
        raise BoardError(
            f"{where}: not hexagonal (orientation {getattr(tmx, 'orientation', None)!r}); "
            "make a Tiled map with orientation Hexagonal",
            "bad_property",
        )
    axis = getattr(tmx, "staggeraxis", None)
    index = getattr(tmx, "staggerindex", None)
    if axis not in ("x", "y") or index not in ("odd", "even"):
        raise BoardError(f"{where}: bad stagger axis/index {axis!r}/{index!r}", "bad_property")
    terrain: dict[Hex, str] = {}
    layers = [layer for layer in tmx.visible_layers if isinstance(layer, pytmx.TiledTileLayer)]
    if not layers:
        raise BoardError(f"{where}: no tile layer", "missing_layer", layer="board")
    for layer in layers:
        rows = getattr(layer, "data", [])
        if len(rows) != layer.height or any(len(cells) != layer.width for cells in rows):
            raise BoardError(
                f"{where}: layer {layer.name!r} holds other than its {layer.width}x"
                f"{layer.height} cells",
                "not_tiled",
            )
        for col, row, gid in layer.iter_data():
            if not gid:
                continue
            props = tmx.get_tile_properties_by_gid(gid) or {}
            kind = props.get("terrain")
            if kind is None:
                raise BoardError(
                    f"{where}: the tile at column {col}, row {row} has no `terrain` property",
                    "bad_property",
                )
            if kind not in data.TERRAINS:
                raise BoardError(
                    f"{where}: unknown terrain {kind!r} at column {col}, row {row} "
                    f"(known: {', '.join(data.TERRAINS)})",
                    "bad_property",
                )
            terrain[offset_to_axial(col, row, axis, index)] = str(kind)
            if len(terrain) > MAX_HEXES:  # said at once, not after every cell of every layer
                raise BoardError(
                    f"{where}: more than {MAX_HEXES} hexes",
                    "bad_count",
                    count=len(terrain),
                    needed=MAX_HEXES,
                )
    board = Board.build(where, terrain)
    return Board(name, board.terrain)


def board_names() -> list[str]:
    return sorted(p.stem for p in LEVELS.glob("*.tmx"))


def named_board(name: str) -> Board:
    if name not in board_names():
        raise BoardError(
            f"no Dojo board named {name!r} (known: {', '.join(board_names())})", "missing"
        )
    path = LEVELS / f"{name}.tmx"
    refused = name_problem(path)
    if refused is not None:
        raise BoardError(str(refused), refused.code)
    return load_board(path)


def board_for(name: str, rng: random.Random) -> Board:
    """The board a game asks for: a level's name, or "random" for the seeded spiral."""
    if name == "random":
        return random_board(rng)
    return named_board(name)
