"""The Dojo table as the couch testers met it (issue 33, Dojo): the language changed
mid-game, the join question, the battle's labels, the hint's forest, the hand-off."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene

from .test_dojo_scene import _placed_table


def _draw(scene: DojoScene) -> None:
    size = scene.app.view_size
    with theme.scaled_for(size):
        scene.draw(pygame.Surface(size))


def _told(scene: DojoScene) -> list[object]:
    return list(scene.log_panel.lines)


@pytest.mark.parametrize(("first", "then"), (("en", "fr"), ("fr", "en")))
def test_the_language_changed_mid_game_changes_the_choices_and_the_log_at_once(
    app: App, first: str, then: str
) -> None:
    """The testers changed the language in Settings mid-game: the action list and the
    log stayed in the old one until the next action. The next frame drawn says them in
    the new one, as a table opened in it would."""
    app.tr = Translator(first)
    scene = _placed_table(app)
    scene.play("roll")
    _draw(scene)
    before = ([o.label for o in scene.options], _told(scene))
    assert before[0] and before[1]
    app.tr = Translator(then)  # what Settings does (App.set_language)
    _draw(scene)
    shown = ([o.label for o in scene.options], _told(scene))
    scene.choices.build()
    scene.log_panel.rebuild()
    fresh = ([o.label for o in scene.options], _told(scene))
    assert shown == fresh
    assert shown[0] != before[0] and shown[1] != before[1]
    assert len(shown[1]) == len(before[1])
