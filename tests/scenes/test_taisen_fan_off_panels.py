"""The fan of a hovered Monkey stack keeps off the words of the panels below (issue 33,
newcomer L, s13: the village's four cards, fanned, hid the dice panel's title DICE)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.taisen import layout as L
from scenes.taisen import stack_fan


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_four_card_stack_s_fan_leaves_the_dice_panel_s_title_in_view(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    label = app.tr("taisen.fan.top")
    with theme.scaled_for(size):
        L.configure(size)
        title = app.tr("taisen.dice")  # where board_view draws it
        words = theme.text(title, theme.FONT_SMALL, theme.GOLD).get_rect(topleft=L.DICE_TITLE)
        for pos in range(0, 10):  # the village, and each tile
            for count in (3, 4):
                canvas = pygame.Surface((L.CANVAS_W, L.CANVAS_H))
                stack = [1, 2, 3, 4][:count]
                rect = stack_fan.draw(canvas, pos, stack, label, app.settings.palette)
                assert rect.bottom <= words.top, (lang, size, pos, count, rect, words)
                assert rect.top > L.ROAD_Y, (pos, count, rect)  # off the road (t12)
