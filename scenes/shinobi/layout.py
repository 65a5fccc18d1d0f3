"""Where everything goes on the Shinobi table, computed from the canvas size, the number
of players and the mode: every rectangle is a share of the canvas, and every size in
pixels comes from scenes/theme.py, so that a bigger canvas gives bigger cards and text.

At 1280x720: the right column holds the prompt, the choices and the log over the whole
height; the hand runs along the bottom under the table; the table above it shows the
opponents on top (one to three panels side by side) and your own clans below. Grand
Master puts the board (deck, Jigoku, Court, Missions, Final Showdown, Decoys, Temple)
between them; Grasshopper puts the deck and the Jigoku in a column on the left and
gives the clans the height.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .. import theme


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    top_bar: pygame.Rect
    prompt: pygame.Rect
    options: pygame.Rect
    log: pygame.Rect
    hand: pygame.Rect
    table: pygame.Rect
    """The whole area left of the column and above the hand (the picks cover it)."""
    opponents: list[pygame.Rect]
    """One panel per opponent, in seat order after the bottom seat."""
    own: pygame.Rect
    piles: pygame.Rect
    """The deck and the Jigoku (and the Scores button)."""
    board: pygame.Rect | None
    """Grand Master: the board's locations, side by side."""
    card_w: int
    """A hand card's width (its height is theme.CARD_RATIO times more)."""
    pile_w: int
    zoom_w: int
    font: int = field(default=theme.FONT_MIN)

    @property
    def card_h(self) -> int:
        return round(self.card_w * theme.CARD_RATIO)


def table_layout(size: tuple[int, int], players: int, mode: str) -> TableLayout:
    width, height = size
    gap = max(6, round(width * theme.TABLE_GAP))
    top = round(height * theme.TABLE_TOP_BAR)
    bottom = height - round(height * theme.TABLE_HINT_STRIP)
    column_w = round(width * theme.TABLE_COLUMN)
    column = pygame.Rect(width - gap - column_w, top, column_w, bottom - top)
    prompt_h = round(height * theme.TABLE_PROMPT)
    log_h = round(height * theme.TABLE_LOG)
    prompt = pygame.Rect(column.left, column.top, column.width, prompt_h)
    log = pygame.Rect(column.left, column.bottom - log_h, column.width, log_h)
    options = pygame.Rect(
        column.left, prompt.bottom + gap, column.width, log.top - gap - prompt.bottom - gap
    )
    card_w = max(theme.CARD_MIN_WIDTH, round(width * theme.CARD_WIDTH))
    card_h = round(card_w * theme.CARD_RATIO)
    left = gap
    right = column.left - gap
    hand_h = card_h + round(card_h * theme.CARD_LIFT) + gap
    hand = pygame.Rect(left, bottom - hand_h, right - left, hand_h)
    table = pygame.Rect(left, top, right - left, hand.top - gap - top)
    others = players - 1
    if mode == "grandmaster":
        row = (table.height - 2 * gap) // 3
        middle = pygame.Rect(table.left, table.top + row + gap, table.width, row)
        pile_w = max(40, min(round(middle.height / theme.CARD_RATIO * 0.62), 90))
        piles = pygame.Rect(middle.left, middle.top, 2 * pile_w + 3 * gap, middle.height)
        board: pygame.Rect | None = pygame.Rect(
            piles.right + gap, middle.top, middle.right - piles.right - gap, middle.height
        )
        opp_area = pygame.Rect(table.left, table.top, table.width, row)
        own = pygame.Rect(
            table.left, middle.bottom + gap, table.width, table.bottom - middle.bottom - gap
        )
    else:
        pile_w = max(40, round(width * theme.PILE_WIDTH))
        piles = pygame.Rect(table.left, table.top, pile_w + 2 * gap, table.height)
        board = None
        area = pygame.Rect(
            piles.right + gap, table.top, table.right - piles.right - gap, table.height
        )
        half = (area.height - gap) // 2
        opp_area = pygame.Rect(area.left, area.top, area.width, half)
        own = pygame.Rect(area.left, area.top + half + gap, area.width, area.height - half - gap)
    panel_w = (opp_area.width - gap * (others - 1)) // others
    opponents = [
        pygame.Rect(opp_area.left + i * (panel_w + gap), opp_area.top, panel_w, opp_area.height)
        for i in range(others)
    ]
    return TableLayout(
        size=size,
        top_bar=pygame.Rect(0, 0, width, top),
        prompt=prompt,
        options=options,
        log=log,
        hand=hand,
        table=table,
        opponents=opponents,
        own=own,
        piles=piles,
        board=board,
        card_w=card_w,
        pile_w=pile_w,
        zoom_w=round(width * theme.CARD_ZOOM),
        font=theme.FONT_MIN,
    )
