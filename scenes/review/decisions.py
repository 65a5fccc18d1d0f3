"""The person's decisions listed in the review's side panel when none cost anything
(issue 33, newcomer H: "No move cost anything: well played!" then left the right half
of the screen empty, with nothing to open). Each row says the moment in the table's
words, what was played, and whether the computer would have played it too or how
close the computer's own move came; a row opens the replay at that moment.

One widget: its keys and clicks are every list's of the review (row_picker.py); the
list scrolls to keep the row chosen shown, and the wheel scrolls it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ninjas import review as rv

from .. import theme
from ..widgets import draw_focus_ring, shortened
from . import whole_words
from .row_picker import RowPicker

TEXT = 21
"""A row's words (capitals 11.2 px at 1280x720, as the costly moves' details)."""
LINE = 25
ROW = 58
"""Design height of a row: its two lines and the room between rows."""
PAD = 8

Row = tuple[str, str, theme.Colour, str]
"""A row's words: the moment, the verdict (and its colour), the move played."""


class DecisionList(RowPicker):
    """`DecisionList(app, on_open, words)`: `on_open(item)` opens the replay at a
    decision, `words(item)` gives its row; `set_items` the decisions, `place` the box."""

    def __init__(
        self, app: Any, on_open: Callable[[rv.Item], None], words: Callable[[rv.Item], Row]
    ) -> None:
        super().__init__(app, on_open)
        self.words = words
        self.items: list[rv.Item] = []
        self.top = 0
        """The first row shown."""
        self.cut: dict[int, list[tuple[str, theme.Colour]]] = {}
        """The rows drawn with words cut, by index: their words whole (draw_tip)."""
        self.keyed = False
        """The row chosen was last chosen with the keys (its tip shows, cut)."""

    def set_items(self, items: list[rv.Item]) -> None:
        if items != self.items:
            self.items = list(items)
            self.selected = self.top = 0
            self.pressed = None

    def row_items(self) -> list[rv.Item]:
        return self.items

    # ------------------------------------------------------------------ rows
    def shown_rows(self) -> int:
        return max(1, self.rect.height // theme.px(ROW))

    def place(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.scroll(0)

    def scroll(self, rows: int) -> None:
        """The list moved by `rows`, within its ends."""
        most = max(0, len(self.items) - self.shown_rows())
        self.top = max(0, min(most, self.top + rows))

    def follow(self) -> None:
        """The row chosen scrolled into view."""
        shown = self.shown_rows()
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + shown:
            self.top = self.selected - shown + 1
        self.scroll(0)

    def row_rect(self, index: int) -> pygame.Rect | None:
        """Where row `index` is drawn (None when it is scrolled out of the box)."""
        if not self.top <= index < min(len(self.items), self.top + self.shown_rows()):
            return None
        step = theme.px(ROW)
        return pygame.Rect(
            self.rect.left, self.rect.top + (index - self.top) * step, self.rect.width, step
        )

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for index in range(self.top, min(len(self.items), self.top + self.shown_rows())):
            rect = self.row_rect(index)
            if rect is not None and rect.collidepoint(pos):
                return index
        return None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:  # (the scene hands it on: the menu does not)
            if self.hovered:
                self.scroll(-int(event.y))
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.keyed = False
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.keyed = True
        return super().handle_event(event)

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        px = theme.px
        lit = self.focused or self.hovered
        self.cut = {}
        for index in range(self.top, min(len(self.items), self.top + self.shown_rows())):
            rect = self.row_rect(index)
            assert rect is not None
            moment, verdict, colour, played = self.words(self.items[index])
            box = rect.inflate(0, -px(4))
            if lit and index == self.selected:
                pygame.draw.rect(canvas, theme.PANEL_LIGHT, box, border_radius=px(8))
                if self.focused:
                    draw_focus_ring(canvas, box)
            x, width = box.left + px(PAD), box.width - 2 * px(PAD)
            shown = self.verdict_shown(moment, verdict)
            said = theme.text(shown, TEXT, colour)
            canvas.blit(said, said.get_rect(topright=(box.right - px(PAD), box.top + px(3))))
            room = width - said.get_width() - px(12)
            parts = (shortened(moment, TEXT, room), shortened(played, TEXT, width))
            theme.blit_text(canvas, parts[0], TEXT, theme.GOLD, topleft=(x, box.top + px(3)))
            below = (x, box.top + px(3) + px(LINE))
            theme.blit_text(canvas, parts[1], TEXT, theme.MOONLIGHT, topleft=below)
            if (shown, *parts) != (verdict, moment, played):  # whole in its tip
                self.cut[index] = [
                    (moment, theme.GOLD),
                    (verdict, colour),
                    (played, theme.MOONLIGHT),
                ]
        self.draw_scrollbar(canvas)

    def draw_tip(self, canvas: pygame.Surface, within: pygame.Rect) -> pygame.Rect | None:
        """The words of the row chosen whole over it, inside the panel `within`, where
        they were cut and the row is pointed at or chosen with the keys (newcomer S,
        s20, 121: the rows' words cut, and pointing at them showed nothing more)."""
        shown = self.hovered or (self.focused and self.keyed)
        rect = self.row_rect(self.selected)
        if not shown or rect is None or self.selected not in self.cut:
            return None
        return whole_words.draw_whole(canvas, rect, self.cut[self.selected], within)

    def verdict_shown(self, moment: str, verdict: str) -> str:
        """The verdict as a row shows it: whole where the moment beside it leaves the
        room (newcomer H, s10: 'aussi bon ou meilleur : votre coup 38…'), else cut at
        half the row, the moment keeping the other half."""
        px = theme.px
        width = self.rect.width - 2 * px(PAD)  # (a row box's inner width: draw)
        room = max(width // 2, width - theme.font(TEXT).size(moment)[0] - px(12))
        if theme.font(TEXT).size(verdict)[0] <= room:
            return verdict
        return shortened(verdict, TEXT, width // 2)

    def draw_scrollbar(self, canvas: pygame.Surface) -> None:
        """A thin bar at the right edge when not every row is shown."""
        shown, count = self.shown_rows(), len(self.items)
        if count <= shown:
            return
        px = theme.px
        track = pygame.Rect(self.rect.right + px(4), self.rect.top, px(4), self.rect.height)
        pygame.draw.rect(canvas, theme.PANEL_LIGHT, track, border_radius=px(2))
        thumb = track.copy()
        thumb.height = max(px(12), track.height * shown // count)
        thumb.top = track.top + (track.height - thumb.height) * self.top // (count - shown)
        pygame.draw.rect(canvas, theme.TEXT_DIM, thumb, border_radius=px(2))
