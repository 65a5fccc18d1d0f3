"""A button's words stand on the same line whatever their letters (issue 33, newcomer
Q, s8, guided Shinobi's results in French: 'Écran titre' sat 3-4 px lower than 'Voir
le plateau' beside it). A capital's accent taller than the font's ascent pushed the
whole line down in its surface; the button lifts such words by as much (theme.accent_drop). At 1280x720
and 1920x1080."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.widgets import Button


def lowest_ink(canvas: pygame.Surface, rect: pygame.Rect) -> int:
    """The lowest row of bright words inside `rect`."""
    rows = [
        y
        for y in range(rect.top, rect.bottom)
        if any(sum(canvas.get_at((x, y))[:3]) > 600 for x in range(rect.left, rect.right))
    ]
    return rows[-1]


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_an_accented_capital_leaves_the_words_on_their_line(app: App, scale: float) -> None:
    theme.set_scale(scale)
    try:
        canvas = pygame.Surface((900, 200))
        bottoms = {}
        for i, words in enumerate(("Écran titre", "Ecran titre", "À vous", "A vous")):
            rect = pygame.Rect(10 + i * 220, 40, 200, theme.px(58))
            button = Button(app, rect, words, lambda: None)
            button.draw(canvas)
            bottoms[words] = lowest_ink(canvas, rect.inflate(-8, -8))
        assert theme.accent_drop("Écran titre", theme.FONT_BUTTON) > 0  # the font does push it
        assert bottoms["Écran titre"] == bottoms["Ecran titre"], bottoms  # fails before
        assert bottoms["À vous"] == bottoms["A vous"], bottoms
    finally:
        theme.set_scale(1.0)
