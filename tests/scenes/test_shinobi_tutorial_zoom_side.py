"""Guided Shinobi, steps 3-5: the zoom of the hand card pointed at and the bubble telling
you to click it lie side by side (issue 33, newcomer Y, s9 shot-6, shot-8, French at
1280x720: the enlarged Dragon covered the bubble's first words, 'Posez un clan :
cliquez deux fois...' read ': cliquez deux fois')."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import Driver
from .test_shinobi_tutorial import guided_table, play_steps


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_zoom_leaves_the_bubble_whole(sized_app: Any, size: tuple[int, int], lang: str) -> None:
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    scene = guided_table(app)
    ui.step(3)
    for key in ("hand", "place"):
        play_steps(scene, ui, until=key)
        assert scene.guide.current.key == key
        for rect, card in list(scene.hand.rects):
            ui.move(rect.center)
            ui.step()
            zoomed = scene.zoom.card_zoom()
            bubble = scene._dock(scene.size)
            assert zoomed is not None and zoomed[0] == card and bubble is not None
            place = zoomed[1]
            assert not place.colliderect(bubble), (key, card, place, bubble)
            assert place.width >= round(scene.layout.card_w * 1.5)
            assert place.bottom <= scene.layout.hand.top
