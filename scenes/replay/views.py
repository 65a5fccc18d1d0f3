"""The replay's views, one control (issue 33): V needed up to three presses to reach
"View: everything" (it went round every seat), and "Show hidden things" was a second
word for the same idea, greyed in a seat's view with no reason given.

Now V goes from everything face up to the last seat's view and back (`toggle`); the
strip's View button opens this picker of every view, above it: everything, then each
seat, the view shown marked. The picker takes Up/Down, Enter (or Space), a digit (0
everything, 1 the first seat...), Esc, and the mouse; a click outside closes it.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..widgets import draw_panel

ROW = 28
"""Design height of a view's row."""
PAD = 6
"""Design px around the rows."""


class ViewPicker:
    """`ViewPicker(scene)`: the views of the ReplayScene `scene` (typed loosely: the
    scene imports the picker), shown above its View button while `shown`."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.shown = False
        self.focus = 0
        """The row the keys are on (0: everything, then each seat)."""
        self.hovered: int | None = None
        self.rows: list[pygame.Rect] = []

    def views(self) -> list[int | None]:
        return [None, *range(self.scene.players)]

    def label(self, view: int | None) -> str:
        tr = self.scene.app.tr
        if view is None:
            return str(tr("replay.view.pick.all"))
        return str(tr("replay.view.pick.seat", seat=self.scene.seat_label(view), number=view + 1))

    # ------------------------------------------------------------------ showing
    def toggle(self) -> None:
        """Shown or put away (the View button, Shift+V)."""
        self.shown = not self.shown
        if self.shown:
            self.focus = self.views().index(self.scene.view)
            self.hovered = None

    def choose(self, view: int | None) -> None:
        self.shown = False
        self.scene.set_view(view)

    # ------------------------------------------------------------------ input
    def on_key(self, key: int) -> bool:
        """A key while shown: True when the picker took it."""
        if not self.shown:
            return False
        views = self.views()
        digit = _digit(key)
        if key in (pygame.K_UP, pygame.K_LEFT):
            self.focus = (self.focus - 1) % len(views)
        elif key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.focus = (self.focus + 1) % len(views)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.choose(views[self.focus])
        elif digit is not None and digit < len(views):
            self.choose(views[digit])
        elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_v):
            self.shown = False
        else:
            return False
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The pointer while shown: True when the picker took the event (a click on a
        row chooses it; a click elsewhere puts the picker away and goes on to what it
        fell on: 'List decks' clicked with the picker open only closed it, newcomer K,
        s17, 079; on the View button it only closes it)."""
        if not self.shown:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.row_at(event.pos)
            if self.hovered is not None:
                self.focus = self.hovered
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None:
                self.choose(self.views()[row])
                return True
            self.shown = False
            return bool(self.scene.view_button.rect.collidepoint(event.pos))
        return event.type == pygame.MOUSEBUTTONUP and event.button == 1

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in enumerate(self.rows):
            if rect.collidepoint(pos):
                return index
        return None

    # ------------------------------------------------------------------ drawing
    def place(self, anchor: pygame.Rect, size: int) -> pygame.Rect:
        """The rows above `anchor` (the View button), as wide as the widest label at
        font `size`; the panel around them."""
        px = theme.px
        font = theme.font(size)
        views = self.views()
        width = max(anchor.width, *(font.size(self.label(v))[0] + px(40) for v in views))
        height = px(ROW)
        panel = pygame.Rect(0, 0, width + 2 * px(PAD), len(views) * height + 2 * px(PAD))
        panel.bottomright = (anchor.right, anchor.top - px(4))
        self.rows = [
            pygame.Rect(panel.left + px(PAD), panel.top + px(PAD) + i * height, width, height)
            for i in range(len(views))
        ]
        return panel

    def draw(self, canvas: pygame.Surface, anchor: pygame.Rect, size: int) -> None:
        if not self.shown:
            return
        px = theme.px
        panel = self.place(anchor, size)
        draw_panel(canvas, panel, fill=theme.PANEL, border=theme.GOLD, alpha=250, radius=8)
        for index, (view, rect) in enumerate(zip(self.views(), self.rows, strict=True)):
            if index == self.focus:
                pygame.draw.rect(canvas, theme.PANEL_LIGHT, rect, border_radius=px(6))
                pygame.draw.rect(canvas, theme.GOLD, rect, max(1, px(2)), border_radius=px(6))
            current = view == self.scene.view
            colour = theme.GOLD if current else theme.MOONLIGHT
            if current:  # the view shown, marked in the margin (the labels stay in line)
                pygame.draw.circle(canvas, theme.GOLD, (rect.left + px(12), rect.centery), px(4))
            label = self.label(view)
            theme.blit_text(canvas, label, size, colour, midleft=(rect.left + px(24), rect.centery))


def _digit(key: int) -> int | None:
    for digit in range(10):
        if key in (getattr(pygame, f"K_{digit}"), getattr(pygame, f"K_KP{digit}")):
            return digit
    return None
