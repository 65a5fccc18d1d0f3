"""A rope drawn on the village passes under every token whose rim it crosses, not only
those whose middle it crosses: the tokens near its line are drawn again over it as far
as the rope reaches either side (its width and shadow), where before only those within
half a token of its line were (the rope over the rim of roof 6's Gears token in the
demo, EN 1280x720)."""

from __future__ import annotations

import pygame

from ninjas.night.village import named_village
from scenes.night.village_view import VillageView


def test_a_rope_along_a_token_s_rim_is_drawn_under_it(app: object) -> None:
    view = VillageView(named_village("crossroads"), pygame.Rect(10, 46, 728, 634), 3)
    roofs: list[list[int]] = [[] for _ in view.village.buildings]
    roofs[0] = [0]
    x, y = view.token_spot(0, 0)
    half = view.token_size() / 2
    canvas = pygame.Surface((1280, 720))
    faces, colours = ["pink"], [(236, 140, 170)]
    for off, under in ((half - 2, True), (half + 2, True), (half + view.px(12), False)):
        line = [(round(x + off), y - 40), (round(x + off), y + 40)]  # down past its side
        again = view.draw_tokens_over(canvas, roofs, faces, colours, [], lines=[line])
        assert (again == [0]) is under, off  # fails before at half + 2: not drawn again
