"""Seats and clans told apart by shape as well as colour: one drawing (scenes.shapes)
serves Shinobi's clan marks and Night's seats."""

from __future__ import annotations

import pygame
import pytest

from scenes import shapes
from scenes.night import art as night_art


def ink(draw) -> set[tuple[int, int]]:  # type: ignore[no-untyped-def]
    surface = pygame.Surface((60, 60))
    surface.fill((0, 0, 0))
    draw(surface)
    return {(x, y) for x in range(60) for y in range(60) if surface.get_at((x, y))[:3] != (0, 0, 0)}


def test_each_shape_has_its_own_outline_of_about_the_same_size() -> None:
    drawn = {
        name: ink(lambda s, n=name: shapes.draw_shape(s, n, (30, 30), 20, (255, 255, 255)))
        for name in shapes.SHAPES
    }
    assert len({frozenset(points) for points in drawn.values()}) == len(shapes.SHAPES)
    sizes = [len(points) for points in drawn.values()]
    assert all(300 < size < 1800 for size in sizes), sizes
    with pytest.raises(ValueError):
        shapes.shape_points("moon", (0, 0), 5)


def test_every_seat_has_one_shape_in_every_game() -> None:
    """Night's seat emblems are the shared seat marks (Shinobi draws its seats with
    shapes.seat_mark too): seat N is the same shape in both games."""
    assert len(set(shapes.SEAT_SHAPES)) == 4
    for seat, name in enumerate(shapes.SEAT_SHAPES):
        assert ink(lambda s, k=seat: night_art.emblem(s, k, (30, 30), 20, (200, 90, 60))) == ink(
            lambda s, n=name: shapes.draw_shape(s, n, (30, 30), 20, (200, 90, 60))
        )
        outlined = ink(
            lambda s, k=seat: shapes.seat_mark(s, k, (30, 30), 20, (200, 90, 60), (255, 255, 255))
        )
        assert outlined >= ink(
            lambda s, n=name: shapes.draw_shape(s, n, (30, 30), 20, (200, 90, 60))
        )
