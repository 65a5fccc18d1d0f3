"""Phones played by a program, for the frame bench (scenes.bench_phones): each opens its
seat's link on the loopback like the phone page does and, whenever its seat may choose,
taps one of the choices at random after a short wait, as a person would."""

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
    errors: list[str] = field(default_factory=list)


class PhoneBots:
    """`PhoneBots(port, tokens, delay)`: `start()` opens every link in a thread of its
    own; `stop()` closes them. `counts` says what they received and played."""

    def __init__(self, port: int, tokens: Sequence[str], delay: float = 0.3, seed: int = 1) -> None:
        self.url = f"http://127.0.0.1:{port}/ws"
        self.tokens = list(tokens)
        self.delay = delay
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
            bots = [asyncio.ensure_future(self._bot(http, token)) for token in self.tokens]
            await self._stopping.wait()
            for bot in bots:
                bot.cancel()
            await asyncio.gather(*bots, return_exceptions=True)

    async def _bot(self, http: aiohttp.ClientSession, token: str) -> None:
        async with http.ws_connect(self.url) as ws:
            await ws.send_str(json.dumps({"type": "hello", "token": token}))
            self.linked += 1
            async for msg in ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    break
                self.counts.received += 1
                message = json.loads(msg.data)
                if message.get("type") == "error":
                    self.counts.errors.append(str(message.get("code")))
                if message.get("type") != "state" or not message.get("choices"):
                    continue
                await asyncio.sleep(self.delay)
                choice = self.rng.choice(message["choices"])
                self.counts.plays += 1
                play = {"type": "play", "action": choice["action"], "version": message["version"]}
                await ws.send_str(json.dumps(play))


def main() -> int:
    """`python -m ninjas.phones.bots PORT [DELAY]`, the seats' tokens one a line on its
    standard input (never on the command line, where other users could read them): the
    bots play until their standard input closes... or the game's server stops."""
    import sys

    port = int(sys.argv[1])
    delay = float(sys.argv[2]) if len(sys.argv) > 2 else 0.3
    tokens = [line.strip() for line in sys.stdin.readline().split(",") if line.strip()]
    bots = PhoneBots(port, tokens, delay).start()
    sys.stdin.read()  # until the bench closes it
    bots.stop()
    print(json.dumps({"received": bots.counts.received, "plays": bots.counts.plays}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
