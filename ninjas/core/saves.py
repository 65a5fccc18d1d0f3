"""Saves: seed + actions as versioned JSON. Loading replays, which validates."""

from __future__ import annotations

import datetime
import json
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .atomic import write_text_atomic
from .jsonfile import JsonFileError, parse_json_text, read_json_file

log = logging.getLogger(__name__)

SAVE_FORMAT = "ninjas-save"
SAVE_VERSION = 1


class SaveError(Exception):
    """A save that cannot be used. `code` is one of: missing, unreadable, too_large,
    truncated, corrupt, not_a_save, newer, unknown_game, invalid_action. The interface
    translates `code`; `detail` is for the log."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


@dataclass
class SaveGame:
    game: str
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    seats: list[dict[str, Any]] = field(default_factory=list)
    """Who plays each seat, e.g. {"kind": "human"} or {"kind": "ai", "level": "hard"}."""

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "game": self.game,
                "seed": self.seed,
                "options": self.options,
                "seats": self.seats,
                "actions": self.actions,
            },
            indent=1,
        )

    @classmethod
    def from_json(cls, text: str) -> SaveGame:
        try:
            raw = parse_json_text(text)
        except JsonFileError as exc:
            raise SaveError(exc.code, exc.detail) from None
        return cls.from_value(raw)

    @classmethod
    def from_value(cls, raw: Any) -> SaveGame:
        """The save held by a parsed JSON value; SaveError if it is not a valid one."""
        if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
            raise SaveError("not_a_save", "missing or wrong 'format' field")
        version = raw.get("version")
        if not isinstance(version, int):
            raise SaveError("corrupt", "missing 'version'")
        if version > SAVE_VERSION:
            raise SaveError("newer", f"save version {version}, this build reads {SAVE_VERSION}")
        try:
            game = raw["game"]
            seed = raw["seed"]
            options = raw.get("options", {})
            seats = raw.get("seats", [])
            actions = raw["actions"]
        except KeyError as exc:
            raise SaveError("corrupt", f"missing field {exc}") from None
        if (
            not isinstance(game, str)
            or not isinstance(seed, int)
            or not isinstance(options, dict)
            or not isinstance(seats, list)
            or not isinstance(actions, list)
            or not all(isinstance(a, str) for a in actions)
        ):
            raise SaveError("corrupt", "a field has the wrong type")
        return cls(game=game, seed=seed, options=options, actions=actions, seats=seats)


def write_save(path: Path, save: SaveGame) -> None:
    write_text_atomic(path, save.to_json())


def read_save(path: Path) -> SaveGame:
    """The save at `path`, read defensively (ninjas.core.jsonfile): any file content
    gives a SaveGame or a SaveError, never another exception."""
    try:
        raw = read_json_file(path)
    except JsonFileError as exc:
        code = "corrupt" if exc.code == "not_text" else exc.code
        raise SaveError(code, exc.detail) from None
    return SaveGame.from_value(raw)


REFUSED_CODES_KEPT = frozenset(
    {"too_large", "truncated", "corrupt", "not_a_save", "newer", "unknown_game", "invalid_action"}
)
"""Refusals that leave a file the player may still want (to send us, or to load in a
newer version): such a file is moved aside, never overwritten."""


def set_aside(path: Path, code: str) -> Path | None:
    """Move a refused file out of the way under a name that says why, e.g.
    `autosave.refused-newer-20261122-143005.json` beside it. The new path, or None if
    it could not be moved (then nothing may write over it)."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        suffix = f"-{attempt}" if attempt else ""
        target = path.with_name(f"{path.stem}.refused-{code}-{stamp}{suffix}{path.suffix}")
        if target.exists() or target.is_symlink():
            continue
        try:
            os.rename(path, target)
        except OSError as exc:
            log.warning("could not move the refused save %s aside: %s", path, exc)
            return None
        log.warning("refused save %s (%s) moved aside to %s", path, code, target)
        return target
    return None


def replay(save: SaveGame) -> Any:
    """The state reached by replaying the save; SaveError if an action is illegal."""
    state = start_state(save)
    for index, text in enumerate(save.actions):
        apply_saved(state.apply, index, text)
    return state


def start_state(save: SaveGame) -> Any:
    """The save's game as it was set up (before its first action); SaveError if the
    game or its options are unknown."""
    from ninjas.games import get_game

    try:
        module = get_game(save.game)
    except KeyError:
        raise SaveError("unknown_game", save.game) from None
    try:
        return module.new_game(seed=save.seed, options=save.options)
    except (ValueError, TypeError) as exc:
        raise SaveError("corrupt", f"options: {exc}") from None


def apply_saved(apply: Callable[[str], object], index: int, text: str) -> None:
    """Play the save's action number `index` with `apply` (a state's or a session's);
    an illegal one is a SaveError."""
    try:
        apply(text)
    except ValueError as exc:
        raise SaveError("invalid_action", f"action {index} {text!r}: {exc}") from None


@dataclass(frozen=True)
class SaveCheck:
    """What a file holds, read and replayed once: the save (None if it cannot be used),
    whether its game is over, and why it is refused if it is a file worth keeping."""

    save: SaveGame | None
    over: bool = False
    refused: SaveError | None = None

    @property
    def resumable(self) -> bool:
        return self.save is not None and not self.over


def examine(path: Path) -> SaveCheck:
    """Read and replay the file at `path` once (never raises)."""
    try:
        save = read_save(path)
        return SaveCheck(save, over=bool(replay(save).is_terminal))
    except SaveError as exc:
        return SaveCheck(None, refused=exc if exc.code in REFUSED_CODES_KEPT else None)
    except Exception as exc:  # a save that breaks the replay in an unforeseen way
        return SaveCheck(None, refused=SaveError("corrupt", repr(exc)))


def refusal(path: Path) -> SaveError | None:
    """Why the file at `path` would be refused, if it is one to keep (see
    REFUSED_CODES_KEPT); None if it is missing, readable or fails for a passing reason."""
    return examine(path).refused


def load_game(path: Path) -> tuple[SaveGame, Any]:
    save = read_save(path)
    return save, replay(save)


def unfinished_save(path: Path) -> SaveGame | None:
    """The save at `path` if it holds a game to resume (it loads and is not over), else
    None. Never raises."""
    check = examine(path)
    return check.save if check.resumable else None
