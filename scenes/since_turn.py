"""The "Since your last turn" panel: after a hand-off, once the person to move has said it is
them (the cover is gone, only they look), a panel tells what happened since their
own last move: the log lines of every action played since, as that seat's own log
tells them (public lines and that seat's private ones, never another seat's), the
ones that touched that seat (its clan destroyed, its cards taken or swapped, an
injury, a token stolen...) in gold. Click, Enter, Escape or A dismisses it. The
three tables with hand-offs (Shinobi, Ninja Night, Dojo) share it through the table
skeleton's hooks `describe(event)`, `log_opening(state)` and `touches(event, seat)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from . import theme
from .scene import Scene
from .widgets import (
    Button,
    draw_hint,
    draw_panel,
    hint_strip_height,
    panel_title_height,
    wrap_text,
)

if TYPE_CHECKING:
    from .app import App
    from .pads import PadPress


class SinceLine(NamedTuple):
    text: str
    touched: bool
    """The line tells something done to the seat (drawn in gold)."""


def played_since(table: Any, seat: int) -> list[tuple[int | None, list[Any]]]:
    """The actions played since `seat`'s own last action (every action when it has not
    played yet; not the deal's opening), each as (the seat that played it, its events).
    The game is replayed from the session's seed and actions, so what is still being
    animated on the table is told too."""
    from ninjas.games import get_rules

    session = table.session
    state = get_rules(session.game).new_game(seed=session.seed, options=session.options)
    chunks: list[tuple[int | None, list[Any]]] = [(None, list(table.log_opening(state)))]
    for action in session.actions:
        actor = None if state.is_terminal else int(state.current_player)
        chunks.append((actor, list(state.apply(action))))
    start = 1  # a seat yet to play: every action so far (not the deal's opening)
    for index in range(len(chunks) - 1, 0, -1):
        if chunks[index][0] == seat:
            start = index + 1
            break
    return chunks[start:]


def since_last_turn(table: Any, seat: int) -> list[SinceLine]:
    """The log lines `seat` may see of the actions played since its own last action
    (every action when it has not played yet; nothing before the first), in order,
    each with whether it touched `seat` (see played_since)."""
    lines: list[SinceLine] = []
    for actor, events in played_since(table, seat):
        for event in events:
            hit = actor != seat and table.touches(event, seat)
            for owner, text in table.describe(event):
                if owner is None or owner == seat:
                    lines.append(SinceLine(text, hit))
    return lines


PANEL_WIDTH = 1040
"""The panel's greatest width in design units."""
LINE_GAP = 4
BAR = 6
"""The gold bar before a line that touched the seat (design px)."""


