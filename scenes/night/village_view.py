"""The Ninja Night village drawn 3D-ish: an oblique view of the round board at night,
buildings of one and two floors (walls with lit windows, tiled roofs), trees, long
moonlight shadows, the tokens on the roofs and the ninjas standing on them.

The still village (ground, shadows, buildings, trees) is drawn once into a layer;
tokens and ninjas are drawn over it each frame. `project(x, y, z)` maps the village's
centimetres (top-down plane, z up) to the screen, so the rope and the throws the
table animates land where the rules put them. The first piece of the Night table;
the scene that uses it is still to be written (issue 8).
"""

from __future__ import annotations

import math
import random

import pygame

from ninjas.night.village import Building, Village

TILT = 0.62
"""How much the ground is squashed vertically (1 = seen from straight above)."""
FLOOR_HEIGHT = 3.2
"""Height of one floor, in village centimetres."""
MOON_SHADOW = (-0.9, 0.55)
"""Where a unit of height throws its shadow on the ground (the moon is low, top right)."""
GROUND = (34, 44, 40)
GROUND_EDGE = (18, 24, 26)
WALL = (84, 70, 66)
WALL_SIDE = (58, 48, 50)
ROOF = (52, 40, 70)
ROOF_RIDGE = (120, 96, 150)
WINDOW = (246, 200, 110)
WINDOW_DARK = (30, 26, 38)
TREE_DARK = (24, 60, 44)
TREE_LIGHT = (48, 98, 66)


