"""Ninja Night's guided first game: a real two-player game against the easy computer,
its first rounds guided step by step (scenes/guide.py): place a ninja, plan two
actions, throw to move, read the throw in the log, collect, attack with the fighting
string, then play on to dawn. Opened from the Night setup screen ("Learn to play").

Drawn at the window's own size like the table: the bubble sits over the bottom left of
the village (mostly sky) or, in a tall window, over the backpacks under it; each step
rings a part of the table's own layout."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession
from ninjas.night import data

from .. import theme
from ..guide import Guide, GuidedTable, Step
from .scene import NightScene

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 11
TUTORIAL_OPTIONS = {"players": 2, "village": "crossroads"}
"""Two players: every token lies face up, so the first game shows what each one is."""
BUBBLE_SHARE = 0.75
"""The bubble's width as a share of the village's (its height follows its words)."""


def _threw(table: Any, kind: str) -> bool:
    """Has the person (seat 0) thrown this kind of throw yet?"""
    return any(t["seat"] == 0 and t["action"] == kind for t in table.stage.throws)


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

    tutorial_game = "night"
    tutorial_seed = TUTORIAL_SEED
    tutorial_options = TUTORIAL_OPTIONS

    def __init__(self, app: App, session: GameSession, **table: Any) -> None:
        steps = tuple(
            dataclasses.replace(step, target=self._ring(TARGETS[step.key]))
            if step.key in TARGETS
            else dataclasses.replace(step, target=self.moons_rect)
            if step.key == "dawn"
            else step
            for step in STEPS
        )
        self.guide = Guide(app, steps, "night.tutorial", self._bubble, bottom=self._bottom)
        super().__init__(app, session, **table)

    def _bubble(self, size: tuple[int, int]) -> pygame.Rect:
        """The bubble's left and width on a surface of `size`: over the backpacks under
        the village, else over the village's bottom left (growing upward)."""
        layout = self.layout(size)
        if layout.packs_below:
            return pygame.Rect(layout.packs.left, 0, layout.packs.width, 0)
        area = layout.map
        return pygame.Rect(area.left, 0, round(area.width * BUBBLE_SHARE), 0)

    def _bottom(self, size: tuple[int, int]) -> int:
        layout = self.layout(size)
        return layout.packs.bottom if layout.packs_below else layout.map.bottom

    def default_plan(self) -> list[str]:
        """At the Attack step, the plan the table sets puts Attack first (where someone
        is in the fighting string's reach), so the person's next action is the one the
        step teaches: the usual Move then Collect had Attack second, or not at all, and
        a Move played first could take the Blue ninja out of reach."""
        plan = super().default_plan()
        state = self.state
        if (
            self.guiding
            and STEPS[self.guide.step].key == "attack"
            and state.why_not(state.current_player, "attack") is None
        ):
            rest = [a for a in plan if a != "attack"] or ["move"]
            plan = ["attack", rest[0]]
        return plan

    def update(self, dt: float) -> None:
        """The table and guide go on; a step that sets a plan of its own (Attack) sets it
        when it begins, over the one set when the planning began under the step before."""
        before = self.guide.step
        super().update(dt)
        if self.guide.step != before and self.guiding and self.state.phase == "plan":
            planned_for = self.plan_panel.planned_for
            if self.can_act and planned_for == (self.state.round, self.state.current_player):
                self.plan = self.default_plan()

    def move_rings(self) -> list[int]:
        """The roofs the Move step rings in gold (its words say so): the nearest ones
        the person may move to, while they choose (not once aiming)."""
        state = self.state
        if (
            not self.guiding
            or STEPS[self.guide.step].key != "move"
            or not self.can_act
            or self.throw is not None
        ):
            return []
        here = state.positions[state.current_player]
        offered = {self.target_roof(a) for a, _ in self.options if a.kind == "move"}
        return [b for b in state.village.nearest(here) if b in offered] if here is not None else []

    def rings(self) -> list[int]:
        """The Move step's roofs, ringed on the village as the table's own marks are."""
        return self.move_rings()

    def moons_rect(self) -> pygame.Rect:
        """Around the moons of the rounds in the title bar (TableView.draw_moon_track), which the
        Dawn step points at: they count the rounds to sunrise."""
        layout = self.layout()
        px = layout.px
        title = theme.text(
            self.app.tr("game.night.name"), theme.FONT_HEADING, theme.GOLD, kind="display"
        )
        left = title.get_width() + px(40)  # the first moon's centre
        return pygame.Rect(
            left - px(24), 0, (data.ROUNDS - 1) * px(30) + px(48), min(px(46), layout.map.top)
        )

    def _ring(self, part: str) -> Any:
        def target() -> pygame.Rect:
            rect: pygame.Rect = getattr(self.layout(), part)
            return rect

        return target
