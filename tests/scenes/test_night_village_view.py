"""The Night village drawn 3D-ish: every village draws, roofs stand above their
footprints, taller buildings stand taller, and the drawing is the same every time."""

from __future__ import annotations

import pygame
import pytest

from ninjas.night.village import named_village, random_village
from scenes.night.village_view import FLOOR_HEIGHT, VillageView


@pytest.mark.parametrize("name", ["crossroads", "plaza", "riverside", "random"])
def test_each_village_draws(name: str) -> None:
    import random

    village = random_village(random.Random(3)) if name == "random" else named_village(name)
    view = VillageView(village, pygame.Rect(0, 0, 900, 640))
    canvas = pygame.Surface((900, 640))
    view.draw(canvas, [[] for _ in village.buildings], [0, None], [(200, 60, 60)])
    small = pygame.transform.scale(canvas, (90, 64))
    colours = {tuple(small.get_at((x, y))) for x in range(90) for y in range(64)}
    assert len(colours) > 12, "the village looks blank"
    for index, building in enumerate(village.buildings):
        ground = view.project(*building.centre)
        roof = view.roof_point(index)
        assert roof[0] == ground[0] and ground[1] - roof[1] == pytest.approx(
            building.floors * FLOOR_HEIGHT * view.scale, abs=1
        )


def test_the_still_layer_is_drawn_once_and_the_same_each_time() -> None:
    village = named_village("plaza")
    first = VillageView(village, pygame.Rect(0, 0, 800, 600))
    second = VillageView(village, pygame.Rect(0, 0, 800, 600))
    assert first.layer() is first.layer()
    assert pygame.image.tobytes(first.layer(), "RGBA") == pygame.image.tobytes(
        second.layer(), "RGBA"
    )


@pytest.mark.parametrize("name", ["crossroads", "plaza", "riverside", "random"])
def test_shadows_fall_on_the_board_never_on_the_sky_beyond_it(name: str) -> None:
    import math
    import random

    from scenes.night.village_view import _angles

    village = random_village(random.Random(3)) if name == "random" else named_village(name)
    view = VillageView(village, pygame.Rect(40, 30, 1100, 640))

    def at(p: tuple[int, int]) -> tuple[int, int]:
        return p[0] - view.rect.left, p[1] - view.rect.top

    c = village.diameter / 2
    board = [at(view.project(c + c * math.cos(a), c + c * math.sin(a))) for a in _angles(72)]
    shadows = view.shadows(board, at)
    on_board = pygame.Surface(view.rect.size, pygame.SRCALPHA)
    pygame.draw.polygon(on_board, (255, 255, 255, 255), board)
    inside = pygame.mask.from_surface(on_board)
    cast = pygame.mask.from_surface(shadows, 1)
    assert cast.count() > 0  # the buildings do cast shadows
    assert cast.overlap_area(inside, (0, 0)) == cast.count()  # all of them on the board
