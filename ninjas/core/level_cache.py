"""The verdicts of level checks, kept on disk between runs, by the file's content.

Checking a level file means reading it as a map and building the level (ninjas.levels);
a folder of large or hostile files costs that at every start. The verdict (the file
loads, or the LevelError that refuses it) is kept in the user data folder
(`cache/level-checks.json`, never beside the levels), under the SHA-256 of the game's
name, the checking code and the file's bytes: a changed file, or another version of
the checks, is checked again. A cache that cannot be read or written is no cache: the
files are checked, nothing fails.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import logging
from pathlib import Path
from typing import Any

from .atomic import write_text_atomic
from .jsonfile import read_kept_json
from .paths import user_data_dir
from .tmx import LevelError, import_pytmx

log = logging.getLogger(__name__)

CACHE_NAME = "level-checks.json"
CACHE_FORMAT = "ninjas-level-checks-1"
MAX_VERDICTS = 400
"""Verdicts kept (the oldest go first): two folders of MAX_LEVEL_FILES each."""
PATH_MARK = "\x00path\x00"
"""Stands for the file's path in a kept message (the same content may lie elsewhere)."""
CHECKING_MODULES = (
    "ninjas.core.tmx",
    "ninjas.levels",
    "ninjas.dojo.maps",
    "ninjas.dojo.hexgrid",
    "ninjas.dojo.data",
    "ninjas.night.village",
    "ninjas.night.data",
)
"""The code a verdict comes from: its source is part of the key."""

_fingerprint: str | None = None
_verdicts: dict[str, dict[str, Any]] | None = None
_verdicts_path: Path | None = None


def fingerprint() -> str:
    """A digest of the checking code (its modules' source, pytmx's version), made once
    per process; a build without source (a frozen one) uses its version."""
    global _fingerprint
    if _fingerprint is None:
        digest = hashlib.sha256(CACHE_FORMAT.encode())
        for name in CHECKING_MODULES:
            source = getattr(importlib.import_module(name), "__file__", None)
            try:
                digest.update(Path(source).read_bytes() if source else name.encode())
            except OSError:
                from ninjas import __version__

                digest.update(f"{name} {__version__}".encode())
        digest.update(str(getattr(import_pytmx(), "__version__", "")).encode())
        _fingerprint = digest.hexdigest()
    return _fingerprint


def content_key(game: str, data: bytes) -> str:
    """The key of a file's verdict: its game, the checking code and its bytes."""
    digest = hashlib.sha256(f"{game}\n{fingerprint()}\n".encode())
    digest.update(data)
    return digest.hexdigest()


def cache_path() -> Path:
    return user_data_dir() / "cache" / CACHE_NAME


def _load() -> dict[str, dict[str, Any]]:
    """The verdicts on disk, read once per process and data folder."""
    global _verdicts, _verdicts_path
    path = cache_path()
    if _verdicts is not None and _verdicts_path == path:
        return _verdicts
    verdicts: dict[str, dict[str, Any]] = {}
    raw = read_kept_json(path, log, "level check cache %s not read: %s")
    if isinstance(raw, dict) and raw.get("format") == CACHE_FORMAT:
        kept = raw.get("verdicts")
        if isinstance(kept, dict):
            verdicts = {k: v for k, v in kept.items() if isinstance(v, dict)}
    _verdicts, _verdicts_path = verdicts, path
    return verdicts


def known(key: str, path: Path) -> tuple[bool, LevelError | None]:
    """(True, the verdict) if a check of this content is kept: None when it loads, else
    the LevelError, naming `path`; (False, None) if it is not."""
    verdict = _load().get(key)
    if verdict is None:
        return False, None
    if verdict.get("ok") is True:
        return True, None
    code, message, details = verdict.get("code"), verdict.get("message"), verdict.get("details")
    if not isinstance(code, str) or not isinstance(message, str) or not isinstance(details, dict):
        return False, None
    return True, LevelError(message.replace(PATH_MARK, str(path)), code, **details)


def remember(key: str, path: Path, problem: LevelError | None) -> None:
    """Keep the verdict of a check on disk (silently not, if it cannot be written)."""
    verdicts = _load()
    if problem is None:
        verdict: dict[str, Any] = {"ok": True}
    else:
        details = problem.details
        try:
            json.dumps(details)
        except (TypeError, ValueError):
            details = {}
        message = str(problem).replace(str(path), PATH_MARK)
        verdict = {"code": problem.code, "message": message, "details": details}
    verdicts.pop(key, None)
    verdicts[key] = verdict  # the newest last: the oldest go first
    while len(verdicts) > MAX_VERDICTS:
        del verdicts[next(iter(verdicts))]
    try:
        write_text_atomic(cache_path(), json.dumps({"format": CACHE_FORMAT, "verdicts": verdicts}))
    except OSError as exc:
        log.info("level check cache not written: %s", exc)


def forget() -> None:
    """Read the cache from disk again at its next use (tests; another data folder)."""
    global _verdicts, _verdicts_path
    _verdicts = _verdicts_path = None
