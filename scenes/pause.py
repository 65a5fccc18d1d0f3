"""The pause menu over a game: resume, save, load, rules, settings, quit to title."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ninjas.core.session import GameSession

from . import theme
from .menu_scene import MenuScene
from .registry import to_title
from .widgets import (
    Toast,
    draw_backdrop,
    draw_hint,
    draw_panel,
    panel_title_height,
)

if TYPE_CHECKING:
    from .app import App

PANEL_SIZE = (480, 536)
"""The menu's panel in design units, centred on the screen (it grows with it)."""
BUTTON_SIZE = (380, 56)
BUTTON_STEP = 68


class PauseScene(MenuScene):
    """Pushed by a game scene: `app.push(PauseScene(app, session))`. Escape resumes."""

    overlay = True

    def __init__(self, app: App, session: GameSession, lesson: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.lesson = lesson
        """A guided game: never autosaved, so Quit to title asks first."""
        self.toast = Toast()
        # Resume is a button like the others: the focus (on it at first) is the one
        # highlight; in red it stayed lit while the keys' gold ring stood on Settings,
        # two highlights at once (issue 33, newcomer L, s24)
        entries = (
            ("pause.resume", self.resume, "normal"),
            ("pause.save", self.open_save, "normal"),
            ("pause.load", self.open_load, "normal"),
            ("pause.rules", self.open_rules, "normal"),
            ("pause.settings", self.open_settings, "normal"),
            ("pause.quit", self.quit_to_title, "quiet"),
        )
        self.button_menu(entries)
        self.menu.widgets[-1].sublabel = kept_label(app, session, lesson)

    def layout(self, size: tuple[int, int]) -> None:
        self.panel = theme.centred_rect(*PANEL_SIZE, size)
        top = self.panel.top + panel_title_height()
        for index, widget in enumerate(self.menu.widgets):
            rect = theme.design_rect(0, 0, *BUTTON_SIZE)
            rect.midtop = (self.panel.centerx, top + theme.px(index * BUTTON_STEP))
            widget.rect = rect

    # ------------------------------------------------------------------ actions
    def resume(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def open_save(self) -> None:
        from .slots import SlotPickerScene

        self.app.push(SlotPickerScene(self.app, "save", self.session, on_saved=self.toast.show))

    def open_load(self) -> None:
        from .slots import SlotPickerScene

        self.app.push(SlotPickerScene(self.app, "load", replacing=self.session))

    def open_rules(self) -> None:
        from .rules_scene import RulesScene

        self.app.push(RulesScene(self.app, self.session.game))

    def open_settings(self) -> None:
        from .settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit_to_title(self) -> None:
        """To the title: a game is autosaved (Continue picks up from there); a guided
        game is not kept, so that is asked first (issue 33, newcomer K, G12: it was
        dropped at once, Continue greyed)."""
        if not self.lesson or self.session.state.is_terminal:
            to_title(self.app, self.session)
            return
        from .message import ConfirmScene

        tr = self.app.tr
        self.app.push(
            ConfirmScene(
                self.app,
                tr("pause.quit_lesson.title"),
                tr("pause.quit_lesson.text"),
                lambda: to_title(self.app, self.session),
                confirm_key="pause.quit",
            )
        )

    # ------------------------------------------------------------------ scene
    back_keys = (pygame.K_ESCAPE, pygame.K_p)

    def back(self) -> None:
        self.resume()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.toast.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        if people_share(self.session):  # the table below may show one person's faces
            theme.draw_background(canvas)
        else:
            draw_backdrop(self, canvas)
        draw_panel(canvas, self.panel, title=self.app.tr("pause.title"))
        self.menu.draw(canvas)
        self.toast.draw(canvas, clear_of=self.panel)
        draw_hint(canvas, self.app.tr("hint.menu"))


def kept_label(app: App, session: GameSession, lesson: bool) -> Callable[[], str] | None:
    """Quit to title's second line: whether the game waits under Continue (newcomer N,
    s17, 160/161: 'Quit to title did not ask to save ... a one-line "your game is kept"
    on quit would remove the worry'); None for a game over."""
    if session.state.is_terminal:
        return None
    if lesson:
        key = "pause.quit.lesson"
    else:
        key = "pause.quit.kept" if session.saving else "pause.quit.unsaved"
    return lambda: str(app.tr(key))


OPEN_TABLES = frozenset({"taisen"})
"""Games whose table shows nothing one person may not see: a Taisen board, its cards and
dice, is the same for both (replay.taisen.nothing_hidden)."""


def people_share(session: GameSession) -> bool:
    """Two or more people play this game: the pause menu hides the table whole (the
    night sky, not a veil over it). Opened during Inès's private planning, the dimmed
    planner around the menu still showed her chosen actions and her row (newcomer I,
    s16, 179), and a menu is where a laptop changes hands. Not over a table that hides
    nothing (OPEN_TABLES): there the board stays under the veil, as against a computer
    (newcomer U, s20, 086/091: Taisen's board gone behind the night sky in a game of
    two, dimmed under it in her game against the computer, 022)."""
    if session.game in OPEN_TABLES:
        return False
    return sum(1 for seat in session.seats if not seat.is_ai) >= 2
