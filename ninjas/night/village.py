"""The village: buildings and trees from Tiled maps (or a seeded generator), and the
geometry the rules ask, through pymunk queries on a static space (RULINGS section 3)."""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pymunk

from ..core.rng import randint_of
from ..core.tmx import LevelError, finite, load_level, name_problem, read_tiled_map
from . import data

LEVELS = Path(__file__).resolve().parents[2] / "levels" / "night"


class VillageError(LevelError):
    """A village map that cannot be used; the message names the file and the problem,
    `code` says why in a word (ninjas.core.tmx.LEVEL_PROBLEMS)."""


@dataclass(frozen=True)
class Building:
    x: float
    y: float
    w: float
    h: float
    floors: int

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def gap(self, other: Building) -> float:
        dx = max(other.x - (self.x + self.w), self.x - (other.x + other.w), 0.0)
        dy = max(other.y - (self.y + self.h), self.y - (other.y + other.h), 0.0)
        return math.hypot(dx, dy)

    def corners(self) -> list[tuple[float, float]]:
        x, y, w, h = self.x, self.y, self.w, self.h
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


@dataclass(frozen=True)
class Tree:
    x: float
    y: float
    radius: float


_ANSWERS: OrderedDict[str, tuple[dict[Any, bool], dict[Any, bool]]] = OrderedDict()
"""The answers of Village.reachable and Village.within for each layout (its repr: name,
board, buildings and trees), shared by every Village of that layout: they follow from
the layout alone. Booleans only (no pymunk space is kept)."""
ANSWERS_KEPT = 32
"""Layouts whose answers are kept at most (the least recently made go first)."""


