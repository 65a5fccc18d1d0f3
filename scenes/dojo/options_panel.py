"""The choices of the Dojo table's action panel: the buttons of the phase (roll or
blitz, the forest's cost and the end of the move, the summoning's count), or a
numbered list of the phase's actions (battles, dice, a Joker's hex, Fists of Fury),
paged when it does not fit; and the question asked when a walk could join a stack.

`build` makes the rows for the layout and the phase now, `draw` draws them; the keys,
the pointer and the gamepad choose among `options` (controls.py, pad_adapter.py).
Phase 2 may swap it for the shared choice list (scenes/choice_list.py), which must
then gain rows of several lines, icons, a main button and narrower rows side by side.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ninjas.dojo.hexgrid import Hex

from .. import theme
from ..paging import Pager
from ..widgets import shortened
from . import art
from .art import HINT
from .layout import (
    LIST_GAP,
    LIST_PHASES,
    MOVES_PHASES,
    OPTION_GAP,
    OPTION_H,
    OPTION_H2,
    OPTION_ICON,
    OPTION_LINE,
    OPTIONS_HIGH,
    OPTIONS_TOP,
    PROMPT_LINES,
)
from .routes import action_hex

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px


@dataclass
class Option:
    """A choice in the action panel (a button), with the hex it concerns, if any."""

    label: str
    run: Callable[[], None]
    rect: pygame.Rect
    icon: str | None = None
    style: str = "normal"
    hex: Hex | None = None
    enabled: bool = True
    number: int | None = None
    """The key (1-9) that chooses it on the page shown."""
    action: str | None = None
    """The action it plays (a hint for it rings the button)."""


class OptionsPanel:
    """The choices of the table `table` (its state, layout, legal actions, submit, the
    chosen ninja and question; its summoning and controls)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.options: list[Option] = []
        self.main: Callable[[], None] | None = None
        """What Enter and Space do now: the panel's main button."""
        self.pager = Pager()

    def area(self) -> pygame.Rect:
        """Where the choices of the action panel go: under the prompt (and the moves, in
        the phases that show them), above the summoning's cards when they show."""
        state = self.table.state
        action, at = self.table.layout.action, self.table.layout_px
        top = action.top + at(OPTIONS_TOP if state.phase in MOVES_PHASES else OPTIONS_HIGH)
        if state.phase in LIST_PHASES and state.phase not in MOVES_PHASES:
            top = action.top + at(10 + 22 * PROMPT_LINES + 8)  # the list takes the room
        bottom = action.bottom - at(8)
        if self.table.summoning.shown():
            bottom = action.bottom - at(self.table.summoning.area_h() + 2)
        return pygame.Rect(action.left + at(14), top, action.width - at(28), bottom - top)

    def build(self) -> None:
        """The buttons of the action panel for the phase (only when a person acts)."""
        self.options = []
        self.main = None
        state = self.table.state
        if state.is_terminal or self.table.acting_seat != state.current_player:
            return
        tr = self.table.app.tr
        area = self.area()
        left, top, width = area.left, area.top, area.width
        phase = state.phase

        at = self.table.layout_px
        height, step = at(OPTION_H), at(OPTION_H + OPTION_GAP)

        def row(i: int, w: int | None = None, x: int = 0) -> pygame.Rect:
            """Row `i` of the choices (`w` and `x`: a narrower one, in design px)."""
            return pygame.Rect(left + at(x), top + i * step, width if w is None else at(w), height)

        if self.table.question is not None:
            self._ask_join(row)
        elif phase == "roll":
            self.options.append(
                Option(
                    tr("dojo.act.roll"),
                    lambda: self.table.submit("roll"),
                    row(0),
                    "die",
                    "primary",
                    action="roll",
                )
            )
            if state.may_blitz(state.mover):
                self.options.append(
                    Option(
                        tr("dojo.act.blitz"),
                        lambda: self.table.submit("blitz"),
                        row(1),
                        "blitz",
                        action="blitz",
                    )
                )
        elif phase == "move":
            legal = self.table.legal_texts()
            forest = tr("dojo.forest.free" if self.table.forest_cost == 0 else "dojo.forest.paid")
            self.options.append(Option(forest, self.table.controls.toggle_forest, row(0)))
            if "end" in legal:
                self.options.append(
                    Option(
                        tr("dojo.act.end"),
                        lambda: self.table.submit("end"),
                        row(1),
                        None,
                        "primary",
                        action="end",
                    )
                )
        elif phase in LIST_PHASES:
            self._list_options(area, row)
        elif phase == "lay":
            self.options.append(
                Option(tr("dojo.act.lay_all"), self.table.controls.lay_all, row(0), None, "primary")
            )
        elif phase == "summon":
            most = state.on_board(state.mover)
            deck = len(state.decks[state.mover])
            self.options.append(
                Option(
                    "-",
                    lambda: self.table.summoning.set(self.table.summoning.count - 1),
                    row(0, 60),
                )
            )
            self.options.append(
                Option(
                    "+",
                    lambda: self.table.summoning.set(self.table.summoning.count + 1),
                    row(0, 60, 160),
                )
            )
            allowed = self.table.summoning.safe()
            self.options.append(
                Option(
                    tr("dojo.act.summon_max", count=allowed),
                    lambda: self.table.summoning.set(self.table.summoning.safe()),
                    pygame.Rect(left + at(232), top, width - at(232), height),
                    action="summon max",
                )
            )
            self.options.append(
                Option(
                    tr(
                        "dojo.act.summon_ends"
                        if self.table.summoning.count > deck
                        else "dojo.act.summon",
                        count=self.table.summoning.count,
                        most=most,
                        deck=deck,
                    ),
                    lambda: self.table.submit(f"summon {self.table.summoning.count}"),
                    row(1),
                    None,
                    "primary",
                    action=f"summon {self.table.summoning.count}",
                )
            )
        for option in self.options:
            if option.style == "primary" and option.enabled and self.main is None:
                self.main = option.run

    def _list_options(self, area: pygame.Rect, row: Callable[..., pygame.Rect]) -> None:
        """A numbered list of the phase's actions (battles, dice, a Joker's hex, Fists of
        Fury), a page at a time when they do not all fit: the last row turns the page."""
        tr = self.table.app.tr
        actions = self.table.legal()
        done = [a for a in actions if a.kind == "done"]
        actions = done + [a for a in actions if a.kind != "done"]  # "no more battles" first
        labels = [self.table.narrator.action_label(a) for a in actions]
        icons = [a.kind == "throw" for a in actions]
        pages = self._list_pages([f"{n % 9 + 1}. {t}" for n, t in enumerate(labels)], icons, area)
        self.pager.set(len(pages), 1, key=(self.table.version, tuple(str(a) for a in actions)))
        page = pages[self.pager.page]
        y = area.top
        gap = self.table.layout_px(LIST_GAP)
        for n, (i, lines) in enumerate(page):
            action = actions[i]
            rect = pygame.Rect(
                area.left, y, area.width, self.table.layout_px(self.row_height(lines))
            )
            y = rect.bottom + gap
            text = str(action)
            h = action_hex(action.args[-1]) if action.kind not in ("draw", "done") else None
            primary = action.kind == "done" or text == "draw 2"
            self.options.append(
                Option(
                    f"{n + 1}. {labels[i]}",
                    lambda text=text: self.table.submit(text),
                    rect,
                    "shuriken" if action.kind == "throw" else None,
                    "primary" if primary else "normal",
                    h,
                    number=n + 1,
                    action=text,
                )
            )
            if primary:
                self.main = lambda text=text: self.table.submit(text)
        if self.pager.paged:
            self.options.append(
                Option(
                    tr(
                        "dojo.more",
                        page=self.pager.page + 1,
                        pages=self.pager.pages,
                        count=len(actions),
                    ),
                    self.turn_page,
                    pygame.Rect(area.left, y, area.width, self.table.layout_px(OPTION_H)),
                    None,
                    "normal",
                )
            )

    @staticmethod
    def row_height(lines: int) -> int:
        """A choice's row, in design units, for a label of that many lines."""
        return OPTION_H if lines <= 1 else OPTION_H2 + (lines - 2) * OPTION_LINE

    def label_room(self, width: int, icon: bool) -> int:
        """The width a choice's label has in a row `width` wide (after its icon)."""
        return width - self.table.layout_px(18) - (self.table.layout_px(OPTION_ICON) if icon else 0)

    def option_lines(self, option: Option) -> list[str]:
        """The lines a choice's label is drawn on in its row (a row of two lines or more:
        the list made it as tall as its label needs)."""
        room = self.label_room(option.rect.width, option.icon is not None)
        return self.table.wrap(option.label, theme.FONT_SMALL, room)

    def _list_pages(
        self, labels: list[str], icons: list[bool], area: pygame.Rect
    ) -> list[list[tuple[int, int]]]:
        """The list's pages as (index, lines) rows, filling the area's height (the room
        there is at the window's size now), with a last row that turns the page when they
        do not all fit; a label too long for one line gets a row of as many lines as it
        takes (beside its icon, as it is drawn), at most 9 choices a page (keys 1-9)."""
        at = self.table.layout_px
        tall = [
            len(self.table.wrap(t, theme.FONT_SMALL, self.label_room(area.width, icon)))
            for t, icon in zip(labels, icons, strict=True)
        ]
        gap = at(LIST_GAP)
        heights = [at(self.row_height(t)) + gap for t in tall]
        if sum(heights) - gap <= area.height and len(labels) <= 9:
            return [[(i, t) for i, t in enumerate(tall)]]
        space = area.height - at(OPTION_H)  # the row that turns the page
        pages: list[list[tuple[int, int]]] = [[]]
        used = 0
        for i, t in enumerate(tall):
            if pages[-1] and (used + heights[i] > space or len(pages[-1]) == 9):
                pages.append([])
                used = 0
            pages[-1].append((i, t))
            used += heights[i]
        return pages

    def turn_page(self, delta: int = 1) -> None:
        if self.pager.paged:
            self.pager.turn(delta)
            self.table.app.audio.play("click")
            self.build()

    def _ask_join(self, row: Callable[..., pygame.Rect]) -> None:
        """A plain click on another of your stacks while a ninja is chosen: walk there to
        join it, or choose that stack instead?"""
        assert self.table.question is not None
        src, dst = self.table.question
        tr = self.table.app.tr
        route = self.table.controls.routes().get(dst)
        if route is None:
            self.table.question = None
            return
        self.options.append(
            Option(
                "1. "
                + tr("dojo.act.join", where=self.table.narrator.place_name(dst), cost=route.cost),
                lambda: self._answer_join(True),
                row(0),
                None,
                "primary",
                dst,
                number=1,
            )
        )
        self.options.append(
            Option(
                "2. " + tr("dojo.act.choose_stack", where=self.table.narrator.place_name(dst)),
                lambda: self._answer_join(False),
                row(1),
                None,
                "normal",
                dst,
                number=2,
            )
        )
        self.options.append(
            Option("3. " + tr("dojo.act.cancel"), self.cancel_question, row(2), number=3)
        )

    def _answer_join(self, join: bool) -> None:
        question, self.table.question = self.table.question, None
        if question is None:
            return
        src, dst = question
        if join:
            route = self.table.controls.routes().get(dst)
            if route is not None and route.ends:
                self.table.controls.walk(route)
        else:
            self.table.selected = dst
        self.build()

    def cancel_question(self) -> None:
        self.table.question = None
        self.build()

    def draw(self, canvas: pygame.Surface) -> None:
        """The choices as buttons (none while another seat's action is told): the one
        under the pointer lit, the hint's ringed, a long label on as many lines as its
        row was made for."""
        hidden = self.table.telling_other()
        hinted = str(self.table.hint) if self.table.hint is not None else None
        radius = px(8)
        stroke = max(1, px(2))
        for option in [] if hidden else self.options:
            hot = option.rect.collidepoint(self.table.mouse) and self.table.can_act
            if option.style == "primary":
                fill = theme.VERMILION if hot else theme.VERMILION_DARK
            else:
                fill = theme.lerp(theme.PANEL_LIGHT, theme.VERMILION_DARK, 0.6 if hot else 0.0)
            pygame.draw.rect(canvas, fill, option.rect, border_radius=radius)
            edge = theme.GOLD if hot else theme.BORDER
            if hinted is not None and option.action == hinted:
                edge = HINT
                pygame.draw.rect(
                    canvas, HINT, option.rect.inflate(px(6), px(6)), stroke, border_radius=radius
                )
            pygame.draw.rect(canvas, edge, option.rect, stroke, border_radius=radius)
            x = option.rect.left + px(10)
            if option.icon is not None:
                name = "die_5" if option.icon == "die" else option.icon
                icon = art.scaled(name, (px(28), px(28)))
                canvas.blit(icon, icon.get_rect(midleft=(x, option.rect.centery)))
                x += px(OPTION_ICON)
            room = option.rect.right - x - px(8)
            if option.rect.height >= px(OPTION_H2):  # a long label: every line, never cut
                lines = self.option_lines(option)
                step = px(OPTION_H2) // 2 - px(4)
                for k, line in enumerate(lines):
                    label = theme.text(
                        shortened(line, theme.FONT_SMALL, room), theme.FONT_SMALL, theme.MOONLIGHT
                    )
                    cy = option.rect.centery + (k - (len(lines) - 1) / 2) * step
                    canvas.blit(label, label.get_rect(midleft=(x, round(cy))))
                continue
            label = theme.text(
                shortened(option.label, theme.FONT_SMALL, room), theme.FONT_SMALL, theme.MOONLIGHT
            )
            if option.rect.width < px(100):
                canvas.blit(label, label.get_rect(center=option.rect.center))
            else:
                canvas.blit(label, label.get_rect(midleft=(x, option.rect.centery)))