class VillageView:
    """`VillageView(village, rect)`: draws `village` to fit `rect` of the canvas."""

    def __init__(self, village: Village, rect: pygame.Rect) -> None:
        self.village = village
        self.rect = pygame.Rect(rect)
        d = village.diameter
        self.scale = min(
            rect.width / (d * 1.08), rect.height / (d * TILT + 3 * FLOOR_HEIGHT) / 1.08
        )
        self.origin = (rect.centerx, rect.centery + int(FLOOR_HEIGHT * self.scale))
        self._layer: pygame.Surface | None = None

    def project(self, x: float, y: float, z: float = 0.0) -> tuple[int, int]:
        """Screen position of the village point (x, y) at height z (centimetres)."""
        c = self.village.diameter / 2
        sx = self.origin[0] + (x - c) * self.scale
        sy = self.origin[1] + ((y - c) * TILT - z) * self.scale
        return int(round(sx)), int(round(sy))

    def roof_height(self, building: int) -> float:
        return self.village.buildings[building].floors * FLOOR_HEIGHT

    def roof_point(self, building: int, dx: float = 0.0, dy: float = 0.0) -> tuple[int, int]:
        """A point on a building's roof (offset from its centre, centimetres)."""
        b = self.village.buildings[building]
        cx, cy = b.centre
        return self.project(cx + dx, cy + dy, self.roof_height(building))

    # ------------------------------------------------------------------ the still layer
    def layer(self) -> pygame.Surface:
        if self._layer is None:
            self._layer = self._draw_layer()
        return self._layer

    def _draw_layer(self) -> pygame.Surface:
        surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        offset = (-self.rect.left, -self.rect.top)

        def at(p: tuple[int, int]) -> tuple[int, int]:
            return p[0] + offset[0], p[1] + offset[1]

        c = self.village.diameter / 2
        board = [at(self.project(c + c * math.cos(a), c + c * math.sin(a))) for a in _angles(72)]
        rim = [(x, y + int(2.5 * self.scale)) for x, y in board]
        pygame.draw.polygon(surface, GROUND_EDGE, rim)
        pygame.draw.polygon(surface, GROUND, board)
        rng = random.Random(7)  # grass tufts and stones: the same every time
        for _ in range(260):
            r = c * math.sqrt(rng.random()) * 0.97
            a = rng.uniform(0, 2 * math.pi)
            x, y = at(self.project(c + r * math.cos(a), c + r * math.sin(a)))
            shade = rng.choice(((44, 58, 50), (28, 38, 34), (60, 70, 62)))
            pygame.draw.circle(surface, shade, (x, y), max(1, int(self.scale * 0.25)))
        shadows = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        for b in self.village.buildings:
            pygame.draw.polygon(shadows, (0, 0, 0, 110), [at(p) for p in self._shadow(b)])
        for t in self.village.trees:
            sx, sy = MOON_SHADOW
            h = 3.0
            centre = at(self.project(t.x + sx * h, t.y + sy * h))
            w, hh = int(t.radius * 2 * self.scale), int(t.radius * 2 * self.scale * TILT)
            pygame.draw.ellipse(
                shadows, (0, 0, 0, 110), (centre[0] - w // 2, centre[1] - hh // 2, w, hh)
            )
        surface.blit(shadows, (0, 0))
        things: list[tuple[float, str, int]] = [
            (b.y + b.h, "building", i) for i, b in enumerate(self.village.buildings)
        ] + [(t.y, "tree", i) for i, t in enumerate(self.village.trees)]
        for _, kind, index in sorted(things):
            if kind == "building":
                self._draw_building(surface, index, at)
            else:
                self._draw_tree(surface, index, at)
        return surface

    def _shadow(self, b: Building) -> list[tuple[int, int]]:
        h = b.floors * FLOOR_HEIGHT
        sx, sy = MOON_SHADOW[0] * h, MOON_SHADOW[1] * h
        corners = b.corners()
        moved = [(x + sx, y + sy) for x, y in corners]
        hull = _convex_hull(corners + moved)
        return [self.project(x, y) for x, y in hull]

    def _draw_building(self, surface: pygame.Surface, index: int, at: object) -> None:
        b = self.village.buildings[index]
        to = at  # type: ignore[assignment]
        h = b.floors * FLOOR_HEIGHT
        x0, y0, x1, y1 = b.x, b.y, b.x + b.w, b.y + b.h
        front = [
            to(self.project(x0, y1, 0)),
            to(self.project(x1, y1, 0)),
            to(self.project(x1, y1, h)),
            to(self.project(x0, y1, h)),
        ]  # type: ignore[operator]
        side = [
            to(self.project(x1, y0, 0)),
            to(self.project(x1, y1, 0)),
            to(self.project(x1, y1, h)),
            to(self.project(x1, y0, h)),
        ]  # type: ignore[operator]
        pygame.draw.polygon(surface, WALL_SIDE, side)
        pygame.draw.polygon(surface, WALL, front)
        rng = random.Random(index * 31 + 5)
        for floor in range(b.floors):  # windows, some lit
            z = floor * FLOOR_HEIGHT + FLOOR_HEIGHT * 0.45
            count = max(1, int(b.w // 3))
            for k in range(count):
                wx = x0 + (k + 0.5) * b.w / count
                p = to(self.project(wx, y1, z))  # type: ignore[operator]
                w = max(2, int(self.scale * 0.9))
                hgt = max(3, int(self.scale * 1.2))
                colour = WINDOW if rng.random() < 0.55 else WINDOW_DARK
                pygame.draw.rect(surface, colour, (p[0] - w // 2, p[1] - hgt // 2, w, hgt))
            if floor:  # a small eave between floors
                a = to(self.project(x0 - 0.4, y1 + 0.3, floor * FLOOR_HEIGHT))  # type: ignore[operator]
                c = to(self.project(x1 + 0.4, y1 + 0.3, floor * FLOOR_HEIGHT))  # type: ignore[operator]
                pygame.draw.line(surface, ROOF, a, c, max(2, int(self.scale * 0.6)))
        roof = [to(self.project(x, y, h)) for x, y in b.corners()]  # type: ignore[operator]
        pygame.draw.polygon(surface, ROOF, roof)
        for k in range(1, 5):  # tile rows
            yy = y0 + k * b.h / 5
            pygame.draw.line(
                surface,
                (64, 50, 86),
                to(self.project(x0, yy, h)),
                to(self.project(x1, yy, h)),
                1,  # type: ignore[operator]
            )
        ridge_y = (y0 + y1) / 2
        pygame.draw.line(
            surface,
            ROOF_RIDGE,
            to(self.project(x0 + 0.5, ridge_y, h)),
            to(self.project(x1 - 0.5, ridge_y, h)),
            2,  # type: ignore[operator]
        )
        pygame.draw.polygon(surface, (20, 16, 28), roof, 1)

    def _draw_tree(self, surface: pygame.Surface, index: int, at: object) -> None:
        t = self.village.trees[index]
        to = at  # type: ignore[assignment]
        base = to(self.project(t.x, t.y, 0))  # type: ignore[operator]
        top = to(self.project(t.x, t.y, 3.0))  # type: ignore[operator]
        pygame.draw.line(surface, (70, 50, 36), base, top, max(2, int(self.scale * 0.8)))
        r = int(t.radius * self.scale)
        for k, (dx, dy, shade) in enumerate(
            ((0, 0, TREE_DARK), (-0.3, -0.4, TREE_LIGHT), (0.35, -0.2, TREE_DARK))
        ):
            centre = (top[0] + int(dx * r), top[1] + int(dy * r) - k * 2)
            pygame.draw.circle(surface, shade, centre, int(r * (0.9 - 0.15 * k)))

    # ------------------------------------------------------------------ each frame
    def draw(
        self,
        canvas: pygame.Surface,
        roofs: list[list[int]],
        positions: list[int | None],
        colours: list[tuple[int, int, int]],
        token_colours: list[tuple[int, int, int]] | None = None,
    ) -> None:
        """The village, the tokens on each roof (face down: their colour only) and
        each ninja on its roof in its player's colour."""
        canvas.blit(self.layer(), self.rect.topleft)
        for building, tokens in enumerate(roofs):
            for k, token in enumerate(tokens):
                angle = k * 2.1
                p = self.roof_point(building, 1.6 * math.cos(angle), 1.2 * math.sin(angle) - 0.6)
                colour = token_colours[token] if token_colours else (236, 140, 170)
                r = max(3, int(self.scale * 0.75))
                pygame.draw.circle(canvas, (20, 14, 24), (p[0], p[1] + 1), r)
                pygame.draw.circle(canvas, colour, p, r)
        for seat, building in enumerate(positions):
            if building is None:
                continue
            x, y = self.roof_point(building, -1.5 + seat * 1.0, 0.8)
            h = max(10, int(self.scale * 2.6))
            colour = colours[seat % len(colours)]
            pygame.draw.line(canvas, (16, 14, 22), (x, y), (x, y - h), max(3, h // 3))
            pygame.draw.circle(canvas, (16, 14, 22), (x, y - h), max(3, h // 4))
            pygame.draw.line(canvas, colour, (x - h // 4, y - h + 1), (x + h // 4, y - h + 1), 2)


def _angles(count: int) -> list[float]:
    return [2 * math.pi * k / count for k in range(count)]


def _convex_hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[tuple[float, float]] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]
