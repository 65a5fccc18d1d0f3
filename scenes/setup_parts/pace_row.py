"""The computers' pace, offered on the setup (newcomers I and J, s16: 'default to One
move at a time for the first game', 'brisk = two Hard turns in ~5 s: I can't read it
live'): the options panel's row 'Computer's turns: Brisk / One move at a time' is the
Settings' own (settings.computer_pace, read by every table through
scenes/tableflow/computer_pace.py), changed here and saved at once. It stands greyed,
out of the keys' way, while no computer plays at the table (its line says so).

Its first value stays the Settings' default, Brisk: one move at a time stops after
every computer move until Space, Enter or a click, a dozen presses a round at a table of
three computers; the row now shows the choice before the first game, and the table's
'Follow each move (F)' switches it in play.

It stands in the options panel in every game, Dojo's too (newcomer P, s19: it stood
apart in Dojo's bottom bar, unlike the other setups): where that panel is full, 'Who
starts', which is no choice, leaves it for the bar instead (who_starts.py)."""

from __future__ import annotations

from typing import Any

from ninjas.core.settings import COMPUTER_PACES

from ..widgets import Choice

KEY = "pace"
"""The row's key among the setup's cells (no option of the game: never in options())."""
NONE = "none"
"""Its value for the explanation while no computer plays (setup.explain.pace.none)."""


class PaceChoice(Choice):
    """`PaceChoice(scene)`: the settings' computer_pace, Left / Right or a click; enabled
    while a computer plays among the scene's playing seats."""

    def __init__(self, scene: Any) -> None:
        app, tr = scene.app, scene.app.tr
        super().__init__(
            app,
            (0, 0, 1, 1),
            lambda: tr("settings.computer_pace"),
            [(pace, lambda p=pace: self.words(p)) for pace in COMPUTER_PACES],
            app.settings.computer_pace,
            self.chosen,
        )
        self.scene = scene

    @property  # type: ignore[override]
    def enabled(self) -> bool:
        scene = getattr(self, "scene", None)
        return scene is None or any(seat.is_ai for seat in scene.playing_seats)

    @enabled.setter
    def enabled(self, _value: bool) -> None:
        """(Set by Choice's __init__: the seats decide, not a flag.)"""

    def words(self, pace: str) -> str:
        """The Settings' words for `pace`."""
        return str(self.app.tr(f"settings.computer_pace.{pace}"))

    def chosen(self, pace: str) -> None:
        self.app.settings.computer_pace = pace
        self.app.save_settings()


def add(scene: Any) -> None:
    """The row among the scene's cells, after the game's own options."""
    scene.cells.append((KEY, PaceChoice(scene)))


def value(scene: Any) -> str:
    """The pace shown, or NONE while no computer plays (for the row's explanation)."""
    if not any(seat.is_ai for seat in scene.playing_seats):
        return NONE
    return str(scene.app.settings.computer_pace)
