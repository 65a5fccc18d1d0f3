"""A game's record: what the history keeps of every game that ends, or is given up
after a turn (issue 34, section 1); ninjas.core.history_folder keeps them in a folder.

A record holds the game, its options and seats (a person, or a computer of a level),
the names of the people (None where none is known), the date, the result (the winners
and the scores of a game that is over, or the number of turns after which it was given
up), its length (actions, turns) and, sealed as a save is (`SaveGame`), the seed, the
actions and the digest of the final position: the positions are replayed from them,
never stored.

    {"format": "ninjas-record", "version": 2, "date": "2026-11-29T10:27:48Z",
     "names": ["Ann", null], "result": {"over": true, "winners": [0], "scores": [31, 24]},
     "length": {"actions": 143, "turns": 40}, "figures": {"turns": 40},
     "save": {<a version-3 save>}, "check": "<sealed>"}

The plain fields are what a History list shows; they name no card, token or plan (a
given-up game's result is {"over": false, "turns": N}). `figures` (version 2, optional;
ninjas.core.record_figures) are what only a replay would tell otherwise: the length as
the table counts it and Night's throw errors, worked out as the record is written. A
version-1 record (before the figures) still reads: its figures are None, and the History
and the Records replay it once instead (ninjas.core.figures_kept). `check` seals a
digest of every other field, figures included, so a changed name, date or result is seen
when a list is read, without opening the save (a list of 1,000 records opens one small
seal each); reading a whole record opens its save too, and replaying it checks the
position, the turns and the result it claims.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import hints_shown
from .jsonfile import JsonFileError, read_json_file
from .record_figures import Figures, dojo_turns_played, figures_after, figures_of_value
from .saves import (
    SaveError,
    SaveGame,
    apply_saved,
    check_position,
    check_seat_count,
    check_seat_kinds,
    format_version,
    position_digest,
    start_state,
)
from .seal import KeyUnreadable, NotSealedHere, seal, unseal

RECORD_FORMAT = "ninjas-record"
RECORD_VERSION = 2
"""Version 2 added the optional `figures` (a build that reads version 1 only leaves a
newer record where it is, as with a newer save, rather than set it aside)."""
RECORD_FIELDS = frozenset(
    {"format", "version", "date", "names", "result", "length", "save", "check"}
)
"""The fields every record has."""
OPTIONAL_FIELDS = {1: frozenset[str](), 2: frozenset({"figures"})}
"""The fields a record of each version may have besides RECORD_FIELDS."""
SAVE_PLAIN = ("game", "options", "seats", "moves")
"""The plain fields of the record's save that a summary shows (see SaveGame.to_json)."""
MAX_NAME = 100
PER_GAME = frozenset({"name", "lay_shuffled"})
"""A save's seat fields a record leaves out: the name (kept in the record's names) and a
table's choice for that game (Seat.lay_shuffled)."""
CHECK_CONTEXT = b"ninjas-record-check-1\n"
"""Sealed before the digest: a check is told apart from any other sealed text."""

log = logging.getLogger(__name__)

_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=True)


@dataclass(frozen=True)
class Summary:
    """A record's plain part: what a History list shows. `winners` and `scores` are
    empty for a game given up (`over` False); a draw is over with no winner; a score
    is None in a game without points (Taisen)."""

    game: str
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    names: list[str | None]
    date: str
    """When the game ended, UTC, ISO 8601: "2026-11-29T10:27:48Z"."""
    over: bool
    winners: list[int]
    scores: list[int | None]
    actions: int
    turns: int
    path: Path | None = None
    """The file it was read from (None for a record not written yet)."""
    figures: Figures | None = None
    """The length as its table counts it and Night's throw errors, as written (None in
    a record written before them: ninjas.core.figures_kept replays it)."""
    seed: int | None = None
    """The game's seed, from the record's sealed save (None if it does not open): the
    History and the results say it, so that a game can be played again (issue 33,
    newcomers P and S). A record is of a game over or given up: nothing is left for
    it to reveal."""

    def result(self) -> dict[str, Any]:
        if self.over:
            return {"over": True, "winners": list(self.winners), "scores": list(self.scores)}
        return {"over": False, "turns": self.turns}

    def has_person(self, name: str) -> bool:
        return name in self.names


