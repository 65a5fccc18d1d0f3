"""The footer says how cards picked are let go (issue 33, newcomer V, s9 g51-g53: a click
on a picked pile adds a card, and only a right-click let go, which nothing said)."""

from __future__ import annotations

import os

import pygame
import pytest

from scenes import theme
from scenes.app import App

from .test_shinobi_click_after_hint import at_place


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_with_cards_picked_the_footer_says_how_to_let_go(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = at_place(app)
    assert scene.help_key() == "shinobi.help"
    name, cards = next(
        (n, c)
        for n, c in scene.hand.groups()
        if any(x in scene.selection.playable_cards() for x in c)
    )
    scene.selection.click_group(cards)
    assert scene.selection.selected
    said = str(app.tr(scene.help_key()))
    assert scene.help_key() == "shinobi.help_picked"  # before: the plain help
    assert str(app.tr("shinobi.help_picked")) == said
    for size in ((1280, 720), (1920, 1080)):  # whole, never cut with '…' (draw_hint)
        with theme.scaled_for(size):
            font = theme.font(theme.FONT_SMALL, "body")
            assert font.size(said)[0] <= size[0] - theme.px(24), (size, said)
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:  # to look at: the footer, whole
        canvas = pygame.Surface(app.canvas.get_size())
        scene.draw(canvas)
        pygame.image.save(canvas, f"{shot}_{lang}.png")
    scene.do(("let_go",))  # what it says: Backspace / right-click let go
    assert not scene.selection.selected and scene.help_key() == "shinobi.help"
    app.set_language("en")
