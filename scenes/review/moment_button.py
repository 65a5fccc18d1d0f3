"""A costly move's button, whole (newcomer O, s18, Night review at 1280x720: the first
row read 'Round 1, end of your 2nd acti… · your move: 20% · the computer's move: 50%').
Its moment and both chances on one line where they hold at the small size; else the
moment over the chances, each line whole, and the button taller by a line
(rows.fit_rows lays it so). `scene` is the ReviewScene, typed loosely."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ninjas import review as rv
from ninjas.core.i18n import sentence

from .. import theme
from ..button_face import draw_face
from ..widgets import Button, resolve, wrap_text
from . import close_call
from .rows import BUTTON, button_size

PAD = 24
"""Design room the button's words leave across it."""
LINE = 25
"""Design height of a line of a button of two lines or more."""
EDGE = 12
"""Design room over and under a button's lines (two lines or more)."""


class MomentButton(Button):
    """`MomentButton(app, scene, item, on_click, size)`: the button of costly move
    `item`, said at the largest `size` that holds its one line; its label is that line."""

    def __init__(
        self, app: Any, scene: Any, item: rv.Item, on_click: Callable[[], Any], size: int
    ) -> None:
        super().__init__(app, (0, 0, 1, 1), self.whole, on_click, size=size)
        self.scene = scene
        self.item = item
        self.largest = size

    def parts(self) -> tuple[str, str]:
        """The moment, and both chances after the move (close_call.pair)."""
        after, best = close_call.pair(self.scene, self.item)  # (0% only where decided)
        figures = sentence(str(self.scene.tr("review.worst.figures", after=after, best=best)))
        return self.scene.moment(self.item.index), figures

    def whole(self) -> str:
        """The one line: 'Round 3, your plan · your move: 46% · the computer's: 71%'."""
        after, best = close_call.pair(self.scene, self.item)
        moment = self.scene.moment(self.item.index)
        return str(self.scene.tr("review.worst.line", moment=moment, after=after, best=best))

    def lines(self, width: int) -> list[str]:
        """The button's lines at `width`: the one line where it holds at the small size,
        else the moment's lines over the chances' (each wrapped, never cut)."""
        room = width - theme.px(PAD)
        whole = self.whole()
        if theme.font(theme.FONT_SMALL).size(whole)[0] <= room:
            return [whole]
        out: list[str] = []
        for part in self.parts():
            out.extend(wrap_text(part, theme.FONT_SMALL, room) or [part])
        return out

    def height_for(self, width: int) -> int:
        """The button's height at `width`: a row's (rows.BUTTON) for one line."""
        count = len(self.lines(width))
        if count == 1:
            return theme.px(BUTTON)
        return count * theme.px(LINE) + 2 * theme.px(EDGE)

    def draw(self, canvas: pygame.Surface) -> None:
        lines = self.lines(self.rect.width)
        if len(lines) == 1:
            self.size = button_size(resolve(self.label), self.rect.width, self.largest)
            super().draw(canvas)
            return
        rect, colour = draw_face(self, canvas)
        px = theme.px
        top = rect.centery - len(lines) * px(LINE) // 2
        for number, line in enumerate(lines):
            centre = (rect.centerx, top + number * px(LINE) + px(LINE) // 2)
            theme.blit_text(canvas, line, theme.FONT_SMALL, colour, shadow=True, center=centre)
