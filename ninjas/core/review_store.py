"""The computer's reviews kept with their records, so that each is worked out once
(issue 34, section 3; ninjas.review works them out).

A review is a file in `reviews/` beside the record (the history's folder, or wherever
the record is), named by the record's digest (SHA-256 of its bytes) and the seat:

    {"format": "ninjas-review", "version": 1, "record": "<digest>", "name": "record-...json",
     "seat": 0, "budget": "v1-hard-normal-8", "review": {<ninjas.review.Review.to_json()>}}

A review is used only for the very bytes it was worked out from, the same seat and the
same budget (the way figures are worked out): a record changed, or a review of another
version, is a miss and is worked out again. A damaged review file is a miss too (and
overwritten). Writing is atomic; the folder keeps at most MAX_REVIEWS reviews, and none
whose record is gone. Loading and storing never raise for a file problem.
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path
from typing import Any

from .atomic import write_text_atomic
from .jsonfile import JsonFileError, read_json_file, read_kept_json

log = logging.getLogger(__name__)

REVIEWS_FOLDER = "reviews"
REVIEW_FORMAT = "ninjas-review"
REVIEW_FILE_VERSION = 1
MAX_REVIEWS = 200
"""A review is 1 to 20 KB (one line a decision): a few MB at most beside the records."""
MAX_RECORD_BYTES = 1_000_000
FIELDS = frozenset({"format", "version", "record", "name", "seat", "budget", "review"})


def record_digest(record_path: Path) -> str | None:
    """The SHA-256 of the record's bytes (None if it cannot be read)."""
    try:
        with record_path.open("rb") as handle:
            data = handle.read(MAX_RECORD_BYTES + 1)
    except OSError:
        return None
    return hashlib.sha256(data).hexdigest()


def review_path(record_path: Path, digest: str, seat: int) -> Path:
    return record_path.parent / REVIEWS_FOLDER / f"{digest[:32]}-{seat}.json"


def load(record_path: Path, seat: int, budget: str) -> dict[str, Any] | None:
    """The kept review of `seat` in the record at `record_path` worked out with
    `budget`, as ninjas.review.Review.to_json() wrote it; None when there is none that
    fits (never kept, the record changed, another budget, a damaged file)."""
    digest = record_digest(record_path)
    if digest is None:
        return None
    path = review_path(record_path, digest, seat)
    raw = read_kept_json(path, log, "the review %s is damaged (%s): it is worked out again")
    if raw is None:
        return None
    if not _sound(raw, digest, seat):
        log.info("the review %s does not fit its record: it is worked out again", path.name)
        return None
    if raw["budget"] != budget:
        return None
    review: dict[str, Any] = raw["review"]
    return review


def _sound(raw: Any, digest: str, seat: int) -> bool:
    return (
        isinstance(raw, dict)
        and set(raw) == FIELDS
        and raw["format"] == REVIEW_FORMAT
        and raw["version"] == REVIEW_FILE_VERSION
        and raw["record"] == digest
        and raw["seat"] == seat
        and isinstance(raw["budget"], str)
        and isinstance(raw["review"], dict)
        and isinstance(raw["review"].get("decisions"), list)
    )


def store(record_path: Path, seat: int, budget: str, review: dict[str, Any]) -> Path | None:
    """Keep `review` with the record (atomically); the path written, or None if it could
    not be (the review is then worked out again next time: nothing is lost)."""
    import json

    digest = record_digest(record_path)
    if digest is None:
        return None
    path = review_path(record_path, digest, seat)
    raw = {
        "format": REVIEW_FORMAT,
        "version": REVIEW_FILE_VERSION,
        "record": digest,
        "name": record_path.name,
        "seat": seat,
        "budget": budget,
        "review": review,
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps(raw))
    except OSError as exc:
        log.warning("the review could not be kept: %s", exc)
        return None
    prune(path.parent, keep=path)
    return path


def prune(folder: Path, keep: Path | None = None) -> list[Path]:
    """Remove the reviews whose record is gone from the folder above, then the oldest
    beyond MAX_REVIEWS (`keep` stays). The files removed; never raises."""
    removed: list[Path] = []
    try:
        reviews = sorted(folder.glob("*.json"), key=lambda p: (p.stat().st_mtime, p.name))
    except OSError:
        return removed
    kept: list[Path] = []
    for path in reviews:
        name = _record_name(path)
        if path != keep and (name is None or not (folder.parent / name).is_file()):
            _remove(path, removed)
        else:
            kept.append(path)
    old = [path for path in kept if path != keep]
    while old and len(old) + (keep is not None) > MAX_REVIEWS:
        _remove(old.pop(0), removed)
    return removed


def _record_name(path: Path) -> str | None:
    try:
        raw = read_json_file(path)
    except JsonFileError:
        return None
    name = raw.get("name") if isinstance(raw, dict) else None
    if not isinstance(name, str) or "/" in name or "\\" in name or name in ("", ".", ".."):
        return None
    return name


def _remove(path: Path, removed: list[Path]) -> None:
    try:
        path.unlink()
    except OSError:
        return
    removed.append(path)
