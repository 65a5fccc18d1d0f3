"""A person's Name row on the setup screen (issue 33: newcomers never found "New name…"
inside the Player choice): "Name  [Ann ✎]", or "Name  [(none) — click to type ✎]" while
the seat has none. A click, Enter, Space or a pad's A opens the box where the name is
typed or one used before is picked (name_entry.py). It stands where a computer's seat
shows its difficulty."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import theme
from ..widgets import Widget, draw_panel, shortened, stacked_value_box, value_box


def draw_pencil(canvas: pygame.Surface, centre: tuple[int, int], size: int, colour: Any) -> None:
    """A small pencil leaning right, `size` pixels tall: the mark of a field to edit."""
    x, y = centre
    half = size // 2
    width = max(2, size // 3)
    tip = (x - half, y + half)
    end = (x + half, y - half)
    body_start = (x - half + width, y + half - width)
    pygame.draw.line(canvas, colour, body_start, end, width)
    pygame.draw.polygon(
        canvas,
        colour,
        [tip, (body_start[0] - width // 2, body_start[1] - width // 2), body_start],
    )


class SeatNameRow(Widget):
    """`SeatNameRow(app, name, on_open, stacked=False)`: `name()` is the seat's name
    (None: none yet); `on_open()` opens the box. Left / Right pass the focus on, as a
    button's do. `stacked`: four seats side by side, the label above a full-width box."""

    def __init__(
        self,
        app: Any,
        name: Callable[[], str | None],
        on_open: Callable[[], Any],
        *,
        stacked: bool = False,
    ) -> None:
        super().__init__(app, (0, 0, 1, 1))
        self.name = name
        self.on_open = on_open
        self.stacked = stacked
        self.compact = False
        """A pad's button beside it (two seats): the box starts after the label."""

    def label(self) -> str:
        return str(self.app.tr("setup.name.label"))

    def value_rect(self) -> pygame.Rect:
        """The box that shows the name (the whole box opens it, as the row does)."""
        px = theme.px
        if self.stacked:
            return stacked_value_box(self.rect)
        if self.compact:
            left = self.rect.left + px(30) + theme.font(theme.FONT_BUTTON - 2).size(self.label())[0]
            inset = px(6)
            return pygame.Rect(
                left,
                self.rect.top + inset,
                self.rect.right - px(8) - left,
                self.rect.height - 2 * inset,
            )
        return value_box(self.rect)

    def shown_text(self, room: int) -> tuple[str, Any]:
        """The words in the box and their colour: the name, or that there is none (its
        short form when the long one does not fit `room` pixels)."""
        name = self.name()
        size = theme.FONT_BODY + 1
        if name:
            return shortened(
                name, size, room
            ), theme.MOONLIGHT if self.enabled else theme.TEXT_FAINT
        tr = self.app.tr
        text = tr("setup.name.none")
        if theme.font(size).size(text)[0] > room:
            text = tr("setup.name.none_short")
        return shortened(text, size, room), theme.TEXT_DIM if self.enabled else theme.TEXT_FAINT

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.click()
        self.on_open()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.enabled and self.rect.collidepoint(event.pos):
                return self.activate()
        return False

    def draw(self, canvas: pygame.Surface) -> None:
        px = theme.px
        if self.stacked:
            self._draw_row(canvas, "")
            theme.blit_text(
                canvas,
                self.label(),
                theme.FONT_SMALL,
                theme.MOONLIGHT if self.enabled else theme.TEXT_FAINT,
                topleft=(self.rect.left + px(10), self.rect.top + px(2)),
            )
        else:
            self._draw_row(canvas, self.label())
        box = self.value_rect()
        glow = self.shown_glow if self.enabled else 0.0
        draw_panel(
            canvas,
            box,
            fill=theme.MIDNIGHT if self.enabled else theme.PANEL,
            border=theme.lerp(theme.BORDER, theme.GOLD, glow) if self.enabled else theme.DISABLED,
            alpha=230,
            radius=8,
            shadow=False,
        )
        pencil = max(8, min(px(20), box.height - px(12)))
        pencil_x = box.right - px(12) - pencil // 2
        draw_pencil(
            canvas,
            (pencil_x, box.centery),
            pencil,
            theme.GOLD if self.enabled else theme.DISABLED,
        )
        room = box.width - px(24) - pencil - px(12)
        text, colour = self.shown_text(room)
        theme.blit_text(
            canvas,
            text,
            theme.FONT_BODY + 1,
            colour,
            center=(box.left + px(12) + room // 2, box.centery),
        )
