"""Issue 33, Dojo: the walk previewed wrote its cost in a box just above the hex pointed
at, over the hex beyond it, at the footer's small size. The box now lies clear of the
hex pointed at and its six neighbours (scenes/dojo/route_label.py), inside the map, its
words 11 px tall at least at 1280x720."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo.route_label import LABEL_SIZE, ring_cover

from .test_dojo_scene import _placed_table
from .test_shinobi_legible import LEAST, height


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_walk_s_cost_never_hides_the_hex_pointed_at_nor_its_neighbours(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene = _placed_table(app)
    scene.play("roll")
    state = scene.state
    scene.selected = state.dojos[state.mover]
    routes = scene.controls.routes()
    ends = [h for h, route in routes.items() if route.ends]
    assert len(ends) > 5
    with theme.scaled_for(size):
        for hover in ends:
            scene.cursor = hover
            scene.map_layers.route_label = None
            scene.draw(pygame.Surface(size))
            label = scene.map_layers.route_label
            assert label is not None, hover
            assert scene.layout.map.contains(label), hover
            assert label.collidelist(ring_cover(scene.view, hover)) < 0, hover


def test_the_walk_s_cost_reads_at_1280x720(app: App) -> None:
    with theme.scaled_for((1280, 720)):
        assert height("4 moves, 0 left", LABEL_SIZE, "body") >= LEAST
