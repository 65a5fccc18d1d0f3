"""Ninja Night's guided first game: a real two-player game against the easy computer,
its first rounds guided step by step (scenes/guide.py): place a ninja, plan two
actions, throw to move, read the throw in the log, end the turn, collect, attack with
the fighting string; then, as the game brings them (by round 5 at the latest), Steal,
Heal, the bonuses, a full backpack and the yellow tokens, and the lesson is done. Opened from the Night
setup screen ("Learn to play").

Drawn at the window's own size like the table: the bubble sits at the foot of the
village, below every roof it crosses (issue 33, newcomer G, h12.png: at 1280x720 it hid
roofs 7 and 11 and their tokens), or, in a tall window, over the backpacks under it;
each step rings a part of the table's own layout."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession
from ninjas.night import data

from .. import theme
from ..guide import PROGRESS_SIZE, Guide, GuidedTable, Step
from ..review.caption_place import bounds
from . import tutorial_later as later
from .plan_reason import suggested
from .scene import NightScene
from .village_view import VillageView

if TYPE_CHECKING:
    from ..app import App

TUTORIAL_SEED = 11
TUTORIAL_OPTIONS = {"players": 2, "village": "crossroads"}
"""Two players: every token lies face up, so the first game shows what each one is."""
BUBBLE_SHARE = 0.75
"""The bubble's width as a share of the village's (its height follows its words); as
wide as the village where that leaves a roof under it."""
FOOT = 6
"""Design px from the window's bottom to the bubble's when only the help line's room
keeps it off the roofs (French Attack step at 1280x720: a roof's tokens matter more
than the keys while the guide speaks)."""
TOP = 8
"""Design px from the village's top to the bubble's when it goes there."""
BAND_LINES = 3
"""The lines of words a bubble at the village's foot has room for under the village
while the guide speaks (most steps' at 1280x720; a longer one may reach a roof's walls)."""


def _moves_turn_open(table: Any) -> bool:
    """Is the person's (seat 0) first action of round 1 still to be ended?"""
    state = table.state
    return (
        state.round == 1 and state.phase == "act" and state.step == 0 and state.current_player == 0
    )


def _threw(table: Any, kind: str) -> bool:
    """Has the person (seat 0) thrown this kind of throw yet?"""
    return any(t["seat"] == 0 and t["action"] == kind for t in table.stage.throws)


STEPS = (
    Step("welcome", None),
    Step("place", lambda t: t.state.phase != "place"),
    Step("plan", lambda t: t.state.plans[0] is not None or t.state.round > 1),
    Step("move", lambda t: _threw(t, "move") or t.state.round > 1),
    Step("result", None),
    Step("end_move", lambda t: not _moves_turn_open(t)),
    Step("collect", lambda t: t.state.round > 1),
    Step("attack", lambda t: _threw(t, "attack") or t.state.round > 3),
    Step("dawn", None),
    *later.STEPS,
    Step("done", None),
)
"""'Your Move is done: End the turn' and 'Now Collect' are two steps (newcomer G,
h10-h11.png: one bubble said 'Your Move is done...' while they collected); then the
later lessons, each when the game brings it (tutorial_later.py: the lesson ended at round
2 without Steal, Heal, a bonus, a full backpack or the yellow tokens, newcomers s23),
and the last says the lesson is done."""
TARGETS = {
    "place": "map",
    "plan": "area",
    "move": "map",
    "result": "area",
    "end_move": "area",
    "collect": "area",
    "attack": "area",
    **later.TARGETS,
}
"""The part of the table's layout each step rings (Layout's attribute names)."""


