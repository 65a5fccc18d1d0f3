"""A summoning's '+N' stays inside the board's frame, clear of its line (newcomer W, s21,
Dojo EN 1280x720, 89_g2_sum15: at the Orange Dojo on the board's far left, '+6' and '+2'
were pushed off the dice around them onto the frame's edge, 2 px inside it). A '+N' over
a hex at the frame's left edge, the dice rows round it, at 1280x720 and 1920x1080.
scenes/dojo/gain_place.py."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes import theme
from scenes.dojo.gain_place import FRAME_CLEAR, gain_rect


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_gain_pushed_to_the_edge_stays_clear_of_the_frame(
    sized_app, size: tuple[int, int]
) -> None:
    sized_app(size)
    with theme.scaled_for(size):
        px = theme.px
        board = pygame.Rect(px(10), px(48), px(830), px(628))
        centre = (board.left + px(75), board.top + px(390))
        label = (px(36), px(30))
        rows = [  # the dice rows over the hex and round it, a strip left by the frame
            pygame.Rect(board.left + px(44), centre[1] - px(150), px(240), board.bottom),
        ]
        table = SimpleNamespace(
            layout=SimpleNamespace(map=board), view=SimpleNamespace(radius=px(48))
        )
        layers = SimpleNamespace(
            table=table,
            pieces=lambda: [],
            badge_radius=lambda: px(12),
            dice_rows=rows,
            dice_plates={},
        )
        spot = gain_rect(layers, label, centre, [])
        room = board.inflate(-2 * px(FRAME_CLEAR), -2 * px(FRAME_CLEAR))
    assert spot.collidelist(rows) < 0
    assert room.contains(spot), (spot, room)  # before: 4 px from the frame's line
