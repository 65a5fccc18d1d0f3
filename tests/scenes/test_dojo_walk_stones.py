"""A computer's walk is drawn hex by hex: a stepping stone on every hex it walked
through, not only a dot where it set off and a head where it stopped (newcomer C, s22,
n13: Blue's 4-hex walk from its Dojo to the south-east forest, in a straight line, read
as one arrow that flew across the water and the mountains)."""

from __future__ import annotations

import os

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import walk_trail

from .test_dojo_hint_pull_back import c_table

WALK = [(3, -4), (3, -3), (3, -2), (3, -1), (3, 0)]
"""Blue's Dojo straight down-right (south-east) four hexes, on C's board."""


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_hex_walked_through_has_its_stone(
    sized_app, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    app: App = sized_app(size)
    scene = c_table(app, 16)
    blue = tuple(scene.seat_colour(1))
    drawn: list[tuple[tuple[int, int], tuple[int, ...]]] = []
    circle = pygame.draw.circle

    def recording(canvas, colour, centre, *a, **k):  # type: ignore[no-untyped-def]
        drawn.append((tuple(map(round, centre)), tuple(colour)[:3]))
        return circle(canvas, colour, centre, *a, **k)

    monkeypatch.setattr(walk_trail.pygame.draw, "circle", recording)
    canvas = app.canvas
    with theme.scaled_for(size):
        app.draw()
        walk_trail.draw_walks(canvas, scene.view, [WALK], blue)
        centres = [scene.view.centre(h) for h in WALK]
    spots = {c for c, colour in drawn if colour == blue}
    near = [any(abs(x - cx) <= 1 and abs(y - cy) <= 1 for x, y in spots) for cx, cy in centres]
    # set off, each hex walked through (fails before: only where it set off), the head's hex
    assert near == [True, True, True, True, False], near
    if os.environ.get("NINJAS_TEST_SHOT"):
        pygame.image.save(canvas, f"{os.environ['NINJAS_TEST_SHOT']}/stones_{size[0]}.png")