@dataclass(frozen=True)
class Record:
    """A whole record: its summary and its save (seed, actions, digest, sealed)."""

    summary: Summary
    save: SaveGame

    def fields(self) -> dict[str, Any]:
        """Every field of the file but `check`, as written (the save sealed now)."""
        s = self.summary
        fields = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "date": s.date,
            "names": list(s.names),
            "result": s.result(),
            "length": {"actions": s.actions, "turns": s.turns},
            "save": json.loads(self.save.to_json()),
        }
        if s.figures is not None:
            fields["figures"] = s.figures.to_value()
        return fields

    def to_json(self) -> str:
        """The record as it is written: OSError (seal.KeyUnreadable) if the key that
        seals saves cannot be read or made."""
        raw = self.fields()
        raw["check"] = sealed_check(raw)
        return json.dumps(raw)


@dataclass(frozen=True)
class Replayed:
    """A record played through: its final position and where each turn began (the
    index of its first action; the last turn may be unfinished in a game given up)."""

    state: Any
    turn_starts: list[int]
    turns: int
    """The turns completed: every turn begun, but the last if its player is still to
    move (a game given up in the middle of a turn)."""
    thrown: list[dict[str, Any]] = field(default_factory=list)
    """Night's "throw" events' data, in order (the figures' throw errors)."""

    def figures(self, game: str) -> Figures:
        return figures_after(game, self.state, self.turns, self.thrown)


def sealed_check(raw: dict[str, Any]) -> str:
    """The `check` of a record's other fields `raw`, sealed with this installation's
    key (OSError: seal.KeyUnreadable, if it cannot be read or made)."""
    return seal(CHECK_CONTEXT + _digest(raw))


def _digest(raw: dict[str, Any]) -> bytes:
    """SHA-256 of the fields other than `check`, in one canonical JSON text."""
    rest = {key: value for key, value in raw.items() if key != "check"}
    return hashlib.sha256(_CANONICAL.encode(rest).encode("ascii")).hexdigest().encode()


