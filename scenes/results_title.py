"""A seat's title on its score card, on one line when it fits, else on two: who, in
the title's size ("Élodie", "Sora"), then the rest smaller under it ("Akane",
"Computer (Hard)"). With four cards side by side the one line was cut: "élodie
(Ak…" at 1920x1080, "Sora — Comput…" (issue 33)."""

from __future__ import annotations

from typing import Any

from . import theme
from .registry import person_name, seat_name, seat_played
from .widgets import shortened

TITLE_SIZE = theme.FONT_BUTTON
SUB_SIZE = theme.FONT_SMALL
"""The second line's size (its capitals 11 px tall at least at 1280x720): with the
first, its lines stand in a card's head, the medal's height."""


def title_parts(app: Any, session: Any, game: str, seat: int) -> tuple[str, str]:
    """Who sits at `seat` (the person's name, else the seat's) and the rest of its
    title (the seat of a named person, a computer's level; "" when there is none)."""
    seat_words = seat_name(app, game, seat)
    seats = getattr(session, "seats", None) or []
    if not 0 <= seat < len(seats):
        return seat_words, ""
    if seats[seat].is_ai:
        level_key = f"setup.level.{seats[seat].level}"
        level = app.tr(level_key) if app.tr.has(level_key) else str(seats[seat].level)
        return seat_words, str(app.tr("results.seat.computer_level", level=level))
    person = person_name(session, seat)
    return (person, seat_played(app, game, seat)) if person else (seat_words, "")


def title_lines(
    app: Any, session: Any, game: str, seat: int, whole: str, room: int, under: int
) -> list[tuple[str, int]]:
    """The title's lines and their sizes: `whole` (its one-line form) when it fits in
    `room` px, else who in `room` and the rest under it in `under` px (the Winner tag
    stands beside the first line only), each cut with "…" only if it must."""
    if theme.font(TITLE_SIZE).size(whole)[0] <= room:
        return [(whole, TITLE_SIZE)]
    who, rest = title_parts(app, session, game, seat)
    if not rest:
        return [(shortened(whole, TITLE_SIZE, room), TITLE_SIZE)]
    return [
        (shortened(who, TITLE_SIZE, room), TITLE_SIZE),
        (shortened(rest, SUB_SIZE, under), SUB_SIZE),
    ]
