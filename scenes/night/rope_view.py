"""The thrown rope: what a throw being shown holds (RopeShow), the rope's flight from
the rules' landing point (ninjas/night/rope.py), and its drawing on the village: the
rope hidden behind the buildings in front of it, the grapnel or fist at its end, its
shadow in flight, the mark it was thrown from. The string in the hands (string_aim.py)
is drawn with the same rope, grapnel and mark."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from ninjas.night import data
from ninjas.night.rope import EVERY, STEP, simulate_throw
from ninjas.night.village import Village

from .. import theme
from . import art
from .palette import ROPE_SHADOW, STRING_COLOUR
from .village_view import TILT, Point3, VillageView

ROPE_FPS = 1.0 / (STEP * EVERY)
"""Rope frames shown a second (as many as the simulation records)."""
ROPE_HOLD = 12
"""Frames the settled rope stays before it is taken away."""
CROSSING_FRAMES = 14
"""Rope frames the thrower takes to cross along the landed rope to the roof it hit."""
BLADES = ("kunai", "shuriken")
"""The bonuses thrown on the fighting string, each drawn at its end (art <kind>_end)."""
REST_CM = 0.6
"""How far from where it ends a landed grapnel or fist may still be drawn and read as
lying there (cm): most settle within it as they land; one caught on a roof's edge, then
falling, does not."""
LIES_ON = 0.6
"""How far inside its roof a hit's grapnel or fist is drawn at least, in its radii:
its centre well on the roof, so it reads as lying there."""
ROPE_WIDTH = 3
"""A rope's thickness (design px at the village's scale): the thrown rope, the settled
rope and the string in the hands, as the Grappling Hook's rope."""
MARK_RADIUS = 5
"""The string's mark (design px): the red dot pinched at the string's near end in the
hands, and the same dot on the map at the thrower's feet, where the string is held
(the rulebook's indicator, set "in front of the plastic base of your ninja") and where
the rules measure a throw from: the player matches mark to roof on the map with mark
to grapnel in the hands."""


@dataclass(frozen=True)
class Shown:
    """What the table draws of the state: live, or as it was before a throw whose rope
    is still in the air (its result is told only when it lands)."""

    positions: list[int | None]
    roofs: list[list[int]]
    backpacks: list[list[int | None]]
    held: list[int]


@dataclass
class RopeShow:
    """A throw being shown: the rope's frames (village cm, hand first, grapnel or fist
    last), the first frame with it down, and what waits for that moment: the state
    as it was before the throw (drawn until then), the log lines and sounds."""

    frames: list[list[tuple[float, float, float]]]
    landed: int
    seat: int
    fist: bool
    before: Shown
    landing_sound: str
    crosses_to: int | None = None
    """The roof the thrower goes to along the rope once it has landed (a hit that
    moves it), else None."""
    age: float = 0.0
    told: bool = False
    lines: list[str] = field(default_factory=list)
    sounds: list[str] = field(default_factory=list)
    result: str = ""
    hit: bool = True
    blade: str = ""
    """The bonus thrown on the fighting string ("kunai", "shuriken"), else ""."""
    pace: float = 1.0
    """How many times quicker it plays (a computer's turn within its budget: Stage.fit)."""
    rests: int = 0
    """The first frame from which the grapnel or fist lies still where it ends (within
    REST_CM): a miss caught on a roof's edge falls from it after `landed` (resting)."""

    @property
    def frame(self) -> int:
        return min(int(self.age * ROPE_FPS), len(self.frames) - 1)

    @property
    def down(self) -> bool:
        """The grapnel or fist has landed: the result may be told."""
        return self.age * ROPE_FPS >= self.landed

    @property
    def settled(self) -> bool:
        """Down and lying still: its result is told (Stage.advance_rope). A miss caught
        on a roof's edge was told there, its banner up while it still fell to the
        ground (newcomer R, s19: 'the banner shows while the grapnel is still flying')."""
        return self.age * ROPE_FPS >= max(self.landed, self.rests)

    @property
    def over(self) -> bool:
        return self.age * ROPE_FPS >= len(self.frames) + ROPE_HOLD

    @property
    def crossed(self) -> float:
        """How far (0 to 1) the thrower has gone along the landed rope."""
        return min(1.0, max(0.0, (self.age * ROPE_FPS - self.landed) / CROSSING_FRAMES))

    @property
    def crossing(self) -> bool:
        """The thrower is on its way along the landed rope, in the air (Stage.nudges)."""
        return self.told and self.crosses_to is not None and self.crossed < 1.0

    @property
    def seconds(self) -> float:
        """Its whole show at speed 1, flight, landing and hold."""
        return (len(self.frames) + ROPE_HOLD) / ROPE_FPS

    def hurry(self) -> None:
        """Landed, and held to its end."""
        self.age = self.seconds


