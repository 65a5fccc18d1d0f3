"""With phones, the laptop shows only public things (issue 19 §2): at many moments of a
Night and a Dojo game, among them while a seat with a phone makes its secret plans or
lays its face-down cards, the laptop's frame is drawn again for a determinization of
the position for each seat (what that seat cannot know dealt anew: the others' plans,
face-down tokens, hidden cards, the decks) and must be the very same picture. A frame
that showed anything hidden from some seat would change with it.

The check is shown to bite: the same frames drawn for the hot seat (a seat's hand shown
on the laptop) do change under a determinization for another seat."""

from __future__ import annotations

import copy
import importlib
import random
from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.core.settings import Settings
from scenes import theme
from scenes.app import App
from scenes.registry import GAME_SCENES


class FakePhones:
    """Stands for a PhoneLink: the seats that have phones (no server)."""

    def __init__(self, seats: list[int]) -> None:
        self.seats = seats

    def poll(self) -> None:
        pass

    def close(self) -> None:
        pass

    def linked(self) -> set[int]:
        return set(self.seats)


def frame(app: App, session: GameSession, phones: list[int] | None, shown: int | None) -> bytes:
    """The laptop's picture of `session` at 1280x720, drawn by a new table (no cache
    shared with another): with `phones`, those seats on phones; else `shown`'s hidden
    things shown (the hot seat after its hand-off)."""
    module, name = GAME_SCENES[session.game]
    scene: Any = getattr(importlib.import_module(module), name)(
        app, session, animate=False, ai_pause=0
    )
    if phones is not None:
        scene.attach_phones(FakePhones(phones))
    else:
        scene.shown_seat = scene.holder = shown
        scene._refresh()
    app.stack.append(scene)
    try:
        canvas = pygame.Surface((1280, 720))
        with theme.scaled_for((1280, 720)):
            scene.draw(canvas)
    finally:
        app.stack.remove(scene)
    return pygame.image.tobytes(canvas, "RGB")


def twin(session: GameSession, seat: int, rng: random.Random) -> GameSession:
    """The same game, its position a determinization for `seat`."""
    other = copy.copy(session)
    other.state = session.state.determinize(seat, rng)
    return other


def secret_moments(game: str, session: GameSession) -> bool:
    """A moment worth checking: a seat makes or holds a secret choice."""
    state = session.state
    if game == "night":
        return state.phase == "plan" and any(p is not None for p in state.plans)
    return state.battle is not None


def holders(game: str, state: Any, humans: list[int]) -> list[int]:
    """The people holding something another seat does not know: Night, a face-down
    token in their backpack; Dojo, battle cards in their hand or laid face down."""
    if game == "dojo":
        battle = state.battle
        if battle is None:
            return []
        return [
            s
            for s in humans
            if battle.hand and s == battle.attacker or battle.pool and s != battle.attacker
        ]
    return [
        s
        for s in humans
        if not state.face_up
        and any(
            t is not None and t >= 0 and len(state.known[t]) < state.players
            for t in state.backpacks[s]
        )
    ]


def bites(app: App, session: GameSession, humans: list[int]) -> bool:
    """The hot seat's frame (one person's hidden things shown on the laptop) changes
    under a determinization for another seat: the check can see a secret shown."""
    players = session.state.num_players
    for shown in humans[:1]:
        hot = frame(app, session, None, shown)
        for seat in range(players):
            if (
                seat != shown
                and frame(app, twin(session, seat, random.Random(seat)), None, shown) != hot
            ):
                return True
    return False


def run_game(
    game: str, seats: list[Seat], seed: int, phones: list[int], secret: int, public: int
) -> dict[str, int]:
    pygame.init()
    theme.set_scale(1.0)
    app = App(Settings(), headless=True)
    # a drawn village: each table made here replays the game from its seed, and a
    # random village is half a second to make again
    options: dict[str, Any] = {"players": len(seats), "village": "plaza"} if game == "night" else {}
    session = GameSession.new(game, seats, seed, options, autosave=False)
    rng = random.Random(seed)
    agent = make_agent("easy", seed)
    counts = {"secret": 0, "public": 0, "bites": 0}
    while not session.state.is_terminal and (
        counts["secret"] < secret or counts["public"] < public
    ):
        state = session.state
        worth = secret_moments(game, session)
        kind = "secret" if worth else "public"
        wanted = secret if worth else public
        if counts[kind] < wanted and (worth or rng.random() < 0.05):
            picture = frame(app, session, phones, None)
            for seat in range(state.num_players):
                other = twin(session, seat, random.Random(counts[kind] * 10 + seat))
                assert frame(app, other, phones, None) == picture, (
                    f"{game}: the laptop's frame with phones changes with what seat {seat} "
                    f"cannot know (after {len(session.actions)} actions, phase {state.phase})"
                )
            counts[kind] += 1
            shown = holders(game, state, phones)
            if worth and shown and counts["bites"] < 1 and bites(app, session, shown):
                counts["bites"] += 1
        session.apply(agent.choose(state))  # the easy computer for every seat: it fights
    while app.stack:
        app.pop()
    return counts


@pytest.mark.parametrize(
    ("game", "seats", "seed"),
    [
        ("night", [Seat("human"), Seat("human"), Seat("ai", "easy")], 3),
        ("dojo", [Seat("human"), Seat("human")], 1),
    ],
)
def test_the_laptop_shows_nothing_hidden_while_seats_with_phones_choose(
    game: str, seats: list[Seat], seed: int
) -> None:
    phones = [i for i, s in enumerate(seats) if not s.is_ai]
    counts = run_game(game, seats, seed, phones, secret=8, public=4)
    assert counts["secret"] == 8 and counts["public"] >= 2
    assert counts["bites"] >= 1, "the check never saw a hot-seat frame change: it proves nothing"
    print(f"\n[phones laptop] {game}: {counts}")
