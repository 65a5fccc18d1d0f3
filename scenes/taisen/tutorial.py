"""The first-game tutorial: a real game against the easy computer whose first turn is
guided step by step, started from the title screen ("Learn to play").

Each step says what to look at and what to do; the step ends by itself when the player
has done it (a die chosen, a ninja moved, the turn ended, the computer's turn watched),
or with Enter or a click on "Next" for steps that only explain. The rules are the game's:
the tutorial never moves anything itself and refuses nothing the table would allow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.core.session import GameSession

from ..guide import Guide, GuidedTable, Step
from . import layout as L
from .scene import TaisenScene

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 2024
"""A first position with a clear first move for the Monkeys, who start."""
BUBBLE = pygame.Rect(300, 66, 680, 0)


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


class TutorialScene(GuidedTable, TaisenScene):
    """A Taisen table with a guide on top (scenes/guide.py)."""

    tutorial_game = "taisen"
    tutorial_seed = TUTORIAL_SEED
    tutorial_options = {"first": "monkey"}

    def __init__(self, app: App, session: GameSession) -> None:
        self.guide = Guide(app, STEPS, "taisen.tutorial", BUBBLE)  # before the first draw
        super().__init__(app, session)

    def guide_controls(self) -> pygame.Rect:
        return L.CONTROL_PANEL

    @property
    def step(self) -> int:
        return self.guide.step

    def next_step(self) -> None:
        self.guide.next_step()

    def words(self) -> str:
        return self.guide.words()

    def bubble_rect(self) -> pygame.Rect:
        return self.guide.bubble_rect()
