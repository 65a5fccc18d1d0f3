"""Names for the hexes of a Dojo board, in words and each unique on the board: the log
and the choices say "the forest to the north-east", never a hex's coordinates.

A hex is named by its terrain and the part of the board it lies in (the centre or one
of eight compass parts). Where several hexes of one terrain share a part, each gets a
qualifier that tells them apart: for two, the western/eastern (or northern/southern)
one; for more, its rank counted from the west (or the north). The qualifier never names
a direction against its part's ('south-east, the western one' read as a contradiction:
issue 33, newcomer P, s8): a north or south part counts from the west, an east or west
part from the north, a diagonal part from one of its own directions ('south-east, 3rd
from the south'), a pair there between them ('north-east, the northern one' / 'the
eastern one'), else from the centre ('nearer the centre' / 'nearer the edge'); the
centre counts from the west, the north, or in reading order. A Dojo is named by its
clan. The words themselves are the interface's (keys dojo.place*, dojo.part.*,
dojo.side.*, dojo.pair.*, dojo.nth.*).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .hexgrid import Board, Hex

SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True)
class Place:
    terrain: str
    part: str
    """centre, north, north-east, east, ... (the board's part the hex lies in)."""
    side: str = ""
    """Where alike hexes of the part are counted from ("" when the hex is alone)."""
    rank: int = 0
    """1 for the first counted from `side` (0 when alone)."""
    alike: int = 1
    """How many hexes share the terrain and the part."""
    seat: int | None = None
    """A Dojo's clan."""


def _xy(h: Hex) -> tuple[float, float]:
    return (SQRT3 * (h[0] + h[1] / 2), 1.5 * h[1])


def _part(x: float, y: float, box: tuple[float, float, float, float]) -> str:
    left, top, right, bottom = box
    width, height = right - left + SQRT3, bottom - top + 2.0
    dx, dy = x - (left + right) / 2, y - (top + bottom) / 2
    if abs(dx) < width * 0.08 and abs(dy) < height * 0.08:
        return "centre"
    ns = "north" if dy < -height * 0.1 else "south" if dy > height * 0.1 else ""
    ew = "west" if dx < -width * 0.07 else "east" if dx > width * 0.07 else ""
    return "-".join(p for p in (ns, ew) if p) or "centre"


def places(board: Board, dojos: Sequence[Hex | None] = (None, None)) -> dict[Hex, Place]:
    """Every board hex's place, each one different, and each placed Dojo's."""
    terrain = board.terrain_map()
    points = {h: _xy(h) for h in terrain}
    xs = [p[0] for p in points.values()] or [0.0]
    ys = [p[1] for p in points.values()] or [0.0]
    box = (min(xs), min(ys), max(xs), max(ys))
    groups: dict[tuple[str, str], list[Hex]] = {}
    for h, kind in terrain.items():
        groups.setdefault((kind, _part(*points[h], box)), []).append(h)
    out: dict[Hex, Place] = {}
    for (kind, part), hexes in groups.items():
        if len(hexes) == 1:
            out[hexes[0]] = Place(kind, part)
            continue
        side, ordered = _order(hexes, points, part, box)
        for rank, h in enumerate(ordered, start=1):
            out[h] = Place(kind, part, side, rank, len(hexes))
    for seat, d in enumerate(dojos):
        if d is not None:
            out[d] = Place("dojo", _part(*_xy(d), box), seat=seat)
    return out


def _order(
    hexes: list[Hex],
    points: dict[Hex, tuple[float, float]],
    part: str = "centre",
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0),
) -> tuple[str, list[Hex]]:
    """The side alike hexes of `part` are counted from, and the hexes in that order:
    never a direction against the part's own (module docstring)."""
    xs = [round(points[h][0], 3) for h in hexes]
    ys = [round(points[h][1], 3) for h in hexes]
    by_x = len(set(xs)) == len(xs)
    by_y = len(set(ys)) == len(ys)
    if part == "centre":
        spread_x, spread_y = max(xs) - min(xs), max(ys) - min(ys)
        if by_x and (spread_x >= spread_y or not by_y):
            return "west", sorted(hexes, key=lambda h: points[h][0])
        if by_y:
            return "north", sorted(hexes, key=lambda h: points[h][1])
        return "north-west", sorted(hexes, key=lambda h: (points[h][1], points[h][0]))
    if part in ("north", "south") and by_x:
        return "west", sorted(hexes, key=lambda h: points[h][0])
    if part in ("east", "west") and by_y:
        return "north", sorted(hexes, key=lambda h: points[h][1])
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2

    def steep(h: Hex) -> float:  # how near the north-south axis, seen from the centre
        return round(math.atan2(abs(points[h][1] - cy), abs(points[h][0] - cx)), 3)

    def far(h: Hex) -> float:
        return round(math.hypot(points[h][0] - cx, points[h][1] - cy), 3)

    if "-" in part and len(hexes) > 2:  # '3rd from the south': one direction, its own
        ns, ew = part.split("-")
        if by_y:
            return ns, sorted(hexes, key=lambda h: points[h][1] * (1 if ns == "north" else -1))
        if by_x:
            return ew, sorted(hexes, key=lambda h: points[h][0] * (1 if ew == "west" else -1))
    if "-" in part and len({steep(h) for h in hexes}) == len(hexes):
        return "arc-" + part, sorted(hexes, key=lambda h: -steep(h))
    return "centre", sorted(hexes, key=lambda h: (far(h), -steep(h)))
