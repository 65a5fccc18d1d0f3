"""The phones' web server: one small page, the art it draws, and a WebSocket per seat.

It runs on aiohttp in a thread of its own beside the game's loop and never touches the
game: the table hands it finished JSON texts (`publish`), and takes the players' plays
from a thread-safe queue (`inbox`) at each frame, where it checks them against the
rules like any click. A frame never waits for the network.

Security (a home network is shared with others):
- a seat's link carries its own token (tokens.SeatTokens); the WebSocket's first
  message must give it, and a token opens only its own seat;
- nothing lists seats or tokens: the page is the same for every seat (its token is in
  the link's fragment, which browsers never send), every other path is a 404;
- the server listens on the addresses given (the loopback and the LAN address) only
  between `start` and `stop`, which the table calls when its game opens and closes;
  a new game makes new tokens, so an old link is refused, and a seat given back to
  the screen (`release`) has its token forgotten;
- a message too long, not JSON, of an unknown kind, or one too many in a second gets
  an error and is dropped: the game never sees it. A message over MAX_FRAME bytes
  closes that link (code 1009); the phone may open it again.
"""

from __future__ import annotations

import asyncio
import json
import logging
import queue
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from .tokens import SeatTokens

log = logging.getLogger(__name__)

MAX_MESSAGE = 4096
"""Bytes of a phone's message the server reads; a longer one gets "too_big"."""
MAX_FRAME = 2**20
"""Bytes of one WebSocket message aiohttp takes at all (1 MiB); beyond, the link closes."""
RATE = 20.0
"""Messages a second a link may send, on average..."""
BURST = 40.0
"""...and at once; the rest get "flood" (one error a second) and are dropped."""
HELLO_SECONDS = 5.0
"""A new link that has not given its token by then is closed."""
MAX_WAITING = 16
"""WebSockets open at once that have not given a token yet; more are turned away (503),
and each is closed after HELLO_SECONDS, so idle sockets cannot pile up."""
START_SECONDS = 5.0
STOP_SECONDS = 3.0
MAX_ACTION = 400
"""Characters of an action's text (the longest Shinobi action is under 60)."""


class PhoneServerError(OSError):
    """The server could not listen (no free port, no address)."""


@dataclass
class Counts:
    """What the server turned away, for tests and the figures (its thread writes them)."""

    links: int = 0
    refused_tokens: int = 0
    too_big: int = 0
    bad_json: int = 0
    unknown: int = 0
    flood: int = 0
    closed_too_big: int = 0
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


