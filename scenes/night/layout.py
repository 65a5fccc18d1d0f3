"""Where the Night table puts things, worked out from the size of the surface it draws
on (issue 15: drawn at the window's own pixel size).

The village takes the left of the screen, as big as the height and the hands allow;
the right-hand column holds what the player reads and does: the prompt, then the
options, the plan's six actions or the string in the hands, the log, and the
backpacks. When the window is taller than 16:9 (16:10, 3:2) and the village cannot
grow wider, the backpacks go under the village and the column's log gets the room.

The column is always wide enough to hold the whole string, at its full length and in
any throw's direction, at the village's own scale: the string in the hands is laid out
with the map's own projection (VillageView.screen_vector), so the column and the
village grow together. Lengths here are design units (pixels at 1280x720), turned into
real pixels by the surface's scale (theme.scale_for).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ninjas.night import data

from .. import theme
from ..board_layout import BoardLayout
from .village_view import FLOOR_HEIGHT, MARGIN, TILT

TOP = 46
"""The title bar: the game's name, the moons of the rounds, the Menu button."""
HINT = 40
"""The strip of controls help at the bottom."""
GAP = 10
HAND_MARGIN = 36
"""Room around the string in the hands: the hand behind its near end, the grapnel."""
STRING_RISE = 0.3
"""How much steeper than the ground's own slant (TILT) a string may lie on screen,
climbing to a higher roof close by (the villages reach 0.27): the box it needs."""
HANDS_TITLE = 44
"""The hands' panel's title row (its words, the Throw button)."""
COLUMN_MIN = 470
COLUMN_MAX = 640
PROMPT_LINE = 22
PROMPT_PAD = 16
PROMPT_MIN_LINES = 2
PROMPT_MAX_LINES = 5
PACK_ROW = 38
"""One seat's row of backpacks in the column (portrait, name, score, slots, plan)."""
PACK_PAD = 12
PACKS_BELOW = 116
"""The backpacks' strip under the village (the seats side by side), when it fits."""
OPTION_H = 30
OPTION_H_TWO = 46
"""A row whose words take two lines: room for both and a margin above and below (in
a row of OPTION_H they touched its border)."""
OPTION_GAP = 2
MAX_OPTIONS = 9
"""Rows the option list shows at most (keys 1-9 act on them); more are paged."""
LOG_MIN = 84
"""The log keeps at least this height beside the options (four lines)."""
LOG_LINE = 21
LOG_KEEP = LOG_MIN + 12 + GAP // 2
"""The log's least height under a long list of roofs: four lines in its frame."""
LOG_SNUG = 2 * LOG_LINE + 12 + GAP // 2
"""The log's least height under a list of roofs that fits on one page only so: two
lines (roof_room.py; one line lost the story, newcomer E, s15, 030)."""
SLOT = 34
SLOT_GAP = 6
PORTRAIT = 34
PACK_NAME_W = 196
"""In a seat's row of backpacks: the portrait, name and score before the slots."""
CONFIRM_H = 40
CARD_H = 186
"""The tallest a plan card grows (design px): a taller window gives the log the room."""
CHIP = 30
"""The chips on a plan card that make it action 1 or 2."""


