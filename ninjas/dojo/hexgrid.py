"""Hex geometry in axial coordinates (q, r), the seeded spiral board and Dojo placement.

Directions run clockwise from east on a pointy-top grid: east, south-east, south-west,
west, north-west, north-east (screen y grows downward, so r grows southward).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from ..core.tmx import LevelError
from . import data

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
"""Clockwise from east."""
WAYS: dict[Hex, str] = dict(
    zip(
        DIRECTIONS,
        ("east", "south-east", "south-west", "west", "north-west", "north-east"),
        strict=True,
    )
)
"""A neighbour's way from a hex, by DIRECTIONS (north is up the board): the words a
throw's option, the narrator and the results name it by."""


class BoardError(LevelError):
    """A board that cannot be played; the message names the problem, `code` says why in
    a word (ninjas.core.tmx.LEVEL_PROBLEMS)."""


class PlacementError(ValueError):
    """A Dojo placed where the rules forbid it."""


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def neighbours(h: Hex) -> list[Hex]:
    """The six hexes around `h`, clockwise from east (DIRECTIONS, written out: the
    rules and the search ask for them millions of times)."""
    q, r = h
    return [(q + 1, r), (q, r + 1), (q - 1, r + 1), (q - 1, r), (q, r - 1), (q + 1, r - 1)]


def distance(a: Hex, b: Hex) -> int:
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def round_hex(q: float, r: float) -> Hex:
    """The hex holding the fractional axial point (q, r)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes on the straight line from `a` to `b`, both included.

    Points are nudged by a tiny epsilon so that lines along a hex edge pick the same side
    every time (deterministic)."""
    n = distance(a, b)
    if n == 0:
        return [a]
    eps = 1e-6
    aq, ar = a[0] + eps, a[1] + eps
    bq, br = b[0] + eps, b[1] + eps
    return [round_hex(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


def ring(centre: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly `radius` from `centre`, clockwise, starting at the north-west
    corner of the ring (the hex `radius` steps north-west of the centre)."""
    if radius < 0:
        raise ValueError(f"ring radius must be 0 or more, got {radius}")
    if radius == 0:
        return [centre]
    h = (centre[0] + DIRECTIONS[4][0] * radius, centre[1] + DIRECTIONS[4][1] * radius)
    out: list[Hex] = []
    # From north-west, walking clockwise: east, south-east, south-west, west, north-west,
    # north-east.
    for d in DIRECTIONS:
        for _ in range(radius):
            out.append(h)
            h = add(h, d)
    return out


def spiral(centre: Hex, radius: int) -> list[Hex]:
    """The centre, then each ring outward, each clockwise: the order tiles are laid."""
    out: list[Hex] = []
    for k in range(radius + 1):
        out.extend(ring(centre, k))
    return out


def is_connected(hexes: Iterable[Hex]) -> bool:
    cells = set(hexes)
    if not cells:
        return False
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        h = todo.pop()
        for n in neighbours(h):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


@dataclass(frozen=True)
class Board:
    """The playing hexes and their terrain (no Dojos: those lie off the board)."""

    name: str
    terrain: tuple[tuple[Hex, str], ...]

    @staticmethod
    def build(name: str, terrain: dict[Hex, str]) -> Board:
        for h, t in terrain.items():
            if t not in data.TERRAINS:
                raise BoardError(f"{name}: unknown terrain {t!r} at {h}", "bad_property")
        if not terrain:
            raise BoardError(f"{name}: the board has no hexes", "bad_count")
        if not is_connected(terrain):
            raise BoardError(
                f"{name}: the board is in pieces (its hexes are not all joined)", "bad_layout"
            )
        board = Board(name, tuple(sorted(terrain.items())))
        if not any(dojo_second_sites(board, s) for s in dojo_sites(board)):
            raise BoardError(
                f"{name}: no room for two Dojos (off-board hexes touching exactly "
                f"{data.DOJO_TOUCHES} board hexes, {data.DOJO_MIN_DISTANCE} or more apart)",
                "bad_layout",
            )
        return board

    def terrain_map(self) -> dict[Hex, str]:
        return dict(self.terrain)

    def hexes(self) -> list[Hex]:
        return [h for h, _ in self.terrain]

    def __contains__(self, h: object) -> bool:
        return h in self.terrain_map()


def random_board(rng: random.Random, name: str = "random") -> Board:
    """The house board: radius-3 spiral from the centre outward, terrain shuffled by `rng`."""
    tiles = [t for t in data.TERRAINS for _ in range(data.TERRAIN_COUNTS[t])]
    rng.shuffle(tiles)
    cells = spiral((0, 0), data.BOARD_RADIUS)
    if len(cells) != len(tiles):
        raise BoardError(f"{name}: {len(tiles)} tiles for {len(cells)} hexes")
    return Board.build(name, dict(zip(cells, tiles, strict=True)))


def dojo_sites(board: Board) -> list[Hex]:
    """Off-board hexes touching exactly two board hexes: where a Dojo may go, sorted."""
    cells = set(board.hexes())
    around = {n for h in cells for n in neighbours(h)} - cells
    return sorted(h for h in around if sum(n in cells for n in neighbours(h)) == data.DOJO_TOUCHES)


def dojo_second_sites(board: Board, first: Hex) -> list[Hex]:
    """Where the second Dojo may go once the first stands at `first`."""
    return [h for h in dojo_sites(board) if distance(h, first) >= data.DOJO_MIN_DISTANCE]


def dojo_first_sites(board: Board) -> list[Hex]:
    """Where the first Dojo may go: the sites that leave the second one somewhere
    (dojo_second_sites not empty), sorted; the sites listed once, not once per site."""
    sites = dojo_sites(board)
    return [s for s in sites if any(distance(h, s) >= data.DOJO_MIN_DISTANCE for h in sites)]


def check_dojo(board: Board, site: Hex, first: Hex | None = None) -> None:
    """Raise PlacementError unless a Dojo may stand at `site` (the second one if `first`)."""
    cells = set(board.hexes())
    if site in cells:
        raise PlacementError(f"a Dojo goes off the board, but {site} is a board hex")
    touching = sum(n in cells for n in neighbours(site))
    if touching != data.DOJO_TOUCHES:
        raise PlacementError(
            f"a Dojo must touch exactly {data.DOJO_TOUCHES} board hexes; {site} touches {touching}"
        )
    if first is not None:
        if site == first:
            raise PlacementError(f"{site} already holds the first Dojo")
        if distance(site, first) < data.DOJO_MIN_DISTANCE:
            raise PlacementError(
                f"the second Dojo must be {data.DOJO_MIN_DISTANCE} or more hexes from the "
                f"first; {site} is {distance(site, first)} from {first}"
            )
