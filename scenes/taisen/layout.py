"""Where everything sits on the table, in real pixels of the surface drawn on.

The table is designed at 1280x720 (the numbers in DESIGN below); `configure(size)` sets
every name of this module for a surface of `size`: design lengths times the scale
(theme.scale_for), the extra height of a taller window (16:10, 3:2) given to the board,
and a wider one centred. The table calls it whenever the size it draws on changes, so
the other modules read `L.NAME` at the moment they draw or hit-test.

The path runs left to right: the Monkey village (position 0) on the left, tiles 1..9,
the Wolf village (10) on the right. In every column the Wolf stack hangs from the top
(growing down) and the Monkey stack rises from the bottom (growing up), so the two top
cards of a combat face each other across the road in the middle.
"""

from __future__ import annotations

import pygame

from ninjas.taisen.cards import POSITIONS

from .. import theme
from . import card_art

DESIGN_W, DESIGN_H = 1280, 720

# real pixels, set by configure() (the values below are those at 1280x720)
SIZE = (DESIGN_W, DESIGN_H)
SCALE = 1.0
CANVAS_W, CANVAS_H = DESIGN_W, DESIGN_H
CARD_W, CARD_H = card_art.CARD_W, card_art.CARD_H
DIE_SIZE = card_art.DIE_SIZE
HUD_H = 58
BOARD_TOP, BOARD_BOTTOM = 66, 552
MARGIN_X = 20
VILLAGE_W, TILE_W = 152, 104
ROAD_Y = (BOARD_TOP + BOARD_BOTTOM) // 2
ROAD_H = 34
LANE_PAD = 8
STACK_STEP = 34
"""Vertical offset between stacked cards (the visible index strip of a covered card, and
the row a click picks it by) where the column has room: 28 made rows newcomer J clicked
one too low (s11, nc-J/153); stacks that need it still close up (stack_step)."""
MIN_STEP = 9
DUEL_GAP = 16
"""Space left between the two top cards of a combat."""

PANEL_TOP, PANEL_BOTTOM = 560, 694
DICE_PANEL = pygame.Rect(16, PANEL_TOP, 252, PANEL_BOTTOM - PANEL_TOP)
CONTROL_PANEL = pygame.Rect(278, PANEL_TOP, 470, PANEL_BOTTOM - PANEL_TOP)
LOG_PANEL = pygame.Rect(758, PANEL_TOP, 506, PANEL_BOTTOM - PANEL_TOP)
HELP_Y = 708
DIE_Y = DICE_PANEL.top + 38
DICE_TITLE = (DICE_PANEL.left + 14, DICE_PANEL.top + 10)
"""Where the dice panel's title stands (its top left)."""
DICE_X: tuple[int, ...] = (38, 116, 194)
BUTTON_Y = CONTROL_PANEL.top + 78
BUTTON_H = 42
BUTTONS: dict[str, pygame.Rect] = {}
PROMPT_RECT = pygame.Rect(0, 0, 1, 1)
COLUMNS: tuple[pygame.Rect, ...] = ()


