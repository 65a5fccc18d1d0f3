"""A phrase of the hand-off cover's one line a player (scenes/story_digest.py) that a
game's brief may say again, longer, as its turn goes on (scenes/dojo/brief.py)."""

from __future__ import annotations

from typing import Any


class Again(str):
    """A phrase that says again, longer, the turn's last phrase if that was one too (a
    Dojo walk's steps: 'moved a ninja to the forest', then 'moved 2 ninjas to the forest
    and the plains'), else a phrase as any other. `of` names what it tells: it says
    again only a phrase of the same (a search never stands for a card taken)."""

    of: str

    def __new__(cls, text: str, of: str = "") -> Again:
        phrase = super().__new__(cls, text)
        phrase.of = of
        return phrase


class BriefBase:
    """What every game's brief (scenes/night/brief.py, scenes/dojo/brief.py) starts
    from: its table, the table's words, and a seat's name ("" for no seat)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.tr = table.app.tr

    def name(self, seat: Any) -> str:
        return str(self.table.seat_name(seat)) if isinstance(seat, int) else ""
