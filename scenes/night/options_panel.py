"""The Night table's option list: the choices of the turn, numbered 1-9 a page at a
time, narrowed to a roof clicked on the village, with the row that turns the page. The
list itself is the shared ChoiceList (scenes/choice_list.py) shown a page at a time:
its keys, pointer, wheel, pages, pad targets and row lit are every table's; this room
says what Night's rows hold (a bonus's picture, the hint's mark, the roof's heading)
and draws them in the layout's places."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.night.rules import NightAction

from .. import theme
from ..choice_list import ChangeGuard, ChoiceList, ChoiceRow, DrawnRow
from ..pads import PadTarget
from ..paging import Pager, fill_pages
from . import art
from .bonus_reach import OUT
from .collect_pick import LATER
from .discard_order import offered
from .discard_places import DISCARDS, GONE, DiscardPlaces
from .layout import MAX_OPTIONS, OPTION_GAP, OPTION_H, OPTION_H_TWO
from .palette import HINT_COLOUR, HOVER_EDGE, HOVER_FILL
from .roof_keys import numbered, roofs_heading, row_keys
from .roof_room import roof_rows
from .words import (
    BONUS_KINDS,
    option_rank,
    roof_note,
    sure_miss,
)

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable


PINNED_KINDS = ("collect", "swap", "peek", "end")
"""Rows always on the first page of a long list (OptionsPanel.end_on_first_page): the
Collect of the tokens ticked too, before End the turn (newcomer V, s13, 078/079: it
fell on page 2 while '6. End the turn' stood on page 1), and 'Look at my tokens'
(open_turn.PEEK: newcomer E, s15, 068, on page 2 of a list of roofs)."""
BACK = -1
"""The Back row of a bonus's own list (OptionsPanel.opened), in place of an option."""
ROOF_KINDS = ("move", "place")
"""Options that name a roof (their first argument): their rows are keyed by its number
where it is 1-9 (OptionsPanel.keys)."""


def bonus_group(action: NightAction) -> str | None:
    """The bonus token an option plays (its kind and where it lies), else None: each
    token is one row that opens its choices (issue 33: six Gears rows and twelve Kunai
    rows made the list 3-5 pages after a collect). Why it may not aim at a ninja goes
    with its choices (bonus_reach.py)."""
    if action.kind == OUT:
        return f"{action.args[1]} {action.args[0]}"
    if action.kind in (DISCARDS, GONE):  # one row opens them: a click never discards at once
        return DISCARDS
    return f"{action.kind} {action.args[0]}" if action.kind in BONUS_KINDS else None


def out_row(panel: OptionsPanel, index: int) -> bool:
    """Option `index` says why a bonus may not aim at a ninja (bonus_reach.py): greyed,
    with no key (newcomer M, s17, 105: a bonus that may aim at nobody had no row)."""
    return index != BACK and panel.rows[index][0].kind == OUT


def enter_row(panel: OptionsPanel) -> int | None:
    """The row Enter chooses when no row is lit (the pointer moved off the list): the
    one row listed, or End the turn once the planned action is done (the row a list
    just shown lights: light_fresh), else None (Enter lights the first row). A lone
    '1. End the turn' after a throw scolded 'No choice was lit' and asked a second
    Enter (newcomer V, s13, 024_1; T, s12, 099_1)."""
    listed = [i for i in panel.listed() if i != BACK]
    if panel.opened is not None or panel.roof_filter is not None:
        return listed[0] if len(listed) == 1 else None
    if len(listed) == 1:
        return listed[0]
    planned = [i for i, (action, _) in enumerate(panel.rows) if option_rank(action) == 0]
    if planned:  # the planned action still waits: its one row (a Heal: newcomer P, s19,
        # Enter only lit it, a second Enter healed), else none (a wrong Enter could lose it)
        return planned[0] if len(planned) == 1 and planned[0] in listed else None
    ends = [i for i in listed if panel.rows[i][0].kind == "end"]
    return ends[0] if ends else None


