"""Player settings, stored as JSON in the user data directory."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .atomic import write_text_atomic
from .i18n import LANGUAGES, default_language
from .jsonfile import JsonFileError, read_json_file
from .paths import user_data_dir

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)
PALETTE_NAMES = ("standard", "colour_blind")
"""Colours of the game pieces: the standard ones, or a set that stays distinct for
players with red-green colour blindness (deuteranopia, protanopia)."""
COMPUTER_PACES = ("brisk", "step")
"""How a computer's turn is shown: "brisk" (a whole turn in about 4 s, issue 33) or
"step" (one move at a time: each of its moves waits, shown, for a key or a click)."""


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _volume(value: Any) -> float | None:
    return min(1.0, max(0.0, float(value))) if _is_number(value) and value == value else None


MAX_SEATS = 4
SEAT_KINDS = ("human", "ai")


def _last_seats(value: Any) -> dict[str, list[list[str]]] | None:
    """{game: [[kind, level], ...]}: the seats last chosen on each game's setup screen."""
    if not isinstance(value, dict):
        return None
    kept: dict[str, list[list[str]]] = {}
    for game, seats in value.items():
        if not isinstance(game, str) or not isinstance(seats, list) or len(seats) > MAX_SEATS:
            continue
        if all(
            isinstance(seat, list)
            and len(seat) == 2
            and seat[0] in SEAT_KINDS
            and isinstance(seat[1], str)
            and len(seat[1]) <= 20
            for seat in seats
        ):
            kept[game] = [list(seat) for seat in seats]
    return kept


MAX_NAME = 24
"""The longest name typed in the setup (a person's name, kept per seat)."""


def clean_name(text: Any) -> str | None:
    """A person's name as typed, made fit to keep: its spaces tidied, control
    characters dropped, at most MAX_NAME characters; None when nothing is left."""
    if not isinstance(text, str):
        return None
    kept = "".join(ch for ch in text if ch.isprintable())
    name = " ".join(kept.split())[:MAX_NAME].strip()
    return name or None


def _last_names(value: Any) -> dict[str, list[str | None]] | None:
    """{game: [name or None, ...]}: the people's names last given to each seat of a
    game's setup; a name that is not one (clean_name) is None, the seat unnamed."""
    if not isinstance(value, dict):
        return None
    kept: dict[str, list[str | None]] = {}
    for game, names in value.items():
        if isinstance(game, str) and isinstance(names, list) and len(names) <= MAX_SEATS:
            kept[game] = [clean_name(name) for name in names]
    return kept


MOST_FORGOTTEN = 200
"""The names forgotten kept at most (the latest): a list that never grows without end."""


def _forgotten_names(value: Any) -> list[str] | None:
    """[name, ...]: the names the setup's name box no longer suggests (each a name:
    clean_name; others dropped)."""
    if not isinstance(value, list):
        return None
    names = [name for name in map(clean_name, value) if name is not None]
    return list(dict.fromkeys(names))[-MOST_FORGOTTEN:]


def _last_options(value: Any) -> dict[str, dict[str, Any]] | None:
    """{game: {option: value}}: the options last chosen for each game, each checked
    against the game's declaration of it (ninjas.options): an option it does not
    declare, or a value of the wrong type (`0` for a yes-or-no option) or not among its
    values, is dropped, so the setup offers that option's default."""
    from ninjas.options import stored_options

    if not isinstance(value, dict):
        return None
    kept: dict[str, dict[str, Any]] = {}
    for game, options in value.items():
        if isinstance(game, str) and isinstance(options, dict):
            kept[game] = stored_options(game, options)
    return kept


FIELD_CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": lambda v: v if isinstance(v, str) and v in LANGUAGES else None,
    "sound_volume": _volume,
    "music_volume": _volume,
    "animation_speed": lambda v: float(v) if _is_number(v) and v in ANIMATION_SPEEDS else None,
    "fullscreen": lambda v: v if isinstance(v, bool) else None,
    "confirm_turn_end": lambda v: v if isinstance(v, bool) else None,
    "last_seats": _last_seats,
    "last_options": _last_options,
    "last_names": _last_names,
    "forgotten_names": _forgotten_names,
    "palette": lambda v: v if isinstance(v, str) and v in PALETTE_NAMES else None,
    "computer_pace": lambda v: v if isinstance(v, str) and v in COMPUTER_PACES else None,
    "last_game": lambda v: (
        v if isinstance(v, str) and len(v) <= 20 and v.isalnum() or v == "" else None
    ),
}
"""For each setting: its value if the stored one has the right type and range, else
None (then the default is used). `"fullscreen": "false"` is not a bool, so it is None."""


