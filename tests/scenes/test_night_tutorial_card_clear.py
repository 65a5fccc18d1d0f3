"""The round's card never lies under the guide's bubble (newcomer B, s22, FR 1280x720,
70g2: at steps 3 and 8 the bubble was drawn over 'Manche 1 sur 6', its '... en secret.'
sticking out beside it). round_card.clear_top puts the card where no overlay is."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.app import App
from scenes.night.tutorial import STEPS

from .test_night_tutorial import guided_table


@pytest.mark.parametrize("key", ["plan", "attack"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_round_card_clears_the_bubble(
    sized_app: Callable[[tuple[int, int]], App], key: str, lang: str
) -> None:
    sized = sized_app((1280, 720))
    sized.set_language(lang)
    scene = guided_table(sized, think_here=True)
    for _ in range(3000):
        scene.update(1 / 30)
        if scene.state.phase == "plan":
            break
        if scene.can_act and scene.state.phase == "place":
            scene.choose_option(0)
    scene.guide.step = next(k for k, s in enumerate(STEPS) if s.key == key)
    card = scene.stage.round_card
    card.showing, card.age, card.waits = (1, 0), 1.0, True
    canvas = pygame.Surface(sized.view_size)
    scene.draw(canvas)
    rect = card.draw(canvas, scene.layout())
    bubble = scene.guide.bubble_rect()
    assert rect is not None and scene.guiding
    assert not rect.colliderect(bubble)  # fails before: the card at the village's foot
    sized.set_language("en")
