"""Newcomer H, s16 (114_2): the '+3' of Kiku's new Spider clan stood astride the tile's
top edge and covered Kiku's diamond (the seat's pawn shape) beside the name above. The
badge is drawn inside the tile (its frame just round it), nothing over its top."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.shinobi.changed_marks import ChangedMarks


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_clan_s_badge_draws_nothing_above_its_frame(scale: float) -> None:
    pygame.init()
    theme.set_scale(scale)
    try:
        marks = ChangedMarks(laid={(2, "Spider"): 3}, lost={(1, "Bear"): 1})
        marks.laid[(1, "Bear")] = 2
        for seat, clan in ((2, "Spider"), (1, "Bear")):  # '+3', and '+2 -1' (wider)
            canvas = pygame.Surface((400, 400))
            rect = pygame.Rect(100, 150, theme.px(100), theme.px(120))
            marks.draw_tile(canvas, rect, seat, clan)
            frame = rect.inflate(theme.px(6), theme.px(6))
            above = pygame.Rect(0, 0, 400, frame.top)
            inked = [
                (x, y)
                for x in range(above.left, above.right)
                for y in range(above.top, above.bottom)
                if canvas.get_at((x, y))[:3] != (0, 0, 0)
            ]
            assert not inked, (clan, inked[:3])  # fails before: the pill 10 px over the top
    finally:
        theme.set_scale(1.0)
