"""A table with phones on the loopback, for the attack tests and the page tests:
`phone_table(seats, game=...)` gives the scene, its PhoneLink, and a `Leaks` watcher.

Leaks are checked two ways. Every state message published is built again from a
determinization of the position for its seat (`state.determinize(seat)`: what that seat
cannot know dealt anew: the others' hands, plans, face-down tokens and cards, the decks)
and must come out the same: a message that depends on anything its seat may not know
differs. For Shinobi, each message's card ids are also checked against the other hands'
cards its seat does not know. A client's messages must each be one that was published
(and so checked). `PhoneTable.frames` can play the phone seats' public choices on the
laptop (Night's throws, Dojo's walks), as the person would at the screen."""

from __future__ import annotations

import json
import os
import random
import sys
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
from scenes.registry import GAME_SCENES  # noqa: E402
from scenes.table import TableScene  # noqa: E402


def pytest_collectreport(report: pytest.CollectReport) -> None:
    """A browser test module skipped at its import (no Playwright, no Chromium) leaves its
    half-run module in sys.modules under importlib's import mode; another module that takes
    a helper from it (`from .test_phone_page import CHROMIUM`) then fails with an
    ImportError instead of being skipped for the same reason (11 modules on a machine
    without Chromium). Forget the half-run module, so that import skips again and says why."""
    if not report.skipped or not report.nodeid.endswith(".py"):
        return
    path = os.path.abspath(report.fspath)
    for name, module in list(sys.modules.items()):
        if getattr(module, "__file__", None) == path:
            del sys.modules[name]


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
    does not know (Shinobi: they must never reach it), and the texts published. Each
    published message was compared with its determinized twin (`twins_checked`).
    `check(seat, message)` checks one a client received, and counts."""

    game: str = "shinobi"
    hidden: dict[tuple[int, int], set[int]] = field(default_factory=dict)
    published: dict[tuple[int, int], list[dict[str, Any]]] = field(default_factory=dict)
    """Every message published per (seat, version): a line of the log told late is sent
    in the same position (its version unchanged)."""
    messages: int = 0
    cards_seen: int = 0
    hidden_cards_checked: int = 0
    twins_checked: int = 0
    leaked: list[tuple[int, int, Any]] = field(default_factory=list)

    def check(self, seat: int, message: dict[str, Any]) -> None:
        key = (seat, message["version"])
        self.messages += 1
        if message not in self.published.get(key, []):  # never published to this seat so
            self.leaked.append((seat, message["version"], "not as published"))
        if self.game != "shinobi":
            return
        hidden = self.hidden[key]
        cards = message_cards(message)
        self.cards_seen += len(cards)
        self.hidden_cards_checked += len(hidden)
        if cards & hidden:
            self.leaked.append((seat, message["version"], cards & hidden))


def differences(a: Any, b: Any, path: str = "") -> list[str]:
    """Where two JSON values differ (paths), for a leak's report."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            out += differences(a.get(k), b.get(k), f"{path}.{k}")
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [
            d
            for i, (x, y) in enumerate(zip(a, b, strict=True))
            for d in differences(x, y, f"{path}[{i}]")
        ]
    return [] if a == b else [path or "."]


