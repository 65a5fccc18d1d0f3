"""What an Undo took back, said over the village for a moment, not in the prompt: there
it came before what the prompt asks, grew it by a line and moved the whole option list
down under the pointer (issue 33, newcomer N, s8 n65/n66.png: 22 px after the Undo of a
Collect). The prompt keeps its own words and height; the note goes where a throw's
banner would, hiding no roof and no ninja where it can (TableView.free_spot)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..tableflow.refusal import Told

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable


class UndoNote:
    """`draw(canvas, layout)` each frame: the Undo's words while the table tells them
    (its refusal() a Told), else nothing. `rect` is where they were drawn last."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.rect: pygame.Rect | None = None
        self._made: tuple[tuple[object, ...], pygame.Surface] | None = None

    def words(self) -> str | None:
        told = self.table.refusal()
        return str(told) if isinstance(told, Told) else None

    def draw(self, canvas: pygame.Surface, layout: Layout) -> None:
        words = self.words()
        self.rect = None
        if words is None:
            return
        width = round(layout.map.width * 0.8)
        key = (words, width, theme.scale())
        if self._made is None or self._made[0] != key:
            self._made = (key, self._note(words, width, layout))
        note = self._made[1]
        rect, _ = self.table.table_view.free_spot(note.get_size(), layout, ("top", "bottom"))
        self.rect = rect
        canvas.blit(note, rect)

    def _note(self, words: str, width: int, layout: Layout) -> pygame.Surface:
        lines = self.table.text_fit.wrap(words, theme.FONT_BODY, width - layout.px(32))
        rendered = [theme.text(line, theme.FONT_BODY, theme.MOONLIGHT) for line in lines]
        step = rendered[0].get_height()  # (a fixed step left the words high at 1920)
        size = (
            max(r.get_width() for r in rendered) + layout.px(32),
            step * len(rendered) + layout.px(16),
        )
        note = pygame.Surface(size, pygame.SRCALPHA)
        box = note.get_rect()
        radius = layout.px(12)
        pygame.draw.rect(note, (*theme.MIDNIGHT, 235), box, border_radius=radius)
        pygame.draw.rect(note, (*theme.BORDER, 255), box, layout.px(2), border_radius=radius)
        for k, surface in enumerate(rendered):
            note.blit(surface, surface.get_rect(midtop=(size[0] // 2, layout.px(8) + k * step)))
        return note
