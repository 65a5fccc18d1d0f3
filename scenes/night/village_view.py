"""The Ninja Night village drawn 3D-ish: an oblique view of the round board at night,
buildings of one and two floors (walls with lit windows, tiled roofs), trees, long
moonlight shadows, the tokens on the roofs and the ninjas standing on them.

The pictures come from the art pipeline (tools/vector_art/draw_night.py, through
scenes/night/art.py): roof textures tiled over each roof, one floor's bay of wall
per window, tree, token and ninja sprites. Each is scaled once; where one is missing
the same thing is drawn by hand. The still village (ground, shadows, buildings,
trees) is drawn once into a layer; tokens and ninjas are drawn over it each frame.
`project(x, y, z)` maps the village's centimetres (top-down plane, z up) to the
screen, so the rope and the throws the table animates land where the rules put them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Sequence
from typing import Any

import pygame

from ninjas.night.village import Building, Village

from . import art, roof_marks, stand_row, token_spots
from .depth import Pictures, depth_order, standing_depth

Point = tuple[int, int]
Point3 = tuple[float, float, float]
"""A village point: x, y on the board and z up, centimetres."""

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
ROOF_EDGE = (26, 20, 34)
ROOF_NIGHT = (190, 190, 220)
"""Moonlight on the roof textures: a little darker and bluer than the pictures."""
ROOF_TILE_CM = 4.2
"""How much roof one repeat of a roof texture covers (its width, centimetres)."""
BAY_CM = 3.0
"""About how wide one window's bay of wall is (centimetres)."""
LIT_SHARE = 0.55
"""How many windows are lit."""
TREE_SPREAD = 1.25
"""A tree picture is this much wider than the tree's footprint (branches overhang)."""
TOKEN_CM = 2.1
NINJA_CM = 5.6
"""A ninja's height on the village: about 67 px at 1280x720, readable at a glance."""
NINJA_SPACING = 1.9
"""Centimetres between the ninjas of neighbouring seats standing on one roof."""
NINJA_APART = 2.9
"""Centimetres between the ninjas standing side by side on one roof: their bodies
apart (at NINJA_SPACING, by seat, one stood behind another), less on a narrow roof."""
NINJA_BODY_CM = 2.4
"""About how wide a ninja's body stands on its roof."""
NINJA_BASE_CM = 1.2
"""The radius of the seat-coloured base a ninja stands on, on its roof: which roof it
stands on reads at a glance, at a roof's back edge too."""
NINJA_BACK_CM = NINJA_BASE_CM + 0.2
"""How far in from the back edge of its roof a ninja stands (its feet): its whole base
inside its roof. At 0.8 cm the base stood over the back edge, on the front wall of the
roof behind, and which roof a ninja stood on was unclear (newcomer 62, d-which-roof.png).
Now the nearest a ninja is drawn to the back edge (on a short roof): it stands in the
middle (NINJA_MIDDLE_CM) or farther in (depth.standing_depth)."""
NINJA_MIDDLE_CM = 0.0
"""A ninja's feet are drawn this far behind its roof's centre line at least (cm): in the
middle of the roof's top, they read as standing on it; at the back edge, in front of
the walls of the building behind, Ada looked as if she stood on roof 10 (newcomer E, s5,
s17.png). The first tokens lie in front of that line (TOKEN_SPOTS)."""
NINJA_FRONT_CM = NINJA_BASE_CM + 0.3
"""The farthest in a ninja stands: this far from its roof's front edge (its base and
the pool of its colour on the roof)."""
TOKEN_SPOTS = ((-1.3, 2.4), (1.3, 2.4), (-2.6, 0.4), (2.6, 0.4), (-1.8, -1.6), (1.8, -1.6))
"""Where the first tokens on a roof lie (cm from its centre): staggered rows from the
front, the first four in front of the ninjas standing in the middle, and clear of the roof's centre, where
a thrower stands on the string's mark while it aims (a token there was hidden)."""
EAVE_CM = 0.9
"""How tall the little tiled roof between two floors is drawn (cm of the village)."""
EAVE_NIGHT = (150, 150, 176)
"""The night's light on it (it faces us, in shade: darker than a roof's far slope)."""
EAVE_ASPECT = 48 / 14
"""Its picture's width over its height (tools/vector_art/draw_night.py: EAVE_W, EAVE_H)."""
RIDGE_CM = 0.9
"""How tall a roof's ridge is drawn (centimetres of the village)."""
GROUND_TILE_CM = 10.0
"""How much ground one repeat of the ground picture covers (centimetres across)."""
ON_ROOF = 0.3
"""A point this close under a roof's top (cm) still lies on it: the roof does not hide it."""
TOKEN_SQUASH = 0.82
"""A token lies flat on a roof seen from above and in front: a little shorter than wide."""
MARGIN = 1.08
"""The village's rect is this much wider and taller than the board and its buildings."""
ROPE_REACH = 4
"""Design px a rope drawn on the village reaches either side of its line: its width and
its shadow (rope_view.ROPE_WIDTH, 3, and the shadow 1 px under): a token whose rim it
crosses is drawn again over it (draw_tokens_over), not only one within half a token of
its line (the s23 brief: the rope over the rim of roof 6's Gears token in the demo, EN
1280x720)."""
UNIT_CM = 9.3
"""Pixels per centimetre the village's small drawn details (edges, lines) were made
for: they grow with the village's scale (VillageView.unit)."""