def twin_message(link: PhoneLink, scene: Any, seat: int, rng: random.Random) -> dict[str, Any]:
    """The state message `seat` would be sent were the position a determinization of
    this one for it (built with the table's own code, the real state put back after)."""
    session = scene.session
    state = session.state
    session.state = state.determinize(seat, rng)
    try:
        message: dict[str, Any] = json.loads(json.dumps(link.state_message(seat)))
    finally:
        session.state = state
    return message


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
    scene: Any
    link: PhoneLink
    leaks: Leaks
    frame_ms: list[float] = field(default_factory=list)
    laptop: bool = False
    """Each frame, a phone seat's public choice (Night's throws, Dojo's walks) is played
    on the laptop at random, as its person would at the screen."""
    laptop_plays: int = 0
    rng: random.Random = field(default_factory=lambda: random.Random(7))
    laptop_agent: Any = None
    """Plays the laptop's part instead of chance when given (the easy computer: Dojo's
    walks then seek battles, as a person's would)."""

    @property
    def port(self) -> int:
        return self.link.server.port

    def token(self, seat: int) -> str:
        """The fragment of `seat`'s link now: its code's id and key."""
        return self.link.server.codes.fragment(seat)

    def frames(self, count: int = 1, sleep: float = 0.0) -> None:
        canvas = pygame.Surface((1280, 720))
        for _ in range(count):
            assert not isinstance(self.app.top, HandoffScene), "a hand-off screen came"
            start = time.perf_counter()
            self.app.apply_scale()
            self.app.stack[-1].update(1 / 60)
            self.app.stack[-1].draw(canvas)
            self.frame_ms.append((time.perf_counter() - start) * 1000)
            if self.laptop:
                self.play_on_laptop()
            if sleep:
                time.sleep(sleep)

    def play_on_laptop(self) -> None:
        """A phone seat's public choice made at the screen (at random): the string of a
        throw chosen on its phone set and thrown, or one of the laptop's legal actions."""
        scene: TableScene[Any] = self.scene
        seat = scene.acting_seat
        if seat is None or not scene.phone_seat(seat) or not scene.can_act:
            return
        if getattr(scene, "throw", None) is not None:
            scene.length = round(self.rng.uniform(0, scene.aiming.limit()), 1)  # type: ignore[attr-defined]
            scene.throw_now()  # type: ignore[attr-defined]
            self.laptop_plays += 1
            return
        legal = [a for a in scene.state.legal_actions() if not scene.phone_side(a)]
        if not legal:
            return
        choice = self.rng.choice(legal)
        if self.laptop_agent is not None:
            wanted = str(self.laptop_agent.choose(scene.state))
            choice = next((a for a in legal if str(a) == wanted), choice)
        assert scene.act_for(seat, choice)
        self.laptop_plays += 1
        if scene.turn_end.waiting:  # its person, at the laptop, ends the turn there
            scene.turn_end.confirm()

    def phone_move(self, seat: int, rng: random.Random) -> None:
        """`seat`'s phone plays one of the choices it was told at random (End turn, when
        its move waits for it), as its page would."""
        choices = self.link.state_message(seat)["choices"]
        if choices:
            self.link._take(seat, rng.choice(choices)["action"], self.link.serial)

    def run_until(self, test: Callable[[], bool], seconds: float = 30.0) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if test():
                return True
            self.frames(1, sleep=0.002)
        return test()


GAME_OPTIONS = {
    "shinobi": lambda players, mode: {"players": players, "mode": mode},
    "night": lambda players, mode: {"players": players},
    "dojo": lambda players, mode: {},
}


def make_phone_table(
    seats: list[Seat],
    seed: int = 5,
    *,
    game: str = "shinobi",
    mode: str = "grasshopper",
    animate: bool = False,
    hosts: tuple[str, ...] = ("127.0.0.1",),
    laptop: bool = False,
    laptop_agent: str | None = None,
    lang: str = "en",
    prepare: Callable[[GameSession], None] | None = None,
) -> PhoneTable:
    """`prepare(session)`: actions played before the table opens (a position to test)."""
    import importlib

    pygame.init()
    theme.set_scale(1.0)
    app = App(Settings(language=lang), headless=True)
    options = GAME_OPTIONS[game](len(seats), mode)
    session = GameSession.new(game, seats, seed, options, autosave=False)
    if prepare is not None:
        prepare(session)
    module, name = GAME_SCENES[game]
    scene = getattr(importlib.import_module(module), name)(
        app, session, animate=animate, ai_pause=0
    )
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))
    app.push(scene)
    leaks = Leaks(game)
    link = open_phones(scene, hosts=hosts)
    server = link.server
    publish = server.publish

    def watched(seat: int, texts: Any) -> None:
        for text in texts:
            message = json.loads(text)
            if message["type"] != "state":
                continue
            key = (seat, message["version"])
            leaks.published.setdefault(key, []).append(message)
            if game == "shinobi":
                leaks.hidden[key] = hidden_from(scene.state, seat)
            twin = twin_message(link, scene, seat, random.Random(message["version"]))
            leaks.twins_checked += 1
            if twin != message:
                leaks.leaked.append((seat, message["version"], differences(message, twin)))
        publish(seat, texts)

    server.publish = watched  # type: ignore[method-assign]
    agent = make_agent(laptop_agent, seed) if laptop_agent else None
    return PhoneTable(app, scene, link, leaks, laptop=laptop, laptop_agent=agent)


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


def uses_the_browser(item: pytest.Item | None) -> bool:
    """Whether `item` is a browser module's test (its module has test_phone_page's
    playwright_api, tests/support/shared_browser.py)."""
    from support import shared_browser

    module = getattr(item, "module", None)
    return isinstance(getattr(module, "playwright_api", None), shared_browser.Api)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """The Chromium and Playwright driver stop after a test whose next (on this worker) is
    no browser module's test (tests/support/shared_browser.py; nothing if none was
    started): consecutive browser modules share them, and the driver's event loop, marked
    running in the main thread while it lives, never reaches another module's tests (as
    when each module stopped its own: test_strangers runs asyncio.run)."""
    yield
    if not uses_the_browser(nextitem):
        from support import shared_browser

        shared_browser.stop()
