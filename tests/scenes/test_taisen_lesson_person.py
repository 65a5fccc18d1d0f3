"""The guided Taisen calls the person by the name a setup last gave, else 'You', never
'Human' (newcomer N, s12, nc-N/087 and g30: 'Singe / Humain' of Noé, who had named
herself on the setup of her last game)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.taisen import top_bar
from scenes.taisen.tutorial import TutorialScene

from .conftest import Driver


def plaque_words(scene: TutorialScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []

    def spy(side, name, who, left, lit):  # type: ignore[no-untyped-def]
        said.append(who)
        return pygame.Surface((4, 4))

    monkeypatch.setattr(top_bar.hud, "plaque", spy)
    top_bar.draw(pygame.Surface((1280, 720)), scene)
    monkeypatch.undo()
    return said


@pytest.mark.parametrize(("lang", "turn"), [("en", "Noé's turn"), ("fr", "Au tour de Noé")])
def test_the_lesson_says_the_name_of_the_last_setup(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str, turn: str
) -> None:
    app.tr = Translator(lang)
    app.settings.last_names = {"dojo": ["Ada", None], "taisen": ["Noé", "Hélène"]}
    scene = TutorialScene.start(app)
    app.push(scene)
    ui.step()
    assert scene.session.seats[0].name == "Noé" and scene.session.seats[1].is_ai
    assert plaque_words(scene, monkeypatch)[0] == "Noé"
    assert top_bar.header_text(scene).startswith(turn)


def test_without_a_taisen_setup_the_last_setups_name(app: App) -> None:
    app.settings.last_names = {"taisen": [None, None], "night": [None, "Bo", None]}
    assert TutorialScene.lesson_person(app) == "Bo"  # the last set up, its first name


@pytest.mark.parametrize(
    ("lang", "you", "human"), [("en", "You", "Human"), ("fr", "Vous", "Humain")]
)
def test_no_name_anywhere_says_you(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str, you: str, human: str
) -> None:
    app.tr = Translator(lang)
    app.settings.last_names = {}
    scene = TutorialScene.start(app)
    app.push(scene)
    ui.step()
    assert scene.session.seats[0].name in (None, "")
    words = plaque_words(scene, monkeypatch)
    assert words[0] == you and human not in words
