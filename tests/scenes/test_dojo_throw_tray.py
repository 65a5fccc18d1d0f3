"""A throw's tray is sized to its one card against one: its title and its clash stand
in a column beside the two cards, the tray no taller than the cards need (it was a box
340 px tall at 1280x720, the title over the cards and the column under the tally empty:
s13, the lead's demo at 1280x720 FR). EN and FR, at 1280x720 and 1920x1080."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.events import Event
from scenes import theme
from scenes.app import App
from scenes.dojo.tray import THROW_HEIGHT, THROW_TOP

from .conftest import Driver, record_blits
from .test_dojo_battle_tray_place import _hex_box
from .test_dojo_reveal_read import _battle


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_throws_tray_holds_its_title_beside_its_cards(
    sized_app: Callable[[tuple[int, int]], App],
    lang: str,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    scene = _battle(app, Driver(app), lang, attackers=1, defenders=1)
    state = scene.state
    target = next(h for h, n in state.ninjas.items() if n[0] and n[1])
    source = next(h for h in state.terrain if h != target)
    event = {"seat": state.current_player, "hex": list(target), "source": list(source)}
    scene.stage.stage(Event("battle", {**event, "attackers": 1, "defenders": 1}))
    tray = scene.stage.tray
    assert tray is not None and tray.source == source
    drawn = record_blits(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    rect = scene.tray_view.rect
    px = theme.px
    assert rect.height <= px(THROW_HEIGHT)  # before: 340 at 1280x720
    title = scene.tray_view.title(tray)
    first = next(r for text, r in drawn if text and title.startswith(text))
    cards_right = rect.left + px(44 + 8) + scene.tray_view.painter.face(0, 5, False).get_width()
    assert first.left > cards_right  # beside the cards (before: over them, at the left)
    assert first.top < rect.top + px(THROW_TOP)
    assert not rect.colliderect(_hex_box(scene, target))  # still off the fought hex