class SinceTurnScene(Scene):
    """`SinceTurnScene(app, name, lines, seat=seat)`: the panel over the table (only the
    person named looks now); gone with a click, Enter, Space, Escape or A. A long
    story scrolls (wheel, Up/Down, PageUp/PageDown, the pad's up/down); it opens on
    its end, the newest lines, with how many earlier lines lie above. `summary`: a few
    lines above the story, always in sight, that sum up what was done to the seat (the
    cards Shinobi's hand lost and got: the story may be long, issue 33)."""

    overlay = True

    def __init__(
        self,
        app: App,
        name: str,
        lines: list[SinceLine],
        *,
        seat: int | None = None,
        colour: tuple[int, int, int] = theme.GOLD,
        summary: list[str] | None = None,
    ) -> None:
        super().__init__(app)
        self.name = name
        self.lines = lines
        self.summary = list(summary or [])
        self.summary_rows: list[str] = []
        """The summary wrapped to the box."""
        self.seat = seat
        self.colour = colour
        self.scroll = 0
        """Rows hidden below the bottom of the text (0: the newest shown)."""
        self.done = False
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.text_box = pygame.Rect(0, 0, 1, 1)
        self.rows: list[tuple[str, bool]] = []
        """The lines wrapped to the box (each row with its line's `touched`)."""
        self.fits = 1
        self.button = Button(
            app, (0, 0, 1, 1), lambda: app.tr("since.ok"), self.close, style="primary"
        )
        self._laid_out_for: tuple[tuple[int, int], str] | None = None
        self.layout(app.view_size)

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        key = (size, self.app.tr.lang)
        if key == self._laid_out_for:
            return
        self._laid_out_for = key
        with theme.scaled_for(size):
            px = theme.px
            width = min(px(PANEL_WIDTH), size[0] - px(60))
            inner = width - px(64)
            self.rows = [
                (row, line.touched)
                for line in self.lines
                for row in wrap_text(line.text, theme.FONT_BODY, inner - px(BAR * 3))
            ]
            self.summary_rows = [
                row for line in self.summary for row in wrap_text(line, theme.FONT_BODY, inner)
            ]
            row_h = self.row_height()
            top = panel_title_height() + px(14) + row_h  # the legend's row
            if self.summary_rows:
                top += len(self.summary_rows) * row_h + px(10)
            foot = px(110)
            room = size[1] - px(40) - hint_strip_height() - top - foot
            self.fits = max(1, min(len(self.rows), room // row_h))
            height = top + self.fits * row_h + foot
            self.panel = pygame.Rect(0, 0, width, height)
            self.panel.centerx = size[0] // 2
            self.panel.top = max(px(20), (size[1] - hint_strip_height() - height) // 2)
            self.text_box = pygame.Rect(
                self.panel.left + px(32),
                self.panel.top + top,
                inner,
                self.fits * row_h,
            )
            button = theme.design_rect(0, 0, 260, 60)
            words = theme.font(theme.FONT_BUTTON).size(self.button_text)[0]
            button.width = max(button.width, words + px(60))
            button.midbottom = (self.panel.centerx, self.panel.bottom - px(22))
            self.button.rect = button
            self.scroll = min(self.scroll, self.most_scroll)

    @property
    def button_text(self) -> str:
        return self.app.tr("since.ok")

    @staticmethod
    def row_height() -> int:
        return theme.font(theme.FONT_BODY).get_linesize() + theme.px(LINE_GAP)

    @property
    def most_scroll(self) -> int:
        return max(0, len(self.rows) - self.fits)

    def shown_rows(self) -> list[tuple[str, bool]]:
        """The rows in the box now (the newest when not scrolled)."""
        end = len(self.rows) - self.scroll
        return self.rows[max(0, end - self.fits) : end]

    def more_note(self) -> str:
        """Under a story too long for the box: how many lines lie above and below the
        rows shown, in real plurals ("1 earlier line above"); "" when all are shown."""
        above = max(0, len(self.rows) - self.scroll - self.fits)
        if above == 0 and self.scroll == 0:
            return ""
        return self.app.tr.plural("since.more", above, below=self.scroll)

    # ------------------------------------------------------------------ input
    def close(self) -> None:
        if self.done:
            return
        self.done = True
        self.app.audio.play("click")
        if self.app.top is self:
            self.app.pop()

    def scroll_by(self, rows: int) -> None:
        """`rows` > 0: back towards the earlier lines."""
        self.scroll = max(0, min(self.most_scroll, self.scroll + rows))

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.view_size)
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
                self.close()
            elif key == pygame.K_UP:
                self.scroll_by(1)
            elif key == pygame.K_DOWN:
                self.scroll_by(-1)
            elif key == pygame.K_PAGEUP:
                self.scroll_by(self.fits - 1 or 1)
            elif key == pygame.K_PAGEDOWN:
                self.scroll_by(-(self.fits - 1 or 1))
            elif key == pygame.K_HOME:
                self.scroll = self.most_scroll
            elif key == pygame.K_END:
                self.scroll = 0
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(int(getattr(event, "y", 0)))
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.close()  # a click anywhere: seen
        elif event.type == pygame.MOUSEMOTION:
            self.button.handle_event(event)

    def handle_pad(self, press: PadPress) -> None:
        """A (or B) dismisses; up and down scroll."""
        if press.command in ("a", "b"):
            self.close()
        elif press.command == "up":
            self.scroll_by(1)
        elif press.command == "down":
            self.scroll_by(-1)
        elif press.command in ("lb", "rb"):
            self.scroll_by((self.fits - 1 or 1) * (1 if press.command == "lb" else -1))

    def update(self, dt: float) -> None:
        self.button.update(dt)

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        size = canvas.get_size()
        self.layout(size)
        theme.draw_veil(canvas)
        tr = self.app.tr
        px = theme.px
        draw_panel(canvas, self.panel, title=tr("since.title", name=self.name), border=self.colour)
        legend_y = self.panel.top + panel_title_height() + px(6)
        legend = tr("since.legend") if any(t for _, t in self.rows) else tr("since.plain")
        theme.blit_text(
            canvas,
            legend,
            theme.FONT_MIN,
            theme.TEXT_DIM,
            topleft=(self.text_box.left, legend_y),
        )
        row_h = self.row_height()
        y = self.text_box.top - len(self.summary_rows) * row_h - px(10)
        for text in self.summary_rows:  # what was done to the seat, always in sight
            theme.blit_text(
                canvas, text, theme.FONT_BODY, theme.GOLD, topleft=(self.text_box.left, y)
            )
            y += row_h
        y = self.text_box.top
        for text, touched in self.shown_rows():
            if touched:
                band = pygame.Rect(self.text_box.left, y, self.text_box.width, row_h - px(2))
                pygame.draw.rect(canvas, theme.PANEL_LIGHT, band, border_radius=px(4))
                bar = pygame.Rect(self.text_box.left, y, px(BAR), row_h - px(2))
                pygame.draw.rect(canvas, theme.GOLD, bar, border_radius=px(2))
            theme.blit_text(
                canvas,
                text,
                theme.FONT_BODY,
                theme.GOLD if touched else theme.MOONLIGHT,
                topleft=(self.text_box.left + px(BAR * 3), y + px(LINE_GAP) // 2),
            )
            y += row_h
        note = self.more_note()
        if note:
            theme.blit_text(
                canvas,
                note,
                theme.FONT_MIN,
                theme.TEXT_DIM,
                topleft=(self.text_box.left, self.text_box.bottom + px(4)),
            )
        self.button.draw(canvas)
        draw_hint(canvas, tr("since.keys"))
