"""Nothing secret crosses the air in clear (issue 31 §1.2): every byte the phones'
server reads and writes on its sockets during whole games is recorded (what a listener
on the Wi-Fi would capture), and no card id, hand, plan, note, choice, code key or
device secret is in it; a sealed message captured and sent again does not open."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest
from support.phone_clients import PhoneClient

from ninjas.core.session import Seat
from ninjas.phones.guard import GuardedServer
from ninjas.phones.sealing import b64, unb64

from .conftest import PhoneTable
from .test_attacks import play_to_the_end, report

SEATS = [Seat("human"), Seat("human"), Seat("ai", "easy")]


@pytest.fixture
def capture(monkeypatch: pytest.MonkeyPatch) -> bytearray:
    """Every byte the server's connections read and write, in order."""
    seen = bytearray()
    made = GuardedServer.connection_made

    class Reading(asyncio.Protocol):
        """Stands between the socket and aiohttp's handler, keeping what it reads."""

        def __init__(self, handler: Any) -> None:
            self.handler = handler

        def data_received(self, data: bytes) -> None:
            seen.extend(data)
            self.handler.data_received(data)

        def eof_received(self) -> Any:
            return self.handler.eof_received()

        def connection_lost(self, exc: BaseException | None) -> None:
            self.handler.connection_lost(exc)

        def pause_writing(self) -> None:
            self.handler.pause_writing()

        def resume_writing(self) -> None:
            self.handler.resume_writing()

    def recording(self: GuardedServer, handler: Any, transport: Any) -> None:
        write, writelines = transport.write, transport.writelines

        def wrote(data: Any) -> None:
            seen.extend(bytes(data))
            write(data)

        def wrote_lines(lines: Any) -> None:
            lines = [bytes(line) for line in lines]
            for line in lines:
                seen.extend(line)
            writelines(lines)

        transport.write, transport.writelines = wrote, wrote_lines
        transport.set_protocol(Reading(handler))
        made(self, handler, transport)

    monkeypatch.setattr(GuardedServer, "connection_made", recording)
    return seen


def secrets_of(messages: list[dict[str, Any]]) -> set[bytes]:
    """What a listener must not read: the hands (as sent), plans, notes, choices."""
    found: set[bytes] = set()
    for message in messages:
        if message.get("type") != "state":
            continue
        view = message["view"]
        hand = view.get("hand")
        if isinstance(hand, list) and len(hand) >= 3:
            found.add(json.dumps(hand).encode())
        for plan in view.get("plans", []) or []:
            if plan:
                found.add(json.dumps(plan).encode())
        for line in message["notes"]:
            found.add(line.encode())
        for choice in message["choices"]:
            if len(choice["action"]) >= 6:
                found.add(json.dumps(choice["action"]).encode())
    return found


@pytest.mark.parametrize(("game", "mode"), [("shinobi", "grandmaster"), ("night", "")])
def test_a_listener_on_the_network_reads_nothing_of_a_whole_game(
    phone_table, capture: bytearray, game: str, mode: str
):
    kwargs: dict[str, Any] = {"game": game, "seed": 11 if game == "shinobi" else 6}
    if mode:
        kwargs["mode"] = mode
    table: PhoneTable = phone_table(SEATS, laptop=game != "shinobi", **kwargs)
    clients = [PhoneClient(table.port, table.token(s), seed=s + 5).start() for s in (0, 1)]
    play_to_the_end(table, clients, seconds=120)
    for client in clients:
        client.stop()
    wire = bytes(capture)
    received = [m for c in clients for m in c.messages]
    assert len(received) > 40
    assert b"GET /ws?" in wire and b"HTTP/1.1 101" in wire  # both ways were recorded
    secret = secrets_of(received)
    assert len(secret) > 20
    leaked = [s for s in secret if s in wire]
    assert not leaked, leaked[:5]
    for words in (b'"type"', b'"view"', b'"hand"', b'"notes"', b'"choices"', b'"action"'):
        assert words not in wire  # no message of either side in clear
    for client in clients:
        _, key_text = client.token.split(".")
        key = unb64(key_text) or b""
        for thing in (key, key_text.encode(), client.device, b64(client.device).encode()):
            assert thing not in wire
    notes = sum(len(m["notes"]) for m in received if m.get("type") == "state")
    report(
        f"listener on a whole {game} game",
        bytes_captured=len(wire),
        messages=len(received),
        notes_lines=notes,
        secrets_looked_for=len(secret) + 4 * len(clients),
        found_in_clear=0,
    )


def test_a_captured_message_sent_again_does_not_open(phone_table):
    """A play sealed and sent, then the same bytes again (a listener replaying what it
    captured, into the same link or a new one): the copy does not open, the link it
    reaches is closed, and the game takes the play once."""
    table: PhoneTable = phone_table(SEATS)
    table.frames(1)
    mover = table.scene.state.current_player
    zero = PhoneClient(table.port, table.token(mover), play=False).start()
    assert zero.wait_for(lambda m: m["type"] == "state" and bool(m["choices"]))
    state = zero.states[-1]
    play = json.dumps(
        {"type": "play", "action": state["choices"][0]["action"], "version": state["version"]}
    )
    assert zero._channel is not None
    sealed = zero._channel.seal(play)
    zero.send_raw(sealed)
    before = len(table.scene.session.actions)
    assert table.run_until(lambda: len(table.scene.session.actions) > before, 10)
    after = len(table.scene.session.actions)
    zero.send_raw(sealed)  # the same bytes again
    assert zero.wait_closed(10) == 4005
    again = PhoneClient(table.port, table.token(mover), play=False, device=zero.device).start()
    assert again.wait_for(lambda m: m["type"] == "state")
    again.send_raw(sealed)  # into a new link of the same phone: not its key
    assert again.wait_closed(10) == 4005
    table.frames(10)
    time.sleep(0.2)
    table.frames(5)
    assert table.link.plays == 1
    assert len(table.scene.session.actions) - after < 5  # the computer's moves only
    counts = table.link.server.counts
    assert counts.bad_seal == 2 and counts.accepted == 1
    report("replayed messages", sent_again=2, opened=0, plays_taken=table.link.plays)
    for client in (zero, again):
        client.stop()
