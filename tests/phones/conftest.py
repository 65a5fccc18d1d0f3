"""A Shinobi table with phones on the loopback, for the attack tests and the page test:
`phone_table(seats)` gives the scene, its PhoneLink, and a `Leaks` watcher that knows,
for every state message published, which cards its seat must never see."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from ninjas.ai.agents import make_agent  # noqa: E402
from ninjas.core.session import GameSession, Seat  # noqa: E402
from ninjas.core.settings import Settings  # noqa: E402
from scenes import theme  # noqa: E402
from scenes.ai_turn import Ready  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.handoff import HandoffScene  # noqa: E402
from scenes.phones import PhoneLink, open_phones  # noqa: E402
from scenes.shinobi import ShinobiScene  # noqa: E402

CARD_ACTIONS = {"place": 1, "reinforce": 1, "yokai": 0, "discard": 0, "card": 0, "order": 0}
"""Actions whose words name cards, from which word on (the clan's name comes first)."""


def message_cards(message: dict[str, Any]) -> set[int]:
    """Every card id a state message names: the view's card fields and the choices."""
    view = message.get("view", {})
    found: set[int] = set(view.get("hand", [])) | set(view.get("jigoku", []))
    found |= set(view.get("known_deck", []))
    for rows in ("known", "known_by", "corruption"):
        for row in view.get(rows, []):
            found |= set(row)
    for tableau in view.get("clans", []):
        for _, cards in tableau:
            found |= set(cards)
    for pending in view.get("pending", []):
        if isinstance(pending[8], list):
            found |= set(pending[8])
    for choice in message.get("choices", []):
        found |= set(choice.get("cards", []))
        words = choice["action"].split()
        start = CARD_ACTIONS.get(words[0])
        if start is not None:
            found |= {int(w) for w in words[1 + start :] if w.isdigit()}
    return found


@dataclass
class Leaks:
    """For each (seat, version) published: the cards of the other seats' hands that seat
    does not know (they must never reach it). `check(seat, message)` counts."""

    hidden: dict[tuple[int, int], set[int]] = field(default_factory=dict)
    messages: int = 0
    cards_seen: int = 0
    hidden_cards_checked: int = 0
    leaked: list[tuple[int, int, set[int]]] = field(default_factory=list)

    def check(self, seat: int, message: dict[str, Any]) -> None:
        hidden = self.hidden[(seat, message["version"])]
        cards = message_cards(message)
        self.messages += 1
        self.cards_seen += len(cards)
        self.hidden_cards_checked += len(hidden)
        if cards & hidden:
            self.leaked.append((seat, message["version"], cards & hidden))


def hidden_from(state: Any, seat: int) -> set[int]:
    """The other seats' hand cards `seat` does not know."""
    hidden: set[int] = set()
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden |= set(hand) - state.known[seat][other]
    return hidden


@dataclass
class PhoneTable:
    app: App
    scene: ShinobiScene
    link: PhoneLink
    leaks: Leaks
    frame_ms: list[float] = field(default_factory=list)

    @property
    def port(self) -> int:
        return self.link.server.port

    def token(self, seat: int) -> str:
        return self.link.server.tokens.token(seat)

    def frames(self, count: int = 1, sleep: float = 0.0) -> None:
        canvas = pygame.Surface((1280, 720))
        for _ in range(count):
            assert not isinstance(self.app.top, HandoffScene), "a hand-off screen came"
            start = time.perf_counter()
            self.app.apply_scale()
            self.app.stack[-1].update(1 / 60)
            self.app.stack[-1].draw(canvas)
            self.frame_ms.append((time.perf_counter() - start) * 1000)
            if sleep:
                time.sleep(sleep)

    def run_until(self, test: Callable[[], bool], seconds: float = 30.0) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if test():
                return True
            self.frames(1, sleep=0.002)
        return test()


def make_phone_table(
    seats: list[Seat],
    seed: int = 5,
    *,
    mode: str = "grasshopper",
    animate: bool = False,
    hosts: tuple[str, ...] = ("127.0.0.1",),
) -> PhoneTable:
    pygame.init()
    theme.set_scale(1.0)
    app = App(Settings(), headless=True)
    session = GameSession.new(
        "shinobi", seats, seed, {"players": len(seats), "mode": mode}, autosave=False
    )
    scene = ShinobiScene(app, session, animate=animate, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    leaks = Leaks()
    link = open_phones(scene, hosts=hosts)
    server = link.server
    publish = server.publish

    def watched(seat: int, texts: Any) -> None:
        for text in texts:
            message = json.loads(text)
            if message["type"] == "state":
                leaks.hidden[(seat, message["version"])] = hidden_from(scene.state, seat)
        publish(seat, texts)

    server.publish = watched  # type: ignore[method-assign]
    return PhoneTable(app, scene, link, leaks)


@pytest.fixture
def phone_table() -> Iterator[Callable[..., PhoneTable]]:
    made: list[PhoneTable] = []

    def make(seats: list[Seat], **kwargs: Any) -> PhoneTable:
        table = make_phone_table(seats, **kwargs)
        made.append(table)
        return table

    yield make
    for table in made:
        while table.app.stack:
            table.app.pop()
