"""The level files of the games that have them (Night's villages, Dojo's boards), each
checked when the list is made: the setup offers only those that load, and says why the
others are not offered (a broken or stray .tmx file in levels/ must never reach a game).

A check is kept while the file is unchanged (its size and modification time), so that
building a setup screen again does not read every file again; its verdict is also kept
on disk by the file's content (ninjas.core.level_cache), so that the next start does
not check it again. The title checks the folders on a thread of its own
(scenes.groundwork), so that no frame waits for a large folder: a setup opened before
that ends waits for it (the lock lets a file be checked once).
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .core import level_cache
from .core.tmx import LevelError, name_problem, read_level_bytes, shown_name

log = logging.getLogger(__name__)

MAX_LEVEL_FILES = 200
"""Files looked at in a level folder; a folder with more lists the first by name."""


@dataclass(frozen=True)
class LevelEntry:
    name: str
    path: Path
    problem: LevelError | None = None
    """Why the file is not offered (None: it loads)."""

    @property
    def file_name(self) -> str:
        """The file's name as a screen may show it: bytes that are not text (a name
        made on another system) as "?", cut to 40 letters."""
        return shown_name(self.path.name)


def _loaders() -> dict[str, tuple[Path, Callable[[Path], Any]]]:
    from .dojo.maps import LEVELS as DOJO_LEVELS
    from .dojo.maps import load_board
    from .night.village import LEVELS as NIGHT_LEVELS
    from .night.village import load_village

    return {"night": (NIGHT_LEVELS, load_village), "dojo": (DOJO_LEVELS, load_board)}


LEVEL_GAMES = ("night", "dojo")
_checked: dict[Path, tuple[tuple[int, int], LevelError | None]] = {}
_lock = threading.Lock()
"""Held while a folder is checked: by the title's thread or a setup, never both."""
_scanned: set[str] = set()
"""The games whose levels have been listed once in this process (their modules loaded)."""


def level_folder(game: str) -> Path:
    return _loaders()[game][0]


def _level_files(folder: Path) -> list[Path]:
    """The folder's .tmx files, by name (the first MAX_LEVEL_FILES); OSError."""
    return sorted(p for p in folder.iterdir() if p.suffix == ".tmx")[:MAX_LEVEL_FILES]


def scan_levels(game: str) -> list[LevelEntry]:
    """Every .tmx file in the game's level folder, by name, each with why it is not
    offered (or None). Never raises: a folder that cannot be read lists nothing."""
    folder, load = _loaders()[game]
    try:
        paths = _level_files(folder)
    except OSError as exc:
        log.warning("level folder %s cannot be read: %s", folder, exc)
        return []
    with _lock:
        entries = [LevelEntry(path.stem, path, _check(path, load, game)) for path in paths]
    _scanned.add(game)
    return entries


def _signature(path: Path) -> tuple[int, int]:
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return (-1, -1)
    return (info.st_size, info.st_mtime_ns)


def checked(game: str) -> bool:
    """Every level file of `game` has been checked as it is now: listing its levels
    reads no file. (A folder that cannot be read is checked: it lists nothing.) Until a
    first list is made, False: the game's level modules are not imported here, on a
    frame's time, but by the list."""
    if game not in _scanned:
        return False
    folder = _loaders()[game][0]
    try:
        paths = _level_files(folder)
    except OSError:
        return True
    for path in paths:
        known = _checked.get(path)
        key = _signature(path)
        if name_problem(path) is None and (known is None or known[0] != key):
            return False
    return True


def _check(path: Path, load: Callable[[Path], Any], game: str) -> LevelError | None:
    refused = name_problem(path)
    if refused is not None:
        return refused
    key = _signature(path)
    known = _checked.get(path)
    if known is not None and known[0] == key and key != (-1, -1):
        return known[1]
    problem: LevelError | None
    try:  # the verdict of the same bytes, kept on disk since another run
        content = level_cache.content_key(game, read_level_bytes(path, str(path)))
    except LevelError as exc:  # not a file that may be read: cheap to say again
        problem = exc
    else:
        hit, problem = level_cache.known(content, path)
        if not hit:
            problem = _load_check(path, load)
            level_cache.remember(content, path, problem)
    if problem is not None:
        log.warning("level not offered: %s", problem)
    _checked[path] = (key, problem)
    return problem


def _load_check(path: Path, load: Callable[[Path], Any]) -> LevelError | None:
    """Why loading the level at `path` fails, or None when it loads."""
    try:
        load(path)
    except LevelError as exc:
        return exc
    except Exception as exc:  # a check must never stop a list being made
        return LevelError(f"{path}: cannot be read ({exc!r})", "invalid")
    return None


def playable_levels(game: str) -> list[str]:
    """The names of the game's levels that load, by name."""
    return [entry.name for entry in scan_levels(game) if entry.problem is None]


def refused_levels(game: str) -> list[LevelEntry]:
    """The game's level files that are not offered, each with why."""
    return [entry for entry in scan_levels(game) if entry.problem is not None]
