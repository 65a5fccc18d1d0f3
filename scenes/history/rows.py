"""What a History row says of a record (ninjas.core.history.Summary): when it ended,
the game, the people, the result and the length, in the player's language. Pure: the
list draws them (scenes/history/record_list.py)."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ninjas.core.history import Summary

from ..registry import seat_name

Rename = Callable[[str | None], str | None]
"""A name as it goes now (the records' alias map: ninjas.core.names_file.Aliases.apply)."""


def as_is(name: str | None) -> str | None:
    return name


@dataclass(frozen=True)
class RowText:
    date: str
    game: str
    people: str
    result: str
    length: str


def person_seats(summary: Summary) -> list[int]:
    """The seats people played (the ones a review may look at)."""
    return [index for index, seat in enumerate(summary.seats) if seat.get("kind") != "ai"]


def seat_label(app: Any, summary: Summary, seat: int, rename: Rename = as_is) -> str:
    """Who played `seat`: the person's name, "Computer (hard)", or for a person without
    a name the seat's own (Monkey, Akane...)."""
    info = summary.seats[seat] if 0 <= seat < len(summary.seats) else {}
    tr = app.tr
    if info.get("kind") == "ai":
        level_key = f"setup.level.{info.get('level', 'normal')}"
        level = tr(level_key) if tr.has(level_key) else str(info.get("level"))
        return tr("history.computer", level=level)
    name = rename(summary.names[seat]) if seat < len(summary.names) else None
    return name or seat_name(app, summary.game, seat)


def ended_at(app: Any, summary: Summary) -> str:
    """The record's date (UTC) in this computer's time, as the save slots write one."""
    try:
        moment = datetime.datetime.strptime(summary.date, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return summary.date
    local = moment.replace(tzinfo=datetime.UTC).astimezone()
    return local.strftime(app.tr("slots.date_format"))


def result_text(app: Any, summary: Summary, rename: Rename = as_is) -> str:
    """ "Ann won · 31–24", "Draw", "Given up after 12 turns"."""
    tr = app.tr
    if not summary.over:
        return tr.plural("history.given_up", summary.turns)
    if summary.winners:
        names = [seat_label(app, summary, seat, rename) for seat in summary.winners]
        text = tr.plural("history.won", len(names), names=tr.names(names))
    else:
        text = tr("history.draw")
    scores = [score for score in summary.scores if score is not None]
    if scores and len(scores) == len(summary.scores):
        text += " · " + "–".join(str(score) for score in scores)
    return text


def row_text(app: Any, summary: Summary, rename: Rename = as_is) -> RowText:
    people = [seat_label(app, summary, seat, rename) for seat in range(len(summary.seats))]
    return RowText(
        date=ended_at(app, summary),
        game=app.tr(f"game.{summary.game}.name"),
        people=", ".join(people),
        result=result_text(app, summary, rename),
        length=app.tr.plural("history.turns", summary.turns),
    )


def has_person(summary: Summary, person: str, rename: Rename = as_is) -> bool:
    """`person` (a name as it goes now) played in the record's game."""
    return any(rename(name) == person for name in summary.names if name is not None)


def people_of(records: list[Summary], rename: Rename = as_is) -> list[str]:
    """The people's names of `records` as they go now, the most recently seen first
    (the records come newest first)."""
    seen: dict[str, None] = {}
    for summary in records:
        for name in summary.names:
            now = rename(name)
            if now is not None:
                seen.setdefault(now, None)
    return list(seen)
