"""An empty backpack pocket is drawn faint, an empty place, where it was as dark and
solid as a thing: a computer's pack with a token gone from slot 3 showed a dark square
between its tokens, read as a bug (newcomer I, s16, 069_1). The slots keep their places
(a Kunai, a discard name them by number)."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.night.backpacks import draw_pocket


def light(app: App, **kind: bool) -> int:
    canvas = pygame.Surface((80, 80))
    canvas.fill((40, 40, 90))
    draw_pocket(canvas, pygame.Rect(10, 10, 60, 60), **kind)
    back = pygame.Color(40, 40, 90)
    return sum(
        abs(c.r - back.r) + abs(c.g - back.g) + abs(c.b - back.b)
        for c in (canvas.get_at((x, y)) for x in range(10, 70, 3) for y in range(10, 70, 3))
    )


def test_an_empty_pocket_is_fainter_than_a_pocket_under_a_token(app: App) -> None:
    under = light(app, injured=False)
    empty = light(app, injured=False, empty=True)
    assert 0 < empty < under * 0.7  # fails before: no 'empty', drawn alike
    assert light(app, injured=True, empty=False) > empty
