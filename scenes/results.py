"""The end of a game: who won, a few lines of summary, Rematch or Title.

In demo (attract) mode a new AI-vs-AI game starts by itself after a few seconds.
"""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING

import pygame

from ninjas.core.session import GameSession

from . import theme
from .menu_scene import MenuScene
from .registry import make_game_scene, seat_name
from .widgets import Button, Menu, Widget, draw_backdrop, draw_brush_line, draw_hint, draw_panel

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)

DEMO_RESULTS_SECONDS = 5.0
PANEL_WIDTH = 720
LINE_HEIGHT = 30
MAX_SUMMARY_LINES = 6


def winner_seat(session: GameSession) -> int | None:
    """The seat with the best return, or None for a draw / unfinished game."""
    if not session.state.is_terminal:
        return None
    returns = list(session.state.returns())
    best = max(returns)
    if returns.count(best) != 1:
        return None
    return returns.index(best)


class ResultsScene(MenuScene):
    """`ResultsScene(app, session, summary_lines)`: pushed over the game scene."""

    overlay = True

    def __init__(
        self, app: App, session: GameSession, summary_lines: list[str] | None = None
    ) -> None:
        super().__init__(app)
        self.session = session
        self.summary_lines = list(summary_lines or [])[:MAX_SUMMARY_LINES]
        self.winner = winner_seat(session)
        self.time = 0.0
        self.demo = app.demo
        self.panel = panel = pygame.Rect(
            0, 0, PANEL_WIDTH, 330 + len(self.summary_lines) * LINE_HEIGHT
        )
        panel.center = (640, 350)
        rematch = Button(
            app,
            (panel.centerx - 260, self.panel.bottom - 86, 250, 58),
            lambda: app.tr("results.rematch"),
            self.rematch,
            style="primary",
        )
        title = Button(
            app,
            (panel.centerx + 10, self.panel.bottom - 86, 250, 58),
            lambda: app.tr("results.title"),
            self.to_title,
        )
        widgets: list[Widget] = [rematch, title]
        self.menu = Menu(widgets)

    # ------------------------------------------------------------------ actions
    def rematch(self) -> None:
        from .title import TitleScene

        try:
            scene = make_game_scene(self.app, self.session.rematch())
        except (ImportError, KeyError) as exc:
            log.warning("no rematch: %s", exc)
            self.to_title()
            return
        self.app.reset(TitleScene(self.app))
        self.app.push(scene)

    def to_title(self) -> None:
        from .title import TitleScene

        self.app.reset(TitleScene(self.app))

    # ------------------------------------------------------------------ scene
    def on_enter(self) -> None:
        self.app.audio.play("victory")

    def back(self) -> None:
        self.to_title()

    def update(self, dt: float) -> None:
        self.time += dt
        super().update(dt)
        if self.demo and self.time >= DEMO_RESULTS_SECONDS and self.app.top is self:
            self.rematch()

    def banner(self) -> tuple[str, str, theme.Colour]:
        """Headline, the line under it, and the accent colour."""
        tr = self.app.tr
        if self.winner is None:
            return tr("results.draw"), "", theme.GOLD
        name = seat_name(self.app, self.session.game, self.winner)
        seat = self.session.seats[self.winner] if self.winner < len(self.session.seats) else None
        if seat is not None and seat.is_ai:
            who = tr("results.by_ai", level=tr(f"setup.level.{seat.level}"))
        else:
            who = tr("results.by_human")
        side = (
            ("monkey", "wolf")[self.winner]
            if self.session.game == "taisen" and self.winner < 2
            else ""
        )
        return tr("results.wins", name=name), who, theme.SIDE_COLOURS.get(side, theme.GOLD)

    def draw(self, canvas: pygame.Surface) -> None:
        draw_backdrop(self, canvas)
        headline, who, accent = self.banner()
        draw_panel(canvas, self.panel, border=theme.GOLD_DARK)
        # a banner ribbon across the top of the panel
        ribbon = pygame.Rect(self.panel.left - 30, self.panel.top + 34, self.panel.width + 60, 96)
        pygame.draw.rect(canvas, theme.SHADOW, ribbon.move(0, 5), border_radius=8)
        pygame.draw.rect(canvas, theme.VERMILION_DARK, ribbon, border_radius=8)
        pygame.draw.rect(canvas, theme.VERMILION, ribbon.inflate(-8, -8), border_radius=6)
        pygame.draw.rect(canvas, theme.GOLD, ribbon, 2, border_radius=8)
        wobble = 1.0 + 0.02 * math.sin(self.time * 3.0)
        size = int(theme.FONT_BANNER * min(1.0, 0.6 + self.time * 2.0) * wobble)
        theme.blit_text(
            canvas, headline, size, theme.MOONLIGHT, "display", shadow=True, center=ribbon.center
        )
        y = ribbon.bottom + 26
        if who:
            label = theme.blit_text(
                canvas, who, theme.FONT_BUTTON, accent, shadow=True, midtop=(self.panel.centerx, y)
            )
            draw_brush_line(canvas, self.panel.centerx, label.bottom + 8, label.width + 40)
            y = label.bottom + 26
        for line in self.summary_lines:
            theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.MOONLIGHT, midtop=(self.panel.centerx, y)
            )
            y += LINE_HEIGHT
        self.menu.draw(canvas)
        if self.demo:
            left = max(0, math.ceil(DEMO_RESULTS_SECONDS - self.time))
            draw_hint(canvas, self.app.tr("results.demo_next", seconds=left))
        else:
            draw_hint(canvas, self.app.tr("hint.menu"))
