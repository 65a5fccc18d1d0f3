"""The battle tray is as wide as its cards and tally, its title wrapped to it, and lies
where it covers least of the board: never over the battle's hex nor either Dojo
(newcomer M, s11, nc-M/089 and final/fr720/dojo_table: at 1280x720 a 590x320 box,
mostly empty, over the north half of the map, the person's Dojo and lands hidden).
EN and FR, at 1280x720 and 1920x1080."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.app import App
from scenes.dojo.tray_view import TrayView

from .conftest import Driver, record_blits
from .test_dojo_reveal_read import _battle


def _hex_box(scene: object, h: tuple[int, int]) -> pygame.Rect:
    view = scene.view  # type: ignore[attr-defined]
    box = pygame.Rect(0, 0, round(view.radius * 1.7), round(view.radius * 1.9))
    box.center = view.centre(h)
    return box


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_against_one_keeps_to_its_cards_off_the_dojos(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene = _battle(app, Driver(app), lang, attackers=1, defenders=1)
    scene.draw(pygame.Surface(app.view_size))
    tray, area = scene.tray_view.rect, scene.layout.map
    assert tray.width and area.contains(tray)
    assert tray.width < 0.5 * area.width  # before: 590 of 826 px at 1280x720
    state, stage_tray = scene.state, scene.stage.tray
    assert stage_tray is not None
    for h in [stage_tray.hex, *(d for d in state.dojos if d is not None)]:
        assert not tray.colliderect(_hex_box(scene, h)), h  # the battle's hex, each Dojo


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_title_wraps_inside_the_tray(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _battle(app, ui, lang, attackers=1, defenders=1)
    long_name = "Hildegarde-Bérénice von Wolkenstein"
    scene.seat_name = lambda seat: long_name  # type: ignore[method-assign]
    drawn = record_blits(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    view: TrayView = scene.tray_view
    assert view.rect.width < 0.5 * scene.layout.map.width  # the cards', not the title's
    title = view.title(scene.stage.tray)  # type: ignore[arg-type]
    assert long_name in title
    lines = [(text, rect) for text, rect in drawn if len(text) > 2 and text in title]
    assert len(lines) >= 2  # wrapped
    assert " ".join(text for text, _ in lines).split() == title.split()  # whole
    assert all(view.rect.contains(rect) for _, rect in lines)
    cards = [r for r, _ in view.layout.pool + view.layout.slots + view.layout.hand]
    assert cards and all(view.rect.contains(r) for r in cards)
    assert all(r.top > max(rect.bottom for _, rect in lines) for r in cards)  # below it
