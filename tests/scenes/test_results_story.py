"""Newcomer A, s14 (054: 'to make a 9: a line on how the game went ... right here'):
the results say how the game went after the table's own notes under the score cards:
its course where the record tells it (scenes/results_arc.py, newcomers L and N, s17),
else the review's figures (ninjas.game_story); every side by its name (newcomer G,
s16), with several seats every seat (scenes/results_story.py)."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.game_story import story
from scenes.results import ResultsScene, winner_seat


def _finished(seats: list[Seat]) -> GameSession:
    session = GameSession.new("taisen", seats, seed=8, autosave=False)
    while not session.state.is_terminal:
        session.apply(session.state.legal_actions()[0])
    return session


TOLD = {
    "en": "How the game went: Wolf was ahead on ninjas standing from turn 3 to the end;"
    " the hardest blow: Gael lost 2 ninjas to Wolf on turn 4.",
    "fr": "Le fil de la partie\u00a0: Loup a mené en ninjas debout depuis le tour 3 jusqu'à"
    " la fin\u00a0; le coup le plus dur\u00a0: Gael a perdu 2 ninjas face à Loup au tour 4.",
}
"""Seed 8, each side's first move: the game's course (scenes/results_arc.py, s17)."""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_person_reads_the_games_course_under_the_tables_notes(
    app: Any, fake_game: Any, lang: str
) -> None:
    app.set_language(lang)
    session = _finished([Seat(name="Gael"), Seat("ai", "hard")])
    app.push(fake_game(app, session))
    results = ResultsScene(app, session, ["Turns: 12"])
    said = TOLD[lang]
    assert results.summary_lines[:2] == ["Turns: 12", said]  # fails before: no sentence
    # both sides named alike (newcomer G, s16, 032: 'vous 7 sur 10, Loup 7')
    assert f" {app.tr('results.story.you')} " not in said
    assert results.layout_now is not None
    assert len(results.layout_now.notes) >= 2  # drawn, on the notes' panel


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_several_people_read_it_of_the_winner_by_name(app: Any, fake_game: Any, lang: str) -> None:
    app.set_language(lang)
    session = _finished([Seat(name="Ana"), Seat(name="Ben")])
    app.push(fake_game(app, session))
    results = ResultsScene(app, session)
    winner = winner_seat(session)
    assert winner is not None
    told = story("taisen", session.state, winner)
    assert told is not None
    said = TOLD[lang].replace("Wolf", "Ben").replace("Loup", "Ben").replace("Gael", "Ana")
    assert results.summary_lines[0] == said
    assert app.tr("review.story.taisen", other="Ben", **told.figures) not in results.summary_lines


class _Shinobi:
    """A finished four-seat Shinobi position, built: two rounds' strength, corruption."""

    is_terminal = True
    num_players = 4
    round_results = [{"strength": [20, 5, 12, 9]}, {"strength": [23, 3, 10, 2]}]
    corruption_total = [6, 2, 4, 0]

    def returns(self) -> list[float]:
        return [1.0, -1.0, 0.0, -0.5]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "How the game went: strength in all, Yuki 43, Midori 22, Kiku 11,"
            " Ren 8; corruption, Yuki 6, Midori 4, Kiku 0, Ren 2.",
        ),
        (
            "fr",
            "Le fil de la partie\u00a0: force en tout, Yuki 43, Midori 22, Kiku 11,"
            " Ren 8\u00a0; corruption, Yuki 6, Midori 4, Kiku 0, Ren 2.",
        ),
    ],
)
def test_with_four_seats_every_seat_is_named(
    app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    """Newcomer H, s16: 'strength over the rounds, Yuki 43, Ren 8; corruption, Yuki 6,
    Ren 2' of a four-seat game: the two computers, Midori and Kiku, were left out."""
    from types import SimpleNamespace

    from scenes.results_story import story_note

    app.set_language(lang)
    seats = [Seat(name="Yuki"), Seat(name="Ren"), Seat("ai", "hard"), Seat("ai", "hard")]
    session = SimpleNamespace(game="shinobi", seats=seats, state=_Shinobi())
    names = {2: "Midori", 3: "Kiku"}
    monkeypatch.setattr("scenes.results_story.seat_name", lambda _app, _game, s: names[s])
    assert story_note(app, session) == said  # fails before: Yuki and Ren only
