"""The phones' web server: one small page and its two scripts, the art it draws, and a
sealed WebSocket per seat.

It runs on aiohttp in a thread of its own beside the game's loop and never touches the
game: the table hands it finished JSON texts (`publish`), and takes the players' plays
from a thread-safe queue (`inbox`) at each frame, where it checks them against the
rules like any click. A frame never waits for the network: sealing happens here, and
`stop()` returns at once, the shutdown running in this thread.

Security (a home network is shared with others; issue 19 §2, issue 31 §1):
- a seat's link carries its code (tokens.SeatCodes) after '#', which browsers never
  send. A phone asks `/hello` for a challenge and opens `/ws?c=ID&n=CHALLENGE&p=PROOF`,
  the challenge sealed with the code's key (sealing.py): the proof is checked before
  the WebSocket is accepted, and a challenge serves once, within CHALLENGE_SECONDS;
- the first phone to open a code keeps its seat (its device secret, sealed in the
  proof); another device gets "taken" and is closed (4004), never the other way round;
- every message of a link, both ways, is sealed end to end (sealing.Channel);
- only the addresses listened on, with our port, are answered (a DNS-rebinding name
  is refused), and a WebSocket's Origin must be that same address; every response
  says `frame-ancestors 'none'`, `Cross-Origin-Resource-Policy: same-origin`, and
  names no server software;
- each address and the server have a connection cap, and a connection that has not
  become a linked phone is closed within CONNECTION_SECONDS (guard.py); a linked phone
  silent for IDLE_SECONDS is closed (the page pings every few seconds);
- a message too long, not JSON, of an unknown kind, or one too many in a second (pings
  of either kind count) gets an error and is dropped: the game never sees it. A frame
  over MAX_FRAME bytes closes that link (1009), compressed frames are never agreed to
  (a compressed frame closes the link unread), and one that does not open closes it
  (4005); the phone may open it again.
"""

from __future__ import annotations

import asyncio
import json
import logging
import queue
import secrets
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web, web_response
from aiohttp.web_request import BaseRequest

from .guard import (
    ConnectionGuard,
    GuardedServer,
    exception_handler,
    quiet_network_logs,
    raise_file_limit,
)
from .sealing import CHALLENGE_BYTES, Channel, SealError, b64, open_proof, unb64
from .tokens import SeatCodes

log = logging.getLogger(__name__)

# aiohttp names itself and Python's version in a Server header on every response, its
# own errors included; the phones' server names nothing
setattr(web_response, "SERVER_SOFTWARE", "-")  # noqa: B010 (not exported)

MAX_MESSAGE = 4096
"""Bytes of a phone's message (once opened) the server reads; a longer one: "too_big"."""
MAX_FRAME = 16384
"""Bytes of one WebSocket frame aiohttp takes at all; beyond, the link closes (1009)."""
RATE = 20.0
"""Messages a second a link may send, on average (pings of either kind included)..."""
BURST = 40.0
"""...and at once; the rest get "flood" (one error a second) and are dropped."""
IDLE_SECONDS = 10.0
"""A linked phone that says nothing for this long is closed (its page pings every 3 s)."""
CHALLENGE_SECONDS = 10.0
"""How long a challenge may wait for the link it opens."""
CHALLENGES_PER_ADDRESS = 16
CHALLENGES = 256
"""Challenges waiting at once, per address and in all: more are refused (503)."""
HELLO_RATE = 10.0
HELLO_BURST = 20.0
START_SECONDS = 5.0
CLOSE_SECONDS = 1.0
"""How long a linked phone is given to answer the close when the game ends."""
MAX_ACTION = 400
"""Characters of an action's text (the longest Shinobi action is under 60)."""

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self'; "
    "font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


class PhoneServerError(OSError):
    """The server could not listen (no free port, no address)."""


@dataclass
class Counts:
    """What the server turned away, for tests and the figures (its thread writes them)."""

    links: int = 0
    refused_proofs: int = 0
    replayed: int = 0
    taken: int = 0
    bad_host: int = 0
    bad_origin: int = 0
    busy: int = 0
    bad_seal: int = 0
    too_big: int = 0
    bad_json: int = 0
    unknown: int = 0
    flood: int = 0
    pings: int = 0
    idle_closed: int = 0
    closed_too_big: int = 0
    bad_frames: int = 0
    accepted: int = 0
    sent: int = 0
    by_seat: dict[int, int] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k != "by_seat"}


