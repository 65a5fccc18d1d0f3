"""Where the Dojo table's parts go on a surface of any size (issue 15: drawn at the
window's own pixel size).

The layout is written in design units (1280x720 at 16:9; taller at 16:10 and 3:2, see
theme.design_size) and turned into real pixels by the surface's scale: the map takes
all the room left of the column, the column's action panel and log take the extra
height. Pure geometry, no drawing.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..board_layout import BoardLayout

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


@dataclass(frozen=True)
class TableLayout(BoardLayout):
    status: pygame.Rect
    action: pygame.Rect
    log: pygame.Rect
    buttons: dict[str, pygame.Rect]
    """hint, undo, menu: right to left in the top bar."""
    thinking_right: int
    """Where the computer's "thinking..." ends (left of the buttons)."""
    save_notice: tuple[int, int]
    """The top centre of 'Not saved' (scenes.save_notice), between the turn and the
    computer's "thinking"."""
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
