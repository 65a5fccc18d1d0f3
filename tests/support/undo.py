"""The position of issue 16's undo repro, shared by the session and the table tests."""

from __future__ import annotations

import random

from ninjas.core.session import GameSession, Seat


def shinobi_repro() -> tuple[GameSession, list[str]]:
    """3 players: Akane (seat 0) and Sora (1) people, Midori (2) the computer. Played
    at random (from seed 0, the next seed if that game never gets there) until Akane
    can place 3 Spider while Midori has a clan; returns the session and the action
    Akane plays next."""
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    for seed in range(50):
        session = GameSession.new("shinobi", seats, seed, {"players": 3}, autosave=False)
        rng = random.Random(seed)
        while not session.state.is_terminal and len(session.actions) < 400:
            state = session.state
            legal = [str(a) for a in state.legal_actions()]
            spiders = [a for a in legal if a.startswith("place Spider") and len(a.split()) == 5]
            if state.current_player == 0 and state.phase == "place" and state.clans[2] and spiders:
                return session, spiders[:1]
            session.apply(rng.choice([a for a in legal if not a.startswith("place Spider")]))
    raise AssertionError("no game reached the repro's position")