# ----------------------------------------------------------------------- making
def stamp(when: datetime.datetime | None = None) -> str:
    """`when` (now if None) as a record's date, UTC to the second."""
    moment = when or datetime.datetime.now(datetime.UTC)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.UTC)
    return moment.astimezone(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def walk(save: SaveGame) -> Replayed:
    """Play the save's actions from its setup (the checks of saves.replay: its seats
    fit, each action is legal, the final position is the one its digest recorded),
    noting where each turn begins: a turn is a player's run of actions, ended when
    the player to move changes (or the game ends), and Night's throws (the figures).
    SaveError if it does not replay."""
    state = start_state(save)
    check_seat_count(save, state.num_players)
    starts: list[int] = []
    thrown: list[dict[str, Any]] = []
    mover = None

    def play(text: str) -> None:
        for event in state.apply(text) or ():
            if event.kind == "throw":
                thrown.append(event.data)

    for index, text in enumerate(save.actions):
        player = state.current_player
        if player != mover:
            starts.append(index)
            mover = player
        apply_saved(play, index, text)
    check_position(save, state)
    unfinished = bool(starts) and state.current_player == mover
    return Replayed(state, starts, len(starts) - unfinished, thrown)


def figures_of_save(save: SaveGame) -> Figures | str:
    """The figures of the game a record's save holds, replayed (what a record written
    before them needs, ninjas.core.figures_kept: sent to the AI worker, so it opens no
    file and raises nothing that could not travel back); the SaveError's code if it
    does not replay."""
    try:
        return walk(save).figures(save.game)
    except SaveError as exc:
        return exc.code


def record_of_save(
    save: SaveGame,
    names: list[str | None] | None = None,
    when: datetime.datetime | None = None,
) -> Record | None:
    """The record of the game `save` holds, as it stands: over (the winners and scores
    of its results) or given up. None when it is not worth keeping: given up before a
    turn was played. `names` default to those its seats bear (a person's "name").
    SaveError if the save does not replay; ValueError if `names` does not give one
    name (or None) per seat."""
    from ninjas.games import score_breakdown

    if names is None and save.seats:  # the names the setup gave its seats (Seat.name)
        names = [_seat_name(seat) for seat in save.seats]
    played = SaveGame(
        game=save.game,
        seed=save.seed,
        options=dict(save.options),
        actions=list(save.actions),
        # a record's names are its `names` alone: renaming a person (an alias of the
        # records' own) never has a second copy inside the sealed save to disagree with
        seats=[{k: v for k, v in seat.items() if k not in PER_GAME} for seat in save.seats],
        digest=save.digest,
        hints=hints_shown.copy(save.hints),  # sealed in the save: no History list shows them
    )
    replayed = walk(played)
    state = replayed.state
    if not played.seats:
        played.seats = [{"kind": "human"} for _ in range(state.num_players)]
    check_seat_kinds(played.seats)
    names = list(names) if names is not None else [None] * len(played.seats)
    if len(names) != len(played.seats) or not all(map(_valid_name, names)):
        raise ValueError(f"one name (or None) per seat, not {names!r}")
    played.digest = position_digest(state)
    turns = replayed.turns
    over = bool(state.is_terminal)
    if not over and turns < 1:
        return None
    winners: list[int] = []
    scores: list[int | None] = []
    if over:
        breakdown = score_breakdown(state)
        winners = sorted(breakdown.winners)
        scores = [seat.total for seat in sorted(breakdown.seats, key=lambda s: s.seat)]
    summary = Summary(
        game=played.game,
        options=dict(played.options),
        seats=[dict(seat) for seat in played.seats],
        names=names,
        date=stamp(when),
        over=over,
        winners=winners,
        scores=scores,
        actions=len(played.actions),
        turns=turns,
        figures=replayed.figures(played.game),
        seed=played.seed,
    )
    return Record(summary, played)


def record_of(
    session: Any,
    names: list[str | None] | None = None,
    when: datetime.datetime | None = None,
) -> Record | None:
    """The record of a GameSession that ended, or was given up (None if no turn was
    played in it). `names`: one per seat, None where no name is known."""
    save: SaveGame = session.to_save()
    return record_of_save(save, names, when)


def _seat_name(seat: Any) -> str | None:
    name = seat.get("name") if isinstance(seat, dict) else None
    return name if _valid_name(name) and seat.get("kind", "human") == "human" else None


def _valid_name(name: Any) -> bool:
    return name is None or (isinstance(name, str) and 0 < len(name) <= MAX_NAME)


# ----------------------------------------------------------------------- reading
def summary_of(raw: Any, path: Path | None = None) -> Summary:
    """The summary of a parsed record file, its check verified (the plain fields are
    the ones sealed); SaveError if it is not a sound record of this installation."""
    version = format_version(raw, RECORD_FORMAT, 1, RECORD_VERSION, "record")
    if not RECORD_FIELDS <= set(raw) <= RECORD_FIELDS | OPTIONAL_FIELDS[version]:
        raise SaveError("corrupt", f"fields {sorted(set(raw) ^ RECORD_FIELDS)}")
    _verify_check(raw)
    return _plain_summary(raw, path)


def _verify_check(raw: dict[str, Any]) -> None:
    token = raw["check"]
    if not isinstance(token, str):
        raise SaveError("corrupt", "no check")
    try:
        opened = unseal(token)
    except NotSealedHere as exc:
        raise SaveError("foreign", str(exc)) from None
    except KeyUnreadable as exc:
        raise SaveError("key_unreadable", str(exc), {"path": str(exc.path)}) from None
    if opened != CHECK_CONTEXT + _digest(raw):
        raise SaveError("mismatch", "the plain fields differ from the sealed ones")


def _plain_summary(raw: dict[str, Any], path: Path | None) -> Summary:
    from ninjas.games import GAMES

    save, names, result, length = raw["save"], raw["names"], raw["result"], raw["length"]
    if not isinstance(save, dict) or not all(key in save for key in SAVE_PLAIN):
        raise SaveError("corrupt", "the save's plain fields")
    game, options, seats, moves = (save[key] for key in SAVE_PLAIN)
    if not isinstance(game, str) or not isinstance(options, dict) or not isinstance(seats, list):
        raise SaveError("corrupt", "the save's plain fields have the wrong type")
    if game not in GAMES:
        raise SaveError("unknown_game", game)
    check_seat_kinds(seats)
    if not isinstance(names, list) or len(names) != len(seats) or not all(map(_valid_name, names)):
        raise SaveError("corrupt", "names")
    date = raw["date"]
    try:
        if not isinstance(date, str) or stamp(datetime.datetime.fromisoformat(date)) != date:
            raise ValueError(date)
    except ValueError:
        raise SaveError("corrupt", f"date {date!r}") from None
    if not isinstance(length, dict) or set(length) != {"actions", "turns"}:
        raise SaveError("corrupt", "length")
    actions, turns = length["actions"], length["turns"]
    if not (_count(actions) and _count(turns) and actions == moves and turns <= actions):
        raise SaveError("corrupt", "length")
    over, winners, scores = _result(result, turns, len(seats))
    figures = _figures(raw, game, len(seats), path)
    opened = _opened(save)
    if figures is not None and game == "dojo" and over and opened is not None:
        figures = _dojo_mended(figures, opened, path)
    seed = None if opened is None else opened.seed
    return Summary(
        game,
        options,
        seats,
        names,
        date,
        over,
        winners,
        scores,
        actions,
        turns,
        path,
        figures,
        seed,
    )


def _opened(save: Any) -> SaveGame | None:
    """The record's save with its seal opened (a few hundredths of a millisecond: its
    moves are one line of text), None if it does not open: the record is still listed,
    and refused where its replay is asked for."""
    try:
        return SaveGame.from_value(save)
    except SaveError:
        return None


def _figures(raw: dict[str, Any], game: str, players: int, path: Path | None) -> Figures | None:
    """The record's figures; None if it has none, or none this build can read (they are
    worked out again from its replay: a game is never set aside for its figures)."""
    if "figures" not in raw:
        return None
    try:
        return figures_of_value(raw["figures"], game, players)
    except ValueError as exc:
        log.info("history: the figures of %s are worked out again (%s)", path, exc)
        return None


def _dojo_mended(figures: Figures, save: SaveGame, path: Path | None) -> Figures:
    """A finished Dojo game's figures with its length counted again from its actions
    (dojo_turns_played): records written before fa1beaa keep a game that a deck running
    out ended one turn short (newcomer F: the History said '4 turns' of a game whose
    table said 'turn 5')."""
    turns = dojo_turns_played(save.actions)
    if turns == figures.turns:
        return figures
    log.info("history: %s counted %d turns, %d played", path, figures.turns, turns)
    return Figures(turns, figures.throws)


def _count(value: Any) -> bool:
    return type(value) is int and value >= 0


def _result(result: Any, turns: int, players: int) -> tuple[bool, list[int], list[int | None]]:
    if not isinstance(result, dict) or type(result.get("over")) is not bool:
        raise SaveError("corrupt", "result")
    if not result["over"]:
        if set(result) != {"over", "turns"} or result["turns"] != turns or turns < 1:
            raise SaveError("corrupt", "result")
        return False, [], []
    winners, scores = result.get("winners"), result.get("scores")
    if (
        set(result) != {"over", "winners", "scores"}
        or not isinstance(winners, list)
        or not all(type(w) is int and 0 <= w < players for w in winners)
        or len(set(winners)) != len(winners)
        or not isinstance(scores, list)
        or len(scores) != players
        or not all(s is None or type(s) is int for s in scores)
    ):
        raise SaveError("corrupt", "result")
    return True, sorted(winners), scores


def read_record(path: Path) -> Record:
    """The record at `path`, its check and its save's seal opened; SaveError for any
    file that is not a sound record (never another exception)."""
    try:
        raw = read_json_file(path)
    except JsonFileError as exc:
        raise SaveError("corrupt" if exc.code == "not_text" else exc.code, exc.detail) from None
    summary = summary_of(raw, path)
    save = SaveGame.from_value(raw["save"])
    if save.digest is None:
        raise SaveError("corrupt", "the record's save has no digest")
    return Record(summary, save)


def replay_record(record: Record) -> Replayed:
    """The record played to its final position, which must be the one its digest
    recorded, with the turns and the result its summary claims; SaveError if not."""
    replayed = walk(record.save)
    s = record.summary
    state = replayed.state
    if replayed.turns != s.turns or bool(state.is_terminal) != s.over:
        raise SaveError("mismatch", "the record's length or end differs from its replay")
    if s.over:
        from ninjas.games import score_breakdown

        breakdown = score_breakdown(state)
        scores = [seat.total for seat in sorted(breakdown.seats, key=lambda x: x.seat)]
        if sorted(breakdown.winners) != s.winners or scores != s.scores:
            raise SaveError("mismatch", "the record's result differs from its replay")
    return replayed
