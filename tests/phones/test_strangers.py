"""A stranger on the network cannot keep the phones out, freeze the table, or reach the
server from another site (issue 31 §1.3-5). The strangers run in another process
(tests/support/phone_stranger.py), from other loopback addresses (127.0.0.2...), as
another computer on the Wi-Fi would; the HTTP checks use raw sockets. Counts are
printed (pytest -s) for the README's figures."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from support.phone_clients import PhoneClient

from ninjas.core.session import Seat
from ninjas.phones import guard as guard_module
from ninjas.phones import server as server_module
from ninjas.phones.guard import CONNECTION_SECONDS, PER_ADDRESS, TOTAL
from ninjas.phones.server import BURST, RATE

from .conftest import PhoneTable
from .test_attacks import challenge, report

SEATS = [Seat("human"), Seat("human"), Seat("ai", "easy")]
SHORT_SECONDS = 2.0
"""The guard's CONNECTION_SECONDS in the sockets test (10 s in play): the same sweep,
sooner (the guard reads it at each sweep; test_each_address_gets_its_own_room checks
the real one)."""
STRANGER = Path(__file__).parents[1] / "support" / "phone_stranger.py"


class Stranger:
    """The stranger's process: `Stranger(port, kind, count, addresses)`; `result()`
    lets its sockets go and says what happened to them."""

    def __init__(self, port: int, kind: str, count: int, addresses: int) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(STRANGER), str(port), kind, str(count), str(addresses)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        self.opened = json.loads(self.process.stdout.readline())["opened"]

    def result(self) -> dict[str, Any]:
        out, _ = self.process.communicate("done\n", timeout=60)
        found: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
        return found


def http(port: int, text: str) -> tuple[int, dict[str, str], bytes]:
    """A raw HTTP/1.1 request; its status, headers (lower-case names) and body start."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as raw:
        raw.sendall(text.encode())
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = raw.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return int(lines[0].split()[1]), headers, body


def test_sockets_held_by_strangers_never_keep_a_phone_out_and_are_closed(phone_table, monkeypatch):
    """WebSocket requests with no proof, idle sockets and half requests from 20
    addresses, far more than the server's room: each request with no proof is refused
    before any link is held (403), each address holds PER_ADDRESS at most, the server
    makes room for a newcomer, and every one of them is closed, some for their age
    (CONNECTION_SECONDS, SHORT_SECONDS here); meanwhile both phones link, and one
    comes back."""
    monkeypatch.setattr(guard_module, "CONNECTION_SECONDS", SHORT_SECONDS)
    table: PhoneTable = phone_table(SEATS)
    table.frames(1)
    port = table.port
    strangers = [
        Stranger(port, "ws", 100, 10),
        Stranger(port, "idle", 200, 10),
        Stranger(port, "slow", 100, 10),
    ]
    opened = sum(s.opened for s in strangers)
    zero = PhoneClient(port, table.token(0), play=False).start()
    one = PhoneClient(port, table.token(1), play=False).start()
    assert zero.wait_for(lambda m: m["type"] == "state", 10)
    assert one.wait_for(lambda m: m["type"] == "state", 10)
    guard = table.link.server.guard
    assert len(guard.open) <= TOTAL
    one.stop()  # asleep, and back while the strangers still try
    again = PhoneClient(port, table.token(1), play=False, device=one.device).start()
    assert again.wait_for(lambda m: m["type"] == "state", 10)
    deadline = time.monotonic() + 30  # ends once every stranger's socket is closed
    while time.monotonic() < deadline and any(
        not entry.linked for entry in list(guard.open.values())
    ):
        table.frames(1, sleep=0.05)
    results = [s.result() for s in strangers]
    assert all(r["still_open"] == 0 for r in results), results  # every one closed
    ws = results[0]["answers"]
    assert set(ws) <= {"HTTP/1.1 403 Forbidden", "(nothing)"}, ws  # never a link
    assert zero.closed is None and again.closed is None
    counts = table.link.server.counts
    assert counts.links == 3 and counts.refused_proofs >= 1
    assert guard.timed_out >= 1  # closed for their age, not only for room
    report(
        "strangers' sockets",
        opened=opened,
        refused_ws=ws.get("HTTP/1.1 403 Forbidden", 0),
        refused_for_their_address=guard.refused,
        closed_for_room=guard.evicted,
        closed_for_age=guard.timed_out,
        still_open=0,
        latest_closed_s=max(t for r in results for t in r["closed_after"]),
        phones_linked=3,
    )
    for client in (zero, again):
        client.stop()


