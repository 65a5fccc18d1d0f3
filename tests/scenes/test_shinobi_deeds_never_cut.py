"""Newcomer A, s24 (e6, EN 1280x720, 4 players): Kiku's panel, two clans, said
'corrupt · new Fox clan, 4 cards · Fox: swapped hands with Midori · …', her last deed
('discarded Dragon') cut to dots: a line a player must read is never cut. Every deed of
a computer's turn is said whole on its panel, none over a clan, EN and FR, 1280x720 and
1920x1080."""

from __future__ import annotations

import os
from collections import Counter
from typing import Any

import pygame
import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.data import CARDS
from scenes.shinobi import ShinobiScene

from .conftest import Driver, record_texts


def of(name: str, n: int, skip: int = 0) -> list[int]:
    return [i for i, c in enumerate(CARDS) if c.name == name][skip : skip + n]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_fox_turn_is_said_whole(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Ana"), Seat("ai", "hard"), Seat("ai", "hard")]
    seats.append(Seat("human", name="Ben"))
    session = GameSession.new("shinobi", seats, 3, {"players": 4}, autosave=False)
    state = session.state
    others = [s for s in range(4) if s != state.current_player]
    _, midori, kiku = others
    state.clans[kiku] = {"Spider": of("Spider", 3), "Fox": of("Fox", 4)}
    state.clans[midori] = {"Crow": of("Crow", 3)}
    used = {x for s in (kiku, midori) for cards in state.clans[s].values() for x in cards}
    for seat in range(4):
        state.hands[seat] = [x for x in state.hands[seat] if x not in used]
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    scene.computer.drive = lambda step: None  # type: ignore[method-assign]
    app.push(scene)
    events = [
        Event("corrupt", {"seat": kiku, "card": 6, "reveals": True}),
        Event("place_clan", {"seat": kiku, "clan": "Fox", "cards": of("Fox", 4), "clans": 2}),
        Event("power", {"seat": kiku, "source": "Fox", "power": "swap_hand", "level": 3}),
        Event("swap_hand", {"seat": kiku, "target": midori}),
        Event("discard", {"seat": kiku, "card": of("Dragon", 1)[0]}),
    ]
    scene.kept_marks.note(True, events, len(session.actions))
    texts = record_texts(monkeypatch)
    Driver(app).step()
    if shot := os.environ.get("NINJAS_TEST_SHOT"):
        pygame.image.save(app.canvas, f"{shot}_fox_{lang}_{size[0]}.png")
    deeds = scene.kept_marks.deeds
    said = [words for words, _ in deeds.lines(scene, kiku)]
    assert len(said) == 4, said
    drawn = Counter(word for text in texts for word in text.split())
    wanted = Counter(word for words in said for word in words.split())
    assert not wanted - drawn, (wanted - drawn, said)  # fails before: '…' for the discard
    assert deeds.whole[kiku] == len(said)
    for rect in deeds.flowed.get(kiku) or [deeds.drawn[kiku]]:
        for tile, seat, clan in scene.board.tiles:
            assert not rect.colliderect(tile), (seat, clan, rect, tile)
