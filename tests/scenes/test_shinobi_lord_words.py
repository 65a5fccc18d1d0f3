"""Issue 33, newcomer I: on Shinobi's results 'Ana (Akane)': 'a newcomer asks what Akane
is'; then newcomers V and W (s9) of 'Ana (Lord Akane)': 'names nobody chose'. A named
person's seat is said by its colour, that of its mark on the table, wherever it is
shown: 'Ana (red)', 'Ana (rouge)' on the results' card (or 'Ana' over 'red'), the
banner, the table's seat panel and the replay's view. The other games' seats say what
they are already ('Léa (Monkey)', 'Ada (Red ninja)')."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.registry import make_game_scene, person_seat_name, seat_played

from .conftest import record_texts
from .test_results_native import show

LORD = {"en": "Ana (red)", "fr": "Ana (rouge)"}


def finished(players: int, seed: int = 4) -> GameSession:
    seats = [Seat(name="Ana")] + [Seat("ai", "easy")] * (players - 1)
    session = GameSession.new("shinobi", seats, seed, {"players": players}, autosave=False)
    rng = random.Random(seed)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_named_person_s_seat_is_said_as_the_lord_they_play(app: App, lang: str) -> None:
    app.set_language(lang)
    assert person_seat_name(app, finished(2), 0) == LORD[lang]
    taisen = GameSession.new("taisen", [Seat(name="Léa"), Seat("ai", "easy")], 1, {})
    assert person_seat_name(app, taisen, 0) == app.tr(
        "seat.person", name="Léa", seat=app.tr("seat.taisen.0")
    )  # 'Léa (Monkey)' says what it is


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_results_card_says_the_lord(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str, players: int
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    app.apply_scale()
    session = finished(players)
    texts = record_texts(monkeypatch)
    show(app, session)
    lord = seat_played(app, "shinobi", 0)
    assert LORD[lang] in texts or ("Ana" in texts and lord in texts), texts
    assert not any(t.endswith("…") for t in texts)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_table_s_seat_panel_says_the_lord_and_fits(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    app.apply_scale()
    seats = [
        Seat("ai", "easy"),
        Seat(name="Ana"),
        Seat("ai", "easy"),
        Seat(name="Dimitri-Alexandre"),
    ]
    session = GameSession.new("shinobi", seats, 5, {"players": 4}, autosave=False)
    table = make_game_scene(app, session)
    app.push(table)
    texts = record_texts(monkeypatch)
    table.update(1 / 60)
    app.draw()
    sora = app.tr("seat.person", name="Ana", seat=seat_played(app, "shinobi", 1))
    assert sora in texts
    # a name too long for its panel with the lord's words: the person's name, whole
    # (the seat's mark and panel colour say the seat)
    long = app.tr(
        "seat.person",
        name="Dimitri-Alexandre",
        seat=seat_played(app, "shinobi", 3),
    )
    assert "Dimitri-Alexandre" in texts and long not in texts
