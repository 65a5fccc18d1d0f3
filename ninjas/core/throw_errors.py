"""Night's throw errors, read from the history's records for the Records screen (issue
34, section 4): for each seat of a Night record, the mean distance between its strings'
lengths and the true distances, over its throws at a roof the string could reach (as
the results screen counts them, scenes/night/throw_record.py), and how many such
throws there were.

A record holds no throw: its game is replayed, and a Night game begins by drawing its
random village, 0.1 to 2 s each. So each record's figures are worked out once and kept:
in memory, and in `throws.json` beside the records (written atomically; a cache, so a
damaged one is only read again from the records). An entry is used only while its
record's file has the size and modification time it was read at.

    {"format": "ninjas-throws", "version": 1,
     "records": {"record-20261129-102748-0000.json": [3368, 1764412068000000000,
                                                       [[2.74, 8], null, [1.2, 5]]]}}
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .atomic import write_text_atomic
from .history import read_record
from .jsonfile import JsonFileError, read_json_file
from .saves import SaveError, check_position, start_state

log = logging.getLogger(__name__)

THROWS_FILE = "throws.json"
THROWS_FORMAT = "ninjas-throws"
THROWS_VERSION = 1

SeatError = tuple[float, int] | None
"""A seat's mean error (cm) and its number of throws within reach; None: none."""
Signature = tuple[int, int]
"""A record file's size and modification time (ns)."""

_kept: dict[Path, tuple[Signature, list[SeatError]]] = {}
"""Each record's figures, by its path and its signature when they were read."""
_loaded: set[Path] = set()
"""The folders whose throws.json has been read into _kept."""


def signature(path: Path) -> Signature | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns


def seat_errors(throws: Iterable[dict[str, Any]], players: int) -> list[SeatError]:
    """Per seat, the mean error of its throws at a roof the string could reach, and how
    many there were."""
    from ninjas.night import data

    errors: list[list[float]] = [[] for _ in range(players)]
    for throw in throws:
        kind = str(throw.get("action", "move"))
        limit = data.MOVE_STRING_MAX if kind == "move" else data.FIGHT_STRING_MAX
        if throw["distance"] <= limit and 0 <= throw["seat"] < players:
            errors[throw["seat"]].append(abs(throw["length"] - throw["distance"]))
    return [(sum(seat) / len(seat), len(seat)) if seat else None for seat in errors]


def replay_throws(path: Path) -> list[SeatError]:
    """The Night record at `path` replayed, its throws read from the events: SaveError
    if it cannot be read or does not replay to its recorded position."""
    save = read_record(path).save
    if save.game != "night":
        raise SaveError("corrupt", "not a Night record")
    state = start_state(save)
    thrown: list[dict[str, Any]] = []
    for index, text in enumerate(save.actions):
        try:
            events = state.apply(text)
        except ValueError:
            raise SaveError("invalid_action", f"move {index + 1} is not legal there") from None
        thrown.extend(event.data for event in events if event.kind == "throw")
    check_position(save, state)
    return seat_errors(thrown, state.num_players)


def known(path: Path) -> list[SeatError] | None:
    """The record's figures if they are kept (in memory, or in its folder's file) for
    the file as it is now; None if it must be replayed. Never raises."""
    folder = path.parent
    if folder not in _loaded:
        _loaded.add(folder)
        _load(folder)
    kept = _kept.get(path)
    if kept is None or kept[0] != signature(path):
        return None
    return kept[1]


def throws_of(path: Path) -> list[SeatError]:
    """The record's figures: kept ones, or replayed now and kept (in memory: `save`
    writes them). SaveError if the record cannot be replayed."""
    found = known(path)
    if found is not None:
        return found
    mark = signature(path)
    figures = replay_throws(path)
    if mark is not None:
        _kept[path] = (mark, figures)
    return figures


def _load(folder: Path) -> None:
    try:
        raw = read_json_file(folder / THROWS_FILE)
    except JsonFileError as exc:
        if exc.code != "missing":
            log.info("history: the throws kept in %s are read again (%s)", folder, exc)
        return
    with contextlib.suppress(Exception):  # a damaged cache is only worked out again
        if raw.get("format") != THROWS_FORMAT or raw.get("version") != THROWS_VERSION:
            return
        for name, (size, mtime, seats) in raw["records"].items():
            path = folder / name
            if path.parent != folder or path in _kept:
                continue
            figures: list[SeatError] = [
                None if seat is None else (float(seat[0]), int(seat[1])) for seat in seats
            ]
            _kept[path] = ((int(size), int(mtime)), figures)


def save(folder: Path) -> None:
    """Write the figures kept for the records still in `folder`. Never raises (a
    cache that cannot be written is only worked out again next time)."""
    records: dict[str, Any] = {}
    for path, (mark, figures) in sorted(_kept.items()):
        if path.parent == folder and signature(path) == mark:
            seats = [None if f is None else [round(f[0], 4), f[1]] for f in figures]
            records[path.name] = [mark[0], mark[1], seats]
    text = json.dumps({"format": THROWS_FORMAT, "version": THROWS_VERSION, "records": records})
    try:
        write_text_atomic(folder / THROWS_FILE, text)
    except OSError as exc:
        log.info("history: the throws could not be kept in %s: %s", folder, exc)


def forget() -> None:
    """Everything kept in memory let go (tests; the files stay)."""
    _kept.clear()
    _loaded.clear()
