"""The "Phones" option on the setup screen, the QR codes' screen, and the table with
phones: only public things shown, no hand-off, the server gone with the game."""

from __future__ import annotations

import socket
from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.message import MessageScene
from scenes.phones import PHONE_GAMES, PhonesScene, qr_surface
from scenes.setup import SetupScene
from scenes.title import TitleScene

from .conftest import SIZES, Driver
from .test_native_shared import check_inside_and_apart, font_sizes

TWO_PEOPLE = [Seat("human"), Seat("human"), Seat("ai", "easy")]


@pytest.fixture
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests' server listens on the loopback only."""
    monkeypatch.setattr("scenes.phones.listen_hosts", lambda: ["127.0.0.1"])


def start_shinobi(app: App, ui: Driver, phones: bool) -> SetupScene:
    app.push(TitleScene(app))
    setup = SetupScene(app, "shinobi", seats=TWO_PEOPLE)
    app.push(setup)
    setup.set_players(3)
    assert setup.phones is False  # off by default
    cell = dict(setup.cells)["phones"]
    if phones:
        ui.click(cell)
        assert setup.phones is True
    ui.click(setup.start_button)
    return setup


def close_game(app: App) -> None:
    while app.stack:
        app.pop()


def test_phones_are_offered_for_games_with_hidden_hands_only(app: App) -> None:
    assert PHONE_GAMES == ("shinobi",)
    assert "phones" in dict(SetupScene(app, "shinobi").cells)
    assert "phones" not in dict(SetupScene(app, "taisen").cells)


def test_without_phones_two_people_still_get_the_hand_off(app: App, ui: Driver) -> None:
    start_shinobi(app, ui, phones=False)
    table = app.top
    assert getattr(table, "phones", 1) is None
    for _ in range(3000):
        if isinstance(app.top, HandoffScene):
            break
        ui.step()
    assert isinstance(app.top, HandoffScene)
    close_game(app)


def test_with_phones_the_codes_show_then_the_table_shows_only_public_things(
    app: App, ui: Driver, loopback: None
) -> None:
    start_shinobi(app, ui, phones=True)
    codes = app.top
    assert isinstance(codes, PhonesScene)
    table = codes.table
    link = table.phones
    assert link.seats == [0, 1] and len(link.links()) == 2
    assert all(f"#{link.server.tokens.token(s)}" in url for s, url in link.links())
    port = link.server.port
    ui.key(pygame.K_RETURN)
    assert app.top is table and table.shown_seat is None
    for _ in range(300):  # the computer's turns and the people's waits: never a cover
        ui.step()
        assert not isinstance(app.top, HandoffScene)
        assert not table.faces_drawn & {c for hand in table.state.hands for c in hand}
    ui.key(pygame.K_F2)  # the codes again
    assert isinstance(app.top, PhonesScene)
    ui.key(pygame.K_ESCAPE)
    assert app.top is table
    close_game(app)
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()


def test_when_the_phones_cannot_listen_a_message_says_so_and_the_game_goes_on(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("scenes.phones.listen_hosts", lambda: ["203.0.113.9"])  # not ours
    start_shinobi(app, ui, phones=True)
    assert isinstance(app.top, MessageScene)
    assert app.tr("phones.unavailable.title") == app.top.title  # type: ignore[attr-defined]
    app.pop()
    assert app.top.phones is None  # type: ignore[union-attr]
    close_game(app)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_codes_screen_fits_every_window(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str, loopback: None
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    start_shinobi(app, ui, phones=True)
    codes = app.top
    assert isinstance(codes, PhonesScene)
    with font_sizes() as sizes:
        app.draw()
    assert app.canvas.get_size() == size
    panels = [rect for _, _, rect in codes.panels]
    check_inside_and_apart(pygame.Rect((0, 0), size), [*panels, codes.note_rect, codes.button.rect])
    assert min(sizes) >= theme.FONT_MIN
    for _, url, rect in codes.panels:  # each code whole, inside its panel, sharp
        side = min(rect.width - theme.px(24), rect.height)
        code = qr_surface(url, side)
        assert code.get_width() <= rect.width and code.get_width() >= 100
    if size == (1920, 1080):  # a click where the button is drawn plays
        ui.click(codes.button)
        assert app.top is codes.table
    close_game(app)


def test_a_rematch_of_a_game_on_phones_is_on_phones_again_with_new_codes(
    app: App, loopback: None
) -> None:
    import random

    from ninjas.core.session import GameSession
    from scenes.phones import open_phones
    from scenes.registry import make_game_scene
    from scenes.results import ResultsScene

    session = GameSession.new(
        "shinobi", TWO_PEOPLE, 3, {"players": 3, "mode": "grasshopper"}, autosave=False
    )
    rng = random.Random(1)
    while not session.state.is_terminal:
        session.apply(rng.choice(session.state.legal_actions()))
    app.push(TitleScene(app))
    table = make_game_scene(app, session)
    app.push(table)
    old = open_phones(table)
    old_tokens = {old.server.tokens.token(s) for s in old.seats}
    results = ResultsScene(app, session, [])
    app.push(results)
    results.rematch()
    codes = app.top
    assert isinstance(codes, PhonesScene) and codes.table is not table
    new = codes.link
    assert new.seats == [0, 1]
    assert not old_tokens & {new.server.tokens.token(s) for s in new.seats}
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", old.server.port), timeout=1).close()
    close_game(app)
