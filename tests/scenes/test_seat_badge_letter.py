"""One name, the same letter on a seat's badge everywhere (issue 33: newcomer I typed Ben
on Sora's seat, and the card said "Ben" over a badge saying "S"; newcomer H's results
badge said "K" for Kai where the setup's had said "A" for Akane, the seat Kai played).
The letter is that of the name the card shows: the person's when named, else the
seat's. Shinobi's seats have no emblem: their badges carry the letter."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.registry import seat_name
from scenes.results import INPUT_GRACE_SECONDS, ResultsScene
from scenes.setup import SetupScene

from .conftest import STEP, Driver

pytestmark = pytest.mark.usefixtures("own_data_dir")


def letters(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text of one or two letters drawn from now on (the badges' letters: two
    where two seats' names begin alike, tests/scenes/test_seat_badges_apart.py)."""
    drawn: list[str] = []
    blit = theme.blit_text

    def spy(canvas: pygame.Surface, text: str, *a: Any, **k: Any) -> Any:
        if len(text) in (1, 2) and text.isalpha():
            drawn.append(text)
        return blit(canvas, text, *a, **k)

    monkeypatch.setattr(theme, "blit_text", spy)
    return drawn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_setup_s_badge_follows_the_name_typed(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    setup = SetupScene(app, "shinobi")
    app.push(setup)
    setup.set_players(3)
    setup.seats[1] = Seat("human", "normal")
    setup.name_typed(0, "Kai")
    setup.name_typed(1, "ben")  # as typed: the badge says B
    drawn = letters(monkeypatch)
    ui.step()
    computer, resting = (seat_name(app, "shinobi", seat)[:2] for seat in (2, 3))
    assert resting == "Ki" and computer[:1] != "K"  # Kai and Kiku, told apart
    assert sorted(drawn) == sorted(["Ka", "B", computer[:1], resting]), drawn
    assert seat_name(app, "shinobi", 1)[:1] not in drawn  # Sora's S, Ben's seat
    assert seat_name(app, "shinobi", 0)[:1] not in drawn  # Akane's A, Kai's seat


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_badge_says_the_letter_the_setup_said(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """H's game: Kai on Akane's seat against two computers, seed 6072."""
    app.set_language(lang)
    seats = [Seat("human", name="Kai")] + [Seat("ai", "easy")] * 2
    session = GameSession.new("shinobi", seats, 6072, {"players": 3}, autosave=False)
    rng = random.Random(6072)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    results = ResultsScene(app, session, [])
    app.push(results)
    for _ in range(int(INPUT_GRACE_SECONDS * 60) + 2):
        results.update(STEP)
    drawn = letters(monkeypatch)
    app.draw()
    computers = [seat_name(app, "shinobi", seat)[:1] for seat in (1, 2)]
    assert sorted(drawn) == sorted(["K", *computers]), drawn
