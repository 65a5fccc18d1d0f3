"""Saves: seed + actions as versioned JSON. Loading replays, which validates."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .atomic import write_text_atomic

SAVE_FORMAT = "ninjas-save"
SAVE_VERSION = 1


class SaveError(Exception):
    """A save that cannot be used. `code` is one of: missing, unreadable, truncated,
    corrupt, not_a_save, newer, unknown_game, invalid_action. The interface
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
            raw = json.loads(text)
        except json.JSONDecodeError as exc:
            stripped = text.rstrip()
            cut_short = exc.pos >= len(stripped) or exc.msg.startswith("Unterminated string")
            code = "truncated" if cut_short else "corrupt"
            raise SaveError(code, str(exc)) from None
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
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError("missing", str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError("unreadable", str(exc)) from None
    return SaveGame.from_json(text)


def replay(save: SaveGame) -> Any:
    """The state reached by replaying the save; SaveError if an action is illegal."""
    from ninjas.games import get_game

    try:
        module = get_game(save.game)
    except KeyError:
        raise SaveError("unknown_game", save.game) from None
    try:
        state = module.new_game(seed=save.seed, options=save.options)
    except (ValueError, TypeError) as exc:
        raise SaveError("corrupt", f"options: {exc}") from None
    for index, text in enumerate(save.actions):
        try:
            state.apply(text)
        except ValueError as exc:
            raise SaveError("invalid_action", f"action {index} {text!r}: {exc}") from None
    return state


def load_game(path: Path) -> tuple[SaveGame, Any]:
    save = read_save(path)
    return save, replay(save)
