"""Where the tokens lying on a roof are drawn: on the part of its top that is seen.

A roof's tokens lie at its TOKEN_SPOTS (village_view.py), in rows from its front edge.
Where a nearer building stands in front of a roof and higher on the screen, its walls
and roof hid that front row: roof 4's tokens behind roof 8 on Crossroads showed only
their tops (newcomer D, s22, g2), roof 8's left token behind roof 3 on a random village
(08z). Such a token moves to the nearest place on its roof's top that nothing drawn
later covers: no nearer building's picture, no roof's number plaque (the numbers are
drawn over the village: a back-row token lay under its roof's), its face clear of the
roof's other tokens (rims may touch, as TOKEN_SPOTS' rows do), and off the string's
mark at the roof's centre (a thrower stands there while it aims). A token nothing hides
lies where it always lay.

Counted once per village, size of view and token size (a replay makes a new view at
each step): SPOTS."""

from __future__ import annotations

import math
import weakref
from collections import OrderedDict
from typing import Any, Protocol

import pygame

from ninjas.night.village import Village

from .. import memory

Point = tuple[int, int]

STEP_CM = 0.2
"""How finely a hidden token's new place is searched for on its roof (cm)."""
MARK_CLEAR = 5 * 4 / 3
"""Design px round the roof's centre a token keeps off: the string's mark, its red dot
and ring (rope_view.MARK_RADIUS 5, drawn 4/3 of it)."""
CROWD = 4
"""A token moved keeps clear of the first this many of its roof (those lying there at
the start, and one more): where a building hid the front row, the fifth and sixth
spots' room was wanted for the first ones (their faces may touch then)."""
SPOTS: OrderedDict[tuple[Any, ...], dict[int, list[Point]]] = OrderedDict()
"""Each roof's token spots as last counted, by the village, the view's size and place
and the token's size."""
SPOTS_KEPT = 24
memory.game_cache("night", SPOTS)


class View(Protocol):
    """What of the village's view this module reads (VillageView has it)."""

    village: Village
    rect: pygame.Rect
    scale: float
    back_to_front: list[tuple[str, int]]
    pictures: Any

    def project(self, x: float, y: float, z: float = 0.0) -> Point: ...

    def roof_height(self, building: int) -> float: ...

    def roof_point(self, building: int, dx: float = 0.0, dy: float = 0.0) -> Point: ...

    def roof_outline(self, building: int) -> list[Point]: ...

    def token_size(self) -> int: ...

    def px(self, length: float, least: int = 1) -> int: ...


def number_box(view: View, building: int) -> pygame.Rect:
    """Where a roof's number plaque is drawn (table_view.roof_label), a little larger."""
    b = view.village.buildings[building]
    corner = view.project(b.x, b.y, view.roof_height(building))
    box = pygame.Rect(0, 0, view.px(28), view.px(20))
    box.center = (corner[0] + view.px(2), corner[1] + view.px(2))
    return box


def token_box(view: View, centre: Point, squash: float) -> pygame.Rect:
    """Where a token lying at `centre` covers the village."""
    d = view.token_size()
    box = pygame.Rect(0, 0, d, max(1, round(d * squash)))
    box.center = centre
    return box


def spots(
    view: View, building: int, first: list[tuple[float, float]], squash: float
) -> list[Point]:
    """The screen spots of a roof's first tokens (`first`: their places in cm from the
    roof's centre, in order), each moved where nothing drawn later covers it if a nearer
    building hid it there."""
    # the village by its layout's words, never the Village itself: kept here until the
    # interpreter's end, its pymunk space was freed after cffi's callbacks, and the game
    # died on quitting (SIGSEGV, exit -11; equal villages share a key, as Village.__eq__)
    key = (repr(view.village), tuple(view.rect), view.token_size(), tuple(first), squash)
    kept = SPOTS.get(key)
    if kept is None:
        kept = {}
        SPOTS[key] = kept
        while len(SPOTS) > SPOTS_KEPT:
            SPOTS.popitem(last=False)
    SPOTS.move_to_end(key)
    found = kept.get(building)
    if found is None:
        found = _place(view, building, first, squash)
        kept[building] = found
    return found