class Village:
    """Buildings and trees on a round board, with a static pymunk space for queries."""

    def __init__(
        self, name: str, diameter: float, buildings: list[Building], trees: list[Tree]
    ) -> None:
        self.name = name
        self.diameter = diameter
        self.buildings = tuple(buildings)
        self.trees = tuple(trees)
        self.space = pymunk.Space()
        body = self.space.static_body
        self._shapes: dict[pymunk.Shape, tuple[str, int]] = {}
        for index, b in enumerate(self.buildings):
            poly = pymunk.Poly(body, b.corners())
            self.space.add(poly)
            self._shapes[poly] = ("building", index)
        for index, t in enumerate(self.trees):
            circle = pymunk.Circle(body, t.radius, (t.x, t.y))
            self.space.add(circle)
            self._shapes[circle] = ("tree", index)
        self._roofs = {i: s for s, (k, i) in self._shapes.items() if k == "building"}
        layout = repr(self)
        known = _ANSWERS.pop(layout, None) or ({}, {})
        _ANSWERS[layout] = known  # the most recently made last
        while len(_ANSWERS) > ANSWERS_KEPT:
            _ANSWERS.popitem(last=False)
        self._reachable: dict[tuple[int, int], bool] = known[0]
        self._within: dict[tuple[int, int, float, bool, bool], bool] = known[1]
        """(start, target) -> reachable: the board never changes, so each pair is
        asked of pymunk once (legal actions ask it for every roof at every step), for
        every Village of the same layout (_ANSWERS: a replay starts the game again at
        each step, a new Village each time)."""

    def __repr__(self) -> str:
        return f"Village({self.name!r}, {self.diameter!r}, {self.buildings!r}, {self.trees!r})"

    def __eq__(self, other: object) -> bool:
        """Same name, board, buildings and trees (the pymunk space follows from them)."""
        if not isinstance(other, Village):
            return NotImplemented
        return repr(self) == repr(other)

    def __hash__(self) -> int:
        return hash(repr(self))

    def height(self, shape: pymunk.Shape) -> int:
        kind, index = self._shapes[shape]
        return self.buildings[index].floors if kind == "building" else data.TREE_HEIGHT

    def centre(self, building: int) -> tuple[float, float]:
        return self.buildings[building].centre

    def distance(self, a: int, b: int) -> float:
        (ax, ay), (bx, by) = self.centre(a), self.centre(b)
        return math.hypot(bx - ax, by - ay)

    def landing(self, start: int, target: int, length: float) -> tuple[float, float]:
        """Where the grapnel or fist centre lands: `length` along the line from the
        start roof's centre toward the target roof's centre."""
        (ax, ay), (bx, by) = self.centre(start), self.centre(target)
        d = math.hypot(bx - ax, by - ay)
        if d == 0:
            return (ax, ay)
        return (ax + (bx - ax) * length / d, ay + (by - ay) * length / d)

    def landed_where(self, start: int, target: int, length: float) -> tuple[str, float, str]:
        """Where a throw of `length` lands against the target roof, along its line, in
        words the table says after it (issue 33: a hit 2.9 cm short of the roof's centre
        read as a cheat): ("on", cm inside the nearer edge, "near" | "far"), or ("short",
        cm before the near edge, "near") or ("past", cm beyond the far edge, "far")."""
        reach = 2 * self.distance(start, target) + 2 * data.MOVE_STRING_MAX
        crossing = [(a, b) for k, a, b in self.crossings(start, target, reach) if k == target]
        if not crossing:
            return ("on", 0.0, "near")
        enter, leave = crossing[0]
        if length < enter:
            return ("short", enter - length, "near")
        if length > leave:
            return ("past", length - leave, "far")
        near, far = length - enter, leave - length
        return ("on", near, "near") if near <= far else ("on", far, "far")

    def building_at(self, point: tuple[float, float]) -> int | None:
        """The building whose footprint holds `point`, or None (the ground)."""
        for index, b in enumerate(self.buildings):
            if b.x <= point[0] <= b.x + b.w and b.y <= point[1] <= b.y + b.h:
                return index
        return None

    def crossings(self, start: int, target: int, reach: float) -> list[tuple[int, float, float]]:
        """The buildings the line from the start roof's centre toward the target roof's
        centre passes over within `reach` cm: (building, where it enters, where it
        leaves), in cm along the line, nearest first (the start roof enters at 0)."""
        (ax, ay), (bx, by) = self.centre(start), self.centre(target)
        d = math.hypot(bx - ax, by - ay)
        if d == 0:
            return []
        ux, uy = (bx - ax) / d, (by - ay) / d
        out: list[tuple[int, float, float]] = []
        for index, b in enumerate(self.buildings):
            low, high = 0.0, reach
            for origin, step, lo, hi in ((ax, ux, b.x, b.x + b.w), (ay, uy, b.y, b.y + b.h)):
                if abs(step) < 1e-12:
                    if not lo <= origin <= hi:
                        low, high = 1.0, 0.0
                    continue
                t0, t1 = (lo - origin) / step, (hi - origin) / step
                low, high = max(low, min(t0, t1)), min(high, max(t0, t1))
            if low < high:
                out.append((index, low, high))
        return sorted(out, key=lambda c: c[1])

    def touches(self, target: int, point: tuple[float, float], radius: float) -> bool:
        """Does a circle at `point` overlap the target roof? (pymunk shape query)"""
        body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        body.position = point
        circle = pymunk.Circle(body, radius)
        roof = self._roofs[target]
        return any(info.shape is roof for info in self.space.shape_query(circle))

    def inside(self, target: int, point: tuple[float, float], radius: float) -> bool:
        """Does a circle at `point` lie wholly inside the target roof? (point query)"""
        roof = self._roofs[target]
        hits = self.space.point_query(point, 0.0, pymunk.ShapeFilter())
        return any(info.shape is roof and info.distance <= -radius for info in hits)

    def blocked(self, start: int, target: int, end: tuple[float, float]) -> bool:
        """Does the segment from the start roof's centre to `end` cross a tree or a
        building (other than start and target) higher than the start building?"""
        floors = self.buildings[start].floors
        skip = {self._roofs[start], self._roofs[target]}
        hits = self.space.segment_query(self.centre(start), end, 0.0, pymunk.ShapeFilter())
        return any(h.shape not in skip and self.height(h.shape) > floors for h in hits)

    def reachable(self, start: int, target: int) -> bool:
        """May `target` be chosen from `start`: another roof, not behind an obstacle."""
        key = (start, target)
        known = self._reachable.get(key)
        if known is None:
            known = target != start and not self.blocked(start, target, self.centre(target))
            self._reachable[key] = known
        return known

    def within(self, start: int, target: int, maximum: float, *, fist: bool, whole: bool) -> bool:
        """Can a throw from `start` at `target` with a string of at most `maximum`
        succeed at some length (tried every 0.1 cm)? A roof beyond it may still be
        aimed at (the rules forbid only obstacles), but such a throw always misses."""
        key = (start, target, maximum, fist, whole)
        known = self._within.get(key)
        if known is None:
            # the same lengths, tried from the middle of the target roof outward: a throw
            # that can land finds its length in a few tries, not ~180 (the reviews' and
            # the AI's playouts ask this for every new village)
            steps = sorted(
                range(int(round(maximum * 10)) + 1), key=self._from_middle(start, target)
            )
            known = self.reachable(start, target) and any(
                self.throw(start, target, n / 10, fist=fist, whole=whole) for n in steps
            )
            self._within[key] = known
        return known

    def _from_middle(self, start: int, target: int) -> Callable[[int], float]:
        """A sort key for throw lengths in tenths of a cm: how far each lands from the
        middle of the target roof along the line (0 first when the line misses it)."""
        reach = 2 * self.distance(start, target) + 2 * data.MOVE_STRING_MAX
        over = [(a + b) / 2 for k, a, b in self.crossings(start, target, reach) if k == target]
        middle = over[0] * 10 if over else 0.0
        return lambda n: abs(n - middle)

    def nearest(self, start: int) -> list[int]:
        """The roofs nearest to `start` among those reachable, ties included."""
        options = [b for b in range(len(self.buildings)) if self.reachable(start, b)]
        if not options:
            return []
        best = min(self.distance(start, b) for b in options)
        return [b for b in options if self.distance(start, b) - best <= data.TIE_EPSILON]

    def throw(self, start: int, target: int, length: float, *, fist: bool, whole: bool) -> bool:
        """Is a throw of `length` from `start` at `target` a success? The grapnel must
        touch the roof (or lie wholly on it when `whole`); the fist must lie wholly on it;
        and the string must not cross an obstacle higher than the start building."""
        end = self.landing(start, target, length)
        if self.blocked(start, target, end):
            return False
        radius = data.FIST_RADIUS if fist else data.GRAPNEL_RADIUS
        if fist or whole:
            return self.inside(target, end, radius)
        return self.touches(target, end, radius)