def test_quitting_the_table_never_waits_on_the_network_and_closes_every_socket(
    phone_table, monkeypatch
):
    """Quit while strangers hold sockets (and a phone is linked): the table's stop
    returns at once, the shutdown running in the server's thread even while that
    thread is held up, and afterwards every socket it had is closed, as the strangers
    see from their side."""
    table: PhoneTable = phone_table(SEATS)
    table.frames(1)
    port = table.port
    strangers = [Stranger(port, "idle", 10, 3), Stranger(port, "slow", 10, 3)]
    zero = PhoneClient(port, table.token(0), play=False).start()
    assert zero.wait_for(lambda m: m["type"] == "state", 10)
    held = threading.Event()
    release = threading.Event()
    server = table.link.server
    server._call(lambda: (held.set(), release.wait(60)))  # its thread busy for now
    assert held.wait(10)
    monkeypatch.setattr(server_module, "STOP_SECONDS", 1000.0, raising=False)
    quitting = threading.Thread(target=table.app.pop)  # the table closes: its server stops
    quitting.start()
    quitting.join(30)
    returned = not quitting.is_alive()
    release.set()
    quitting.join(60)
    assert returned, "closing the table waited on the server's thread"
    assert server.wait_stopped(30)
    results = [s.result() for s in strangers]
    assert all(r["still_open"] == 0 for r in results), results
    assert zero.wait_closed(10) in (4002, 1006)
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    report(
        "quit with strangers' sockets",
        stranger_sockets=sum(r["opened"] for r in results),
        still_open_after=0,
        phone_closed_with=zero.closed,
    )
    zero.stop()


def test_other_sites_cannot_reach_the_server_and_it_names_no_software(phone_table):
    """A DNS-rebinding page (its own name for our address) is refused, WebSocket and
    page alike; another site's page cannot open a link; every answer forbids framing
    and other origins' use, and names no software or version."""
    table: PhoneTable = phone_table(SEATS)
    table.frames(1)
    port = table.port
    ours = f"127.0.0.1:{port}"
    status, headers, body = http(port, f"GET /phone HTTP/1.1\r\nHost: {ours}\r\n\r\n")
    assert status == 200 and b"<html" in body
    assert "frame-ancestors 'none'" in headers["content-security-policy"]
    assert "script-src 'self'" in headers["content-security-policy"]
    assert headers["cross-origin-resource-policy"] == "same-origin"
    assert "aiohttp" not in headers.get("server", "") and "Python" not in headers.get("server", "")
    refused = 0
    for host in (f"evil.example:{port}", "evil.example", f"127.0.0.1:{port + 1}", "localhost"):
        for path in ("/phone", "/hello?c=x", "/phone.js", "/art/fox.png"):
            status, headers, _ = http(port, f"GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n")
            assert status == 421, (host, path, status)
            assert "aiohttp" not in headers.get("server", "")
            refused += 1
    status, headers, _ = http(port, "GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n")
    assert "aiohttp" not in headers.get("server", "")
    code_id = table.token(0).split(".")[0]
    for origin in ("http://evil.example", f"http://evil.example:{port}"):
        status, _, _ = http(
            port,
            f"GET /ws?c={code_id}&n={challenge(port)}&p=x HTTP/1.1\r\nHost: {ours}\r\n"
            f"Origin: {origin}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
        )
        assert status == 403
    counts = table.link.server.counts
    assert counts.bad_host == refused + 1 and counts.bad_origin == 2
    report("other sites", rebinding_requests_refused=refused, other_origins_refused=2)


