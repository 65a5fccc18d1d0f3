"""A list of choices in a panel that never cuts one off: labels wrap (to at most
`MAX_LINES` lines while a smaller text size can still show them whole), the list scrolls with the mouse wheel, Up/Down (which also move a
keyboard focus), PageUp/PageDown and Home/End, and a bar on the right shows where the
rows shown lie in the whole list. Keys 1-9 name the rows shown, in order.

Or, for a table whose rows have fixed places (Ninja Night's), the list is shown a page
at a time (`set_pages`, scenes/paging.py): the table draws the rows of the page in its
places and records them (`rows_drawn`, `page_rects` for the arrows that turn the page);
the keys, the pointer, the pad and the row lit are this list's all the same. A table
that knows its rows' places before drawing (Dojo's action panel: buttons side by side,
rows as tall as their words) gives them (`place`), pages of its own sizes if it likes
(`set_pages(sizes=...)`), and may have them drawn as buttons (`draw_buttons`,
scenes/choice_buttons.py).

Each row may say more than its words (`ChoiceRow`): a name that stays while its words
change (the summoning's "Summon 3" is the same button as "Summon 2"), an icon, the
main-button look, and the thing on the table it concerns (a hex), which the table
shows while the row is lit (`lit_mark`).

The rows use the panel: their text is the largest of `FILL_FONTS` at which every row
fits (two or three choices are written big, readable from the sofa), and the rows grow
taller, up to a line more each, into the room left. A list too long for the panel even
at the smallest size scrolls, its rows at `SCROLL_FONT`.

A table keeps one `ChoiceList`, gives it its rows (`set_rows`) whenever its choices
change, and draws it in a rectangle; `rows_drawn` then says which row lies where for
clicks.

The row lit, and what Enter does, are decided here once for every table (issue 32,
section 2; `LitRow`): the row lit is the keyboard or gamepad focus when the last input
was a key or a pad, else the row under the pointer (the pointer moving hands the light
back to it). Only that one row is lit, and Enter acts on it (`ChoiceList.entered`); a
row that has just taken another's place under the pointer is not chosen by Enter
either (ChangeGuard). With no row lit, Enter acts on the list's main row when it has one
and shows it (`main`: Dojo's Roll, End the move, Summon), else on nothing."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from . import theme
from .choice_buttons import BUTTONS, ButtonLook, draw_button
from .pads import PadTarget
from .paging import Pager
from .text_cache import TextCache

MAX_LINES = 3
"""Lines a label may wrap to at a text size larger than the last one tried: a size at
which some label takes more is passed over for a smaller one (a Temple card's words
read 'Keep Echo: placing 3 cards or more also uses the 2…' at the largest size)."""
FILL_FONTS = (30, 27, theme.FONT_BODY, 22)
"""The rows' text sizes (design units), largest first: the first at which all fit."""
SCROLL_FONT = 22
"""The rows' text size when they do not all fit even at the last of FILL_FONTS (the
list scrolls)."""
SNUG_PAD = 2
"""The least room (design px) above and below a row's words and between rows in a snug
list (ChoiceList.snug)."""


CHANGE_GRACE = 0.4
"""Seconds after its rows change during which a list takes no click: a press meant
for a row that was there (the newcomer's 'Collect') never lands on the one that has
just taken its place ('End the turn')."""


class ChangeGuard:
    """When a list's rows last changed, and whether a press now may choose one. Shared
    by every table's list (ChoiceList, Ninja Night's options). `grace` is 0 for a table
    nobody watches (tests, no animation): a press then always counts."""

    def __init__(self, grace: float = CHANGE_GRACE) -> None:
        self.grace = grace
        self._key: Hashable = None
        self._since = -math.inf

    def rows(self, key: Hashable, now: float | None = None) -> None:
        """The rows shown now (`key` names them): a change starts the grace."""
        if key != self._key:
            self._key = key
            self._since = time.monotonic() if now is None else now

    def accepts(self, now: float | None = None) -> bool:
        """May a press made now choose a row (the rows have stayed long enough)?"""
        now = time.monotonic() if now is None else now
        return now - self._since >= self.grace


