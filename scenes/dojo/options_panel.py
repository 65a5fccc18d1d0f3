"""What the Dojo table's action panel offers, and where: the buttons of the phase (roll
or blitz, the forest's cost and the end of the move, the summoning's count), or a
numbered list of the phase's actions (battles, dice, a Joker's hex, Fists of Fury),
paged when it does not fit; and the walk a click chose a stack over (join it instead).

The list itself is the shared ChoiceList (scenes/choice_list.py, issue 32 section 2):
its keys, pointer, wheel, pages, pad targets, main button and row lit are every
table's, and it draws the rows as buttons (scenes/choice_buttons.py). This room says
what the rows are (their words, icons, hexes, what each plays) and where they go
(`build`, for the layout and the phase now); `options` are the rows placed, with what
each runs, for the table's other rooms and the tests.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from ninjas.dojo.hexgrid import Hex

from .. import theme
from ..choice_buttons import BUTTONS
from ..choice_list import ChoiceList, ChoiceRow
from ..pads import PadTarget
from ..paging import Pager, fill_pages
from . import art, auto_lay, throws_left
from .art import HINT
from .battle_end import ask_to_end, battle_end, ending_label
from .dice_fill import DiceFill
from .dice_rows import fill_slot, kept_pages, spread_height
from .end_guard import end_walk
from .layout import (
    LIST_GAP,
    LIST_PHASES,
    LOG_SIZE,
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
    from ninjas.dojo.rules import DojoAction

    from .protocol import Table

px = theme.px


LOOK = replace(BUTTONS, font=LOG_SIZE, icon_room=OPTION_ICON, two_lines=OPTION_H2, ring=HINT)
"""The panel's buttons: the shared look, with the panel's icon room, two-line rows and
the hint's colour."""


@dataclass
class Option:
    """A choice in the action panel (a button), with the hex it concerns, if any."""

    label: str
    run: Callable[[], object]
    rect: pygame.Rect
    icon: str | None = None
    style: str = "normal"
    hex: Hex | None = None
    number: int | None = None
    """The key (1-9) that chooses it on the page shown."""
    action: str | None = None
    """The action it plays (a hint for it rings the button)."""
    name: Hashable = None
    """What the button is while its words change (the summoning's count)."""


