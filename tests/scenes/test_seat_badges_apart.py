"""Two seats, two badges (issue 33, the small things, item 6): Mei, typed on Akane's
seat, and the computer Midori both wore the badge "M" on the setup's cards and on the
results. Names that begin alike take their first two letters ("Me", "Mi"); names alike
in those too, the seat's number after the letter. Shinobi's seats have no emblem: their
badges carry the letters. English and French."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.registry import badge_letters, seat_name
from scenes.results import INPUT_GRACE_SECONDS, ResultsScene
from scenes.setup import SetupScene

from .conftest import STEP, Driver

pytestmark = pytest.mark.usefixtures("own_data_dir")


def badges(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text of one or two letters (or a letter and a digit) drawn from now on."""
    drawn: list[str] = []
    blit = theme.blit_text

    def spy(canvas: pygame.Surface, text: str, *a: Any, **k: Any) -> Any:
        if 1 <= len(text) <= 2 and text[:1].isalpha() and text.isalnum():
            drawn.append(text)
        return blit(canvas, text, *a, **k)

    monkeypatch.setattr(theme, "blit_text", spy)
    return drawn


def test_names_that_begin_alike_are_told_apart() -> None:
    assert badge_letters(["Mei", "Midori", "Akane"]) == ["Me", "Mi", "A"]
    assert badge_letters(["Akane", "Sora", "Midori", "Kiku"]) == ["A", "S", "M", "K"]
    assert badge_letters(["ana", "Ana", "Bo"]) == ["A1", "A2", "B"]
    assert badge_letters([" élodie", "Émile"]) == ["Él", "Ém"]
    assert badge_letters(["M", "Mo"]) == ["M1", "Mo"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_setup_s_badges_of_mei_and_midori(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    setup = SetupScene(app, "shinobi")
    app.push(setup)
    setup.set_players(3)
    setup.name_typed(0, "Mei")
    assert seat_name(app, "shinobi", 2) == "Midori"  # a computer's seat
    drawn = badges(monkeypatch)
    ui.step()
    assert "Me" in drawn and "Mi" in drawn, drawn
    assert "M" not in drawn  # before: M and M


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_badges_of_mei_and_midori(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    seats = [Seat("human", name="Mei")] + [Seat("ai", "easy")] * 2
    session = GameSession.new("shinobi", seats, 6072, {"players": 3}, autosave=False)
    rng = random.Random(6072)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    results = ResultsScene(app, session, [])
    app.push(results)
    for _ in range(int(INPUT_GRACE_SECONDS * 60) + 2):
        results.update(STEP)
    drawn = badges(monkeypatch)
    app.draw()
    assert sorted(drawn) == ["Me", "Mi", "S"], drawn  # before: M, M, S
