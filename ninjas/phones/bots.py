"""Phones played by a program, for the frame bench (scenes.bench_phones): each opens its
seat's link on the loopback like the phone page does and, whenever its seat may choose,
taps one of the choices at random after a short wait, as a person would. With `flood`,
the first phone also sends that many stale plays a second (an attack from a seat's own
link), falling quiet only while its seat is to choose, so that its own play gets through
the server's rate limit and the game goes on."""

from __future__ import annotations

import asyncio
import json
import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

import aiohttp


@dataclass
class BotCounts:
    received: int = 0
    plays: int = 0
    flood_sent: int = 0
    errors: list[str] = field(default_factory=list)


class PhoneBots:
    """`PhoneBots(port, tokens, delay)`: `start()` opens every link in a thread of its
    own; `stop()` closes them. `counts` says what they received and played."""

    def __init__(
        self,
        port: int,
        tokens: Sequence[str],
        delay: float = 0.3,
        seed: int = 1,
        flood: float = 0.0,
    ) -> None:
        self.url = f"http://127.0.0.1:{port}/ws"
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
        async with http.ws_connect(self.url) as ws:
            await ws.send_str(json.dumps({"type": "hello", "token": token}))
            self.linked += 1
            flood = asyncio.ensure_future(self._flood(ws)) if flooding else None
            try:
                await self._play(ws, flooding)
            finally:
                if flood is not None:
                    flood.cancel()

    async def _flood(self, ws: aiohttp.ClientWebSocketResponse) -> None:
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
                await ws.send_str(stale)
                self.counts.flood_sent += 1
                owed -= 1.0

    async def _play(self, ws: aiohttp.ClientWebSocketResponse, flooding: bool) -> None:
        loop = asyncio.get_running_loop()
        async for msg in ws:
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            self.counts.received += 1
            message = json.loads(msg.data)
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
            await ws.send_str(json.dumps(play))


def main() -> int:
    """`python -m ninjas.phones.bots PORT [DELAY [FLOOD]]`, the seats' tokens on one line
    of its standard input, comma-separated (never on the command line, where other users
    could read them): the bots play until their standard input closes... or the game's
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