def _place(
    view: View, building: int, first: list[tuple[float, float]], squash: float
) -> list[Point]:
    laid = [view.roof_point(building, dx, dy) for dx, dy in first]
    front = in_front(view, building)
    numbers = [number_box(view, b) for b in range(len(view.village.buildings))]

    def seen(box: pygame.Rect) -> bool:
        return box.collidelist(numbers) < 0 and (front is None or not covered(front, view, box))

    top = _top(view, building)
    centre = view.roof_point(building)
    clear = view.token_size() / 2 + view.px(MARK_CLEAR) + 1
    boxes = [token_box(view, spot, squash) for spot in laid]
    stay = [box for box in boxes if seen(box)]
    kept = [box for box in boxes[:CROWD] if box in stay]
    placed: list[pygame.Rect] = []
    out: list[Point] = []
    for spot, box in zip(laid, boxes, strict=True):
        if box not in stay:  # (clear of the others, those staying and those moved)
            for there in _places(view, top, spot, squash):
                if (
                    apart(there, placed + kept)
                    and math.dist(there.center, centre) > clear
                    and seen(there)
                ):
                    spot, box = there.center, there
                    break
        placed.append(box)
        out.append(spot)
    return out


def apart(box: pygame.Rect, others: list[pygame.Rect]) -> bool:
    """Is a token at `box` clear of the faces of tokens at `others`, and their boxes
    of its face? Their rims may touch, as the rows of TOKEN_SPOTS do."""
    face = _face(box)
    return face.collidelist(others) < 0 and box.collidelist([_face(o) for o in others]) < 0


def _face(box: pygame.Rect) -> pygame.Rect:
    """The middle of a token at `box`: its picture, its number."""
    return box.inflate(-(box.width // 2), -(box.height // 2))


def _top(view: View, building: int) -> pygame.Rect:
    """The roof's top on the screen."""
    outline = view.roof_outline(building)
    xs, ys = [x for x, _ in outline], [y for _, y in outline]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _places(view: View, top: pygame.Rect, spot: Point, squash: float) -> list[pygame.Rect]:
    """Where a token may lie on a roof's `top`, whole on it, every STEP_CM, the nearest
    to `spot` first."""
    box = token_box(view, spot, squash)
    step = max(1, round(STEP_CM * view.scale))
    places = [
        box.move(x - box.x, y - box.y)
        for x in range(top.left, top.right - box.w + 1, step)
        for y in range(top.top, top.bottom - box.h + 1, step)
    ]
    return sorted(places, key=lambda b: math.dist(b.center, spot))


FRONTS: weakref.WeakKeyDictionary[Any, dict[tuple[Any, ...], pygame.mask.Mask | None]] = (
    weakref.WeakKeyDictionary()
)
"""in_front's masks, by the view's pictures (one set a view, kept with it and let go with
it), the building, the view's rect and the token's size: a badge of tokens taken
(computer_seen.badge_spot) asked for them at every frame, and each was drawn from the
nearer buildings' pictures afresh."""


def in_front(view: View, building: int) -> pygame.mask.Mask | None:
    """What the buildings nearer than `building` cover, on the view's rect (None: none
    reaches its top). The mask is shared: read it, never draw on it."""
    key = (building, tuple(view.rect), view.token_size())
    try:
        kept = FRONTS.setdefault(view.pictures, {})
    except TypeError:  # pictures that cannot be kept weakly: counted each time
        return _in_front(view, building)
    if key not in kept:
        kept[key] = _in_front(view, building)
    return kept[key]


def _in_front(view: View, building: int) -> pygame.mask.Mask | None:
    order = [i for kind, i in view.back_to_front if kind == "building"]
    top = _top(view, building).inflate(view.token_size(), view.token_size())
    mask: pygame.mask.Mask | None = None
    for nearer in order[order.index(building) + 1 :]:
        picture, box = view.pictures.picture("building", nearer)
        if not box.colliderect(top):
            continue
        if mask is None:
            mask = pygame.mask.Mask(view.rect.size)
        mask.draw(pygame.mask.from_surface(picture), (box.x - view.rect.x, box.y - view.rect.y))
    return mask


_SOLID: dict[tuple[int, int], pygame.mask.Mask] = {}
"""Filled masks by size, for covered (never drawn on)."""


def covered(mask: pygame.mask.Mask, view: View, box: pygame.Rect) -> bool:
    """Does a nearer building cover any of `box`?"""
    solid = _SOLID.get(box.size)
    if solid is None:
        if len(_SOLID) > 64:
            _SOLID.clear()
        solid = _SOLID[box.size] = pygame.mask.Mask(box.size, fill=True)
    return mask.overlap(solid, (box.x - view.rect.x, box.y - view.rect.y)) is not None
