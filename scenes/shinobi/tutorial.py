"""Shinobi WAT-AAH!'s guided first game: a real two-player Grasshopper game against the
easy computer whose first turn is guided step by step (scenes/guide.py): draw (recruit
or be corrupt), read your cards, lay a clan and see its power act, discard, watch the
computer play, and how the round ends and is scored. Opened from the Shinobi setup
screen ("Learn to play")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession

from ..guide import Guide, GuidedTable, Step
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


class ShinobiTutorial(GuidedTable, ShinobiScene):
    """A Shinobi table with a guide on top.

    Drawn on the 1280x720 canvas (not `native`) while the guide's bubble (scenes/guide.py)
    is laid out in fixed pixels: the table itself draws at any size."""

    native = False

    tutorial_game = "shinobi"
    tutorial_seed = TUTORIAL_SEED
    tutorial_options = TUTORIAL_OPTIONS

    def __init__(self, app: App, session: GameSession, **table: Any) -> None:
        super().__init__(app, session, **table)
        layout = self.layout
        bubble = pygame.Rect(layout.own.left + 40, 0, min(720, layout.own.width - 80), 0)
        self.guide = Guide(app, steps(self), "shinobi.tutorial", bubble, bottom=layout.hand.top - 8)
