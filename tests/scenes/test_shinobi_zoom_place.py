"""The enlarged card of a hovered hand card is kept off your own clans as well as off
the hand (newcomer E, s5, f44s: it was laid just above the hand, over your clans); it
may lie over the room your clans leave free (tests/scenes/test_shinobi_hand_zoom.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes import theme
from scenes.app import App

from .conftest import Driver
from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("mode", ["grasshopper", "grandmaster"])
def test_a_hand_card_s_enlarged_face_covers_neither_the_hand_nor_your_row(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], mode: str
) -> None:
    app = sized_app(size)
    ui = Driver(app)
    scene = akane_places(app, players=3, mode=mode)
    ui.step()
    with theme.scaled_for(scene.size):
        for rect, _card in scene.hand.rects:
            ui.move(rect.center)
            ui.step()
            zoomed = scene.zoom.card_zoom()
            assert zoomed is not None
            place = zoomed[1]
            assert not place.colliderect(scene.layout.hand), (size, mode)
            own = scene.layout.own  # your clans (the zoom may lie over their free room)
            clans = [r for r, _, _ in scene.board.tiles if own.contains(r)]
            assert not any(place.colliderect(r) for r in clans), (size, mode)
            assert scene.layout.table.contains(place) or place.top >= scene.layout.table.top
