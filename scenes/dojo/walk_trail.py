"""A computer's walks on the board, drawn as they go and kept after its turn, numbered by
order (newcomers A and D, s14, nc-D 055_6, 067_8: the kept arrows chained into a zig-zag,
one head at every step, and 'I couldn't tell which arrow belonged to which ninja or
where each started'; A: 'one group at a time, with its trail drawn as it goes').

Each walk is one line through the hexes it crossed, with one head, at the edge of the
hex it ended on; a dot on the hex it left, and its number by that hex on its first step,
off the count badges, as the hint numbers its walks ('1', or '1, 2' for walks that set
off the same way). The recap in the panel numbers its walks alike (their_turn.py). A
step several walks took is drawn once, '×2' at its middle (but their first: their
numbers say it); a step taken both ways as two lines side by side.

While the computer's turn is told, its walks so far are drawn (live_walks.py); once
the person may roll, the recap's kept walks (TheirTurn.walks, the same walks)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from .layout import LOG_SIZE

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex

TRAIL_COUNT_SIZE = 22
"""The '×N' on a step several walks took, and a walk's number (display face, design px)."""


def steps_of(walks: Sequence[Sequence[Hex]]) -> dict[tuple[Hex, Hex], int]:
    """Each step of the walks (from, to), in the order first walked, and how many walks
    took it that way."""
    out: dict[tuple[Hex, Hex], int] = {}
    for walk in walks:
        for step in dict.fromkeys(zip(walk, walk[1:], strict=False)):
            out[step] = out.get(step, 0) + 1
    return out


def draw_walks(
    canvas: pygame.Surface, view: Any, walks: Sequence[Sequence[Hex]], colour: theme.Colour
) -> None:
    """The walks' lines on the board in `colour`, under the ninjas (see the module's
    words): one head a walk, at the edge of the hex it ended on, where the ninjas there
    leave it seen; a dot where each set off; '×N' on a step several took, but their
    first (its plate is their numbers, draw_numbers)."""
    from .map_layers import arrow

    walks = [list(w) for w in walks if len(w) >= 2]
    if not walks:
        return
    r = view.radius
    width, head = max(2, r // 9), max(8, r // 3)
    gap = max(width * 2, r // 4)
    steps = steps_of(walks)
    ends: dict[tuple[Hex, Hex], tuple[tuple[float, float], tuple[float, float]]] = {}
    for a, b in steps:
        start, end = view.centre(a), view.centre(b)
        if start == end:
            continue
        shift = gap // 2 if (b, a) in steps else 0  # both ways: each on its right
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = math.hypot(dx, dy)
        ox, oy = -dy / length * shift, dx / length * shift
        tail, tip = (start[0] + ox, start[1] + oy), (end[0] + ox, end[1] + oy)
        ends[(a, b)] = (tail, tip)
        pygame.draw.line(canvas, theme.SHADOW, _at(tail, 2), _at(tip, 2), width + 2)
        pygame.draw.line(canvas, colour, _at(tail), _at(tip), width)
    for step in dict.fromkeys((w[-2], w[-1]) for w in walks):  # one head, at a walk's end
        last = ends.get(step)
        if last is not None:
            (x0, y0), (x1, y1) = last
            length = math.hypot(x1 - x0, y1 - y0) or 1.0
            short = HEAD_SHORT * r / length  # the tip at the hex's edge, off its ninjas
            tip = (x1 - (x1 - x0) * short, y1 - (y1 - y0) * short)
            arrow(canvas, _at(last[0]), _at(tip), colour, width, head)
    dot = max(3, r // 7)
    for start in dict.fromkeys(w[0] for w in walks):  # where each set off
        centre = view.centre(start)
        pygame.draw.circle(canvas, theme.SHADOW, centre, dot + max(1, theme.px(2)))
        pygame.draw.circle(canvas, colour, centre, dot)
    firsts = {(w[0], w[1]) for w in walks}
    for (a, b), count in steps.items():
        if count > 1 and (a, b) in ends and (a, b) not in firsts:
            tail, tip = ends[(a, b)]
            middle = (round((tail[0] + tip[0]) / 2), round((tail[1] + tip[1]) / 2))
            _count(canvas, f"×{count}", middle, colour)


HEAD_SHORT = 0.3
"""A walk's head stops this many hex radii short of its last hex's middle."""


def draw_numbers(
    canvas: pygame.Surface,
    table: Any,
    walks: Sequence[Sequence[Hex]],
    colour: theme.Colour,
    avoid: Sequence[tuple[int, int]] = (),
) -> list[tuple[str, tuple[int, int]]]:
    """Each walk's number, over the ninjas, by the hex it left, on its first step where
    no count badge stands (hint_plan.number_at, as the hint's walk numbers): '1', '1, 2'
    for walks that set off the same way; off the labels centred on `avoid`. Returns
    (label, centre) of each (the tests)."""
    numbered: dict[tuple[Hex, Hex], list[int]] = {}
    for number, walk in enumerate(walks, 1):
        if len(walk) >= 2:
            numbered.setdefault((walk[0], walk[1]), []).append(number)
    taken: list[tuple[int, int]] = []
    plates = []
    for step, numbers in numbered.items():
        at = table.hint_plan.number_at(step, taken, avoid)
        taken.append(at)
        label = numbers_label(numbers)
        plates.append((label, at))
        _number(canvas, label, at, colour, table.hint_plan.radius())
    return plates


def numbers_label(numbers: list[int]) -> str:
    """The walks' numbers on one plate: '1', '1, 3', a run of three or more '2-5'."""
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


def _at(point: tuple[float, float], shift: int = 0) -> tuple[int, int]:
    return round(point[0]) + shift, round(point[1]) + shift


def _number(
    canvas: pygame.Surface, label: str, at: tuple[int, int], colour: theme.Colour, radius: int
) -> None:
    """A walk's number: light on a dark disc (a pill for several) ringed thick in the
    clan's colour, unlike a count's badge (filled in it)."""
    text = theme.text(label, LOG_SIZE, theme.MOONLIGHT)  # caps 11.5 px at 1280x720
    plate = pygame.Rect(0, 0, max(2 * radius, text.get_width() + theme.px(12)), 2 * radius)
    plate.center = at
    pygame.draw.rect(canvas, theme.SHADOW, plate.move(2, 2), border_radius=radius)
    pygame.draw.rect(canvas, theme.MIDNIGHT, plate, border_radius=radius)
    pygame.draw.rect(canvas, colour, plate, max(2, theme.px(3)), border_radius=radius)
    canvas.blit(text, text.get_rect(center=at))


def _count(
    canvas: pygame.Surface, label: str, centre: tuple[int, int], colour: theme.Colour
) -> None:
    """A step's count, '×3', on a dark plate with a thin ring, at `centre`."""
    text = theme.text(label, TRAIL_COUNT_SIZE, theme.MOONLIGHT, kind="display")
    plate = text.get_rect(center=centre).inflate(theme.px(10), theme.px(4))
    pygame.draw.rect(canvas, theme.SHADOW, plate, border_radius=theme.px(5))
    pygame.draw.rect(canvas, colour, plate, max(1, theme.px(2)), border_radius=theme.px(5))
    canvas.blit(text, text.get_rect(center=centre))
