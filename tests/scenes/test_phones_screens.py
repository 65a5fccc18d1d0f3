"""The "Phones" option on the setup screen, the QR codes' screen, and the table with
phones: only public things shown, no hand-off, the server gone with the game."""

from __future__ import annotations

import socket
import time
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


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_phones_are_offered_for_games_with_hidden_hands_only(app: App, lang: str) -> None:
    app.set_language(lang)
    assert PHONE_GAMES == ("shinobi", "night", "dojo")
    for game in PHONE_GAMES:
        setup = SetupScene(app, game)
        assert "phones" in dict(setup.cells) and setup.phones is False  # off by default
        off = setup.explanation("phones")
        setup.set_phones(True)
        on = setup.explanation("phones")
        assert off and on and off != on  # a line each, in the language
        if game != "shinobi":  # the game's own words: plans, battle cards
            assert on == app.tr(f"setup.explain.phones.true.{game}")
    assert "phones" not in dict(SetupScene(app, "taisen").cells)


def start_game(app: App, ui: Driver, game: str, seats: list[Seat]) -> SetupScene:
    app.push(TitleScene(app))
    setup = SetupScene(app, game, seats=seats)
    app.push(setup)
    ui.click(dict(setup.cells)["phones"])
    assert setup.phones is True
    ui.click(setup.start_button)
    return setup


@pytest.mark.parametrize("game", ["night", "dojo"])
def test_a_night_or_dojo_game_with_phones_shows_codes_and_never_a_hand_off(
    app: App, ui: Driver, loopback: None, game: str
) -> None:
    seats = [Seat("human"), Seat("human")] + ([Seat("ai", "easy")] if game == "night" else [])
    start_game(app, ui, game, seats)
    codes = app.top
    assert isinstance(codes, PhonesScene)
    table = codes.table
    assert table.phones.seats == [0, 1] and table.shown_seat is None
    assert [seat.phone for seat in table.session.seats[:2]] == [True, True]
    ui.key(pygame.K_RETURN)
    assert app.top is table
    for _ in range(200):  # the people's secret turns wait for their phones: never a cover
        ui.step()
        assert not isinstance(app.top, HandoffScene)
    close_game(app)


@pytest.mark.parametrize("game", ["shinobi", "night", "dojo"])
def test_a_saved_game_with_phones_reloads_with_new_codes_and_the_old_links_refused(
    app: App, ui: Driver, loopback: None, game: str, tmp_path
) -> None:
    """The save says which seats play on phones: loaded, the table shows the codes
    again, with new tokens; the old links are refused (their server went with the
    game), and the game goes on from the same position."""
    from support.phone_clients import PhoneClient

    from ninjas.core.saves import read_save
    from scenes.slots import load_into_app

    seats = [Seat("human"), Seat("human")] + ([Seat("ai", "easy")] if game != "dojo" else [])
    start_game(app, ui, game, seats)
    codes = app.top
    assert isinstance(codes, PhonesScene)
    table = codes.table
    ui.key(pygame.K_RETURN)
    session = table.session
    state = session.state
    table.play(state.legal_actions()[0])  # a game someone moved in
    assert session.actions
    old = table.phones
    old_tokens = [old.server.tokens.token(s) for s in old.seats]
    path = tmp_path / "phones.ninjas"
    session.save(path)
    assert [s.get("phone") for s in read_save(path).seats[:2]] == [True, True]
    close_game(app)
    assert load_into_app(app, path)
    codes = app.top
    assert isinstance(codes, PhonesScene)
    loaded = codes.table
    assert loaded.session.actions == session.actions and loaded.phones.seats == [0, 1]
    new_tokens = [loaded.phones.server.tokens.token(s) for s in loaded.phones.seats]
    assert not set(new_tokens) & set(old_tokens)
    for token in old_tokens:
        client = PhoneClient(loaded.phones.server.port, token, play=False).start()
        assert client.wait_for(lambda m: False, 1.0) is False
        assert client.errors() == ["bad_token"] and client.closed == 4001
        client.stop()
    fresh = PhoneClient(loaded.phones.server.port, new_tokens[0], play=False).start()
    for _ in range(100):  # the codes' screen tells the phones at its frames
        ui.step()
        if fresh.wait_for(lambda m: m["type"] == "state", 0.05):
            break
    assert [m["type"] for m in fresh.messages[:2]] == ["welcome", "state"]
    fresh.stop()
    close_game(app)


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
    for seat, _, rect in codes.panels:  # "Play on this screen" under each code, inside
        assert rect.contains(codes.give_up_buttons[seat].rect)
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


