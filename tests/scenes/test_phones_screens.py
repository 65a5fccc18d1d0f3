"""The "Phones" option on the setup screen, the QR codes' screen, and the table with
phones: only public things shown, no hand-off, the server gone with the game."""

from __future__ import annotations

import socket
import time
from collections.abc import Callable

import pygame
import pytest
from support.hold import go_on_when_read

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.message import MessageScene
from scenes.phones import PHONE_GAMES, PhonesScene
from scenes.setup import SetupScene
from scenes.title import TitleScene

from .conftest import SIZES, Driver, record_texts
from .test_native_shared import check_inside_and_apart, font_sizes

TWO_PEOPLE = [Seat("human"), Seat("human"), Seat("ai", "easy")]


@pytest.fixture
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests' server listens on the loopback only."""
    monkeypatch.setattr("scenes.phones.phone_hosts", lambda: (["127.0.0.1"], []))


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
    old_tokens = [old.server.codes.fragment(s) for s in old.seats]
    path = tmp_path / "phones.ninjas"
    session.save(path)
    assert [s.get("phone") for s in read_save(path).seats[:2]] == [True, True]
    close_game(app)
    assert load_into_app(app, path)
    codes = app.top
    assert isinstance(codes, PhonesScene)
    loaded = codes.table
    assert loaded.session.actions == session.actions and loaded.phones.seats == [0, 1]
    new_tokens = [loaded.phones.server.codes.fragment(s) for s in loaded.phones.seats]
    assert not set(new_tokens) & set(old_tokens)
    for token in old_tokens:
        client = PhoneClient(loaded.phones.server.port, token, play=False).start()
        assert client.wait_for(lambda m: False, 1.0) is False
        assert client.refused == "old code" and not client.messages
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
    deadline = time.monotonic() + 120  # the computer may play first: its worker runs in real time
    while not isinstance(app.top, HandoffScene) and time.monotonic() < deadline:
        if app.top is table:  # the computer first: its move read, the key goes on
            go_on_when_read(table)
        ui.step()
        time.sleep(0.001)
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
    assert all(f"#{link.server.codes.fragment(s)}" in url for s, url in link.links())
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
    assert link.server.wait_stopped(10)  # stopped in its own thread, the frame never waits
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()


