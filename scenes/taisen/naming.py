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


def turns_line(tr: Any, sides: dict[str, int]) -> str:
    """The results' length: "Turns played: 14 (7 each)", each side's count as the
    review says it ("Turn 11 (your turn 6)") and the History's total (newcomer J, s11,
    nc-J/135.png: "Turns played: 14" read as 14 of his turns, for 7 each); "Turns
    played: 13 (Monkey 7, Wolf 6)" when the side that started won on its turn."""
    total = sum(sides.values())
    counts = [sides.get(key, 0) for key in SIDE_KEYS]
    if not total:
        return str(tr("taisen.summary.turns", turns=total))
    if counts[0] == counts[1]:
        return str(tr("taisen.summary.turns_each", turns=total, each=counts[0]))
    monkey, wolf = (side_name(tr, key) for key in SIDE_KEYS)
    return str(
        tr(
            "taisen.summary.turns_sides",
            turns=total,
            monkey=f"{monkey} {counts[0]}",
            wolf=f"{wolf} {counts[1]}",
        )
    )
