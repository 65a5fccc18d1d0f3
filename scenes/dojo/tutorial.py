"""Dojo's guided first game: a real game against the easy computer on the small
Causeway board, its first turn guided step by step (scenes/guide.py): build your Dojo,
roll, walk (what each terrain costs), how a battle goes (cards face down, played one
at a time), a projectile from the plains, summoning, and the two ways to win. Opened
from the Dojo setup screen ("Learn to play")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession
from ninjas.dojo.rules import DojoAction

from ..guide import Guide, GuidedTable, Step
from .layout import table_layout
from .scene import DojoScene

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 1
"""The computer places its Dojo first, then the person places and plays first (a roll
of 3 on Causeway)."""
TUTORIAL_OPTIONS = {"board": "causeway"}
"""The smallest board: the clans meet within a few turns."""
STEP_KEYS = ("welcome", "place", "roll", "walk", "battle", "projectile", "summon", "win")


def _played(table: Any, *kinds: str) -> bool:
    """Has the person (seat 0) played an action of one of these kinds?"""
    return any(seat == 0 and kind in kinds for seat, kind in table.played)


def _summoned(table: Any) -> bool:
    state = table.state
    placing_dice = state.phase == "assign" and state.current_player == 0
    return _played(table, "summon") and not placing_dice


def steps(table: DojoScene) -> tuple[Step, ...]:
    """The steps, ringing the parts of this table's layout they speak of."""

    def board() -> pygame.Rect:
        return table.layout.map

    def panel() -> pygame.Rect:
        return table.layout.action

    return (
        Step("welcome", None),
        Step("place", lambda t: _played(t, "dojo"), board),
        Step("roll", lambda t: _played(t, "roll", "blitz"), panel),
        Step("walk", lambda t: _played(t, "step", "end") or t.state.turns[0] > 1, board),
        Step("battle", None, board),
        Step("projectile", None, board),
        Step("summon", _summoned, panel),
        Step("win", None),
    )


class DojoTutorial(GuidedTable, DojoScene):
    """A Dojo table with a guide on top, both drawn at the window's own size: the
    bubble sits at the top of the right-hand column, over the clans' status."""

    tutorial_game = "dojo"
    tutorial_seed = TUTORIAL_SEED
    tutorial_options = TUTORIAL_OPTIONS

    def __init__(self, app: App, session: GameSession, **table: Any) -> None:
        self.played: list[tuple[int, str]] = []
        """(seat, kind) of every action played at this table (the steps' progress)."""
        super().__init__(app, session, **table)
        self.guide = Guide(app, steps(self), "dojo.tutorial", self._bubble, bottom=self._bottom)

    def play(self, action: DojoAction | str) -> None:
        seat = self.state.current_player
        super().play(action)
        self.played.append((seat, str(action).split(" ", 1)[0]))

    @staticmethod
    def _bubble(size: tuple[int, int]) -> pygame.Rect:
        """The bubble's left, top and width on a surface of `size` (its height follows
        its words): over the clans' status at the top of the right-hand column, never
        over the log (the story of the game) nor the board or the action panel the steps
        ring."""
        status = table_layout(size).status
        return pygame.Rect(status.left, status.top, status.width, 0)

    @staticmethod
    def _bottom(size: tuple[int, int]) -> int:
        """The bubble's bottom: just above the action panel (a long step's words grow
        it upward, into the gap under the top bar's buttons)."""
        return table_layout(size).action.top - 1
