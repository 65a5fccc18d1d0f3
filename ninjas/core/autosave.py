"""The autosave: one file per data folder, written by one running game at a time.

A game claims the autosave when it starts (`claim_autosave`). The claim holds when the
saves folder can be written, no other running Ninjas holds the autosave's lock (a
`filelock` lock file beside it, kept until this process ends), and nothing that must
be kept stands at its path: a file that cannot be used there (damaged, unreadable, a
folder, from a newer version) is moved aside first (ninjas.core.saves.set_aside).
When the claim fails the game plays on with saving off, and the claim says why.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

from filelock import BaseFileLock, FileLock, Timeout

from .paths import saves_dir, storage_problem
from .saves import SaveError, SaveGame, examine, read_save, refusal, set_aside
from .seal import KeyUnreadable, key_problem

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.json"
LOCK_NAME = ".autosave.lock"

OFF_FOLDER = "folder"
"""Saving is off: the saves folder cannot be written (detail: the disk's words)."""
OFF_IN_USE = "in_use"
"""Saving is off: another running Ninjas autosaves into the same folder."""
OFF_KEPT = "kept"
"""Saving is off: a refused file stands at the autosave's path and cannot be moved
aside, so it is left as it is (detail: why it is refused, a SaveError code)."""
OFF_WRITE = "write"
"""Saving is off: the last autosave could not be written (detail: the disk's words)."""
OFF_KEY = "key"
"""Saving is off: the key that seals saves cannot be read, and no key is made over it
(detail: ninjas.core.seal.KeyUnreadable's code, a word, or the system's words)."""
OFF_CODES = (OFF_FOLDER, OFF_IN_USE, OFF_KEPT, OFF_WRITE, OFF_KEY)


@dataclass(frozen=True)
class AutosaveClaim:
    """Where this game autosaves (`path`), or why it does not (`off`, one of OFF_CODES,
    and `detail`); `moved_aside`: where a refused file found at the path went."""

    path: Path | None
    off: str | None = None
    detail: str = ""
    moved_aside: Path | None = None
    refused: str | None = None
    """The SaveError code of the file moved aside (or kept), if there was one."""


_held: tuple[Path, BaseFileLock] | None = None
"""The autosave lock this process holds (one data folder at a time), with its path."""


def _reason(exc: BaseException) -> str:
    return exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)


def hold_autosave_lock(folder: Path) -> tuple[str, str] | None:
    """Take the autosave lock of `folder` for the rest of this run (never waits).
    None once it is held; else (off code, detail): OFF_IN_USE when another running
    Ninjas holds it, OFF_FOLDER when the lock file cannot be made."""
    global _held
    path = folder / LOCK_NAME
    if _held is not None and _held[0] == path and _held[1].is_locked:
        return None
    lock = FileLock(path, timeout=0, thread_local=False)
    try:
        lock.acquire(timeout=0)
    except Timeout:
        log.info("saving is off: another Ninjas holds %s", path)
        return OFF_IN_USE, str(path)
    except (OSError, ValueError) as exc:
        log.info("saving is off: the lock %s cannot be made (%s)", path, exc)
        return OFF_FOLDER, _reason(exc)
    release_autosave_lock()  # another folder's (tests, NINJAS_DATA_DIR changed)
    _held = (path, lock)
    return None


def release_autosave_lock() -> None:
    """Let another Ninjas autosave (tests; the process's end does it too)."""
    global _held
    if _held is not None:
        try:
            _held[1].release(force=True)
        except OSError as exc:
            log.info("releasing %s: %s", _held[0], exc)
        _held = None


def autosave_off() -> tuple[str, str] | None:
    """Why this run cannot write the autosave (off code, detail), or None if it can
    (then it holds the lock). A refused file at the path is not looked at here."""
    problem = storage_problem()
    if problem is not None:
        return OFF_FOLDER, problem[1]
    unreadable = key_problem()
    if unreadable is not None:
        return key_off(unreadable)
    return hold_autosave_lock(saves_dir())


def key_off(problem: KeyUnreadable) -> tuple[str, str]:
    """(OFF_KEY, detail) for a key that cannot be read: its code when it is one an
    interface translates, else the system's words."""
    return OFF_KEY, problem.reason if problem.code == "system" else problem.code


def claim_autosave() -> AutosaveClaim:
    """Make the autosave this game's to write, or say why it cannot be (never raises)."""
    off = autosave_off()
    if off is not None:
        return AutosaveClaim(None, *off)
    return clear_the_way(saves_dir() / AUTOSAVE_NAME)


def clear_the_way(path: Path) -> AutosaveClaim:
    """Move a refused file at `path` aside so that the autosave can be written there;
    when it cannot be moved, the claim is off (OFF_KEPT) and the file stays as it is."""
    refused = in_the_way(path)
    if refused is None:
        return AutosaveClaim(path)
    moved = set_aside(path, refused.code)
    if moved is None:
        log.warning("saving is off: %s is refused (%s) and cannot be moved", path, refused)
        return AutosaveClaim(None, OFF_KEPT, refused.code, refused=refused.code)
    return AutosaveClaim(path, moved_aside=moved, refused=refused.code)


def in_the_way(path: Path) -> SaveError | None:
    """Why the file at `path` may not be written over: a refusal worth keeping (see
    ninjas.core.saves.REFUSED_CODES_KEPT), or a file that cannot be read at all (no
    permission, a folder or a pipe in its place: what it holds cannot be known, so it
    may be a game). None when nothing is there, or a save that may be replaced."""
    refused = refusal(path)
    if refused is not None or not os.path.lexists(path):
        return refused
    try:
        read_save(path)
    except SaveError as exc:
        if exc.code == "unreadable":
            return exc
    except Exception as exc:  # read_save answers SaveError; this is a last guard
        return SaveError("unreadable", repr(exc))
    return None


FileIdentity = tuple[int, int, int, int]


def file_identity(path: Path) -> FileIdentity | None:
    """(device, inode, size, modification time in ns) of the file at `path`, to tell
    whether it is still the one last written; None if it cannot be seen."""
    try:
        info = path.stat()
    except (OSError, ValueError):
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def continues(later: SaveGame, earlier: SaveGame) -> bool:
    """`later` is `earlier`'s game, played on (or the same): replacing `earlier` with it
    loses nothing."""
    return (
        later.game == earlier.game
        and later.seed == earlier.seed
        and later.options == earlier.options
        and later.seats == earlier.seats
        and later.actions[: len(earlier.actions)] == earlier.actions
    )


def game_at_risk(replacement: SaveGame | None = None) -> SaveGame | None:
    """The unfinished game in the autosave that a game started now would replace
    (`replacement`: the save being loaded, None for a new game); None when there is
    none, when `replacement` continues it, or when this run would not write the
    autosave anyway (saving off, or another Ninjas holds it), or when nobody has moved
    in it yet (no action: nothing to lose). Never raises."""
    if autosave_off() is not None:
        return None
    check = examine(saves_dir() / AUTOSAVE_NAME)
    waiting = check.save if check.resumable else None
    if waiting is None or not waiting.actions:
        return None  # a game nobody has moved in is nothing to keep
    if replacement is not None and continues(replacement, waiting):
        return None
    return waiting
