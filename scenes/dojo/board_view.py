"""The Dojo hex map on screen: where each hex sits (pointy-top, axial), which hex a
click falls in, and the still picture of the board.

The board's terrain is drawn once per water frame (three frames looping at about four
a second) and kept, so a frame costs one blit of the map plus the pieces that move;
the tiles are scaled once, to the radius that fills the area. A view belongs to one
size of the table (its `scale` is the surface's, theme.scale_for): the table keeps
one per window size it is drawn at (scenes/dojo/layout.py).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from ninjas.dojo.hexgrid import Board, Hex, dojo_sites, round_hex

from .. import theme
from . import art

SQRT3 = math.sqrt(3.0)
WATER_FPS = 4.0
WATER_FRAMES = 3
MARGIN = 4
"""Design px kept clear around the board inside its area."""
VARIANTS = 3


def _variant(h: Hex) -> int:
    """A fixed, varied picture for each hex (no two neighbours look stamped)."""
    return (h[0] * 7 + h[1] * 13 + h[0] * h[1]) % VARIANTS


class BoardView:
    """`BoardView(board, rect, scale, dojos)`: the board filling `rect` (real pixels of
    a surface drawn at `scale`). While a Dojo is still to be placed (`dojos` not given,
    or one is None) there is room for every possible Dojo site, so nothing moves as
    they are placed; once both stand, the board and the two Dojos fill the area (the
    table then makes a new view)."""

    def __init__(
        self,
        board: Board,
        rect: pygame.Rect,
        scale: float = 1.0,
        dojos: Sequence[Hex | None] | None = None,
    ) -> None:
        self.board = board
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.terrain = board.terrain_map()
        placed = [d for d in dojos or () if d is not None]
        if dojos and len(placed) == len(dojos):
            self.sites: list[Hex] = [(d[0], d[1]) for d in placed]
        else:
            self.sites = dojo_sites(board)
        cells = list(self.terrain) + self.sites
        xs = [SQRT3 * (q + r / 2) for q, r in cells]
        ys = [1.5 * r for _, r in cells]
        span_x = max(xs) - min(xs) + SQRT3
        span_y = max(ys) - min(ys) + 2.0
        room = 2 * self.px(MARGIN)
        self.radius = max(
            4, int(min((self.rect.width - room) / span_x, (self.rect.height - room) / span_y))
        )
        mid_x = (max(xs) + min(xs)) / 2
        mid_y = (max(ys) + min(ys)) / 2
        self.origin = (
            self.rect.centerx - mid_x * self.radius,
            self.rect.centery - mid_y * self.radius,
        )
        self._frames: dict[int, pygame.Surface] = {}
        self._shade: pygame.Surface | None = None
        self.backdrop: pygame.Surface | None = None
        """What lies under the map (the table's panel), if the board is drawn over it."""
        self._outline: dict[tuple[theme.Colour, int, int], pygame.Surface] = {}

    def px(self, length: float) -> int:
        """A design length in this view's pixels."""
        return round(length * self.scale)

    # ------------------------------------------------------------------ geometry
    def centre(self, h: Sequence[int]) -> tuple[int, int]:
        q, r = h[0], h[1]
        return (
            round(self.origin[0] + self.radius * SQRT3 * (q + r / 2)),
            round(self.origin[1] + self.radius * 1.5 * r),
        )

    def hex_at(self, pos: tuple[int, int]) -> Hex | None:
        """The board hex or Dojo site under `pos`, or None."""
        x = (pos[0] - self.origin[0]) / self.radius
        y = (pos[1] - self.origin[1]) / self.radius
        r = y / 1.5
        q = x / SQRT3 - r / 2
        h = round_hex(q, r)
        if h in self.terrain or h in self.sites:
            return h
        return None

    def corners(self, h: Sequence[int], shrink: float = 0.0) -> list[tuple[float, float]]:
        return art.hex_corners(self.centre(h), self.radius - shrink)

    # ------------------------------------------------------------------ the still board
    def frame_index(self, time: float) -> int:
        return int(time * WATER_FPS) % WATER_FRAMES

    def still(self, frame: int) -> pygame.Surface:
        """The board's terrain (water at `frame`) over the backdrop (then opaque, the
        quickest to draw), kept: three pictures for the whole game."""
        surface = self._frames.get(frame)
        if surface is not None:
            return surface
        if self.backdrop is not None:
            surface = self.backdrop.copy()
        else:
            surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        offset = (-self.rect.left, -self.rect.top)
        shade = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        drop, grow = self.px(6), -self.px(2)
        for h in self.terrain:
            points = [(x + offset[0], y + offset[1] + drop) for x, y in self.corners(h, grow)]
            pygame.draw.polygon(shade, (*theme.SHADOW, 120), points)
        surface.blit(shade, (0, 0))
        cells = sorted(self.terrain.items(), key=lambda c: (c[0][1], c[0][0]))
        for h, kind in cells:
            variant = (frame + _variant(h)) % WATER_FRAMES if kind == "water" else _variant(h)
            image = art.tile(kind, variant, self.radius)
            x, y = self.centre(h)
            surface.blit(image, image.get_rect(center=(x + offset[0], y + offset[1])))
        self._frames[frame] = surface
        return surface

    def _dojo_shade(self) -> pygame.Surface:
        if self._shade is None:
            pad = self.px(8)
            size = (round(SQRT3 * self.radius) + pad, 2 * self.radius + pad)
            self._shade = pygame.Surface(size, pygame.SRCALPHA)
            centre = (size[0] / 2, size[1] / 2)
            pygame.draw.polygon(
                self._shade,
                (*theme.SHADOW, 120),
                art.hex_corners(centre, self.radius + self.px(2)),
            )
        return self._shade

    def draw(self, canvas: pygame.Surface, dojos: Sequence[Hex | None], time: float) -> None:
        """The terrain, then each placed Dojo (the clan's building on its hex)."""
        canvas.blit(self.still(self.frame_index(time)), self.rect.topleft)
        shade = self._dojo_shade()
        for seat, d in enumerate(dojos):
            if d is None:
                continue
            x, y = self.centre(d)
            canvas.blit(shade, shade.get_rect(center=(x, y + self.px(6))))
            image = art.tile("dojo", seat, self.radius)
            canvas.blit(image, image.get_rect(center=(x, y)))

    # ------------------------------------------------------------------ marks
    def outline(self, colour: theme.Colour, width: int, alpha: int = 255) -> pygame.Surface:
        """A hex outline the size of a tile, kept per colour, width and alpha (`width`
        in design px)."""
        key = (colour, width, alpha)
        surface = self._outline.get(key)
        if surface is None:
            pad = self.px(8)
            width = max(1, self.px(width))
            size = (round(SQRT3 * self.radius) + pad, 2 * self.radius + pad)
            surface = pygame.Surface(size, pygame.SRCALPHA)
            centre = (size[0] / 2, size[1] / 2)
            points = art.hex_corners(centre, self.radius - width / 2 - self.px(1))
            if alpha < 255:
                pygame.draw.polygon(surface, (*colour, alpha // 4), points)
            pygame.draw.polygon(surface, (*colour, alpha), points, width)
            self._outline[key] = surface
        return surface

    def mark(
        self,
        canvas: pygame.Surface,
        hexes: Iterable[Sequence[int]],
        colour: theme.Colour,
        width: int = 3,
        alpha: int = 255,
    ) -> None:
        image = self.outline(colour, width, alpha)
        for h in hexes:
            canvas.blit(image, image.get_rect(center=self.centre(h)))


def hex_cover(centre: tuple[int, int], radius: float) -> list[pygame.Rect]:
    """Rectangles that together cover a pointy-topped hex (its middle band, and each
    tip in two steps), hugging it closer than its bounding box."""
    x, y = centre
    half = radius * SQRT3 / 2

    def box(w: float, top: float, bottom: float) -> pygame.Rect:
        return pygame.Rect(round(x - w), round(y + top), round(2 * w), round(bottom - top))

    return [
        box(half, -radius / 2, radius / 2),
        box(half, -0.75 * radius, -radius / 2),
        box(half / 2, -radius, -0.75 * radius),
        box(half, radius / 2, 0.75 * radius),
        box(half / 2, 0.75 * radius, radius),
    ]


def free_spot(
    room: pygame.Rect, sizes: Iterable[tuple[int, int]], taken: Sequence[pygame.Rect], stride: int
) -> pygame.Rect | None:
    """The first place in `room` for a box of one of `sizes` (tried in order) that meets
    none of `taken`: the room's corners first, then slid along its top and bottom edges,
    then its sides; None when there is no such place."""
    taken = list(taken)  # (once: it was copied for each place tried, some 1,500 a call)
    step = max(1, stride)
    for w, h in sizes:
        w = min(w, room.width)
        if h > room.height:
            continue
        left, right = room.left, room.right - w  # the box's left at the room's sides,
        top, bottom = room.top, room.bottom - h  # its top at the room's top and bottom
        rect = pygame.Rect(left, bottom, w, h)
        for x, y in ((left, bottom), (right, bottom), (left, top), (right, top)):
            rect.topleft = (x, y)
            if rect.collidelist(taken) < 0:
                return rect
        for x in range(room.left, room.right - w + 1, step):
            for y in (bottom, top):
                rect.topleft = (x, y)
                if rect.collidelist(taken) < 0:
                    return rect
        for y in range(room.top, room.bottom - h + 1, step):
            for x in (left, right):
                rect.topleft = (x, y)
                if rect.collidelist(taken) < 0:
                    return rect
    return None
