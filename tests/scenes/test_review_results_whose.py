"""Newcomer D, s10: with two people at the table, the results' 'Review my moves' opened
Aki's review without asking, where the History asks 'Whose moves?'. The results now ask
as the History does, each person by name; with one person it opens at once, as before
(test_review_screen.test_the_results_offer_review_my_moves_once_the_game_is_kept)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.history.actions import ReviewWhoScene
from scenes.message import MessageScene
from scenes.widgets import resolve

from . import test_review_screen as review_screen


def finished(seed: int) -> GameSession:
    seats = [Seat(name="Aki"), Seat("ai", "easy"), Seat(name="Mei")]
    return review_screen.finished(seed, "night", seats, {"players": 3})


def test_the_results_ask_whose_moves_with_two_people(
    app: App, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, results = review_screen.results_kept(app, finished(4))
    assert results.review_button.enabled
    opened_with: list[int] = []
    monkeypatch.setattr(
        "scenes.review.open_review",
        lambda app_, path, seat: opened_with.append(seat) or MessageScene(app_, "", ""),
    )
    results.review_button.activate()
    asked = app.top
    assert isinstance(asked, ReviewWhoScene), asked  # fails before: Aki's review at once
    assert not opened_with
    labels = [resolve(button.label) for button in asked.menu.widgets]
    assert labels[0].startswith("Aki") and labels[1].startswith("Mei") and len(labels) == 4
    # the computer too, after the people, with its level (newcomer J, s16, 080)
    assert labels[2].endswith(f"({app.tr('setup.level.easy')})"), labels
    app.draw()
    asked.menu.widgets[1].activate()  # Mei
    assert opened_with == [2]
    results.review_button.activate()
    app.top.menu.widgets[2].activate()  # the computer's moves
    assert opened_with == [2, 1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_button_says_whose_with_two_people(app: App, data_dir: Path, lang: str) -> None:
    """Not 'Review my moves' with two people at the laptop: whose? (newcomer A, s14, 167)."""
    app.set_language(lang)
    _, results = review_screen.results_kept(app, finished(4))
    words = resolve(results.review_button.label)
    assert words == app.tr("results.review_whose") != app.tr("results.review")
    assert {"en": "a player's", "fr": "un joueur"}[lang] in words
