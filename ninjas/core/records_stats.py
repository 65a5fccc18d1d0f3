"""The couch's records (issue 34, section 4): each person's figures, from the history's
summaries, with the names' aliases applied (ninjas.core.names_file).

- games played, won, lost and drawn, per game and in all. A game given up counts as
  played, neither won nor lost (`given_up`), so played = won + lost + drawn + given up;
- head-to-head against each other person, pairwise: in a game of four you beat those
  you finished ahead of (the winners are ahead of everyone else, then the higher score,
  then the game's tie-break where its results apply one (Shinobi: the less corrupt);
  Taisen has no score: its winner beats the loser; the same place is a draw);
- the same pairwise results against each computer level (one per computer seat);
- the longest winning streak, games in the order of their dates (games given up are
  skipped: they neither extend nor break a streak);
- for Night, the mean error of the person's throws in each game, in date order: the
  distance between the string's length and the true one, over the throws at a roof the
  string could reach (as the results screen counts it, scenes/night/throw_record.py).
  A record keeps them (its figures); one written before they were kept is replayed
  once, and its figures kept (ninjas.core.figures_kept).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from . import figures_kept
from .history import Summary
from .history_folder import history_dir, known_names, list_records
from .names_file import Aliases, read_aliases
from .saves import SaveError

LEVELS = ("easy", "normal", "hard")
"""The computer levels a person's results are given against (the setup's; other agents
an arena may seat are counted under their own names)."""


@dataclass
class Tally:
    """Results of one kind: played = won + lost + drawn + given_up."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    given_up: int = 0

    def add(self, outcome: str) -> None:
        self.played += 1
        if outcome == "won":
            self.won += 1
        elif outcome == "lost":
            self.lost += 1
        elif outcome == "drawn":
            self.drawn += 1
        else:
            self.given_up += 1

    @property
    def finished(self) -> int:
        """The games that ended (the ones a share of wins is counted on)."""
        return self.won + self.lost + self.drawn

    @property
    def win_share(self) -> float | None:
        return self.won / self.finished if self.finished else None


@dataclass(frozen=True)
class NightPoint:
    """One Night game of a person's: when, their mean error (cm), and over how many
    throws within reach."""

    date: str
    error: float
    throws: int


@dataclass
class PersonRecords:
    name: str
    overall: Tally = field(default_factory=Tally)
    games: dict[str, Tally] = field(default_factory=dict)
    """Per game (taisen, shinobi, night, dojo), only those played."""
    versus: dict[str, Tally] = field(default_factory=dict)
    """Pairwise against each other person, by name."""
    computer_versus: dict[tuple[str, int, str], Tally] = field(default_factory=dict)
    """Pairwise against each computer seated with them, by game, seat and level: its
    row in the head-to-head, 'Kiku (Hard)' (newcomer I, s16: her rival of the evening
    showed only under 'Against each computer')."""
    levels: dict[str, Tally] = field(default_factory=dict)
    """Pairwise against each computer level seated with them."""
    level_games: dict[str, int] = field(default_factory=dict)
    """The games each computer level was seated in with them (two hard computers in one
    game count 2 in `levels`, 1 here: the records say both, issue 33)."""
    level_faced: dict[str, set[tuple[str, int]]] = field(default_factory=dict)
    """The computers of each level met, each once: a game and its seat (three Dojo games
    against the hard Blue clan are one computer met three times; 'faced 3' read as three
    computers, issue 33, newcomer U)."""
    longest_streak: int = 0
    current_streak: int = 0
    night: list[NightPoint] = field(default_factory=list)
    """Oldest first."""
    night_pending: list[Path] = field(default_factory=list)
    """The Night records whose throws are still to be read (person_records' `replay`)."""
    recent: list[tuple[str, str, str]] = field(default_factory=list)
    """Each game played, (date, game, outcome), oldest first (the Records' latest games)."""


# ----------------------------------------------------------------------- results
def outcome(summary: Summary, seat: int) -> str:
    """won, lost, drawn (no winner, or every seat won) or given_up."""
    if not summary.over:
        return "given_up"
    winners = summary.winners
    if not winners or len(winners) == len(summary.seats):
        return "drawn"
    return "won" if seat in winners else "lost"


def versus(summary: Summary, seat: int, other: int, places: list[int] | None = None) -> str:
    """`seat`'s result against `other` in one game: won if it finished ahead. Level on
    points, the places its results gave (`places`, tie_places) decide: a tie-break
    the results screen applied is no draw here (newcomer F, s15, 355/m364)."""
    if not summary.over:
        return "given_up"
    mine, theirs = seat in summary.winners, other in summary.winners
    if mine != theirs:
        return "won" if mine else "lost"
    if mine:  # a shared win
        return "drawn"
    a, b = summary.scores[seat], summary.scores[other]
    if a is not None and a == b and places is not None and places[seat] != places[other]:
        return "won" if places[seat] < places[other] else "lost"
    if a is None or b is None or a == b:
        return "drawn"
    return "won" if a > b else "lost"


_places: dict[tuple[Path, tuple[int, int] | None], list[int] | None] = {}
"""The places of tied games, by record and its file's signature (tie_places)."""


