"""A review's work so far kept on disk beside its record, so that leaving it, or
closing the game, and coming back resumes it (newcomer A, s22, Shinobi Grand Master FR:
'Échap : arrêter (travail gardé)', then back by Load and by History at 2 of 58; the work
kept in memory, kept_work.py, went with the app). One file a game played, seat and
budget (kept_work.key: whatever file holds the game), in the record's `reviews/` folder
beside the finished reviews (ninjas.core.review_store, whose pruning keeps it while its
record is there):

    {"format": "ninjas-review-work", "version": 1, "name": "record-...json",
     "game": "<kept_work.key's digest>", "seat": 0, "budget": "v17-...",
     "items": [<ninjas.review.Item.to_json()>...], "turns": [<Turn>...]}

A file that does not fit (another game, seat or budget: a review worked out another way
since) or is damaged is ignored: the review starts again, and never crashes. Writing is
atomic and never raises, and never in a frame: a WorkKeeper writes on a thread of its own
(a synced whole-file write per answer sat on the frame path, s24), the newest work it
was handed, and is waited for when the review is left and when the program ends."""

from __future__ import annotations

import atexit
import json
import logging
import threading
import weakref
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from ninjas import review as rv
from ninjas.core.atomic import write_text_atomic
from ninjas.core.jsonfile import read_kept_json
from ninjas.core.review_store import REVIEWS_FOLDER

from .kept_work import Work

log = logging.getLogger(__name__)

WORK_FORMAT = "ninjas-review-work"
WORK_VERSION = 1
Key = tuple[str, str, int, str]


def work_path(record_path: Path, key: Key) -> Path:
    """Where the work of `key` (kept_work.key) is kept, beside the record."""
    _, game, seat, _ = key
    return record_path.parent / REVIEWS_FOLDER / f"work-{game[:32]}-{seat}.json"


def load(record_path: Path | None, key: Key) -> Work | None:
    """The work kept for `key`, or None (none, another budget, a damaged file)."""
    if record_path is None:
        return None
    path = work_path(record_path, key)
    raw = read_kept_json(path, log, "the review's work %s is damaged (%s): started again")
    try:
        if not _fits(raw, key):
            return None
        items = [rv.Item.from_json(item) for item in raw["items"]]
        turns = [rv.Turn.from_json(turn) for turn in raw["turns"]]
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        log.info("the review's work %s is damaged (%r): started again", path.name, exc)
        return None
    return Work(sorted(items, key=lambda item: item.index), turns)


def _fits(raw: Any, key: Key) -> bool:
    _, game, seat, budget = key
    return (
        isinstance(raw, dict)
        and raw.get("format") == WORK_FORMAT
        and raw.get("version") == WORK_VERSION
        and (raw.get("game"), raw.get("seat"), raw.get("budget")) == (game, seat, budget)
        and isinstance(raw.get("items"), list)
        and isinstance(raw.get("turns"), list)
    )


def store(record_path: Path | None, key: Key, work: Work) -> Path | None:
    """Keep `work` for `key` beside the record; the path, or None where it could not
    be (nothing is lost but the resuming)."""
    if record_path is None:
        return None
    _, game, seat, budget = key
    raw = {
        "format": WORK_FORMAT,
        "version": WORK_VERSION,
        "name": record_path.name,
        "game": game,
        "seat": seat,
        "budget": budget,
        "items": [item.to_json() for item in work.items],
        "turns": [asdict(turn) for turn in work.turns],
    }
    path = work_path(record_path, key)
    try:
        write_text_atomic(path, json.dumps(raw))
    except (OSError, ValueError) as exc:
        log.warning("the review's work could not be kept: %s", exc)
        return None
    return path


STOP_WAIT_SECONDS = 3.0
"""The most a review left, or the program's end, waits for the work being written."""

_keepers: weakref.WeakSet[WorkKeeper] = weakref.WeakSet()
_by_key: weakref.WeakValueDictionary[tuple[str, Key], WorkKeeper] = weakref.WeakValueDictionary()
_by_key_lock = threading.Lock()


def keeper_for(record_path: Path | None, key: Key) -> WorkKeeper:
    """The one keeper of a record's work for `key`: two reviews of one game and seat
    alive at once (one left while its write runs, the same opened again) hand their work
    to one thread, so an older copy never lands after a newer one (second reader, s24)."""
    with _by_key_lock:
        found = _by_key.get((str(record_path), key))
        if found is None or found.record_path != record_path:
            found = WorkKeeper(record_path, key)
            _by_key[(str(record_path), key)] = found
        return found


@atexit.register
def _flush_all() -> None:
    """The window closed while a review was worked out: what was answered is written
    before the interpreter goes."""
    for keeper in list(_keepers):
        keeper.flush()


class WorkKeeper:
    """A review's work kept on disk off the frame thread: `put` hands it the work as it
    stands (copied: the job goes on), and a thread of its own writes the newest it has,
    the answers that came while it wrote in one write; `flush` waits for it."""

    def __init__(
        self,
        record_path: Path | None,
        key: Key,
        write: Callable[[Path | None, Key, Work], object] | None = None,
    ) -> None:
        self.record_path = record_path
        self.key = key
        self.write = write
        """How the work is written (tests): `store`, looked up at each write."""
        self._cond = threading.Condition()
        self._waiting: Work | None = None
        """The newest work handed over and not yet written."""
        self._writing = False
        self._thread: threading.Thread | None = None
        _keepers.add(self)

    def put(self, work: Work) -> None:
        """Keep `work` (its items and turns as they are now), soon, on the thread."""
        if self.record_path is None:
            return
        with self._cond:
            self._waiting = Work(list(work.items), list(work.turns))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="review work", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._cond:
                work, self._waiting = self._waiting, None
                if work is None:
                    self._thread = None
                    self._cond.notify_all()
                    return
                self._writing = True
            try:
                (self.write or store)(self.record_path, self.key, work)
            except Exception:  # (store never raises; a fake may)
                log.warning("the review's work could not be kept", exc_info=True)
            with self._cond:
                self._writing = False

    def flush(self, timeout: float = STOP_WAIT_SECONDS) -> bool:
        """Wait until all the work handed over is written (True), `timeout` s at most."""
        with self._cond:
            return self._cond.wait_for(lambda: self._waiting is None and not self._writing, timeout)
