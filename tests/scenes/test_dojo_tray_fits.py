"""The battle tray is as wide as its cards, tally and title need, on the map's side away
from the battle's hex (issue 33, newcomer H, s10, nc-98/039-041.png: two cards in a
corner of a box the map's whole width, 80% of it empty, over the board)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App

from .conftest import Driver
from .test_dojo_reveal_read import _battle


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_small_battles_tray_keeps_to_its_cards(app: App, ui: Driver, lang: str) -> None:
    scene = _battle(app, ui, lang, attackers=2, defenders=2)
    scene.draw(pygame.Surface(app.view_size))  # the defender's two cards to lay
    tray, area = scene.tray_view.rect, scene.layout.map
    assert tray.width and tray.width < 0.75 * area.width  # before: the map's width
    assert area.contains(tray)
    cards = [r for r, _ in scene.tray_view.layout.pool + scene.tray_view.layout.slots]
    assert cards and all(tray.contains(r) for r in cards)
    assert cards[0].width >= scene.layout_px(76)  # bigger cards: 68 before
    hex_x, hex_y = scene.view.centre(scene.stage.tray.hex)  # type: ignore[union-attr]
    assert not tray.collidepoint(hex_x, hex_y)  # the battle's hex stays in view