class VillageView:
    """`VillageView(village, rect, players)`: draws `village` to fit `rect` of the canvas."""

    def __init__(
        self, village: Village, rect: pygame.Rect, players: int = 4, kept: Any = None
    ) -> None:
        self.village = village
        self.kept = kept
        """What the table keeps of the computers' moves (computer_seen.ComputerSeen:
        its `marks_now()`), drawn on the village until a person acts; None: nothing."""
        self.players = players
        """Seats at the table: the ninjas on a roof stand in a row centred on it."""
        self.standing: dict[int, list[int]] = {}
        """The seats standing on each roof as last drawn: they stand side by side,
        those there only, the row centred on the roof (ninja_spot)."""
        self.marked: tuple[int, int] | None = None
        """(its roof, the seat) of the ninja on its string's mark at its roof's centre
        (stand_row.on_mark, set by the table): the others on that roof stand aside."""
        self.back_to_front = depth_order(self)
        """The buildings and trees from the farthest to the nearest: the order a frame
        draws their roofs' tokens and ninjas in, each building or tree drawn again over
        what stands behind it (scenes/night/depth.py)."""
        self.pictures = Pictures(self)
        self.rect = pygame.Rect(rect)
        d = village.diameter
        self.scale = min(
            rect.width / (d * MARGIN), rect.height / (d * TILT + 3 * FLOOR_HEIGHT) / MARGIN
        )
        """Pixels per centimetre across the board (the projection's own scale)."""
        self.unit = self.scale / UNIT_CM
        """How much bigger than designed the small details are drawn (line widths)."""
        self.origin = (rect.centerx, rect.centery + int(FLOOR_HEIGHT * self.scale))
        self._layer: pygame.Surface | None = None
        self._tints: dict[tuple[int, int, int], pygame.Surface] = {}
        self.lying: dict[int, int] = {}
        """How many tokens lie on each roof as last drawn (ninja_spot keeps clear of them)."""
        self._stand: dict[tuple[Any, ...], tuple[float, float]] = {}
        """How far in from its back edge a row of ninjas stands on a roof (ninja_spot)."""
        self._token_spots: dict[int, list[Point]] = {}
        """Where each roof's first tokens lie on screen (token_spot), as counted."""

    def screen_vector(self, dx: float, dy: float, dz: float = 0.0) -> tuple[float, float]:
        """The village's own projection of a displacement (centimetres: dx, dy on the
        board, dz up) to a displacement on the screen (pixels). `project` places points
        with it, and the string in the player's hands is laid out with it: one function,
        so a length in the hands looks on screen as long as on the map."""
        return dx * self.scale, (dy * TILT - dz) * self.scale

    def project(self, x: float, y: float, z: float = 0.0) -> tuple[int, int]:
        """Screen position of the village point (x, y) at height z (centimetres)."""
        c = self.village.diameter / 2
        sx, sy = self.screen_vector(x - c, y - c, z)
        return int(round(self.origin[0] + sx)), int(round(self.origin[1] + sy))

    def throw_vector(self, start: int, target: int, length: float) -> tuple[float, float]:
        """On screen, a string of `length` laid from the start roof's centre toward the
        target roof's centre, rising or falling with the roofs as the throw does (a
        throw's length is measured on the board: `length` of it covers `length`/distance
        of the climb). Matching it to the roofs' distance on screen gives the distance."""
        (ax, ay), (bx, by) = self.village.centre(start), self.village.centre(target)
        d = math.hypot(bx - ax, by - ay)
        if d == 0:
            return 0.0, 0.0
        k = length / d
        dz = self.roof_height(target) - self.roof_height(start)
        return self.screen_vector((bx - ax) * k, (by - ay) * k, dz * k)

    def length_along(self, start: int, target: int, offset: tuple[float, float]) -> float:
        """The inverse of `throw_vector`: the length (centimetres) whose string reaches
        the screen `offset` (pixels) projected onto the throw's direction; never < 0."""
        ux, uy = self.throw_vector(start, target, 1.0)
        per_cm = ux * ux + uy * uy
        if per_cm == 0:
            return 0.0
        return max(0.0, (offset[0] * ux + offset[1] * uy) / per_cm)

    def px(self, length: float, least: int = 1) -> int:
        """A small detail's length (pixels at the designed scale) at this village's scale."""
        return max(least, round(length * self.unit))

    def roof_height(self, building: int) -> float:
        return self.village.buildings[building].floors * FLOOR_HEIGHT

    def roof_point(self, building: int, dx: float = 0.0, dy: float = 0.0) -> tuple[int, int]:
        """A point on a building's roof (offset from its centre, centimetres)."""
        b = self.village.buildings[building]
        cx, cy = b.centre
        return self.project(cx + dx, cy + dy, self.roof_height(building))

    # ------------------------------------------------------------------ depth
    def hidden_span(self, a: Point3, b: Point3, building: int) -> tuple[float, float] | None:
        """The part (t0, t1 of 0..1) of the segment a-b that `building` hides from the
        eye, or None. The eye looks along (0, -1, -TILT): a point is hidden when, moving
        from it toward the eye, one enters the building's box (its front wall or its
        roof). A point lying on a roof is not hidden by that roof."""
        box = self.village.buildings[building]
        top = self.roof_height(building) - ON_ROOF
        (ax, ay, az), (bx, by, bz) = a, b
        dx, dy, dz = bx - ax, by - ay, bz - az
        # each constraint reads c0 + c1 * t <= 0
        rules = (
            (box.x - ax, -dx),
            (ax - (box.x + box.w), dx),
            (ay - (box.y + box.h - ON_ROOF), dy),
            (az - top, dz),
            ((box.y - ay) * TILT - (top - az), -dy * TILT + dz),
        )
        low, high = 0.0, 1.0
        for c0, c1 in rules:
            if abs(c1) < 1e-12:
                if c0 > 0:
                    return None
                continue
            t = -c0 / c1
            if c1 > 0:
                high = min(high, t)
            else:
                low = max(low, t)
        return (low, high) if high - low > 1e-6 else None

    def hidden(self, point: Point3) -> bool:
        """Is this village point behind a building, as the eye sees it?"""
        return any(
            self.hidden_span(point, point, b) is not None for b in self._in_front(point, point)
        )

    def _in_front(self, a: Point3, b: Point3) -> list[int]:
        """The buildings that may hide some of the segment a-b: those across its x (the
        eye looks along y and z alone) and not wholly behind it (hidden_span's first
        three rules; the rest it asks). The rope's every frame asked all eleven of each
        of its stretches, most of a flying rope's drawing (the s24 brief: rope lag)."""
        low_x, high_x = min(a[0], b[0]), max(a[0], b[0])
        near = min(a[1], b[1])
        return [
            k
            for k, box in enumerate(self.village.buildings)
            if box.x <= high_x and low_x <= box.x + box.w and near <= box.y + box.h
        ]

    def visible_lines(self, points: list[Point3]) -> list[list[Point]]:
        """A line through village points (cm), on screen, less what the buildings in
        front of it hide: the pieces to draw, each of two points or more."""
        pieces: list[list[Point]] = []
        current: list[Point] = []
        for a, b in zip(points, points[1:], strict=False):
            spans = sorted(
                span
                for k in self._in_front(a, b)
                if (span := self.hidden_span(a, b, k)) is not None
            )
            shown: list[tuple[float, float]] = []
            t = 0.0
            for low, high in spans:
                if low > t:
                    shown.append((t, low))
                t = max(t, high)
            if t < 1.0:
                shown.append((t, 1.0))
            for low, high in shown:
                start = self.project(*_lerp3(a, b, low))
                end = self.project(*_lerp3(a, b, high))
                if current and low == 0.0 and current[-1] == start:
                    current.append(end)
                else:
                    if len(current) >= 2:
                        pieces.append(current)
                    current = [start, end]
            if not shown or shown[-1][1] < 1.0:
                if len(current) >= 2:
                    pieces.append(current)
                current = []
        if len(current) >= 2:
            pieces.append(current)
        return pieces

    # ------------------------------------------------------------------ the still layer
    def layer(self) -> pygame.Surface:
        if self._layer is None:
            self._layer = self._draw_layer()
        return self._layer

    def tinted(self, colour: tuple[int, int, int]) -> pygame.Surface:
        """The village's silhouette in one colour (kept): light laid over the village
        only, never over the sky around it."""
        kept = self._tints.get(colour)
        if kept is None:
            kept = self.layer().copy()
            kept.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
            kept.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_ADD)
            self._tints[colour] = kept
        return kept

    def _draw_layer(self) -> pygame.Surface:
        surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        offset = (-self.rect.left, -self.rect.top)

        def at(p: tuple[int, int]) -> tuple[int, int]:
            return p[0] + offset[0], p[1] + offset[1]

        c = self.village.diameter / 2
        board = [at(self.project(c + c * math.cos(a), c + c * math.sin(a))) for a in _angles(72)]
        rim = [(x, y + int(2.5 * self.scale)) for x, y in board]
        pygame.draw.polygon(surface, GROUND_EDGE, rim)
        if not self._ground_picture(surface, board):
            pygame.draw.polygon(surface, GROUND, board)
            rng = random.Random(7)  # grass tufts and stones: the same every time
            for _ in range(260):
                r = c * math.sqrt(rng.random()) * 0.97
                a = rng.uniform(0, 2 * math.pi)
                x, y = at(self.project(c + r * math.cos(a), c + r * math.sin(a)))
                shade = rng.choice(((44, 58, 50), (28, 38, 34), (60, 70, 62)))
                pygame.draw.circle(surface, shade, (x, y), max(1, int(self.scale * 0.25)))
        surface.blit(self.shadows(board, at), (0, 0))
        things: list[tuple[float, str, int]] = [
            (b.y + b.h, "building", i) for i, b in enumerate(self.village.buildings)
        ] + [(t.y, "tree", i) for i, t in enumerate(self.village.trees)]
        for _, kind, index in sorted(things):
            if kind == "building":
                self.draw_building(surface, index, at)
            else:
                self.draw_tree(surface, index, at)
        return surface

    def shadows(self, board: list[Point], at: Callable[[Point], Point]) -> pygame.Surface:
        """The moon's shadows of the buildings and trees on the ground, as big as the
        village's rect: cut to the board (`board`, its outline in the rect), as a shadow
        falls on the ground and never on the sky beyond it."""
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
        ground = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.polygon(ground, (255, 255, 255, 255), board)
        shadows.blit(ground, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return shadows

    def _ground_picture(self, surface: pygame.Surface, board: list[Point]) -> bool:
        """The ground picture repeated over the board (squashed as the view squashes
        the ground), cut to the board's outline; False when the picture is missing."""
        tile = max(8, round(GROUND_TILE_CM * self.scale))
        ground = art.tiled(art.GROUND, (tile, max(4, round(tile * TILT))), surface.get_size())
        if ground is None:
            return False
        outline = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(outline, (255, 255, 255, 255), board)
        ground.blit(outline, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        ground.fill((205, 210, 225), special_flags=pygame.BLEND_RGB_MULT)  # moonlit
        surface.blit(ground, (0, 0))
        return True

    def _shadow(self, b: Building) -> list[tuple[int, int]]:
        h = b.floors * FLOOR_HEIGHT
        sx, sy = MOON_SHADOW[0] * h, MOON_SHADOW[1] * h
        corners = b.corners()
        moved = [(x + sx, y + sy) for x, y in corners]
        hull = _convex_hull(corners + moved)
        return [self.project(x, y) for x, y in hull]

    def draw_building(
        self,
        surface: pygame.Surface,
        index: int,
        at: Callable[[Point], Point],
        *,
        glow: bool = True,
    ) -> None:
        """A building's walls and roof (`glow`: with its lamplight on the ground)."""
        b = self.village.buildings[index]
        left, right = at(self.project(b.x, b.y + b.h))[0], at(self.project(b.x + b.w, b.y + b.h))[0]
        width = right - left
        ground = at(self.project(b.x, b.y + b.h, 0))[1]
        eave = at(self.project(b.x, b.y + b.h, b.floors * FLOOR_HEIGHT))[1]
        back = at(self.project(b.x, b.y, b.floors * FLOOR_HEIGHT))[1]
        rng = random.Random(index * 31 + 5)
        colour = art.ROOF_NAMES[rng.randrange(len(art.ROOF_NAMES))]
        roof_name = f"roof_{colour}"
        wall = _wall_picture(self, surface, b, rng, (left, ground), width, colour, glow)
        if not wall:
            _draw_plain_walls(self, surface, index, at)
        over = max(2, round(self.scale * 0.35))
        roof_rect = pygame.Rect(left - over, back - over, width + 2 * over, eave - back + over)
        tile_w = max(8, round(self.scale * ROOF_TILE_CM))
        roof = art.tiled(roof_name, (tile_w, tile_w * 3 // 5), roof_rect.size)
        if roof is None:
            _draw_plain_roof(self, surface, index, at)
            return
        # the ridge where the ninjas stand: at the back edge, they stood on the roof's
        # far slope, above its ridge, and seemed to float (issue 33)
        _shade_roof(roof, self.unit, over + round(NINJA_BACK_CM * TILT * self.scale))
        surface.blit(roof, roof_rect.topleft)
        fascia = pygame.Rect(roof_rect.left, roof_rect.bottom, roof_rect.width, max(2, over))
        pygame.draw.rect(surface, ROOF_EDGE, fascia)
        pygame.draw.line(surface, ROOF_RIDGE, fascia.topleft, fascia.topright, self.px(1))
        under = pygame.Surface((width, max(2, over * 2)), pygame.SRCALPHA)
        for k in range(under.get_height()):  # the eave's shadow on the wall below
            alpha = int(120 * (1 - k / under.get_height()))
            pygame.draw.line(under, (0, 0, 0, alpha), (0, k), (width, k))
        surface.blit(under, (left, fascia.bottom))
        edge = self.px(1)
        pygame.draw.rect(surface, (16, 12, 24), roof_rect.inflate(2 * edge, 2 * edge), edge)

    def draw_tree(self, surface: pygame.Surface, index: int, at: Callable[[Point], Point]) -> None:
        t = self.village.trees[index]
        base = at(self.project(t.x, t.y, 0))
        width = round(t.radius * 2 * self.scale * TREE_SPREAD)
        height = width * 13 // 10
        image = art.scaled(f"tree_{art.TREES[index % len(art.TREES)]}", (width, height))
        if image is not None:  # the trunk's foot (126/130 of the picture) on the ground
            surface.blit(image, (base[0] - width // 2, base[1] - height * 126 // 130))
            return
        top = at(self.project(t.x, t.y, 3.0))
        pygame.draw.line(surface, (70, 50, 36), base, top, max(2, int(self.scale * 0.8)))
        r = int(t.radius * self.scale)
        for k, (dx, dy, shade) in enumerate(
            ((0, 0, TREE_DARK), (-0.3, -0.4, TREE_LIGHT), (0.35, -0.2, TREE_DARK))
        ):
            centre = (top[0] + int(dx * r), top[1] + int(dy * r) - k * 2)
            pygame.draw.circle(surface, shade, centre, int(r * (0.9 - 0.15 * k)))

    # ------------------------------------------------------------------ each frame
    def roof_at(self, pos: tuple[int, int]) -> int | None:
        """The building drawn at a point of the screen (its roof or its walls); the
        nearer one where two overlap on the screen."""
        buildings = self.village.buildings
        for building in sorted(
            range(len(buildings)), key=lambda i: -(buildings[i].y + buildings[i].h)
        ):
            b = buildings[building]
            left, top = self.project(b.x, b.y, self.roof_height(building))
            right, bottom = self.project(b.x + b.w, b.y + b.h, 0.0)
            if pygame.Rect(left, top, right - left, bottom - top).collidepoint(pos):
                return building
        return None

    def roof_outline(self, building: int) -> list[tuple[int, int]]:
        """A roof's corners on screen (to ring it)."""
        z = self.roof_height(building)
        return [self.project(x, y, z) for x, y in self.village.buildings[building].corners()]

    def ring_roof(
        self, canvas: pygame.Surface, building: int, colour: tuple[int, int, int], width: int
    ) -> None:
        """A roof ringed in `colour` (a target, a hint, a roof pointed at)."""
        pygame.draw.polygon(canvas, colour, self.roof_outline(building), width)

    def token_size(self) -> int:
        return max(10, round(self.scale * TOKEN_CM))

    def token_spot(self, building: int, k: int) -> Point:
        """Where the k-th token lies on a building's roof: in staggered rows from the
        front, so that no two cover each other and the ninjas standing at the back hide
        none (a roof holds a few; beyond TOKEN_SPOTS they go round the middle); one a
        nearer building would hide lies on the part of the roof seen (token_spots.py)."""
        if k < len(TOKEN_SPOTS):
            laid = self._token_spots.get(building)
            if laid is None:
                laid = token_spots.spots(self, building, list(TOKEN_SPOTS), TOKEN_SQUASH)
                self._token_spots[building] = laid
            return laid[k]
        angle = k * 2.1
        return self.roof_point(building, 1.6 * math.cos(angle), 1.2 * math.sin(angle) + 0.4)

    def ninja_spot(self, building: int, seat: int) -> Point:
        """Where a seat's ninja is drawn standing on a building's roof (its feet): side
        by side in seat order, the row centred on the roof, as near its centre line as
        hides none of the tokens lying on it and keeps their bodies off the tops of the
        roofs behind (depth.standing_depth)."""
        b = self.village.buildings[building]
        there = self.standing.get(building, [])
        if seat in there:  # those there only, apart, as far as the roof is wide, and
            # aside of the one on its string's mark at the centre (stand_row.py)
            marked = self.marked[1] if self.marked and self.marked[0] == building else None
            offsets, dx, back = stand_row.row(there, seat, b.w, NINJA_APART, NINJA_BODY_CM, marked)
        else:
            offsets = [(k - (self.players - 1) / 2) * NINJA_SPACING for k in range(self.players)]
            dx, back, marked = offsets[seat % self.players], None, None
        lying = self.lying.get(building, 0)
        farther = [i for kind, i in self.back_to_front if kind == "building"]
        farther = farther[: farther.index(building)]
        # the tokens on the roofs behind count too: a ninja's hat over them read as if
        # they lay on its head (issue 33, newcomer W, s9 nt34: Green on roof 6, roof 3's)
        behind = tuple((i, self.lying[i]) for i in farther if self.lying.get(i))
        key = (building, tuple(offsets), lying, behind)
        place = self._stand.get(key)
        if place is None:
            middle = max(NINJA_BACK_CM, b.h / 2 - NINJA_MIDDLE_CM)
            depths = (NINJA_BACK_CM, middle, max(middle, b.h - NINJA_FRONT_CM))
            tokens = [self._token_box(building, k) for k in range(lying)]
            outline = self.roof_outline(building)  # (those a ninja here might reach)
            reach = pygame.Rect(outline[0], (0, 0)).unionall(
                [pygame.Rect(p, (0, 0)) for p in outline]
            )
            reach.inflate_ip(self.ninja_height() * 2, 0)
            reach.top -= self.ninja_height()
            boxes = [self._token_box(i, k) for i, count in behind for k in range(count)]
            others = [box for box in boxes if reach.colliderect(box)]
            room = max(0.0, (b.w - NINJA_BODY_CM) / 2 - max(abs(x) for x in offsets))
            place = standing_depth(self, building, offsets, depths, tokens, others, room)
            self._stand[key] = place
        depth, slide = place
        if back is not None:  # a crowded row: every other one a step back (behind the
            front = b.h / 2 if marked in there else depth  # one on the mark, if one is)
            depth = stand_row.staggered(front, back, NINJA_BACK_CM, b.h - NINJA_FRONT_CM)
        return self.roof_point(building, dx + slide, depth - b.h / 2)

    def _token_box(self, building: int, k: int) -> pygame.Rect:
        """Where the k-th token on a building's roof covers the village."""
        size = self.token_size()
        box = pygame.Rect(0, 0, size, round(size * TOKEN_SQUASH))
        box.center = self.token_spot(building, k)
        return box

    def ninja_body(self, feet: Point) -> pygame.Rect:
        """Where a ninja standing at `feet` covers the village (its body, not the air
        around its picture)."""
        h = self.ninja_height()
        w = h * 2 // 5
        return pygame.Rect(feet[0] - w // 2, feet[1] - h, w, h)

    def ninja_cover(self, feet: Point) -> pygame.Rect:
        """What a ninja drawn at `feet` covers: its body and the base it stands on."""
        rx = max(4, round(NINJA_BASE_CM * self.scale))
        base = pygame.Rect(0, 0, rx * 2, max(3, round(rx * 2 * TILT)))
        base.center = feet
        return base.union(self.ninja_body(feet))

    def ninja_height(self) -> int:
        return max(14, round(self.scale * NINJA_CM))

    def draw_token(
        self,
        canvas: pygame.Surface,
        face: str,
        centre: Point,
        colour: tuple[int, int, int],
        size: int | None = None,
        squash: float = TOKEN_SQUASH,
    ) -> None:
        """One token as `face` (a kind, or "pink"/"yellow": its back) shows it."""
        d = size or self.token_size()
        image = art.token(face, d, squash)
        if image is not None:
            canvas.blit(image, image.get_rect(center=centre))
            return
        r = d // 2
        pygame.draw.circle(canvas, (20, 14, 24), (centre[0], centre[1] + 1), r)
        pygame.draw.circle(canvas, colour, centre, r)

    def draw_ninja(
        self, canvas: pygame.Surface, seat: int, feet: Point, colour: tuple[int, int, int]
    ) -> pygame.Rect:
        """A seat's ninja standing at `feet` on its base; returns what it covers."""
        h = self.ninja_height()
        image = art.ninja(seat, h, rim=_bright(colour))
        x, y = feet
        rx = max(4, round(NINJA_BASE_CM * self.scale))
        base = pygame.Rect(0, 0, rx * 2, max(3, round(rx * 2 * TILT)))
        base.center = (x, y)  # the base it stands on, flat on its roof
        pygame.draw.ellipse(canvas, (16, 14, 22), base)
        pygame.draw.ellipse(canvas, _bright(colour), base, max(2, self.px(2)))
        if image is not None:
            box = canvas.blit(image, image.get_rect(midbottom=(x, y + self.px(2))))
            return box.union(base)
        pygame.draw.line(canvas, (16, 14, 22), (x, y), (x, y - h * 3 // 4), max(3, h // 4))
        pygame.draw.circle(canvas, (16, 14, 22), (x, y - h * 3 // 4), max(3, h // 5))
        art.emblem(canvas, seat, (x, y - h * 2 // 5), max(3, h // 7), colour)
        return base.union(self.ninja_body(feet))

    def draw(
        self,
        canvas: pygame.Surface,
        roofs: list[list[int]],
        positions: list[int | None],
        colours: list[tuple[int, int, int]],
        token_colours: list[tuple[int, int, int]] | None = None,
        *,
        faces: list[str] | None = None,
        hidden: Collection[int] = (),
        nudges: dict[int, Point] | None = None,
        still: bool = True,
        front: int | None = None,
    ) -> None:
        """The village, the tokens on each roof as `faces` shows them (a kind, or only
        the colour of its back) and each ninja on its roof. `hidden` tokens are not
        drawn (they are flying somewhere); `nudges` moves a seat's ninja (a shake);
        `still=False` leaves out the still layer (the caller drew it already); the seat
        `front` (the one aiming) is drawn over every roof and ninja: behind Blue on a
        shared roof, newcomer 62 lost sight of their own ninja while aiming."""
        if still:
            canvas.blit(self.layer(), self.rect.topleft)
        here: dict[int, list[int]] = {}
        for seat, b in enumerate(positions):
            if b is not None:
                here.setdefault(b, []).append(seat)
        self.standing = here
        self.lying = {index: len(tokens) for index, tokens in enumerate(roofs) if tokens}
        drawn: list[pygame.Rect] = []
        """What this frame drew over the still layer so far: a building or tree drawn
        after it, nearer, is drawn again over it (scenes/night/depth.py)."""
        d = self.token_size()
        marks = self.kept.marks_now() if self.kept is not None else None

        def stand(building: int, seat: int) -> None:
            x, y = self.ninja_spot(building, seat)
            dx, dy = (nudges or {}).get(seat, (0, 0))
            colour = colours[seat % len(colours)]
            self.pictures.standing_pool(canvas, building, (x, y), _bright(colour))
            drawn.append(self.draw_ninja(canvas, seat, (x + dx, y + dy), colour))

        def lay(tokens: list[tuple[int, Point]]) -> None:
            for token, spot in tokens:
                colour = token_colours[token] if token_colours else (236, 140, 170)
                face = faces[token] if faces else "pink"
                self.draw_token(canvas, face, spot, colour)
                drawn.append(pygame.Rect(spot[0] - d // 2, spot[1] - d // 2, d, d))

        for kind, index in self.back_to_front:  # painter's order: the farthest first
            if kind != "building":  # a tree's leaves never hide a roof's tokens (they
                continue  # hid roof 7's in the guided game): the still layer's tree only
            if drawn:
                self.pictures.cover(canvas, kind, index, drawn)
            if marks is not None:  # the roof a computer's ninja landed on, ringed
                ring = marks.draw_roof(canvas, self, index, colours)
                drawn += [ring] if ring is not None else []
            if here.get(index):  # its front edge in its ninjas' colours (roof_marks.py)
                row = sorted(here[index], key=lambda seat: self.ninja_spot(index, seat)[0])
                seats = [colours[seat % len(colours)] for seat in row]  # as they stand
                edge = roof_marks.draw_marks(
                    canvas, self.roof_outline(index), [_bright(c) for c in seats], self.px(4)
                )
                drawn += [edge] if edge is not None else []
            # its tokens behind its ninjas' feet first (a ninja is drawn in from the
            # back edge where the roof behind would be under its body), then the ninjas
            standing = [seat for seat in here.get(index, ()) if seat != front]
            standing.sort(key=lambda seat: self.ninja_spot(index, seat)[1])  # far first
            feet = min((self.ninja_spot(index, seat)[1] for seat in standing), default=None)
            spots = [
                (token, self.token_spot(index, k))
                for k, token in enumerate(roofs[index])
                if token not in hidden
            ]
            behind = [t for t in spots if feet is not None and t[1][1] < feet]
            lay(behind)
            for seat in standing:
                stand(index, seat)
            lay([t for t in spots if t not in behind])
        aiming = positions[front] if front is not None else None
        if front is not None and aiming is not None:
            stand(aiming, front)
        if marks is not None:  # its trail, the ninja it hit, the tokens it took
            marks.draw_over(canvas, self, positions, colours)

    def draw_tokens_over(
        self,
        canvas: pygame.Surface,
        roofs: list[list[int]],
        faces: list[str],
        colours: list[tuple[int, int, int]],
        covers: list[pygame.Rect],
        hidden: Collection[int] = (),
        lines: Sequence[Sequence[Point]] = (),
    ) -> list[int]:
        """The tokens lying under `covers` or `lines` (what is drawn over the village
        after them: the grapnel or fist lying where it landed, its rope) drawn again
        over them, whole: what lies on a roof is never hidden. Returns those tokens."""
        if not covers and not lines:
            return []
        d = self.token_size()
        reach = d / 2 + self.px(ROPE_REACH)
        near = [(line, _line_box(line, reach)) for line in lines]  # a token far from a
        again: list[int] = []  # line's box is far from the line: not measured (rope lag)
        for building, tokens in enumerate(roofs):
            for k, token in enumerate(tokens):
                if token in hidden:
                    continue
                spot = self.token_spot(building, k)
                box = pygame.Rect(0, 0, d, max(1, round(d * TOKEN_SQUASH)))
                box.center = spot
                if box.collidelist(covers) >= 0 or any(
                    around.collidepoint(spot) and _near_line(spot, line, reach)
                    for line, around in near
                ):
                    self.draw_token(canvas, faces[token], spot, colours[token])
                    again.append(token)
        return again


def _wall_picture(
    view: VillageView,
    surface: pygame.Surface,
    b: Building,
    rng: random.Random,
    bottom_left: Point,
    width: int,
    colour: str,
    glow: bool = True,
) -> bool:
    """The front wall from the wall pictures, floor by floor, bay by bay, a little
    tiled roof (eave_<colour>, the colour of the building's roof) over each floor
    under the top one; False (nothing drawn) when a wall picture is missing."""
    floor_h = round(FLOOR_HEIGHT * view.scale)
    bays = max(1, round(b.w / BAY_CM))
    edges = [bottom_left[0] + round(k * width / bays) for k in range(bays + 1)]
    if any(art.picture(f"wall_{w}") is None for w in art.WALLS):
        return False
    left, ground = bottom_left
    for floor in range(b.floors):
        top = ground - (floor + 1) * floor_h
        for k in range(bays):
            door = floor == 0 and k == bays // 2
            kind = "door" if door else ("lit" if rng.random() < LIT_SHARE else "dark")
            image = art.scaled(f"wall_{kind}", (edges[k + 1] - edges[k], floor_h))
            assert image is not None
            surface.blit(image, (edges[k], top))
            if glow and floor == 0 and kind in ("lit", "door"):
                _glow(view, surface, ((edges[k] + edges[k + 1]) // 2, ground))
        if floor:  # a little tiled roof between the floors
            _eave(view, surface, colour, left, ground - floor * floor_h, width)
    pygame.draw.rect(
        surface,
        (14, 10, 14),
        (left, ground - b.floors * floor_h, width, b.floors * floor_h),
        view.px(1),
    )
    return True


def _eave(
    view: VillageView, surface: pygame.Surface, colour: str, left: int, y: int, width: int
) -> None:
    """The little tiled roof along a wall at height `y` (its picture repeated, a
    little wider than the wall; a plain band where the picture is missing)."""
    two = view.px(2)
    height = max(4, round(view.scale * EAVE_CM))
    tile = (max(4, round(height * EAVE_ASPECT)), height)
    eave = art.tiled(f"eave_{colour}", tile, (width + 2 * two, height))
    if eave is not None:  # in the shade, as a roof's near slope is
        eave.fill(EAVE_NIGHT, special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(eave, (left - two, y - height * 2 // 3))
        return
    band = pygame.Rect(left - two, y - two, width + 2 * two, max(3, round(view.scale * 0.45)))
    pygame.draw.rect(surface, ROOF_EDGE, band)
    pygame.draw.line(surface, ROOF_RIDGE, band.topleft, band.topright, view.px(1))


def _glow(view: VillageView, surface: pygame.Surface, centre: Point) -> None:
    """Lamplight spilling from a lit ground-floor window onto the ground in front."""
    w, h = round(view.scale * 3.2), round(view.scale * 1.4)
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(6):
        rect = pygame.Rect(0, 0, w * (6 - k) // 6, h * (6 - k) // 6)
        rect.center = (w // 2, h // 2)
        pygame.draw.ellipse(glow, (*WINDOW, 10 + k * 4), rect)
    surface.blit(glow, glow.get_rect(midtop=(centre[0], centre[1] - h // 4)))


def _draw_plain_walls(
    view: VillageView, surface: pygame.Surface, index: int, at: Callable[[Point], Point]
) -> None:
    """The walls drawn by hand, where a wall picture is missing."""
    b = view.village.buildings[index]
    h = b.floors * FLOOR_HEIGHT
    x0, x1, y1 = b.x, b.x + b.w, b.y + b.h
    front = [at(view.project(x, y1, z)) for x, z in ((x0, 0), (x1, 0), (x1, h), (x0, h))]
    pygame.draw.polygon(surface, WALL, front)
    rng = random.Random(index * 31 + 5)
    for floor in range(b.floors):  # windows, some lit
        z = floor * FLOOR_HEIGHT + FLOOR_HEIGHT * 0.45
        count = max(1, int(b.w // 3))
        for k in range(count):
            p = at(view.project(x0 + (k + 0.5) * b.w / count, y1, z))
            w, hgt = max(2, int(view.scale * 0.9)), max(3, int(view.scale * 1.2))
            colour = WINDOW if rng.random() < LIT_SHARE else WINDOW_DARK
            pygame.draw.rect(surface, colour, (p[0] - w // 2, p[1] - hgt // 2, w, hgt))
        if floor:
            a = at(view.project(x0 - 0.4, y1 + 0.3, floor * FLOOR_HEIGHT))
            c = at(view.project(x1 + 0.4, y1 + 0.3, floor * FLOOR_HEIGHT))
            pygame.draw.line(surface, ROOF, a, c, max(2, int(view.scale * 0.6)))


def _draw_plain_roof(
    view: VillageView, surface: pygame.Surface, index: int, at: Callable[[Point], Point]
) -> None:
    """The roof drawn by hand, where its texture is missing."""
    b = view.village.buildings[index]
    h = b.floors * FLOOR_HEIGHT
    x0, y0, x1 = b.x, b.y, b.x + b.w
    roof = [at(view.project(x, y, h)) for x, y in b.corners()]
    pygame.draw.polygon(surface, ROOF, roof)
    for k in range(1, 5):  # tile rows
        yy = y0 + k * b.h / 5
        a, c = at(view.project(x0, yy, h)), at(view.project(x1, yy, h))
        pygame.draw.line(surface, (64, 50, 86), a, c, view.px(1))
    ridge_y = y0 + NINJA_BACK_CM  # where the ninjas stand, as on the roof pictures
    a, c = at(view.project(x0 + 0.5, ridge_y, h)), at(view.project(x1 - 0.5, ridge_y, h))
    pygame.draw.line(surface, ROOF_RIDGE, a, c, view.px(2))
    pygame.draw.polygon(surface, (20, 16, 28), roof, view.px(1))


def _line_box(line: Sequence[Point], reach: float) -> pygame.Rect:
    """The box around the polyline `line`, `reach` pixels out on every side (and one
    more: collidepoint leaves out the right and bottom edges)."""
    if not line:
        return pygame.Rect(0, 0, 0, 0)
    xs, ys = [x for x, _ in line], [y for _, y in line]
    grow = math.ceil(reach) + 1
    return pygame.Rect(
        min(xs) - grow,
        min(ys) - grow,
        max(xs) - min(xs) + 2 * grow + 1,
        max(ys) - min(ys) + 2 * grow + 1,
    )


def _near_line(point: Point, line: Sequence[Point], reach: float) -> bool:
    """Does the polyline `line` pass within `reach` pixels of `point`?"""
    px, py = point
    for (ax, ay), (bx, by) in zip(line, line[1:], strict=False):
        dx, dy = bx - ax, by - ay
        span = dx * dx + dy * dy
        t = 0.0 if span == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / span))
        if math.hypot(ax + dx * t - px, ay + dy * t - py) <= reach:
            return True
    return False


def _shade_roof(roof: pygame.Surface, unit: float = 1.0, ridge: int | None = None) -> None:
    """Give a flat texture its slopes: the far slope faces the moon, the near one is in
    shade, with a ridge between them, `ridge` pixels from the top (2/5 of the way if
    None; its details `unit` times their designed size)."""
    w, h = roof.get_size()
    roof.fill(ROOF_NIGHT, special_flags=pygame.BLEND_RGB_MULT)
    ridge = h * 2 // 5 if ridge is None else min(ridge, h - 1)
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        if y < ridge:
            colour = (255, 255, 255, int(26 * (1 - y / max(ridge, 1))))
        else:
            colour = (0, 0, 0, int(30 + 70 * (y - ridge) / max(h - ridge, 1)))
        pygame.draw.line(shade, colour, (0, y), (w, y))
    roof.blit(shade, (0, 0))
    if _ridge_picture(roof, ridge, unit):
        return
    two = max(1, round(2 * unit))
    pygame.draw.rect(roof, ROOF_EDGE, (0, ridge - two, w, 2 * two))
    pygame.draw.line(roof, ROOF_RIDGE, (0, ridge - two), (w, ridge - two), max(1, round(unit)))
    for x in (two + 1, w - two - 4):  # the ridge's end tiles
        pygame.draw.circle(roof, ROOF_RIDGE, (x, ridge), max(2, round(3 * unit)))
        pygame.draw.circle(roof, ROOF_EDGE, (x, ridge), max(1, round(2 * unit)))


def _ridge_picture(roof: pygame.Surface, ridge: int, unit: float) -> bool:
    """The ridge along the roof from its pictures (a row of cap tiles, an end tile at
    each end), centred on the line `ridge`; False when one is missing."""
    height = max(4, round(RIDGE_CM * UNIT_CM * unit))
    band = art.tiled("ridge", (height * 3, height), (roof.get_width(), height))
    side = height * 3 // 2
    end = art.scaled("ridge_end", (side, side))
    if band is None or end is None:
        return False
    roof.blit(band, (0, ridge - height // 2))
    bottom = ridge + height // 2
    roof.blit(end, end.get_rect(bottomleft=(0, bottom)))
    roof.blit(end, end.get_rect(bottomright=(roof.get_width(), bottom)))
    return True


def _bright(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A player's colour lifted toward white: the rim that says whose ninja it is."""
    r, g, b = colour
    return (r + (255 - r) // 3, g + (255 - g) // 3, b + (255 - b) // 3)


def _lerp3(a: Point3, b: Point3, t: float) -> Point3:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


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
