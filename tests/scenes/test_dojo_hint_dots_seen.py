"""The dots of another ninja's walk in the move hint read on every ground: each dot 12
design px across at least, the last 18, a ring of the hint's own colour round its dimmed
core (newcomer W, s21, Dojo EN 1280x720, 12_dojo_hint_move: 'the dotted path is tiny
dots, easy to miss on a mountain': 8 px dots of the dimmed colour). 1280x720 and
1920x1080. scenes/dojo/hint_plan.dotted."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.dojo import hint_plan

MOUNTAIN = (120, 108, 92)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_dot_is_big_and_ringed_in_the_hint_s_colour(size: tuple[int, int]) -> None:
    with theme.scaled_for(size):
        px = theme.px
        canvas = pygame.Surface((px(400), px(200)))
        canvas.fill(MOUNTAIN)
        radius = px(48)
        a, b = (px(40), px(100)), (px(40) + 2 * radius, px(100))
        hint_plan.dotted(canvas, a, b, radius)
        least = 3.14 * px(6) ** 2 * 0.8
    inked = sum(
        1
        for x in range(canvas.get_width())
        for y in range(canvas.get_height())
        if tuple(canvas.get_at((x, y)))[:3] != MOUNTAIN
    )
    dots = max(2, round(abs(b[0] - a[0]) / max(4.0, radius * hint_plan.DOTTED)))
    assert inked / dots >= least, (inked / dots, least)  # before: 8 px dots
    ring = sum(
        1
        for x in range(canvas.get_width())
        for y in range(canvas.get_height())
        if tuple(canvas.get_at((x, y)))[:3] == tuple(hint_plan.HINT)[:3]
    )
    assert ring > dots * 10  # the hint's own colour round each (before: none)
