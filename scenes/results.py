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
from .registry import SEAT_SIDES, make_game_scene, seat_name
from .widgets import Button, Menu, Widget, draw_backdrop, draw_brush_line, draw_hint, draw_panel

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)

DEMO_RESULTS_SECONDS = 5.0
INPUT_GRACE_SECONDS = 0.8
"""Input is ignored this long after the results open: keys and clicks meant to skip
the last animation must not press a button here."""
SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
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
        width = (PANEL_WIDTH - 60) // 3
        top = self.panel.bottom - 86
        rematch = Button(
            app,
            (panel.left + 20, top, width, 58),
            lambda: app.tr("results.rematch"),
            self.rematch,
            style="primary",
        )
        view = Button(
            app,
            (panel.left + 30 + width, top, width, 58),
            lambda: app.tr("results.view_board"),
            self.view_board,
        )
        title = Button(
            app,
            (panel.left + 40 + 2 * width, top, width, 58),
            lambda: app.tr("results.title"),
            self.to_title,
        )
        widgets: list[Widget] = [rematch, view, title]
        self.menu = Menu(widgets)
        self.navigated = False
        """The player moved the focus with Tab or the arrows: Enter may then press it."""

    # ------------------------------------------------------------------ actions
    def rematch(self) -> None:
        from .title import TitleScene

        try:
            scene = make_game_scene(self.app, self.session.rematch())
        except (ImportError, KeyError, ValueError) as exc:  # ValueError: a level file gone
            log.warning("no rematch: %s", exc)
            self.to_title()
            return
        self.app.reset(TitleScene(self.app))
        self.app.push(scene)

    def to_title(self) -> None:
        from .title import TitleScene

        self.app.reset(TitleScene(self.app))

    def view_board(self) -> None:
        """Back to the table, to look at the final position (it offers the results again)."""
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ scene
    def on_enter(self) -> None:
        self.app.audio.play("defeat" if self.lone_human_lost() else "victory")

    def back(self) -> None:
        self.view_board()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.demo or self.time < INPUT_GRACE_SECONDS:
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (
                pygame.K_TAB,
                pygame.K_LEFT,
                pygame.K_RIGHT,
                pygame.K_UP,
                pygame.K_DOWN,
            ):
                self.navigated = True
            elif event.key in SKIP_KEYS and not self.navigated:
                return  # a skip key: never a rematch by accident
            elif event.key == pygame.K_r:
                self.rematch()
                return
            elif event.key == pygame.K_v:
                self.view_board()
                return
            elif event.key == pygame.K_t:
                self.to_title()
                return
        super().handle_event(event)

    def update(self, dt: float) -> None:
        self.time += dt
        super().update(dt)
        if self.demo and self.time >= DEMO_RESULTS_SECONDS and self.app.top is self:
            self.rematch()

    def lone_human(self) -> int | None:
        """The seat of the only human against the computer, if there is exactly one."""
        humans = [i for i, seat in enumerate(self.session.seats) if not seat.is_ai]
        return humans[0] if len(humans) == 1 and len(self.session.seats) > 1 else None

    def lone_human_lost(self) -> bool:
        lone = self.lone_human()
        return lone is not None and self.winner is not None and lone != self.winner

    def banner(self) -> tuple[str, str, theme.Colour]:
        """Headline, the line under it, and the accent colour. One human against the
        computer reads Victory or Defeat from that human's side; otherwise the winner
        is named in the same words as the table's header."""
        tr = self.app.tr
        if self.winner is None:
            return tr("results.draw"), "", theme.GOLD
        game = self.session.game
        sides = SEAT_SIDES.get(game, ())
        side = sides[self.winner] if self.winner < len(sides) else ""
        accent = theme.SIDE_COLOURS.get(side, theme.GOLD)
        own_words = f"{game}.banner.{side}"
        winner_line = (
            tr(own_words)
            if side and tr.has(own_words)
            else tr("results.wins", name=seat_name(self.app, game, self.winner))
        )
        lone = self.lone_human()
        if lone is not None:
            won = lone == self.winner
            return tr("results.victory" if won else "results.defeat"), winner_line, accent
        seat = self.session.seats[self.winner] if self.winner < len(self.session.seats) else None
        if seat is not None and seat.is_ai:
            who = tr("results.by_ai", level=tr(f"setup.level.{seat.level}"))
        else:
            who = tr("results.by_human")
        return winner_line, who, accent

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
            draw_hint(canvas, self.app.tr("results.hint"))
