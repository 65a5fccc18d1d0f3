"""Whose moves a review may look at: every seat's, the computers' too (newcomer J, s16,
080: 'Whose moves?' offered only Yuki and Ren, while Kiku, a computer, won: 'I'd most
like to see how'). The people first, then the computers; a game of computers has
nothing asked of it here (the History says so). A computer's review says once, in a
line, that the seat is a computer, and at what level; its words name the seat, never
'you' (subject.py, newcomer M, s17). A computer at the level the review judges with
(Hard) is judged by its own kind: the line says its moves agree by design, and what
its review is still for (s23: reviewing a Hard seat read as tautological)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import theme


def review_seats(computers: Sequence[bool]) -> list[int]:
    """The seats to offer, in order: the people's, then the computers' (none at all
    where no person played)."""
    people = [seat for seat, ai in enumerate(computers) if not ai]
    if not people:
        return []
    return people + [seat for seat, ai in enumerate(computers) if ai]


def computer_note(scene: Any) -> list[tuple[str, theme.Colour]]:
    """Over a computer seat's review: that the seat is a computer, and its level."""
    seats = scene.record.summary.seats
    info = seats[scene.seat] if 0 <= scene.seat < len(seats) else {}
    if info.get("kind") != "ai" or all(seat.get("kind") == "ai" for seat in seats):
        return []  # (a game of computers is reviewed by no person: no one to tell)
    tr = scene.tr
    level_key = f"setup.level.{info.get('level', 'normal')}"
    level = str(tr(level_key)) if tr.has(level_key) else str(info.get("level", ""))
    name = scene.name(scene.seat)
    if info.get("level") == judge_level(scene):
        # its own level judges it: the review's computer is that seat's own player,
        # and agrees with it by design (s23: a Hard seat's '32 of 32 as good')
        return [(str(tr("review.computer_seat.same", name=name, level=level)), theme.GOLD)]
    return [(str(tr("review.computer_seat", name=name, level=level)), theme.GOLD)]


def judge_level(scene: Any) -> str:
    """The level whose moves the review calls the computer's (the budget's chooser)."""
    from ninjas.ai.hint import HINT_LEVEL

    return str(getattr(getattr(scene, "budget", None), "chooser", HINT_LEVEL))


def seat_label(app: Any, session: Any, seat: int) -> str:
    """A seat as the chooser names it: the person's name ('Yuki (red)'), a computer by
    its seat and level ('Kiku (Hard)', as the History names it)."""
    from ..registry import person_seat_name

    info = session.seats[seat]
    name = person_seat_name(app, session, seat)
    if not info.is_ai:
        return name
    tr = app.tr
    level_key = f"setup.level.{info.level}"
    level = str(tr(level_key)) if tr.has(level_key) else str(info.level)
    return str(tr("history.computer", seat=name, level=level))
