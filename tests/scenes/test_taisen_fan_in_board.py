"""A fanned stack with room on the board stays on it, its caption too (newcomer B, s23,
16-t2: the Monkey village's three cards, fanned under the pointer, put 'top card: in
front' below the column, over the dice panel's border, though there was room above).
Each card of the village's three and of a Wolf stack of three, at 1280x720, 1920x1080
and 1920x1200 (B's window)."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation
from scenes.taisen import TaisenScene
from scenes.taisen import layout as L

from .test_taisen_fan_pinned import rest, seen_point

THREE = "R2S1J/-/-/-/-/-/-/-/r1p1s1/-/j m r1g1b1 -"
"""The Monkey village's three cards (B's), the Wolf's three on tile 8."""


def scene_at(app: Any) -> TaisenScene:
    session = GameSession("taisen", 7, {}, [Seat("human"), Seat("human")], from_notation(THREE, 7))
    session._mark_turn_start()
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    scene.update(1 / 60)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1920, 1200)])
def test_a_fan_with_room_on_the_board_stays_on_it(sized_app: Any, size: tuple[int, int]) -> None:
    app = sized_app(size)
    scene = scene_at(app)
    seen = 0
    for side, pos in ((0, 0), (1, 8)):
        for card in scene.view.stacks[side][pos]:
            rest(scene, seen_point(scene, card))
            if scene.fan_shown is None:  # its move previewed instead
                continue
            seen += 1
            if (folder := os.environ.get("NINJAS_TEST_SHOT")) and seen == 1:  # to look at
                name = f"taisen_fan_{size[0]}x{size[1]}_{side}.png"
                pygame.image.save(app.canvas, os.path.join(folder, name))
            fan = scene.fan_shown[2]
            # (fails before: the village's fan 10-20 px past the board's bottom)
            assert L.BOARD_TOP <= fan.top and fan.bottom <= L.BOARD_BOTTOM, (side, card, fan)
            scene.input.motion((2, L.CANVAS_H - 2))
            scene.app.draw()
    assert seen >= 3
