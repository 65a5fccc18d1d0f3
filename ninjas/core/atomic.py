"""Atomic file writes: a temp file beside the target, fsync, then rename."""

from __future__ import annotations

import logging
import os
import tempfile
import time
from pathlib import Path

log = logging.getLogger(__name__)

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 60.0
"""A temp file this old was left by a process killed mid-write (a write takes ms)."""


def write_text_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that a reader sees the old or the new file, never a
    mix, even if the process is killed. A symlink is written through (its target is
    replaced), so a player's linked save stays a link."""
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def remove_stale_temp_files(folder: Path, max_age: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the temp files that write_text_atomic left in `folder` when a kill
    stopped it (`.<name>.<random>.tmp`, older than `max_age` s). Never raises."""
    removed: list[Path] = []
    now = time.time()
    try:
        candidates = list(folder.glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for path in candidates:
        try:
            if path.is_file() and not path.is_symlink() and now - path.stat().st_mtime > max_age:
                path.unlink()
                removed.append(path)
        except OSError as exc:
            log.info("could not remove the stale temp file %s: %s", path, exc)
    if removed:
        log.info("removed %d stale temp file(s) in %s", len(removed), folder)
    return removed
