"""Newcomer J (s11, nc-J/153): in a stack of three, each covered card showed a 28 px row
at 1280x720 and he clicked one row too low (moving Rock 3 + Paper 1 + Rock 1 for Rock 1).
Where the column has room the rows are 34 px now, each picked by a click on its middle;
a tall stack still closes up clear of the road."""

from __future__ import annotations

import pygame
import pytest

from ninjas.taisen.cards import CARD_OF_TOKEN
from scenes.app import App
from scenes.taisen import layout as L

from .conftest import Driver
from .test_taisen_hint_risk import at


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_covered_cards_row_is_34_px_and_a_click_on_it_picks_it(sized_app, size) -> None:  # type: ignore[no-untyped-def]
    app: App = sized_app(size)
    ui = Driver(app)
    scene = at(app, ui, "-/R1P1R3/-/-/-/-/-/-/-/-/j m r1g1b1 -")
    view = scene.view
    for _ in range(30):
        ui.step()
    for token in ("R1", "P1"):  # the two covered (R3 on top)
        card = CARD_OF_TOKEN[token]
        row = view.visible_rect(card)
        assert row is not None and row.height >= L.px(34) - 1, (token, row)
        assert view.card_at(row.center) == card
        assert view.card_at((row.centerx, row.bottom - 2)) == card


def test_a_tall_stack_still_keeps_clear_of_the_road(app: App, ui: Driver) -> None:
    scene = at(app, ui, "-/R1P1R3S1P3/-/-/-/-/-/-/-/-/j m r1g1b1 -")
    for _ in range(30):
        ui.step()
    road = pygame.Rect(0, L.ROAD_Y - L.ROAD_H // 2, L.CANVAS_W, L.ROAD_H)
    for token in ("R1", "P1", "R3", "S1", "P3"):
        x, y = scene.view.card_xy(CARD_OF_TOKEN[token])
        assert not road.colliderect(pygame.Rect(int(x), int(y), L.CARD_W, L.CARD_H)), token
