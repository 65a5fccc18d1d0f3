"""Where everything sits on the 1280x720 logical canvas. Numbers in one place.

The path runs left to right: the Monkey village (position 0) on the left, tiles 1..9,
the Wolf village (10) on the right. In every column the Wolf stack hangs from the top
(growing down) and the Monkey stack rises from the bottom (growing up), so the two top
cards of a combat face each other across the road in the middle.
"""

from __future__ import annotations

import pygame

from ninjas.taisen.cards import POSITIONS

from .card_art import CARD_H, CARD_W, DIE_SIZE

CANVAS_W, CANVAS_H = 1280, 720
HUD_H = 58
BOARD_TOP, BOARD_BOTTOM = 66, 552
MARGIN_X = 20
VILLAGE_W, TILE_W = 152, 104
ROAD_Y = (BOARD_TOP + BOARD_BOTTOM) // 2
ROAD_H = 34
LANE_PAD = 8
STACK_STEP = 28
"""Vertical offset between stacked cards (the visible index strip of a covered card)."""
MIN_STEP = 9
DUEL_GAP = 16
"""Space left between the two top cards of a combat."""

PANEL_TOP, PANEL_BOTTOM = 560, 694
DICE_PANEL = pygame.Rect(16, PANEL_TOP, 252, PANEL_BOTTOM - PANEL_TOP)
CONTROL_PANEL = pygame.Rect(278, PANEL_TOP, 470, PANEL_BOTTOM - PANEL_TOP)
LOG_PANEL = pygame.Rect(758, PANEL_TOP, 506, PANEL_BOTTOM - PANEL_TOP)
HELP_Y = 708

DIE_Y = DICE_PANEL.top + 30
DICE_X = tuple(DICE_PANEL.left + 22 + i * 78 for i in range(3))

BUTTON_Y = CONTROL_PANEL.top + 78
BUTTON_H = 42
BUTTONS: dict[str, pygame.Rect] = {
    "end": pygame.Rect(CONTROL_PANEL.left + 12, BUTTON_Y, 150, BUTTON_H),
    "undo": pygame.Rect(CONTROL_PANEL.left + 170, BUTTON_Y, 92, BUTTON_H),
    "hint": pygame.Rect(CONTROL_PANEL.left + 270, BUTTON_Y, 92, BUTTON_H),
    "menu": pygame.Rect(CONTROL_PANEL.left + 370, BUTTON_Y, 88, BUTTON_H),
}
PROMPT_RECT = pygame.Rect(
    CONTROL_PANEL.left + 14, CONTROL_PANEL.top + 10, CONTROL_PANEL.width - 28, 60
)


def column_rect(pos: int) -> pygame.Rect:
    """The full-height column of board position `pos` (0..10)."""
    if pos == 0:
        x, w = MARGIN_X, VILLAGE_W
    elif pos == POSITIONS - 1:
        x, w = MARGIN_X + VILLAGE_W + 9 * TILE_W, VILLAGE_W
    else:
        x, w = MARGIN_X + VILLAGE_W + (pos - 1) * TILE_W, TILE_W
    return pygame.Rect(x, BOARD_TOP, w, BOARD_BOTTOM - BOARD_TOP)


COLUMNS = tuple(column_rect(pos) for pos in range(POSITIONS))


def stack_step(n_monkey: int, n_wolf: int) -> float:
    """The offset between stacked cards in a column holding these stacks."""
    height = BOARD_BOTTOM - BOARD_TOP - 2 * LANE_PAD
    if n_monkey and n_wolf:
        covered = n_monkey + n_wolf - 2
        room = height - 2 * CARD_H - DUEL_GAP
    else:
        # a lone stack stays in its own half, clear of the road and its numbers
        covered = max(n_monkey, n_wolf) - 1
        room = height // 2 - ROAD_H // 2 - 4 - CARD_H
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
