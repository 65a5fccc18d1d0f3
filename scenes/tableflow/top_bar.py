"""The top bar every table has: Hint, Undo and Menu (placed by the table, drawn in the
same order on every table), and the "not saved" notice that never covers them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from ..save_notice import draw_save_notice
from ..table_protocol import TableParts
from ..widgets import Button

TOP_BUTTONS = ("hint", "undo", "menu")
"""The top bar's buttons every table has, with the words `taisen.button.<name>`."""


class Barred(TableParts[Any], Protocol):
    """What the top bar needs of a table (TableScene has it)."""

    app: Any
    session: Any
    humans: list[int]
    mouse: tuple[int, int]
    buttons: dict[str, Any]

    @property
    def viewing_board(self) -> bool: ...

    @property
    def may_hint(self) -> bool: ...

    def request_hint(self) -> None: ...
    def undo(self) -> None: ...
    def can_undo(self) -> bool: ...
    def menu_pressed(self) -> None: ...
    def shown_buttons(self) -> list[str]: ...


def make_buttons(table: Barred) -> dict[str, Button]:
    """Hint, Undo and Menu (placed by the table)."""
    app = table.app
    actions = {"hint": table.request_hint, "undo": table.undo, "menu": table.menu_pressed}

    def words(name: str) -> Callable[[], str]:  # app.tr asked at each frame: a new one
        if name == "menu":  # per language
            return lambda: app.tr("results.back" if table.viewing_board else "taisen.button.menu")
        return lambda: app.tr(f"taisen.button.{name}")

    return {
        name: Button(app, (0, 0, 1, 1), words(name), actions[name], size=22) for name in TOP_BUTTONS
    }


def shown(table: Barred) -> list[str]:
    """The top-bar buttons drawn (and pressed) now, the same drawing order on every
    table: none while an overlay (pause, rules, a cover) or a screen of the table's own
    lies over it, so they never show through; only Menu where nobody plays."""
    app = table.app
    if table.covered or (table in app.stack and app.top is not table):
        return []
    if not table.humans or app.demo:
        return [name for name in table.buttons if name == "menu"]
    return list(table.buttons)


def not_saved(
    table: Barred,
    canvas: pygame.Surface,
    midtop: tuple[int, int],
    width: int | None,
    keep_off: Sequence[pygame.Rect] = (),
    room: pygame.Rect | None = None,
) -> pygame.Rect | None:
    """'Not saved' and why (scenes.save_notice), where the table puts it, the same on
    the four tables: never over the top bar's buttons shown, nor over the cards in
    play the table names (`keep_off`), moved within `room` if they are under it."""
    rects = [table.buttons[name].rect for name in table.shown_buttons()]
    app, session = table.app, table.session
    return draw_save_notice(app, canvas, session, midtop, width, rects, keep_off, room)


def take(table: Barred, event: pygame.event.Event) -> bool:
    """A press or release on a top-bar button shown, given to it (True if taken). A
    click on the greyed Undo is Undo pressed too: the table then says why it is grey."""
    shown = table.shown_buttons()
    undo = table.buttons.get("undo")
    if (
        undo is not None
        and "undo" in shown
        and not undo.enabled
        and event.type == pygame.MOUSEBUTTONDOWN
        and event.button == 1
        and undo.rect.collidepoint(event.pos)
    ):
        table.undo()
        return True
    return any(table.buttons[name].handle_event(event) for name in shown)


def update(table: Barred, buttons: dict[str, Any], dt: float) -> None:
    """Which buttons may be pressed now, and which one the pointer is on."""
    if "undo" in buttons:
        buttons["undo"].enabled = table.can_undo()
    if "hint" in buttons:
        buttons["hint"].enabled = table.may_hint and not table.hint_pending
    for button in buttons.values():
        button.hovered = button.rect.collidepoint(table.mouse)
        update = getattr(button, "update", None)
        if callable(update):
            update(dt)


class BarHooks:
    """Mixed into TableScene: the top bar's notice and buttons, as every table asks."""

    def draw_not_saved(
        self,
        canvas: pygame.Surface,
        midtop: tuple[int, int],
        width: int | None = None,
        keep_off: Sequence[pygame.Rect] = (),
        room: pygame.Rect | None = None,
    ) -> pygame.Rect | None:
        """'Not saved' and why, where the table puts it: never over the top bar, nor
        over the cards in play `keep_off` (moved within `room`)."""
        return not_saved(self, canvas, midtop, width, keep_off, room)  # type: ignore[arg-type]

    def buttons_take(self, event: pygame.event.Event) -> bool:
        """A press or release on a top-bar button shown, given to it (True if taken)."""
        return take(self, event)  # type: ignore[arg-type]