def check_village(
    where: str, diameter: float, buildings: list[Building], trees: list[Tree]
) -> None:
    """Raise VillageError naming `where` if the layout breaks a rule. Every number must
    be finite (a NaN compares false with everything and would pass the other checks)."""
    numbers = [diameter, *(n for b in buildings for n in (b.x, b.y, b.w, b.h))]
    numbers += [n for t in trees for n in (t.x, t.y, t.radius)]
    if not all(math.isfinite(n) for n in numbers):
        raise VillageError(f"{where}: a size or position is not a finite number", "bad_number")
    if diameter <= 0:
        raise VillageError(
            f"{where}: board diameter must be positive, got {diameter}", "bad_number"
        )
    if not buildings:
        raise VillageError(f"{where}: no buildings", "bad_count", count=0, needed=data.BUILDINGS)
    r = diameter / 2
    for i, b in enumerate(buildings):
        if b.floors not in (1, 2):
            raise VillageError(
                f"{where}: building {i} has floors={b.floors}, must be 1 or 2", "bad_property"
            )
        if b.w <= 0 or b.h <= 0:
            raise VillageError(f"{where}: building {i} has no area", "bad_layout")
        if any(math.hypot(x - r, y - r) > r + 1e-9 for x, y in b.corners()):
            raise VillageError(f"{where}: building {i} is off the board", "bad_layout")
        for j in range(i):
            if b.gap(buildings[j]) <= 0:
                raise VillageError(f"{where}: buildings {j} and {i} overlap", "bad_layout")
    for i, t in enumerate(trees):
        if t.radius <= 0:
            raise VillageError(
                f"{where}: tree {i} has radius {t.radius}, must be positive", "bad_number"
            )
        if math.hypot(t.x - r, t.y - r) + t.radius > r + 1e-9:
            raise VillageError(f"{where}: tree {i} is off the board", "bad_layout")
        for j, b in enumerate(buildings):
            nx = min(max(t.x, b.x), b.x + b.w)
            ny = min(max(t.y, b.y), b.y + b.h)
            if math.hypot(t.x - nx, t.y - ny) < t.radius:
                raise VillageError(
                    f"{where}: tree {i} stands on the roof of building {j}", "bad_layout"
                )


