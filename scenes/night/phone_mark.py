"""A phone's seat choosing on its phone (its plan, a token dropped for a hit, its End
turn): a phone drawn at the end of that seat's row in the backpacks' panel, its screen
pulsing, until the choice comes (newcomer V, s13: while Kenji thought, nothing on the
laptop moved on his row; the sofa could not tell the game was waiting, not stuck).
Only that the seat is choosing shows: nothing of what it may choose."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from .layout import PORTRAIT

if TYPE_CHECKING:
    from .layout import Layout

PULSE = 2.4
"""Radians a second of the screen's pulse (a slow breath, about 2.6 s)."""


def thinking_seat(table: Any) -> int | None:
    """The seat a choice on its phone is awaited from now, else None."""
    state = table.state
    if state.is_terminal or table.phones is None or table.busy:
        return None
    turn_end = table.turn_end
    if turn_end.waiting:  # its End turn, on its phone
        return turn_end.seat if turn_end.on_phone else None
    if not table.phone_turn():  # the laptop's choice (a throw, a collect): shown there
        return None
    seat = state.drop_seat if state.drop_seat is not None else state.current_player
    return int(seat) if table.phone_seat(seat) else None


def draw(table: Any, canvas: pygame.Surface, layout: Layout) -> pygame.Rect | None:
    """The phone on the thinking seat's row (its rect), if any."""
    seat = thinking_seat(table)
    if seat is None:
        return None
    px = layout.px
    cell = layout.pack_cell(seat)
    body = pygame.Rect(0, 0, max(8, px(15)), max(12, px(24)))
    if layout.packs_below:  # a column a seat: its foot's right corner
        body.bottomright = (cell.right - px(10), cell.bottom - px(8))
    else:  # a row a seat: past its pockets (its name and score kept whole), or on its
        # ninja's portrait while its plan is written past them (backpacks.py)
        state = table.state
        pack = table.shown().backpacks[seat]
        if pack and not (state.phase == "act" and state.plans[seat]):
            body.midleft = (layout.slot_rect(seat, len(pack) - 1).right + px(18), cell.centery)
        else:
            left, top = table.backpacks.portrait_at(layout, seat)
            body.bottomleft = (left, top + px(PORTRAIT) + px(2))
    glow = 0.5 + 0.5 * math.sin(float(table.time) * PULSE)
    halo = pygame.Surface((body.width + px(10), body.height + px(10)), pygame.SRCALPHA)
    pygame.draw.rect(halo, (*theme.GOLD, int(40 + 90 * glow)), halo.get_rect(), border_radius=px(8))
    canvas.blit(halo, halo.get_rect(center=body.center))
    pygame.draw.rect(canvas, (24, 22, 30), body, border_radius=max(2, px(3)))
    pygame.draw.rect(canvas, theme.GOLD, body, max(1, px(2)), border_radius=max(2, px(3)))
    screen = body.inflate(-max(4, px(5)), -max(6, px(9)))
    lit = tuple(int(60 + (c - 60) * (0.45 + 0.55 * glow)) for c in theme.MOONLIGHT)
    pygame.draw.rect(canvas, lit, screen)
    return body