class LitRow:
    """Which row of a list is lit (the rule of every table's list, see the module's
    docstring): `focus` the row the keys or a pad last moved to, `by_keys` whether a
    key or a pad was the last input; the pointer's position, seen as each frame is
    drawn (`pointer`), takes the light back when it moves."""

    def __init__(self) -> None:
        self.focus: int | None = None
        self.by_keys = False
        self._mouse: tuple[int, int] | None = None
        self._pad: int | None = None

    def pad(self, index: int | None) -> None:
        """A pad's focus is on row `index` now (None: elsewhere), seen as each frame is
        drawn: moved onto a row, it lights that row until the pointer moves."""
        if index != self._pad:
            self._pad = index
            if index is not None:
                self.keyed(index)

    def pointer(self, mouse: tuple[int, int]) -> None:
        """The pointer is at `mouse` now: moved since last seen, it lights its row."""
        mouse = (int(mouse[0]), int(mouse[1]))
        if self._mouse is not None and mouse != self._mouse:
            self.by_keys = False
        self._mouse = mouse

    def keyed(self, focus: int | None) -> None:
        """A key or a pad moved the focus to row `focus`: it is lit until the pointer
        moves."""
        self.focus = focus
        self.by_keys = focus is not None

    def forget(self) -> None:
        """New rows: no focus (the pointer lights its row again)."""
        self.focus = None
        self.by_keys = False

    def keyed_row(self, mouse: tuple[int, int]) -> int | None:
        """The row the keys light, or None when the pointer lights its own."""
        self.pointer(mouse)
        return self.focus if self.by_keys else None

    def row(self, mouse: tuple[int, int], under: int | None) -> int | None:
        """The row lit: the keys' focus after a key or a pad, else `under` (the row
        under the pointer at `mouse`)."""
        keyed = self.keyed_row(mouse)
        return keyed if keyed is not None else under


@dataclass(frozen=True)
class ChoiceRow:
    """What a row has beyond its words (all optional)."""

    name: Hashable = None
    """What the row is, while its words change (else its words): the focus, the page
    and the change guard stay while the names stay."""
    icon: str | None = None
    """A picture's name, drawn before the words (draw_buttons asks the table for it)."""
    primary: bool = False
    """Drawn as a main button (draw_buttons)."""
    mark: Hashable = None
    """The thing on the table the row concerns (a hex), shown while it is lit."""


@dataclass(frozen=True)
class DrawnRow:
    rect: pygame.Rect
    index: int
    number: int
    """1-9 for the rows shown (the key that chooses it), 0 beyond."""


@dataclass(frozen=True)
class Fit:
    """How a list of rows is drawn in a rectangle: the text size and each row's height
    (real px); `whole` when every row fits (no scrolling)."""

    font: int
    pad: int
    heights: tuple[int, ...]
    lines: tuple[tuple[str, ...], ...]
    whole: bool