def check_not_too_many(where: str, buildings: list[Building], trees: list[Tree]) -> None:
    """Raise VillageError if a hand-made village has more buildings or trees than the
    rules' 11 and 2: a count, checked before the checks that compare every pair (17,000
    buildings were 144 million comparisons, minutes of a frozen game). Too few are
    said after the layout checks, which then cost little and say more."""
    for what, count, needed in (
        ("buildings", len(buildings), data.BUILDINGS),
        ("trees", len(trees), data.TREES),
    ):
        if count > needed:
            raise VillageError(
                f"{where}: {count} {what}, the rules need {needed}",
                "bad_count",
                count=count,
                needed=needed,
            )


def check_village_counts(
    where: str, diameter: float, buildings: list[Building], trees: list[Tree]
) -> None:
    """Raise VillageError unless a hand-made village has what the rules count on
    (RULINGS section 3): the board's diameter, 11 buildings (one per group of tokens),
    5 with a second floor, footprints of 8x8 to 12x10 no closer than 4, 2 trees."""
    if abs(diameter - data.BOARD_DIAMETER) > 1e-9:
        raise VillageError(
            f"{where}: board diameter {diameter:g}, the rules' board is {data.BOARD_DIAMETER:g}",
            "bad_number",
        )
    counts = (
        ("buildings", len(buildings), data.BUILDINGS),
        (
            "buildings with a second floor",
            sum(b.floors == 2 for b in buildings),
            data.SECOND_FLOORS,
        ),
        ("trees", len(trees), data.TREES),
    )
    for what, count, needed in counts:
        if count != needed:
            raise VillageError(
                f"{where}: {count} {what}, the rules need {needed}",
                "bad_count",
                count=count,
                needed=needed,
            )
    small, large = sorted(data.FOOTPRINT_MIN), sorted(data.FOOTPRINT_MAX)
    for i, b in enumerate(buildings):
        sides = sorted((b.w, b.h))
        if not all(small[k] - 1e-9 <= sides[k] <= large[k] + 1e-9 for k in (0, 1)):
            raise VillageError(
                f"{where}: building {i} is {b.w:g}x{b.h:g}; footprints are "
                f"{small[0]:g}x{small[1]:g} to {large[1]:g}x{large[0]:g}",
                "bad_layout",
            )
        for j in range(i):
            if b.gap(buildings[j]) < data.SPACING - 1e-9:
                raise VillageError(
                    f"{where}: buildings {j} and {i} are closer than {data.SPACING:g}",
                    "bad_layout",
                )
    for i, t in enumerate(trees):
        if abs(t.radius - data.TREE_RADIUS) > 1e-9:
            raise VillageError(
                f"{where}: tree {i} has radius {t.radius:g}, trees have {data.TREE_RADIUS:g}",
                "bad_number",
            )


def load_village(path: Path | str) -> Village:
    """The village in the Tiled map at `path`; VillageError naming the file if broken
    (also for a problem no check foresaw: a level file must never crash the game)."""
    return load_level(path, _read_village, VillageError)


def _read_village(path: Path) -> Village:
    where = str(path)
    tmx = read_tiled_map(path)
    props = tmx.properties
    if "diameter" not in props or isinstance(props["diameter"], bool):
        raise VillageError(f"{where}: missing or bad map property 'diameter'", "bad_property")
    diameter = _finite(props["diameter"], where, "the map property 'diameter'")
    layers = {layer.name: layer for layer in tmx.objectgroups}
    for name in ("buildings", "trees"):
        if name not in layers:
            raise VillageError(
                f"{where}: missing object layer '{name}'", "missing_layer", layer=name
            )
    buildings: list[Building] = []
    for i, obj in enumerate(layers["buildings"]):
        floors = obj.properties.get("floors")
        if floors is None:
            raise VillageError(f"{where}: building {i} has no 'floors' property", "bad_property")
        if not isinstance(floors, int) or isinstance(floors, bool):
            raise VillageError(
                f"{where}: building {i} has floors={floors!r}, not an int", "bad_property"
            )
        if hasattr(obj, "points") or _finite(getattr(obj, "rotation", 0) or 0, where, "a rotation"):
            raise VillageError(
                f"{where}: building {i} is not an upright rectangle (a polygon or a rotation)",
                "bad_layout",
            )
        x, y, w, h = (
            _finite(getattr(obj, name), where, f"building {i}'s {name}")
            for name in ("x", "y", "width", "height")
        )
        buildings.append(Building(x, y, w, h, floors))
    trees: list[Tree] = []
    for i, obj in enumerate(layers["trees"]):
        radius = obj.properties.get("radius")
        if radius is None or isinstance(radius, bool):
            raise VillageError(
                f"{where}: tree {i} has no numeric 'radius' property", "bad_property"
            )
        radius = _finite(radius, where, f"tree {i}'s radius")
        cx = _finite(obj.x, where, f"tree {i}'s x") + _finite(obj.width or 0, where, "a width") / 2
        cy = (
            _finite(obj.y, where, f"tree {i}'s y") + _finite(obj.height or 0, where, "a height") / 2
        )
        trees.append(Tree(cx, cy, radius))
    check_not_too_many(where, buildings, trees)  # first: the checks below compare every pair
    check_village(where, diameter, buildings, trees)
    check_village_counts(where, diameter, buildings, trees)
    return Village(path.stem, diameter, buildings, trees)