def test_pings_count_against_the_rate_limit(phone_table):
    """WebSocket pings (answered by the server) and the page's own pings count like any
    message: 2,000 of them in a burst from a seat's own link get through at the rate."""
    import asyncio

    table: PhoneTable = phone_table(SEATS)
    table.frames(1)
    zero = PhoneClient(table.port, table.token(0), play=False, ping=False).start()
    assert zero.wait_for(lambda m: m["type"] == "state")
    assert zero._ws is not None
    ws = zero._ws

    async def flood() -> float:
        start = time.monotonic()
        for _ in range(2000):
            await ws.ping(b"x")
        return time.monotonic() - start

    took = asyncio.run_coroutine_threadsafe(flood(), zero._loop).result(60)
    for _ in range(100):
        zero.send('{"type": "ping"}')  # the page's own pings, sealed
    time.sleep(0.5)
    counts = table.link.server.counts
    let_through = counts.pings + sum(1 for m in zero.messages if m["type"] == "pong")
    assert counts.pings >= 1
    assert let_through <= BURST + RATE * (took + 1.0) + 5
    assert counts.flood >= 2100 - let_through - 5
    report("ping flood", sent=2100, answered=let_through, dropped=counts.flood)
    zero.stop()


def test_compressed_frames_are_never_agreed_to_nor_inflated(phone_table):
    """A link asking for permessage-deflate gets none; a compressed frame sent anyway
    (10 MB of zeros in 10 KB) closes that link unread, and the game hears nothing."""
    import zlib

    from ninjas.phones.sealing import make_proof, unb64

    table: PhoneTable = phone_table(SEATS)
    table.frames(1)
    port = table.port
    code_id, key_text = table.token(0).split(".")
    key = unb64(key_text) or b""
    n = challenge(port, code_id)
    proof = make_proof(key, unb64(n) or b"", bytes(32))
    raw = socket.create_connection(("127.0.0.1", port), timeout=5)
    raw.sendall(
        (
            f"GET /ws?c={code_id}&n={n}&p={proof} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n\r\n"
        ).encode()
    )
    head = b""
    while b"\r\n\r\n" not in head:
        head += raw.recv(4096)
    assert head.startswith(b"HTTP/1.1 101")
    assert b"permessage-deflate" not in head.lower()
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    bomb = squeeze.compress(b"\0" * 10_000_000) + squeeze.flush(zlib.Z_SYNC_FLUSH)[:-4]
    mask = b"\1\2\3\4"
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(bomb))
    frame = bytes([0xC2, 0xFE]) + len(masked).to_bytes(2, "big") + mask + masked  # RSV1
    raw.sendall(frame)
    raw.settimeout(10)
    data = b""
    try:
        while chunk := raw.recv(65536):
            data += chunk
    except (ConnectionResetError, TimeoutError):
        pass
    raw.close()
    deadline = time.monotonic() + 10
    while table.link.server.counts.bad_frames == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    counts = table.link.server.counts
    assert counts.bad_frames == 1 and counts.accepted == 0
    assert 0 not in table.link.server.connected()
    report("compressed frame", sent_bytes=len(bomb), inflated_to=0, link_closed=True)


def test_each_address_gets_its_own_room():
    """The guard on its own: one address past PER_ADDRESS is closed at once; at TOTAL,
    the oldest unlinked connection of the address holding the most makes room; a
    linked phone is never closed, for room or for age."""
    import asyncio

    from ninjas.phones.guard import ConnectionGuard

    class Transport:
        def __init__(self, address: str) -> None:
            self.address = address
            self.aborted = False

        def get_extra_info(self, name: str) -> Any:
            return (self.address, 1)

        def abort(self) -> None:
            self.aborted = True

    async def run() -> None:
        guard = ConnectionGuard()
        mine = [Transport("10.0.0.9") for _ in range(PER_ADDRESS)]
        for t in mine:
            assert guard.admit(t)  # type: ignore[arg-type]
        guard.linked(mine[0])  # type: ignore[arg-type]
        extra = Transport("10.0.0.9")
        assert not guard.admit(extra)  # type: ignore[arg-type]
        await asyncio.sleep(0)
        assert extra.aborted
        theirs = [Transport(f"10.0.1.{i}") for i in range(TOTAL - PER_ADDRESS)]
        for t in theirs:
            assert guard.admit(t)  # type: ignore[arg-type]
        newcomer = Transport("10.0.2.1")
        assert guard.admit(newcomer)  # type: ignore[arg-type]
        assert len(guard.open) == TOTAL and guard.evicted == 1
        assert mine[1].aborted and not mine[0].aborted  # the most, the oldest, not linked
        guard.sweep(time.monotonic() + CONNECTION_SECONDS + 1)
        assert not mine[0].aborted and newcomer.aborted  # the phone stays
        assert list(guard.open) == [mine[0]]

    asyncio.run(run())
