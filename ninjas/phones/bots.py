"""Phones played by a program, for the frame bench (scenes.bench_phones) and the tests:
`open_link` opens a seat's link as the phone page does (a challenge asked for, proved
with the code's key, every message then sealed: sealing.py). Each bot opens its
seat's link on the loopback and, whenever its seat may choose,
taps one of the choices at random after a short wait, as a person would. With `flood`,
the first phone also sends that many stale plays a second (an attack from a seat's own
link), falling quiet only while its seat is to choose, so that its own play gets through
the server's rate limit and the game goes on."""

from __future__ import annotations

import asyncio
import json
import random
import secrets
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from .sealing import DEVICE_BYTES, KEY_BYTES, Channel, make_proof, unb64


class LinkRefused(Exception):
    """The server would not open the link (its HTTP status, or "old code")."""


def split_fragment(fragment: str) -> tuple[str, bytes]:
    """A link's fragment ("CODE.KEY") as its code id and key."""
    code_id, _, key_text = fragment.partition(".")
    key = unb64(key_text, 64) or b""
    return code_id, key if len(key) == KEY_BYTES else bytes(KEY_BYTES)  # bad: tried, refused


async def open_link(
    http: aiohttp.ClientSession,
    base: str,
    fragment: str,
    device: bytes,
    **ws_options: Any,
) -> tuple[aiohttp.ClientWebSocketResponse, Channel]:
    """A seat's link opened from `base` ("http://127.0.0.1:PORT") as the page does: a
    challenge from /hello, sealed with the code's key and `device`, then /ws; the link
    and its sealing (LinkRefused if refused)."""
    code_id, key = split_fragment(fragment)
    async with http.get(f"{base}/hello", params={"c": code_id}) as answer:
        if answer.status != 200:
            raise LinkRefused(str(answer.status))
        hello = await answer.json()
    if not hello.get("code"):
        raise LinkRefused("old code")
    challenge = unb64(hello["n"]) or b""
    proof = make_proof(key, challenge, device)
    params = {"c": code_id, "n": hello["n"], "p": proof}
    try:
        ws = await http.ws_connect(f"{base}/ws", params=params, **ws_options)
    except aiohttp.WSServerHandshakeError as error:
        raise LinkRefused(str(error.status)) from error
    return ws, Channel.for_phone(key, challenge)


def new_device() -> bytes:
    """A phone's own secret (the page keeps its in localStorage)."""
    return secrets.token_bytes(DEVICE_BYTES)


@dataclass
class BotCounts:
    received: int = 0
    plays: int = 0
    flood_sent: int = 0
    errors: list[str] = field(default_factory=list)


class PhoneBots:
    """`PhoneBots(port, fragments, delay)`: `start()` opens every link (each fragment a
    seat's code) in a thread of its own; `stop()` closes them. `counts` says what they
    received and played."""

    def __init__(
        self,
        port: int,
        tokens: Sequence[str],
        delay: float = 0.3,
        seed: int = 1,
        flood: float = 0.0,
    ) -> None:
        self.base = f"http://127.0.0.1:{port}"
        self.tokens = list(tokens)
        self.delay = delay
        self.flood = flood
        """Stale plays a second the first phone sends besides its own (0: none)."""
        self.quiet_until = 0.0
        self.rng = random.Random(seed)
        self.counts = BotCounts()
        self.linked = 0
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="phone-bots", daemon=True)
        self._stopping: asyncio.Event | None = None

    def start(self) -> PhoneBots:
        self._thread.start()
        return self

    def stop(self) -> None:
        stopping = self._stopping
        if stopping is not None:
            self._loop.call_soon_threadsafe(stopping.set)
        self._thread.join(5)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._all())
        self._loop.close()

    async def _all(self) -> None:
        self._stopping = asyncio.Event()
        async with aiohttp.ClientSession() as http:
            bots = [
                asyncio.ensure_future(self._bot(http, token, flooding=i == 0 and self.flood > 0))
                for i, token in enumerate(self.tokens)
            ]
            await self._stopping.wait()
            for bot in bots:
                bot.cancel()
            await asyncio.gather(*bots, return_exceptions=True)

    async def _bot(self, http: aiohttp.ClientSession, token: str, flooding: bool = False) -> None:
        ws, channel = await open_link(http, self.base, token, new_device())
        async with ws:
            self.linked += 1
            flood = asyncio.ensure_future(self._flood(ws, channel)) if flooding else None
            ping = asyncio.ensure_future(self._ping(ws, channel))
            try:
                await self._play(ws, channel, flooding)
            finally:
                ping.cancel()
                if flood is not None:
                    flood.cancel()

    async def _ping(self, ws: aiohttp.ClientWebSocketResponse, channel: Channel) -> None:
        """A ping every 3 s, as the page does (a silent link is closed after 10 s)."""
        while not ws.closed:
            await asyncio.sleep(3.0)
            await ws.send_bytes(channel.seal('{"type": "ping"}'))

    async def _flood(self, ws: aiohttp.ClientWebSocketResponse, channel: Channel) -> None:
        """`flood` stale plays a second, in bursts every 10 ms, but while quiet."""
        loop = asyncio.get_running_loop()
        stale = json.dumps({"type": "play", "action": "pass", "version": -1})
        owed = 0.0
        last = loop.time()
        while not ws.closed:
            await asyncio.sleep(0.01)
            now = loop.time()
            owed += (now - last) * self.flood
            last = now
            if now < self.quiet_until:
                owed = 0.0
                continue
            while owed >= 1.0:
                await ws.send_bytes(channel.seal(stale))
                self.counts.flood_sent += 1
                owed -= 1.0

    async def _play(
        self, ws: aiohttp.ClientWebSocketResponse, channel: Channel, flooding: bool
    ) -> None:
        loop = asyncio.get_running_loop()
        async for msg in ws:
            if msg.type != aiohttp.WSMsgType.BINARY:
                break
            self.counts.received += 1
            message = json.loads(channel.open(msg.data))
            if message.get("type") == "error":
                self.counts.errors.append(str(message.get("code")))
            if message.get("type") != "state" or not message.get("choices"):
                continue
            if flooding:  # quiet long enough for the rate limit to let its play through
                self.quiet_until = loop.time() + self.delay + 0.5
            await asyncio.sleep(self.delay)
            choice = self.rng.choice(message["choices"])
            self.counts.plays += 1
            play = {"type": "play", "action": choice["action"], "version": message["version"]}
            await ws.send_bytes(channel.seal(json.dumps(play)))


def main() -> int:
    """`python -m ninjas.phones.bots PORT [DELAY [FLOOD]]`, the seats' codes (their links'
    fragments) on one line of its standard input, comma-separated (never on the command
    line, where other users could read them): the bots play until their standard input closes... or the game's
    server stops."""
    import sys

    port = int(sys.argv[1])
    delay = float(sys.argv[2]) if len(sys.argv) > 2 else 0.3
    flood = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
    tokens = [line.strip() for line in sys.stdin.readline().split(",") if line.strip()]
    bots = PhoneBots(port, tokens, delay, flood=flood).start()
    sys.stdin.read()  # until the bench closes it
    bots.stop()
    counts = bots.counts
    print(
        json.dumps(
            {"received": counts.received, "plays": counts.plays, "flood_sent": counts.flood_sent}
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
