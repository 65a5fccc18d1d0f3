"""Every game's setup options, declared once: each option's values, the first being the
default. The setup screen offers them, the settings file remembers them and the arena
takes them; each of those checks a value against its option here (`accepts`), so a
value of the wrong type (`0` where a yes-or-no option is stored) never reaches a game.

A level option (Night's village, Dojo's board) takes "random" or the name of a level
file that loads (ninjas.levels); a broken file is never among its values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .core.tmx import MAX_NAME_LENGTH, name_problem


@dataclass(frozen=True)
class GameOption:
    key: str
    values: tuple[Any, ...] = ()
    """The values offered, the default first (empty for a level option)."""
    levels: str | None = None
    """For a level option: the game whose level folder lists the values."""

    def choices(self) -> tuple[Any, ...]:
        """The values a player may choose now (a level option reads its folder)."""
        if self.levels is None:
            return self.values
        from .levels import playable_levels

        return ("random", *playable_levels(self.levels))

    @property
    def default(self) -> Any:
        return self.values[0] if self.values else "random"

    def has_type(self, value: Any) -> bool:
        """The value has the option's type (bool is not int, int is not bool)."""
        if type(value) is not type(self.default):
            return False
        return not isinstance(value, str) or 0 < len(value) <= MAX_NAME_LENGTH

    def accepts(self, value: Any) -> bool:
        """The value has the option's type and is among its choices."""
        return self.has_type(value) and value in self.choices()


def _dojo_toggles() -> tuple[str, ...]:
    from .dojo.rules import TOGGLES

    return TOGGLES


def game_options(game: str) -> tuple[GameOption, ...]:
    """The options a game's setup offers, in the order it shows them (none for an
    unknown game)."""
    if game == "taisen":
        return (GameOption("first", ("random", "monkey", "wolf")),)
    if game == "shinobi":
        return (
            GameOption("players", (2, 3, 4)),
            GameOption("mode", ("grasshopper", "grandmaster")),
        )
    if game == "night":
        return (
            GameOption("players", (2, 3, 4)),
            GameOption("first", ("random", "1", "2", "3", "4")),
            GameOption("village", levels="night"),
            GameOption("experienced", (False, True)),
        )
    if game == "dojo":
        return (
            GameOption("board", levels="dojo"),
            *(GameOption(toggle, (False, True)) for toggle in _dojo_toggles()),
        )
    return ()


NEW_RULES: dict[str, tuple[GameOption, ...]] = {
    "night": (
        GameOption("collect_value_first", (True, False)),
        GameOption("discard_keeps_held", (True, False)),
        GameOption("packs_close_up", (True, False)),
    ),
}
"""Rules a game's new games carry that are not choices on its setup (their first value
is the new games'). A save or record written before a rule lacks its option and its
game keeps the old rule, so it replays to the position it recorded (Night's collect:
ninjas.night.packing)."""


def new_game_options(game: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """A new game's options: those chosen, with each new rule of the game's set."""
    carried = {option.key: option.default for option in NEW_RULES.get(game, ())}
    return {**carried, **options}


def _declared(game: str) -> dict[str, GameOption]:
    """The options a game's moves may have been played under: its setup's and its rules'."""
    return {option.key: option for option in (*game_options(game), *NEW_RULES.get(game, ()))}


def game_option(game: str, key: str) -> GameOption | None:
    return next((option for option in game_options(game) if option.key == key), None)


def stored_options(game: str, stored: Any) -> dict[str, Any]:
    """The options kept from a stored {option: value} (the settings file): only declared
    options whose value has the option's type; each other one falls back to its default
    (it is left out). Whether a level still loads is asked when the setup is built."""
    if not isinstance(stored, Mapping):
        return {}
    kept: dict[str, Any] = {}
    for option in game_options(game):
        value = stored.get(option.key)
        if option.has_type(value) and (option.levels is not None or value in option.values):
            kept[option.key] = value
    return kept


def chosen_options(game: str, stored: Any) -> dict[str, Any]:
    """Every option of the game with a value to offer: the stored one if the option
    accepts it now, else the default."""
    stored = stored if isinstance(stored, Mapping) else {}
    chosen: dict[str, Any] = {}
    for option in game_options(game):
        value = stored.get(option.key)
        chosen[option.key] = value if option.accepts(value) else option.default
    return chosen


def option_problem(game: str, options: Mapping[str, Any]) -> str | None:
    """Why these options (from a command line) are not ones the game offers, or None.
    An option the game does not declare, or a value it does not accept, is named with
    the values it takes."""
    declared = _declared(game)
    for key, value in options.items():
        option = declared.get(key)
        if option is None:
            known = ", ".join(declared) or "none"
            return f"{game} has no option {key!r} (its options: {known})"
        if not option.accepts(value):
            values = ", ".join(_shown(v) for v in option.choices())
            return f"{key}={_shown(value)} is not one of: {values}"
    return None


def saved_option_problem(game: str, options: Mapping[str, Any]) -> str | None:
    """Why a save's options are not ones the game's setup can give, or None: the one
    rule for the four games. Each option must be declared, its value of the option's
    type and among its values; a level option's value is "random" or a name a level
    file can have (whether that level is still there is the replay's to find out: a
    missing level is not a damaged save). A two-player game's saves may name its two
    players (earlier Dojo saves did)."""
    declared = _declared(game)
    for key, value in options.items():
        option = declared.get(key)
        if option is None:
            if key == "players" and type(value) is int and value == 2:
                continue
            return f"{game} has no option {key!r}"
        if not option.has_type(value):
            return f"{key}={_shown(value)} is not of the option's type"
        if option.levels is None:
            if value not in option.values:
                return f"{key}={_shown(value)} is not one of its values"
        elif value != "random" and (
            "/" in value or "\\" in value or name_problem(Path(f"{value}.tmx")) is not None
        ):
            return f"{key}={_shown(value)} cannot name a level"
    return None


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    text = str(value)
    return text if len(text) <= 40 else text[:37] + "..."
