"""The Dojo hint as a whole plan (issue 33, newcomer B: the hint gave one step per
press, 3-4 s of search each, so a roll of 6 took about 25 s and six presses). One
search (scenes.ai_turn.think_plan) gives the hard computer's whole move for the roll,
or all the summoning's dice: the walk is drawn on the board at once, and as the person
plays its actions the next one is the hint (its hex ringed, its row lit), with no new
search. Playing anything else, or an undo past its start, drops the plan.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from .art import HINT
from .map_layers import arrow
from .routes import action_hex

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex

    from .protocol import Table


class HintPlan:
    """The plan of the table `table`'s last hint: its actions, from the position where
    `start` actions had been played."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.start = -1
        self.actions: list[str] = []

    def keep(self, actions: list[object]) -> None:
        """The search's answer, for the position now."""
        self.start = len(self.table.session.actions)
        self.actions = [str(a) for a in actions]

    def clear(self) -> None:
        self.start, self.actions = -1, []

    def done(self) -> int | None:
        """How many of the plan's actions have been played since it was found (None: the
        game went another way, or back before it)."""
        played = self.table.session.actions
        if self.start < 0 or len(played) < self.start:
            return None
        since = [str(a) for a in played[self.start :]]
        if since != self.actions[: len(since)]:
            return None
        return len(since)

    def next(self) -> str | None:
        """The plan's next action, if the game still follows it (else the plan goes)."""
        done = self.done()
        if done is None or done >= len(self.actions):
            self.clear()
            return None
        return self.actions[done]

    def rest(self) -> list[str]:
        """The actions still to play, the next first (none if the plan is gone)."""
        done = self.done()
        return [] if done is None else self.actions[done:]

    def walk_to(self, src: Hex, dst: Hex) -> tuple[str, ...]:
        """The plan's next steps when they walk the ninja at `src` to `dst` (up to their
        first arrival there), else none: a click on a hex of the drawn walk plays the
        plan's own steps (the cheapest walk there, routes.py, may go another way or pay
        the forest otherwise, and the plan was dropped after its first step, newcomer F)."""
        here, steps = src, []
        for text in self.rest():
            kind, *args = text.split()
            if kind != "step" or action_hex(args[0]) != here:
                break
            steps.append(text)
            here = action_hex(args[1])
            if here == dst:
                return tuple(steps)
        return ()

    def steps_left(self) -> int:
        return sum(a.startswith("step ") for a in self.rest())

    def draw(self, canvas: pygame.Surface) -> None:
        """The walk still to go, step by step, as arrows in the hint's colour (the next
        one is the hint's own, drawn over it by map_layers), and the hexes of the dice
        still to set ringed."""
        if self.table.hint is None or not self.table.can_act:
            return
        view = self.table.view
        rest = self.rest()[1:]
        width = max(2, theme.px(3))
        ringed = []
        for text in rest:
            kind, *args = text.split()
            if kind == "step":
                start, end = action_hex(args[0]), action_hex(args[1])
                arrow(canvas, view.centre(start), view.centre(end), HINT, width, view.radius // 4)
                ringed.append(end)
            elif kind == "die":
                ringed.append(action_hex(args[0]))
        if ringed:
            view.mark(canvas, ringed, HINT, 3)
