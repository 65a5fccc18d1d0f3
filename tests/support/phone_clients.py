"""Python phones for the tests: each runs in a thread of its own (its own asyncio loop),
opens a seat's link as the page does (ninjas.phones.bots.open_link: a challenge proved
with the code's key, every message sealed), keeps every message it receives, and can
play a random one of its choices whenever it is that seat's turn."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from typing import Any

import aiohttp

from ninjas.phones.bots import LinkRefused, new_device, open_link
from ninjas.phones.sealing import Channel


class PhoneClient:
    """`PhoneClient(port, fragment, play=True, device=None)`; `start()`, then `messages`
    fills in (`refused` says why the link was not opened); `send(text)` sends a text
    sealed, `send_raw(data)` one as it is; `stop()`. `device` is the phone's own secret
    (a new phone each time unless given: pass another client's to be that phone)."""

    def __init__(
        self,
        port: int,
        token: str,
        *,
        play: bool = True,
        seed: int = 1,
        device: bytes | None = None,
        ping: bool = True,
    ) -> None:
        self.base = f"http://127.0.0.1:{port}"
        self.token = token
        self.device = device if device is not None else new_device()
        self.play = play
        self.ping = ping
        self.rng = random.Random(seed)
        self.messages: list[dict[str, Any]] = []
        self.raw: list[bytes] = []
        self.closed: int | None = None
        self.refused: str | None = None
        self.plays = 0
        self._loop = asyncio.new_event_loop()
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._channel: Channel | None = None
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._done: Any = None

    def start(self) -> PhoneClient:
        self._thread.start()
        self._done = asyncio.run_coroutine_threadsafe(self._run(), self._loop)
        return self

    async def _run(self) -> None:
        async with aiohttp.ClientSession() as http:
            try:
                ws, channel = await open_link(
                    http, self.base, self.token, self.device, max_msg_size=2**22
                )
            except LinkRefused as refused:
                self.refused = str(refused)
                self.closed = -1
                return
            self._ws, self._channel = ws, channel
            pinger = asyncio.ensure_future(self._pings(ws, channel)) if self.ping else None
            try:
                async for msg in ws:
                    if msg.type != aiohttp.WSMsgType.BINARY:
                        break
                    self.raw.append(msg.data)
                    message = json.loads(channel.open(msg.data))
                    self.messages.append(message)
                    if self.play and message.get("type") == "state":
                        await asyncio.sleep(self.rng.random() * 0.01)
                        await self._choose(ws, message)
            finally:
                if pinger is not None:
                    pinger.cancel()
            self.closed = ws.close_code

    async def _pings(self, ws: aiohttp.ClientWebSocketResponse, channel: Channel) -> None:
        while not ws.closed:
            await asyncio.sleep(3.0)
            await ws.send_bytes(channel.seal('{"type": "ping"}'))

    async def _choose(self, ws: aiohttp.ClientWebSocketResponse, message: dict[str, Any]) -> None:
        """A random one of the state's choices played (none: nothing)."""
        if not message["choices"]:
            return
        choice = self.rng.choice(message["choices"])
        self.plays += 1
        text = {"type": "play", "action": choice["action"], "version": message["version"]}
        assert self._channel is not None
        await ws.send_bytes(self._channel.seal(json.dumps(text)))

    def wait_linked(self, seconds: float = 5.0) -> bool:
        """True once the link is open (or False: refused, or too long)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if self._ws is not None:
                return True
            if self.closed is not None:
                return False
            time.sleep(0.01)
        return False

    def play_on(self) -> None:
        """Start playing: from the last state received, then from each new one."""
        self.play = True
        states = self.states
        if states and self._ws is not None:
            ws = self._ws
            asyncio.run_coroutine_threadsafe(self._choose(ws, states[-1]), self._loop).result(5)

    def send(self, text: str) -> None:
        """`text` sealed, as the page sends it."""

        async def go() -> None:
            assert self._ws is not None and self._channel is not None
            await self._ws.send_bytes(self._channel.seal(text))

        asyncio.run_coroutine_threadsafe(go(), self._loop).result(10)

    def send_raw(self, data: str | bytes) -> None:
        """`data` as it is, not sealed (a text frame for a str)."""

        async def go() -> None:
            assert self._ws is not None
            if isinstance(data, bytes):
                await self._ws.send_bytes(data)
            else:
                await self._ws.send_str(data)

        asyncio.run_coroutine_threadsafe(go(), self._loop).result(10)

    def send_many(self, texts: list[str], per_second: float = 0.0) -> Any:
        """Send every text sealed, `per_second` of them a second (0: as fast as
        possible), in the client's thread; the future's result is the seconds it took."""

        async def go() -> float:
            assert self._ws is not None and self._channel is not None
            start = time.monotonic()
            for index, text in enumerate(texts):
                await self._ws.send_bytes(self._channel.seal(text))
                if per_second:
                    due = start + (index + 1) / per_second
                    await asyncio.sleep(max(0.0, due - time.monotonic()))
            return time.monotonic() - start

        return asyncio.run_coroutine_threadsafe(go(), self._loop)

    def wait_for(self, test: Any, seconds: float = 5.0) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if any(test(m) for m in list(self.messages)):
                return True
            if self.closed is not None:
                return False
            time.sleep(0.01)
        return False

    def wait_closed(self, seconds: float = 5.0) -> int | None:
        """The close code once the link is closed (None if still open after `seconds`)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end and self.closed is None:
            time.sleep(0.01)
        return self.closed

    @property
    def states(self) -> list[dict[str, Any]]:
        return [m for m in self.messages if m.get("type") == "state"]

    def errors(self) -> list[str]:
        return [m["code"] for m in self.messages if m.get("type") == "error"]

    def stop(self) -> None:
        async def close() -> None:
            if self._ws is not None:
                await self._ws.close()

        if self._loop.is_running():
            try:
                asyncio.run_coroutine_threadsafe(close(), self._loop).result(5)
                if self._done is not None:
                    self._done.result(5)
            except Exception:  # already closed by the server: nothing to close
                pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)
