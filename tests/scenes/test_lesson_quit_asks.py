"""Quit to title from a guided game asks first (issue 33, newcomer K, G12: "Quit to title"
from the pause menu dropped the guided Taisen game with no word, and Continue stayed
greyed: a lesson is never kept). A game, autosaved, still goes to the title at once."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.message import ConfirmScene
from scenes.pause import PauseScene
from scenes.taisen.tutorial import TutorialScene
from scenes.title import TitleScene

from .conftest import Driver
from .test_pause_and_saves import pause_button


def lesson_paused(app: App, ui: Driver) -> TutorialScene:
    app.push(TitleScene(app))
    scene = TutorialScene.start(app)
    app.push(scene)
    ui.step(5)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_quitting_a_guided_game_asks_first_and_cancel_keeps_it(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = lesson_paused(app, ui)
    ui.click(pause_button(ui.top, "pause.quit"))
    ask = ui.top
    assert isinstance(ask, ConfirmScene), ask
    assert ask.text == app.tr("pause.quit_lesson.text")
    assert app.tr("title.tutorial") in ask.text  # where to start it again
    app.draw()
    ui.key(pygame.K_ESCAPE)  # Cancel: back to the menu, the lesson kept
    assert isinstance(ui.top, PauseScene) and scene in app.stack
    ui.click(pause_button(ui.top, "pause.quit"))
    ui.click(ui.top.confirm_button)  # Quit to title, answered
    assert [type(s) for s in app.stack] == [TitleScene]


def test_quitting_a_game_goes_to_the_title_at_once(app: App, ui: Driver, in_game: object) -> None:
    ui.click(pause_button(ui.top, "pause.quit"))
    assert [type(s) for s in app.stack] == [TitleScene]
