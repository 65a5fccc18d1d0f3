"""What a History row says of a record (ninjas.core.history.Summary): when it ended,
the game, the people, the result and the length, in the player's language. Pure: the
list draws them (scenes/history/record_list.py)."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ninjas.core.history import Summary, read_record, replay_record, table_turns
from ninjas.core.saves import SaveError

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
    a name the seat's own (Monkey, Akane...). A computer whose label another seat shares
    (two hard computers) is named by its seat: "Green ninja (computer)", so a row says
    which of them won (issue 34: 'Ordinateur (Difficile) gagne' with two of them)."""
    label = _label(app, summary, seat, rename)
    info = summary.seats[seat] if 0 <= seat < len(summary.seats) else {}
    if info.get("kind") != "ai":
        return label
    twins = [s for s in range(len(summary.seats)) if _label(app, summary, s, rename) == label]
    if len(twins) < 2:
        return label
    return str(app.tr("history.computer.seat", seat=seat_name(app, summary.game, seat)))


def people_text(app: Any, summary: Summary, rename: Rename = as_is) -> str:
    """Who played, in seat order: "Zoe, 2 computers (Hard)", the computers of one level
    counted together where they are more than one, so the column is not cut
    ('Zoe, Ordinateur (Difficile), Ordinate…', issue 34)."""
    labels = [_label(app, summary, seat, rename) for seat in range(len(summary.seats))]
    computers = [info.get("kind") == "ai" for info in summary.seats]
    out: list[str] = []
    for seat, label in enumerate(labels):
        same = [s for s, other in enumerate(labels) if other == label and computers[s]]
        if not computers[seat] or len(same) < 2:
            out.append(label)
        elif seat == same[0]:
            level = _level(app, summary.seats[seat])
            out.append(str(app.tr.plural("history.computers", len(same), level=level)))
    return ", ".join(out)


def _level(app: Any, info: dict[str, Any]) -> str:
    tr = app.tr
    level_key = f"setup.level.{info.get('level', 'normal')}"
    return str(tr(level_key)) if tr.has(level_key) else str(info.get("level"))


def _label(app: Any, summary: Summary, seat: int, rename: Rename) -> str:
    info = summary.seats[seat] if 0 <= seat < len(summary.seats) else {}
    if info.get("kind") == "ai":
        return str(app.tr("history.computer", level=_level(app, info)))
    name = rename(summary.names[seat]) if seat < len(summary.names) else None
    return name or seat_name(app, summary.game, seat)


_LENGTHS: dict[tuple[str, str], int] = {}
"""The table's count of a record's turns, by its path and date (a replay per record
shown, once)."""


def table_length(summary: Summary) -> int:
    """The record's length as its table counts it (Night's rounds, Dojo's turns as its
    header says; ninjas.core.history.table_turns); the stored `turns` if the record
    cannot be replayed (the list shows it all the same)."""
    if summary.path is None or summary.game not in ("night", "dojo"):
        return summary.turns
    key = (str(summary.path), summary.date)
    if key not in _LENGTHS:
        try:
            state = replay_record(read_record(summary.path)).state
            _LENGTHS[key] = table_turns(summary.game, state, summary.turns)
        except (SaveError, OSError, ValueError):
            _LENGTHS[key] = summary.turns
    return _LENGTHS[key]


def length_text(app: Any, summary: Summary) -> str:
    """ "6 rounds" for Night, "5 turns" for a Dojo game of five turns a clan."""
    key = "history.rounds" if summary.game == "night" else "history.turns"
    return str(app.tr.plural(key, table_length(summary)))


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
        key = "history.given_up.round" if summary.game == "night" else "history.given_up"
        return tr.plural(key, table_length(summary))
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
    return RowText(
        date=ended_at(app, summary),
        game=app.tr(f"game.{summary.game}.name"),
        people=people_text(app, summary, rename),
        result=result_text(app, summary, rename),
        length=length_text(app, summary),
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
