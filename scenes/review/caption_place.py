"""Where the replay's caption of the computer's move goes: over no piece of the board
(issue 33, nc-67 and nc-68: at the foot of the table, or over its head when a mark lay
low, it covered Night's roof 5 and Dojo's top row of hexes). The board's pieces (Night's
buildings with what stands on their roofs, Dojo's hexes) and the marks are obstacles;
the caption tries the table's width, low then high, then a narrower box over the side
panel (text, no piece), and as a last resort its old place at the foot."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

NINJA_TALL = 3.0
"""How many tokens tall a ninja stands over its roof (Night): its room is kept free."""
SIDE_SHARE = 0.42
"""The narrower box's share of the table's width (the side panel's), when the room right
of the board's pieces is less than SIDE_LEAST of it."""
SIDE_LEAST = 0.25


def pieces(table: Any, game: str) -> list[pygame.Rect]:
    """The rects of the board's pieces in the table's coordinates (none for a game
    whose pieces are not known here: its caption keeps to the marks)."""
    view = getattr(table, "view", None)
    if view is None:
        return []
    if game == "night":
        out = []
        for building in range(len(view.village.buildings)):
            points = list(view.roof_outline(building))
            b = view.village.buildings[building]
            points.append(view.project(b.x + b.w, b.y + b.h, 0.0))
            points.append(view.project(b.x, b.y + b.h, 0.0))
            rect = bounds(points)
            tall = round(view.token_size() * NINJA_TALL)
            out.append(pygame.Rect(rect.left, rect.top - tall, rect.width, rect.height + tall))
        return out
    if game == "dojo":
        radius = int(view.radius)
        out = []
        for h in [*view.terrain, *view.sites]:
            x, y = view.centre(h)
            out.append(pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius))
        layout = getattr(table, "layout", None)
        if layout is not None:  # the board's frame whole: the caption keeps to the side
            out.append(pygame.Rect(layout.map))  # column (nc-71, f01.png: it straddled both)
        return out
    return []


def bounds(points: Sequence[tuple[float, float]]) -> pygame.Rect:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return pygame.Rect(
        round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys))
    )


def place(
    area: pygame.Rect,
    obstacles: list[pygame.Rect],
    height_for: Callable[[int], int],
    width: int,
    margin: int,
    head: int,
) -> tuple[pygame.Rect, bool]:
    """The caption's box in `area` (the window's coordinates) and whether it is over no
    obstacle: `height_for(width)` its height at a width; `margin` kept from the area's
    edges, `head` from its top (the table's header line)."""
    step = max(2, margin // 2)
    top_most = area.top + head
    side = round(area.width * SIDE_SHARE)
    if obstacles:  # the room right of the board, where the side panel is, if room enough
        beside = area.right - max(rect.right for rect in obstacles) - 2 * margin
        side = beside if beside >= area.width * SIDE_LEAST else side
    side = max(1, min(width, side))
    tries: list[tuple[int, str, bool]] = [  # width, side, from the middle out
        (width, "centre", False),  # the table's foot, then higher
        (side, "right", True),  # the side panel, from its middle out (its heads kept)
        (side, "left", True),
    ]
    for w, where, down in tries:
        h = height_for(w)
        low = area.bottom - margin - h
        if low < top_most:
            continue
        ys = list(range(low, top_most - 1, -step))
        if down:  # the middle first: a side panel's head and foot say whose turn, what is held
            middle = area.centery - h // 2
            ys.sort(key=lambda y: abs(y - middle))
        for y in ys:
            box = pygame.Rect(0, y, w, h)
            if where == "centre":
                box.centerx = area.centerx
            elif where == "right":
                box.right = area.right - margin
            else:
                box.left = area.left + margin
            if box.collidelist(obstacles) < 0:
                return box, True
    h = height_for(width)
    box = pygame.Rect(0, 0, width, h)
    box.midbottom = (area.centerx, area.bottom - margin)
    return box, False