def throw_rope(
    d: dict[str, Any], before: Shown, village: Village, view: VillageView, moved: bool
) -> RopeShow:
    """The throw's rope (its event's data `d`): from the thrower's hand to the rules'
    landing point, over the roofs between; it rests on the roof under that point, or
    falls to the ground (a lower roof) when there is none. `moved`: the thrower goes
    along it to the roof it hit."""
    start, target = int(d["from"]), int(d["to"])
    landing = drawn_landing(
        village, start, target, (float(d["landing"][0]), float(d["landing"][1])), d["success"]
    )
    under = target if d["success"] else village.building_at(landing)
    walls = [
        (enter, leave, view.roof_height(b))
        for b, enter, leave in village.crossings(start, target, data.MOVE_STRING_MAX + 10)
    ]
    (ax, ay), (bx, by) = village.centre(start), village.centre(target)
    throw = simulate_throw(  # held at the thrower's feet, on the mark
        village.centre(start),
        landing,
        toward_eye=(by - ay) / (math.hypot(bx - ax, by - ay) or 1.0),
        hand_height=view.roof_height(start),
        aim_height=view.roof_height(target),
        rest_height=view.roof_height(under) if under is not None else 0.0,
        walls=walls,
    )
    fist = d["action"] != "move"
    return RopeShow(
        throw.frames,
        throw.landed,
        int(d["seat"]),
        fist,
        before,
        "night_fist" if fist else "night_grapnel",
        crosses_to=target if moved else None,
        blade=d["action"] if d["action"] in BLADES else "",
        rests=resting(throw.frames, throw.landed),
    )


def resting(frames: list[list[tuple[float, float, float]]], landed: int) -> int:
    """The first frame, `landed` or later, from which the rope's end stays within
    REST_CM of where it ends."""
    end = frames[-1][-1]
    k = len(frames) - 1
    while k > landed and math.dist(frames[k - 1][-1], end) <= REST_CM:
        k -= 1
    return max(k, landed)


def drawn_landing(
    village: Village, start: int, target: int, landing: tuple[float, float], hit: bool
) -> tuple[float, float]:
    """Where the grapnel or fist is drawn to rest: the rules' landing point, moved
    along the throw's line just as far as it takes to read as the rules judged. A hit
    lies on the roof it hit (a grapnel that only caught the edge with its centre off
    the roof was drawn on the building's front wall, and read as a miss); a miss lies
    off it (a fist that hangs over the edge, its centre on the roof, read as a hit)."""
    crossing = next(
        (
            (enter, leave)
            for b, enter, leave in village.crossings(start, target, 1e6)
            if b == target
        ),
        None,
    )
    (ax, ay), (bx, by) = village.centre(start), village.centre(target)
    span = math.hypot(bx - ax, by - ay)
    if crossing is None or span == 0:
        return landing
    enter, leave = crossing
    along = math.hypot(landing[0] - ax, landing[1] - ay)
    if hit:  # most of it on the roof: its tines or knuckles over the edge at most
        margin = min(data.GRAPNEL_RADIUS * LIES_ON, (leave - enter) / 2)
        where = min(max(along, enter + margin), leave - margin)
    elif enter <= along <= leave:  # off the roof, by the side it hangs over
        margin = data.FIST_RADIUS
        where = enter - margin if along - enter < leave - along else leave + margin
    else:
        return landing
    if where == along:
        return landing
    return (ax + (bx - ax) * where / span, ay + (by - ay) * where / span)


