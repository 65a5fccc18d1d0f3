"""The history's folder: one file a record (ninjas.core.history), in the user data
folder's `history/`. Writing is atomic; the folder keeps at most MAX_RECORDS records
and MAX_BYTES in all, the oldest going first. A damaged record is set aside
(ninjas.core.saves.set_aside) with its reason, and never stops the others being read:
listing and opening never raise.

The calls the History screen, replays and the records make: `list_records` (newest
first, by game and by person), `open_record` (read, replayed to its final position),
`keep_game` (a table's game, ended or given up, recorded).
"""

from __future__ import annotations

import contextlib
import datetime
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .atomic import remove_stale_temp_files, write_text_atomic
from .history import (
    Record,
    Replayed,
    Summary,
    read_record,
    record_of,
    record_of_save,
    replay_record,
    summary_of,
)
from .jsonfile import JsonFileError, read_json_file
from .pathcheck import make_folder
from .paths import user_data_dir
from .saves import REFUSED_CODES_KEPT, SaveError, SaveGame, set_aside

log = logging.getLogger(__name__)

HISTORY_FOLDER = "history"
PREFIX = "record-"
SUFFIX = ".json"
MAX_RECORDS = 1000
MAX_BYTES = 6_000_000
"""A record is 2 to 6 KB (a save's sealed part is padded to 1 KB blocks; a Dojo game of
300 actions is 6 KB): 1,000 of the longest games fill about this much."""
MAX_SET_ASIDE = 20
"""Damaged records kept beside the others (to send us), the newest; older ones go."""


@dataclass(frozen=True)
class Refused:
    """A record that could not be used: where it is now (moved aside, or left where it
    was when the fault is not the file's: a key that cannot be read, the disk), the
    SaveError code that says why, and whether it was moved."""

    path: Path
    code: str
    detail: str = ""
    moved: bool = False


@dataclass
class Listing:
    """The records, newest first, and those refused while listing them."""

    records: list[Summary] = field(default_factory=list)
    refused: list[Refused] = field(default_factory=list)
    problem: str | None = None
    """Why the folder itself could not be read (None: it could, or it is not there)."""


@dataclass(frozen=True)
class Opened:
    """open_record's answer: the record and its replay, or why it was refused."""

    record: Record | None = None
    replayed: Replayed | None = None
    refused: Refused | None = None


# ----------------------------------------------------------------------- folders
def history_dir() -> Path:
    """The history's folder in the user data folder (made if it can be: if not, writes
    there fail with OSError and listing it finds nothing)."""
    path = user_data_dir() / HISTORY_FOLDER
    with contextlib.suppress(OSError, ValueError):
        make_folder(path)
    return path


# ----------------------------------------------------------------------- writing
def write_record(record: Record, folder: Path | None = None) -> Path:
    """Write `record` sealed and atomically in `folder` (the history's by default), then
    keep the folder within its bounds (rotate). The new file's path. OSError if it
    cannot be written or sealed."""
    where = history_dir() if folder is None else folder
    make_folder(where)
    text = record.to_json()
    moment = datetime.datetime.strptime(record.summary.date, "%Y-%m-%dT%H:%M:%SZ")
    base = f"{PREFIX}{moment:%Y%m%d-%H%M%S}-"
    for number in range(10_000):
        path = where / f"{base}{number:04d}{SUFFIX}"
        if not path.exists() and not path.is_symlink():
            break
    else:
        raise FileExistsError(f"ten thousand records at {record.summary.date} in {where}")
    write_text_atomic(path, text)
    for earlier in superseded(record, where, path):
        with contextlib.suppress(OSError):
            earlier.unlink()
            log.info("history: %s replaced by the record of its game played on", earlier)
    rotate(where, keep=path)
    return path


def superseded(record: Record, folder: Path, written: Path | None = None) -> list[Path]:
    """The records in `folder` (but `written`) that `record` replaces: those of its own
    game, given up earlier and played on since (a game quit, then loaded from a slot
    and finished), or recorded already (the same game written twice). A game played
    on from a moment of a replay is a new game: its moves leave the record's, which
    stays. Never raises."""
    new, save = record.summary, record.save
    found: list[Path] = []
    with contextlib.suppress(OSError):
        for path in _record_files(folder)[0]:
            try:
                old = _summary_at(path)
            except Exception:  # a damaged record is the listing's to set aside
                continue
            if (
                path == written
                or (old.game, old.options, old.seats) != (new.game, new.options, new.seats)
                or old.actions > new.actions
                or (old.over and (old.result(), old.actions) != (new.result(), new.actions))
            ):
                continue
            try:
                earlier = read_record(path).save
            except SaveError:
                continue
            if (
                earlier.seed == save.seed
                and save.actions[: len(earlier.actions)] == earlier.actions
            ):
                found.append(path)
    return found


def keep_game(
    session: Any,
    names: list[str | None] | None = None,
    folder: Path | None = None,
    when: datetime.datetime | None = None,
) -> Path | None:
    """Record a GameSession that ended or is being given up, in the history: what a
    table calls. The file written, or None if the game had nothing to keep or could
    not be recorded (logged; a game never fails for its record). Never raises."""
    return _keep(lambda: record_of(session, names, when), folder)


def keep_save(
    save: SaveGame,
    names: list[str | None] | None = None,
    folder: Path | None = None,
    when: datetime.datetime | None = None,
) -> Path | None:
    """keep_game for a game known by its save: the unfinished game of the autosave that
    a new game replaces (ninjas.core.autosave.game_at_risk), given up. Never raises."""
    return _keep(lambda: record_of_save(save, names, when), folder)


