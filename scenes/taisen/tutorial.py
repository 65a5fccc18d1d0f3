"""The first-game tutorial: a real game against the easy computer whose first turn is
guided step by step, started from the title screen ("Learn to play").

Each step says what to look at and what to do; the step ends by itself when the player
has done it (a die chosen, a ninja moved, the turn ended, the computer's turn watched),
or with Enter or a click on "Next" for steps that only explain. The rules are the game's:
the tutorial never moves anything itself and refuses nothing the table would allow.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ninjas.core.session import GameSession, Seat

from .. import theme
from ..widgets import wrap_text
from . import layout as L
from .scene import TaisenScene

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 2024
"""A first position with a clear first move for the Monkeys, who start."""
BUBBLE = pygame.Rect(300, 66, 680, 0)
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass(frozen=True)
class Step:
    key: str
    """Translation key of the step's words: taisen.tutorial.<key>."""
    done: Callable[[TutorialScene], bool] | None
    """When the player has done what the step asks (None: it only explains: Next)."""
    target: Callable[[], pygame.Rect] | None = None
    """What to ring on the table while the step is shown."""


def _dice_area() -> pygame.Rect:
    return L.DICE_PANEL.inflate(8, 8)


def _end_button() -> pygame.Rect:
    return L.BUTTONS["end"].inflate(10, 10)


STEPS = (
    Step("welcome", None),
    Step(
        "board",
        None,
        lambda: pygame.Rect(
            L.MARGIN_X, L.BOARD_TOP, L.CANVAS_W - 2 * L.MARGIN_X, L.BOARD_BOTTOM - L.BOARD_TOP
        ),
    ),
    Step("dice", lambda t: t.selection.die is not None or len(t.session.actions) > 0, _dice_area),
    Step("move", lambda t: len(t.session.actions) > 0),
    Step("more", lambda t: t.state.side != 0 or t.state.is_terminal, _end_button),
    Step("watch", lambda t: t.can_act or t.state.is_terminal),
    Step("combat", None),
    Step("done", None),
)


class TutorialScene(TaisenScene):
    """A Taisen table with a guide on top."""

    def __init__(self, app: App, session: GameSession) -> None:
        self.step = 0  # before the table's own set-up, which draws once
        self._lines: tuple[str, list[str]] | None = None
        super().__init__(app, session)

    @classmethod
    def start(cls, app: App) -> TutorialScene:
        session = GameSession.new(
            "taisen",
            [Seat(), Seat("ai", "easy")],
            seed=TUTORIAL_SEED,
            options={"first": "monkey"},
            autosave=False,
        )
        return cls(app, session)

    @property
    def guiding(self) -> bool:
        return self.step < len(STEPS)

    @property
    def animating(self) -> bool:
        return super().animating or self.guiding

    def next_step(self) -> None:
        if self.guiding:
            self.step += 1
            self.app.audio.play("click")

    def update(self, dt: float) -> None:
        super().update(dt)
        while self.guiding:
            done = STEPS[self.step].done
            if done is None or not done(self):
                break
            self.step += 1

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.guiding and STEPS[self.step].done is None:
            if event.type == pygame.KEYDOWN and event.key in NEXT_KEYS:
                self.next_step()
                return
            if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
                if self.bubble_rect().collidepoint(event.pos) or not L.CONTROL_PANEL.collidepoint(
                    event.pos
                ):
                    self.next_step()
                    return
        super().handle_event(event)

    # ------------------------------------------------------------------ drawing
    def words(self) -> str:
        step = STEPS[self.step]
        text = self.app.tr(f"taisen.tutorial.{step.key}")
        if step.done is None:
            text += "  " + self.app.tr("taisen.tutorial.next")
        return text

    def _wrapped(self) -> list[str]:
        text = self.words()
        if self._lines is None or self._lines[0] != text:
            self._lines = (text, wrap_text(text, 21, BUBBLE.width - 48))
        return self._lines[1]

    def bubble_rect(self) -> pygame.Rect:
        lines = self._wrapped() if self.guiding else []
        rect = BUBBLE.copy()
        rect.height = 36 + 28 * len(lines)
        return rect

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        if not self.guiding or self.app.top is not self:
            return
        step = STEPS[self.step]
        if step.target is not None:
            pulse = 0.5 + 0.5 * pygame.math.clamp(abs((self.time * 2) % 2 - 1), 0, 1)
            colour = theme.lerp(theme.GOLD_DARK, theme.GOLD, pulse)
            pygame.draw.rect(canvas, colour, step.target(), 4, border_radius=14)
        rect = self.bubble_rect()
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*theme.MIDNIGHT, 246), panel.get_rect(), border_radius=14)
        pygame.draw.rect(panel, (*theme.GOLD, 255), panel.get_rect(), 3, border_radius=14)
        canvas.blit(panel, rect)
        y = rect.top + 18
        for line in self._wrapped():
            theme.blit_text(canvas, line, 21, theme.MOONLIGHT, midtop=(rect.centerx, y))
            y += 28
        progress = self.app.tr("taisen.tutorial.progress", step=self.step + 1, steps=len(STEPS))
        theme.blit_text(canvas, progress, 15, theme.GOLD, topright=(rect.right - 14, rect.top + 6))