def along_rope(view: VillageView, rope: RopeShow, share: float) -> tuple[float, float]:
    """On screen, the point `share` of the way (eased) from the mark along this
    frame's rope, as far as it goes toward the thrower's place on the roof it hit,
    then onto that place: always onward, never past it and back."""
    points = [view.project(*p) for p in rope.frames[rope.frame]]
    roof = rope.crosses_to
    end = points[-1] if roof is None else view.ninja_spot(roof, rope.seat)
    (x0, y0), (x1, y1) = points[0], end
    chord = (x1 - x0) ** 2 + (y1 - y0) ** 2 or 1

    def onward(p: tuple[int, int]) -> float:
        return ((p[0] - x0) * (x1 - x0) + (p[1] - y0) * (y1 - y0)) / chord

    path: list[tuple[int, int]] = [points[0]]
    for p in points[1:]:
        if not onward(path[-1]) <= onward(p) < 1.0:
            break
        path.append(p)
    path.append(end)
    steps = [math.dist(p, q) for p, q in zip(path, path[1:], strict=False)]
    left = sum(steps) * share * share * (3 - 2 * share)
    for (ax, ay), (bx, by), step in zip(path, path[1:], steps, strict=False):
        if left <= step and step > 0:
            t = left / step
            return ax + (bx - ax) * t, ay + (by - ay) * t
        left -= step
    return float(end[0]), float(end[1])


def draw_rope_line(
    canvas: pygame.Surface, view: VillageView, points: list[tuple[int, int]], drop: int
) -> None:
    """A rope or string along `points` (screen pixels), its shadow `drop` pixels
    below: the hemp rope's picture (art.rope, as the Grappling Hook's) as thick as
    the village's rope (ROPE_WIDTH design px at its scale), or a plain line where
    the picture is missing. The flying rope, the settled one and the string in the
    hands are all drawn here."""
    width = view.px(ROPE_WIDTH)
    shadow = [(x, y + drop) for x, y in points]
    pygame.draw.lines(canvas, ROPE_SHADOW, False, shadow, width)
    if not art.rope(canvas, points, width):
        pygame.draw.lines(canvas, STRING_COLOUR, False, points, max(1, width - 1))


