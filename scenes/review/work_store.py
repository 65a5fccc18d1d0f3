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
atomic and never raises."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict
from pathlib import Path
from typing import Any

from ninjas import review as rv
from ninjas.core.atomic import write_text_atomic
from ninjas.core.jsonfile import JsonFileError, read_json_file
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
    try:
        raw = read_json_file(path)
    except JsonFileError as exc:
        if exc.code != "missing":
            log.info("the review's work %s is damaged (%s): started again", path.name, exc)
        return None
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
