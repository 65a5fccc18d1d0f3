"""A lesson's results say why they offer no review (issue 33, newcomers M and N, s8:
after the guided Dojo and Shinobi games 'Review my moves' was greyed with no word why,
and the lesson's win was missing from the History). A lesson is kept in no History:
its results have no review button, the footer names no M key, and a note says so; a
game's results keep their review."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.results import ResultsScene
from scenes.taisen.tutorial import TutorialScene

from .test_results_native import finished


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lessons_results_say_why_there_is_no_review(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    lesson = TutorialScene.start(app)
    app.push(lesson)
    session: GameSession = lesson.session
    results = ResultsScene(app, session, ["Turns: 3"])
    app.push(results)
    assert results.lesson and results.review_button is None
    assert app.tr("results.lesson") in results.summary_lines
    assert "Turns: 3" in results.summary_lines
    results.update(0.1)
    app.draw()


def test_a_games_results_keep_their_review(app: App) -> None:
    session = finished("taisen", {}, 2)
    assert isinstance(session.seats[0], Seat) and not session.seats[0].is_ai
    results = ResultsScene(app, session, [])
    app.push(results)
    assert not results.lesson and results.review_button is not None
    assert app.tr("results.lesson") not in results.summary_lines