class _Bucket:
    """A token bucket: `take()` is False once a link sends faster than RATE for long."""

    def __init__(self, rate: float = RATE, burst: float = BURST) -> None:
        self.rate = rate
        self.burst = burst
        self.level = burst
        self.when = time.monotonic()
        self.last_error = -1.0

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.when) * self.rate)
        self.when = now
        if self.level >= 1.0:
            self.level -= 1.0
            return True
        return False

    def may_complain(self) -> bool:
        """One "flood" error a second at most (answering each would flood back)."""
        now = time.monotonic()
        if now - self.last_error >= 1.0:
            self.last_error = now
            return True
        return False


class _Link:
    """One phone's open link: its socket and its sealing; sends in order."""

    def __init__(self, seat: int, ws: web.WebSocketResponse, channel: Channel) -> None:
        self.seat = seat
        self.ws = ws
        self.channel = channel
        self.lock = asyncio.Lock()

    async def send(self, text: str) -> bool:
        async with self.lock:
            if self.ws.closed:
                return False
            await self.ws.send_bytes(self.channel.seal(text))
            return True


def _answer(status: int) -> web.Response:
    return web.Response(status=status, text=HTTPStatus(status).phrase)


class PhoneServer:
    """`PhoneServer(codes, files, art, fonts)`; `start(hosts)` listens (PhoneServerError if it
    cannot), `url(host, seat)` is a seat's link, `publish(seat, texts)` sends a seat its
    news (kept for when its phone comes back), `inbox` holds (seat, message) for the
    game, `stop()` closes every link and the port (returning at once)."""

    def __init__(
        self,
        codes: SeatCodes,
        files: dict[str, tuple[bytes, str]],
        art: dict[str, Path] | None = None,
        fonts: dict[str, Path] | None = None,
    ) -> None:
        self.codes = codes
        self.files = dict(files)
        """Path -> (body, content type): the page and its scripts."""
        self.art = dict(art or {})
        """File name -> path: the pictures served (under /art/)."""
        self.fonts = dict(fonts or {})
        """File name -> path: the game's fonts, for the page (under /fonts/)."""
        self.inbox: queue.SimpleQueue[tuple[int, dict[str, Any]]] = queue.SimpleQueue()
        self.counts = Counts()
        self.guard = ConnectionGuard()
        self.port = 0
        self.hosts: list[str] = []
        self.failed_hosts: dict[str, str] = {}
        """Addresses asked for that could not be listened on, and why."""
        self._welcome: dict[int, str] = {}
        """Per seat, the first text a phone opening its link is sent."""
        self._latest: dict[int, list[str]] = {}
        """Per seat, the texts sent after it (the position now)."""
        self._links: dict[int, _Link] = {}
        self._challenges: dict[bytes, tuple[str, float]] = {}
        """Challenge -> (the address it was given to, when it expires)."""
        self._hello_buckets: dict[str, _Bucket] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._servers: list[asyncio.AbstractServer] = []
        self._web: GuardedServer | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stopped = threading.Event()
        """Set once the shutdown is over (every socket closed), in the server's thread."""
        self._failure: BaseException | None = None
        self._stopping = False

    # ------------------------------------------------------------------ the game's side
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._stopping

    def start(self, hosts: Sequence[str], port: int = 0) -> None:
        """Listen on `hosts` (the first one must work; the others are tried), on one
        port for all (`port` 0: a free one)."""
        raise_file_limit()  # 1,000 strangers' sockets must not use up a 1,024 limit
        quiet_network_logs()
        self._thread = threading.Thread(
            target=self._run, args=(list(hosts), port), name="phones", daemon=True
        )
        self._thread.start()
        if not self._ready.wait(START_SECONDS) or self._failure is not None:
            self.stop()
            raise PhoneServerError(f"phones: cannot listen ({self._failure})")

    def url(self, host: str, seat: int) -> str:
        """The link a seat's QR code holds (its code in the fragment)."""
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{self.port}/phone#{self.codes.fragment(seat)}"

    def listen_also(self, host: str) -> None:
        """Listen on `host` too (on the same port); returns at once, `hosts` says when."""
        self._call(lambda: asyncio.ensure_future(self._listen_on(host)))

    def publish(self, seat: int, texts: Sequence[str]) -> None:
        """What `seat`'s phone is to know now (a list of JSON texts, sent in order, and
        again whenever its phone opens the link). Returns at once."""
        kept = list(texts)
        if not self._call(lambda: self._deliver(seat, kept)):
            self._latest[seat] = kept

    def greet(self, seat: int, text: str) -> None:
        """The first thing `seat`'s phone is told when it opens its link (and now, if
        it is there). Kept in the server's thread, as publish keeps its news: kept from
        this one, a phone linking in between was sent it twice (stored, then told)."""

        def keep() -> None:
            self._welcome[seat] = text
            self._send_now(seat, text)

        if not self._call(keep):
            self._welcome[seat] = text

    def tell(self, seat: int, text: str) -> None:
        """One message for `seat`'s phone if it is there now (an error), not kept."""
        self._call(lambda: self._send_now(seat, text))

    def release(self, seat: int) -> None:
        """`seat` plays without its phone from now on: its code is forgotten, its news
        dropped, and its link closed (code 4003). Returns at once."""
        self.codes.forget(seat)
        if not self._call(lambda: self._drop(seat, 4003, b"played on the screen")):
            self._welcome.pop(seat, None)
            self._latest.pop(seat, None)

    def renew(self, seat: int) -> None:
        """A new code for `seat` (its phone lost): the old code opens nothing any more,
        and the phone linked with it is closed (code 4006). Returns at once."""
        self.codes.renew(seat)
        self._call(lambda: self._close_link(seat, 4006, b"a new code"))

    def connected(self) -> set[int]:
        """The seats whose phone is linked now."""
        return set(self._links)

    def stop(self) -> None:
        """Close every link and every socket, and stop listening. Returns at once: the
        shutdown runs in the server's thread (`stopped` is set when it is over)."""
        if self._stopping:
            return
        self._stopping = True
        if not self._call(lambda: asyncio.ensure_future(self._shutdown())):
            self._stopped.set()

    def wait_stopped(self, seconds: float) -> bool:
        """For tests and tools: True once the shutdown is over."""
        return self._stopped.wait(seconds)

    def _call(self, action: Callable[[], Any]) -> bool:
        """`action` run in the server's thread soon; False if that thread is gone."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return False
        try:
            loop.call_soon_threadsafe(action)
        except RuntimeError:  # closed meanwhile
            return False
        return True

    # ------------------------------------------------------------------ its thread
    def _run(self, hosts: list[str], port: int) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        loop.set_exception_handler(exception_handler)
        try:
            loop.run_until_complete(self._listen(hosts, port))
        except BaseException as exc:  # told to start(), which raises it
            self._failure = exc
            self._ready.set()
            loop.close()
            self._stopped.set()
            return
        self._loop = loop
        self._ready.set()
        sweeper = loop.create_task(self._sweep())
        try:
            loop.run_forever()
        finally:
            sweeper.cancel()
            tasks = asyncio.all_tasks(loop)
            for task in tasks:
                task.cancel()
            if tasks:
                loop.run_until_complete(asyncio.wait(tasks, timeout=1.0))
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()
            self._stopped.set()

    async def _listen(self, hosts: list[str], port: int) -> None:
        self._web = GuardedServer(
            self._handle,
            self.guard,
            keepalive_timeout=5.0,  # an idle HTTP connection closes (a page is loaded)
            max_line_size=4096,
            max_field_size=4096,
        )
        for index, host in enumerate(hosts):
            try:
                await self._listen_on(host, port, quiet=False)
            except OSError as exc:
                if index == 0:
                    raise
                log.warning("phones: not listening on %s: %s", host, exc)
                continue
            port = self.port

    async def _listen_on(self, host: str, port: int | None = None, quiet: bool = True) -> None:
        assert self._web is not None
        if host in self.hosts or self._stopping:
            return
        try:
            server = await asyncio.get_running_loop().create_server(
                self._web, host, self.port if port is None else port, reuse_address=False
            )
        except OSError as exc:
            self.failed_hosts[host] = str(exc)
            if not quiet:
                raise
            log.warning("phones: not listening on %s: %s", host, exc)
            return
        self._servers.append(server)
        if not self.port:
            self.port = int(server.sockets[0].getsockname()[1])
        self.failed_hosts.pop(host, None)
        self.hosts = [*self.hosts, host]

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            self.guard.sweep()
            now = time.monotonic()
            for challenge, (_, until) in list(self._challenges.items()):
                if until < now:
                    del self._challenges[challenge]
            if len(self._hello_buckets) > 1024:
                self._hello_buckets.clear()

    async def _shutdown(self) -> None:
        for server in self._servers:
            server.close()  # no new connection from now on
        links = list(self._links.values())
        self._links.clear()
        if links:  # the phones told the game is over, but not waited for long
            closing = [link.ws.close(code=4002, message=b"game closed") for link in links]
            try:
                await asyncio.wait_for(asyncio.gather(*closing, return_exceptions=True), 1.0)
            except TimeoutError:
                pass
        closed = self.guard.close_all()
        if self._web is not None:
            for handler in self._web.connections:
                if handler.transport is not None:
                    handler.transport.abort()
        log.info("phones: stopped, %d connections closed", closed)
        await asyncio.sleep(0)  # their connection_lost runs
        asyncio.get_running_loop().stop()

    # ------------------------------------------------------------------ HTTP
    def _host_ok(self, request: BaseRequest) -> bool:
        """The Host asked for is an address we listen on, with our port."""
        wanted = request.headers.get("Host", "").strip().lower()
        for host in self.hosts:
            shown = f"[{host}]" if ":" in host else host
            if wanted == f"{shown}:{self.port}".lower():
                return True
        return False

    async def _handle(self, request: BaseRequest) -> web.StreamResponse:
        self.guard.busy(request.transport)
        response = await self._route(request)
        response.headers.update(HEADERS)
        return response

    async def _route(self, request: BaseRequest) -> web.StreamResponse:
        if not self._host_ok(request):
            self.counts.bad_host += 1
            return _answer(421)
        if request.method not in ("GET", "HEAD"):
            return _answer(405)
        path = request.rel_url.path
        if path in self.files:
            body, kind = self.files[path]
            return web.Response(
                body=body, content_type=kind, charset="utf-8", headers={"Cache-Control": "no-store"}
            )
        if path == "/hello":
            return self._hello(request)
        if path == "/ws":
            return await self._socket(request)
        for prefix, kept in (("/art/", self.art), ("/fonts/", self.fonts)):
            if path.startswith(prefix):
                found = kept.get(path[len(prefix) :])
                if found is not None and found.is_file():
                    return web.FileResponse(found, headers={"Cache-Control": "max-age=3600"})
        return _answer(404)

    def _hello(self, request: BaseRequest) -> web.StreamResponse:
        """A fresh challenge for a phone about to open its link (and whether the code it
        names opens a seat now, so that its page can say so)."""
        address = request.remote or "?"
        bucket = self._hello_buckets.setdefault(address, _Bucket(HELLO_RATE, HELLO_BURST))
        mine = sum(1 for who, _ in self._challenges.values() if who == address)
        if (
            not bucket.take()
            or mine >= CHALLENGES_PER_ADDRESS
            or len(self._challenges) >= CHALLENGES
        ):
            self.counts.busy += 1
            return _answer(503)
        challenge = secrets.token_bytes(CHALLENGE_BYTES)
        self._challenges[challenge] = (address, time.monotonic() + CHALLENGE_SECONDS)
        known = self.codes.find(request.query.get("c")) is not None
        body = json.dumps({"n": b64(challenge), "code": known})
        return web.Response(
            text=body, content_type="application/json", headers={"Cache-Control": "no-store"}
        )

    # ------------------------------------------------------------------ WebSocket
    def _proof(self, request: BaseRequest) -> tuple[int, bytes, bytes, bytes] | None:
        """(seat, key, challenge, device) if the link's request proves its code, else
        None. The challenge is used up either way."""
        query = request.query
        challenge = unb64(query.get("n"), 64)
        entry = self._challenges.pop(challenge, None) if challenge else None
        if challenge is None or entry is None or entry[1] < time.monotonic():
            if challenge is not None and entry is None:
                self.counts.replayed += 1
            return None
        if entry[0] != (request.remote or "?"):
            return None
        found = self.codes.find(query.get("c"))
        if found is None:
            return None
        seat, key = found
        device = open_proof(key, challenge, query.get("p"))
        return None if device is None else (seat, key, challenge, device)

    async def _socket(self, request: BaseRequest) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if origin is not None and origin.split("://", 1)[-1].lower() != request.host.lower():
            self.counts.bad_origin += 1  # another site's page may not speak for a seat
            return _answer(403)
        proven = self._proof(request)
        if proven is None:
            self.counts.refused_proofs += 1
            return _answer(403)
        seat, key, challenge, device = proven
        ws = web.WebSocketResponse(
            max_msg_size=MAX_FRAME, compress=False, autoping=False, timeout=CLOSE_SECONDS
        )
        await ws.prepare(request)
        self.counts.links += 1
        link = _Link(seat, ws, Channel.for_game(key, challenge))
        if not self.codes.claim(seat, device):  # another phone opened this code first
            self.counts.taken += 1
            await self._error(link, "taken")
            await ws.close(code=4004, message=b"taken")
            return ws
        self.guard.linked(request.transport)
        old = self._links.get(seat)
        self._links[seat] = link
        if old is not None:  # the same phone back from sleep, or opened in two tabs
            await old.ws.close(code=4000, message=b"opened again")
        self.inbox.put((seat, {"type": "linked"}))
        try:
            welcome = self._welcome.get(seat)
            await self._send(link, *([welcome] if welcome else []), *self._latest.get(seat, []))
            await self._serve(link)
        finally:
            if self._links.get(seat) is link:
                del self._links[seat]
                self.inbox.put((seat, {"type": "unlinked"}))
        return ws

    async def _serve(self, link: _Link) -> None:
        ws = link.ws
        bucket = _Bucket()
        while not ws.closed:
            try:
                msg = await ws.receive(IDLE_SECONDS)
            except TimeoutError:
                self.counts.idle_closed += 1
                await ws.close(code=4008, message=b"silent")
                break
            if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
                break
            if msg.type == WSMsgType.ERROR:  # too big, compressed, not a WebSocket frame
                code = getattr(msg.data, "code", 1002)
                if code == 1009:
                    self.counts.closed_too_big += 1
                else:
                    self.counts.bad_frames += 1
                await ws.close(code=code if isinstance(code, int) else 1002)
                break
            text = None
            if msg.type == WSMsgType.BINARY:
                try:  # every message opened, the dropped ones too: the next is numbered after
                    text = link.channel.open(msg.data)
                except SealError:
                    self.counts.bad_seal += 1
                    await ws.close(code=4005, message=b"not sealed")
                    break
            if not bucket.take():
                self.counts.flood += 1
                if bucket.may_complain():
                    await self._error(link, "flood")
                continue
            if msg.type == WSMsgType.PING:
                self.counts.pings += 1
                await ws.pong(msg.data)
                continue
            if msg.type == WSMsgType.PONG:
                continue
            if text is None:
                self.counts.unknown += 1
                await self._error(link, "not_sealed")
                continue
            await self._take(link, text)

    async def _take(self, link: _Link, data: str) -> None:
        """One message from a seat's phone: to the game's inbox if it is well formed."""
        if len(data) > MAX_MESSAGE:
            self.counts.too_big += 1
            await self._error(link, "too_big")
            return
        try:
            message = json.loads(data)
        except (ValueError, RecursionError):  # not JSON, or nested too deep
            message = None
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            self.counts.bad_json += 1
            await self._error(link, "bad_json")
            return
        kind = message["type"]
        if kind == "ping":
            await link.send('{"type": "pong"}')
            return
        action = message.get("action")
        version = message.get("version")
        if (
            kind != "play"
            or not isinstance(action, str)
            or not 0 < len(action) <= MAX_ACTION
            or not isinstance(version, int)
            or isinstance(version, bool)
        ):
            self.counts.unknown += 1
            await self._error(link, "unknown")
            return
        seat = link.seat
        self.counts.accepted += 1
        self.counts.by_seat[seat] = self.counts.by_seat.get(seat, 0) + 1
        self.inbox.put((seat, {"type": "play", "action": action, "version": version}))

    async def _error(self, link: _Link, code: str) -> None:
        await self._send(link, json.dumps({"type": "error", "code": code}))

    def _deliver(self, seat: int, texts: list[str]) -> None:
        self._latest[seat] = texts
        link = self._links.get(seat)
        if link is not None:
            asyncio.ensure_future(self._send(link, *texts))

    def _close_link(self, seat: int, code: int, why: bytes) -> None:
        link = self._links.pop(seat, None)
        if link is not None:
            self.inbox.put((seat, {"type": "unlinked"}))
            asyncio.ensure_future(link.ws.close(code=code, message=why))

    def _drop(self, seat: int, code: int, why: bytes) -> None:
        self._welcome.pop(seat, None)
        self._latest.pop(seat, None)
        self._close_link(seat, code, why)

    def _send_now(self, seat: int, text: str) -> None:
        link = self._links.get(seat)
        if link is not None:
            asyncio.ensure_future(self._send(link, text))

    async def _send(self, link: _Link, *texts: str) -> None:
        try:
            for text in texts:
                if await link.send(text):
                    self.counts.sent += 1
        except (ConnectionError, RuntimeError) as exc:  # the phone went away meanwhile
            log.info("phones: not sent: %s", exc)
