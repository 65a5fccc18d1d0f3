"""Python phones for the tests: each runs in a thread of its own (its own asyncio loop),
opens a seat's link with aiohttp's client, keeps every message it receives, and can
play a random one of its choices whenever it is that seat's turn."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from typing import Any

import aiohttp


class PhoneClient:
    """`PhoneClient(port, token, play=True)`; `start()`, then `messages` fills in;
    `send(text)` sends a raw text; `stop()`."""

    def __init__(
        self, port: int, token: str, *, play: bool = True, seed: int = 1, hello: str | None = None
    ) -> None:
        self.url = f"http://127.0.0.1:{port}/ws"
        self.token = token
        self.hello = hello if hello is not None else json.dumps({"type": "hello", "token": token})
        self.play = play
        self.rng = random.Random(seed)
        self.messages: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.closed: int | None = None
        self.plays = 0
        self._loop = asyncio.new_event_loop()
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._done: Any = None

    def start(self) -> PhoneClient:
        self._thread.start()
        self._done = asyncio.run_coroutine_threadsafe(self._run(), self._loop)
        return self

    async def _run(self) -> None:
        async with aiohttp.ClientSession() as http:
            async with http.ws_connect(self.url, max_msg_size=2**22) as ws:
                self._ws = ws
                await ws.send_str(self.hello)
                async for msg in ws:
                    if msg.type != aiohttp.WSMsgType.TEXT:
                        break
                    self.raw.append(msg.data)
                    message = json.loads(msg.data)
                    self.messages.append(message)
                    if self.play and message.get("type") == "state":
                        await asyncio.sleep(self.rng.random() * 0.01)
                        await self._choose(ws, message)
                self.closed = ws.close_code

    async def _choose(self, ws: aiohttp.ClientWebSocketResponse, message: dict[str, Any]) -> None:
        """A random one of the state's choices played (none: nothing)."""
        if not message["choices"]:
            return
        choice = self.rng.choice(message["choices"])
        self.plays += 1
        text = {"type": "play", "action": choice["action"], "version": message["version"]}
        await ws.send_str(json.dumps(text))

    def play_on(self) -> None:
        """Start playing: from the last state received, then from each new one."""
        self.play = True
        states = self.states
        if states and self._ws is not None:
            ws = self._ws
            asyncio.run_coroutine_threadsafe(self._choose(ws, states[-1]), self._loop).result(5)

    def send(self, text: str | bytes) -> None:
        async def go() -> None:
            assert self._ws is not None
            if isinstance(text, bytes):
                await self._ws.send_bytes(text)
            else:
                await self._ws.send_str(text)

        asyncio.run_coroutine_threadsafe(go(), self._loop).result(10)

    def send_many(self, texts: list[str], per_second: float = 0.0) -> Any:
        """Send every text, `per_second` of them a second (0: as fast as possible), in
        the client's thread; the future's result is the seconds it took."""

        async def go() -> float:
            assert self._ws is not None
            start = time.monotonic()
            for index, text in enumerate(texts):
                await self._ws.send_str(text)
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