class PhoneServer:
    """`PhoneServer(tokens, page, art)`; `start(hosts)` listens (PhoneServerError if it
    cannot), `url(host, seat)` is a seat's link, `publish(seat, text)` sends a seat its
    news (kept for when its phone comes back), `inbox` holds (seat, message) for the
    game, `stop()` closes every link and the port."""

    def __init__(
        self,
        tokens: SeatTokens,
        page: bytes,
        art: dict[str, Path] | None = None,
    ) -> None:
        self.tokens = tokens
        self.page = page
        self.art = dict(art or {})
        """File name -> path: the only files served besides the page."""
        self.inbox: queue.SimpleQueue[tuple[int, dict[str, Any]]] = queue.SimpleQueue()
        self.counts = Counts()
        self.port = 0
        self.hosts: list[str] = []
        self._welcome: dict[int, str] = {}
        """Per seat, the first text a phone opening its link is sent."""
        self._latest: dict[int, list[str]] = {}
        """Per seat, the texts sent after it (the position now)."""
        self._links: dict[int, web.WebSocketResponse] = {}
        self._waiting = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None

    # ------------------------------------------------------------------ the game's side
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and self._runner is not None

    def start(self, hosts: Sequence[str], port: int = 0) -> None:
        """Listen on `hosts` (the first one must work; the others are tried), on one
        port for all (`port` 0: a free one)."""
        self._thread = threading.Thread(
            target=self._run, args=(list(hosts), port), name="phones", daemon=True
        )
        self._thread.start()
        if not self._ready.wait(START_SECONDS) or self._failure is not None:
            self.stop()
            raise PhoneServerError(f"phones: cannot listen ({self._failure})")

    def url(self, host: str, seat: int) -> str:
        """The link a seat's QR code holds (its token in the fragment)."""
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{self.port}/phone#{self.tokens.token(seat)}"

    def publish(self, seat: int, texts: Sequence[str]) -> None:
        """What `seat`'s phone is to know now (a list of JSON texts, sent in order, and
        again whenever its phone opens the link). Returns at once."""
        kept = list(texts)
        loop = self._loop
        if loop is None or loop.is_closed():
            self._latest[seat] = kept
            return
        loop.call_soon_threadsafe(self._deliver, seat, kept)

    def greet(self, seat: int, text: str) -> None:
        """The first thing `seat`'s phone is told when it opens its link (and now, if
        it is there)."""
        self._welcome[seat] = text
        self.tell(seat, text)

    def tell(self, seat: int, text: str) -> None:
        """One message for `seat`'s phone if it is there now (an error), not kept."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._send_now, seat, text)

    def release(self, seat: int) -> None:
        """`seat` plays without its phone from now on: its token is forgotten, its news
        dropped, and its link closed (code 4003). Returns at once."""
        loop = self._loop
        if loop is None or loop.is_closed():
            self._release(seat)
            return
        loop.call_soon_threadsafe(self._release, seat)

    def connected(self) -> set[int]:
        """The seats whose phone is linked now."""
        return set(self._links)

    def stop(self) -> None:
        """Close every link and stop listening; returns once the port is closed (or
        after STOP_SECONDS)."""
        loop, thread = self._loop, self._thread
        if loop is not None and not loop.is_closed():
            try:
                asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(STOP_SECONDS)
            except Exception as exc:  # a stuck link must not keep the game from closing
                log.warning("phones: stopping: %s", exc)
            try:
                loop.call_soon_threadsafe(loop.stop)
            except RuntimeError:
                pass
        if thread is not None and thread is not threading.current_thread():
            thread.join(STOP_SECONDS)
        self._thread = None
        self._runner = None

    # ------------------------------------------------------------------ its thread
    def _run(self, hosts: list[str], port: int) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen(hosts, port))
        except BaseException as exc:  # told to start(), which raises it
            self._failure = exc
            self._ready.set()
            loop.close()
            return
        self._loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _listen(self, hosts: list[str], port: int) -> None:
        app = web.Application(client_max_size=MAX_MESSAGE)
        app.router.add_get("/phone", self._page)
        app.router.add_get("/art/{name}", self._art)
        app.router.add_get("/ws", self._socket)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        self._runner = runner
        for index, host in enumerate(hosts):
            site = web.TCPSite(runner, host, port, reuse_address=False)
            try:
                await site.start()
            except OSError as exc:
                if index == 0:
                    raise
                log.warning("phones: not listening on %s: %s", host, exc)
                continue
            if port == 0:
                port = int(runner.addresses[0][1])
            self.hosts.append(host)
        self.port = port

    async def _shutdown(self) -> None:
        for ws in list(self._links.values()):
            await ws.close(code=4002, message=b"game closed")
        self._links.clear()
        if self._runner is not None:
            await self._runner.cleanup()

    # ------------------------------------------------------------------ HTTP
    async def _page(self, request: web.Request) -> web.StreamResponse:
        return web.Response(
            body=self.page,
            content_type="text/html",
            charset="utf-8",
            headers={
                "Cache-Control": "no-store",
                "Referrer-Policy": "no-referrer",
                "X-Content-Type-Options": "nosniff",
                "Content-Security-Policy": (
                    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; "
                    "script-src 'unsafe-inline'; connect-src 'self'"
                ),
            },
        )

    async def _art(self, request: web.Request) -> web.StreamResponse:
        path = self.art.get(request.match_info["name"])
        if path is None or not path.is_file():
            raise web.HTTPNotFound()
        return web.FileResponse(path, headers={"Cache-Control": "max-age=3600"})

    # ------------------------------------------------------------------ WebSocket
    async def _socket(self, request: web.Request) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if origin is not None and origin.split("://", 1)[-1] != request.host:
            raise web.HTTPForbidden()  # another site's page may not speak for a seat
        if self._waiting >= MAX_WAITING:
            raise web.HTTPServiceUnavailable()
        ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=20.0)
        self._waiting += 1
        try:
            await ws.prepare(request)
            self.counts.links += 1
            seat = await self._hello(ws)
        finally:
            self._waiting -= 1
        if seat is not None:
            await self._serve(seat, ws)
        return ws

    async def _hello(self, ws: web.WebSocketResponse) -> int | None:
        """The seat whose token the link's first message gives, or None (refused)."""
        try:
            msg = await asyncio.wait_for(ws.receive(), HELLO_SECONDS)
        except TimeoutError:
            await ws.close(code=4001, message=b"no token")
            return None
        seat: int | None = None
        if msg.type == WSMsgType.TEXT and len(msg.data) <= MAX_MESSAGE:
            try:
                hello = json.loads(msg.data)
            except (ValueError, RecursionError):  # not JSON, or nested too deep
                hello = None
            if isinstance(hello, dict) and hello.get("type") == "hello":
                seat = self.tokens.seat_of(hello.get("token"))
        if seat is None:
            self.counts.refused_tokens += 1
            await self._error(ws, "bad_token")
            await ws.close(code=4001, message=b"bad token")
            return None
        old = self._links.get(seat)
        self._links[seat] = ws
        if old is not None:  # the same phone back from sleep, or the link opened twice
            await old.close(code=4000, message=b"opened elsewhere")
        welcome = self._welcome.get(seat)
        for text in ([welcome] if welcome else []) + self._latest.get(seat, []):
            await ws.send_str(text)
            self.counts.sent += 1
        self.inbox.put((seat, {"type": "linked"}))
        return seat

    async def _serve(self, seat: int, ws: web.WebSocketResponse) -> None:
        bucket = _Bucket()
        try:
            async for msg in ws:
                if msg.type == WSMsgType.ERROR:
                    self.counts.closed_too_big += 1
                    break
                if not bucket.take():
                    self.counts.flood += 1
                    if bucket.may_complain():
                        await self._error(ws, "flood")
                    continue
                if msg.type != WSMsgType.TEXT:
                    self.counts.unknown += 1
                    await self._error(ws, "not_text")
                    continue
                await self._take(seat, ws, msg.data)
        finally:
            if self._links.get(seat) is ws:
                del self._links[seat]
                self.inbox.put((seat, {"type": "unlinked"}))
        if ws.close_code == 1009:
            self.counts.closed_too_big += 1

    async def _take(self, seat: int, ws: web.WebSocketResponse, data: str) -> None:
        """One message from `seat`'s phone: to the game's inbox if it is well formed."""
        if len(data) > MAX_MESSAGE:
            self.counts.too_big += 1
            await self._error(ws, "too_big")
            return
        try:
            message = json.loads(data)
        except (ValueError, RecursionError):  # not JSON, or nested too deep
            message = None
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            self.counts.bad_json += 1
            await self._error(ws, "bad_json")
            return
        kind = message["type"]
        if kind == "ping":
            await ws.send_str('{"type": "pong"}')
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
            await self._error(ws, "unknown")
            return
        self.counts.accepted += 1
        self.counts.by_seat[seat] = self.counts.by_seat.get(seat, 0) + 1
        self.inbox.put((seat, {"type": "play", "action": action, "version": version}))

    async def _error(self, ws: web.WebSocketResponse, code: str) -> None:
        if not ws.closed:
            await ws.send_str(json.dumps({"type": "error", "code": code}))

    def _deliver(self, seat: int, texts: list[str]) -> None:
        self._latest[seat] = texts
        ws = self._links.get(seat)
        if ws is not None and not ws.closed:
            asyncio.ensure_future(self._send(ws, *texts))

    def _release(self, seat: int) -> None:
        self.tokens.forget(seat)  # in the server's thread, where tokens are read
        self._welcome.pop(seat, None)
        self._latest.pop(seat, None)
        ws = self._links.pop(seat, None)
        if ws is not None and not ws.closed:
            asyncio.ensure_future(ws.close(code=4003, message=b"played on the screen"))

    def _send_now(self, seat: int, text: str) -> None:
        ws = self._links.get(seat)
        if ws is not None and not ws.closed:
            asyncio.ensure_future(self._send(ws, text))

    async def _send(self, ws: web.WebSocketResponse, *texts: str) -> None:
        try:
            for text in texts:
                await ws.send_str(text)
                self.counts.sent += 1
        except (ConnectionError, RuntimeError) as exc:  # the phone went away meanwhile
            log.info("phones: not sent: %s", exc)
