"""The hand-off cover's line says how many cards a seat took from the deck: 'Kiku:
searched the deck for 2 cards'. Each search said 'searched the deck for a card' and
the digest told the same words once, so two cards read as one (newcomer J, s16, 025 and
059 against the log, 083). EN and FR, built events."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes import story_digest
from scenes.app import App
from scenes.shinobi import ShinobiScene


def taken(seat: int) -> Event:
    return Event("search_take", {"seat": seat, "private": {seat: {"cards": [0]}}})


@pytest.mark.parametrize(
    ("lang", "two", "one"),
    [("en", "for 2 cards", "for a card"), ("fr", "pour 2 cartes", "pour une carte")],
)
def test_the_line_counts_the_cards_searched(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, two: str, one: str
) -> None:
    app.set_language(lang)
    seats = [Seat("human"), Seat("human"), Seat("human")]
    session = GameSession.new("shinobi", seats, 3, {"players": 3}, autosave=False)
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    turns = [(1, [taken(1), taken(1)]), (2, [taken(2)])]
    monkeypatch.setattr(story_digest, "played_since", lambda table, seat: turns)
    lines = [line.text for line in story_digest.digest(scene, 0)]
    assert len(lines) == 2, lines
    assert scene.seat_name(1) in lines[0] and two in lines[0]  # fails before: the words once
    assert lines[0].count(app.tr.plural("shinobi.brief.search", 1)) == 0
    assert scene.seat_name(2) in lines[1] and one in lines[1]
    app.set_language("en")