def _keep(make: Callable[[], Record | None], folder: Path | None) -> Path | None:
    try:
        record = make()
        if record is None:
            return None
        return write_record(record, folder)
    except (SaveError, OSError, ValueError) as exc:
        log.warning("the game could not be kept in the history: %s", exc)
    except Exception:  # a record must never end the game it records
        log.exception("the game could not be kept in the history")
    return None


def _record_files(folder: Path) -> tuple[list[Path], list[Path]]:
    """The folder's records and its set-aside records, each oldest first (their names
    begin with the date)."""
    records: list[Path] = []
    aside: list[Path] = []
    for path in sorted(folder.glob(f"{PREFIX}*{SUFFIX}"), key=lambda path: path.name):
        (aside if ".refused-" in path.name else records).append(path)
    return records, aside


def _size(path: Path) -> int:
    try:
        return path.lstat().st_size
    except OSError:
        return 0


def rotate(folder: Path, keep: Path | None = None) -> list[Path]:
    """Keep `folder` within MAX_RECORDS records and MAX_BYTES in all: the oldest records
    go first, and set-aside records beyond the newest MAX_SET_ASIDE, or before any
    record when the bytes are over. `keep` (the record just written) always stays.
    The files removed. Never raises."""
    removed: list[Path] = []
    try:
        remove_stale_temp_files(folder)
        records, aside = _record_files(folder)
    except OSError:
        return removed

    def remove(path: Path) -> int:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.info("could not remove the old record %s: %s", path, exc)
            return 0
        removed.append(path)
        return 1

    while len(aside) > MAX_SET_ASIDE:
        remove(aside.pop(0))
    total = sum(map(_size, records)) + sum(map(_size, aside))
    while aside and total > MAX_BYTES:
        gone = aside.pop(0)
        total -= _size(gone) * remove(gone)
    old = [path for path in records if path != keep]
    while old and (len(old) + (keep is not None) > MAX_RECORDS or total > MAX_BYTES):
        gone = old.pop(0)
        size = _size(gone)
        total -= size * remove(gone)
    if removed:
        log.info("history: %d old record(s) removed to stay within bounds", len(removed))
    return removed


def _refuse(path: Path, exc: SaveError) -> Refused:
    """Set a refused record aside when the fault is the file's (REFUSED_CODES_KEPT)."""
    if exc.code in REFUSED_CODES_KEPT:
        moved = set_aside(path, exc.code)
        if moved is not None:
            return Refused(moved, exc.code, exc.detail, moved=True)
    log.warning("history: record %s refused (%s)", path, exc)
    return Refused(path, exc.code, exc.detail)


def open_record(path: Path) -> Opened:
    """Read and replay the record at `path` (what a replay or a review opens). A
    damaged one is set aside and its reason given. Never raises."""
    try:
        record = read_record(path)
        return Opened(record, replay_record(record))
    except SaveError as exc:
        return Opened(refused=_refuse(path, exc))
    except Exception as exc:  # a record that breaks the replay in an unforeseen way
        return Opened(refused=_refuse(path, SaveError("corrupt", repr(exc))))


_known: dict[Path, tuple[tuple[int, int, int], Summary]] = {}
"""The summaries read, by file and its signature: a History screen opened again reads
only the records written or changed since."""


def _summary_at(path: Path) -> Summary:
    try:
        info = path.stat()
    except OSError as exc:
        raise SaveError("unreadable", str(exc)) from None
    signature = (info.st_ino, info.st_size, info.st_mtime_ns)
    known = _known.get(path)
    if known is not None and known[0] == signature:
        return known[1]
    try:
        raw = read_json_file(path)
    except JsonFileError as exc:
        raise SaveError("corrupt" if exc.code == "not_text" else exc.code, exc.detail) from None
    summary = summary_of(raw, path)
    _known[path] = (signature, summary)
    return summary


def list_records(
    folder: Path | None = None, game: str | None = None, person: str | None = None
) -> Listing:
    """The records in `folder` (the history's by default), newest first, only those of
    `game` and of `person` (a name one of its seats bears) when given. A damaged record
    is set aside and named in `refused`; the others are listed. Never raises."""
    where = history_dir() if folder is None else folder
    listing = Listing()
    try:
        records, _ = _record_files(where)
    except OSError as exc:
        listing.problem = exc.strerror or str(exc)
        return listing
    for path in records:
        try:
            summary = _summary_at(path)
        except SaveError as exc:
            _known.pop(path, None)
            if exc.code != "missing":  # removed since it was listed: nothing to say
                listing.refused.append(_refuse(path, exc))
            continue
        except Exception as exc:  # never let one record stop the others
            _known.pop(path, None)
            listing.refused.append(_refuse(path, SaveError("corrupt", repr(exc))))
            continue
        if (game is None or summary.game == game) and (
            person is None or summary.has_person(person)
        ):
            listing.records.append(summary)
    present = set(records)
    gone = [path for path in _known if path.parent == where and path not in present]
    for path in gone:
        del _known[path]
    listing.records.sort(key=lambda s: (s.date, s.path.name if s.path else ""), reverse=True)
    return listing


def known_names(records: list[Summary]) -> list[str]:
    """The people's names the records bear, the most recently seen first (for the
    History's filter and the setup's names)."""
    seen: dict[str, None] = {}
    for summary in sorted(records, key=lambda s: s.date, reverse=True):
        for name in summary.names:
            if name is not None:
                seen.setdefault(name, None)
    return list(seen)


def history_size(folder: Path | None = None) -> tuple[int, int]:
    """(records, bytes of every file the history keeps, set-aside ones included)."""
    where = history_dir() if folder is None else folder
    try:
        records, aside = _record_files(where)
    except OSError:
        return 0, 0
    return len(records), sum(map(_size, records + aside))
