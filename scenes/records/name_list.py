"""A column of people's names as buttons, scrolled so that the focused one is always
in view (the Records screen's people, and the names offered by Merge into…).

Every name stays in the menu, so Up / Down go through all of them; only those in the
window are drawn and take the mouse. Triangles at the column's ends say more names
lie above or below (the wheel scrolls them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..widgets import Button, Menu

if TYPE_CHECKING:
    from ..host import Host

ROW = 52
"""A name's row in design px (its button 46, and the gap)."""
BUTTON = 46
NAME_SIZE = 26


class NameButton(Button):
    """A name's button: drawn and clicked only while in the column's window."""

    def __init__(self, app: Host, name: str, on_click: Callable[[], object]) -> None:
        super().__init__(app, (0, 0, 1, 1), name, on_click, size=NAME_SIZE)
        self.name = name
        self.shown = True
        self.by_pointer = False
        """True while a click (not Enter) picks it: the pointer rests on it then."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.shown:
            self.hovered = False
            return False
        self.by_pointer = event.type == pygame.MOUSEBUTTONUP
        try:
            return super().handle_event(event)
        finally:
            self.by_pointer = False

    def draw(self, canvas: pygame.Surface) -> None:
        if self.shown:
            super().draw(canvas)


class NameList:
    """`NameList(app, names, on_pick)`: a button per name, `on_pick(name)` on a click
    or Enter."""

    def __init__(self, app: Host, names: list[str], on_pick: Callable[[str], object]) -> None:
        self.buttons = [
            NameButton(app, name, lambda name=name: on_pick(name))  # type: ignore[misc]
            for name in names
        ]
        self.first = 0
        self.area = pygame.Rect(0, 0, 1, 1)
        self.rows = 1

    def place(self, area: pygame.Rect, menu: Menu) -> None:
        """Lay the names in `area`, the window moved to show the focused one."""
        self.area = pygame.Rect(area)
        self.rows = max(1, area.height // theme.px(ROW))
        focused = menu.focused
        if isinstance(focused, NameButton) and focused in self.buttons:
            index = self.buttons.index(focused)
            if index < self.first:
                self.first = index
            elif index >= self.first + self.rows:
                self.first = index - self.rows + 1
        self.first = max(0, min(self.first, len(self.buttons) - self.rows))
        for index, button in enumerate(self.buttons):
            row = index - self.first
            button.shown = 0 <= row < self.rows
            button.rect = pygame.Rect(
                area.left, area.top + row * theme.px(ROW), area.width, theme.px(BUTTON)
            )

    def scroll(self, rows: int, menu: Menu) -> None:
        """The wheel: the window moves by `rows`, the focus with it if it left."""
        self.first = max(0, min(self.first + rows, len(self.buttons) - self.rows))
        focused = menu.focused
        if isinstance(focused, NameButton) and focused in self.buttons:
            index = self.buttons.index(focused)
            inside = min(max(index, self.first), self.first + self.rows - 1)
            if inside != index:
                menu.focus(self.buttons[inside])

    @property
    def above(self) -> int:
        return self.first

    @property
    def below(self) -> int:
        return max(0, len(self.buttons) - self.first - self.rows)

    def draw_more(self, canvas: pygame.Surface) -> None:
        """A triangle at each end with names beyond it."""
        px = theme.px
        x = self.area.right + px(14)
        half = px(9)
        if self.above:
            y = self.area.top + px(BUTTON) // 2
            points = [(x - half, y + half // 2), (x + half, y + half // 2), (x, y - half)]
            pygame.draw.polygon(canvas, theme.GOLD, points)
        if self.below:
            y = self.area.top + (self.rows - 1) * px(ROW) + px(BUTTON) // 2
            points = [(x - half, y - half // 2), (x + half, y - half // 2), (x, y + half)]
            pygame.draw.polygon(canvas, theme.GOLD, points)
