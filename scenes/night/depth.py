"""The village's buildings and trees one by one, for drawing a frame in depth order
(issue 33): the still layer holds them all, drawn once; a frame then draws each roof's
tokens and ninjas from the farthest roof to the nearest, and a building nearer than
something the frame has already drawn over it is drawn again over that thing (its own
picture, kept; a tree is not: its leaves would hide a roof's tokens). So a ninja standing at the back edge of a roof is drawn over the
tokens of the roof behind (they were drawn over his chest and head), and a building in
front hides the legs of a ninja standing behind it.

Which roof a ninja stands on also reads from the roof itself: a pool of its seat's
colour lies on that roof's top around its feet, cut at the roof's edges (`standing_pool`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from ninjas.night.village import Village

from .. import memory
from . import art

Point = tuple[int, int]


class View(Protocol):
    """What of the village's view this module draws with (VillageView has it)."""

    village: Village
    rect: pygame.Rect
    scale: float

    def screen_vector(self, dx: float, dy: float, dz: float = 0.0) -> tuple[float, float]: ...

    def roof_outline(self, building: int) -> list[tuple[int, int]]: ...

    def roof_point(self, building: int, dx: float = 0.0, dy: float = 0.0) -> Point: ...

    def ninja_body(self, feet: Point) -> pygame.Rect: ...

    def draw_building(
        self,
        surface: pygame.Surface,
        index: int,
        at: Callable[[Point], Point],
        *,
        glow: bool = True,
    ) -> None: ...

    def draw_tree(
        self, surface: pygame.Surface, index: int, at: Callable[[Point], Point]
    ) -> None: ...


POOL_CM = 2.6
"""The radius of the pool of a seat's colour on the roof its ninja stands on (cm)."""
POOL_ALPHA = 168
"""How strong that colour lies on the roof at the ninja's feet (0-255): the roof's
tiles still show through it."""
POOL_AHEAD_CM = 1.0
"""How far in front of the feet the pool's centre lies (cm on the ground): its near
half on the roof's slope shows; the ninja stands over the rest."""


def depth_order(view: View) -> list[tuple[str, int]]:
    """The buildings and trees from the farthest to the nearest ("building" or "tree",
    index): by their front on the ground, as the still layer draws them."""
    village = view.village
    things = [(b.y + b.h, "building", i) for i, b in enumerate(village.buildings)]
    things += [(t.y, "tree", i) for i, t in enumerate(village.trees)]
    return [(kind, index) for _, kind, index in sorted(things)]


ART = (
    *(f"wall_{name}" for name in art.WALLS),
    *(f"{part}_{colour}" for part in ("roof", "eave") for colour in art.ROOF_NAMES),
    *(f"tree_{name}" for name in art.TREES),
)
"""The pictures a building or a tree is drawn from: a picture kept in DRAWN is used
again only while these are the very surfaces it was drawn from."""
DRAWN: OrderedDict[tuple[Any, ...], tuple[tuple[pygame.Surface | None, ...], Any]] = OrderedDict()
"""Each building's and tree's picture as a view drew it, by the thing, the village's
size and the view's size (its box on the view's own rect), for every view drawn so far:
a replay builds a new village view at each step, and drawing a building alone on a
surface the size of the view and finding its box took about 4 ms."""
DRAWN_KEPT = 240
"""Pictures kept in DRAWN at most (the least recently used go first)."""
memory.game_cache("night", DRAWN)  # let go when no night screen is open