@dataclass
class Settings:
    language: str = "en"
    sound_volume: float = 0.8
    music_volume: float = 0.4
    animation_speed: float = 1.0
    fullscreen: bool = False
    palette: str = "standard"
    confirm_turn_end: bool = True
    """A person's move that ends their turn waits for "End turn", and may be taken back
    until then (issue 33); off: the turn passes at once."""
    computer_pace: str = "brisk"
    """COMPUTER_PACES: "step" holds each of a computer's moves until a key or a click."""
    last_seats: dict[str, list[list[str]]] = field(default_factory=dict)
    """The seats last chosen on each game's setup screen, offered again next time."""
    last_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    """The options (player count, mode, ...) last chosen for each game."""
    last_names: dict[str, list[str | None]] = field(default_factory=dict)
    """The people's names last given to each seat of a game's setup (None: no name)."""
    last_game: str = ""
    """The game of the last table opened: the title lights its card, 'Played last', after
    a restart too (newcomer H, s16: the tag was gone once the game started again); ""
    until one is played (the title checks it is a game)."""
    forgotten_names: list[str] = field(default_factory=list)
    """Names the setup's name box no longer suggests (forgotten there with its 'x'; the
    records keep them): typed again, a name is suggested again."""

    def clamped(self) -> Settings:
        """The same settings with every field of the wrong type or range at its default."""
        return settings_from_value(asdict(self), Settings())


def settings_from_value(raw: Any, defaults: Settings) -> Settings:
    """Settings from a parsed JSON value: each field checked on its own (FIELD_CHECKS),
    the defaults standing in for unknown, missing or wrong ones."""
    values = asdict(defaults)
    if isinstance(raw, dict):
        for item in fields(Settings):
            check = FIELD_CHECKS.get(item.name)
            if item.name in raw and check is not None:
                value = check(raw[item.name])
                if value is not None:
                    values[item.name] = value
                else:
                    log.warning(
                        "setting %s=%r ignored: wrong type or range", item.name, raw[item.name]
                    )
    return Settings(**values)


def settings_path() -> Path:
    return user_data_dir() / "settings.json"


NOT_SETTINGS = "not_settings"
"""settings_file_problem() of a file that is valid JSON but not an object."""


class SettingsFileKept(OSError):
    """save_settings() did not write: the file in its place cannot be read, and is
    kept as it is. `code` says why (see settings_file_problem)."""

    def __init__(self, path: Path, code: str) -> None:
        super().__init__(f"{path} cannot be read ({code}): it is kept, settings are not saved")
        self.path = path
        self.code = code


def _read_settings_file(path: Path) -> tuple[Any, str | None]:
    """(parsed value, None), or (None, why the file is unusable); (None, None) when
    there is no file."""
    try:
        raw = read_json_file(path)
    except JsonFileError as exc:
        return None, None if exc.code == "missing" else exc.code
    if not isinstance(raw, dict):
        return None, NOT_SETTINGS
    return raw, None


def settings_file_problem(path: Path | None = None) -> str | None:
    """Why the settings file is there but cannot be used: a JsonFileError code
    (unreadable: permissions, a folder or a pipe in its place; too_large; not_text;
    truncated; corrupt) or NOT_SETTINGS. None when it is missing or usable. Such a
    file is the player's: the game plays with defaults and never writes over it."""
    return _read_settings_file(path or settings_path())[1]


def load_settings(path: Path | None = None) -> Settings:
    """Saved settings; defaults (language from the system locale) for what is missing or
    unreadable. The file itself is never changed here."""
    path = path or settings_path()
    defaults = Settings(language=default_language())
    raw, problem = _read_settings_file(path)
    if problem is not None:
        log.warning("settings %s unusable (%s): defaults used, the file is kept", path, problem)
    return settings_from_value(raw, defaults)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings; SettingsFileKept (an OSError) instead when the file in their
    place cannot be read (settings_file_problem): it is never replaced."""
    path = path or settings_path()
    problem = settings_file_problem(path)
    if problem is not None:
        raise SettingsFileKept(path, problem)
    write_text_atomic(path, json.dumps(asdict(settings), indent=1))
