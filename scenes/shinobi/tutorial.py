"""Shinobi WAT-AAH!'s guided first game: a real two-player Grasshopper game against the
easy computer whose first turn is guided step by step (scenes/guide.py): draw (recruit
or be corrupt), read your cards, lay a clan and see its power act, discard, watch the
computer play, and how the round ends and is scored. Opened from the Shinobi setup
screen ("Learn to play")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession, Seat

from ..guide import Guide, Step
from .scene import ShinobiScene

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 6
"""Akane plays first and, after recruiting, holds two Carps: a clan whose power (draw
2 cards) needs no further choice."""
TUTORIAL_OPTIONS = {"players": 2, "mode": "grasshopper"}


def _drew(table: Any) -> bool:
    state = table.state
    return bool(table.session.actions) or state.current_player != 0


def _laid(table: Any) -> bool:
    state = table.state
    return bool(state.clans[0]) or state.turn != 0 or state.round > 1


def _discarded(table: Any) -> bool:
    state = table.state
    return state.turn != 0 or state.is_terminal


def steps(table: ShinobiScene) -> tuple[Step, ...]:
    """The steps, ringing the parts of this table's layout they speak of."""
    return (
        Step("welcome", None),
        Step("draw", _drew, lambda: table.layout.options),
        Step("hand", None, lambda: table.layout.hand),
        Step("place", _laid, lambda: table.layout.hand),
        Step("discard", _discarded, lambda: table.layout.hand),
        Step("table", None, lambda: table.layout.opponents[0]),
        Step("end", None, lambda: table._scores_rect()),
    )


STEP_KEYS = ("welcome", "draw", "hand", "place", "discard", "table", "end")


class ShinobiTutorial(ShinobiScene):
    """A Shinobi table with a guide on top."""

    def __init__(self, app: App, session: GameSession, **table: Any) -> None:
        super().__init__(app, session, **table)
        layout = self.layout
        bubble = pygame.Rect(layout.own.left + 40, 0, min(720, layout.own.width - 80), 0)
        self.guide = Guide(app, steps(self), "shinobi.tutorial", bubble, bottom=layout.hand.top - 8)

    @classmethod
    def start(cls, app: App) -> ShinobiTutorial:
        session = GameSession.new(
            "shinobi",
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
        screen = pygame.Rect((0, 0), self.size)
        if self.guide.takes(event, screen):  # only Enter or the bubble: the table is live
            return
        super().handle_event(event)

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        guide = getattr(self, "guide", None)  # the table draws once before the guide exists
        if guide is not None and self.app.top is self:
            guide.draw(canvas, self.time)
