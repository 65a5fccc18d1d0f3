"""The seats a game was last set up with (Settings.last_seats and last_names), asked by
the setup when it opens and by the real game after a lesson (scenes/lesson_after.py):
a remembered computer's level this build no longer offers reads 'normal' (a game
started with it could not be played, nor its save loaded: ninjas.core.saves checks
seats); only a person's seat carries a name."""

from __future__ import annotations

from typing import Any

from ninjas.ai.agents import LEVELS
from ninjas.core.session import Seat


def remembered_seats(app: Any, game: str) -> list[Seat]:
    """The seats of `game`'s last setup, in order ([] for a game not set up before)."""
    names = app.settings.last_names.get(game, [])
    return [
        Seat(
            kind,
            level if level in LEVELS else "normal",
            name=names[index] if index < len(names) and kind == "human" else None,
        )
        for index, (kind, level) in enumerate(app.settings.last_seats.get(game, []))
    ]
