"""The costly moves so far, named in the side panel while the review is worked out, each
opening the replay at its moment as the finished review's rows do (issue 33, newcomer
I, rp1/rp2.png: a click on the red line of the costliest move so far did nothing; only
its dot on the graph opened the replay).

One widget over the rows that live.draw_live lays (their rects change as the moves
come); its keys and clicks are every list's of the review (row_picker.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ninjas import review as rv

from .. import theme
from ..widgets import draw_focus_ring
from .row_picker import RowPicker

GAP = 4
"""Design px the lit row's ring stands off its lines."""


class LiveRows(RowPicker):
    """`LiveRows(app, on_open)`: `on_open(item)` opens the replay at a costly move; `lay`
    gives the rows as drawn (each row's rect over its lines, and its move)."""

    def __init__(self, app: Any, on_open: Callable[[rv.Item], None]) -> None:
        super().__init__(app, on_open)
        self.rows: list[tuple[pygame.Rect, rv.Item]] = []

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

    def row_items(self) -> list[rv.Item]:
        return [item for _, item in self.rows]

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for index, (rect, _) in enumerate(self.rows):
            if rect.collidepoint(pos):
                return index
        return None

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
