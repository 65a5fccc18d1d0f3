"""The hand-off cover's story keeps the order of play (newcomer D, s14, 157 and 163):
after a round's end, Midori placed her pawn, round 2 began with her, then she played
her turn; the cover said her turn first, then 'Midori places 1 pawn on Missions' and
'Round 2: Midori plays first'. A line told whole before any words of a turn is told in
its place; one after them still follows the turn's line. EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes import story_digest
from scenes.app import App
from scenes.shinobi import ShinobiScene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_pawn_and_a_new_round_are_told_before_the_turn_after_them(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    options = {"players": 3, "mode": "grandmaster"}
    session = GameSession.new("shinobi", seats, 3, options, autosave=False)
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    played = [
        (1, [Event("pawns", {"seat": 1, "where": "missions", "count": 3})]),
        (
            2,
            [
                Event("pawns", {"seat": 2, "where": "missions", "count": 1}),
                Event("round_start", {"round": 2, "first": 2}),
            ],
        ),
        (2, [Event("recruit", {"seat": 2}), Event("pass", {"seat": 2})]),
    ]
    monkeypatch.setattr(story_digest, "played_since", lambda table, seat: played)
    lines = [line.text for line in story_digest.digest(scene, 0)]
    name = scene.seat_name(2)
    pawn = next(k for k, text in enumerate(lines) if text.startswith(name) and "1" in text)
    turn = next(k for k, text in enumerate(lines) if text.startswith(f"{name}") and k != pawn)
    start = next(k for k, text in enumerate(lines) if "2" in text and k not in (pawn, turn))
    assert pawn < start < turn, lines  # fails before: the turn's line first
