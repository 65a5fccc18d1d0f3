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

from ninjas.shinobi.data import card_name

from .. import theme
from ..shinobi import layout as places
from ..shinobi.board_view import ENDING_CLANS, BoardView
from ..shinobi.cards import FACE_WORDS, seal_bottom, words_box
from ..shinobi.public_table import public
from . import hand_chips

CARD = 48
"""A small hand card's design width (its strength and name read at 1280x720)."""
WIDE = (64, 60, 56, 52)
"""Wider small cards tried first where the kinds lie side by side beside the clans: a
name is written whole, not squeezed, on a wider face (at 48 'Araignée' was squeezed to
two thirds of its width, newcomer K, rp1)."""
PAD = 4
"""Design px round the row of small cards."""
SHARE = 0.38
"""The most of a seat's panel the row of its hand takes (4-player Grand Master's panels
are short: at the full size the clans above were drawn a quarter of their height)."""
BOTH_SHARE = 0.5
"""The share of the panel under the clans the chips may take besides those beside the
clans, tried after SHARE (a hand of eleven kinds in a 4-player panel)."""
SQUEEZED_COST = 0.75
"""Where the faces would squeeze a name, the chips are taken for tiles down to this
share of the faces' tiles' height (names whole for clans a little smaller)."""
SMALLEST = 36
"""The smallest card's design width (its strength still read)."""
SHOWN = 0.56
"""The least share of a fanned card's width left in view beside the clans (its whole
strength seal, the name written on that strip); less, and the hand goes under the
clans. (0.45 let the next card cover the seal's edge.)"""
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
        self._laid: dict[tuple[object, ...], Any] = {}
        """Each hand's place (lay_hand), by its seat, cards, panel, clans and scale."""
        self.hand_rects: list[tuple[pygame.Rect, int]] = []
        self.hand_words: list[tuple[pygame.Rect, int, int]] = []
        """Each small face's strength and name as drawn, with its seat and its count."""
        self.hand_below: set[int] = set()
        """The seats whose hand lies under their clans (or who hold none): their clans
        stand in three places while they have fewer than four, as on the live table
        (tile_rects)."""

    def begin_frame(self) -> None:
        super().begin_frame()
        self.hand_rects = []
        self.hand_words = []

    def draw_seat(
        self, canvas: pygame.Surface, seat: int, rect: pygame.Rect, you: bool
    ) -> pygame.Rect:
        hand = sorted(self.table.state.hands[seat])
        if you or not getattr(self.table, "open_hands", False) or not hand:
            self.hand_below.add(seat)
            return super().draw_seat(canvas, seat, rect, you)
        kinds = by_kind(hand)
        clans = self.table.state.clans[seat]
        key = (seat, tuple(hand), tuple(rect), tuple(sorted((k, len(v)) for k, v in clans.items())))
        key += (theme.px(100), self.table.app.tr.lang)
        if key not in self._laid:  # worked out once per hand and panel, not every frame
            if len(self._laid) > 32:
                self._laid.clear()
            self._laid[key] = self.lay_hand(seat, rect, kinds)
        panel, room, width, height, chips = self._laid[key]
        floor = self.clan_area(seat, panel).bottom
        held = [room] if chips is None else chips
        if all(place.top >= floor for place in held):
            self.hand_below.add(seat)
        else:
            self.hand_below.discard(seat)
        side = super().draw_seat(canvas, seat, panel, you)
        if chips is not None:
            self.draw_chips(canvas, seat, kinds, chips)
        else:
            self.draw_hand(canvas, seat, kinds, room, width, height)
        return side

    def tile_rects(self, seat: int, area: pygame.Rect) -> list[pygame.Rect]:
        """The clans' places: where the hand lies under the clans, three while the seat
        has fewer than four, as the live table lays them, its clans' tiles as large, their
        art drawn (newcomer L, s17, L088: 'Dragon ×4 8' drawn flat, with no art, in the
        fourth place's narrower tile); else the live table's four."""
        table = self.table
        opponent = seat != table.bottom_seat() or public(table)
        fewer = len(table.state.clans[seat]) < ENDING_CLANS
        if seat in self.hand_below and opponent and fewer:
            return places.tile_rects(area, slots=3)
        return super().tile_rects(seat, area)

    def lay_hand(
        self, seat: int, rect: pygame.Rect, kinds: list[list[int]]
    ) -> tuple[pygame.Rect, pygame.Rect, int, int, list[pygame.Rect] | None]:
        """Where a seat's hand lies in its panel `rect`: the clans' rect, then the faces'
        room, width and height, or the chips (hand_chips.py). The faces where no name is
        squeezed and the clans' tiles keep KEEP px; else, of the faces (names whole) and
        the chips beside the clans, in the faces' room, under the clans or beside and
        under both, the one that leaves the clans' tiles tallest (issue 33, s10: in a
        4-player Grand Master panel the chips in at most SHARE of it left the tiles 7-27
        px tall where chips under the clans, as tall as they need, left them 45-58)."""
        px = theme.px
        tr = self.table.app.tr
        clans, room, width, height = self.faces_layout(seat, rect, kinds)
        squeezed = self.squeezed(kinds, room, width, height)
        faces_tiles = self.tiles_height(seat, clans)
        if not squeezed and faces_tiles >= px(KEEP):
            return clans, room, width, height, None
        wide = rect.width - px(16)
        beside, _ = self.room_beside(seat, self.clan_area(seat, rect), 1, 1, 1)
        tries: list[tuple[pygame.Rect, list[pygame.Rect] | None]] = []
        for where, panel in ((beside, rect), (room, clans)):
            tries.append((panel, None if where is None else hand_chips.lay(where, kinds, tr)))
        need = hand_chips.height(wide, kinds, tr)
        if need is not None and need + px(PAD) < rect.height:
            top = rect.bottom - need - px(PAD)
            under = pygame.Rect(rect.left + px(8), top, wide, need)
            panel = pygame.Rect(rect.left, rect.top, rect.width, top - rect.top)
            tries.append((panel, hand_chips.lay(under, kinds, tr)))
        for share in (SHARE, BOTH_SHARE):  # beside the clans and under them both
            top = rect.bottom - round(rect.height * share)
            over = pygame.Rect(rect.left, rect.top, rect.width, top - rect.top)
            below = pygame.Rect(rect.left + px(8), top, wide, rect.bottom - px(PAD) - top)
            over_beside, _ = self.room_beside(seat, self.clan_area(seat, over), 1, 1, 1)
            tries.append((over, hand_chips.lay_rooms([over_beside, below], kinds, tr)))
        best: tuple[int, pygame.Rect, list[pygame.Rect]] | None = None
        for panel, chips in tries:
            if chips is None:
                continue
            tall = self.tiles_height(seat, panel)
            if best is None or tall > best[0]:
                best = (tall, panel, chips)
        if best is not None and (
            best[0] > faces_tiles or (squeezed and best[0] >= faces_tiles * SQUEEZED_COST)
        ):
            return best[1], room, width, height, best[2]
        return clans, room, width, height, None

    def tiles_height(self, seat: int, panel: pygame.Rect) -> int:
        """How tall the seat's clans' tiles stand in the clans' rect `panel`."""
        area = self.clan_area(seat, panel)
        if area.height <= 0 or area.width <= 0:
            return 0
        return int(places.tile_rects(area)[0].height)

    def faces_layout(
        self, seat: int, rect: pygame.Rect, kinds: list[list[int]]
    ) -> tuple[pygame.Rect, pygame.Rect, int, int]:
        """Where a seat's hand lies as small faces in its panel `rect`: the clans'
        rect, the hand's room, and the faces' width and height."""
        px = theme.px
        area = self.clan_area(seat, rect)
        for wide in WIDE:  # side by side beside the clans, as wide as they fit
            width = px(wide)
            height = round(width * theme.CARD_RATIO)
            beside, shown = self.room_beside(seat, area, width, height, len(kinds))
            if beside is not None and shown >= 1.0:
                return rect, beside, width, height
        width = px(CARD)
        height = self.table.face(kinds[0][0], width).get_height()
        beside, shown = self.room_beside(seat, area, width, height, len(kinds))
        # under the clans: the most of a short panel, smaller cards if need be
        under_w, under_h = width, height
        most = round(rect.height * SHARE)
        if under_h + 2 * px(PAD) > most:
            under_w = max(px(SMALLEST), width * (most - 2 * px(PAD)) // height)
            under_h = self.table.face(kinds[0][0], under_w).get_height()
        row = under_h + 2 * px(PAD)
        kept = places.tile_rects(area.inflate(0, -row).move(0, -row // 2))[0].height
        # beside the clans where the cards read well there, else under the clans where
        # these stay tall enough, else beside where the cards' strengths show
        low = kept < px(KEEP)
        if beside is not None and (shown >= WELL or (low and shown >= SHOWN)):
            return rect, beside, width, height
        clans = pygame.Rect(rect.left, rect.top, rect.width, rect.height - row)
        room = pygame.Rect(rect.left + px(8), clans.bottom, rect.width - px(16), row - px(PAD))
        return clans, room, under_w, under_h

    def squeezed(self, kinds: list[list[int]], room: pygame.Rect, width: int, height: int) -> bool:
        """Some name of the faces `draw_hand` lays so would be squeezed to fit."""
        tr = self.table.app.tr
        return any(
            words_box(cards[0], width, tr, tr.lang, strip)[1]
            for cards, _, strip in fan(kinds, room, width, height)
        )

    def draw_chips(
        self, canvas: pygame.Surface, seat: int, kinds: list[list[int]], chips: list[pygame.Rect]
    ) -> None:
        """The hand's `kinds` as chips at `chips` (hand_chips.py), each counted as a
        face drawn (tests: no hidden card shows)."""
        drawn: set[int] = getattr(self.table, "faces_drawn", set())
        for cards, chip in zip(kinds, chips, strict=True):
            drawn.update(cards)
            words = hand_chips.draw(canvas, chip, cards, self.table.app.tr)
            self.hand_words.append((words, seat, len(cards)))
            self.hand_rects.append((chip, seat))

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
        kinds: list[list[int]],
        room: pygame.Rect,
        width: int,
        height: int,
    ) -> None:
        """The hand's `kinds` fanned left to right in `room`, a face each with its count
        (×4), in as many rows as its height holds: side by side where they fit, else
        each over the one before by as much as the row needs (its strength, colour and
        picture kept in view)."""
        px = theme.px
        for cards, at, strip in fan(kinds, room, width, height):
            face = self.table.face(cards[0], width, strip)
            drawn: set[int] = getattr(self.table, "faces_drawn", set())
            drawn.update(cards)  # the count shows the alike ones (tests: no hidden card)
            canvas.blit(face, at)
            tr = self.table.app.tr
            words, _ = words_box(cards[0], width, tr, tr.lang, strip)
            self.hand_words.append((words.move(at.topleft), seat, len(cards)))
            if len(cards) > 1:  # under the strength, on the strip a fan leaves in view
                badge = theme.text(f"×{len(cards)}", FACE_WORDS, theme.MOONLIGHT)
                corner = (at.left + px(4), at.top + seal_bottom(width) + px(2))
                box = badge.get_rect(topleft=corner).inflate(px(6), 0)
                pygame.draw.rect(canvas, theme.MIDNIGHT, box, border_radius=px(5))
                canvas.blit(badge, badge.get_rect(center=box.center))
            self.hand_rects.append((at, seat))


def fan(
    kinds: list[list[int]], room: pygame.Rect, width: int, height: int
) -> list[tuple[list[int], pygame.Rect, int | None]]:
    """`kinds` fanned left to right in `room` as faces `width` x `height`, in as many
    rows as its height holds: each kind's cards, its face's rect and the strip its name
    is written on (None: the whole face)."""
    px = theme.px
    rows = min(len(kinds), max(1, room.height // (height + px(2))))
    per_row = -(-len(kinds) // rows)
    step = width + px(3)
    if per_row > 1 and (per_row - 1) * step + width > room.width:
        step = max(1, (room.width - width) // (per_row - 1))
    out: list[tuple[list[int], pygame.Rect, int | None]] = []
    for index, cards in enumerate(kinds):
        row, column = divmod(index, per_row)
        last = column == per_row - 1 or index == len(kinds) - 1
        # a face under the next one writes its name on the strip left in view, so
        # the next card never cuts it ('Drag Drag Sin Ou', newcomer K, rp1)
        border = max(px(4), width // 20) + px(3)  # the face's frame and padding
        strip = None if last or step >= width else max(1, step - border - px(2))
        at = pygame.Rect(
            room.left + column * step, room.top + row * (height + px(2)), width, height
        )
        if rows == 1:  # a single row stands on the room's foot
            at.bottom = room.bottom
        out.append((cards, at, strip))
    return out


def by_kind(hand: list[int]) -> list[list[int]]:
    """`hand` (in the deck's order) in runs of alike cards: one face and a count each,
    so four Dragons take one card's room, not four cards fanned to a sliver each
    (newcomer K, rp1: 'Drag Drag Drag Drag' cut by the next card)."""
    kinds: list[list[int]] = []
    for card in hand:
        if kinds and card_name(kinds[-1][0]) == card_name(card):
            kinds[-1].append(card)
        else:
            kinds.append([card])
    return kinds


TALLER = 1.5
"""How much taller the opponents' row of a 4-player Grand Master table is drawn in the
view of everything (issue 33, s10: each panel's clans and hand in a third of the table's
height drew the clans' tiles 6-26 px tall at 1280x720); the board's row and the own
row give the room."""
BOARD_SHARE = 1.0
"""The board's row's height kept, of its own (its locations' words read whole: at 0.8
the Court's '10 points + a Court card' was cut)."""
OWN_LEAST = 0.75
"""The own row's height kept at least, of its own (its clans' tiles 85 px or more at
1280x720: the own seat's hand lies at the foot, not in its panel)."""


class OpenLayout:
    """Put before Shinobi's table class in a replay: in the view of everything at a
    4-player Grand Master table, the opponents' row is TALLER (their hands lie in their
    panels), the board's and the own row shorter."""

    _open_layout: tuple[Any, Any] | None = None

    @property
    def layout(self) -> Any:
        base = super().layout  # type: ignore[misc]
        state = self.state  # type: ignore[attr-defined]
        if not getattr(self, "open_hands", False) or state.mode != "grandmaster":
            return base
        if state.players < 4:
            return base
        if self._open_layout is None or self._open_layout[0] is not base:
            self._open_layout = (base, taller_row(base))
        return self._open_layout[1]


def taller_row(base: Any) -> Any:
    """`base` (a Grand Master TableLayout) with its opponents' row TALLER, the board's
    row BOARD_SHARE of its height, the own row what is left (OWN_LEAST of its own at
    least)."""
    import dataclasses

    top = base.opponents[0].top
    gap = base.piles.top - base.opponents[0].bottom
    total = base.own.bottom - top - 2 * gap
    board_h = round(base.piles.height * BOARD_SHARE)
    row = base.opponents[0].height
    opp_h = min(round(row * TALLER), total - board_h - round(row * OWN_LEAST))
    own_h = total - opp_h - board_h
    opponents = [pygame.Rect(r.left, top, r.width, opp_h) for r in base.opponents]
    middle = top + opp_h + gap
    pile_w = max(base.px(40), min(round(board_h / theme.CARD_RATIO * 0.62), base.px(90)))
    piles = pygame.Rect(base.piles.left, middle, 2 * pile_w + 3 * gap, board_h)
    board = None
    if base.board is not None:
        board = pygame.Rect(
            piles.right + gap, middle, base.board.right - piles.right - gap, board_h
        )
    own = pygame.Rect(base.own.left, middle + board_h + gap, base.own.width, own_h)
    return dataclasses.replace(
        base, opponents=opponents, piles=piles, board=board, own=own, pile_w=pile_w
    )


def open_board(table: Any) -> None:
    """A Shinobi watching table's board made the one that can lay the hands open."""
    table.board = OpenHandsBoard(table)