class OptionsPanel:
    """The choices of the table `table` (its state, layout, legal actions, submit, the
    chosen ninja; its summoning and controls), in the shared `list`."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.options: list[Option] = []
        """The rows placed now (the page's), then the row that turns the page."""
        self.list = ChoiceList()
        if not table.animate:  # nobody watches: a press always lands
            self.list.guard.grace = 0.0
        self._runs: list[Callable[[], object]] = []
        """What each row of the list plays (by its index in the list)."""
        self._actions: list[str | None] = []
        """The action each row plays (the hint's is ringed)."""
        self._hint_dice: str | None = None
        """The label of the row of all the hint's dice offered (None: none)."""
        self._hint_row: int | None = None
        """That row's index (the hint rings it, not the hex of the hint's first die)."""
        self._more = ""
        """The words of the row that turns the page."""
        self.hint_room = 0
        """The lines a long hint took past the prompt's own when the rows were placed."""
        self.fill = DiceFill(table)
        """The choices that set several summoning dice at once."""

    @property
    def pager(self) -> Pager:
        """The list's pages (the numbered list of a battle's choices)."""
        return self.list.pager

    def area(self) -> pygame.Rect:
        """Where the choices of the action panel go: under the prompt (and the moves, in
        the phases that show them), above the summoning's cards when they show."""
        state = self.table.state
        action, at = self.table.layout.action, self.table.layout_px
        top = action.top + at(OPTIONS_TOP if state.phase in MOVES_PHASES else OPTIONS_HIGH)
        if state.phase in LIST_PHASES and state.phase not in MOVES_PHASES:
            top = action.top + at(10 + 22 * PROMPT_LINES + 8)  # the list takes the room
        self.hint_room = self.wanted_hint_room()
        top += at(22 * self.hint_room)  # a long hint is never cut: the list goes down
        bottom = action.bottom - at(8)
        if self.table.summoning.shown():
            bottom = action.bottom - at(self.table.summoning.area_h() + 2)
        return pygame.Rect(action.left + at(14), top, action.width - at(28), bottom - top)

    def wanted_hint_room(self) -> int:
        """The lines the hint shown now takes past the prompt's own (prompt_panel.py)."""
        phase = self.table.state.phase
        own = PROMPT_LINES if phase in LIST_PHASES and phase not in MOVES_PHASES else 3
        return int(self.table.prompt_panel.hint_room(own))

    def build(self) -> None:
        """The buttons of the action panel for the phase (only when a person acts),
        given to the shared list with their places."""
        self.options = []
        # the row of all the hint's dice is the summoning's alone (_list_options sets it):
        # kept, it rang the next walk's first row, the forest's, as the hint (s21, E5)
        self._hint_dice = self._hint_row = None
        state = self.table.state
        # while a round's turned cards wait to be read, the next phase's choices wait
        # too: the summoning's count and words stood under the Go on button (newcomer
        # A, s14, 044, 189, 201; reveal_hold.RevealHold.go_on builds them)
        waiting = self.table.reveal.waiting
        if state.is_terminal or self.table.acting_seat != state.current_player or waiting:
            self._offer([], self.table.version)
            self._place([], numbered=False)
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

        if phase == "roll":
            self.options.append(
                Option(
                    tr("dojo.act.roll"),
                    lambda: self.table.submit("roll"),
                    row(0),
                    "die",
                    "primary",
                    action="roll",
                    name="roll",
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
                        name="blitz",
                    )
                )
        elif phase == "move":
            legal = self.table.legal_texts()
            forest = tr("dojo.forest.free" if self.table.forest_cost == 0 else "dojo.forest.paid")
            self.options.append(
                Option(forest, self.table.controls.toggle_forest, row(0), name="forest")
            )
            if "end" in legal:
                self.options.append(
                    Option(
                        tr("dojo.act.end"),
                        partial(end_walk, self.table),
                        row(1),
                        None,
                        "primary",
                        action="end",
                        name="end",
                    )
                )
            self._offer_join(row(len(self.options)))
        elif phase in LIST_PHASES:
            self._list_options(area)
            return
        elif phase == "lay":
            self.options.append(
                Option(tr("dojo.act.lay_all"), self.table.controls.lay_all, row(0), None, "primary")
            )
            if auto_lay.laying(self.table):  # for the game (newcomer H, s16, 080-083)
                go = partial(auto_lay.switch_on, self.table)
                self.options.append(Option(auto_lay.label(self.table), go, row(1), name="always"))
        elif phase == "summon":
            deck = len(state.decks[state.mover])
            self.options.append(
                Option(
                    "-",
                    lambda: self.table.summoning.set(self.table.summoning.count - 1),
                    row(0, 60),
                    name="-",
                )
            )
            self.options.append(
                Option(
                    "+",
                    lambda: self.table.summoning.set(self.table.summoning.count + 1),
                    row(0, 60, 160),
                    name="+",
                )
            )
            allowed = self.table.summoning.safe()
            # the scale runs to the ninjas on the board; where the deck holds fewer, the
            # button is the whole deck's, never a 'Max: 17' beside a scale to 29 showing
            # 18 (newcomer J, s11, nc-J/045)
            whole = allowed < state.on_board(state.mover)
            self.options.append(
                Option(
                    tr("dojo.act.summon_deck" if whole else "dojo.act.summon_max", count=allowed),
                    lambda: self.table.summoning.set(self.table.summoning.safe()),
                    pygame.Rect(left + at(232), top, width - at(232), height),
                    action="summon max",
                    name="max",
                )
            )
            self.options.append(
                Option(
                    # the count alone: "draw 2 of at most 57" beside "Max: 2" read as
                    # two different limits (newcomer 62)
                    tr("dojo.act.summon_ends", count=self.table.summoning.count, deck=deck)
                    if self.table.summoning.count > deck
                    else tr.plural("dojo.act.summon", self.table.summoning.count),
                    lambda: self.table.submit(f"summon {self.table.summoning.count}"),
                    row(2),  # under the scale of counts (summoning.track)
                    None,
                    "primary",
                    action=f"summon {self.table.summoning.count}",
                    name="summon",
                )
            )
        self._offer(self.options, self.table.version)
        self._place(self.options, numbered=False)

    def _offer(self, entries: list[Option], key: Hashable, pages: tuple[int, ...] = ()) -> None:
        """`entries` as the shared list's rows (the first main button is Enter's when no
        row is lit), a page at a time when `pages` says how many each holds."""
        self.list.set_rows(
            [o.label for o in entries],
            key=key,
            rows=[ChoiceRow(o.name, o.icon, o.style == "primary", o.hex) for o in entries],
            main=next((i for i, o in enumerate(entries) if o.style == "primary"), None),
        )
        self.list.set_pages(max(1, len(entries)), pages)
        self._runs = [o.run for o in entries]
        self._actions = [o.action for o in entries]
        self.list.page_rects = []

    def _place(self, entries: list[Option], numbered: bool) -> None:
        """The rows of the page shown where their rects say, numbered 1-9 if `numbered`."""
        shown = [entries[i] for i in self.list.shown()]
        self.list.place([o.rect for o in shown], numbered)
        for row, option in zip(self.list.rows_drawn, shown, strict=True):
            option.number = row.number or None
            option.label = self.list.row_text(row.index)
        self.options = shown

    def _list_options(self, area: pygame.Rect) -> None:
        """A numbered list of the phase's actions (battles, dice, a Joker's hex, Fists of
        Fury), a page at a time when they do not all fit: the last row turns the page. A
        label too long for one line gets a row of as many lines as it takes (beside its
        icon, as it is drawn), never cut."""
        actions = self.table.legal()
        done = [a for a in actions if a.kind == "done"]
        actions = done + [a for a in actions if a.kind != "done"]  # "no more battles" first
        hinted = [a for a in actions if self.table.hint is not None and a == self.table.hint]
        if hinted and hinted[0].kind in ("fight", "throw"):  # the hint's row on page 1
            # (newcomer T, s20, 059: the hinted throw needed Tab to be seen)
            actions.remove(hinted[0])
            actions.insert(len(done), hinted[0])
        ends = {str(a): battle_end(self.table.state, a) for a in actions}
        main = main_action(actions)
        entries = [
            Option(
                ending_label(self.table, throws_left.row_label(self.table, a), ends[str(a)]),
                partial(self._submit, str(a))
                if ends[str(a)] is None
                else partial(ask_to_end, self.table, str(a), ends[str(a)]),
                pygame.Rect(area.left, area.top, area.width, 0),
                "shuriken" if a.kind == "throw" else None,
                "primary" if a is main or str(a) == "draw 2" else "normal",
                action_hex(a.args[-1]) if a.kind not in ("draw", "done") else None,
                action=str(a),
                name=str(a),
            )
            for a in actions
        ]
        # several dice at once: spread first, the last hex's fill after the hexes (it
        # comes once a die is set: nothing above it moves)
        hint = str(self.table.hint) if self.table.hint is not None else None
        self._hint_dice = None
        for name, label in self.fill.offers():
            if name == "dice hint":
                self._hint_dice = label
            bulk = Option(
                label,
                partial(self.fill.play, name),
                pygame.Rect(area.left, area.top, area.width, 0),
                "die",
                action=hint if name == "dice hint" else None,  # the row the hint rings
                name=name,
            )
            first = name == "dice spread" or (name == "dice hint" and len(entries) > 1)
            entries.insert(0 if first else len(entries), bulk)
        at = self.table.layout_px
        for n, o in enumerate(entries):  # measured as numbered on a page (1-9)
            room = self.label_room(area.width, o.icon is not None)
            lines = self.table.wrap(f"{n % 9 + 1}. {o.label}", LOOK.font, room)
            o.rect.height = at(self.row_height(len(lines)))
        self._hint_row = next((i for i, o in enumerate(entries) if o.name == "dice hint"), None)
        gap = at(LIST_GAP)
        slot = self._steady_dice(entries, area.width) if self.table.state.phase == "assign" else 0
        heights = [o.rect.height for o in entries]
        pages = fill_pages(heights + [slot] * bool(slot), area.height, gap, at(OPTION_H))
        pages = kept_pages(pages, bool(slot))
        key = (self.table.version, tuple(o.name for o in entries))
        self._offer(entries, key, pages)
        y = area.top
        for i in self.list.shown():
            entries[i].rect.top = y
            y = entries[i].rect.bottom + gap
        self._place(entries, numbered=True)
        if self.pager.paged:
            pager, tr = self.pager, self.table.app.tr
            self._more = tr("dojo.more", page=pager.page + 1, pages=pager.pages, count=len(entries))
            more = pygame.Rect(area.left, y, area.width, at(OPTION_H))
            self.list.page_rects = [(more, 1)]
            self.options.append(Option(self._more, self.turn_page, more))

    def _steady_dice(self, entries: list[Option], width: int) -> int:
        """The summoning's dice rows kept in place die after die (dice_rows.py): the spread
        row made as tall as its longest words; the height of the slot kept for the fill
        row to come (or gone), 0 for none."""
        at = self.table.layout_px

        def measure(label: str) -> int:
            lines = self.table.wrap(f"9. {label}", LOOK.font, self.label_room(width, True))
            return int(at(self.row_height(len(lines))))

        for o in entries:
            if o.name == "dice spread":
                o.rect.height = max(o.rect.height, spread_height(self.table, measure))
        names = [o.name for o in entries]
        return fill_slot(self.table, measure, names, self.fill.sites())

    def _submit(self, action: str) -> None:
        """Play `action` (the table's submit, looked up when the row is chosen)."""
        self.table.submit(action)

    @staticmethod
    def row_height(lines: int) -> int:
        """A choice's row, in design units, for a label of that many lines."""
        return OPTION_H if lines <= 1 else OPTION_H2 + (lines - 2) * OPTION_LINE

    def label_room(self, width: int, icon: bool) -> int:
        """The width a choice's label has in a row `width` wide (after its icon)."""
        return LOOK.room(width, icon, self.table.layout_px)

    def option_lines(self, option: Option) -> list[str]:
        """The lines a choice's label is drawn on in its row (a row of two lines or more:
        the list made it as tall as its label needs)."""
        return LOOK.lines(
            option.label,
            option.rect.width,
            option.icon is not None,
            self.table.wrap,
            self.table.layout_px,
        )

    # ------------------------------------------------------------------ input
    def turn_page(self, delta: int = 1) -> None:
        if self.pager.paged:
            self.list.turn_page(delta)
            self.table.app.audio.play("click")
            self.build()

    def choose(self, index: int) -> None:
        """Row `index` of the list is chosen (a click, a key, Enter, a pad's A)."""
        if 0 <= index < len(self._runs):
            self.table.app.audio.play("click")
            self._runs[index]()
            self.build()

    def choose_named(self, name: Hashable) -> bool:
        """The row named `name` is chosen (Enter on the summoning panel: its Summon
        button, whichever of '-', '+' or 'Max' was clicked last; newcomer A, s10,
        nc-91/085.png -> 086.png: Enter pressed the focused '+' again); False when no
        such row is shown."""
        index = next((i for i, o in enumerate(self.options) if o.name == name), None)
        if index is None:
            return False
        row = self.options[index]
        self.table.app.audio.play("click")
        row.run()
        self.build()
        return True

    def key(self, key: int) -> bool:
        """Up/Down, Home/End, PageUp/PageDown: the shared list's focus and pages (the
        page of the focus shown); True when the list used the key."""
        page = self.pager.page
        if not self.list.handle_key(key):
            return False
        if self.pager.page != page:
            self.table.app.audio.play("click")
        self.build()
        return True

    def wheel(self, y: int) -> None:
        """The wheel over the panel turns the list's page (up: the page before)."""
        if self.pager.paged:
            self.list.scroll(-y)
            self.table.app.audio.play("click")
            self.build()

    def hint_dice(self) -> bool:
        """Is the row of all the hint's dice (dice_fill.py) not the one offered now?"""
        if self.table.state.phase != "assign":
            return False
        wanted = next((label for name, label in self.fill.offers() if name == "dice hint"), None)
        return self._hint_dice != wanted

    def enter(self) -> None:
        """Enter or Space: the row the keys (or a pad) lit; else what the hint shows (its
        row ringed, or its hex: H then Enter did nothing in a list with no main button,
        newcomer A's c53.png); else the pointer's row or the main button (scenes/
        choice_list.py decides); with nothing lit at all, the first row is lit, and the
        prompt says so (as at Shinobi's and Night's tables), never a row played blind."""
        keyed = self.list.lit.keyed_row(self.table.mouse)
        hint = self.table.hint
        # (a summoning's count: the main button's, which the hint set and the person may
        # have changed since)
        hinted = hint is not None and hint.kind != "summon"
        if keyed is None and hinted and self.fill.hinted():  # all the hint's dice at once
            self.table.app.audio.play("click")
            self.fill.play("dice hint")
            self.build()
            return
        if keyed is None and hinted and str(hint) in self.table.legal_texts():
            self.table.app.audio.play("click")
            if str(hint) == "end":
                end_walk(self.table)  # the Dojo left open: asked first, as for E
            else:
                self.table.submit(str(hint))
            self.build()
            return
        if keyed is None and self.table.hint_pending:
            # H was pressed and its search still runs: lighting the first row now left
            # the forest's mode lit, and each Enter after the hint toggled it (newcomer T)
            self.table.refuse(self.table.app.tr("dojo.enter_hint_wait"))
            return
        index = self.list.entered(self.table.mouse)
        if index is not None:
            self.choose(index)
        elif (
            self.table.state.phase == "move" and self.list.row_at(self.table.mouse) is None
        ):  # the walk's one row is the forest's mode, no step: say how a step is taken
            self.table.refuse(self.table.app.tr("dojo.enter_walk"))
        elif self.list.labels and self.list.row_at(self.table.mouse) is None:
            self.list.focus = None
            self.list.move_focus(1)
            self.table.refuse(self.table.app.tr("dojo.enter_unlit"))

    def follow_hint(self, hint: object) -> None:
        """A hint is shown (H, or the plan's next step): the keys' focus goes to its row,
        or, when it is a hex's step, leaves the row it was on, so that Enter takes the
        hinted step and never a row lit before it (the forest's mode, newcomer T)."""
        if hint is None:
            return
        if getattr(hint, "kind", None) in ("fight", "throw"):  # its row first, lit red
            self.build()  # (newcomer C, s22, g54: the hint said the north-east throw,
            # the red row was the east one, the hinted one under 'Other choices')
        row = next((i for i, a in enumerate(self._actions) if a == str(hint)), None)
        if getattr(hint, "kind", None) == "summon":  # the Summon button, whatever its count
            # (newcomer J, s11, nc-J/027b: after H the keys' ring stood on '-')
            row = next((i for i, o in enumerate(self.options) if o.name == "summon"), row)
        if row is not None:
            self.list.focus = row
        elif self.list.lit.by_keys:
            self.list.lit.forget()

    def number(self, number: int) -> None:
        """Keys 1-9: the number-th row shown, if the rows are numbered."""
        index = self.list.shown_index(number)
        if index is not None:
            self.choose(index)

    def press(self, pos: tuple[int, int]) -> bool:
        """A left press at `pos`: on a row, it chooses it (when the table takes input, and
        the row has not just taken another's place under the pointer); on the row that
        turns the page, the next page. True when the press was the panel's."""
        index = self.list.row_pressed(pos)
        if index is not None:
            if self.table.can_act:
                self.choose(index)
            return True
        if self.list.row_at(pos) is not None:
            return True  # the rows just changed under the pointer: spent on nothing
        for rect, delta in self.list.page_rects:
            if rect.collidepoint(pos):
                if self.table.can_act:
                    self.turn_page(delta)
                return True
        return False

    def pad_targets(self) -> list[PadTarget]:
        """The rows placed, named ("option", index), and the row that turns the page."""
        return self.list.pad_targets(self.choose, kind="option", turn=self.turn_page)

    def lit_mark(self) -> Hex | None:
        """The hex the lit row concerns (ringed on the map), none while hidden."""
        if self.table.telling_other() or not self.table.can_act:
            return None
        return cast("Hex | None", self.list.lit_mark(self.table.mouse))  # the rows' marks

    def _offer_join(self, row: pygame.Rect) -> None:
        """A click chose another stack of the person's over walking the ninja chosen
        before there (controls.chooses): that walk stays one row away, for the pad
        and the keyboard as for the mouse ('Walk the other ninja here instead (2
        moves)'), its hex ringed when lit."""
        offer = self.table.controls.join_offer
        if offer is None or offer[2] != self.table.version or self.table.selected != offer[1]:
            return
        route = self.table.controls.routes_from_hex(offer[0]).get(offer[1])
        if route is None or not route.ends:
            return
        words = self.table.app.tr.plural("dojo.act.join_instead", route.cost)
        self.options.append(
            Option(words, self.table.controls.join_instead, row, None, "normal", offer[0])
        )

    def draw(self, canvas: pygame.Surface) -> None:
        """The choices as buttons (none while another seat's action is told): the lit
        one lit (a pad's focus on one lights it), the hint's ringed, a long label on as
        many lines as its row was made for."""
        if self.table.telling_other():
            return
        self.list.follow_pad(self.table.pad_focus, "option")
        hinted = str(self.table.hint) if self.table.hint is not None else None
        marked = next((i for i, a in enumerate(self._actions) if a == hinted), None)
        if self._hint_dice is not None and hinted is not None:  # all the hint's dice
            marked = self._hint_row
        self.list.draw_buttons(
            canvas,
            self.table.mouse,
            active=self.table.can_act,
            marked=None if hinted is None else marked,
            icon=_icon,
            page_label=self._more,
            look=LOOK,
        )


def main_action(actions: list[DojoAction]) -> DojoAction | None:
    """The row Enter plays when none is lit: the first battle or throw, never 'No more
    battles' while one is open (newcomer M, s11, nc-M/055, 061: after the walk the lit
    default was 'No more battles' with a shuriken to throw, and Enter skipped it); that
    row keeps its number and its key (D). 'No more battles' when nothing else is left."""
    fights = [a for a in actions if a.kind in ("fight", "throw")]
    return fights[0] if fights else next((a for a in actions if a.kind == "done"), None)


def _icon(name: str, side: int) -> pygame.Surface:
    """A button's picture: the die (its five), the shuriken, the blitz."""
    return art.scaled("die_5" if name == "die" else name, (side, side))
