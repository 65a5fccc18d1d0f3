"""The guided Dojo's walk sets the forest toggle to each arrow's cost ('Forest steps:
cost 1'); once the lesson is over the free game starts with forest steps free, as any
table does: it stayed at 'cost 1' and a newcomer paid for every forest step unawares
(newcomer A, s14, 198). F still sets it after."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes.app import App

from .conftest import Driver
from .test_dojo_tutorial_walk_plan import to_the_roll, tutorial


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_free_game_starts_with_free_forest_steps(app: App, ui: Driver, lang: str) -> None:
    app.tr = Translator(lang)
    scene = tutorial(app)
    to_the_roll(scene, ui, 9, 6)
    scene.forest_cost = 1  # as an arrow paying for its forest sets it (follow_arrow)
    scene.controls.forest_changed()
    scene._arrow_synced = scene._arrow_step()  # (that arrow: not set again)
    ui.step()
    assert scene.forest_cost == 1  # kept while the guide speaks
    scene.guide.step = len(scene.guide.steps)  # the lesson said all: the free game
    ui.step()
    assert scene.forest_cost == 0
    labels = [getattr(o, "label", None) for o in scene.options]
    assert app.tr("dojo.forest.free") in labels and app.tr("dojo.forest.paid") not in labels
    ui.key(pygame.K_f)  # the person's own choice stays
    ui.step(3)
    assert scene.forest_cost == 1


def test_go_on_owns_enter_before_the_guides_box(app: App, ui: Driver) -> None:
    """A battle's turned cards wait for Go on while the guide's box says 'Enter: next':
    one Enter is Go on's (the box stays), the next the box's (newcomer A, s14, 189-190:
    the box moved on, Go on stayed)."""
    scene = tutorial(app)
    ui.step()
    assert scene.guide.explaining
    step = scene.guide.step
    scene.reveal.waiting = True  # (as a round read in the computer's sight)
    assert scene.reveal.shown
    ui.key(pygame.K_RETURN)
    assert not scene.reveal.waiting and scene.guide.step == step
    ui.key(pygame.K_RETURN)
    assert scene.guide.step == step + 1