class Pictures:
    """Each building's and tree's own picture as the still layer draws it (kept, cut to
    what it covers), to draw again over what stands behind it."""

    def __init__(self, view: View) -> None:
        self.view = view
        self._kept: dict[tuple[str, int], tuple[pygame.Surface, pygame.Rect]] = {}
        self._sources: tuple[pygame.Surface | None, ...] | None = None
        self._pools: dict[
            tuple[int, Point, tuple[int, int, int]], tuple[pygame.Surface, Point]
        ] = {}

    def picture(self, kind: str, index: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The thing's picture and where it lies on the canvas."""
        key = (kind, index)
        kept = self._kept.get(key)
        if kept is None:
            kept = self._drawn(kind, index)
            self._kept[key] = kept
        return kept

    def _drawn(self, kind: str, index: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The thing's picture, from DRAWN where another view of the same village at the
        same size drew it with the same art (a replay builds a new table at each step)."""
        view = self.view
        village = view.village
        thing = village.buildings[index] if kind == "building" else village.trees[index]
        if self._sources is None:
            self._sources = tuple(art.picture(name) for name in ART)
        key = (kind, index, thing, village.diameter, view.rect.size)
        known = DRAWN.get(key)
        if known is not None and all(a is b for a, b in zip(known[0], self._sources, strict=True)):
            DRAWN.move_to_end(key)
            picture, box = known[1]
            return picture, box.move(view.rect.topleft)
        whole = pygame.Surface(view.rect.size, pygame.SRCALPHA)

        def at(p: Point) -> Point:
            return p[0] - view.rect.left, p[1] - view.rect.top

        if kind == "building":  # without the lamplight on the ground: drawn once only
            view.draw_building(whole, index, at, glow=False)
        else:
            view.draw_tree(whole, index, at)
        box = whole.get_bounding_rect()
        picture = whole.subsurface(box).copy()
        DRAWN[key] = (self._sources, (picture, box))
        DRAWN.move_to_end(key)
        while len(DRAWN) > DRAWN_KEPT:
            DRAWN.popitem(last=False)
        return picture, box.move(view.rect.topleft)

    def cover(
        self, canvas: pygame.Surface, kind: str, index: int, drawn: list[pygame.Rect]
    ) -> None:
        """Draw the thing again where it lies over any of `drawn` (what the frame drew
        over the still layer so far, all of it farther than the thing)."""
        picture, box = self.picture(kind, index)
        for rect in drawn:
            clip = box.clip(rect)
            if clip.width and clip.height:
                canvas.blit(picture, clip.topleft, clip.move(-box.left, -box.top))

    def standing_pool(
        self, canvas: pygame.Surface, building: int, feet: Point, colour: tuple[int, int, int]
    ) -> None:
        """A pool of `colour` on `building`'s roof around `feet`, cut at the roof's
        edges: which roof a ninja stands on reads at a glance, at a roof's back edge
        too, where the roof behind shows just above it."""
        key = (building, feet, colour)
        kept = self._pools.get(key)
        if kept is None:
            view = self.view
            r = max(4, round(POOL_CM * view.scale))
            box = pygame.Rect(
                0, 0, 2 * r, max(2, round(2 * r * view.screen_vector(0, 1)[1] / view.scale))
            )
            box.center = (feet[0], feet[1] + round(view.screen_vector(0, POOL_AHEAD_CM)[1]))
            pool = pygame.Surface(box.size, pygame.SRCALPHA)
            for k in range(4):  # brighter at the feet, fading out
                ring = pool.get_rect().scale_by(1 - k * 0.22)
                pygame.draw.ellipse(pool, (*colour, POOL_ALPHA // 4), ring)
            roof = pygame.Surface(box.size, pygame.SRCALPHA)
            outline = [(x - box.left, y - box.top) for x, y in view.roof_outline(building)]
            pygame.draw.polygon(roof, (255, 255, 255, 255), outline)
            pool.blit(roof, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            kept = (pool, box.topleft)
            if len(self._pools) > 64:  # a few seats on a few roofs at a time
                self._pools.clear()
            self._pools[key] = kept
        canvas.blit(*kept)


STAND_STEP_CM = 0.25
"""How far apart `standing_depth` tries the ninjas' feet on their roof (cm)."""


def standing_depth(
    view: View,
    building: int,
    offsets: list[float],
    depths: tuple[float, float, float],
    tokens: list[pygame.Rect],
    others: Sequence[pygame.Rect] = (),
    room: float = 0.0,
) -> tuple[float, float]:
    """How far in from its roof's back edge (cm) the ninjas standing on `building` at
    `offsets` (cm across from its centre) are drawn, from `depths` (the nearest to the
    back edge, the middle, the farthest): where their bodies hide the fewest of the
    roof's own `tokens` lying behind their feet, then cover the least of the tops of
    the roofs farther away, then stand nearest the middle. At the back edge a ninja
    stood in front of the building behind, looked as if it stood on it and hid its
    tokens (newcomer E, s5: s17, s53); standing in front of its own roof's tokens it
    hid them (test_the_ninjas_on_a_roof_never_hide_its_tokens). The tokens `others`,
    on the roofs behind, count as its own do, under the whole picture, hat and arms
    (newcomer W, s9 nt34: roof 3's token read as lying on Green's hat); where the
    depth alone leaves one under them, the row may also slide sideways, up to `room`
    cm, the least that does. Returns (depth, slide). Only the picture moves: the
    rules' positions are the string's."""
    b = view.village.buildings[building]
    back, middle, front = depths
    order = [index for kind, index in depth_order(view) if kind == "building"]
    left, top = view.rect.topleft
    tops = pygame.Surface(view.rect.size, pygame.SRCALPHA)
    for farther in order[: order.index(building)]:
        outline = [(x - left, y - top) for x, y in view.roof_outline(farther)]
        pygame.draw.polygon(tops, (255, 255, 255, 255), outline)
    mask = pygame.mask.from_surface(tops)
    best: tuple[int, int, float, float, float, float] | None = None
    best_behind = 0
    ahead = int((front - middle) / STAND_STEP_CM + 1e-9)
    behind = int((middle - back) / STAND_STEP_CM + 1e-9)
    tried = [middle + step * STAND_STEP_CM for step in range(-behind, ahead + 1)]
    depths_tried = ([back] if back < middle else []) + tried
    steps = int(room / STAND_STEP_CM + 1e-9) if others else 0
    for step in range(steps + 1):  # sideways only while a token behind stays under it
        for slide in {step * STAND_STEP_CM, -step * STAND_STEP_CM}:
            for depth in depths_tried:
                hidden = behind = covered = 0
                for dx in offsets:
                    feet = view.roof_point(building, dx + slide, depth - b.h / 2)
                    body = view.ninja_body(feet)
                    covered += mask.overlap_area(
                        pygame.mask.Mask(body.size, fill=True), (body.x - left, body.y - top)
                    )
                    for token in tokens:
                        if token.centery < feet[1]:
                            clip = body.clip(token)
                            hidden += clip.width * clip.height
                    figure = body.inflate(body.w * 5 // 8, 0)  # (art.ninja: 0.65 of its height)
                    for token in others:
                        clip = figure.clip(token)
                        behind += clip.width * clip.height
                here = (hidden + behind, covered, abs(slide), abs(depth - middle), depth, slide)
                if best is None or here < best:
                    best, best_behind = here, behind
        if best_behind == 0:
            break
    return (back, 0.0) if best is None else (best[4], best[5])