def test_when_the_phones_cannot_listen_a_message_says_so_and_the_game_goes_on(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("scenes.phones.phone_hosts", lambda: (["203.0.113.9"], []))  # not ours
    start_shinobi(app, ui, phones=True)
    assert isinstance(app.top, MessageScene)
    assert app.tr("phones.unavailable.title") == app.top.title  # type: ignore[attr-defined]
    app.pop()
    assert app.top.phones is None  # type: ignore[union-attr]
    close_game(app)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_codes_screen_fits_every_window_and_shows_one_code_at_a_time(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    loopback: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 31 §1.1: the codes are never side by side (one photo took them all). The
    screen lists the people, each with "Show Kiku's code"; pressed, that code alone
    fills the screen, big enough to scan from a sofa, until it is hidden or its phone
    opens it."""
    import scenes.phone_codes

    drawn: list[str] = []
    real = scenes.phone_codes.qr_surface

    def recorded(url: str, side: int) -> pygame.Surface:
        drawn.append(url)
        return real(url, side)

    monkeypatch.setattr(scenes.phone_codes, "qr_surface", recorded)
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    start_shinobi(app, ui, phones=True)
    codes = app.top
    assert isinstance(codes, PhonesScene)
    with font_sizes() as sizes:
        app.draw()
    assert app.canvas.get_size() == size
    assert drawn == []  # no code shown until its person asks
    rows = [rect for _, rect in codes.rows]
    check_inside_and_apart(
        pygame.Rect((0, 0), size), [*rows, codes.note_rect, codes.network_rect, codes.button.rect]
    )
    for seat, row in codes.rows:  # each row's buttons inside it, apart
        code, give = codes.code_buttons[seat], codes.give_up_buttons[seat]
        check_inside_and_apart(row, [code.rect, give.rect])
        assert code.label() == app.tr("phones.show", name=codes.table.seat_name(seat))
    assert min(sizes) >= theme.FONT_MIN
    ui.click(codes.code_buttons[1])
    assert codes.shown == 1
    drawn.clear()
    with font_sizes() as sizes:
        app.draw()
    urls = dict(codes.link.links())
    assert set(drawn) == {urls[1]}  # that person's code, alone
    assert codes.code_rect.height >= size[1] * 0.55  # big: scanned from a sofa
    check_inside_and_apart(
        pygame.Rect((0, 0), size), [codes.code_rect, codes.words_rect, codes.hide_button.rect]
    )
    assert min(sizes) >= theme.FONT_MIN
    ui.key(pygame.K_ESCAPE)  # hidden again: the list
    assert codes.shown is None and app.top is codes
    if size == (1920, 1080):  # a click where the button is drawn plays
        ui.click(codes.button)
        assert app.top is codes.table
    close_game(app)


def test_a_code_opened_by_a_phone_is_put_away_and_offers_a_new_code_instead(
    app: App, ui: Driver, loopback: None
) -> None:
    """Shown, a code is put away as soon as a phone opens it; from then on its row says
    the phone is linked (or away), offers no code but "New code for Kiku" (asked once
    more), which closes that phone, makes the old code open nothing, and shows the new
    one. F2 on the table shows the same list, never the codes."""
    from support.phone_clients import PhoneClient

    from scenes.message import ConfirmScene

    start_shinobi(app, ui, phones=True)
    codes = app.top
    assert isinstance(codes, PhonesScene)
    link = codes.link
    ui.click(codes.code_buttons[0])
    assert codes.shown == 0
    old = link.server.codes.fragment(0)
    phone = PhoneClient(link.server.port, old, play=False).start()
    for _ in range(200):
        ui.step()
        if codes.shown is None:
            break
        time.sleep(0.01)
    assert codes.shown is None and link.claimed(0)
    ui.step()
    app.draw()
    assert codes.status(0)[0] == app.tr("phones.linked")
    name = codes.table.seat_name(0)
    assert codes.code_buttons[0].label() == app.tr("phones.new_code", name=name)
    codes.show(0)  # a claimed seat's code is never shown again
    assert codes.shown is None
    ui.click(codes.code_buttons[0])
    assert isinstance(app.top, ConfirmScene)
    ui.click(app.top.confirm_button)  # type: ignore[union-attr]
    assert app.top is codes and codes.shown == 0  # the new code, to its person
    assert phone.wait_closed() == 4006
    assert link.server.codes.fragment(0) != old and not link.claimed(0)
    again = PhoneClient(link.server.port, old, play=False, device=phone.device).start()
    assert again.wait_for(lambda m: False, 1.0) is False and again.refused == "old code"
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_ESCAPE)
    table = codes.table
    assert app.top is table
    ui.key(pygame.K_F2)  # the same screen: the list, no code
    assert isinstance(app.top, PhonesScene) and app.top.shown is None
    for client in (phone, again):
        client.stop()
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
    old_tokens = {old.server.codes.fragment(s) for s in old.seats}
    results = ResultsScene(app, session, [])
    app.push(results)
    results.rematch()
    codes = app.top
    assert isinstance(codes, PhonesScene) and codes.table is not table
    new = codes.link
    assert new.seats == [0, 1]
    assert not old_tokens & {new.server.codes.fragment(s) for s in new.seats}
    assert old.server.wait_stopped(10)
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
    token = link.server.codes.fragment(0)
    zero = PhoneClient(port, token, play=False).start()
    assert zero.wait_for(lambda m: m["type"] == "welcome")
    one = PhoneClient(port, link.server.codes.fragment(1), seed=4).start()
    ui.step()
    assert set(codes.give_up_buttons) == {0, 1}
    for seat, row in codes.rows:  # each in its own row
        assert row.contains(codes.give_up_buttons[seat].rect)
    ui.click(codes.give_up_buttons[0])
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    ui.key(pygame.K_ESCAPE)  # not meant: nothing changes
    assert app.top is codes and link.seats == [0, 1]
    ui.click(codes.give_up_buttons[0])
    ui.click(app.top.confirm_button)  # type: ignore[union-attr]
    assert app.top is codes and link.seats == [1]
    ui.step()
    # its row stays, saying it plays here, with no buttons (test_phones_lobby_here.py)
    assert [seat for seat, _ in codes.rows] == [0, 1] and set(codes.give_up_buttons) == {1}
    assert zero.wait_for(lambda m: False, 1.0) is False and zero.closed == 4003
    again = PhoneClient(port, token, play=False, device=zero.device).start()
    assert again.wait_for(lambda m: False, 1.0) is False  # its link opens nothing now
    assert again.refused == "old code"
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
        # seat 1's choices made at the laptop (Dojo's walks); seat 0's Night placement,
        # public, opens with no cover since 91c7e166: it is made too, and its plan's
        # cover comes next
        placing = table.acting_seat == 0 and getattr(table.state, "phase", "") == "place"
        if app.top is table and table.can_act and (table.acting_seat == 1 or placing):
            public = [a for a in table.state.legal_actions() if not table.phone_side(a)]
            table.play(public[0])
        elif app.top is table and go_on_when_read(table):
            pass  # Night's round card (no cover next, seat 1 plans on its phone): read
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
    assert link.server.wait_stopped(10)
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    for client in (zero, one, again):
        client.stop()
    close_game(app)


def test_the_codes_screen_says_which_network_and_another_can_be_picked(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two networks (both on the loopback here): the screen names the one in use; "Use
    another network" switches the codes to the other, where the server listens now and
    answers (its Host accepted there)."""
    from support.phone_clients import PhoneClient

    from ninjas.phones.net import Network

    nets = [Network("127.0.0.1", "wlan0"), Network("127.0.0.2", "eth1")]
    monkeypatch.setattr("scenes.phones.phone_hosts", lambda: (["127.0.0.1"], nets))
    app.push(TitleScene(app))
    setup = SetupScene(app, "shinobi", seats=[Seat("human"), Seat("human"), Seat("ai", "easy")])
    app.push(setup)
    setup.set_players(3)
    setup.set_phones(True)
    setup.start_now()
    codes = app.top
    assert isinstance(codes, PhonesScene)
    link = codes.link
    texts = record_texts(monkeypatch)
    app.draw()
    assert app.tr("phones.network.using", address="127.0.0.1 (wlan0)") in texts
    assert codes.network_button in codes.menu.widgets
    ui.click(codes.network_button)
    deadline = time.monotonic() + 10
    while "127.0.0.2" not in link.server.hosts and time.monotonic() < deadline:
        time.sleep(0.02)
    assert link.host == "127.0.0.2" and "127.0.0.2" in link.server.hosts
    texts.clear()
    app.draw()
    assert app.tr("phones.network.using", address="127.0.0.2 (eth1)") in texts
    url = link.url(0)
    assert url.startswith(f"http://127.0.0.2:{link.server.port}/phone#")
    with socket.create_connection(("127.0.0.2", link.server.port), timeout=5) as raw:
        raw.sendall(f"GET /phone HTTP/1.1\r\nHost: 127.0.0.2:{link.server.port}\r\n\r\n".encode())
        assert raw.recv(64).startswith(b"HTTP/1.1 200")
    phone = PhoneClient(link.server.port, link.server.codes.fragment(0), play=False)
    phone.base = f"http://127.0.0.2:{link.server.port}"
    phone.start()
    assert phone.wait_linked(10)
    phone.stop()
    while app.stack:
        app.pop()
