"""What keeps a stranger on the network from keeping the phones out (issue 31 §1.3).

- `ConnectionGuard` counts the server's connections: at most PER_ADDRESS from one
  address (one more is closed at once) and TOTAL in all. When the server is full, the
  oldest connection of the address holding the most is closed to make room, never a
  phone's linked WebSocket: a stranger's idle sockets cannot fill every slot. A
  connection that has not become a linked phone and has begun no request for
  CONNECTION_SECONDS is closed (aiohttp closes an idle one sooner: keepalive_timeout).
- `GuardedServer` is aiohttp's low-level server with the guard on every connection.
- `OncePerSecond` lets one record a second through a logger (asyncio's failed
  accepts, aiohttp's failed requests): an attack never fills the disk with tracebacks.
- `raise_file_limit` lifts this process's open-file limit to what it may.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from aiohttp.web_protocol import RequestHandler

log = logging.getLogger(__name__)

PER_ADDRESS = 12
"""Connections at once from one address (a phone's browser opens up to 6, and its link)."""
TOTAL = 48
"""Connections at once in all."""
CONNECTION_SECONDS = 10.0
"""How long a connection that is not a linked phone may stay open with no new request."""
FILE_LIMIT_WANTED = 65536
"""The open-file limit asked for (at most the hard limit)."""


@dataclass
class _Entry:
    address: str
    opened: float
    linked: bool = False
    last: float = 0.0
    """When it last began a request (or was opened)."""


class ConnectionGuard:
    """Counts and caps the connections; `sweep()` (each second) closes the old ones."""

    def __init__(self, per_address: int = PER_ADDRESS, total: int = TOTAL) -> None:
        self.per_address = per_address
        self.total = total
        self.open: dict[asyncio.Transport, _Entry] = {}
        self.refused = 0
        """Connections closed at once: their address already had PER_ADDRESS."""
        self.evicted = 0
        """Connections closed to make room for another address's."""
        self.timed_out = 0
        """Connections closed after CONNECTION_SECONDS without becoming a phone."""

    def admit(self, transport: asyncio.Transport) -> bool:
        """A new connection: False (and closed) if its address has too many."""
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        mine = sum(1 for e in self.open.values() if e.address == address)
        if mine >= self.per_address:
            self.refused += 1
            # closed once aiohttp's handler for it has started (closed under it before,
            # that handler fails an assertion and asyncio logs it)
            asyncio.get_running_loop().call_soon(transport.abort)
            return False
        if len(self.open) >= self.total:
            self._make_room(address)
        now = time.monotonic()
        self.open[transport] = _Entry(address, now, last=now)
        return True

    def busy(self, transport: asyncio.Transport | None) -> None:
        """That connection began a request: it is in use, not stuck."""
        entry = self.open.get(transport) if transport is not None else None
        if entry is not None:
            entry.last = time.monotonic()

    def _make_room(self, newcomer: str) -> None:
        """Close the oldest unlinked connection of the address that holds the most."""
        counts = Counter(e.address for e in self.open.values() if not e.linked)
        counts.pop(newcomer, None)
        if not counts:
            return
        address = counts.most_common(1)[0][0]
        oldest = min(
            (t for t, e in self.open.items() if e.address == address and not e.linked),
            key=lambda t: self.open[t].opened,
        )
        self.evicted += 1
        self.forget(oldest)
        oldest.abort()

    def linked(self, transport: asyncio.Transport | None) -> None:
        """That connection is a phone's link now: never closed for room or for age."""
        entry = self.open.get(transport) if transport is not None else None
        if entry is not None:
            entry.linked = True

    def forget(self, transport: asyncio.Transport) -> None:
        self.open.pop(transport, None)

    def sweep(self, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        for transport, entry in list(self.open.items()):
            if not entry.linked and now - entry.last > CONNECTION_SECONDS:
                self.timed_out += 1
                self.forget(transport)
                transport.abort()

    def close_all(self) -> int:
        """Every connection closed at once (the server stops); how many there were."""
        count = len(self.open)
        for transport in list(self.open):
            transport.abort()
        self.open.clear()
        return count


class GuardedServer(web.Server):
    """aiohttp's low-level server, each connection admitted by the guard first."""

    def __init__(self, handler: Any, guard: ConnectionGuard, **kwargs: Any) -> None:
        super().__init__(handler, **kwargs)
        self.guard = guard

    def connection_made(self, handler: RequestHandler, transport: asyncio.Transport) -> None:
        super().connection_made(handler, transport)
        self.guard.admit(transport)  # closed at once when refused: connection_lost follows

    def connection_lost(self, handler: RequestHandler, exc: BaseException | None = None) -> None:
        transport = handler.transport
        if transport is not None:
            self.guard.forget(transport)
        super().connection_lost(handler, exc)


class OncePerSecond(logging.Filter):
    """One record a second through (the others counted and said with the next one);
    the traceback of an OSError or of a request aiohttp could not read is dropped (it
    says nothing more than its message)."""

    def __init__(self, clock: Any = time.monotonic) -> None:
        super().__init__()
        self.clock = clock
        self.last = -1e9
        self.dropped = 0

    def filter(self, record: logging.LogRecord) -> bool:
        now = self.clock()
        if now - self.last < 1.0:
            self.dropped += 1
            return False
        self.last = now
        if self.dropped:
            record.msg = f"{record.msg} ({self.dropped} more like it not logged)"
            self.dropped = 0
        if record.exc_info and isinstance(record.exc_info[1], (OSError, HttpProcessingError)):
            record.msg = f"{record.msg}: {record.exc_info[1]}"
            record.exc_info = None
        return True


_quiet_loggers: dict[str, OncePerSecond] = {}


def quiet_network_logs() -> None:
    """asyncio's and aiohttp's server logs: one record a second at most (once per process)."""
    names = ("asyncio", "aiohttp.server", "aiohttp.access", "aiohttp.web", "aiohttp.websocket")
    for name in (*names, __name__):
        if name not in _quiet_loggers:
            _quiet_loggers[name] = OncePerSecond()
            logging.getLogger(name).addFilter(_quiet_loggers[name])


def exception_handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """The server loop's: what asyncio reports (a failed accept when the process is out
    of files...) goes to the log through OncePerSecond, with no traceback for an OSError."""
    exc = context.get("exception")
    message = context.get("message", "phones: network error")
    if isinstance(exc, OSError):
        log.warning("phones: %s (%s)", message, exc)
    else:
        log.warning("phones: %s", message, exc_info=exc)


def raise_file_limit(wanted: int = FILE_LIMIT_WANTED) -> tuple[int, int] | None:
    """This process's soft open-file limit raised toward its hard limit (where the
    system has one: not Windows); the (soft, hard) limits now, or None."""
    try:
        import resource
    except ImportError:
        return None
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        if soft != resource.RLIM_INFINITY and soft < target:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        return resource.getrlimit(resource.RLIMIT_NOFILE)
    except (OSError, ValueError) as exc:
        log.info("phones: open-file limit left as it is: %s", exc)
        return None
