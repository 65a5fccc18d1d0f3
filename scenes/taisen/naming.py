"""Whose turn and who won, in the words of the Taisen table: a person the setup named is
called by their name, with their side after it ("Tom's turn (Wolf)", "Béa (Monkey)
wins!"), so the couch knows who takes the mouse; a computer, or a person with no name,
keeps the side's words ("Wolf's turn", "The Monkeys win!"). Issue 33, newcomer B: in a
hot-seat game of Béa and Tom the header said only "Wolf's turn" (hs09.png), and the
banner "The Monkeys win!" of a game Béa won (g41.png)."""

from __future__ import annotations

from typing import Any

from ..registry import person_name, person_seat_name
from .game_log import side_name

SIDE_KEYS = ("monkey", "wolf")


def turn_words(app: Any, session: Any, side: int) -> str:
    """The header's "whose turn": "Tom's turn (Wolf)", or "Wolf's turn"."""
    tr = app.tr
    key = SIDE_KEYS[side]
    person = person_name(session, side)
    if person:
        return str(tr("taisen.turn.person", name=person, side=side_name(tr, key)))
    return str(tr(f"taisen.turn.{key}"))


def winner_words(app: Any, session: Any, side: int) -> str:
    """Who won: "Béa (Monkey) wins!", or "The Monkeys win!"."""
    if person_name(session, side):
        return str(app.tr("results.wins", name=person_seat_name(app, session, side)))
    return str(app.tr(f"taisen.banner.{SIDE_KEYS[side]}"))
