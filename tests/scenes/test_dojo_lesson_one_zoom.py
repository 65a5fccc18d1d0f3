"""The guided Dojo game keeps one fit of its board from the first Dojo site to the
game's end: it was fitted again when both Dojos stood and when the lesson ended, hexes
suddenly about 1.5 times bigger (newcomer X, s13, 176-177, 200-201: 'three different
zooms for the same map within 5 minutes; disorienting'). The strip kept for the guide
says the goal once the lesson is over (it was an empty band: newcomer U, s9, u-92..101).
While the guide's box holds Blue's turn, the panel says Enter lets it play (X, 198-200:
'Blue clan is playing…' over a still table until Enter twice). EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes.app import App

from .conftest import Driver, record_blits
from .test_dojo_tutorial import to_the_walk, tutorial
from .test_guide_reading_holds_computer import at_step, computer_to_move


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_board_keeps_its_fit_and_the_strip_says_the_goal(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.tr = Translator(lang)
    scene = tutorial(app)
    ui.step()
    fit = (scene.view.radius, scene.view.centre((0, 0)))
    to_the_walk(scene, ui)  # both Dojos stand
    assert None not in scene.state.dojos
    assert (scene.view.radius, scene.view.centre((0, 0))) == fit  # before: fitted again
    scene.guide.step = len(scene.guide.steps)  # the lesson is over
    ui.step()
    assert (scene.view.radius, scene.view.centre((0, 0))) == fit  # before: 1.5 times
    drawn = record_blits(monkeypatch)
    canvas = pygame.Surface(app.view_size)
    scene.draw(canvas)
    room = scene.board_room(scene.layout)
    goal = [r for text, r in drawn if text and text in app.tr("dojo.lesson_over.goal")]
    assert goal and all(r.bottom <= room.top and r.top >= scene.layout.map.top for r in goal)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_box_holding_blue_says_enter_lets_it_play(app: App, ui: Driver, lang: str) -> None:
    app.tr = Translator(lang)
    from scenes.dojo.tutorial import DojoTutorial

    scene = computer_to_move(app, DojoTutorial)
    at_step(scene, "win")
    ui.step()
    assert scene.reading()
    name = scene.seat_name(scene.state.current_player)
    said = app.tr("dojo.waiting.guide", name=name)
    assert scene.prompt_panel.waiting(scene.state.current_player) == said  # before: playing…
