"""Issue 33: on a busy machine a computer's search shows (a table's deadline is 1 s of wall
time, ninjas.ai.deadline, and more where the worker is starved), and the person must see
that the computer thinks. Night said "Blue is playing..." however long it waited, and now
says "Blue is thinking…" once the still table has waited a second (scenes.ai_turn.thinking_long),
in English and French; Taisen and Shinobi, which said it at once, now say it as Night and
the phones do, and so does Dojo's panel, which said it for the computer's whole turn."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.games import get_game
from scenes.ai_turn import THINKING_SHOWN_AFTER
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.night import NightScene
from scenes.shinobi import ShinobiScene
from scenes.taisen import TaisenScene
from tests.support.searches import Slow

from .conftest import STEP, Driver, record_texts

TABLES: dict[str, tuple[type[Any], str]] = {
    "taisen": (TaisenScene, "taisen.thinking"),
    "shinobi": (ShinobiScene, "shinobi.turn.thinking"),
    "dojo": (DojoScene, "ai_wait.thinking"),
    "night": (NightScene, "ai_wait.thinking"),
}
"""Each table, and the words of its thinking sign."""


def computer_first(app: App, game: str) -> Any:
    options = {"players": 2} if game in ("shinobi", "night") else {}
    first = get_game(game).new_game(seed=5, options=dict(options)).current_player
    seats = [Seat("ai", "hard") if i == first else Seat() for i in range(2)]
    session = GameSession.new(game, seats, 5, options, autosave=False)
    cls, _ = TABLES[game]
    scene = cls(app, session, animate=False)
    scene._think = lambda *_: Slow()
    app.push(scene)
    return scene


def frames(seconds: float) -> int:
    return round(seconds / STEP)


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_computer_thinking_a_while_is_said_to_think(
    app: App, ui: Driver, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenes.taisen import hud

    hud._shadowed.cache_clear()  # Taisen's top bar keeps words drawn once in a test before
    drawn = record_texts(monkeypatch)  # (a table keeps some words drawn once)
    scene = computer_first(app, game)
    _, key = TABLES[game]
    ui.step(frames(THINKING_SHOWN_AFTER + 0.5))
    assert scene.ai_thinking and scene.session.actions == []
    for lang in ("en", "fr"):
        app.set_language(lang)
        ui.step()
        sign = app.tr(key, name=scene.seat_name(scene.state.current_player))
        assert sign != key and any(sign in text for text in drawn), (lang, sign)


def test_night_says_playing_at_first_then_thinking_after_a_second(app: App, ui: Driver) -> None:
    scene = computer_first(app, "night")
    ui.step(frames(THINKING_SHOWN_AFTER / 2))
    name = scene.seat_name(scene.state.current_player)
    assert scene.prompt_panel.text() == app.tr("night.waiting", name=name)
    ui.step(frames(THINKING_SHOWN_AFTER))
    assert scene.prompt_panel.text() == f"{name} is thinking…"
    app.set_language("fr")
    ui.step()
    assert scene.prompt_panel.text() == f"{scene.seat_name(scene.state.current_player)} réfléchit…"


def wait_words(scene: Any, game: str) -> str:
    """The words the table's prompt says while its computer is to move."""
    if game == "taisen":
        return str(scene.prompt(None)[0])
    if game == "shinobi":
        return str(scene.prompt.text())
    return str(scene.prompt_panel.text())


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_a_computer_plays_then_thinks_after_a_second_as_the_phones_say_it(
    app: App, ui: Driver, game: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The phones say 'Midori is playing…' and 'thinking' only once the still table has
    waited a second for the search (9f3d30a); Taisen's and Shinobi's prompts said 'is
    thinking...' whenever their computer was to move, and their signs ('thinking' and
    its spinner, the turn panel's 'Thinking…') showed at once. Now the laptop says the
    phones' very words, and shows no sign before the second."""
    from scenes.taisen import hud
    from scenes.taisen.game_log import side_name
    from scenes.taisen.top_bar import SIDE_KEYS

    app.set_language(lang)
    hud._shadowed.cache_clear()
    drawn = record_texts(monkeypatch)
    scene = computer_first(app, game)
    seat = scene.state.current_player
    name = side_name(app.tr, SIDE_KEYS[seat]) if game == "taisen" else scene.seat_name(seat)
    ui.step(frames(THINKING_SHOWN_AFTER / 2))
    assert scene.ai_thinking and scene.session.actions == []  # its search runs
    assert wait_words(scene, game) == app.tr("ai_wait.playing", name=name)
    signs = {app.tr(key) for key in ("taisen.thinking", "shinobi.turn.thinking")}
    assert not [text for text in drawn if text in signs or "réfléchit" in text]
    assert not [text for text in drawn if "thinking" in text.lower()]
    ui.step(frames(THINKING_SHOWN_AFTER))
    assert wait_words(scene, game) == app.tr("ai_wait.thinking", name=name)
