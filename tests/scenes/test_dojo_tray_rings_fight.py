"""Where the battle tray cannot keep clear of the fought hex (a tray as tall as the room
above and below the fight), that hex is ringed again over the tray, dark-edged; a tray
clear of it rings nothing over itself (newcomers A and D, s14, nc-D 053_8: 'the
thrower's hex was under the panel'; 'draw the thrower/target with a ring above the
panel')."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import tray_view

from .conftest import Driver
from .test_dojo_reveal_read import _battle


def _marks_after_tray(scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    order: list[Any] = []
    paint = scene.tray_view.painter.draw
    mark = scene.view.mark

    def painting(*args: Any, **kwargs: Any) -> Any:
        order.append("tray")
        return paint(*args, **kwargs)

    def marking(canvas: Any, hexes: Any, colour: Any, *args: Any, **kwargs: Any) -> None:
        order.append((tuple(tuple(h) for h in hexes), tuple(colour)))
        mark(canvas, hexes, colour, *args, **kwargs)

    monkeypatch.setattr(scene.tray_view.painter, "draw", painting)
    monkeypatch.setattr(scene.view, "mark", marking)
    scene.draw(pygame.Surface(scene.app.view_size))
    return order[order.index("tray") + 1 :]


def test_the_fought_hex_under_the_tray_is_ringed_over_it(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _battle(app, ui, "en", attackers=2, defenders=2)
    fought = scene.stage.tray.hex  # type: ignore[union-attr]

    def over_the_fight(area: Any, size: Any, hexes: Any) -> pygame.Rect:
        rect = pygame.Rect((0, 0), size)
        rect.center = scene.view.centre(fought)
        return rect

    monkeypatch.setattr(tray_view, "best_place", over_the_fight)
    after = _marks_after_tray(scene, monkeypatch)
    assert ((tuple(fought),), tuple(theme.VERMILION)) in after  # before: under the tray


def test_a_tray_clear_of_the_fight_rings_nothing_over_itself(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _battle(app, ui, "en", attackers=1, defenders=1)
    after = _marks_after_tray(scene, monkeypatch)
    assert not [m for m in after if m[1] == tuple(theme.VERMILION)]
