"""The position of issue 16's undo repro, shared by the session and the table tests."""

from __future__ import annotations

import random

from ninjas.core.session import GameSession, Seat


def shinobi_repro() -> tuple[GameSession, list[str]]:
    """3 players: Akane (seat 0) and Sora (1) people, Midori (2) the computer. Played
    at random until Akane can place 3 Spider while Midori has a clan; returns the
    session and the action Akane plays next."""
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, 0, {"players": 3}, autosave=False)
    rng = random.Random(0)
    for _ in range(68):
        legal = [str(a) for a in session.state.legal_actions()]
        session.apply(rng.choice([a for a in legal if not a.startswith("place Spider")]))
    state = session.state
    assert state.current_player == 0 and state.phase == "place" and state.clans[2]
    return session, ["place Spider 30 82 84"]
