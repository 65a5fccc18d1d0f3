"""'Play a real game' after a lesson starts the game its setup would start, never the
lesson's own table (E7, s14: Dojo's small board, Taisen's Monkey first, Night's
crossroads village without its newest rules, against the easy computer): the setup's
options (those last chosen there, else the defaults) and its seats (those last set up,
else the person against the Normal computer). And a lesson left by Esc leaves nothing
of itself in the setup that 'New game' opens."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from ninjas.options import chosen_options, new_game_options
from scenes.app import App
from scenes.guide import GuidedTable
from scenes.registry import make_tutorial
from scenes.results import ResultsScene
from scenes.setup import SetupScene

pytestmark = pytest.mark.usefixtures("own_data_dir")

GAMES = ("taisen", "shinobi", "night", "dojo")


def real_game(app: App, game: str) -> tuple[dict[str, object], list[Seat], object]:
    """The lesson's options, then 'Play a real game' pressed on its results: the new
    table's session."""
    lesson = make_tutorial(app, game)
    app.push(lesson)
    lesson_options = dict(lesson.session.options)  # type: ignore[attr-defined]
    results = ResultsScene(app, lesson.session, [])  # type: ignore[attr-defined]
    app.push(results)
    assert results.lesson
    results.rematch_button.activate()
    table = app.top
    assert not isinstance(table, GuidedTable)
    return lesson_options, list(lesson.session.seats), table.session  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", GAMES)
def test_the_real_game_after_a_lesson_has_the_standard_options(app: App, game: str) -> None:
    lesson_options, _, session = real_game(app, game)
    standard = new_game_options(game, chosen_options(game, {}))
    assert session.options == standard == SetupScene(app, game).options()
    if game != "shinobi":  # (its lesson's, 2 seats in grasshopper mode, are the defaults)
        assert session.options != lesson_options
    # the person against the computer at the setup's level, Normal, not the lesson's Easy
    assert [(s.kind, s.level) for s in session.seats] == [("human", "normal"), ("ai", "normal")]


@pytest.mark.parametrize("game", GAMES)
def test_the_real_game_after_a_lesson_is_the_setup_last_chosen(app: App, game: str) -> None:
    """A setup chosen before (remembered): the real game is that one, seats and all."""
    chosen = {
        "taisen": {"first": "wolf"},
        "shinobi": {"players": 3, "mode": "grandmaster"},
        "night": {"players": 3, "village": "random", "experienced": True},
        "dojo": {"board": "random", "jokers": True},
    }[game]
    app.settings.last_options[game] = chosen
    app.settings.last_seats[game] = [["human", "normal"], ["ai", "hard"], ["human", "normal"]]
    app.settings.last_names[game] = ["Léa", None, "Marc"]
    setup = SetupScene(app, game)
    _, _, session = real_game(app, game)
    assert session.options == setup.options()
    for key, value in chosen.items():
        assert session.options[key] == value
    assert session.seats == setup.playing_seats
    assert session.seats[:2] == [Seat("human", name="Léa"), Seat("ai", "hard")]


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_left_leaves_the_setup_as_it_was(app: App, game: str) -> None:
    """Learn to play, the lesson, Esc to the title, then New game: the setup opens with
    the game's defaults, nothing of the lesson's table."""
    lesson = make_tutorial(app, game)
    app.push(lesson)
    app.pop()  # (Quit to title: the lesson is never kept)
    setup = SetupScene(app, game)
    assert setup.options() == new_game_options(game, chosen_options(game, {}))
    assert [(s.kind, s.level) for s in setup.playing_seats] == [
        ("human", "normal"),
        ("ai", "normal"),
    ]
