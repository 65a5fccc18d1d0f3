"""Shinobi's table in the replay's face-up view shows every hand face up (issue 33,
newcomer I: V switched 'View: everything' and 'View: Ana (Akane)' on a table that looked
the same, the others' hands never shown; issue 34 promised "replays with every card
shown"). The seat kept at the foot shows its hand there as in a game; each other seat's
hand lies face up along the foot of its own panel, small cards fanned in the order of
the deck's kinds, its clans over them. A seat's view draws none of this: only what that
seat knew (the table's own rules).

The board is the table's own BoardView with one thing added, put in place by
watch_table for a Shinobi replay (`open_board`)."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..shinobi import layout as places
from ..shinobi.board_view import BoardView

CARD = 48
"""A small hand card's design width (its strength and name read at 1280x720)."""
PAD = 4
"""Design px round the row of small cards."""
SHARE = 0.38
"""The most of a seat's panel the row of its hand takes (4-player Grand Master's panels
are short: at the full size the clans above were drawn a quarter of their height)."""
SMALLEST = 36
"""The smallest card's design width (its strength still read)."""
SHOWN = 0.45
"""The least share of a fanned card's width left in view beside the clans (its
strength and the start of its name); less, and the hand goes under the clans."""
WELL = 0.75
"""A share of a card's width in view beside the clans that reads its name well."""
KEEP = 88
"""The least design height of the clans' tiles with the hand under them (a 3-player
table's tiles with the hand beside them are 136)."""


class OpenHandsBoard(BoardView):
    """The Shinobi board that lays each other seat's hand face up under its clans while
    `table.open_hands` (the replay's face-up view); `hand_rects` are the small cards as
    last drawn, with their seat (the caption of the computer's move keeps off them)."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.hand_rects: list[tuple[pygame.Rect, int]] = []

    def begin_frame(self) -> None:
        super().begin_frame()
        self.hand_rects = []

    def draw_seat(
        self, canvas: pygame.Surface, seat: int, rect: pygame.Rect, you: bool
    ) -> pygame.Rect:
        hand = sorted(self.table.state.hands[seat])
        if you or not getattr(self.table, "open_hands", False) or not hand:
            return super().draw_seat(canvas, seat, rect, you)
        px = theme.px
        width = px(CARD)
        height = self.table.face(hand[0], width).get_height()
        area = self.clan_area(seat, rect)
        beside, shown = self.room_beside(seat, area, width, height, len(hand))
        # under the clans: the most of a short panel, smaller cards if need be
        under_w, under_h = width, height
        most = round(rect.height * SHARE)
        if under_h + 2 * px(PAD) > most:
            under_w = max(px(SMALLEST), width * (most - 2 * px(PAD)) // height)
            under_h = self.table.face(hand[0], under_w).get_height()
        row = under_h + 2 * px(PAD)
        kept = places.tile_rects(area.inflate(0, -row).move(0, -row // 2))[0].height
        # beside the clans where the cards read well there, else under the clans where
        # these stay tall enough, else beside where the cards' strengths show
        low = kept < px(KEEP)
        if beside is not None and (shown >= WELL or (low and shown >= SHOWN)):
            side = super().draw_seat(canvas, seat, rect, you)
            self.draw_hand(canvas, seat, hand, beside, width, height)
            return side
        clans = pygame.Rect(rect.left, rect.top, rect.width, rect.height - row)
        side = super().draw_seat(canvas, seat, clans, you)
        room = pygame.Rect(rect.left + px(8), clans.bottom, rect.width - px(16), row - px(PAD))
        self.draw_hand(canvas, seat, hand, room, under_w, under_h)
        return side

    def clan_area(self, seat: int, rect: pygame.Rect) -> pygame.Rect:
        """The room of a seat's clans in its panel `rect`, as draw_seat finds it."""
        scratch = pygame.Surface((1, 1))  # (the header's height: nothing drawn)
        bottom = self.seat_header(scratch, seat, rect, False)
        pad = max(theme.px(6), rect.width // 100)
        return pygame.Rect(
            rect.left + pad, bottom, rect.width - 2 * pad, rect.bottom - pad - bottom
        )

    def room_beside(
        self, seat: int, area: pygame.Rect, width: int, height: int, count: int
    ) -> tuple[pygame.Rect | None, float]:
        """The clans' free places in their room `area` (right of those laid in a row;
        the lower row of two rows where the upper holds them; all with none laid), and
        the share of each card's width in view when `count` cards of `width` x `height`
        fan there in rows (None, 0 where there is no such room)."""
        slots = places.tile_rects(area)
        laid = len(self.table.state.clans[seat])
        tops = sorted({slot.top for slot in slots})
        if laid == 0:  # the whole of the clans' room
            room = slots[0].unionall(slots[1:])
            room.width = area.right - room.left
        elif len(tops) == 1 and laid < len(slots):  # a row: right of those laid
            left = slots[laid].left + theme.px(4)
            room = pygame.Rect(left, area.top, area.right - left, slots[0].height)
        elif len(tops) == 2 and laid <= len(slots) // 2:  # two rows: the lower one
            lower = [slot for slot in slots if slot.top == tops[1]]
            room = lower[0].unionall(lower[1:])
            room.width = area.right - room.left
        else:
            return None, 0.0
        rows = min(count, max(1, room.height // (height + theme.px(2))))
        per_row = -(-count // rows)
        if per_row == 1:
            return room, 1.0
        if room.width < width:
            return None, 0.0
        return room, min(1.0, (room.width - width) / (per_row - 1) / width)

    def draw_hand(
        self,
        canvas: pygame.Surface,
        seat: int,
        hand: list[int],
        room: pygame.Rect,
        width: int,
        height: int,
    ) -> None:
        """`hand` fanned left to right in `room`, in as many rows as its height holds:
        side by side where they fit, else each over the one before by as much as the row
        needs (its strength, colour and picture kept in view)."""
        rows = min(len(hand), max(1, room.height // (height + theme.px(2))))
        per_row = -(-len(hand) // rows)
        step = width + theme.px(3)
        if per_row > 1 and (per_row - 1) * step + width > room.width:
            step = max(1, (room.width - width) // (per_row - 1))
        for index, card in enumerate(hand):
            row, column = divmod(index, per_row)
            face = self.table.face(card, width)
            at = face.get_rect(
                topleft=(room.left + column * step, room.top + row * (height + theme.px(2)))
            )
            if rows == 1:  # a single row stands on the room's foot
                at.bottom = room.bottom
            canvas.blit(face, at)
            self.hand_rects.append((at, seat))


def open_board(table: Any) -> None:
    """A Shinobi watching table's board made the one that can lay the hands open."""
    table.board = OpenHandsBoard(table)
