"""Issue 33, Dojo: the walk previewed wrote its cost in a box just above the hex pointed
at, over the hex beyond it, at the footer's small size; then clear of that hex's ring,
some 160 px above the pointer, over another stack's count (newcomer F, s15, 094-095).
It now lies beside the hex pointed at (scenes/dojo/route_label.py), off its middle and
every count's badge, inside the map, its words 11 px tall at least at 1280x720."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo.route_label import LABEL_SIZE

from .test_dojo_scene import _placed_table
from .test_shinobi_legible import LEAST, height


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_walk_s_cost_lies_beside_the_hex_pointed_at_off_every_count(
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
            r = scene.view.radius
            x, y = scene.view.centre(hover)
            middle = pygame.Rect(0, 0, r, r)
            middle.center = (x, y)
            assert not label.colliderect(middle), hover  # the pointer's place
            badge = scene.map_layers.badge_radius()
            for *_, (bx, by) in scene.map_layers.pieces():
                assert not label.colliderect((bx - badge, by - badge, 2 * badge, 2 * badge))
            near = (min(max(x, label.left), label.right), min(max(y, label.top), label.bottom))
            assert math.dist(near, (x, y)) < 1.2 * r, hover  # beside it (before: 2.5 r off)


def test_the_walk_s_cost_reads_at_1280x720(app: App) -> None:
    with theme.scaled_for((1280, 720)):
        assert height("4 moves, 0 left", LABEL_SIZE, "body") >= LEAST
