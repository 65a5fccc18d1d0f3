"""Newcomers, s23: a Taisen replay at ×2 ran only about one action a second. Taisen's
actions are small (one die's move), so at ×2 it plays two a second (controls.GAME_PACE),
each still played on the table, and a fight played whole before the next action starts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from scenes.app import STEP

from .conftest import Driver
from .test_replay import opened


def test_a_taisen_replay_at_x2_is_brisk_and_waits_for_its_fights(app: Any, tmp_path: Path) -> None:
    ui = Driver(app)
    scene = opened(app, tmp_path, "taisen", at=0)
    assert scene.strip.speed_text(scene.speed) == "×2"
    ui.key(pygame.K_SPACE)
    frames = round(10.0 / STEP)
    started_while_busy = 0
    for _ in range(frames):
        before = scene.index
        busy = scene.table_busy()
        ui.step()
        if scene.index != before and busy:
            started_while_busy += 1
        if scene.index >= scene.total:
            break
    seconds = frames * STEP
    assert scene.index / seconds >= 1.3 or scene.index >= scene.total, (
        scene.index
    )  # fails before: 10 in 10 s
    assert started_while_busy == 0  # never over the action still played