def tie_places(summary: Summary) -> list[int] | None:
    """The places a finished game's results gave its seats (Breakdown.places), when two
    seats below the winners are level on points; its record replayed once to know them
    (a tie is rare; a replay is some 0.1 s). None: no such tie, no tie-break, or a
    record that does not replay."""
    if not summary.over or summary.path is None:
        return None
    below = [
        score
        for seat, score in enumerate(summary.scores)
        if score is not None and seat not in summary.winners
    ]
    if len(set(below)) == len(below):
        return None
    key = (summary.path, figures_kept.signature(summary.path))
    if key not in _places:
        from ninjas.games import score_breakdown

        from .history import read_record, walk

        try:
            state = walk(read_record(summary.path).save).state
            _places[key] = score_breakdown(state).places
        except Exception:  # a damaged record: its ties stay draws
            _places[key] = None
    return _places[key]


def _seat_of(summary: Summary, name: str, aliases: Aliases) -> int | None:
    """The first seat a person played in a game (a name on two seats counts once)."""
    for seat, (seated, raw) in enumerate(zip(summary.seats, summary.names, strict=False)):
        if seated.get("kind", "human") == "human" and aliases.apply(raw) == name:
            return seat
    return None


def _in_order(summaries: Iterable[Summary]) -> list[Summary]:
    return sorted(summaries, key=lambda s: (s.date, s.path.name if s.path else ""))


def people(summaries: Iterable[Summary], aliases: Aliases | None = None) -> list[str]:
    """The people's names with the aliases applied, the most recently seen first."""
    aliases = aliases or Aliases()
    seen: dict[str, None] = {}
    for name in known_names(list(summaries)):
        now = aliases.apply(name)
        if now is not None:
            seen.setdefault(now, None)
    return list(seen)


def person_records(
    name: str,
    summaries: Iterable[Summary],
    aliases: Aliases | None = None,
    night_errors: bool = True,
    replay: bool = True,
) -> PersonRecords:
    """`name`'s figures over `summaries` (any order), their aliases applied. Night's
    errors are read from the records' files (`night_errors` False: left out), replayed
    if they are not kept yet (`replay` False: only those kept, the others named in
    `night_pending`)."""
    aliases = aliases or Aliases()
    out = PersonRecords(name)
    run = 0
    for summary in _in_order(summaries):
        seat = _seat_of(summary, name, aliases)
        if seat is None:
            continue
        result = outcome(summary, seat)
        out.overall.add(result)
        out.recent.append((summary.date, summary.game, result))
        out.games.setdefault(summary.game, Tally()).add(result)
        if result != "given_up":
            run = run + 1 if result == "won" else 0
            out.longest_streak = max(out.longest_streak, run)
        _pairwise(out, summary, seat, aliases)
        if night_errors and summary.game == "night" and summary.path is not None:
            point = _night_point(summary, seat, replay)
            if isinstance(point, Path):
                out.night_pending.append(point)
            elif point is not None:
                out.night.append(point)
    out.current_streak = run
    return out


def _pairwise(out: PersonRecords, summary: Summary, seat: int, aliases: Aliases) -> None:
    met: set[str] = set()
    levels: set[str] = set()
    places = tie_places(summary)
    for other, (seated, raw) in enumerate(zip(summary.seats, summary.names, strict=False)):
        if other == seat:
            continue
        if seated.get("kind", "human") == "ai":
            level = str(seated.get("level", "normal"))
            out.levels.setdefault(level, Tally()).add(versus(summary, seat, other, places))
            out.level_faced.setdefault(level, set()).add((summary.game, other))
            faced = out.computer_versus.setdefault((summary.game, other, level), Tally())
            faced.add(versus(summary, seat, other, places))
            if level not in levels:
                levels.add(level)
                out.level_games[level] = out.level_games.get(level, 0) + 1
            continue
        them = aliases.apply(raw)
        if them is None or them == out.name or them in met:
            continue  # an unnamed seat is nobody's rival; a name on two seats, once
        met.add(them)
        out.versus.setdefault(them, Tally()).add(versus(summary, seat, other, places))


# ----------------------------------------------------------------------- Night
def _night_point(summary: Summary, seat: int, replay: bool) -> NightPoint | None | Path:
    """The person's point of one Night game; its path if its throws are not known yet
    (an old record's) and `replay` is False."""
    assert summary.path is not None
    try:
        figures = figures_kept.of_summary(summary)
        if figures is None:
            if not replay:
                return summary.path
            figures = figures_kept.figures_at(summary.path)
        mine = (figures.throws or ())[seat]
    except (SaveError, IndexError):
        return None  # the History sets a damaged record aside; the figures go on
    if mine is None:
        return None
    return NightPoint(summary.date, mine[0], mine[1])


# ----------------------------------------------------------------------- the folder
@dataclass
class Book:
    """What the Records screen reads once: the summaries, the aliases, the people."""

    folder: Path
    summaries: list[Summary]
    aliases: Aliases
    names: list[str]
    refused: int = 0
    """Records set aside while listing them."""

    def person(self, name: str, night_errors: bool = True, replay: bool = True) -> PersonRecords:
        return person_records(name, self.summaries, self.aliases, night_errors, replay)


def read_book(folder: Path | None = None) -> Book:
    """The history in `folder` (the history's by default), its aliases applied. Never
    raises: damaged records and a damaged names file are set aside, the rest read."""
    where = history_dir() if folder is None else folder
    listing = list_records(where)
    aliases = read_aliases(where)
    return Book(
        where, listing.records, aliases, people(listing.records, aliases), len(listing.refused)
    )


def person_names(folder: Path | None = None) -> list[str]:
    """The names people have played under, renames and merges applied, the most
    recently seen first (the setup's "names used before"). Never raises."""
    with contextlib.suppress(Exception):  # a list of names must never stop a setup
        return read_book(folder).names
    return []
