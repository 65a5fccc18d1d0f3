"""The level files of the games that have them (Night's villages, Dojo's boards), each
checked when the list is made: the setup offers only those that load, and says why the
others are not offered (a broken or stray .tmx file in levels/ must never reach a game).

A check is kept while the file is unchanged (its size and modification time), so that
building a setup screen again does not read every file again.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .core.tmx import LevelError, name_problem, shown_name

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


def level_folder(game: str) -> Path:
    return _loaders()[game][0]


def scan_levels(game: str) -> list[LevelEntry]:
    """Every .tmx file in the game's level folder, by name, each with why it is not
    offered (or None). Never raises: a folder that cannot be read lists nothing."""
    folder, load = _loaders()[game]
    try:
        paths = sorted(p for p in folder.iterdir() if p.suffix == ".tmx")[:MAX_LEVEL_FILES]
    except OSError as exc:
        log.warning("level folder %s cannot be read: %s", folder, exc)
        return []
    return [LevelEntry(path.stem, path, _check(path, load)) for path in paths]


def _check(path: Path, load: Callable[[Path], Any]) -> LevelError | None:
    refused = name_problem(path)
    if refused is not None:
        return refused
    try:
        info = os.stat(path)
        key = (info.st_size, info.st_mtime_ns)
    except (OSError, ValueError):
        key = (-1, -1)
    known = _checked.get(path)
    if known is not None and known[0] == key and key != (-1, -1):
        return known[1]
    problem: LevelError | None = None
    try:
        load(path)
    except LevelError as exc:
        problem = exc
        log.warning("level not offered: %s", exc)
    except Exception as exc:  # a check must never stop a list being made
        problem = LevelError(f"{path}: cannot be read ({exc!r})", "invalid")
        log.warning("level not offered: %s", problem)
    _checked[path] = (key, problem)
    return problem


def playable_levels(game: str) -> list[str]:
    """The names of the game's levels that load, by name."""
    return [entry.name for entry in scan_levels(game) if entry.problem is None]


def refused_levels(game: str) -> list[LevelEntry]:
    """The game's level files that are not offered, each with why."""
    return [entry for entry in scan_levels(game) if entry.problem is not None]
