"""Newcomer T, s20 (227_2, 229, EN 1280x720): the guided game's bubble at the village's
foot lay over the front houses (roofs 9 and 11) wherever it went, the village filling
the whole map. While the guide speaks, the village is drawn above the bubble's band: no
step's bubble covers a building (roof to ground) at 1280x720 and 1920x1080, EN and FR."""

from __future__ import annotations

from typing import Any

import pytest

from scenes.night.tutorial import STEPS

from .test_night_tutorial import guided_table


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_bubble_covers_a_building(sized_app: Any, size: tuple[int, int], lang: str) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = guided_table(app)
    app.draw()
    covering = []
    for index, step in enumerate(STEPS):
        scene.guide.step = index
        app.draw()
        bubble = scene.guide.bubble_rect()
        buildings = [scene.building_box(b) for b in range(len(scene.view.village.buildings))]
        hidden = [b + 1 for b in bubble.collidelistall(buildings)]
        if hidden:
            covering.append((step.key, hidden))
    assert covering == []  # fails before: the front houses at 1280x720
    app.set_language("en")
