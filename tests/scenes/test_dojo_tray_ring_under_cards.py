"""The fought hex ringed again over a tray that lies over it keeps the tray's cards on
top, the ring broken under them (newcomer H, s16, 079_5/080: a gold hexagon floating
over the card played; A and D, s14, still see the ring around them)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import tray_view

from .conftest import Driver
from .test_dojo_reveal_read import _battle


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_ring_over_the_tray_leaves_its_cards_whole(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _battle(app, ui, lang, attackers=2, defenders=2)
    fought = scene.stage.tray.hex  # type: ignore[union-attr]

    def over_the_fight(area: Any, size: Any, hexes: Any) -> pygame.Rect:
        rect = pygame.Rect((0, 0), size)
        rect.center = scene.view.centre(fought)
        return rect

    monkeypatch.setattr(tray_view, "best_place", over_the_fight)
    size = app.view_size
    ringed, bare = pygame.Surface(size), pygame.Surface(size)
    with theme.scaled_for(size):
        scene.draw(ringed)
        assert scene.tray_view.covered(scene.stage.tray)  # the ring is drawn over it
        monkeypatch.setattr(scene.tray_view, "covered", lambda tray: [])
        scene.draw(bare)
    layout = scene.tray_view.layout
    cards = [r for r, _ in layout.pool + layout.hand + layout.slots]
    assert cards
    for rect in cards:  # before: the ring's strokes across the cards
        rect = rect.clip(ringed.get_rect())
        assert pygame.image.tobytes(ringed.subsurface(rect), "RGB") == pygame.image.tobytes(
            bare.subsurface(rect), "RGB"
        ), rect
    assert pygame.image.tobytes(ringed, "RGB") != pygame.image.tobytes(bare, "RGB")
