"""The tokens a ninja holds in its hand sit in a tray it holds up, not bare over the roof
behind it (issue 33, newcomer N, s8 n33.png: Ada's Kunai and Shuriken, held in the hand
on roof 8, looked like tokens lying on roof 9's front)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.night import table_view
from scenes.night.palette import SEAT_COLOURS

from .test_night_option_rows import four_players


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hand_is_drawn_in_a_tray_round_its_tokens(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene, s = four_players(app)
    held = [t for t, kind in enumerate(s.kinds) if kind in ("kunai", "shuriken")][:2]
    for roof in s.roofs:
        for token in held:
            if token in roof:
                roof.remove(token)
    s.held = list(held)
    trays: list[pygame.Rect] = []
    real = table_view.hand_tray
    monkeypatch.setattr(table_view, "hand_tray", lambda *a: trays.append(real(*a)) or trays[-1])
    canvas = app.window
    scene.draw(canvas)
    assert len(trays) == 1
    tray = trays[0]
    size_ = scene.view.token_size()
    for k in range(len(held)):
        x, y = scene.stage.hand_spot(0, k)
        assert tray.contains(pygame.Rect(x - size_ // 2, y - size_ // 2, size_, size_))
    edge = canvas.get_at((tray.centerx, tray.top))
    assert tuple(edge[:3]) == tuple(SEAT_COLOURS[0])  # edged in the holder's colour


def test_no_tray_without_tokens_in_the_hand(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    scene, s = four_players(app)
    s.held = []
    calls: list[object] = []
    monkeypatch.setattr(table_view, "hand_tray", lambda *a: calls.append(a))
    scene.draw(app.window)
    assert not calls
