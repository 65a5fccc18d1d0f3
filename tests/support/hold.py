"""Before a cover for a person other than the laptop's holder, the hold on a computer's
move (scenes/tableflow/handoff_flow.py, awaiting) and Night's new round's card
(scenes/night/round_card.py) wait for a key: tests that play on press it as the person
at the laptop would, once the move has been on show its READ_SECONDS."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.tableflow.handoff_flow import READ_SECONDS


def space(scene: Any) -> None:
    """Space, down and up, to `scene`."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        scene.handle_event(pygame.event.Event(kind, key=pygame.K_SPACE, mod=0, unicode=" "))


def go_on_when_read(scene: Any) -> bool:
    """Space to `scene` when its hold waits for the key and has been on show
    READ_SECONDS (by the animation speed), or when Night's round card waits for it;
    True if pressed."""
    card = getattr(getattr(scene, "stage", None), "round_card", None)
    if card is not None and card.showing is not None and card.waits:
        space(scene)
        return True
    flow = scene.handoff_flow
    if not flow.awaits_key() or flow.read_from is None:
        return False
    speed = float(scene.app.settings.animation_speed) or 1.0
    if float(scene.time) < flow.read_from[1] + READ_SECONDS / speed:
        return False
    space(scene)
    return True
