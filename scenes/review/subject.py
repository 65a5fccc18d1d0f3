"""Whom a review's words speak of (newcomer M, s17, 143: the review of Green ninja, a
computer, said 'The computer checks your 32 decisions… you 8, Ana 15'). The review
says 'you' only to the game's one person, of their own moves; any other seat's review
(a computer's, or one person's of a game several played) names the seat: 'Green
ninja's 32 decisions', 'Green ninja 8, Ana 15'. One mechanism for every text: the
catalogue's subject tokens ('{your}', French '{vos} ...{de_vous}', i18n.SUBJECT),
given by i18n.Subject."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ninjas.core.i18n import Subject


def spoken_to(record: Any, seat: int) -> bool:
    """The review of `seat` says 'you': no other seat is a person's (the seat is the
    game's one person; or no person played, a game of computers no one is shown)."""
    seats = record.summary.seats
    return not any(
        info.get("kind", "human") != "ai" for number, info in enumerate(seats) if number != seat
    )


def subject_name(record: Any, seat: int, names: Callable[[int], str]) -> str | None:
    """The name the review's words say for `seat`, None where they say 'you'."""
    return None if spoken_to(record, seat) else names(seat)


def review_tr(app: Any, record: Any, seat: int, names: Callable[[int], str]) -> Subject:
    """The app's translator, its subject tokens said of `seat` (or to it)."""
    return Subject(app.tr, subject_name(record, seat, names))
