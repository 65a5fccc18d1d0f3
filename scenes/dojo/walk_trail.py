"""A computer's walks on the board, drawn as they go and kept after its turn, numbered by
order (newcomers A and D, s14, nc-D 055_6, 067_8: the kept arrows chained into a zig-zag,
one head at every step, and 'I couldn't tell which arrow belonged to which ninja or
where each started'; A: 'one group at a time, with its trail drawn as it goes').

Each walk is one line through the hexes it crossed, with one head, at the edge of the
hex it ended on, and a dot on the hex it left. Walks that went the very same way are
one line ('3-5'); walks that share a step only are fanned out side by side across it,
each in its own lane, so seven walks out of one Dojo do not cross into a knot (newcomer
F, s15, 060_08). Each line's number stands ON it, on a light square tag mid-way along
its path, never on a hex's middle where the count badges stand: the numbers were dark
circles the size of the blue counts, beside them ('1, 2, 5' next to a '3' on the Dojo,
newcomer F, s15, 021_4). The recap in the panel numbers its walks alike (their_turn.py).

While the computer's turn is told, its walks so far are drawn (live_walks.py); once
the person may roll, the recap's kept walks (TheirTurn.walks, the same walks)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex

Point = tuple[float, float]


def steps_of(walks: Sequence[Sequence[Hex]]) -> dict[tuple[Hex, Hex], int]:
    """Each step of the walks (from, to), in the order first walked, and how many walks
    took it that way."""
    out: dict[tuple[Hex, Hex], int] = {}
    for walk in walks:
        for step in dict.fromkeys(zip(walk, walk[1:], strict=False)):
            out[step] = out.get(step, 0) + 1
    return out


@dataclass
class Trail:
    """One line on the board: the walks (their numbers) that went by `hexes`, and its
    lane through each step, (tail, tip), moved aside where other lines share the step."""

    numbers: list[int]
    hexes: tuple[Hex, ...]
    lanes: list[tuple[Point, Point]] = field(default_factory=list)

    def points(self) -> list[Point]:
        """The line's corners, from where it set off to its last step's tip."""
        out: list[Point] = []
        for tail, tip in self.lanes:
            out += [tail, tip]
        return out


def trails(view: Any, walks: Sequence[Sequence[Hex]]) -> list[Trail]:
    """The walks as lines (see the module's words), in the order of their first walk."""
    grouped: dict[tuple[Hex, ...], Trail] = {}
    for number, walk in enumerate(walks, 1):
        hexes = tuple(walk)
        if len(hexes) < 2:
            continue
        grouped.setdefault(hexes, Trail([], hexes)).numbers.append(number)
    out = list(grouped.values())
    users: dict[tuple[Hex, Hex], list[int]] = {}
    for i, trail in enumerate(out):  # which lines cross each step, either way
        for a, b in dict.fromkeys(zip(trail.hexes, trail.hexes[1:], strict=False)):
            users.setdefault((min(a, b), max(a, b)), []).append(i)
    r = view.radius
    for i, trail in enumerate(out):
        for a, b in zip(trail.hexes, trail.hexes[1:], strict=False):
            lo, hi = min(a, b), max(a, b)
            start, end = view.centre(lo), view.centre(hi)
            sharing = users[(lo, hi)]
            gap = max(width_of(r) + 3, min(r // 4, round(1.3 * r / len(sharing))))
            shift = (sharing.index(i) - (len(sharing) - 1) / 2) * gap
            dx, dy = end[0] - start[0], end[1] - start[1]
            length = math.hypot(dx, dy) or 1.0
            ox, oy = -dy / length * shift, dx / length * shift  # the same side either way
            ca, cb = view.centre(a), view.centre(b)
            trail.lanes.append(((ca[0] + ox, ca[1] + oy), (cb[0] + ox, cb[1] + oy)))
    return out


def width_of(radius: int) -> int:
    """A walk's line's width for hexes of `radius`."""
    return max(2, radius // 9)


def draw_walks(
    canvas: pygame.Surface, view: Any, walks: Sequence[Sequence[Hex]], colour: theme.Colour
) -> None:
    """The walks' lines on the board in `colour`, under the ninjas (see the module's
    words): one head a line, at the edge of the hex it ended on, where the ninjas there
    leave it seen; a dot where each set off."""
    from .map_layers import arrow

    r = view.radius
    width, head = width_of(r), max(8, r // 3)
    dot = max(3, r // 7)
    for trail in trails(view, walks):
        points = [_at(p) for p in trail.points()]
        if len(points) > 2:
            body = points[:-1]  # (the last step: the arrow, with its head)
            pygame.draw.lines(canvas, theme.SHADOW, False, [_at(p, 2) for p in body], width + 2)
            pygame.draw.lines(canvas, colour, False, body, width)
        (x0, y0), (x1, y1) = trail.lanes[-1]
        length = math.hypot(x1 - x0, y1 - y0) or 1.0
        short = HEAD_SHORT * r / length  # the tip at the hex's edge, off its ninjas
        tip = (x1 - (x1 - x0) * short, y1 - (y1 - y0) * short)
        arrow(canvas, _at((x0, y0)), _at(tip), colour, width, head)
        start = _at(trail.lanes[0][0])
        pygame.draw.circle(canvas, theme.SHADOW, start, dot + max(1, theme.px(2)))
        pygame.draw.circle(canvas, colour, start, dot)
        stone = max(2, round(dot * STONE))  # each hex walked through, a stepping stone
        for _, tip in trail.lanes[:-1]:  # (newcomer C, s22, n13: a 4-hex walk in a
            # straight line read as one arrow that flew over the water)
            pygame.draw.circle(canvas, theme.SHADOW, _at(tip), stone + max(1, theme.px(2)))
            pygame.draw.circle(canvas, theme.MOONLIGHT, _at(tip), stone)
            pygame.draw.circle(canvas, colour, _at(tip), max(1, stone - max(1, theme.px(2))))


HEAD_SHORT = 0.3
"""A walk's head stops this many hex radii short of its last hex's middle."""
STONE = 0.8
"""A hex walked through: a dot this share of the start's, ringed in moonlight."""
TAG_SIZE = 24
"""A line's number on its tag (display face, design px: caps about 13 px at 1280x720)."""


def draw_numbers(
    canvas: pygame.Surface,
    table: Any,
    walks: Sequence[Sequence[Hex]],
    colour: theme.Colour,
    avoid: Sequence[tuple[int, int]] = (),
) -> list[tuple[str, tuple[int, int]]]:
    """Each line's number, over the ninjas, on a light square tag ON the line, mid-way
    along it (tag_at): '1', or '3-5' for walks that went the very same way; off the
    count badges, the other tags and the labels centred on `avoid`. Returns (label,
    centre) of each (the tests)."""
    taken: list[pygame.Rect] = []
    plates = []
    for trail in trails(table.view, walks):
        label = numbers_label(trail.numbers)
        text = theme.text(label, TAG_SIZE, theme.MIDNIGHT, kind="display")
        side = text.get_height() + theme.px(2)
        size = (max(side, text.get_width() + theme.px(10)), side)
        at = tag_at(table, trail, size, taken, avoid)
        plate = pygame.Rect((0, 0), size)
        plate.center = at
        taken.append(plate)
        plates.append((label, at))
        _tag(canvas, text, plate, colour)
    return plates


def tag_at(
    table: Any,
    trail: Trail,
    size: tuple[int, int],
    taken: Sequence[pygame.Rect],
    avoid: Sequence[tuple[int, int]] = (),
) -> tuple[int, int]:
    """Where a line's tag stands: on the line, the middle of its middle step first
    (the edge between two hexes, off both their ninjas), then along that step and the
    others, nearest the middle first; the first spot clear of the count badges, of the
    ninjas' middles, the tags `taken` and the labels at `avoid`; else the clearest."""
    lanes = trail.lanes
    middle = (len(lanes) - 1) / 2
    spots: list[Point] = []
    for i in sorted(range(len(lanes)), key=lambda i: (abs(i - middle), i)):
        (x0, y0), (x1, y1) = lanes[i]
        for f in (0.5, 0.38, 0.62, 0.3, 0.7):
            spots.append((x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
    layers = table.map_layers
    badges = [badge for *_, badge in layers.pieces()]
    badge_r = layers.badge_radius()
    view = table.view
    hexes = [view.centre(h) for h in table.stage.shown_ninjas()]
    half = math.hypot(*size) / 2

    def room(spot: Point) -> float:
        """How far the tag's corners stay off the nearest badge, hex middle, label or tag."""
        gaps = [math.dist(spot, o) - badge_r - half for o in badges]
        gaps += [math.dist(spot, o) - view.radius * 0.3 - half / 2 for o in hexes]
        gaps += [math.dist(spot, o) - 2 * half for o in avoid]
        for rect in taken:
            plate = pygame.Rect((0, 0), size)
            plate.center = (round(spot[0]), round(spot[1]))
            inflated = rect.inflate(theme.px(4), theme.px(4))
            gaps.append(-1.0 if plate.colliderect(inflated) else math.inf)
        return min(gaps, default=math.inf)

    clear = [spot for spot in spots if room(spot) >= 0]
    best = clear[0] if clear else max(spots, key=room)
    return round(best[0]), round(best[1])


def numbers_label(numbers: list[int]) -> str:
    """The walks' numbers on one tag: '1', '1, 3', a run of three or more '2-5'."""
    parts: list[str] = []
    run = [numbers[0]]
    for n in numbers[1:]:
        if n == run[-1] + 1:
            run.append(n)
            continue
        parts.append(_run(run))
        run = [n]
    parts.append(_run(run))
    return ", ".join(parts)


def _run(run: list[int]) -> str:
    if len(run) >= 3:
        return f"{run[0]}-{run[-1]}"
    return ", ".join(map(str, run))


def _at(point: Point, shift: int = 0) -> tuple[int, int]:
    return round(point[0]) + shift, round(point[1]) + shift


def _tag(
    canvas: pygame.Surface, text: pygame.Surface, plate: pygame.Rect, colour: theme.Colour
) -> None:
    """A line's number: dark on a light square, edged in the clan's colour: not a
    count's badge (a round disc filled in the colour, light figures)."""
    corner = theme.px(3)
    pygame.draw.rect(canvas, theme.SHADOW, plate.move(2, 2), border_radius=corner)
    pygame.draw.rect(canvas, theme.MOONLIGHT, plate, border_radius=corner)
    pygame.draw.rect(canvas, colour, plate, max(2, theme.px(2)), border_radius=corner)
    canvas.blit(text, text.get_rect(center=plate.center))
