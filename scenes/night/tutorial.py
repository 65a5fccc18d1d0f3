"""Ninja Night's guided first game: a real two-player game against the easy computer,
its first rounds guided step by step (scenes/guide.py): place a ninja, plan two
actions, throw to move, read the throw in the log, collect, attack with the fighting
string, then play on to dawn. Opened from the Night setup screen ("Learn to play")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession

from ..guide import Guide, GuidedTable, Step
from .scene import LOG, MAP, OPTIONS, NightScene

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 11
TUTORIAL_OPTIONS = {"players": 2, "village": "crossroads"}
"""Two players: every token lies face up, so the first game shows what each one is."""
BUBBLE = pygame.Rect(14, 524, 692, 0)
"""Over the backpacks, growing upward from the bottom of the screen."""
BUBBLE_BOTTOM = 712


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


class NightTutorial(GuidedTable, NightScene):
    """A Night table with a guide on top."""

    tutorial_game = "night"
    tutorial_seed = TUTORIAL_SEED
    tutorial_options = TUTORIAL_OPTIONS

    def __init__(self, app: App, session: GameSession, **table: Any) -> None:
        self.guide = Guide(app, STEPS, "night.tutorial", BUBBLE, bottom=BUBBLE_BOTTOM)
        super().__init__(app, session, **table)
