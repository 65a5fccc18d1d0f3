"""What a History row says of a record (ninjas.core.history.Summary): when it ended,
the game, the people, the result and the length, in the player's language. Pure: the
list draws them (scenes/history/record_list.py). A length only a replay of an old
record tells is `None` here until it is known (ninjas.core.figures_kept): the row
says "…" meanwhile (the History has it worked out away from its frames)."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ninjas.core import figures_kept
from ninjas.core.history import Summary
from ninjas.village_names import drawn_village_name

from ..registry import seat_name
from .when_words import when_text

Rename = Callable[[str | None], str | None]
"""A name as it goes now (the records' alias map: ninjas.core.names_file.Aliases.apply)."""
Length = Callable[[Summary], "int | None"]
"""A record's length as its table counts it, None while it is not known (table_length)."""
PENDING = "…"
"""What a row says of a length not known yet."""


def as_is(name: str | None) -> str | None:
    return name


@dataclass(frozen=True)
class RowText:
    date: str
    game: str
    people: str
    result: str
    length: str
    people_names: str = ""
    """The people alone ("Dimitri-Alexandre"), said with `people_more` under them where
    `people` takes more than two lines of its column."""
    people_more: str = ""
    """Each level with its computers ("Sora, Midori, Kiku: Hard")."""
    result_more: str = ""
    """Each seat's score by name ("Kim 17 · Lou 24 · Midori 26"), under `result`."""
    known: bool = True
    """False while the length is not known (the row is worked out again)."""
    game_more: str = ""
    """The game's mode, under its name ("Grand Master", "Village: Plaza")."""
    game_short: str = ""
    """The same in fewer words, where game_more does not fit ("Causeway")..."""
    game_least: str = ""
    """...and in the fewest, where game_short does not fit either ("Korimura" for
    "Korimura (random)"); "" where it is game_short."""
    seed: str = ""
    """ "Seed 4242", under the date ("" if the record's save does not open)."""


def person_seats(summary: Summary) -> list[int]:
    """The seats people played (the ones a review may look at)."""
    return [index for index, seat in enumerate(summary.seats) if seat.get("kind") != "ai"]


def seat_label(app: Any, summary: Summary, seat: int, rename: Rename = as_is) -> str:
    """Who played `seat`: the person's name, a computer by its seat's name with its
    level, "Midori (Hard)", or for a person without a name the seat's own (Monkey,
    Akane...): the one name the result and the scores under it give the seat (issue 33,
    newcomer I: the Players said "Ordinateur (Difficile)" where the result said
    "Midori 0")."""
    return _label(app, summary, seat, rename)


def winner_label(app: Any, summary: Summary, seat: int, rename: Rename = as_is) -> str:
    """Who won at `seat`: a person by name, a computer always by its seat, "Midori
    (computer)" (a newcomer read 'Computer (Hard) won · 17–24–26' and asked which
    computer, and whose score was whose)."""
    info = summary.seats[seat] if 0 <= seat < len(summary.seats) else {}
    if info.get("kind") != "ai":
        return seat_label(app, summary, seat, rename)
    return str(app.tr("history.computer.seat", seat=seat_name(app, summary.game, seat)))


def people_text(app: Any, summary: Summary, rename: Rename = as_is) -> str:
    """Who played, in seat order, each by the name the result gives it: "Zoe, Midori
    (Hard)" (the list wraps after a comma where the column is too narrow:
    record_list.people_rows)."""
    return ", ".join(seat_label(app, summary, s, rename) for s in range(len(summary.seats)))


def people_lines(app: Any, summary: Summary, rename: Rename = as_is) -> tuple[str, str]:
    """The Players cell where people_text takes more than two lines: the people by name
    ("Dimitri-Alexandre"), then each level with its computers ("Sora, Midori, Kiku:
    Hard"); at a table of computers alone, the first level's on the first line."""
    people: list[str] = []
    levels: dict[str, list[str]] = {}
    for seat, info in enumerate(summary.seats):
        name = short_label(app, summary, seat, rename)
        if info.get("kind") == "ai":
            levels.setdefault(_level(app, info), []).append(name)
        else:
            people.append(name)
    parts = [", ".join(people)] if people else []
    parts += [
        str(app.tr("history.computers.level", seats=", ".join(seats), level=level))
        for level, seats in levels.items()
    ]
    return (parts[0] if parts else ""), " · ".join(parts[1:])


def _level(app: Any, info: dict[str, Any]) -> str:
    tr = app.tr
    level_key = f"setup.level.{info.get('level', 'normal')}"
    return str(tr(level_key)) if tr.has(level_key) else str(info.get("level"))


def _label(app: Any, summary: Summary, seat: int, rename: Rename) -> str:
    info = summary.seats[seat] if 0 <= seat < len(summary.seats) else {}
    if info.get("kind") == "ai":
        return str(
            app.tr(
                "history.computer",
                seat=seat_name(app, summary.game, seat),
                level=_level(app, info),
            )
        )
    name = rename(summary.names[seat]) if seat < len(summary.names) else None
    if name:
        return name
    if any(other.get("kind") == "ai" for other in summary.seats):  # the person marked
        # among computers (newcomer U, s20, 069: 'Singe, Loup (Difficile)', which was me?)
        return str(app.tr("history.person", seat=seat_name(app, summary.game, seat)))
    return seat_name(app, summary.game, seat)


def table_length(summary: Summary) -> int | None:
    """The record's length as its table counts it (Night's rounds, Dojo's turns as its
    header says; ninjas.core.record_figures.table_turns): the record's own figures, or
    those kept for an old record; None if they are not known yet (never replays: the
    History's FigureReader does, away from the frames)."""
    if summary.game not in ("night", "dojo"):
        return summary.turns  # the others count every seat's turn, as stored
    figures = figures_kept.of_summary(summary)
    return None if figures is None else figures.turns


def length_text(app: Any, summary: Summary, length: Length = table_length) -> str:
    """ "6 rounds" for Night, "5 turns" for a Dojo game of five turns a clan; "…" while
    not known."""
    count = length(summary)
    if count is None:
        return PENDING
    key = "history.rounds" if summary.game == "night" else "history.turns"
    return str(app.tr.plural(key, count))


def ended_at(app: Any, summary: Summary, now: datetime.datetime | None = None) -> str:
    """The record's date (UTC) in this computer's time, said from `now` (local; the
    clock's when None): 'Today, 04:20', 'Yesterday, 21:05', ... (when_words.py)."""
    try:
        moment = datetime.datetime.strptime(summary.date, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return summary.date
    local = moment.replace(tzinfo=datetime.UTC).astimezone()
    return when_text(app, local, now or datetime.datetime.now().astimezone())


def result_text(
    app: Any, summary: Summary, rename: Rename = as_is, length: Length = table_length
) -> str:
    """ "Ann won", "Draw", "Given up after 12 turns" ("Given up" while the length is
    not known); the scores are said by scores_text, under it."""
    tr = app.tr
    if not summary.over:
        count = length(summary)
        if count is None:
            return str(tr("history.given_up.pending"))
        key = "history.given_up.round" if summary.game == "night" else "history.given_up"
        return tr.plural(key, count)
    if summary.winners:
        names = [winner_label(app, summary, seat, rename) for seat in summary.winners]
        text = tr.plural("history.won", len(names), names=tr.names(names))
        own = f"history.won_tie.{summary.game}"  # how, in the game's words (a Dojo
        if tie_broken(summary) and tr.has(own):  # taken at level land is no tie-break)
            text = tr(own, names=names[0])  # (newcomer B, s14, 142)
        elif dojo_taken(summary):
            text = tr("history.won_dojo_taken", names=names[0])
    else:
        text = tr("history.draw")
    return text


def tie_broken(summary: Summary) -> bool:
    """One winner, and another seat level with them on points: the tie-break chose
    (Shinobi's least corruption): 'Léa won · Léa 100 · Midori 100' asked why."""
    scores = summary.scores
    if len(summary.winners) != 1 or not scores or any(v is None for v in scores):
        return False
    top = scores[summary.winners[0]] if summary.winners[0] < len(scores) else None
    return top is not None and sum(v == top for v in scores) > 1


def dojo_taken(summary: Summary) -> bool:
    """A Dojo game won with less land than the other clan: won by taking its Dojo
    (a deck run out gives the game to the most land). Its row read 'Blue clan won ·
    Wen 4 · Blue clan 0', the land looking like Wen's win (newcomer W, s21, FR, 151)."""
    scores = summary.scores
    if summary.game != "dojo" or len(summary.winners) != 1 or not scores:
        return False
    if any(v is None for v in scores) or summary.winners[0] >= len(scores):
        return False
    top = scores[summary.winners[0]]
    return top is not None and any(v is not None and v > top for v in scores)


def scores_text(app: Any, summary: Summary, rename: Rename = as_is) -> str:
    """Whose score is whose, in seat order: "Kim 17 · Lou 24 · Midori 26", a person by
    name, a computer or a person with none by the seat's (issue 33: "Computer (Hard)
    won · 17–24–26" named no seat and said no score's owner); "" for a game without
    scores or one given up."""
    scores = summary.scores
    if not summary.over or not scores or any(score is None for score in scores):
        return ""
    said = " · ".join(
        f"{short_label(app, summary, seat, rename)} {score}" for seat, score in enumerate(scores)
    )
    if summary.game == "dojo":  # what the figures count: land, not the game's score
        return str(app.tr("history.scores.land", scores=said))
    return said


def short_label(app: Any, summary: Summary, seat: int, rename: Rename = as_is) -> str:
    """A seat in a few letters: the person's name, else the seat's own ("Midori")."""
    info = summary.seats[seat] if 0 <= seat < len(summary.seats) else {}
    name = rename(summary.names[seat]) if seat < len(summary.names) else None
    if info.get("kind") == "ai" or not name:
        return seat_name(app, summary.game, seat)
    return name


def option_label(app: Any, key: str, value: Any) -> str:
    """An option's value as the setup shows it: setup.<option>.<value>, else its name
    (a level of the player's own, "My_village" -> "My Village")."""
    text_key = f"setup.{key}.{str(value).lower()}"
    if app.tr.has(text_key):
        return str(app.tr(text_key))
    return str(value).replace("_", " ").title()


def village_labels(app: Any, summary: Summary) -> tuple[str, str]:
    """Night's village as the History names it: a map's name ('Plaza'), or the name of
    the village its seed drew, 'Korimura (random)' (ninjas.village_names; it said
    'Random', no name, newcomer, s19), and in fewer words ('Korimura'); 'Random' where
    the seed is not known."""
    chosen = summary.options.get("village", "random")
    if chosen != "random" or summary.seed is None:
        label = option_label(app, "village", chosen)
        return label, label
    name = drawn_village_name(summary.seed)
    return str(app.tr("history.village.drawn", name=name)), name


def mode_text(app: Any, summary: Summary) -> str:
    """The mode the game was played in, as its setup offered it (newcomer S: the History
    did not say Grasshopper or Grand Master): Shinobi's mode, Night's village and
    experienced ninjas, Dojo's board; "" for Taisen, which has none."""
    return mode_texts(app, summary)[0]


def mode_texts(app: Any, summary: Summary) -> tuple[str, str, str]:
    """mode_text, and the same in fewer words for a narrow column ("Plaza ·
    experienced" for "Village: Plaza · Experienced", "Korimura (random)" for "Village:
    Korimura (random)", "Causeway" for "Board: Causeway"), and in the fewest words
    ("Korimura")."""
    options = summary.options
    if summary.game == "shinobi":
        mode = option_label(app, "mode", options.get("mode", "grasshopper"))
        return mode, mode, mode
    if summary.game == "night":
        village, name = village_labels(app, summary)
        text = str(app.tr("history.mode.village", village=village))
        if options.get("experienced") is not True:
            return text, village, name
        experienced = app.tr("history.mode.experienced")
        more = f"{text} · {app.tr('setup.experienced')}"
        return more, f"{village} · {experienced}", f"{name} · {experienced}"
    if summary.game == "dojo":
        board = option_label(app, "board", options.get("board", "random"))
        return str(app.tr("history.mode.board", board=board)), board, board
    return "", "", ""


def seed_text(app: Any, summary: Summary) -> str:
    """ "Seed 4242" (the setup's Advanced options take it, to play the game again);
    "" if the record's save did not open."""
    return "" if summary.seed is None else str(app.tr("history.seed", seed=summary.seed))


def row_text(
    app: Any, summary: Summary, rename: Rename = as_is, length: Length = table_length
) -> RowText:
    names, levels = people_lines(app, summary, rename)
    modes = mode_texts(app, summary)
    return RowText(
        date=ended_at(app, summary),
        game=app.tr(f"game.{summary.game}.name"),
        people=people_text(app, summary, rename),
        people_names=names,
        people_more=levels,
        result=result_text(app, summary, rename, length),
        result_more=scores_text(app, summary, rename),
        length=length_text(app, summary, length),
        known=length(summary) is not None,
        game_more=modes[0],
        game_short=modes[1],
        game_least=modes[2],
        seed=seed_text(app, summary),
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
