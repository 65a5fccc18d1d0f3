"""Up/Down on the review stay on its costly moves while there are any (issue 33,
newcomer L, s236: the footer said 'Up/Down: a costly move so far', Down went past the
last one onto 'Next player' and Enter started another person's review). The buttons
under the panels are reached by Tab or the pointer; Left/Right walk the graph."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import pygame

from ..widgets import Widget
from . import row_page


class Reviewing(Protocol):
    """What Up/Down read of the review's screen (scene.ReviewScene; named here, not
    imported, so the two modules make no import circle)."""

    @property
    def menu(self) -> Any: ...
    @property
    def working(self) -> bool: ...
    @property
    def live_rows(self) -> Widget: ...
    @property
    def decisions(self) -> Widget: ...
    @property
    def worst_buttons(self) -> Sequence[Widget]: ...
    @property
    def worst(self) -> Sequence[Any]: ...
    @property
    def rows(self) -> Sequence[Any]: ...
    @property
    def app(self) -> Any: ...

    first_row: int

    def relayout(self) -> None: ...
    def ensure_layout(self, size: tuple[int, int]) -> None: ...


def up_down(scene: Reviewing, event: pygame.event.Event) -> bool:
    """Up/Down among the costly moves (so far, or found), or the decisions listed when
    none cost anything; False where the screen lists none (the menu's own Up/Down)."""
    if event.type != pygame.KEYDOWN or event.key not in (pygame.K_UP, pygame.K_DOWN):
        return False
    menu = scene.menu
    listed: Widget | None
    if scene.working:
        listed = scene.live_rows if scene.live_rows.can_focus else None
    else:
        listed = scene.decisions if scene.decisions.can_focus else None
    if listed is not None:
        if menu.focused is listed:
            listed.handle_event(event)  # (past an end it stays there)
        elif listed in menu.widgets:
            menu.focus(listed)
        return True
    buttons: list[Widget] = [w for w in scene.worst_buttons if w in menu.widgets and w.can_focus]
    if not buttons:
        return False
    step = -1 if event.key == pygame.K_UP else 1
    if menu.focused in buttons:
        place = list(scene.worst_buttons).index(menu.focused) + step
        if row_page.page_to(scene, place):  # (the rows move on past their ends)
            return True
        index = buttons.index(menu.focused)
    else:
        index = 0 if step > 0 else len(buttons) - 1
    menu.focus(buttons[index])
    return True
