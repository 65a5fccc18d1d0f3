"""Where the Dojo table's parts go on a surface of any size (issue 15: drawn at the
window's own pixel size).

The layout is written in design units (1280x720 at 16:9; taller at 16:10 and 3:2, see
theme.design_size) and turned into real pixels by the surface's scale: the map takes
all the room left of the column, the column's action panel and log take the extra
height. Pure geometry, no drawing; TableLayouts keeps the last few with their boards.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from .. import theme
from ..board_layout import BoardLayout
from .board_view import BoardView

TOP = 46
"""The top bar (the game's name, the turn, the buttons) in design px."""
FOOT = 44
"""The strip of controls help at the foot (widgets.draw_hint)."""
MARGIN = 10
COLUMN = 420
"""The right-hand column's width (status, action panel, log) in design px."""
STATUS_H = 150
ACTION_H = 300
"""The action panel at 16:9; half of any extra height goes to it, half to the log."""
GAP = 6
BUTTON = (110, 36)
"""The top bar's buttons (Hint, Undo, Menu), design px."""
LAYOUTS_KEPT = 2
"""Table layouts (and their boards' pictures) kept: the window's, and the one before a
resize or before both Dojos stood."""

# the action panel, in design px like every length here (theme.px)
OPTION_H = 36
OPTION_GAP = 6
OPTIONS_TOP = 126
"""Where the choices start in the action panel (under the prompt and the moves)."""
OPTIONS_HIGH = 78
"""Where they start when the moves are not shown (summoning, a choice in a battle)."""
PROMPT_LINES = 2
"""The prompt's lines above a list of choices (a longer refusal or hint is cut)."""
LIST_GAP = 4
"""Between the rows of a list of choices."""
OPTION_H2 = 44
"""A choice whose label needs two lines (a long place name is never cut)."""
OPTION_LINE = 18
"""Each line past the second that a longer label takes: its row grows, never cuts it."""
OPTION_ICON = 34
"""The room an option's icon (a shuriken, a die) takes before its label."""
SUMMON_AREA = 62
"""The summoning's cards at the foot of the action panel (its label left of the cards:
the list of choices above keeps the panel's height)."""
SUMMON_LABEL_W = 128
"""The width of "Blue clan summons with:" (wrapped) left of the summoning's cards."""
SUMMON_CARD_W = 40
CHIP_W, CHIP_H, CHIP_GAP = 30, 30, 3
"""A summoning card as a small tile with its value, when more are drawn than a row of
cards holds."""
CHIP_TEXT = 22
"""A tile's value, in the display face: capitals 12.4 px tall at 1280x720 (at
theme.FONT_MIN, 10.7 px, in tiles of 26: newcomer F, s15, 028/084, not readable from a
sofa)."""
MOVES_PHASES = ("move", "battle", "lay", "attack")
"""The phases that show the die and the moves left under the prompt."""
LIST_PHASES = ("battle", "assign", "joker", "fury")
"""The phases whose choices are a numbered list (keys 1-9, paged when long)."""
LOG_LINE = 22
LOG_SIZE = 21
"""The log, the status and the notes: the smallest text size, Lato at 16 px at 1280x720,
its capitals 11.5 px tall (issue 33 asks 11 at least: theme.FONT_MIN's 14 px made
'cards left' 10 px, its small letters 7)."""


@dataclass(frozen=True)
class TableLayout(BoardLayout):
    status: pygame.Rect
    action: pygame.Rect
    log: pygame.Rect
    buttons: dict[str, pygame.Rect]
    """hint, undo, menu: right to left in the top bar."""
    thinking_right: int
    """Where the top bar's words end (left of the buttons; the computer's "thinking..."
    stood there before the panel alone said it)."""
    save_notice: tuple[int, int]
    """The top centre of 'Not saved' (scenes.save_notice), between the turn and the
    buttons."""
    save_notice_width: int


def _rect(x: float, y: float, w: float, h: float, s: float) -> pygame.Rect:
    """A design rect in real pixels (edges rounded, so neighbours stay neighbours)."""
    left, top = round(x * s), round(y * s)
    return pygame.Rect(left, top, round((x + w) * s) - left, round((y + h) * s) - top)


def table_layout(size: tuple[int, int]) -> TableLayout:
    """The table's rects for a surface of `size` (real pixels)."""
    s = theme.scale_for(size)
    dw, dh = theme.design_size(size)
    dw, dh = max(dw, 1280), max(dh, 720)
    col_x = dw - MARGIN - COLUMN
    extra = dh - 720
    action_h = ACTION_H + extra // 2
    action_y = TOP + STATUS_H + GAP
    log_y = action_y + action_h + GAP
    buttons: dict[str, pygame.Rect] = {}
    right = dw - MARGIN
    for name in ("menu", "undo", "hint"):
        buttons[name] = _rect(right - BUTTON[0], 4, BUTTON[0], BUTTON[1], s)
        right -= BUTTON[0] + 8
    return TableLayout(
        size=size,
        scale=s,
        map=_rect(MARGIN, TOP, col_x - 2 * MARGIN, dh - TOP - FOOT, s),
        status=_rect(col_x, TOP, COLUMN, STATUS_H, s),
        action=_rect(col_x, action_y, COLUMN, action_h, s),
        log=_rect(col_x, log_y, COLUMN, dh - FOOT - log_y, s),
        buttons=buttons,
        thinking_right=round((right - 4) * s),
        save_notice=(round(560 * s), round(6 * s)),
        save_notice_width=round(420 * s),
    )


class TableLayouts:
    """The table's layouts and their boards' pictures, kept for the last few keys (a
    size, and where the Dojos stand once both are placed: the board is fitted again
    then, to fill the map)."""

    def __init__(
        self, board: Any, room: Callable[[TableLayout], pygame.Rect] | None = None
    ) -> None:
        self.board = board
        self.room = room
        """Where the board lies in a layout (its map, unless a guide keeps a part)."""
        self._kept: OrderedDict[tuple[Any, ...], tuple[TableLayout, BoardView]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, key: tuple[Any, ...]) -> tuple[TableLayout, BoardView]:
        """The layout and board for `key` = (size, dojos or None, and what else the room
        depends on: a guide's strip)."""
        size, dojos = key[:2]
        kept = self._kept.get(key)
        if kept is None:
            for old in [k for k in self._kept if k[0] == size]:  # a board fitted before
                del self._kept[old]  # the Dojos stood: its pictures go
            layout = table_layout(size)
            area = self.room(layout) if self.room is not None else layout.map
            kept = (layout, BoardView(self.board, area, layout.scale, dojos))
            self._kept[key] = kept
            while len(self._kept) > LAYOUTS_KEPT:
                self._kept.popitem(last=False)
        self._kept.move_to_end(key)
        return kept