def configure(size: tuple[int, int]) -> bool:
    """Lay the table out for a surface of `size` real px; False if it already is."""
    global SIZE, SCALE, CANVAS_W, CANVAS_H, CARD_W, CARD_H, DIE_SIZE, HUD_H
    global BOARD_TOP, BOARD_BOTTOM, MARGIN_X, VILLAGE_W, TILE_W, ROAD_Y, ROAD_H, LANE_PAD
    global STACK_STEP, MIN_STEP, DUEL_GAP, PANEL_TOP, PANEL_BOTTOM, DICE_PANEL
    global CONTROL_PANEL, LOG_PANEL, HELP_Y, DIE_Y, DICE_X, BUTTON_Y, BUTTON_H, BUTTONS
    global DICE_TITLE
    global PROMPT_RECT, COLUMNS
    size = (int(size[0]), int(size[1]))
    if size == SIZE and COLUMNS:
        return False
    SIZE = size
    s = SCALE = theme.scale_for(size)
    width, height = size
    design_w, design_h = width / s, height / s
    extra = max(0.0, design_h - DESIGN_H)
    """Design px of height beyond 720 (16:10, 3:2): the board grows by them."""
    left = max(0.0, (design_w - DESIGN_W) / 2)
    """Design px each side of a window wider than 16:9: the table stays centred."""

    def x(v: float) -> int:
        return round((left + v) * s)

    def y(v: float) -> int:
        return round(v * s)

    def n(v: float) -> int:
        return max(1, round(v * s))

    CANVAS_W, CANVAS_H = width, height
    CARD_W, CARD_H = n(card_art.CARD_W), n(card_art.CARD_H)
    DIE_SIZE = n(card_art.DIE_SIZE)
    HUD_H = y(58)
    BOARD_TOP, BOARD_BOTTOM = y(66), y(552 + extra)
    MARGIN_X = x(20)
    VILLAGE_W, TILE_W = n(152), n(104)
    ROAD_Y = (BOARD_TOP + BOARD_BOTTOM) // 2
    ROAD_H = n(34)
    LANE_PAD = n(8)
    STACK_STEP = n(34)
    MIN_STEP = n(9)
    DUEL_GAP = n(16)
    PANEL_TOP, PANEL_BOTTOM = y(560 + extra), y(694 + extra)
    panel_h = PANEL_BOTTOM - PANEL_TOP
    DICE_PANEL = pygame.Rect(x(16), PANEL_TOP, n(252), panel_h)
    CONTROL_PANEL = pygame.Rect(x(278), PANEL_TOP, n(470), panel_h)
    LOG_PANEL = pygame.Rect(x(758), PANEL_TOP, n(506), panel_h)
    HELP_Y = y(708 + extra)
    # the panel's title (DICE) 10 px in, the dice under it: rolling, tilted, they rose
    # over it, the title squeezed on the border (issue 33, newcomer K, T4)
    DICE_TITLE = (DICE_PANEL.left + n(14), DICE_PANEL.top + n(10))
    DIE_Y = DICE_PANEL.top + n(38)
    DICE_X = tuple(DICE_PANEL.left + n(22 + i * 78) for i in range(3))
    BUTTON_Y = CONTROL_PANEL.top + n(78)
    BUTTON_H = n(42)
    BUTTONS = {
        "end": pygame.Rect(CONTROL_PANEL.left + n(12), BUTTON_Y, n(150), BUTTON_H),
        "undo": pygame.Rect(CONTROL_PANEL.left + n(170), BUTTON_Y, n(92), BUTTON_H),
        "hint": pygame.Rect(CONTROL_PANEL.left + n(270), BUTTON_Y, n(92), BUTTON_H),
        "menu": pygame.Rect(CONTROL_PANEL.left + n(370), BUTTON_Y, n(88), BUTTON_H),
    }
    PROMPT_RECT = pygame.Rect(
        CONTROL_PANEL.left + n(14), CONTROL_PANEL.top + n(10), CONTROL_PANEL.width - n(28), n(60)
    )
    COLUMNS = tuple(column_rect(pos) for pos in range(POSITIONS))
    return True


def column_rect(pos: int) -> pygame.Rect:
    """The full-height column of board position `pos` (0..10)."""
    if pos == 0:
        x, w = MARGIN_X, VILLAGE_W
    elif pos == POSITIONS - 1:
        x, w = MARGIN_X + VILLAGE_W + 9 * TILE_W, VILLAGE_W
    else:
        x, w = MARGIN_X + VILLAGE_W + (pos - 1) * TILE_W, TILE_W
    return pygame.Rect(x, BOARD_TOP, w, BOARD_BOTTOM - BOARD_TOP)


def stack_step(n_monkey: int, n_wolf: int) -> float:
    """The offset between stacked cards in a column holding these stacks."""
    height = BOARD_BOTTOM - BOARD_TOP - 2 * LANE_PAD
    if n_monkey and n_wolf:
        covered = n_monkey + n_wolf - 2
        room = height - 2 * CARD_H - DUEL_GAP
    else:
        # a lone stack stays in its own half, clear of the road and its numbers
        covered = max(n_monkey, n_wolf) - 1
        room = height // 2 - ROAD_H // 2 - round(4 * SCALE) - CARD_H
    if covered <= 0:
        return STACK_STEP
    return max(MIN_STEP, min(STACK_STEP, room / covered))


def stack_slots(
    pos: int, n_monkey: int, n_wolf: int
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Top-left corners of each card (bottom to top) of the Monkey and Wolf stacks on `pos`."""
    step = stack_step(n_monkey, n_wolf)
    x = COLUMNS[pos].centerx - CARD_W // 2
    low = BOARD_BOTTOM - LANE_PAD - CARD_H
    high = BOARD_TOP + LANE_PAD
    monkey = [(x, round(low - k * step)) for k in range(n_monkey)]
    wolf = [(x, round(high + k * step)) for k in range(n_wolf)]
    return monkey, wolf


def die_rect(die: int) -> pygame.Rect:
    return pygame.Rect(DICE_X[die], DIE_Y, DIE_SIZE, DIE_SIZE)


def px(length: float) -> int:
    """A design length at the table's scale (at least 1 px)."""
    return max(1, round(length * SCALE))


configure((DESIGN_W, DESIGN_H))
