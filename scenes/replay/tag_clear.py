"""Where a tag of the replay opened from the review may not stand: on a mark of either
move (newcomer X, s13, 076.png: in Dojo, 'Votre coup' stood over the hex the computer's
cyan ring marked, the two moves starting from one hex). A hex's ring is judged by its
own outline, not its bounds: neighbouring hexes' bounds overlap, and a tag beside a hex
would always seem to touch the next one."""

from __future__ import annotations

from typing import Any

import pygame

Mark = tuple[str, Any]
"""A mark in the window's coordinates: ("poly", points), ("rect", rect), ("line", ends)."""


def marks_at(found: list[tuple[str, Any]], area: pygame.Rect, scale: float) -> list[Mark]:
    """The rings, rects and arrows of `found` (table coordinates) where `area` shows them."""

    def at(point: tuple[float, float]) -> tuple[int, int]:
        return (round(area.left + point[0] * scale), round(area.top + point[1] * scale))

    out: list[Mark] = []
    for kind, data in found:
        if kind == "ring":
            out.append(("poly", [at(p) for p in data]))
        elif kind == "rect":
            rect = pygame.Rect(at(data.topleft), (0, 0))
            rect.size = (round(data.width * scale), round(data.height * scale))
            out.append(("rect", rect))
        elif kind == "arrow":
            out.append(("line", (at(data[0]), at(data[1]))))
    return out


def inside(point: tuple[float, float], polygon: list[tuple[int, int]]) -> bool:
    """Whether `point` lies within `polygon` (even-odd rule)."""
    x, y = point
    found = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            found = not found
    return found


def covers(box: pygame.Rect, mark: Mark) -> bool:
    """Whether a tag at `box` would stand on `mark`."""
    kind, data = mark
    if kind == "rect":
        return bool(box.colliderect(data))
    if kind == "line":
        return bool(box.clipline(data[0], data[1]))
    xs = [box.left + box.width * i / 4 for i in range(5)]
    ys = [box.top + box.height * i / 2 for i in range(3)]
    if any(inside((x, y), data) for x in xs for y in ys):
        return True
    return any(box.collidepoint(p) for p in data)


def clear_of(box: pygame.Rect, marks: list[Mark]) -> bool:
    return not any(covers(box, mark) for mark in marks)


def others(marks: list[Mark], shown: pygame.Rect) -> list[Mark]:
    """The marks but the one a tag points at: a ring whose centre lies in `shown` (the
    same hex, ringed by both moves) and the arrows leaving it."""
    out: list[Mark] = []
    for kind, data in marks:
        if kind == "poly":
            cx = sum(p[0] for p in data) / len(data)
            cy = sum(p[1] for p in data) / len(data)
            if shown.collidepoint(cx, cy):
                continue
        out.append((kind, data))
    return out