class ChoiceList:
    def __init__(self, font: int = theme.FONT_MIN, fill: bool = True, snug: bool = False) -> None:
        self.font = font
        """The text size when the list does not fill its panel (`fill` False)."""
        self.fill = fill
        """Rows as large as the panel allows (FILL_FONTS), else all at `font`."""
        self.snug = snug
        """Before the rows scroll, rows closer together at the last size: less room above,
        below and between them (down to SNUG_PAD), where that shows them all (snug_fit)."""
        self.labels: list[str] = []
        self.rows: list[ChoiceRow] = []
        """Each row's name, icon, look and mark (set_rows)."""
        self.main: int | None = None
        """The row Enter chooses when none is lit (a table's main button), if any."""
        self._key: tuple[Hashable, ...] = ()
        self.first = 0
        """The first row shown."""
        self.lit = LitRow()
        """Which row is lit, the keys' focus or the pointer's (the module's rule)."""
        self.rows_drawn: list[DrawnRow] = []
        self._shown = 1
        self._wrapped = TextCache(kept=256)
        """Each label's lines at a size, width and scale, kept while the rows stay (drawn
        every frame; a window of another size wraps them anew)."""
        self._fit: tuple[tuple[Hashable, ...], Fit] | None = None
        """The rows' size for the labels, the rectangle and the scale, worked out once."""
        self.row_font = font
        """The text size the rows were last drawn at."""
        self.guard = ChangeGuard()
        """No click chooses a row just after the rows changed (row_pressed)."""
        self.paged = False
        """Shown a page at a time in places the table draws (set_pages)."""
        self.pager = Pager()
        self.page_rects: list[tuple[pygame.Rect, int]] = []
        """The arrows that turn the page (a paged list), as the table drew them."""

    @property
    def focus(self) -> int | None:
        """The row the keys or a pad point at, None until an arrow key."""
        return self.lit.focus

    @focus.setter
    def focus(self, index: int | None) -> None:
        self.lit.keyed(index)

    # ------------------------------------------------------------------ rows
    def set_rows(
        self,
        labels: Sequence[str],
        key: Hashable = None,
        rows: Sequence[ChoiceRow] | None = None,
        main: int | None = None,
    ) -> None:
        """The rows to offer (`rows`: what each has beyond its words; `main`: the row
        Enter chooses when none is lit); the scroll and focus stay while `key` and the
        rows' names (else their words) stay."""
        self.rows = list(rows) if rows is not None else [ChoiceRow() for _ in labels]
        names = tuple(
            label if row.name is None else row.name
            for label, row in zip(labels, self.rows, strict=True)
        )
        self.main = main
        self.guard.rows(names)
        new_key = (key, *names)
        if list(labels) != self.labels:
            self.labels = list(labels)
            self._wrapped.clear()
            self._fit = None
        if new_key != self._key:
            self._key = new_key
            self.first = 0
            self.pager.page = 0
            self.lit.forget()
            # rows_drawn stay until the next drawing: a press where a row was drawn,
            # just after the rows changed, is then spent on nothing (ChangeGuard)
            self._fit = None

    def __len__(self) -> int:
        return len(self.labels)

    # ------------------------------------------------------------------ moving
    def scroll(self, rows: int) -> None:
        if self.paged:  # a paged list turns its page (the wheel)
            self.turn_page(1 if rows > 0 else -1)
            return
        self.first = max(0, min(self.first + rows, max(0, len(self.labels) - self._shown)))

    def move_focus(self, step: int) -> None:
        if not self.labels:
            return
        if self.focus is None:  # Up or Down first lights the first (last) row shown
            start = self.first if step > 0 else min(len(self.labels), self.first + self._shown) - 1
            self.focus = (
                start if abs(step) == 1 else max(0, min(start + step, len(self.labels) - 1))
            )
        else:
            self.focus = max(0, min(self.focus + step, len(self.labels) - 1))
        if self.paged:  # the focus's page is shown
            self.show_page(self.pager.page_of(self.focus))
        elif self.focus < self.first:
            self.first = self.focus
        elif self.focus >= self.first + self._shown:
            self.first = self.focus - self._shown + 1

    def handle_key(self, key: int) -> bool:
        """Up/Down, PageUp/PageDown, Home/End: True when the list used the key."""
        if not self.labels:
            return False
        page = max(1, self._shown - 1)
        steps = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_HOME: -len(self.labels),
            pygame.K_END: len(self.labels),
        }
        if key not in steps:
            return False
        if self.paged and key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(1 if key == pygame.K_PAGEDOWN else -1)
            return True
        self.move_focus(steps[key])
        return True

    # ------------------------------------------------------------------ pages
    def set_pages(self, rows: int, sizes: tuple[int, ...] = ()) -> None:
        """Shown a page at a time in `rows` places (the last turns the page when the rows
        do not all fit), or in pages of `sizes` rows each (the table filled each page
        with rows of several heights); the page shown stays while it exists."""
        self.paged = True
        self.pager.set(len(self.labels), rows, sizes=sizes)
        self._page_shown()

    def _page_shown(self) -> None:
        self.first = self.pager.shown().start
        self._shown = self.pager.size

    def show_page(self, page: int) -> None:
        self.pager.page = max(0, min(page, self.pager.pages - 1))
        self._page_shown()

    def turn_page(self, delta: int) -> None:
        """The next (previous) page, round to the first after the last; a focus the keys
        lit moves to the first row of the page."""
        if not self.pager.paged:
            return
        self.pager.turn(delta)
        self._page_shown()
        if self.lit.by_keys:
            self.lit.keyed(self.first)

    def shown(self) -> range:
        """The rows on the page shown (a paged list)."""
        return self.pager.shown()

    def shown_index(self, number: int) -> int | None:
        """The row that key `number` (1-9) chooses: the number-th row shown (before
        the first drawing, the number-th from the first)."""
        for row in self.rows_drawn:
            if row.number == number:
                return row.index
        if self.rows_drawn:  # a number past the rows shown names none
            return None
        index = self.first + number - 1
        return index if 1 <= number <= 9 and index < len(self.labels) else None

    def row_pressed(self, pos: tuple[int, int], now: float | None = None) -> int | None:
        """The row a press at `pos` chooses: the one under it, unless the rows changed
        under the pointer just before (ChangeGuard)."""
        return self.row_at(pos) if self.guard.accepts(now) else None

    def lit_row(self, mouse: tuple[int, int]) -> int | None:
        """The row lit with the pointer at `mouse` (the module's rule)."""
        return self.lit.row(mouse, self.row_at(mouse))

    def entered(self, mouse: tuple[int, int], now: float | None = None) -> int | None:
        """The row Enter chooses: the lit one (the keys' focus after a key or a pad,
        else the row under the pointer unless it has just taken another's place); with
        the pointer on no row, the main row if it is shown."""
        keyed = self.lit.keyed_row(mouse)
        if keyed is not None:
            return keyed
        if self.row_at(mouse) is None:
            shown = {row.index for row in self.rows_drawn}
            return self.main if self.main in shown else None
        return self.row_pressed(mouse, now)

    def lit_mark(self, mouse: tuple[int, int]) -> Hashable:
        """The thing on the table the lit row concerns (ChoiceRow.mark), if any."""
        index = self.lit_row(mouse)
        return self.rows[index].mark if index is not None and index < len(self.rows) else None

    def row_text(self, index: int) -> str:
        """Row `index`'s words as drawn: after its key's number when it has one."""
        number = next((row.number for row in self.rows_drawn if row.index == index), 0)
        return f"{number}. {self.labels[index]}" if number else self.labels[index]

    # ------------------------------------------------------------------ placed rows
    def place(self, rects: Sequence[pygame.Rect], numbered: bool = True) -> None:
        """The rows shown (the page's, from the first) are at `rects`, which the table
        chose (rows side by side, rows as tall as their words); `numbered`: keys 1-9
        choose them, in order, and their words follow the number."""
        self.rows_drawn = [
            DrawnRow(rect, self.first + k, k + 1 if numbered and k < 9 else 0)
            for k, rect in enumerate(rects)
        ]
        self._shown = max(1, len(self.rows_drawn))

    def draw_buttons(
        self,
        canvas: pygame.Surface,
        mouse: tuple[int, int],
        *,
        active: bool = True,
        marked: int | None = None,
        icon: Callable[[str, int], pygame.Surface] | None = None,
        page_label: str = "",
        look: ButtonLook = BUTTONS,
    ) -> None:
        """The rows placed, as buttons (scenes/choice_buttons.py): the lit one lit (none
        unless `active`: the table takes no input now), `marked` ringed, each row's icon
        as `icon(name, side)` draws it; then the page's arrows, each a button saying
        `page_label` (lit under the pointer while no key lights a row)."""
        keyed = self.lit.keyed_row(mouse)
        for row in self.rows_drawn:
            facets = self.rows[row.index]
            hot = row.index == keyed if keyed is not None else row.rect.collidepoint(mouse)
            picture = None
            if facets.icon is not None and icon is not None:
                picture = icon(facets.icon, theme.px(look.icon))
            draw_button(
                canvas,
                row.rect,
                self.row_text(row.index),
                lit=active and hot,
                primary=facets.primary,
                ringed=row.index == marked,
                icon=picture,
                wrap=self._wrapped.wrap,
                look=look,
            )
        for rect, _ in self.page_rects:
            hot = active and keyed is None and rect.collidepoint(mouse)
            draw_button(canvas, rect, page_label, lit=hot, wrap=self._wrapped.wrap, look=look)

    # ------------------------------------------------------------------ gamepads
    def pad_targets(
        self,
        choose: Callable[[int], object],
        kind: str = "row",
        turn: Callable[[int], object] | None = None,
    ) -> list[PadTarget]:
        """The rows shown as a pad's targets: A on one calls `choose(index)`; each is
        named `(kind, index)` across frames (the lit row follows it, `LitRow.pad`); then
        the arrows that turn the page, named ("page", -1) and ("page", 1), which call
        `turn(delta)` (by default the list turns its page)."""
        rows = [
            PadTarget(row.rect, partial(choose, row.index), (kind, row.index))
            for row in self.rows_drawn
        ]
        arrows = [
            PadTarget(rect, partial(turn or self.turn_page, delta), ("page", delta))
            for rect, delta in self.page_rects
        ]
        return rows + arrows

    def follow_pad(self, focus: Hashable, kind: str = "row") -> None:
        """The table's pad focus now (a target's name): on a row of this list (named
        `(kind, index)`), it lights that row (LitRow.pad)."""
        if isinstance(focus, tuple) and len(focus) == 2 and focus[0] == kind:
            self.lit.pad(focus[1])
        else:
            self.lit.pad(None)

    def pad_past_edge(self, index: int, step: int) -> int | None:
        """A pad's Up (`step` -1) or Down (+1) on row `index`: past the last (first) row
        shown, the list scrolls a row and the row that came in is returned (the pad's
        focus goes to it); None when the press is not the list's."""
        rows = self.rows_drawn
        if not rows:
            return None
        edge = rows[-1].index if step > 0 else rows[0].index
        if index == edge and 0 <= edge + step < len(self.labels):
            self.scroll(step)
            return edge + step
        return None

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for row in self.rows_drawn:
            if row.rect.collidepoint(pos) and row.index < len(self.labels):
                return row.index
        return None

    # ------------------------------------------------------------------ drawing
    def _lines(self, label: str, width: int, font: int) -> list[str]:
        """`label` wrapped to `width` at text `font`, whole (never cut)."""
        return self._wrapped.wrap(label, font, width)

    @staticmethod
    def _geometry(rect: pygame.Rect, font: int) -> tuple[int, int, pygame.Rect, int]:
        """(line height, padding, the rows' area, the number's width) at text `font`."""
        line_h = theme.font(font).get_linesize()
        pad = max(theme.px(4), line_h // 4)
        bar_w = max(theme.px(6), rect.width // 40)
        inner = pygame.Rect(
            rect.left + pad, rect.top + pad, rect.width - 3 * pad - bar_w, rect.height - 2 * pad
        )
        return line_h, pad, inner, theme.font(font).size("9. ")[0]

    def fit(self, rect: pygame.Rect) -> Fit:
        """The rows' text size and heights in `rect`: the largest size at which every
        row fits, none wrapping past MAX_LINES, the rows then taller (a line more at
        most) to use the room left; or SCROLL_FONT, each row its own height (all its
        lines), when they cannot all fit."""
        key = (self._key, rect.size, theme.scale(), self.fill, self.font)
        if self._fit is not None and self._fit[0] == key:
            return self._fit[1]
        fonts = FILL_FONTS if self.fill else (self.font,)
        sizes = (*fonts, SCROLL_FONT if self.fill else self.font)
        for n, font in enumerate(sizes):
            line_h, pad, inner, number_w = self._geometry(rect, font)
            lines = tuple(
                tuple(self._lines(label, inner.width - number_w - 2 * pad, font))
                for label in self.labels
            )
            if n < len(sizes) - 1 and any(len(ls) > MAX_LINES for ls in lines):
                continue  # a smaller size shows that label in fewer lines
            heights = [len(ls) * line_h + 2 * pad for ls in lines]
            total = sum(heights) + pad * max(0, len(heights) - 1)
            if total <= inner.height:
                if self.fill and heights:  # taller rows, into the room left
                    grow = min(line_h, (inner.height - total) // len(heights))
                    heights = [h + grow for h in heights]
                fit = Fit(font, pad, tuple(heights), lines, True)
                break
        else:  # too long for the panel: the rows scroll (the last size tried)
            fit = Fit(font, pad, tuple(heights), lines, False)
            if self.snug:
                fit = self.snug_fit(fit, line_h, inner.height)
        self._fit = (key, fit)
        return fit

    @staticmethod
    def snug_fit(fit: Fit, line_h: int, room: int) -> Fit:
        """`fit` (rows that scroll), or the same rows closer together where that shows them
        all: the room around and between them cut, to SNUG_PAD at least (newcomer S, s20,
        116: 'Discard' for 6 cards at 1920x1080 showed 5 rows and a scrollbar, the Bear
        hidden under them, 30 px short)."""
        count = len(fit.lines)
        words = sum(len(ls) for ls in fit.lines) * line_h
        for pad in range(fit.pad - 1, theme.px(SNUG_PAD) - 1, -1):
            if words + 2 * pad * count + pad * max(0, count - 1) <= room:
                heights = tuple(len(ls) * line_h + 2 * pad for ls in fit.lines)
                return Fit(fit.font, pad, heights, fit.lines, True)
        return fit

    def draw(
        self,
        canvas: pygame.Surface,
        rect: pygame.Rect,
        mouse: tuple[int, int] = (-1, -1),
        marked: int | None = None,
    ) -> None:
        """The rows from `first` down, as many as fit; `marked` gets a gold border.
        `rect` is in real pixels; lengths inside follow the scale (theme.px)."""
        self.rows_drawn = []
        fit = self.fit(rect)
        font = self.row_font = fit.font
        line_h, pad, inner, number_w = self._geometry(rect, font)
        bar_w = max(theme.px(6), rect.width // 40)
        radius, edge = theme.px(8), max(1, theme.px(2))
        keyed = self.lit.keyed_row(mouse)  # else the row under the pointer is lit
        y = inner.top
        index = self.first
        while index < len(self.labels):
            lines = fit.lines[index]
            row_h = fit.heights[index]
            if y + row_h > inner.bottom and index > self.first:
                break
            row = pygame.Rect(inner.left, y, inner.width, row_h)
            number = index - self.first + 1
            hot = index == keyed if keyed is not None else row.collidepoint(mouse)
            fill = theme.lerp(theme.PANEL_LIGHT, theme.VERMILION_DARK, 0.6 if hot else 0.0)
            pygame.draw.rect(canvas, fill, row, border_radius=radius)
            border = theme.GOLD if index == marked else theme.BORDER
            pygame.draw.rect(canvas, border, row, edge, border_radius=radius)
            top = row.top + (row_h - len(lines) * line_h) // 2  # the words in the middle
            if number <= 9:
                label = theme.text(f"{number}.", font, theme.GOLD)
                canvas.blit(label, (row.left + pad, top))
            for k, line in enumerate(lines):
                surface = theme.text(line, font, theme.MOONLIGHT)
                canvas.blit(surface, (row.left + pad + number_w, top + k * line_h))
            self.rows_drawn.append(DrawnRow(row, index, number if number <= 9 else 0))
            y = row.bottom + fit.pad
            index += 1
        self._shown = max(1, len(self.rows_drawn))
        if self._shown < len(self.labels):  # where the rows shown lie in the whole list
            track = pygame.Rect(inner.right + pad, inner.top, bar_w, inner.height)
            pygame.draw.rect(canvas, theme.MIDNIGHT, track, border_radius=bar_w // 2)
            share = self._shown / len(self.labels)
            thumb_h = max(bar_w * 2, round(track.height * share))
            room = len(self.labels) - self._shown
            top = track.top + round((track.height - thumb_h) * self.first / max(1, room))
            thumb = pygame.Rect(track.left, top, bar_w, thumb_h)
            pygame.draw.rect(canvas, theme.GOLD, thumb, border_radius=bar_w // 2)