@dataclass(frozen=True)
class Layout(BoardLayout):
    """The table's rects in real pixels for one surface size (see table_layout); `map`
    is the village's rect (VillageView fits the village in it)."""

    prompt: pygame.Rect
    area: pygame.Rect
    """Under the prompt, over the backpacks (when they are in the column): the options
    and the log, the plan, or the log alone."""
    hands: pygame.Rect
    """Where the string lies while a throw is set (the whole column under the prompt)."""
    packs: pygame.Rect
    packs_below: bool
    """The backpacks lie under the village (a tall window), else in the column."""
    menu: pygame.Rect
    option_rows: int
    """Rows the option list has room for (at most MAX_OPTIONS)."""
    players: int = 3
    """Seats with a backpack (a part of the backpacks' panel each)."""
    roof_rows: int = 0
    """Rows a list of roofs may show on one page: the area's, less the log's LOG_KEEP
    (each roof's row keyed by its own number on every page: newcomer J, s11). It took
    the log's room to one line, the story lost while choosing (newcomer E, s15, 030)."""
    all_rows: int = 0
    """Rows the whole area holds: the placing's roofs, on one page, with no story yet."""
    snug_rows: int = 0
    """Rows a list of roofs may take beside a two-line log (LOG_SNUG, roof_room.py)."""

    def options_box(self, rows: int) -> pygame.Rect:
        """The option list's panel for `rows` rows, at the top of the area."""
        rows = max(1, min(rows, self.option_rows))
        height = self.px(16 + rows * (OPTION_H + OPTION_GAP) - OPTION_GAP)
        return pygame.Rect(self.area.left, self.area.top, self.area.width, height)

    def option_room(self) -> int:
        """The design px the option list's rows have (its most rows of OPTION_H)."""
        return self.option_rows * (OPTION_H + OPTION_GAP) - OPTION_GAP

    def options_box_of(self, used: int, room: int | None = None) -> pygame.Rect:
        """The option list's panel for rows taking `used` design px (at most `room`,
        else the option list's room)."""
        room = self.option_room() if room is None else room
        height = self.px(16 + max(OPTION_H, min(used, room)))
        return pygame.Rect(self.area.left, self.area.top, self.area.width, height)

    def option_row(self, top: int, height: int = OPTION_H) -> pygame.Rect:
        """An option row `top` design px down the list, `height` design px tall."""
        box = self.area
        return pygame.Rect(
            box.left + self.px(8),
            box.top + self.px(8 + top),
            box.width - self.px(16),
            self.px(height),
        )

    def option_rect(self, row: int) -> pygame.Rect:
        box = self.area
        step = OPTION_H + OPTION_GAP
        return pygame.Rect(
            box.left + self.px(8),
            box.top + self.px(8 + row * step),
            box.width - self.px(16),
            self.px(OPTION_H),
        )

    def log_under(self, box: pygame.Rect | None) -> pygame.Rect:
        """The log: the area under `box` (the options), or all of it."""
        if box is None:
            return pygame.Rect(self.area)
        top = box.bottom + self.px(GAP // 2)
        return pygame.Rect(self.area.left, top, self.area.width, self.area.bottom - top)

    # the backpacks
    def pack_cell(self, seat: int) -> pygame.Rect:
        """A seat's part of the backpacks' panel: a column of the strip under the
        village, or a row of the column's panel."""
        packs = self.packs
        if self.packs_below:
            width = packs.width // self.players
            return pygame.Rect(packs.left + seat * width, packs.top, width, packs.height)
        row = self.px(PACK_ROW)
        top = packs.top + self.px(PACK_PAD // 2)
        return pygame.Rect(packs.left, top + seat * row, packs.width, row)

    def slot_rect(self, seat: int, slot: int) -> pygame.Rect:
        """Where a backpack slot is drawn: under its seat's name in the strip, or after
        it in the seat's row."""
        cell = self.pack_cell(seat)
        size, gap = self.px(SLOT), self.px(SLOT_GAP)
        if self.packs_below:
            left, top = cell.left + self.px(10), cell.top + self.px(42)
        else:
            left, top = cell.left + self.px(PACK_NAME_W), cell.centery - size // 2
        return pygame.Rect(left + slot * (size + gap), top, size, size)

    def bag_rect(self, seat: int, slots: int) -> pygame.Rect | None:
        """Where a seat's backpack picture goes: before its first pocket in a row of the
        column, after its last in the strip under the village; None where there is no
        room for it (four seats in the strip)."""
        gap = self.px(SLOT_GAP)
        if self.packs_below:
            rect = self.slot_rect(seat, slots - 1)
            rect = rect.move(rect.width + gap, 0)
            return rect if self.pack_cell(seat).contains(rect) else None
        rect = self.slot_rect(seat, 0)
        return rect.move(-rect.width - gap, 0)

    # the plan
    def plan_area(self) -> pygame.Rect:
        """The six actions' cards: the top of the area under the prompt, as tall as two
        rows of cards need (at most), with the Confirm row under them."""
        area = pygame.Rect(self.area)
        area.height = min(area.height - self.px(CONFIRM_H + 6), self.px(2 * CARD_H + 6))
        return area

    def plan_log(self) -> pygame.Rect | None:
        """The log under the plan, where the window leaves room for it."""
        top = self.confirm_rect().bottom + self.px(6)
        if self.area.bottom - top < self.px(3 * LOG_LINE + 12):
            return None
        return pygame.Rect(self.area.left, top, self.area.width, self.area.bottom - top)

    def card_rect(self, k: int) -> pygame.Rect:
        """The k-th action's card in the plan: the six side by side, three to a row
        (two rows), each with its picture, its name, a line and why it cannot be done."""
        area, px = self.plan_area(), self.px
        gap = px(6)
        width = (area.width - 2 * gap) // 3
        height = (area.height - gap) // 2
        row, col = divmod(k, 3)
        return pygame.Rect(
            area.left + col * (width + gap), area.top + row * (height + gap), width, height
        )

    def chip_rect(self, k: int, which: int) -> pygame.Rect:
        """The chip at the top right of the k-th card that makes it action 1 or 2."""
        card, px = self.card_rect(k), self.px
        size = px(CHIP)
        right = card.right - px(6) - (1 - which) * (size + px(4))
        return pygame.Rect(right - size, card.top + px(6), size, size)

    def confirm_rect(self) -> pygame.Rect:
        area = self.plan_area()
        return pygame.Rect(area.left, area.bottom + self.px(6), area.width, self.px(CONFIRM_H))

    # the string in the hands
    def throw_button(self) -> pygame.Rect:
        hands, px = self.hands, self.px
        return pygame.Rect(hands.right - px(160), hands.top + px(6), px(150), px(34))

    def string_area(self, hands: pygame.Rect | None = None) -> pygame.Rect:
        """Where the string may lie: the hands' panel (`hands`, sized to its throw by
        StringAim.panels, else the whole column) less its title row (and Throw)."""
        hands, m = hands or self.hands, self.px(8)
        top = hands.top + self.px(HANDS_TITLE)
        return pygame.Rect(hands.left + m, top, hands.width - 2 * m, hands.bottom - m - top)


def string_box(scale_cm: float) -> tuple[float, float]:
    """The room (design px) the whole string needs in the hands, in any direction, when
    the village is drawn at `scale_cm` design px per centimetre."""
    full = data.MOVE_STRING_MAX * scale_cm
    return full + 2 * HAND_MARGIN, full * (TILT + STRING_RISE) + HANDS_TITLE + HAND_MARGIN


def prompt_height(lines: int) -> int:
    lines = max(PROMPT_MIN_LINES, min(PROMPT_MAX_LINES, lines))
    return PROMPT_PAD + lines * PROMPT_LINE


_laid_at: list[float] = []
"""The scale the table is laid out at whatever its surface's shape (laid_at)."""


@contextmanager
def laid_at(scale: float) -> Iterator[None]:
    """Layouts made inside are at `scale` (its words that size), not their surface's:
    a replay lays the table out in the room above its controls at the window's scale
    (replay/night_fit.py; at the room's own, its smallest words fell to 10.8 px)."""
    _laid_at.append(scale)
    try:
        yield
    finally:
        _laid_at.pop()


def table_layout(
    size: tuple[int, int], diameter: float = 60.0, players: int = 3, prompt_lines: int = 2
) -> Layout:
    """The table's layout on a surface of `size` (real pixels) for a village of
    `diameter` cm, `players` backpacks and a prompt of `prompt_lines` lines."""
    scale = _laid_at[-1] if _laid_at else theme.scale_for(size)
    return _table_layout(size, diameter, players, prompt_lines, scale)


@lru_cache(maxsize=16)
def _table_layout(
    size: tuple[int, int], diameter: float, players: int, prompt_lines: int, s: float
) -> Layout:
    """table_layout at the scale `s`."""
    width, height = size[0] / s, size[1] / s  # design units
    top, bottom = TOP, height - HINT
    village_w = diameter * MARGIN
    village_h = (diameter * TILT + 3 * FLOOR_HEIGHT) * MARGIN
    # the village and the hands side by side, both at one scale (px per cm)
    per_cm = (width - 3 * GAP - 2 * HAND_MARGIN) / (village_w + data.MOVE_STRING_MAX)
    per_cm = min(per_cm, (bottom - top) / village_h)
    column = min(COLUMN_MAX, max(COLUMN_MIN, string_box(per_cm)[0]))
    per_cm = min(per_cm, (width - 3 * GAP - column) / village_w)
    map_w = width - 3 * GAP - column
    room_below = (bottom - top) - village_h * per_cm
    packs_below = room_below >= PACKS_BELOW + GAP
    map_h = bottom - top - (PACKS_BELOW + GAP if packs_below else 0)
    x0 = GAP + map_w + GAP

    def rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, upper = round(x * s), round(y * s)
        return pygame.Rect(left, upper, round((x + w) * s) - left, round((y + h) * s) - upper)

    prompt_h = prompt_height(prompt_lines)
    prompt = rect(x0, top, column, prompt_h)
    under = top + prompt_h + GAP / 2
    if packs_below:
        packs = rect(GAP, bottom - PACKS_BELOW, map_w, PACKS_BELOW)
        area = rect(x0, under, column, bottom - under)
    else:
        packs_h = PACK_PAD + players * PACK_ROW
        packs = rect(x0, bottom - packs_h, column, packs_h)
        area = rect(x0, under, column, bottom - packs_h - GAP / 2 - under)
    rows = int((area.height / s - LOG_MIN - GAP / 2 - 16 + OPTION_GAP) // (OPTION_H + OPTION_GAP))
    return Layout(
        size=size,
        scale=s,
        map=rect(GAP, top, map_w, map_h),
        prompt=prompt,
        area=area,
        hands=rect(x0, under, column, bottom - under),
        packs=packs,
        packs_below=packs_below,
        menu=rect(width - GAP - 120, 4, 120, 36),
        option_rows=max(3, min(MAX_OPTIONS, rows)),
        players=players,
        roof_rows=max(
            3, int((area.height / s - LOG_KEEP - 16 + OPTION_GAP) // (OPTION_H + OPTION_GAP))
        ),
        all_rows=max(3, int((area.height / s - 16 + OPTION_GAP) // (OPTION_H + OPTION_GAP))),
        snug_rows=max(
            3, int((area.height / s - LOG_SNUG - 16 + OPTION_GAP) // (OPTION_H + OPTION_GAP))
        ),
    )
