"""The plan, made in secret: the six actions as cards side by side, each with its
picture, its name, a line on what it does and, where it cannot be done from where the
ninja stands, why; the chips on each that make it action 1 or 2, and Confirm."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ninjas.night.rules import ACTIONS

from .. import theme
from ..pads import PadTarget
from . import art
from .palette import WHY_COLOUR
from .plan_check import dead_action
from .plan_reason import second_why

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable

PLAN_PICTURE = 46
"""The side of an action's picture on its plan card (design px)."""


class PlanPanel:
    """`plan`: the two actions chosen so far (pre-selected by the table's default_plan
    for each seat and round: `planned_for`)."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.plan = ["move", "collect"]
        self.planned_for: tuple[int, int] | None = None
        """(round, seat) whose plan was last pre-selected."""
        self.suggested: list[str] | None = None
        """The plan pre-selected (`preselect`): while the plan is still it, Confirm says
        it is the one suggested (newcomer O, s12, nc-O/029: 'a plan came pre-selected,
        Move 1, Collect 2: I worried I would confirm something I hadn't picked')."""
        self.taken = False
        """Confirm pressed on the suggestion (or the hint's plan set): until then its
        chips are outlined, not filled, the plan offered, not chosen (newcomer K, s17,
        113/138). One press plays it: two, a press to take it and one to play it, were
        'two clicks for the suggested plan' (newcomer P, s18); what made K wary, a plan
        pre-filled that was not the suggestion (last round's, the table's default), no
        longer comes (`behind`)."""
        self.asked: tuple[str, ...] | None = None
        """The plan Confirm last asked about, one of its actions doing nothing (plan_check)."""
        self._kept: tuple[tuple[object, ...], pygame.Surface] | None = None

    def forget(self) -> None:
        """The drawn plan made again (the language changed)."""
        self._kept = None

    def preselect(self, round_: int, seat: int) -> None:
        """The table's default plan set once per seat and round."""
        if self.planned_for != (round_, seat):
            self.planned_for = (round_, seat)
            self.plan = self.table.default_plan()
            self.suggested = list(self.plan)
            self.taken = False

    def behind(self) -> bool:
        """The planner shows for a seat and round it has not pre-selected for: a wait
        ended by a key (a round's card put away) refreshes nothing, and the planner that
        opened showed the plan the table had put back, 'Move, then Collect', as if
        chosen (newcomer P, s18: taken for the suggestion, played by one Enter)."""
        state, table = self.table.state, self.table
        now = (state.round, state.current_player)
        return table.can_act and state.phase == "plan" and self.planned_for != now

    @property
    def untouched(self) -> bool:
        """The plan is still the suggestion, offered, not yet confirmed (in the guided
        game it is drawn as chosen)."""
        guiding = bool(getattr(self.table, "guiding", False))
        return not (self.taken or guiding) and self.plan == self.suggested

    def confirm(self) -> None:
        """Enter or a click on Confirm: the plan shown is played, the suggestion as a plan
        she chose (one press), unless Confirm first asks about an action of it that would
        do nothing (plan_check: a second press plays it)."""
        self.taken = True
        if self.asking or not self.ask():
            self.table.confirm_plan()

    def dead(self) -> str | None:
        """The plan's action that would do nothing now (plan_check), else None; none
        judged in the guided game (its words ask for one press)."""
        if getattr(self.table, "guiding", False):
            return None
        state = self.table.state
        return dead_action(state, state.current_player, self.plan)

    def ask(self) -> bool:
        """Confirm asks about this plan, one of its actions doing nothing (True)."""
        if self.dead() is None:
            return False
        self.asked = tuple(self.plan)
        return True

    @property
    def asking(self) -> bool:
        """Confirm asks now: the plan is the one asked about and still does nothing."""
        return self.asked == tuple(self.plan) and self.dead() is not None

    # ------------------------------------------------------------------ choosing
    def cycle(self, which: int) -> None:
        """Q or W: action 1 or 2 becomes the next of the six."""
        if self.table.can_act:
            self.plan[which] = ACTIONS[(ACTIONS.index(self.plan[which]) + 1) % len(ACTIONS)]

    def pad_targets(self, layout: Layout) -> list[PadTarget]:
        """Each action's two chips and Confirm."""
        targets = []
        for k, action in enumerate(ACTIONS):
            for which in range(2):
                choose = lambda w=which, a=action: self.plan.__setitem__(w, a)  # noqa: E731
                targets.append(PadTarget(layout.chip_rect(k, which), choose, ("chip", k, which)))
        targets.append(PadTarget(layout.confirm_rect(), self.confirm, "confirm"))
        return targets

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface, layout: Layout) -> None:
        """The six actions side by side, each with its picture, its name, a line on
        what it does and, if it could not be done from where the ninja stands now, why;
        on each, the chips that make it action 1 or 2 (drawn once per plan and size)."""
        area = layout.plan_area().union(layout.confirm_rect())
        table = self.table
        key = (table.version, self.confirm_text(), layout.size, tuple(area), id(table.app.tr))
        if self._kept is None or self._kept[0] != key:
            panel = pygame.Surface(area.size, pygame.SRCALPHA)
            self._paint(panel, layout, (-area.left, -area.top))
            self._kept = (key, panel)
        canvas.blit(self._kept[1], area.topleft)

    def card_lines(
        self, action: str, width: int, room: int
    ) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines under an action's name on its card, at most `room`: what it does,
        then why it cannot be done from where the ninja stands, or a warning where it
        can but to little effect (a full backpack's Collect: issue 33, newcomer J, the
        Steal and Heal cards said why they were useless, Collect's nothing). The why,
        or the warning, comes first where all do not fit."""
        tr = self.table.app.tr
        wrap = self.table.text_fit.wrap
        state = self.table.state
        seat = state.current_player
        lines = [
            (line, theme.TEXT_DIM)
            for line in wrap(tr(f"night.plan.line.{action}"), theme.FONT_MIN, width)
        ]
        first, second = self.plan[0], self.plan[1]
        if action == second != first:  # the second action: from where the first leaves it
            said = second_why(tr, state, seat, first, second) or self.warning(action)
        else:
            why = state.why_not(seat, action)
            said = tr(f"night.why.{why}") if why is not None else self.warning(action)
        if said is not None:
            lines += [(line, WHY_COLOUR) for line in wrap(said, theme.FONT_MIN, width)]
        if len(lines) > room and said is not None:
            lines = [(t, c) for t, c in lines if c == WHY_COLOUR]
        return lines[:room]

    def confirm_text(self) -> str:
        """Confirm's words: the plan it confirms, said to be the one suggested while it
        is still the plan pre-selected."""
        tr = self.table.app.tr
        first, second = (str(tr(f"night.action.{a}")) for a in self.plan)
        key = "suggested" if self.plan == self.suggested else "chosen"
        dead = self.dead() if self.asking else None
        if dead is not None:
            return str(tr("night.plan.confirm.dead", action=tr(f"night.action.{dead}")))
        return str(tr(f"night.plan.confirm.{key}", first=first, second=second))

    def warning(self, action: str) -> str | None:
        """What limits an action that can be done: a Collect with the backpack full
        (rulebook: a token goes on a free space; a token of the backpack may be
        discarded onto the roof at any time, and a bonus played at once)."""
        state = self.table.state
        seat = state.current_player
        if action != "collect" or state.free_slots(seat):
            return None
        tr = self.table.app.tr
        if state.token_slots(seat):  # a token to discard for one taken
            return tr("night.plan.full")
        return tr("night.plan.full.injured")  # injuries only: none to discard

    def _paint(self, canvas: pygame.Surface, layout: Layout, offset: tuple[int, int]) -> None:
        tr = self.table.app.tr
        px = layout.px
        line_h = theme.font(theme.FONT_MIN).get_linesize()
        offered = self.untouched  # the suggestion: outlined chips, plain cards
        asked = self.dead() if self.asking else None
        for k, action in enumerate(ACTIONS):
            card = layout.card_rect(k).move(offset)
            chosen = action in self.plan and not offered
            pygame.draw.rect(
                canvas, theme.PANEL_LIGHT if chosen else theme.MIDNIGHT, card, border_radius=px(8)
            )
            border = theme.GOLD if chosen else theme.BORDER
            border = WHY_COLOUR if asked == action else border  # the one asked about
            pygame.draw.rect(canvas, border, card, px(2 if chosen else 1), border_radius=px(8))
            icon = px(PLAN_PICTURE)
            draw_action_icon(
                canvas, action, (card.left + px(6) + icon // 2, card.top + px(6) + icon // 2), icon
            )
            name = theme.text(tr(f"night.action.{action}"), theme.FONT_BODY - 3, theme.MOONLIGHT)
            y = card.top + px(8) + icon
            canvas.blit(name, (card.left + px(6), y))
            y += name.get_height()
            width = card.width - px(12)
            room = (card.bottom - px(4) - y) // line_h
            for text, colour in self.card_lines(action, width, room):
                canvas.blit(theme.text(text, theme.FONT_MIN, colour), (card.left + px(6), y))
                y += line_h
            for which in range(2):
                chip = layout.chip_rect(k, which).move(offset)
                on = self.plan[which] == action
                filled = on and not offered
                pygame.draw.rect(
                    canvas, theme.GOLD if filled else theme.PANEL, chip, border_radius=px(6)
                )
                ring = (theme.GOLD, px(3)) if on and offered else (theme.BORDER, px(1))
                pygame.draw.rect(canvas, ring[0], chip, ring[1], border_radius=px(6))
                ink = theme.MIDNIGHT if filled else theme.GOLD if on else theme.TEXT_DIM
                number = theme.text(str(which + 1), theme.FONT_SMALL, ink)
                canvas.blit(number, number.get_rect(center=chip.center))
        rect = layout.confirm_rect().move(offset)
        fill, ink = (theme.GOLD, theme.MIDNIGHT) if asked else (theme.VERMILION, theme.MOONLIGHT)
        pygame.draw.rect(canvas, fill, rect, border_radius=px(8))
        lines = self.table.text_fit.wrap(self.confirm_text(), theme.FONT_SMALL, rect.width - px(16))
        step = theme.font(theme.FONT_SMALL).get_linesize()
        top = rect.centery - step * len(lines) // 2  # two lines where one is too narrow
        for k, line in enumerate(lines):
            label = theme.text(line, theme.FONT_SMALL, ink)
            canvas.blit(label, label.get_rect(midtop=(rect.centerx, top + k * step)))


def draw_action_icon(
    canvas: pygame.Surface, action: str, centre: tuple[int, int], size: int
) -> None:
    """A small picture of a planned action (act_<action>: tools/vector_art/draw_night.py),
    drawn by hand where the picture is missing."""
    picture = art.scaled(f"act_{action}", (size, size))
    if picture is not None:
        canvas.blit(picture, picture.get_rect(center=centre))
        return
    x, y = centre
    r = size // 2
    u = size / 40  # the picture was drawn 40 px wide

    def n(length: float) -> int:
        return max(1, round(length * u))

    line = (236, 226, 190)
    if action == "move":  # a grapnel on its string, thrown in an arc
        points = [
            (x - r + k * r // 5, y + r // 2 - round(math.sin(k / 10 * math.pi) * r * 0.7))
            for k in range(11)
        ]
        pygame.draw.lines(canvas, line, False, points, n(2))
        tip = points[-1]
        for dx, dy in ((-6, -6), (6, -6), (0, 8)):
            end = (tip[0] + round(dx * u), tip[1] + round(dy * u))
            pygame.draw.line(canvas, (200, 200, 210), tip, end, n(3))
    elif action == "attack":  # the fist on its string
        pygame.draw.line(canvas, line, (x - r, y + r // 2), (x + r // 3, y - r // 4), n(2))
        pygame.draw.circle(canvas, (150, 96, 70), (x + r // 3, y - r // 4), r // 2)
        for k in range(3):
            knuckle = (x + r // 3 - r // 4 + k * r // 4, y - r // 4 - r // 3)
            pygame.draw.circle(canvas, (120, 74, 54), knuckle, max(2, r // 7))
    elif action in ("collect", "steal"):
        image = art.token("pink", size * 3 // 4)
        if image is not None:
            canvas.blit(image, image.get_rect(center=(x, y + r // 5)))
        else:
            pygame.draw.circle(canvas, (236, 140, 170), (x, y + r // 5), r * 3 // 8)
        if action == "collect":  # lifted up into the backpack
            pygame.draw.polygon(
                canvas, theme.GOLD, [(x, y - r), (x - n(7), y - r + n(9)), (x + n(7), y - r + n(9))]
            )
        else:  # snatched sideways from another ninja
            pygame.draw.arc(canvas, theme.VERMILION, (x - r, y - r, size, size), 0.3, 2.6, n(3))
            pygame.draw.polygon(
                canvas,
                theme.VERMILION,
                [(x - r + n(2), y - n(3)), (x - r - n(5), y - n(10)), (x - r + n(8), y - n(12))],
            )
    elif action == "heal":  # a green cross
        arm = r * 2 // 3
        pygame.draw.line(canvas, (96, 220, 130), (x - arm, y), (x + arm, y), max(4, r // 3))
        pygame.draw.line(canvas, (96, 220, 130), (x, y - arm), (x, y + arm), max(4, r // 3))
    else:  # skip: the moon goes by
        image = art.scaled("moon", (size * 3 // 4, size * 3 // 4))
        if image is not None:
            canvas.blit(image, image.get_rect(center=centre))
        else:
            pygame.draw.circle(canvas, theme.TEXT_DIM, centre, r // 2)