def key_refused(panel: OptionsPanel, key: int) -> None:
    """A number key that keys no row shown: in a list of roofs, why that roof offers
    nothing (out of reach behind a taller roof or tree, the thrower's own...), as a
    click on it says; else that no row has that number. It did nothing visible
    (newcomer V, s13, 074: 4 pressed for a roof out of reach)."""
    table = panel.table
    state = table.state
    tr = table.app.tr
    if not panel.rows or not table.can_act:
        return  # no list (a plan being made, another's turn): nothing to say
    if panel.roofed() and key <= len(state.village.buildings):
        table.refuse(tr(f"night.roof.{roof_note(state, key - 1)}", roof=key))
    else:
        table.refuse(tr("night.key.none", number=key))


class OptionsPanel:
    """`rows`: each option with its words; `roof_filter`: the roof clicked whose options
    alone are listed; `choices`: the shared list of the options listed (its indices are
    positions in `listed()`), with its page, focus and the rows and arrows drawn last,
    which the pointer and a gamepad reach."""

    def __init__(self, table: NightTable, *, animate: bool) -> None:
        self.table = table
        self.rows: list[tuple[NightAction, str]] = []
        self.choices = ChoiceList()
        self.choices.set_pages(MAX_OPTIONS)
        if not animate:  # nobody watches: a click always lands
            self.choices.guard.grace = 0.0
        self.places = DiscardPlaces()  # the discards' list's rows stay put (discard_places.py)
        self.roof_filter: int | None = None
        """A roof clicked on the village that several options target: only those show."""
        self.opened: str | None = None
        """The bonus token whose choices alone are listed, with Back (bonus_group)."""
        self.fresh = False
        """A list just offered: End the turn is lit for the keys once it is shown."""
        self.words_drawn: list[str] = []
        """The words of the rows drawn last, in order (what a person reads)."""
        self.still_at: tuple[int, int] | None = None
        """Where the pointer rested when the list was offered: until it moves, the row
        under it is not lit, and Enter does not take it (the keyboard trap of issue 33:
        the pointer left on 'Heal' lit the 'Discard slot 2' that took its place)."""

    def offer(self, rows: list[tuple[NightAction, str]]) -> None:
        """A new list, every option shown from its first page; the discards' list open
        stays open, on its page, after a discard (discard_places.py)."""
        kept = self.places.stays(self)
        self.rows = rows
        self.roof_filter = None
        self.opened = DISCARDS if kept else None
        self.fresh = True
        self.still_at = self.table.mouse
        self.choices.show_page(self.pager.page if kept else 0)

    def close_empty(self) -> None:
        """The options offered, the discards' list kept open with none of its tokens
        left to list closes (an undo past the collect that filled the hand: its header
        alone stayed, no row, until Esc; newcomer D, s22, 84.png)."""
        if self.rows and self.opened == DISCARDS and not self.listed():
            self.opened = None
            self.choices.show_page(0)

    def pointer_awake(self) -> bool:
        """The pointer has moved since the list was offered: its row is lit."""
        if self.still_at is not None and tuple(self.table.mouse) != tuple(self.still_at):
            self.still_at = None
        return self.still_at is None

    def light_fresh(self) -> None:
        """A list just shown once the turn's action is done lights End the turn for the
        keys (Enter ends the turn, as the newcomer expected, and never discards); while
        the planned action waits, its row where it has one (a Heal: Enter heals), else
        no row: a stray Enter (one for the hand-off, one more by habit) ended the turn
        and threw the action away (issue 33, newcomer G); then it lights the first row,
        and a second Enter chooses it."""
        listed = self.listed()
        if not self.fresh or not listed:
            return
        self.fresh = False
        row = enter_row(self)  # the row Enter takes: the planned action's one row, or End
        ends = [k for k, i in enumerate(listed) if i != BACK and i == row]
        if ends:
            self.choices.focus = ends[0]
            self.choices.show_page(self.pager.page_of(ends[0]))

    def light_first(self) -> None:
        """Enter with no row lit: the first row shown is lit (Enter again chooses it)."""
        self.sync_pager()
        self.choices.focus = None
        self.choices.move_focus(1)

    def pick(self, index: int | None) -> None:
        """A row chosen (key, click, pad): Back, a bonus token's row (its choices open),
        else the option itself, played or aimed by the table."""
        if index is None:
            return
        if index == BACK:
            self.close_bonus()
        elif self.folds(index):
            keyed = self.choices.lit.by_keys
            self.opened = bonus_group(self.rows[index][0])
            self.places.remember(self)
            self.sync_pager()
            if keyed:  # opened by the keys: its first choice lit
                self.choices.focus = 0
        else:
            self.table.choose_option(index)

    def close_bonus(self) -> None:
        """Back from a bonus's choices: every option again, the token's row lit for
        the keys where it was chosen by them."""
        group, keyed = self.opened, self.choices.lit.by_keys
        self.opened = None
        self.sync_pager()
        listed = self.listed()
        for k, i in enumerate(listed):
            if i != BACK and bonus_group(self.rows[i][0]) == group:
                self.choices.show_page(self.pager.page_of(k))
                if keyed:
                    self.choices.focus = k
                break

    def group_size(self, index: int) -> int:
        """How many options play the same bonus token as option `index`."""
        group = bonus_group(self.rows[index][0])
        return sum(1 for a, _ in self.rows if group is not None and bonus_group(a) == group)

    def folds(self, index: int) -> bool:
        """Option `index` stands for its bonus token's several choices in the list."""
        return (
            index != BACK
            and self.opened is None
            and self.roof_filter is None
            and (self.group_size(index) > 1 or self.rows[index][0].kind == DISCARDS)
        )

    def in_place(self, actions: list[NightAction]) -> list[NightAction]:
        """The options offered, in the order listed (discard_order.offered)."""
        kept = offered(self.table.state, actions, self.table.token_face)
        return self.places.with_gone(self, kept)  # the discards taken: greyed, in place

    def show_all(self) -> None:
        """Every option again (the roof's narrowing let go)."""
        self.roof_filter = None
        self.opened = None
        self.choices.show_page(0)

    def narrow_to(self, building: int) -> None:
        self.roof_filter = building
        self.opened = None
        self.choices.show_page(0)

    @property
    def guard(self) -> ChangeGuard:
        """No click lands on an option that has just replaced another under the pointer."""
        return self.choices.guard

    @property
    def pager(self) -> Pager:
        """Which page of the option list is shown (mouse wheel, PageUp/PageDown)."""
        return self.choices.pager

    # ------------------------------------------------------------------ pages
    def capacity(self) -> tuple[int, int]:
        """The rows a page shows at most and their room (design px): a list of roofs to
        move to or place on takes the whole area if it needs it, the log giving way, so
        that every roof is on one page where they fit (newcomer J, s11, nc-J/110: roofs
        10 and 11 on page 2 took the digits 1 and 2, '1. Move to roof 10'), a list of
        roofs to move to leaving the log four lines (newcomer E, s15, 030: one line);
        other lists at most 9 (keys 1-9), the log keeping its lines."""
        layout = self.table.layout()
        rows, most = layout.option_rows, MAX_OPTIONS
        mapped = self.opened is None and self.roof_filter is None
        if mapped and any(a.kind in ROOF_KINDS for a, _ in self.rows):
            whole = self.table.state.phase == "place"  # no story yet for the log to keep
            rows = most = roof_rows(self, layout, whole, bonus_group)  # snug log (s18)
        return most, rows * (OPTION_H + OPTION_GAP) - OPTION_GAP

    def listed(self) -> list[int]:
        """The options the list offers (indices into `rows`): all, or those that
        act on the roof clicked on the village."""
        if self.opened is not None:  # one bonus token's choices, then Back
            choices = [i for i, (a, _) in enumerate(self.rows) if bonus_group(a) == self.opened]
            if self.opened == DISCARDS:  # in their places while it stays open
                choices = self.places.order(self, choices)
            return [*choices, BACK] if choices else []
        if self.roof_filter is None:
            seen: set[str] = set()
            order: list[int] = []
            for i, (action, _) in enumerate(self.rows):
                group = bonus_group(action)
                if (group is not None and group in seen) or action.kind == GONE:
                    continue  # folded into its token's row
                if group is not None:
                    seen.add(group)
                order.append(i)
            return self.end_on_first_page(order)
        target = self.table.target_roof
        return [i for i, (a, _) in enumerate(self.rows) if target(a) == self.roof_filter]

    def end_on_first_page(self, order: list[int]) -> list[int]:
        """`order` with End the turn (listed last), and a swap a collect offers, as the
        last rows of the first page when the list takes several pages: End the turn was
        on page 2 after a collect, out of sight (issue 33), and the choice to keep the
        bonus instead of the value token would have been too. Their places are worked
        out as if they came first, so the first page holds the same rows and its rows'
        heights still fit."""
        pinned = [i for i in order if self.rows[i][0].kind in PINNED_KINDS]
        misses = [i for i in order if sure_miss(self.table.state, self.rows[i][0])]
        if not pinned:
            return order
        others = [i for i in order if i not in pinned and i not in misses]
        heights = [self.row_height(i) for i in (*pinned, *others)]
        most, room = self.capacity()
        room -= self.heading_height()  # under the roofs' keys (roof_keys.py)
        first = fill_pages(heights, room, OPTION_GAP, OPTION_H, most)[0]
        ahead = max(0, first - len(pinned))
        return [*others[:ahead], *pinned, *others[ahead:], *misses]  # a sure miss: apart

    @property
    def page(self) -> int:
        """The page of the option list shown (mouse wheel, PageUp/PageDown)."""
        return self.pager.page

    @page.setter
    def page(self, page: int) -> None:
        self.sync_pager()
        self.choices.show_page(page)

    def sync_pager(self) -> None:
        """The list given the options listed and the room it has on the surface drawn
        now (less the roof's heading): each page as many rows as their heights let."""
        self.close_empty()
        layout = self.table.layout()
        heading = self.heading_height()
        headed = heading > 0
        most, room = self.capacity()
        rows = (most if most > MAX_OPTIONS else layout.option_rows) - (1 if headed else 0)
        listed = self.listed()
        labels = [self.label_of(i) for i in listed]
        # the Collect row's words follow the tokens ticked: it stays the same row (its
        # page, the row lit and the guard on changed rows stay)
        names = [ChoiceRow(self.places.row_name(self, i)) for i in listed]
        self.choices.set_rows(labels, key=(self.roof_filter, self.opened), rows=names)
        sizes = fill_pages(self.heights(), room - heading, OPTION_GAP, OPTION_H, most)
        self.choices.set_pages(rows, sizes=sizes)
        self.light_fresh()

    def label_of(self, index: int) -> str:
        """A listed row's words: Back, a bonus token's row ('Play Gears…'), an option's."""
        tr = self.table.app.tr
        if index == BACK:
            return tr("night.options.back")
        action, label = self.rows[index]
        if not self.folds(index):
            return label
        if action.kind == DISCARDS:
            return tr("night.act.discard.open")
        text = tr("night.act.play", token=tr(f"night.token.{action.kind}"))
        twice = sum(
            1
            for k, (a, _) in enumerate(self.rows)
            if a.kind == action.kind and self.folds(k) and bonus_group(a) != bonus_group(action)
        )
        if twice or action.args[0][:1] in ("h", "r"):  # which token: from where
            text = tr("night.act.from", what=text, source=self.table.words.source(action))
        return text

    def heights(self) -> list[int]:
        """Each listed option's row height (design px): OPTION_H_TWO where its words
        take two lines, else OPTION_H."""
        listed = self.listed()
        return self.places.heights(self, listed, [self.row_height(i) for i in listed])

    def row_height(self, index: int) -> int:
        """Option `index`'s row height (design px); the Collect row's is the one its
        words take with every token it may take ticked, whichever are (the rows under
        it never move as tokens are ticked)."""
        rect = self.table.layout().option_rect(0)
        if index == BACK:
            return OPTION_H
        action = self.rows[index][0]
        room = self.option_room(rect, action).width - theme.px(16)
        fit = self.table.text_fit.fit
        texts = [self.label_of(index)]
        if self.is_collect(index):
            texts.append(self.table.collect_pick.full_label())
        for text in texts:
            _, lines = fit(self.row_text(9, action, text), room, theme.px(OPTION_H_TWO))
            if len(lines) > 1:
                return OPTION_H_TWO
        return OPTION_H

    def is_collect(self, index: int) -> bool:
        """Option `index` is the Collect of the tokens ticked (collect_pick.py)."""
        return index != BACK and self.rows[index][0].kind == "collect"

    def pages(self) -> int:
        self.sync_pager()
        return self.pager.pages

    def keys(self, shown: list[int]) -> list[int]:
        """The key of each row `shown` (roof_keys.py): in a list of roofs, a roof's row
        takes the roof's own number (newcomer J, s11, nc-J/069_2: '7. Move to roof 8'),
        10 and 11 the keys 0 and -, End the turn E, the other rows letters (newcomer O,
        s12, nc-O/046: '9. Move to roof 9' then '1. Play Kunai', two numberings in one
        list); in another list, 1-9 in order."""
        roofed = self.roofed()
        rows = self.listed() if roofed else shown  # a letter for a row on any page
        rows = [index for index in rows if not out_row(self, index)]  # greyed: no key
        roofs = [self.roof_of(index) for index in rows]
        ends = [index != BACK and self.rows[index][0].kind == "end" for index in rows]
        keys = dict(zip(rows, row_keys(roofs, ends, roofed), strict=True))
        return [keys.get(index, 0) for index in shown]

    def roof_of(self, index: int) -> int | None:
        """The roof (1-based) option `index` moves to or places on, else None."""
        if index == BACK or self.rows[index][0].kind not in ROOF_KINDS:
            return None
        return int(self.rows[index][0].args[0]) + 1

    def roofed(self) -> bool:
        """The list offers roofs to move to or place on (on any of its pages)."""
        return bool(self.roofs_listed())

    def roofs_listed(self) -> list[int]:
        """The options listed that move to or place on a roof (every option's, in the
        whole list: listed() may ask the heading's height, which asks this)."""
        whole = self.roof_filter is None and self.opened is None
        listed = range(len(self.rows)) if whole else self.listed()
        return [index for index in listed if self.roof_of(index) is not None]

    def heading_text(self) -> str | None:
        """The heading over the rows: the roof clicked, the bonus token opened, or in
        a list of roofs its keys and, for a Move, the roofs out of reach and why
        (newcomer O, s12, nc-O/046, 104: roofs 2-5 and 7 missing, nothing said why)."""
        tr = self.table.app.tr
        if self.roof_filter is not None:
            return str(
                tr("night.options.roof", roof=self.roof_filter + 1, count=len(self.listed()))
            )
        if self.opened == DISCARDS:  # the discards' own list
            return str(tr("night.options.discards"))
        if self.opened is not None:  # a bonus token's choices: which, and Esc
            kind = self.opened.split()[0]
            token, does = tr(f"night.token.{kind}"), tr(f"night.bonus.{kind}")
            return str(tr("night.options.bonus", token=token, does=does))
        return roofs_heading(tr, self.table.state, [self.rows[i][0] for i in self.roofs_listed()])

    def heading_height(self) -> int:
        """The heading's height with the gap under it (design px), 0 without one: two
        lines where its words need them."""
        text = self.heading_text()
        if text is None:
            return 0
        rect = self.table.layout().option_rect(0)
        _, lines = self.table.text_fit.fit(text, rect.width - theme.px(16), theme.px(OPTION_H_TWO))
        return (OPTION_H_TWO if len(lines) > 1 else OPTION_H) + OPTION_GAP

    def visible(self) -> list[int]:
        """The options on the page shown: keys 1-9 choose among them (self.keys numbers them)."""
        self.sync_pager()
        listed = self.listed()
        return [listed[i] for i in self.choices.shown()]

    def turn_page(self, delta: int) -> None:
        self.sync_pager()
        self.choices.turn_page(delta)

    def show_page_of(self, index: int) -> None:
        """The page holding option `index`, every option listed (the hint's; a bonus's
        choice: its token's row)."""
        self.roof_filter = None
        self.opened = None
        self.sync_pager()
        listed = self.listed()  # End the turn may stand earlier than its index
        group = bonus_group(self.rows[index][0])
        if index not in listed and group is not None:
            index = next(i for i in listed if i != BACK and bonus_group(self.rows[i][0]) == group)
        self.choices.show_page(
            self.pager.page_of(listed.index(index) if index in listed else index)
        )

    def light_hinted(self, index: int) -> None:
        """The hint's row shown and lit for the keys, so Enter takes it: after H, Enter
        lit the first row instead, 'No choice was lit' (issue 33, newcomer J, shot-105)."""
        self.show_page_of(index)
        self.fresh = False  # a list's first drawing would light End the turn over it
        listed = self.listed()
        group = bonus_group(self.rows[index][0])
        if index not in listed and group is not None:
            index = next(i for i in listed if i != BACK and bonus_group(self.rows[i][0]) == group)
        if index in listed:
            self.choices.focus = listed.index(index)

    def list_key(self, key: int) -> None:
        """Up/Down, Home/End, PageUp/PageDown: the shared list's focus and pages."""
        self.sync_pager()
        self.choices.handle_key(key)

    # ------------------------------------------------------------------ choosing
    def choose_visible(self, k: int) -> None:
        """Key k + 1: the row shown that it numbers (self.keys)."""
        self.choose_key(k + 1)

    def choose_key(self, key: int) -> None:
        """The row shown keyed `key` (self.keys: 1-11, a letter's code), if any."""
        shown = self.visible()
        if key > 0 and self.roofed():  # a roof's number, from any page (the heading's)
            shown = self.listed()
        keys = self.keys(shown)
        if key and key in keys:
            self.pick(shown[keys.index(key)])
        elif key > 0:  # a digit no row shown answers: said, not silent
            key_refused(self, key)

    def note_rows(self) -> None:
        self.sync_pager()

    def option(self, listed_index: int | None) -> int | None:
        """The option (index into `rows`) at a position of the list."""
        if listed_index is None:
            return None
        listed = self.listed()
        return listed[listed_index] if listed_index < len(listed) else None

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The option whose row is drawn at `pos`, if any."""
        self.note_rows()
        return self.option(self.choices.row_at(pos))

    def keyed_row(self, mouse: tuple[int, int]) -> int | None:
        """The option a key or a pad lit (the shared list's rule), None when the
        pointer lights its own row."""
        return self.option(self.choices.lit.keyed_row(mouse))

    def accepts(self) -> bool:
        """A press on a row counts: the row has not just taken another's place."""
        return self.guard.accepts()

    def pointed(self) -> NightAction | None:
        """The option under the pointer, if any, once the pointer has moved since the
        list came (its row is lit then): resting where the plan was confirmed, it framed
        the roof of a row it had never pointed at (newcomer O, s8 n-36.png: roof 7)."""
        if not self.pointer_awake():
            return None
        index = self.option(self.choices.row_at(self.table.mouse))
        return None if index is None or index == BACK else self.rows[index][0]

    @property
    def option_rects(self) -> list[tuple[pygame.Rect, int]]:
        """Each option row drawn last, with its option (index into `rows`)."""
        listed = self.listed()
        return [(row.rect, listed[row.index]) for row in self.choices.rows_drawn]

    @property
    def page_rects(self) -> list[tuple[pygame.Rect, int]]:
        """The arrows that turn the page, drawn last, with their step."""
        return self.choices.page_rects

    def pad_targets(self) -> list[PadTarget]:
        """The rows shown (named ("option", their position in the list)) and the page's
        arrows, from the shared list."""
        listed = self.listed()
        return self.choices.pad_targets(lambda i: self.pick(listed[i]), kind="option")

    # ------------------------------------------------------------------ drawing
    def box(self, layout: Layout) -> pygame.Rect:
        """The list's panel: as tall as the rows of the page (the whole room when the
        list is paged, the row that turns the page staying in its place)."""
        self.sync_pager()
        room = self.capacity()[1]
        if self.pager.paged:
            return layout.options_box_of(self.paged_height(layout), room)
        heading = self.heading_height()
        heights = self.heights()
        used = sum(heights[i] + OPTION_GAP for i in self.pager.shown()) - OPTION_GAP
        return layout.options_box_of(heading + used, room)

    def paged_height(self, layout: Layout) -> int:
        """A paged list's height (design px): its fullest page's rows (under the roof's
        heading) and the row that turns the page right under them, in that place on
        every page. It stood at the room's foot, under an empty gap where the next row,
        of two lines, did not fit: 'Page 1/2 with an empty gap above the pager while
        only 6 rows show' (issue 33, newcomer G); the room under it is the log's."""
        room = self.capacity()[1]
        sizes = self.pager.sizes
        if not sizes:
            return room
        heights = self.heights()
        fullest, start = 0, 0
        for size in sizes:
            fullest = max(fullest, sum(h + OPTION_GAP for h in heights[start : start + size]))
            start += size
        return min(room, self.heading_height() + fullest + OPTION_H)

    def forget_rects(self) -> None:
        self.choices.rows_drawn = []
        self.choices.page_rects = []

    def draw(self, canvas: pygame.Surface, layout: Layout) -> None:
        """The options of the page shown, numbered 1-9; above them the roof clicked
        (Esc shows all again), below them the page and how to turn it."""
        fitted = self.table.text_fit
        px = layout.px
        heading = self.heading_text()
        top = 0
        if heading is not None:  # the roof clicked, the token opened, the roofs' keys
            top = self.heading_height()
            rect = layout.option_row(0, top - OPTION_GAP)
            fitted.blit_fitted(canvas, heading, rect, theme.GOLD)
        choices = self.choices
        focus = self.table.pad_focus  # a pad's focus on a row lights it, as a key's would
        choices.lit.pad(focus[1] if isinstance(focus, tuple) and focus[0] == "option" else None)
        keyed = choices.lit.keyed_row(self.table.mouse)  # else the row under the pointer
        heights = self.heights()
        shown = self.visible()
        keys = self.keys(shown)
        self.words_drawn = []
        for k, index in enumerate(shown):
            at = choices.first + k  # its place in the shared list
            rect = layout.option_row(top, heights[at])
            top += heights[at] + OPTION_GAP
            waits = self.waits(index)  # a yellow token before round 5: greyed, no key
            hot = not waits and (at == keyed if keyed is not None else self.under_pointer(rect))
            colour = HOVER_FILL if hot else (theme.PANEL if waits else theme.PANEL_LIGHT)
            pygame.draw.rect(canvas, colour, rect, border_radius=px(8))
            if hot:  # a lighter row with a light edge: not the red of a chosen thing
                pygame.draw.rect(canvas, HOVER_EDGE, rect, max(1, px(2)), border_radius=px(8))
            if index == BACK:
                back = numbered(keys[k], self.label_of(BACK))
                fitted.blit_fitted(canvas, back, rect.inflate(-px(30), 0), theme.MOONLIGHT)
                choices.rows_drawn.append(DrawnRow(rect, at, keys[k]))
                continue
            action, text = self.rows[index][0], self.label_of(index)
            if self.hinted(index):  # H: the hard computer's choice
                pygame.draw.rect(canvas, HINT_COLOUR, rect, max(2, px(3)), border_radius=px(8))
            room = self.option_room(rect, action)
            if action.kind == "pick" and not waits:  # a roof token's row: its tick box
                draw_tick(canvas, rect, self.table.collect_pick.ticked(action))
            if action.kind in BONUS_KINDS:  # a bonus: its picture, and what it does
                # one row's size in a two-line row too (its words wrap beside it)
                picture = art.token(action.kind, min(rect.height, px(OPTION_H)) - px(6))
                if picture is not None:
                    canvas.blit(
                        picture, picture.get_rect(midright=(rect.right - px(6), rect.centery))
                    )
            words = text if waits else self.row_text(keys[k], action, text)
            fitted.blit_fitted(canvas, words, room, theme.TEXT_DIM if waits else theme.MOONLIGHT)
            self.words_drawn.append(words)
            choices.rows_drawn.append(DrawnRow(rect, at, 0 if waits else keys[k]))
        if self.pager.paged:  # under the fullest page's rows, in its place on every page
            pager_top = self.paged_height(layout) - OPTION_H
            self._draw_pager(canvas, layout, layout.option_row(pager_top))

    def waits(self, index: int) -> bool:
        """Option `index` is a yellow token's row before round 5, or out_row: greyed, no key
        nor tick box, not lit by the pointer (newcomer O, s12, nc-O/034: rows that could
        not be ticked read as choices). A click on it still says why."""
        action = None if index == BACK else self.rows[index][0]
        return action is not None and (LATER in action.args or action.kind in (OUT, GONE))

    def under_pointer(self, rect: pygame.Rect) -> bool:
        """The pointer lights the row `rect` (it has moved since the list came)."""
        return self.pointer_awake() and rect.collidepoint(self.table.mouse)

    def hinted(self, index: int) -> bool:
        """The hint names option `index`, or one of its token's choices folded in it."""
        if self.table.hinted_option(self.rows[index][0]):
            return True
        if not self.folds(index):
            return False
        group = bonus_group(self.rows[index][0])
        return any(bonus_group(a) == group and self.table.hinted_option(a) for a, _ in self.rows)

    def _draw_pager(self, canvas: pygame.Surface, layout: Layout, rect: pygame.Rect) -> None:
        px = layout.px
        text = self.table.app.tr("night.options.more", page=self.page + 1, pages=self.pager.pages)
        self.table.text_fit.blit_fitted(canvas, text, rect.inflate(-px(80), 0), theme.GOLD)
        for delta, box in ((-1, rect.copy()), (1, rect.copy())):
            box.width = px(34)
            box.right = rect.right if delta > 0 else rect.left + px(34)
            pygame.draw.rect(canvas, theme.VERMILION, box, border_radius=px(8))
            cx, cy = box.center
            tip = px(7) * delta
            pygame.draw.polygon(
                canvas,
                theme.MOONLIGHT,
                [(cx - px(7), cy - tip), (cx + px(7), cy - tip), (cx, cy + tip)],
            )
            self.choices.page_rects.append((box, delta))

    def row_text(self, key: int, action: NightAction, label: str) -> str:
        """The words of an option row for `action` labelled `label`: its key (1-9, none
        for 0), and for a bonus what the bonus does (in a token's own list, its heading
        says it)."""
        if action.kind in BONUS_KINDS:
            tr = self.table.app.tr
            if self.opened is not None:  # the heading says what it does
                return numbered(key, label)
            does = tr(f"night.bonus.{action.kind}")
            label = tr("night.act.explained", what=label, does=does)
        return numbered(key, label)

    @staticmethod
    def option_room(rect: pygame.Rect, action: NightAction) -> pygame.Rect:
        """Where an option row's words go (blit_fitted leaves theme.px(8) each side):
        for a bonus, left of its picture (at the row's right end, as tall as a one-line
        row less theme.px(6)), with theme.px(4) between."""
        px = theme.px
        room = rect.inflate(-px(30), 0)
        if action.kind in (*BONUS_KINDS, "pick"):  # (a pick's tick box is narrower)
            picture_left = rect.right - px(6) - (min(rect.height, px(OPTION_H)) - px(6))
            room.width = picture_left - px(4) + px(8) - room.left
        return room


def draw_tick(canvas: pygame.Surface, rect: pygame.Rect, ticked: bool) -> None:
    """A roof token's tick box at the row `rect`'s right end: gold and ticked when the
    Collect takes it (`ticked`), empty else."""
    px = theme.px
    side = min(rect.height, px(OPTION_H)) - px(12)
    box = pygame.Rect(0, 0, side, side)
    box.midright = (rect.right - px(10), rect.centery)
    pygame.draw.rect(canvas, theme.MOONLIGHT, box, max(1, px(2)), border_radius=px(3))
    if ticked:
        pygame.draw.rect(canvas, theme.GOLD, box.inflate(-px(4), -px(4)), border_radius=px(2))
        tick = [
            (box.left + side * 0.22, box.top + side * 0.52),
            (box.left + side * 0.42, box.top + side * 0.74),
            (box.left + side * 0.8, box.top + side * 0.28),
        ]
        pygame.draw.lines(canvas, theme.MIDNIGHT, False, tick, max(2, px(3)))