def _finite(value: Any, where: str, what: str) -> float:
    try:
        return finite(value, where, what)
    except LevelError as exc:
        raise VillageError(str(exc), exc.code) from None


def village_names() -> list[str]:
    return sorted(p.stem for p in LEVELS.glob("*.tmx"))


def named_village(name: str) -> Village:
    if name not in village_names():
        raise VillageError(
            f"unknown village {name!r}; known: {', '.join(village_names())}", "missing"
        )
    path = LEVELS / f"{name}.tmx"
    refused = name_problem(path)
    if refused is not None:
        raise VillageError(str(refused), refused.code)
    return load_village(path)


def random_village(rng: random.Random) -> Village:
    """A seeded random village: 11 footprints no closer than the spacing, 5 second
    floors, 2 trees on the ground."""
    r = data.BOARD_DIAMETER / 2
    randint = randint_of(rng)  # (rng.randint's numbers, drawn faster: some 40,000 a village)
    w_low, w_high = int(data.FOOTPRINT_MIN[0]), int(data.FOOTPRINT_MAX[0])
    h_low, h_high = int(data.FOOTPRINT_MIN[1]), int(data.FOOTPRINT_MAX[1])
    hypot, spacing = math.hypot, data.SPACING
    while True:
        buildings: list[Building] = []
        size = int(data.BOARD_DIAMETER)
        for _ in range(data.BUILDINGS):
            # Of a few random fits, keep the one farthest out: the edge is hard to fill.
            fits: list[Building] = []
            # the buildings laid, as Building.gap reads them: left, right, top, bottom
            laid = [(b.x, b.x + b.w, b.y, b.y + b.h) for b in buildings]
            for _ in range(300):
                w = float(randint(w_low, w_high))
                h = float(randint(h_low, h_high))
                x, y = float(randint(0, size - int(w))), float(randint(0, size - int(h)))
                right, bottom = x + w, y + h
                if not (  # its corners inside the board
                    hypot(x - r, y - r) <= r
                    and hypot(right - r, y - r) <= r
                    and hypot(right - r, bottom - r) <= r
                    and hypot(x - r, bottom - r) <= r
                ):
                    continue
                for left, far, top, low in laid:  # its gap to each no less than the spacing
                    gap = hypot(max(left - right, x - far, 0.0), max(top - bottom, y - low, 0.0))
                    if not gap >= spacing:
                        break
                else:
                    fits.append(Building(x, y, w, h, 1))
                    if len(fits) == 8:
                        break
            if not fits:
                break
            buildings.append(max(fits, key=lambda b: math.hypot(b.centre[0] - r, b.centre[1] - r)))
        if len(buildings) < data.BUILDINGS:
            continue
        tall = set(rng.sample(range(data.BUILDINGS), data.SECOND_FLOORS))
        buildings = [
            Building(b.x, b.y, b.w, b.h, 2 if i in tall else 1) for i, b in enumerate(buildings)
        ]
        trees: list[Tree] = []
        for _ in range(4000):
            if len(trees) == data.TREES:
                break
            t = Tree(float(rng.randint(3, 57)), float(rng.randint(3, 57)), data.TREE_RADIUS)
            try:
                check_village("random", data.BOARD_DIAMETER, buildings, [*trees, t])
            except VillageError:
                continue
            trees.append(t)
        if len(trees) == data.TREES:
            return Village("random", data.BOARD_DIAMETER, buildings, trees)
