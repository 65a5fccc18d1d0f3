"""The keys and clicks of the review's lists of moves, in one place: the costly moves
so far while the review is worked out (live_rows.py) and the decisions listed when none
cost anything (decisions.py) each wrote them again.

A row picker lists moves (`row_items`, each row placed by `row_at`): the pointer lights
the row under it and a click on it opens its move (the press and the release on the
same move: rows move as moves come); Up/Down choose a row, and past the first or last
it stays there (keys.up_down: never onto the buttons); Enter opens it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ninjas import review as rv

from ..widgets import Widget


class RowPicker(Widget):
    """`on_open(item)` opens the replay at a move; a subclass gives its rows."""

    def __init__(self, app: Any, on_open: Callable[[rv.Item], None]) -> None:
        super().__init__(app, (0, 0, 1, 1))
        self.on_open = on_open
        self.selected = 0
        self.pressed: rv.Item | None = None

    def row_items(self) -> Sequence[rv.Item]:
        """The moves listed, in their rows' order."""
        raise NotImplementedError

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row drawn under `pos`, if any."""
        raise NotImplementedError

    def follow(self) -> None:
        """The row chosen brought into view (a list that scrolls)."""

    @property
    def can_focus(self) -> bool:
        return bool(self.row_items())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            row = self.row_at(event.pos)
            self.hovered = row is not None
            if row is not None:
                self.selected = row
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.row_at(event.pos)
            self.pressed = None if row is None else self.row_items()[row]
            if row is not None:
                self.selected = row
            return row is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            row = self.row_at(event.pos)
            if pressed is not None and row is not None and self.row_items()[row] == pressed:
                return self.activate()
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_UP else 1
            if 0 <= self.selected + step < len(self.row_items()):
                self.selected += step
                self.follow()
            return True  # past an end it stays (keys.up_down: never onto the buttons)
        return False

    def activate(self) -> bool:
        items = self.row_items()
        if not 0 <= self.selected < len(items):
            return False
        self.click()
        self.on_open(items[self.selected])
        return True
