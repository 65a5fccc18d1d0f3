"""The hold on a computer's move before another person's cover waits for a key
(scenes/tableflow/handoff_flow.py, awaiting): tests that play on press it as the
person at the laptop would, once the move has been on show its READ_SECONDS."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.tableflow.handoff_flow import READ_SECONDS


def go_on_when_read(scene: Any) -> bool:
    """Space (down and up) to `scene` when its hold waits for the key and has been on
    show READ_SECONDS (by the animation speed); True if pressed."""
    flow = scene.handoff_flow
    if not flow.awaits_key() or flow.read_from is None:
        return False
    speed = float(scene.app.settings.animation_speed) or 1.0
    if float(scene.time) < flow.read_from[1] + READ_SECONDS / speed:
        return False
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        scene.handle_event(pygame.event.Event(kind, key=pygame.K_SPACE, mod=0, unicode=" "))
    return True
