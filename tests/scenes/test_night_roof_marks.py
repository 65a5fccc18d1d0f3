"""Issue 33, newcomer G (a7.png): 'a ninja at the back edge of roof 8 looks as if it
stands on roof 11's front wall'. On a shallow roof with tokens to keep clear of, the
ninjas stand at its back, in front of the next building's wall. Each roof a ninja
stands on now has its front edge drawn in that ninja's colour, a stretch each, left to
right as they stand (scenes/night/roof_marks.py): in G's village, Red and Blue on roof
8 with five tokens, Green on roof 11 behind it."""

from __future__ import annotations

import pygame
import pytest

from scenes.night import village_view
from scenes.night.palette import SEAT_COLOURS
from scenes.night.roof_marks import front_edge

from .test_night_native import table

SEED_G = 606
"""Newcomer G's Night game (FR, 1920x1080)."""


def _near(canvas: pygame.Surface, point: tuple[float, float], colour, reach: int) -> bool:  # type: ignore[no-untyped-def]
    x, y = round(point[0]), round(point[1])
    return any(tuple(canvas.get_at((x, y + dy)))[:3] == colour for dy in range(-reach, reach + 1))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_roof_s_front_edge_says_who_stands_on_it(sized_app, size) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    scene = table(app, seed=SEED_G)
    view = scene.view
    tokens = list(range(8))
    roofs: list[list[int]] = [[] for _ in view.village.buildings]
    roofs[7], roofs[10] = tokens[:5], tokens[5:8]
    positions = [7, 7, 10]
    canvas = pygame.Surface(size)
    view.draw(canvas, roofs, positions, list(SEAT_COLOURS))
    bright = [village_view._bright(c) for c in SEAT_COLOURS[:3]]
    reach = view.px(3)

    def along(roof: int, t: float) -> tuple[float, float]:
        (x0, y0), (x1, y1) = front_edge(view.roof_outline(roof))
        return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)

    # roof 8: Red on the left stretch, Blue on the right, as they stand
    left, right = sorted(view.ninja_spot(7, seat)[0] for seat in (0, 1))
    assert left == view.ninja_spot(7, 0)[0]
    assert _near(canvas, along(7, 0.25), bright[0], reach)
    assert _near(canvas, along(7, 0.75), bright[1], reach)
    assert not _near(canvas, along(7, 0.25), bright[1], reach)
    assert _near(canvas, along(10, 0.5), bright[2], reach)  # roof 11: Green
    for roof in (2, 8):  # roofs 3 and 9: nobody
        assert not any(
            _near(canvas, along(roof, t), c, reach) for t in (0.25, 0.5, 0.75) for c in bright
        )
