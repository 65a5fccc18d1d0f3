"""The guided Dojo names the person as their setup did (issue 33, newcomer P, s8: the
lesson said 'Orange clan' of a person who had named herself Ada in the setup): the
welcome greets her, the table's log, prompts and results say her name."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.dojo.tutorial import DojoTutorial

from .conftest import Driver


@pytest.mark.parametrize(
    ("lang", "hello"), [("en", "Welcome to Dojo, Ada!"), ("fr", "Bienvenue au Dojo, Ada\u00a0!")]
)
def test_the_lesson_names_the_person_of_the_dojo_setup(
    app: App, ui: Driver, lang: str, hello: str
) -> None:
    app.tr = Translator(lang)
    app.settings.last_names = {"dojo": ["Ada", None], "night": ["Bo", None, None]}
    scene = DojoTutorial.start(app)
    app.push(scene)
    ui.step()
    assert scene.session.seats[0].name == "Ada" and scene.session.seats[1].is_ai
    assert scene.guide.words().startswith(hello)
    assert scene.seat_name(0) == "Ada" and scene.seat_name(1) == app.tr("seat.dojo.1")
    scene.play(str(scene.state.legal_actions()[0]))  # her Dojo: the log says her name
    ui.step(30)
    assert any("Ada" in line for _, line in scene.log_lines)


def test_without_a_dojo_setup_the_last_setups_name(app: App) -> None:
    app.settings.last_names = {"taisen": ["Léa", None], "night": [None, "Bo", None]}
    assert DojoTutorial.lesson_person(app) == "Bo"  # the last set up, its first name


def test_no_name_anywhere_keeps_the_clan(app: App, ui: Driver) -> None:
    app.settings.last_names = {}
    scene = DojoTutorial.start(app)
    app.push(scene)
    ui.step()
    assert scene.session.seats[0].name is None
    assert scene.guide.words().startswith("Welcome to Dojo! You lead the Orange clan")
    assert scene.seat_name(0) == app.tr("seat.dojo.0")
