"""A pile's count badge sits above the card's name, never on it (issue 33, newcomer V,
s9 f15c, guided Shinobi in French at 1280x720: the '×3' of the Spiders over the 'A' of
'Araignée')."""

from __future__ import annotations

import os

import pygame
import pytest

from scenes.app import App
from scenes.shinobi import cards as art

from .conftest import Driver
from .test_shinobi_tutorial import guided_table, play_steps


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_count_badges_leave_the_names_whole(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = guided_table(app)
    play_steps(scene, ui, until="ronin")  # three Spiders, two Ronin in hand (f15, f21)
    ui.step()
    hand = scene.hand
    assert hand.badges
    width = scene.layout.card_w
    for badge in hand.badges:
        pile, card = max(
            ((r, c) for r, c in hand.rects if r.contains(badge)), key=lambda rc: rc[0].left
        )
        assert not scene.selection.selected  # (no card lifted: its face ends the pile)
        front = pile.bottom - scene.layout.card_h
        top = front + art.name_top(card, width, app.tr, lang)
        assert badge.bottom <= top, (art.card_name(card), badge, top)  # before: 2-3 px on it
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        canvas = pygame.Surface(app.canvas.get_size())
        scene.draw(canvas)
        pygame.image.save(canvas, f"{shot}_{lang}.png")
    app.set_language("en")