@pytest.mark.parametrize("game", ["shinobi", "night", "dojo"])
def test_a_seat_whose_phone_is_gone_is_played_on_the_screen(
    app: App, ui: Driver, loopback: None, game: str, tmp_path
) -> None:
    """A phone lost, flat or left at home stopped the game for good: its seat's secret
    choices waited for it, and a save loaded asked for the phones again. "Play on this
    screen" (asked once more) gives the seat back to the laptop: its link is closed and
    refused, the hand-off covers the table for it, the save remembers it; with no
    phone left the server stops."""
    from support.phone_clients import PhoneClient

    from ninjas.core.saves import read_save
    from scenes.message import ConfirmScene

    seats = [Seat("human"), Seat("human")] + ([Seat("ai", "easy")] if game != "dojo" else [])
    start_game(app, ui, game, seats)
    codes = app.top
    assert isinstance(codes, PhonesScene)
    table = codes.table
    link = table.phones
    port = link.server.port
    token = link.server.tokens.token(0)
    zero = PhoneClient(port, token, play=False).start()
    assert zero.wait_for(lambda m: m["type"] == "welcome")
    one = PhoneClient(port, link.server.tokens.token(1), seed=4).start()
    ui.step()
    assert set(codes.give_up_buttons) == {0, 1}
    for seat, _, panel in codes.panels:  # each under its own code, inside its panel
        assert panel.contains(codes.give_up_buttons[seat].rect)
    ui.click(codes.give_up_buttons[0])
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    ui.key(pygame.K_ESCAPE)  # not meant: nothing changes
    assert app.top is codes and link.seats == [0, 1]
    ui.click(codes.give_up_buttons[0])
    ui.click(app.top.confirm_button)  # type: ignore[union-attr]
    assert app.top is codes and link.seats == [1]
    assert [seat for seat, _, _ in codes.panels] == [1] and set(codes.give_up_buttons) == {1}
    assert zero.wait_for(lambda m: False, 1.0) is False and zero.closed == 4003
    again = PhoneClient(port, token, play=False).start()  # its link opens nothing now
    assert again.wait_for(lambda m: False, 1.0) is False
    assert again.errors() == ["bad_token"] and again.closed == 4001
    assert not table.session.seats[0].phone and table.session.seats[1].phone
    assert not table.phone_seat(0) and table.phone_seat(1)
    path = tmp_path / "given_up.ninjas"
    table.session.save(path)
    assert [s.get("phone", False) for s in read_save(path).seats[:2]] == [False, True]
    ui.key(pygame.K_RETURN)
    assert app.top is not codes
    # Seat 0 plays at the laptop again: the hand-off covers for it. Seat 1's phone plays
    # its secret choices from its own thread, so this waits by the clock, not by frames
    # (3000 frames were sometimes over before a slow machine's phone had answered).
    deadline = time.monotonic() + 60.0
    while time.monotonic() < deadline:
        if isinstance(app.top, HandoffScene):
            break
        if app.top is table and table.can_act and table.acting_seat == 1:
            public = [a for a in table.state.legal_actions() if not table.phone_side(a)]
            table.play(public[0])  # seat 1's choices made at the laptop (Dojo's walks)
        ui.step()
        time.sleep(0.001)
    assert isinstance(app.top, HandoffScene) and app.top.seat == 0
    app.pop()
    ui.key(pygame.K_F2)  # the last phone given up too: the server stops
    codes = app.top
    assert isinstance(codes, PhonesScene)
    ui.click(codes.give_up_buttons[1])
    ui.click(app.top.confirm_button)  # type: ignore[union-attr]
    assert app.top is table and table.phones is None
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    for client in (zero, one, again):
        client.stop()
    close_game(app)
