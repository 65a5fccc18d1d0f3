"""A lesson's results say what Play again starts (issue 33, newcomer S, s9, guided
Shinobi: 'Play again: the lesson again, or a real game?'). After a lesson it reads 'Play
a real game' / 'Jouer une vraie partie', the footer 'R: a real game', and it starts a
game at an unguided table, kept in the History; a game's results keep 'Play again'."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.results import ResultsScene
from scenes.shinobi import ShinobiScene
from scenes.shinobi.tutorial import ShinobiTutorial

from .test_results_native import finished


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lesson_s_play_again_says_it_starts_a_real_game(app: App, lang: str) -> None:
    app.set_language(lang)
    lesson = ShinobiTutorial.start(app)
    app.push(lesson)
    results = ResultsScene(app, lesson.session, [])
    app.push(results)
    assert results.lesson
    label = results.rematch_button.label()  # type: ignore[operator]
    assert label == app.tr("results.rematch_lesson") != app.tr("results.rematch")
    assert label in ("Play a real game", "Jouer une vraie partie")
    results.update(0.1)
    app.draw()
    results.rematch_button.activate()
    assert isinstance(app.top, ShinobiScene) and not isinstance(app.top, ShinobiTutorial)
    assert getattr(app.top, "kept_in_history", True)
    app.set_language("en")


def test_a_game_s_results_keep_play_again(app: App) -> None:
    results = ResultsScene(app, finished("taisen", {}, 2), [])
    app.push(results)
    assert results.rematch_button.label() == app.tr("results.rematch")  # type: ignore[operator]
