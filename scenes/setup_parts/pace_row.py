"""The computers' pace, offered on the setup (newcomers I and J, s16: 'default to One
move at a time for the first game', 'brisk = two Hard turns in ~5 s: I can't read it
live'): the options panel's row 'Computer's turns: Brisk / One move at a time' is the
Settings' own (settings.computer_pace, read by every table through
scenes/tableflow/computer_pace.py), changed here and saved at once. It stands greyed,
out of the keys' way, while no computer plays at the table (its line says so).

Its first value stays the Settings' default, Brisk: one move at a time stops after
every computer move until Space, Enter or a click, a dozen presses a round at a table of
three computers; the row now shows the choice before the first game, and the table's
'Follow each move (F)' switches it in play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.settings import COMPUTER_PACES

from .. import theme
from ..widgets import Choice
from . import who_starts

if TYPE_CHECKING:
    from .layout import SetupLayout

KEY = "pace"
"""The row's key among the setup's cells (no option of the game: never in options())."""
NONE = "none"
"""Its value for the explanation while no computer plays (setup.explain.pace.none)."""
MOST_CELLS = 10
"""The options panel's cells at most (five rows at 16:9, as Dojo's rules fill it): in a
game whose panel is full the row stands in the bottom bar, between Learn to play and
Start (over the seats, it ran into the goal's line in French)."""
WIDTH, HEIGHT = 204, 56
"""Design size of the row there: its label over its box (a stacked choice)."""


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
        """The Settings' words for `pace`; in the bottom bar's narrow box, shorter ones
        ('Move by move': 'One move at a time' was cut)."""
        tr = self.app.tr
        short = f"setup.pace.{pace}.short"
        return str(
            tr(short) if self.stacked and tr.has(short) else tr(f"settings.computer_pace.{pace}")
        )

    def chosen(self, pace: str) -> None:
        self.app.settings.computer_pace = pace
        self.app.save_settings()


def add(scene: Any) -> None:
    """The row among the scene's cells, after the game's own options."""
    scene.cells.append((KEY, PaceChoice(scene)))


def up_top(scene: Any, cells: list[tuple[str, Any]]) -> bool:
    """The options panel's `cells` (the seed's, and Who starts' where shown, to come)
    leave no cell for the row: it stands in the bottom bar."""
    above = len(scene.seats) > 2  # (the count stands over the seats: count_top.py)
    shown = [key for key, _ in cells if not (above and key == "players")]
    return len(shown) + 2 + who_starts.shown(scene.game) > MOST_CELLS


def place(scene: Any, laid: SetupLayout) -> None:
    """The row in the bottom bar, between the middle button and Start, when the options
    panel has no cell for it."""
    widget = dict(scene.cells)[KEY]
    if not widget.stacked:
        return
    room = laid.start.left - laid.tutorial.right
    widget.rect = pygame.Rect(0, 0, min(theme.px(WIDTH), room - theme.px(8)), theme.px(HEIGHT))
    widget.rect.center = (laid.tutorial.right + room // 2, laid.start.centery)


def first_in_order(scene: Any) -> None:
    """In the bottom bar, the row comes before Start in the keys' order (Back, Learn to
    play, the pace, Start: as they stand, left to right)."""
    cells = [(key, widget) for key, widget in scene.cells if key != KEY]
    widget = dict(scene.cells)[KEY]
    widget.stacked = up_top(scene, cells)
    if widget.stacked:
        widgets = scene.menu.widgets
        widgets.remove(widget)  # (it stood before Advanced options: that one moves up)
        scene.advanced_index -= 1
        widgets.insert(widgets.index(scene.start_button), widget)
        scene.menu.focus(scene.start_button)


def value(scene: Any) -> str:
    """The pace shown, or NONE while no computer plays (for the row's explanation)."""
    if not any(seat.is_ai for seat in scene.playing_seats):
        return NONE
    return str(scene.app.settings.computer_pace)
