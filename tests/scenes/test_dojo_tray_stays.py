"""A battle's tray keeps one size and one place from its first round to its last (it
shrank and moved round by round: newcomer X, s13, 059_4, 065_2), off the fought hex;
and the turned cards' Go on button is drawn over no word of the battle's key (it cut
'sauf en montagne, où le défenseur l'emporte', 059_4, 063_5). EN and FR, at 1280x720
and 1920x1080."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.app import App

from .conftest import Driver, record_blits
from .test_dojo_battle_tray_place import _hex_box
from .test_dojo_reveal_read import _battle, _to_the_read


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tray_keeps_its_size_and_place_and_go_on_covers_no_word(
    sized_app: Callable[[tuple[int, int]], App],
    lang: str,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    ui = Driver(app)
    scene = _battle(app, ui, lang, attackers=4, defenders=4)
    canvas = pygame.Surface(app.view_size)
    scene.draw(canvas)
    first = pygame.Rect(scene.tray_view.rect)
    tray = scene.stage.tray
    assert first.width and tray is not None
    assert not first.colliderect(_hex_box(scene, tray.hex))  # off the fought hex
    rounds = compared = 0
    while scene.stage.tray is tray and rounds < 6:
        _to_the_read(app, ui, scene)
        if scene.stage.tray is not tray:  # the battle's last round: its tray gone
            break
        drawn = record_blits(monkeypatch)
        scene.draw(canvas)
        assert scene.tray_view.rect == first, rounds  # before: narrower, moved
        compared += 1
        button = scene.reveal.button.rect
        words = [  # the panel's words, the button's own label aside
            r
            for text, r in drawn
            if len(text) > 2 and r.colliderect(scene.layout.action) and not button.contains(r)
        ]
        assert words and not any(button.colliderect(r) for r in words), rounds
        assert scene.layout.action.contains(button)
        ui.key(pygame.K_RETURN)
        rounds += 1
        if scene.state.battle is None:
            break
    assert compared >= 1  # a round after the first (4 against 4: 3 against 1 here)
