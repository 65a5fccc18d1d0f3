"""The figures of records written before records kept them (ninjas.core.record_figures:
a record of version 1 holds neither its length as its table counts it nor Night's
throw errors): worked out by replaying the record once, for the History and the
Records alike, and kept.

A replay is slow: a Night game begins by drawing its random village, 0.1 to 2 s each.
So the screens ask for them away from their frames (scenes/figure_reader.py, in the AI
worker) and each record's figures are kept: in memory, and in `figures.json` beside
the records (written atomically; a cache, so a damaged one is only worked out again
from the records). An entry is used only while its record's file has the size and
modification time it was read at. (`throws.json`, the Night throws kept before, is
let go of when this file is written.)

    {"format": "ninjas-figures", "version": 2,
     "records": {"record-20261129-102748-0000.json": [3368, 1764412068000000000,
                                                       {"turns": 6, "throws": [...]}]}}
"""

from __future__ import annotations

import concurrent.futures as cf
import contextlib
import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .atomic import write_text_atomic
from .history import Summary, figures_of_save, read_record
from .jsonfile import read_kept_json
from .record_figures import Figures, figures_of_value
from .saves import SaveError

log = logging.getLogger(__name__)

FIGURES_FILE = "figures.json"
FIGURES_FORMAT = "ninjas-figures"
FIGURES_VERSION = 2
"""2: a Dojo game that a deck running out ended counts the turn it ended in (kept
figures of version 1 counted one turn fewer: worked out again)."""
OLD_THROWS_FILE = "throws.json"
"""The Night throws kept before the figures (let go of: its records are read again)."""

Signature = tuple[int, int]
"""A record file's size and modification time (ns)."""
Runner = Callable[..., "cf.Future[Any]"]
"""Runs `task(*args)` somewhere (the AI worker: ninjas.ai.thinking.run_in_worker)."""

_kept: dict[Path, tuple[Signature, Figures]] = {}
"""Each record's figures, by its path and its signature when they were read."""
_loaded: set[Path] = set()
"""The folders whose figures.json has been read into _kept."""


def signature(path: Path) -> Signature | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns


def of_summary(summary: Summary) -> Figures | None:
    """The record's figures if they are known without a replay: its own, or kept for
    its file as it is now. Never raises, never replays."""
    if summary.figures is not None:
        return summary.figures
    return None if summary.path is None else known(summary.path)


def known(path: Path) -> Figures | None:
    """The record's figures if they are kept (in memory, or in its folder's file) for
    the file as it is now; None if it must be replayed. Never raises."""
    load(path.parent)
    kept = _kept.get(path)
    if kept is None or kept[0] != signature(path):
        return None
    return kept[1]


def figures_at(path: Path, run: Runner | None = None) -> Figures:
    """The record's figures: kept ones, its own, or its game replayed now (by `run`, in
    this thread if None), and kept in memory (`save` writes them). SaveError if the
    record cannot be read or does not replay."""
    found = known(path)
    if found is not None:
        return found
    mark = signature(path)
    record = read_record(path)  # here: the worker has not this data folder's key
    figures = record.summary.figures
    if figures is None:
        save = record.save
        answer = figures_of_save(save) if run is None else run(figures_of_save, save).result()
        if isinstance(answer, str):
            raise SaveError(answer, "the record does not replay")
        figures = answer
    if mark is not None and signature(path) == mark:
        _kept[path] = (mark, figures)
    return figures


def load(folder: Path) -> None:
    """The figures kept in `folder`'s file read in (once a run). Never raises."""
    if folder in _loaded:
        return
    _loaded.add(folder)
    raw = read_kept_json(
        folder / FIGURES_FILE, log, "history: the figures kept in %s are worked out again (%s)"
    )
    if not isinstance(raw, dict) or (raw.get("format"), raw.get("version")) != (
        FIGURES_FORMAT,
        FIGURES_VERSION,
    ):
        return
    records = raw.get("records")
    for name, entry in records.items() if isinstance(records, dict) else ():
        with contextlib.suppress(Exception):  # a damaged entry is only worked out again
            size, mtime, value = entry
            path = folder / name
            if path.parent != folder or path in _kept:
                continue
            game = "night" if "throws" in value else ""
            figures = figures_of_value(value, game, len(value.get("throws") or ()))
            _kept[path] = ((int(size), int(mtime)), figures)


def save(folder: Path) -> None:
    """Write the figures kept for the records still in `folder`. Never raises (a
    cache that cannot be written is only worked out again next time)."""
    records: dict[str, Any] = {}
    for path, (mark, figures) in sorted(list(_kept.items())):  # list(): in one step
        if path.parent == folder and signature(path) == mark:
            records[path.name] = [mark[0], mark[1], figures.to_value()]
    text = json.dumps({"format": FIGURES_FORMAT, "version": FIGURES_VERSION, "records": records})
    try:
        write_text_atomic(folder / FIGURES_FILE, text)
    except OSError as exc:
        log.info("history: the figures could not be kept in %s: %s", folder, exc)
        return
    with contextlib.suppress(OSError):
        (folder / OLD_THROWS_FILE).unlink(missing_ok=True)


def forget() -> None:
    """Everything kept in memory let go (tests; the files stay)."""
    _kept.clear()
    _loaded.clear()
