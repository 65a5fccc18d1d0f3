"""A click takes away the enlarged card under the pointer (newcomer K, s11 nc-K/249-251:
after a click the zoom stayed over the opponents' clans until the mouse moved away); it
comes back once the pointer moves onto another card, or off the card and back."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes import theme
from scenes.app import App

from .conftest import Driver
from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_click_takes_the_card_s_zoom_away_until_another_card_is_pointed_at(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    app = sized_app(size)
    ui = Driver(app)
    scene = akane_places(app, players=3, mode="grasshopper")
    ui.step()
    with theme.scaled_for(scene.size):
        rects = list(scene.hand.rects)
        assert len(rects) >= 2
        (first, card), (other, other_card) = rects[0], rects[-1]
        ui.move(first.center)
        ui.step()
        zoomed = scene.zoom.card_zoom()
        assert zoomed is not None and zoomed[0] == card  # pointed at: enlarged
        ui.click(first.center)
        assert scene.zoom.card_zoom() is None  # clicked: gone
        ui.move((first.centerx + 1, first.centery))
        ui.step()
        assert scene.zoom.card_zoom() is None  # a nudge on the same card: still gone
        ui.move(other.center)
        ui.step()
        zoomed = scene.zoom.card_zoom()
        assert zoomed is not None and zoomed[0] == other_card  # another card: enlarged
        ui.click(other.center)
        assert scene.zoom.card_zoom() is None
        ui.move((0, 0))
        ui.move(other.center)
        ui.step()
        assert scene.zoom.card_zoom() is not None  # off and back: enlarged again
