"""Plain shapes that tell seats and clans apart without colour (circle, triangle,
square, diamond, star): one drawing for every table that marks a seat or a clan with a
shape beside its colour (Shinobi's clan marks, Night's seats where a picture is
missing)."""

from __future__ import annotations

import math

import pygame

from . import theme

SHAPES = ("circle", "triangle", "square", "diamond", "star")
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")
"""Each seat's own shape, the same in every game, so that a player is never told apart
by colour alone."""


def shape_points(shape: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """The polygon of `shape` (not a circle) around `centre`, of radius `r`. The triangle
    and the diamond reach a little further, so that each looks as large as the square."""
    x, y = centre
    grow = r / 8
    if shape == "square":
        return [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    if shape == "triangle":
        return [(x, y - r - grow), (x + r + grow, y + r), (x - r - grow, y + r)]
    if shape == "diamond":
        return [(x, y - r - grow), (x + r + grow, y), (x, y + r + grow), (x - r - grow, y)]
    if shape == "star":
        return [
            (
                x + (r if k % 2 == 0 else r * 0.45) * math.sin(k * math.pi / 5),
                y - (r if k % 2 == 0 else r * 0.45) * math.cos(k * math.pi / 5),
            )
            for k in range(10)
        ]
    raise ValueError(f"no shape {shape!r} (one of {', '.join(SHAPES)})")


def draw_shape(
    surface: pygame.Surface,
    shape: str,
    centre: tuple[int, int],
    r: int,
    colour: tuple[int, int, int],
    outline: tuple[int, int, int] | None = None,
    width: int = 2,
) -> None:
    """`shape` filled with `colour`, and outlined `width` px wide with `outline` if given."""
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
        if outline:
            pygame.draw.circle(surface, outline, centre, r, width)
        return
    points = shape_points(shape, centre, r)
    pygame.draw.polygon(surface, colour, points)
    if outline:
        pygame.draw.polygon(surface, outline, points, width)


def seat_mark(
    surface: pygame.Surface,
    seat: int,
    centre: tuple[int, int],
    r: int,
    colour: tuple[int, int, int],
    outline: tuple[int, int, int] | None = None,
) -> None:
    """The seat's own shape (SEAT_SHAPES) filled with its colour, outlined 2 design px
    wide with `outline` if given."""
    width = max(1, round(2 * theme.scale()))
    draw_shape(surface, SEAT_SHAPES[seat % len(SEAT_SHAPES)], centre, r, colour, outline, width)