PLANNING = ("attack", "heal")
"""The steps that set a plan of their own (NightTutorial.default_plan) when their bubble
shows as the person plans, even after another's closed by Enter; the closing itself
never sets one, which would undo what she chose."""


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

    def do(self, intent: Any) -> None:
        """Enter with no row lit, at a step Enter does not end (it meant 'next' at step
        1): the lesson says what to do, not a red error with row 1 lit (issue 33,
        newcomer W, s9: 'No choice was lit' at step 2)."""
        guide = self.guide
        asks = guide.guiding and not guide.waiting and guide.current.done is not None
        if intent is not None and intent.kind == "light_first" and asks:
            self.tell(self.app.tr("night.tutorial.enter_here"))
            return
        super().do(intent)

    def throw_now(self) -> None:
        """Throw waits, in the guided game, until the string has been dragged (or set
        with Left/Right) once: thrown at the length it came at, the first move missed
        and injured (newcomer E, s15, 262: 22.1 cm for a 14 cm roof). The prompt says
        what to do, in its refusal's place, with the refused sound: told as an Undo's
        words are, it was drawn nowhere while the string was in the hands, and 'Throw!'
        and Enter seemed to do nothing (newcomer B, s22, 70g15 -> 70g17)."""
        if self.throw is not None and not self.aiming.adjusted:
            self.refuse(self.app.tr("night.tutorial.drag_first"))
            return
        super().throw_now()

    def _bubble(self, size: tuple[int, int]) -> pygame.Rect:
        """The bubble on a surface of `size`: over the backpacks under the village, else
        at the village's foot, growing upward: three quarters of its width, at its left
        or right, else its whole width (fewer lines), else at the village's top, left or
        right: the first that leaves clear the buildings the step points at (walls and
        all: the Attack step lay over the fronts of the roofs it talked about, s10) and
        every roof it crosses above it; else the one that covers least of them."""
        layout = self.layout(size)
        if layout.packs_below:
            return pygame.Rect(layout.packs.left, 0, layout.packs.width, 0)
        area = layout.map
        roofs = self.roof_boxes()
        pointed = [self.building_box(b) for b in self.pointed_roofs()]
        best: tuple[tuple[int, int], pygame.Rect] | None = None
        narrow = round(area.width * BUBBLE_SHARE)
        low = size[1] - layout.px(FOOT)
        for left, width, bottom in (
            (area.left, narrow, area.bottom),
            (area.right - narrow, narrow, area.bottom),
            (area.left, area.width, area.bottom),
            (area.left, narrow, None),  # at the top, under the title bar
            (area.right - narrow, narrow, None),
            (area.left, area.width, low),  # over the help line, the last resort
        ):
            box = pygame.Rect(left, 0, width, self.guide.height_for(width))
            if bottom is None:
                box.top = area.top + layout.px(TOP)
            else:
                box.bottom = bottom
            covered = (_covered(box, pointed), _covered(box, roofs))
            if best is None or covered < best[0]:
                best = (covered, box)
            if covered == (0, 0):
                break
        assert best is not None
        return best[1]

    def _view_for(self, rect: pygame.Rect) -> VillageView:
        """The village drawn above the bubble's band at the map's foot while the guide
        speaks (newcomer T, s20, 227_2, 229: at 1280x720 the bubble lay over the front
        houses, roofs 9 and 11, wherever it went); in the whole map where the bubble
        goes over the backpacks under it."""
        guide = getattr(self, "guide", None)
        laid = getattr(self, "_laid", None)
        if guide is not None and guide.guiding and laid is not None and not laid.packs_below:
            band = theme.px(23) + theme.font(PROGRESS_SIZE).get_linesize()
            band += BAND_LINES * guide.line_height()  # the bubble's height (Guide.height_for)
            rect = pygame.Rect(rect.left, rect.top, rect.width, rect.height - band)
        return super()._view_for(rect)

    def pointed_roofs(self) -> list[int]:
        """The buildings the step shown talks about, which its bubble must leave clear:
        at the Attack step the person's roof and every roof it may attack; at the Move
        step the person's roof and the roofs ringed."""
        if not self.guiding:
            return []
        key = self.guide.current.key
        state = self.state
        here = state.positions[0]
        if here is None or key not in ("move", "attack"):
            return []
        if key == "move":
            return [here, *self.move_rings()]
        others = [state.positions[s] for s in range(1, state.players)]
        return [here, *(b for b in others if b is not None and state.village.reachable(here, b))]

    def building_box(self, building: int) -> pygame.Rect:
        """A building as drawn now, from the ground at its front to the head of a ninja
        standing on its roof."""
        view = self.view
        b = view.village.buildings[building]
        left, top = view.project(b.x, b.y, view.roof_height(building))
        right, bottom = view.project(b.x + b.w, b.y + b.h, 0.0)
        top -= round(view.token_size() * 3.0)
        return pygame.Rect(left, top, right - left, bottom - top)

    def overlays(self) -> list[pygame.Rect]:
        """What lies over the village: the bubble, where the guide speaks (a throw's
        banner stays off it: it lay under the Attack step's bubble at 1920x1080)."""
        shown = self.guiding and not self.guide.waiting
        return [self.guide.bubble_rect()] if shown else []

    def _bottom(self, size: tuple[int, int]) -> int | None:
        layout = self.layout(size)
        return layout.packs.bottom if layout.packs_below else None

    def roof_boxes(self) -> list[pygame.Rect]:
        """Each roof's top as drawn now (where its tokens and number lie), and the room
        a ninja standing on it takes above it."""
        view = self.view
        out = []
        for building in range(len(view.village.buildings)):
            box = bounds(list(view.roof_outline(building)))
            tall = round(view.token_size() * 3.0)
            out.append(pygame.Rect(box.left, box.top - tall, box.width, box.height + tall))
        return out

    def default_plan(self) -> list[str]:
        """At the Attack step, the plan the table sets puts Attack first (where someone
        is in the fighting string's reach), so the person's next action is the one the
        step teaches: the usual Move then Collect had Attack second, or not at all, and
        a Move played first could take the Blue ninja out of reach. While it guides,
        the plan it sets is Move then Collect, as its words say (plan_reason.suggested),
        not the table's rules from the tokens on the roof (plan_suggest.py)."""
        plan = (
            suggested(self.state, self.state.current_player)
            if self.guiding
            else super().default_plan()
        )
        state = self.state
        if (
            self.guiding
            and self.guide.current.key == "attack"
            and state.why_not(state.current_player, "attack") is None
        ):
            rest = [a for a in plan if a != "attack"] or ["move"]
            plan = ["attack", rest[0]]
        elif (
            self.guiding
            and not self.guide.waiting
            and self.guide.current.key == "heal"
            and state.why_not(state.current_player, "heal") is None
        ):  # the Heal lesson, shown as she plans injured: the plan it sets heals
            rest = [a for a in plan if a != "heal"] or ["move"]  # (Move then Collect
            plan = [rest[0], "heal"]  # said on, and she kept the injury: s24 real window)
        return plan

    def update(self, dt: float) -> None:
        """The table and guide go on; a step that sets a plan of its own (Attack) sets it
        when it begins, over the one set when the planning began under the step before
        (Attack; Heal, whose bubble comes as she plans, after the one Enter closed)."""
        guide = self.guide
        step = guide.step
        super().update(dt)
        shown = guide.current.key if guide.guiding and not guide.waiting else None
        before, self._shown = self._shown, shown
        begun = guide.step != step or (shown != before and shown in PLANNING)
        if begun and self.guiding and self.state.phase == "plan":
            planned_for = self.plan_panel.planned_for
            if self.can_act and planned_for == (self.state.round, self.state.current_player):
                self.plan = self.default_plan()
                self.plan_panel.suggested = list(self.plan)  # Confirm: 'suggested'

    _shown: str | None = None
    """The step whose bubble showed at the last frame (None: none)."""

    def move_rings(self) -> list[int]:
        """The roofs the Move step rings in gold (its words say so): the nearest ones
        the person may move to, while they choose (not once aiming)."""
        state = self.state
        if (
            not self.guiding
            or self.guide.current.key != "move"
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
            layout = self.layout()
            if part == "area" and self.throw is not None:  # the string's panel: the ring
                return self.aiming.panels(layout)[0]  # holds it whole (newcomer D, s10: an
            rect: pygame.Rect = getattr(layout, part)  # empty framed box under it)
            return rect

        return target


def _covered(box: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """The area of `rects` that `box` covers."""
    return sum(box.clip(r).width * box.clip(r).height for r in rects)
