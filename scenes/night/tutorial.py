"""Ninja Night's guided first game: a real two-player game against the easy computer,
its first rounds guided step by step (scenes/guide.py): place a ninja, plan two
actions, throw to move, read the throw in the log, collect, attack with the fighting
string, then play on to dawn. Opened from the Night setup screen ("Learn to play").

The guide's bubble is drawn on the 1280x720 canvas (scenes/guide.py is not native yet),
so the guided table is too; each step rings a part of the table's own layout there."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession

from ..guide import Guide, GuidedTable, Step
from .scene import NightScene

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 11
TUTORIAL_OPTIONS = {"players": 2, "village": "crossroads"}
"""Two players: every token lies face up, so the first game shows what each one is."""
BUBBLE = pygame.Rect(14, 0, 430, 0)
"""Over the village's bottom left corner (sky, mostly), growing upward from the bottom
of the screen."""
BUBBLE_BOTTOM = 676


def _threw(table: Any, kind: str) -> bool:
    """Has the person (seat 0) thrown this kind of throw yet?"""
    return any(t["seat"] == 0 and t["action"] == kind for t in table.throws)


STEPS = (
    Step("welcome", None),
    Step("place", lambda t: t.state.phase != "place"),
    Step("plan", lambda t: t.state.plans[0] is not None or t.state.round > 1),
    Step("move", lambda t: _threw(t, "move") or t.state.round > 1),
    Step("result", None),
    Step("collect", lambda t: t.state.round > 1),
    Step("attack", lambda t: _threw(t, "attack") or t.state.round > 3),
    Step("dawn", None),
)
TARGETS = {
    "place": "map",
    "plan": "area",
    "move": "map",
    "result": "area",
    "collect": "area",
    "attack": "area",
}
"""The part of the table's layout each step rings (Layout's attribute names)."""


class NightTutorial(GuidedTable, NightScene):
    """A Night table with a guide on top."""

    native = False
    tutorial_game = "night"
    tutorial_seed = TUTORIAL_SEED
    tutorial_options = TUTORIAL_OPTIONS

    def __init__(self, app: App, session: GameSession, **table: Any) -> None:
        steps = tuple(
            dataclasses.replace(step, target=self._ring(TARGETS[step.key]))
            if step.key in TARGETS
            else step
            for step in STEPS
        )
        self.guide = Guide(app, steps, "night.tutorial", BUBBLE, bottom=BUBBLE_BOTTOM)
        super().__init__(app, session, **table)

    def _ring(self, part: str) -> Any:
        def target() -> pygame.Rect:
            rect: pygame.Rect = getattr(self.layout(), part)
            return rect

        return target
