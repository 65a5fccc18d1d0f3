""" "Since your last turn" for one person at the table: what the computer did to them,
in a panel over a corner of the village that asks for no click and goes with their
first action (or a click on it); it stands aside while 'Replay its turn (T)' plays.
With two people or more at the laptop the hand-off's cover tells the story
(scenes/handoff_story.py); a modal panel cost a click every turn (issue 33, newcomer
A's game). It tells what that seat's own log tells (since_last_turn), the lines that
touched the seat, the newest last."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from .. import since_turn, theme
from ..widgets import draw_panel, shortened

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable

log = logging.getLogger(__name__)

TOAST_WIDTH = 520
"""The panel's width at most, in design px."""
TOAST_ROWS = 6
"""Rows of the story shown at most (the newest)."""
LEAST_ROWS = 2
"""Rows the log's panel must hold for the story to stand there instead of the village."""


class SinceToast:
    """`tell(seat, only_if_touched)` fills it; it shows until the next action."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.title = ""
        self.lines: list[tuple[str, bool]] = []
        """Each line, with whether it touched the seat (in gold)."""
        self.until = -1
        """The number of actions played when it was told: it goes once one more is."""
        self.rect: pygame.Rect | None = None
        """Where it was drawn last (a click there puts it away)."""

    def tell(self, seat: int, only_if_touched: bool) -> None:
        """What was done to `seat` since its own last move (else, when it need not have
        touched it, the last lines played since); nothing when nothing is to tell."""
        table = self.table
        try:
            lines = since_turn.since_last_turn(table, seat)
        except Exception as exc:  # a summary is never worth a crash
            log.warning("The story since the last turn could not be told: %s", exc)
            return
        touched = [(line.text, True) for line in lines if line.touched]
        if not touched and (only_if_touched or not lines):
            return
        key = "since.title" if since_turn.has_played(table, seat) else "since.title.start"
        self.title = table.app.tr(key, name=table.seat_name(seat))
        self.lines = touched or [(line.text, False) for line in lines]
        self.until = len(table.session.actions)

    @property
    def shown(self) -> bool:
        table = self.table
        return (
            bool(self.lines)
            and len(table.session.actions) == self.until
            and not table.state.is_terminal
            and getattr(table, "again", None) is None  # not over the replay (newcomer
            # I, s16, 018: it hid roofs 6 and 1, where the computer's throw was)
            and table.throw is None  # she acts: a string in her hands (newcomer O, s18,
            # 220/226: it stayed over the village's foot while she aimed)
        )

    def dismiss(self) -> None:
        self.lines = []
        self.rect = None

    def take_click(self, pos: tuple[int, int]) -> bool:
        """A click on the panel puts it away (True); anywhere else it stays."""
        if self.shown and self.rect is not None and self.rect.collidepoint(pos):
            self.dismiss()
            return True
        return False

    def draw(self, canvas: pygame.Surface, layout: Layout) -> None:
        """The panel in the corner of the village that hides no roof and no ninja, else
        over the log's panel in the column (the same story, newest last: newcomer O,
        s18, 216/224: it hid roofs 2 and 11), else where it hides least; gold on the
        night's panel."""
        if not self.shown:
            self.rect = None
            return
        px = layout.px
        width = min(px(TOAST_WIDTH), layout.map.width - px(16))
        rows, size = self.fit(width, TOAST_ROWS, layout)
        rect, hides = self.table.table_view.free_spot(size, layout, ("bottom", "top"))
        log_box = self.table.table_view.log_box
        if hides and log_box is not None:
            in_log = self.in_log(log_box, layout)
            if in_log is not None:
                rect, rows = in_log
        self.rect = rect
        self.paint(canvas, rect, rows, layout)

    def fit(
        self, width: int, most: int, layout: Layout
    ) -> tuple[list[tuple[str, bool]], tuple[int, int]]:
        """The newest `most` rows wrapped to `width` at most, and the panel's size (as
        narrow as its words)."""
        px = layout.px
        fit = self.table.text_fit
        wrapped = [
            [(row, touched) for row in fit.wrap(line, theme.FONT_SMALL, width - px(28))]
            for line, touched in self.lines
        ]
        rows: list[tuple[str, bool]] = []
        for line in reversed(wrapped):  # the newest whole lines that fit (the last
            if rows and len(rows) + len(line) > most:  # line's tail at least)
                break
            rows[:0] = line
        rows = rows[-most:] if most > 0 else []
        words = [theme.font(theme.FONT_SMALL).size(row)[0] for row, _ in rows]
        words.append(theme.font(theme.FONT_BODY).size(self.title)[0])
        width = min(width, max(words) + px(28))  # as narrow as its words: a corner fits
        return rows, (width, self.height(len(rows), layout))

    def height(self, rows: int, layout: Layout) -> int:
        title_h = theme.font(theme.FONT_BODY).get_linesize()
        line_h = theme.font(theme.FONT_SMALL).get_linesize()
        return title_h + rows * line_h + layout.px(24)

    def in_log(
        self, box: pygame.Rect, layout: Layout
    ) -> tuple[pygame.Rect, list[tuple[str, bool]]] | None:
        """The panel at the top of the log's `box`, its whole width, the newest rows
        that fit (at least LEAST_ROWS); None when the box is too low."""
        line_h = theme.font(theme.FONT_SMALL).get_linesize()
        most = min(TOAST_ROWS, (box.height - self.height(0, layout)) // max(1, line_h))
        if most < LEAST_ROWS:
            return None
        rows, _ = self.fit(box.width, most, layout)
        return pygame.Rect(box.left, box.top, box.width, self.height(len(rows), layout)), rows

    def paint(
        self,
        canvas: pygame.Surface,
        rect: pygame.Rect,
        rows: list[tuple[str, bool]],
        layout: Layout,
    ) -> None:
        px = layout.px
        alpha = 255 if rect.left >= layout.map.right else 235  # in the column: the log unseen
        draw_panel(canvas, rect, fill=theme.PANEL_LIGHT, border=theme.GOLD, alpha=alpha, radius=10)
        top = rect.top + px(8)
        title = shortened(self.title, theme.FONT_BODY, rect.width - px(28))
        theme.blit_text(
            canvas, title, theme.FONT_BODY, theme.GOLD, topleft=(rect.left + px(14), top)
        )
        top += theme.font(theme.FONT_BODY).get_linesize() + px(4)
        line_h = theme.font(theme.FONT_SMALL).get_linesize()
        for row, touched in rows:
            colour = theme.GOLD if touched else theme.MOONLIGHT
            theme.blit_text(
                canvas, row, theme.FONT_SMALL, colour, topleft=(rect.left + px(14), top)
            )
            top += line_h
