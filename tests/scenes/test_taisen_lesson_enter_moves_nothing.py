"""The Taisen lesson's move step ('Click one: it moves'): the Enter that took the die
at the dice step left its first ninja focused, so the next Enter, read as 'next' on
the bubble, moved that ninja for the person (newcomer W, s21, FR 1920x1080,
104_fr_learn4). Now the die picked focuses no ninja: Enter rings one and shows where
it would land, a second Enter moves it; a click on a ninja still moves it."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.taisen.tutorial import STEPS, TutorialScene

STEP = 1 / 60


def key(scene: TutorialScene, code: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    scene.update(STEP)


def at_move_step(app: App, by_enter: bool) -> TutorialScene:
    scene = TutorialScene.start(app)
    app.push(scene)
    for _ in range(200):
        scene.update(STEP)
    scene.skip_animations()
    while STEPS[scene.step].key != "dice":
        key(scene, pygame.K_RETURN)
    die = scene.selection.dice_for(None)[0]
    key(scene, pygame.K_RETURN if by_enter else (pygame.K_1, pygame.K_2, pygame.K_3)[die])
    assert STEPS[scene.step].key == "move" and scene.selection.die is not None
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("by_enter", [True, False])
def test_enter_at_the_move_step_rings_a_ninja_before_moving_it(
    app: App, lang: str, by_enter: bool
) -> None:
    app.set_language(lang)
    scene = at_move_step(app, by_enter)
    played = len(scene.session.actions)
    assert scene.selection.focused() is None  # no ninja waits on an Enter
    key(scene, pygame.K_RETURN)
    assert len(scene.session.actions) == played  # fails before: the first ninja moved
    assert scene.selection.focused_action() is not None  # rung, its landing shown
    assert STEPS[scene.step].key == "move"
    key(scene, pygame.K_RETURN)  # the second moves it
    assert len(scene.session.actions) == played + 1
