"""The replay plays at ×2 when it opens (issue 33, newcomer O, s19: '×1 is slow'): one
action a second (Taisen's small ones two: controls.GAME_PACE), each still played on the table; the speed stays changeable, slower
(×1, ×0.5) and faster, by its buttons and the keys."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.replay.controls import PACE, SPEEDS
from scenes.replay.scene import ANIMATED_PACE

from .conftest import Driver
from .test_replay import opened


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_opens_at_x2_one_action_a_second(app: Any, tmp_path: Path, lang: str) -> None:
    app.set_language(lang)
    ui = Driver(app)
    scene = opened(app, tmp_path, "dojo", at=0)
    assert scene.strip.speed_text(scene.speed) == "×2"
    assert PACE * SPEEDS[scene.speed] == 1.0  # one action a second
    assert PACE * SPEEDS[scene.speed] <= ANIMATED_PACE  # each still played on the table
    ui.key(pygame.K_SPACE)
    ui.step(50)  # under a second: still the first position
    assert scene.index == 0
    ui.step(20)  # past a second: the next action
    assert scene.index == 1
    # Taisen's small actions, two a second at ×2 (GAME_PACE; newcomers, s23: 'brisk')
    taisen = opened(app, tmp_path / "taisen", "taisen", at=0)
    assert taisen.strip.speed_text(taisen.speed) == "×2"
    ui.key(pygame.K_SPACE)
    ui.step(25)  # under half a second: still the first position
    assert taisen.index == 0
    ui.step(10)  # past it: the next action
    assert taisen.index == 1


def test_the_speed_stays_changeable_both_ways(app: Any, tmp_path: Path) -> None:
    ui = Driver(app)
    scene = opened(app, tmp_path, "dojo", at=0)
    start = scene.speed
    ui.key(pygame.K_MINUS)
    assert scene.strip.speed_text(scene.speed) == "×1"
    ui.key(pygame.K_MINUS)
    assert SPEEDS[scene.speed] == 0.5
    for _ in range(3):
        ui.key(pygame.K_EQUALS)
    assert scene.speed == start + 1
    ui.step()
    ui.click(scene.speed_buttons[0])
    assert scene.speed == start
