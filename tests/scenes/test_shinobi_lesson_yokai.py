"""The guided game says what a Yokai is (newcomers X and Y, s21: never explained; the
Tengu drawn by the first Carps stayed in the hand, a bamboo-framed card nobody named).
At the second turn, the Carp clan laid and the Tengu held, once corrupt, a step rings the
Tengu in the hand and says it is laid alone on a clan of yours, adds its strength and
acts at once. EN and FR, 1280x720 and 1920x1080; the step count says 17 steps."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.shinobi.data import card_name
from scenes.shinobi.tutorial import STEP_KEYS

from .conftest import Driver
from .test_shinobi_tutorial import follow, guided_table


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_lesson_rings_the_yokai_and_says_what_it_is(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    scene = guided_table(app)
    seen: list[str] = []
    for _ in range(3000):
        ui.step()
        step = scene.guide.current
        if not seen or seen[-1] != step.key:
            seen.append(step.key)
        if step.key == "yokai":
            break
        if step.done is None:
            ui.key(pygame.K_RETURN)
        else:
            follow(scene, ui, step.key)
    assert seen[-2:] == ["corrupted", "yokai"], seen  # fails before: no such step
    ui.step()
    words = scene.guide.words()
    assert ("Tengu" in words) and ("Yokai" in words), words
    assert ("laid alone on one of your clans" if lang == "en" else "se pose seul") in words
    assert scene.guide.progress() == (STEP_KEYS.index("yokai") + 1, 17)
    tengu = [rect for rect, card in scene.hand.shown() if card_name(card) == "Tengu"]
    assert len(tengu) == 1
    target = scene.guide.current.target
    assert target is not None and target() == tengu[0]  # its card ringed, not the hand
    assert not scene.guide.bubble_rect().colliderect(tengu[0])  # and seen
    app.set_language("en")
