"""Ninja Night's guided first game: a real two-player game against the easy computer,
its first rounds guided step by step (scenes/guide.py): place a ninja, plan two
actions, throw to move, read the throw in the log, collect, attack with the fighting
string, then play on to dawn. Opened from the Night setup screen ("Learn to play")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession, Seat

from ..guide import Guide, Step
from .scene import LOG, MAP, OPTIONS, NightScene

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 11
TUTORIAL_OPTIONS = {"players": 2, "village": "crossroads"}
"""Two players: every token lies face up, so the first game shows what each one is."""
BUBBLE = pygame.Rect(14, 524, 692, 0)
"""Over the backpacks, growing upward from the bottom of the screen."""
BUBBLE_BOTTOM = 712
SCREEN = pygame.Rect(0, 0, 1280, 720)


def _threw(table: Any, kind: str) -> bool:
    """Has the person (seat 0) thrown this kind of throw yet?"""
    return any(t["seat"] == 0 and t["action"] == kind for t in table.throws)


STEPS = (
    Step("welcome", None),
    Step("place", lambda t: t.state.phase != "place", lambda: MAP),
    Step("plan", lambda t: t.state.plans[0] is not None or t.state.round > 1, lambda: OPTIONS),
    Step("move", lambda t: _threw(t, "move") or t.state.round > 1, lambda: MAP),
    Step("result", None, lambda: LOG),
    Step("collect", lambda t: t.state.round > 1, lambda: OPTIONS),
    Step("attack", lambda t: _threw(t, "attack") or t.state.round > 3, lambda: OPTIONS),
    Step("dawn", None),
)


class NightTutorial(NightScene):
    """A Night table with a guide on top."""

    def __init__(self, app: App, session: GameSession, **table: Any) -> None:
        self.guide = Guide(app, STEPS, "night.tutorial", BUBBLE, bottom=BUBBLE_BOTTOM)
        super().__init__(app, session, **table)

    @classmethod
    def start(cls, app: App) -> NightTutorial:
        session = GameSession.new(
            "night",
            [Seat(), Seat("ai", "easy")],
            seed=TUTORIAL_SEED,
            options=dict(TUTORIAL_OPTIONS),
            autosave=False,
        )
        return cls(app, session)

    @property
    def guiding(self) -> bool:
        return self.guide.guiding

    @property
    def animating(self) -> bool:
        return super().animating or self.guiding

    def update(self, dt: float) -> None:
        super().update(dt)
        self.guide.advance(self)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.guide.takes(event, SCREEN):  # only Enter or the bubble: the table is live
            return
        super().handle_event(event)

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        if self.app.top is self:
            self.guide.draw(canvas, self.time)