def draw_mark(canvas: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """The string's mark: a red dot ringed in moonlight, the same in the hands and
    on the map (MARK_RADIUS at the layout's scale: `r`)."""
    pygame.draw.circle(canvas, theme.MOONLIGHT, centre, r + max(1, r // 3))
    pygame.draw.circle(canvas, theme.VERMILION, centre, r)


def draw_grapnel(
    canvas: pygame.Surface,
    view: VillageView,
    centre: tuple[int, int],
    direction: tuple[float, float],
    *,
    fist: bool,
    blade: str = "",
) -> None:
    """The grapnel (three tines) or the fist at a string's end, as big as the rules'
    circle (radius 1.5 cm) looks in the village; a bonus `blade` ("kunai", "shuriken")
    flies on the fighting string in the fist's place, the Kunai's point along it."""
    rx = max(3, round(data.GRAPNEL_RADIUS * view.scale))
    ry = max(2, round(rx * TILT))
    box = pygame.Rect(0, 0, rx * 2, ry * 2)
    box.center = centre
    if blade in BLADES:
        ux, uy = direction
        turn = -math.degrees(math.atan2(ux, -uy)) if blade == "kunai" else 0.0
        picture = art.scaled(f"{blade}_end", box.size, turn)
        if picture is not None:
            canvas.blit(picture, picture.get_rect(center=centre))
            return
    picture = art.scaled("fist" if fist else "grapnel", box.size)
    if picture is not None:  # seen from above, laid flat like the rules' circle
        canvas.blit(picture, box)
        return
    line = view.px(2)
    if fist:
        pygame.draw.ellipse(canvas, (150, 96, 70), box)
        pygame.draw.ellipse(canvas, (70, 40, 30), box, line)
        return
    pygame.draw.ellipse(canvas, (60, 62, 72), box, line)
    ux, uy = direction
    for side in (-1.0, 0.0, 1.0):
        angle = math.atan2(uy, ux) + side * 1.9
        tip = (round(centre[0] + math.cos(angle) * rx), round(centre[1] + math.sin(angle) * ry))
        pygame.draw.line(canvas, (200, 200, 210), centre, tip, line)
    pygame.draw.circle(canvas, (200, 200, 210), centre, view.px(3))


MISS_CM = 2.2
"""Half the reach of a miss's cross, in village cm (a grapnel's circle is 1.5 in radius)."""


def draw_miss(canvas: pygame.Surface, view: VillageView, end: Point3) -> None:
    """A missed throw's grapnel or fist, once the result is told: a vermilion cross,
    ringed in the night's dark, laid flat where it lies (on the ground or a lower roof,
    seen at the village's tilt as the grapnel is), each arm hidden where a building
    stands in front of it, so a miss reads by eye where it lies. It was drawn upright
    over everything, its arms across the walls and roofs of the buildings beside and
    before the spot (the s24 brief: 'drawn over the roof behind')."""
    x, y, z = end
    r = MISS_CM
    width = max(2, view.px(3))
    ring = width + 2 * max(1, view.px(1))
    arms = (((x - r, y - r, z), (x + r, y + r, z)), ((x + r, y - r, z), (x - r, y + r, z)))
    pieces = [piece for arm in arms for piece in view.visible_lines(list(arm))]
    for piece in pieces:
        pygame.draw.lines(canvas, theme.MIDNIGHT, False, piece, ring)
    for piece in pieces:
        pygame.draw.lines(canvas, theme.VERMILION, False, piece, width)


def draw_shadow(
    canvas: pygame.Surface, view: VillageView, village: Village, point: tuple[float, float, float]
) -> None:
    """The flying grapnel's or fist's shadow on what lies under it (a roof or the
    ground): it runs along the throw's line while the grapnel flies above it, so
    the arc reads as height in any direction (toward the eye, height and nearness
    both move a point down the screen)."""
    x, y, z = point
    under = village.building_at((x, y))
    floor = view.roof_height(under) if under is not None else 0.0
    if z <= floor + 0.05 or view.hidden((x, y, floor)):
        return
    rx = max(2, round(data.GRAPNEL_RADIUS * view.scale * 0.8))
    shadow = _shadow_picture(rx, max(1, round(rx * TILT)))
    canvas.blit(shadow, shadow.get_rect(center=view.project(x, y, floor)))


class RopePainter:
    """Draws a rope of this frame; keeps its pieces on screen while the rope's frame
    and the village's place stay the same (hiding it behind buildings costs)."""

    def __init__(self) -> None:
        self.kept: tuple[RopeShow, tuple[int, int], list[list[tuple[int, int]]]] | None = None

    def pieces(self, view: VillageView, rope: RopeShow) -> list[list[tuple[int, int]]]:
        """The rope of this frame on screen, less what the buildings in front of it
        hide (kept while the rope's frame and the village's place stay the same)."""
        key = (rope.frame, id(view))  # the rope itself by identity: a new rope
        kept = self.kept  # may be given a forgotten one's id()
        if kept is None or kept[0] is not rope or kept[1] != key:
            kept = self.kept = (rope, key, view.visible_lines(rope.frames[rope.frame]))
        return kept[2]

    def draw(
        self,
        canvas: pygame.Surface,
        view: VillageView,
        village: Village,
        rope: RopeShow,
        mark: int | None,
    ) -> None:
        """The rope of this frame, hidden where a building stands in front of it, and
        the grapnel or fist at its end (and the mark it was thrown from, `mark` px in
        radius, unless None: a rope left lying after its thrower may have moved on)."""
        points = rope.frames[rope.frame]
        for piece in self.pieces(view, rope):
            draw_rope_line(canvas, view, piece, view.px(1))
        if mark is not None:
            draw_mark(canvas, view.project(*points[0]), mark)
        end = points[-1]
        if not rope.down:
            draw_shadow(canvas, view, village, end)
        if not view.hidden(end):
            before = view.project(*points[-2])
            tip = view.project(*end)
            direction = (tip[0] - before[0], tip[1] - before[1])
            size = math.hypot(*direction) or 1.0
            unit = (direction[0] / size, direction[1] / size)
            draw_grapnel(canvas, view, tip, unit, fist=rope.fist, blade=rope.blade)
            if rope.told and not rope.hit:  # over it, what the buildings leave seen
                draw_miss(canvas, view, end)


@lru_cache(maxsize=4)
def _shadow_picture(rx: int, ry: int) -> pygame.Surface:
    """A soft dark ellipse: a flying grapnel's shadow (kept per size, a few sizes)."""
    picture = pygame.Surface((rx * 2, ry * 2), pygame.SRCALPHA)
    for k in range(3):
        inset = pygame.Rect(0, 0, rx * 2 * (3 - k) // 3, ry * 2 * (3 - k) // 3)
        inset.center = (rx, ry)
        pygame.draw.ellipse(picture, (0, 0, 0, 50), inset)
    return picture
