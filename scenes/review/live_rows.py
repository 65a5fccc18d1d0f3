"""The costly moves so far, named in the side panel while the review is worked out, each
opening the replay at its moment as the finished review's rows do (issue 33, newcomer
I, rp1/rp2.png: a click on the red line of the costliest move so far did nothing; only
its dot on the graph opened the replay).

One widget over the rows that live.draw_live lays (their rects change as the moves
come): the pointer lights the row under it and a click opens it; Up/Down choose a row
(past the first or last it stays there, keys.py), Enter opens it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ninjas import review as rv

from .. import theme
from ..widgets import Widget, draw_focus_ring

GAP = 4
"""Design px the lit row's ring stands off its lines."""


class LiveRows(Widget):
    """`LiveRows(app, on_open)`: `on_open(item)` opens the replay at a costly move; `lay`
    gives the rows as drawn (each row's rect over its lines, and its move)."""

    def __init__(self, app: Any, on_open: Callable[[rv.Item], None]) -> None:
        super().__init__(app, (0, 0, 1, 1))
        self.on_open = on_open
        self.rows: list[tuple[pygame.Rect, rv.Item]] = []
        self.selected = 0
        self.pressed: rv.Item | None = None

    def lay(self, rows: list[tuple[pygame.Rect, rv.Item]]) -> None:
        """The rows drawn this frame (the one chosen kept by its move when it stays)."""
        chosen = self.rows[self.selected][1] if 0 <= self.selected < len(self.rows) else None
        self.rows = rows
        items = [item for _, item in rows]
        self.selected = items.index(chosen) if chosen in items else 0
        if rows:
            self.rect = rows[0][0].unionall([rect for rect, _ in rows])
        else:
            self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def can_focus(self) -> bool:
        return bool(self.rows)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for index, (rect, _) in enumerate(self.rows):
            if rect.collidepoint(pos):
                return index
        return None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            row = self.row_at(event.pos)
            self.hovered = row is not None
            if row is not None:
                self.selected = row
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.row_at(event.pos)
            self.pressed = None if row is None else self.rows[row][1]
            if row is not None:
                self.selected = row
            return row is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            row = self.row_at(event.pos)
            if pressed is not None and row is not None and self.rows[row][1] == pressed:
                return self.activate()
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_UP else 1
            if 0 <= self.selected + step < len(self.rows):
                self.selected += step
            return True  # past an end it stays (keys.up_down: never onto the buttons)
        return False

    def activate(self) -> bool:
        if not 0 <= self.selected < len(self.rows):
            return False
        self.click()
        self.on_open(self.rows[self.selected][1])
        return True

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        """The row chosen ringed while the pointer or the keys are on it."""
        if (self.focused or self.hovered) and 0 <= self.selected < len(self.rows):
            rect = self.rows[self.selected][0]
            if self.focused:
                draw_focus_ring(canvas, rect, gap=GAP, radius=8)
            else:
                ring = rect.inflate(2 * theme.px(GAP), 2 * theme.px(GAP))
                pygame.draw.rect(canvas, theme.BORDER, ring, max(1, theme.px(2)), theme.px(8))
