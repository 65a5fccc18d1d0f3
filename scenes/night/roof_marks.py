"""Which roof a ninja stands on, said on the roof itself: the roof's front edge is drawn
in the colour of each ninja standing on it, a stretch each, left to right as they stand.
A ninja at the back of a shallow roof stands in front of the next building's wall and
looked as if it stood on that building (issue 33, newcomer G, a7.png: at the back edge
of roof 8, over roof 11's front wall); its colour along roof 8's own edge says where it
is. The gold rings of a target, a hint or a roof pointed at are whole outlines: these
are a bar along the front edge alone."""

from __future__ import annotations

import pygame

Point = tuple[int, int]


def front_edge(outline: list[Point]) -> tuple[Point, Point]:
    """The edge of a roof's `outline` nearest the viewer (the lowest on the screen),
    its left end first."""
    edges = list(zip(outline, [*outline[1:], outline[0]], strict=True))
    a, b = max(edges, key=lambda edge: edge[0][1] + edge[1][1])
    return (a, b) if a[0] <= b[0] else (b, a)


def draw_marks(
    canvas: pygame.Surface, outline: list[Point], colours: list[tuple[int, int, int]], width: int
) -> pygame.Rect | None:
    """The front edge of the roof `outline` in stretches of `colours` (one a ninja, as
    they stand from left to right), `width` px thick, a little apart; the area drawn."""
    if not colours:
        return None
    (x0, y0), (x1, y1) = front_edge(outline)
    count = len(colours)
    apart = width if count > 1 else 0
    drawn: pygame.Rect | None = None
    for k, colour in enumerate(colours):
        a = (x0 + (x1 - x0) * k / count, y0 + (y1 - y0) * k / count)
        b = (x0 + (x1 - x0) * (k + 1) / count, y0 + (y1 - y0) * (k + 1) / count)
        start = (round(a[0] + (apart / 2 if k else 0)), round(a[1]))
        end = (round(b[0] - (apart / 2 if k < count - 1 else 0)), round(b[1]))
        rect = pygame.draw.line(canvas, colour, start, end, width)
        drawn = rect if drawn is None else drawn.union(rect)
    return drawn
