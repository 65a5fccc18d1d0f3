"""How a phone joins, in three short steps, in the codes screen's empty middle (issue 33,
newcomer N, s8 t7.png: the rows, then half a screen of night sky, then 'Network:
192.0.2.2 (eth0)', jargon to a newcomer). Each step a gold number and its words,
under the rows; left out where the rows leave no room for them (many seats, a small
window)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import theme
from .widgets import wrap_text

STEPS = ("phones.step.scan", "phones.step.type", "phones.step.play")


class JoinSteps:
    """`place(tr, room)` lays the steps out in `room` (all of them, or none); `draw`."""

    def __init__(self) -> None:
        self.lines: list[tuple[int, list[str]]] = []
        """Each step's number and its wrapped words (empty: not shown)."""
        self.rect = pygame.Rect(0, 0, 0, 0)

    def place(self, tr: Callable[..., str], room: pygame.Rect) -> None:
        px = theme.px
        indent = px(44)
        step_gap = px(12)
        line = theme.font(theme.FONT_BODY).get_linesize()
        steps = [
            (k + 1, wrap_text(tr(key), theme.FONT_BODY, room.width - indent))
            for k, key in enumerate(STEPS)
        ]
        height = sum(len(words) for _, words in steps) * line + step_gap * (len(steps) - 1)
        if height > room.height:
            self.lines, self.rect = [], pygame.Rect(room.topleft, (0, 0))
            return
        self.lines = steps
        self.rect = pygame.Rect(room.left, room.centery - height // 2, room.width, height)

    def draw(self, canvas: pygame.Surface) -> None:
        px = theme.px
        line = theme.font(theme.FONT_BODY).get_linesize()
        y = self.rect.top
        for number, words in self.lines:
            centre = (self.rect.left + px(16), y + line // 2 - px(2))  # on the words
            pygame.draw.circle(canvas, theme.GOLD, centre, px(14))
            theme.blit_text(canvas, str(number), theme.FONT_SMALL, theme.MIDNIGHT, center=centre)
            for text in words:
                theme.blit_text(
                    canvas,
                    text,
                    theme.FONT_BODY,
                    theme.MOONLIGHT,
                    topleft=(self.rect.left + px(44), y),
                )
                y += line
            y += px(12)
