"""After the walk, Enter (no row lit, the pointer on none) plays the first battle or
throw, never 'No more battles' while one is open (newcomer M, s11, nc-M/055, 061: the
lit default was '1. No more battles (D)' with a shuriken to throw, and an Enter-happy
player skipped it). 'No more battles' keeps its row and its key D. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes.app import App

from .test_dojo_choices import _battle_list
from .test_dojo_scene import key


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_throws_the_first_shuriken(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = _battle_list(app, attacks=2)  # two throws open, and 'No more battles'
    numbered = [o for o in scene.options if o.number]
    assert numbered[0].action == "done"  # still its row, first
    throw = numbered[1].action
    assert throw is not None and throw.startswith("throw")
    lit = scene.choices.list.main
    assert lit is not None and scene.options[lit].action == throw  # before: 'done'
    before = len(scene.session.actions)
    key(scene, pygame.K_RETURN)
    assert scene.session.actions[before:] == [throw]


def test_d_still_ends_the_battles(app: App) -> None:
    scene = _battle_list(app, attacks=2)
    before = len(scene.session.actions)
    key(scene, pygame.K_d)
    assert scene.session.actions[before:] == ["done"]
