"""The battle tray lies clear of the hexes the walks drawn on the board went to: the
computer's turn just told, its marches' trails and ends (newcomer T, s20, Dojo FR
1920x1080 vs Hard, 021/071: the tray stopped on 'Les cartes de la manche sont
retournées' over the end of its 3rd march). The battle's hex and the Dojos still come
first. EN and FR, at 1280x720 and 1920x1080."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.app import App

from .conftest import Driver
from .test_dojo_battle_tray_place import _hex_box
from .test_dojo_reveal_read import _battle


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tray_keeps_off_the_computer_s_trails(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene = _battle(app, Driver(app), lang, attackers=1, defenders=1)
    scene.draw(pygame.Surface(app.view_size))
    state, tray = scene.state, scene.stage.tray
    assert tray is not None
    first = pygame.Rect(scene.tray_view.rect)
    dojos = [d for d in state.dojos if d is not None]
    fought = {tray.hex, *dojos}
    # a march of the other clan's that ended where the tray first lay (its middle)
    under = [h for h in state.terrain if h not in fought and first.contains(_hex_box(scene, h))]
    assert under
    middle = pygame.Vector2(first.center)
    end = min(under, key=lambda h: middle.distance_to(_hex_box(scene, h).center))
    march = [dojos[1 - state.mover], end]
    live = scene.stage.live
    live.seat, live.walks = 1 - state.mover, [march]
    scene.tray_view._placed = None  # (the walks told before the tray came)
    scene.draw(pygame.Surface(app.view_size))
    rect = scene.tray_view.rect
    assert not rect.colliderect(_hex_box(scene, end)), rect  # before: where it was, over it
    for h in fought:
        assert not rect.colliderect(_hex_box(scene, h)), h
