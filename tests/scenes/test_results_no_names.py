"""Newcomers B and C, s10: two whole games with unnamed people (nc-93/004.png: the seat
cards said 'Akane', 'Sora', their name fields '(aucun)'), and Records stayed empty with
nothing to say why. The results now say a game whose people had no name is in the
History, not in Records, and how to have it counted; a game with a named person, or of
computers only, says nothing of it."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.results import ResultsScene

from .conftest import record_blits


def finished(seats: list[Seat]) -> GameSession:
    session = GameSession.new("taisen", seats, 7, {}, autosave=False)
    rng = random.Random(1)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(
    ("seats", "said"),
    [
        ([Seat("human"), Seat("ai", "easy")], True),
        ([Seat("human"), Seat("human")], True),
        ([Seat("human", name="Ana"), Seat("ai", "easy")], False),
        ([Seat("human", name="Ana"), Seat("human")], False),
        ([Seat("ai", "easy"), Seat("ai", "hard")], False),
    ],
)
def test_the_results_say_when_no_records_will_count_the_game(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    seats: list[Seat],
    said: bool,
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    results = ResultsScene(app, finished(seats), [])
    app.push(results)
    texts = record_blits(monkeypatch)
    app.draw()
    note = app.tr("results.no_names")
    assert (note in results.summary_lines) is said  # fails before: never said
    drawn = " ".join(string for string, _ in texts)
    first = note.split()[:3]
    assert (" ".join(first) in drawn) is said, drawn
