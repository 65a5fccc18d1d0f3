"""In the guided game the count on a picked pile ('1/2', '×2') is never under the
lesson's box (newcomers X and Y, s21: the pick badges sat under it), and the box rings
the pile the step asks to click, not the whole hand (newcomer A, s22, fr_tut04: at 'click
the pile of Carps twice' the whole hand was framed). EN/FR, 1280x720 and 1920x1080."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.shinobi.data import card_name

from .conftest import Driver
from .test_shinobi_tutorial import click_card, follow, guided_table

PILE_STEPS = {"place": "Carp", "ronin": None, "power": None}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_pick_badges_stay_clear_of_the_box(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    scene = guided_table(app)
    checked: set[str] = set()
    for _ in range(3000):
        ui.step()
        if not scene.guiding:
            break
        step = scene.guide.current
        if step.key in PILE_STEPS and step.key not in checked and scene.state.phase == "place":
            checked.add(step.key)
            plan = scene.asked_plan()
            assert plan is not None
            clan = str(plan.args[0])
            target = step.target
            assert target is not None
            pile = [r for r, c in scene.hand.shown() if card_name(c) == clan]
            assert target() == pile[0], step.key  # fails before: the whole hand
            click_card(scene, ui, clan)  # one card picked: its pile lifted, its count shown
            ui.step(3)
            bubble = scene.guide.bubble_rect()
            assert scene.hand.badges
            for badge in scene.hand.badges:  # fails before: under the box's foot
                assert not badge.colliderect(bubble), (step.key, badge, bubble)
            ui.key(pygame.K_BACKSPACE)  # let go: the step is followed as ever
            ui.step()
        if step.done is None:
            ui.key(pygame.K_RETURN)
        else:
            follow(scene, ui, step.key)
    assert checked == set(PILE_STEPS)
    app.set_language("en")
