"""The battle tray placed on the Dojo table's map (away from the battle's hex), its
title, and the card a hint lays or plays ringed; the painting is tray.py's.

The tray is as wide as its cards and its tally need, no wider (issue 33, newcomer H,
s10, nc-98/039-041.png: two cards in a corner of a box the map's whole width), its
title wrapped to it (newcomer M, s11, nc-M/089: a long title made it 590 px wide for one
card against one), at the place of the map where it covers least of the board, never
the battle's hex nor a Dojo where another place keeps them clear.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from .. import theme
from .art import HINT, card_back
from .round_ahead import round_ahead
from .their_turn import shown_walks
from .tray import (
    CARD_W,
    TALLY_ROOM,
    Tray,
    TrayLayout,
    TrayPainter,
    column_width,
    tray_height,
)
from .tray_compact import compact_height, compact_width, draw_compact, fits

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex

    from .protocol import Table

px = theme.px

CARD_STEP = CARD_W + 8
"""A card and its gap in a row (tray._spread)."""
SIDES = 44 + 8 + 16 + 14
"""The figure's column before the cards, the gap to the tally, the margin after it."""
MARGIN = 8
"""The tray keeps this far inside the map's edges (design px)."""
COVER_WEIGHT = {
    "battle": 10_000.0,
    "dojo": 1_000.0,
    "trail": 300.0,
    "ninjas": 3.0,
    "land": 1.0,
}
"""What covering a hex costs the tray's place, per share of the hex covered: the
battle's hex (and a throw's source) and either Dojo are never covered where any place
keeps them clear (newcomer M, s11, nc-M/089: the tray over the north half of the map
hid the person's Dojo and lands); then the hexes the walks on the board went to (the
computer's turn just told: newcomer T, s20, 021/071, the tray over the end of its 3rd
march); a hex with ninjas costs more than an empty one."""


def tray_width(tray: Tray) -> int:
    """The tray's width in real px: its widest row of cards (as dealt) and the tally's
    column; its title wraps to it (tray.head_lines)."""
    cards = max(
        len(tray.dealt),
        len(tray.row) + len(tray.pool),
        len(tray.hand_dealt),
        len(tray.hand),
        1,
    )
    spare = 16 if tray.pool and tray.row else 0  # between the row laid and the cards to lay
    return px(SIDES + column_width(tray) + spare + cards * CARD_STEP - 8)


GRID = 6
"""Steps across and down of the places tried after the corners and the edges' middles."""


def places(area: pygame.Rect, size: tuple[int, int]) -> list[pygame.Rect]:
    """The tray's places in the map `area`: its corners, the middles of its edges, then
    a grid between them (a wide tray in a corner or a middle lay over the battle's hex
    where a place between kept it clear: newcomer X, s13, 059_4)."""
    inner = area.inflate(-2 * px(MARGIN), -2 * px(MARGIN))
    rect = pygame.Rect((0, 0), (min(size[0], inner.width), min(size[1], inner.height)))
    spots = []
    for y in (inner.top, inner.centery - rect.height // 2, inner.bottom - rect.height):
        for x in (inner.left, inner.centerx - rect.width // 2, inner.right - rect.width):
            spots.append(rect.move(x, y))
    free_x, free_y = inner.width - rect.width, inner.height - rect.height
    for j in range(GRID + 1):
        for i in range(GRID + 1):
            spot = rect.move(inner.left + free_x * i // GRID, inner.top + free_y * j // GRID)
            if spot not in spots:
                spots.append(spot)
    return spots


def cover_cost(rect: pygame.Rect, hexes: list[tuple[pygame.Rect, str]]) -> float:
    """What `rect` costs where it lies: each hex's share covered, times its weight."""
    cost = 0.0
    for box, kind in hexes:
        clip = rect.clip(box)
        if clip.width and clip.height:
            cost += COVER_WEIGHT[kind] * clip.width * clip.height / (box.width * box.height)
    return cost


def best_place(
    area: pygame.Rect, size: tuple[int, int], hexes: list[tuple[pygame.Rect, str]]
) -> pygame.Rect:
    """The place of the tray of `size` in `area` that covers least of the board; where
    every place covers the battle's hex, a narrower tray (its cards closer, overlapping
    if need be: tray._spread) that keeps it clear (newcomer X, s13, 059_4: a 940 px
    tray over the fought hex, its stacks hidden as they fell)."""
    battle = [(box, kind) for box, kind in hexes if kind == "battle"]

    def best(width: int) -> pygame.Rect:
        spots = places(area, (width, size[1]))
        return min(spots, key=lambda r: (cover_cost(r, hexes), spots.index(r)))

    first = best(size[0])
    width, narrowest = size[0], px(SIDES + TALLY_ROOM + 2 * CARD_STEP)
    while cover_cost(first, battle) and width > narrowest:
        width = max(narrowest, width - px(CARD_STEP // 2))
        spot = best(width)
        if not cover_cost(spot, battle):
            return spot
    return first


class TrayView:
    """The tray of the table `table` as drawn: where it lies and where its cards are
    (`layout`, for clicks and the gamepad)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.painter = TrayPainter(table.may_see, table.app.tr, table.wrap)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.layout = TrayLayout()
        self._placed: tuple[Tray, dict[tuple[int, ...], pygame.Rect]] | None = None
        """The places found for the tray, by its size and the map's: kept while it is."""
        self._sized: tuple[Tray, tuple[int, ...], tuple[int, int]] | None = None
        """The battle's tray, the map and the size it took: kept for the whole battle."""
        self._row_sized: tuple[Tray, tuple[int, ...], tuple[int, int]] | None = None
        """... and the size its one row took (tray_compact.py)."""
        self._row_chosen: tuple[Tray, tuple[int, ...], bool] | None = None
        """A throw's tray, the map, and was its one row chosen for its size (row_smaller)."""
        self.compact = False
        """Is the tray drawn in one row (the tall one lay over a fought hex)?"""

    def draw(self, canvas: pygame.Surface) -> None:
        tray = self.table.stage.tray
        self.layout = TrayLayout()
        if tray is None:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        state = self.table.state
        title = self.settle(tray)
        act_seat = state.current_player if self.table.can_act else None
        # in the language shown (the words are said again if it changes mid-battle)
        tray.words = self.table.narrator.clash(tray.last) if tray.last is not None else ""
        tray.ahead = round_ahead(self.table, tray, act_seat)  # the round's first line
        self.painter.head_drawn = []
        draw = partial(draw_compact, self.painter) if self.compact else self.painter.draw
        self.layout = draw(
            canvas,
            self.rect,
            tray,
            title=title,
            picked=self.table.picked,
            dragging=self.table.drag,
            act_seat=act_seat,
            phase=state.phase,
            mouse=self.table.mouse,
        )
        self._draw_card_hint(canvas)
        self.ring_covered(canvas, tray)
        if self.table.drag is not None:  # her card's back when nobody may see it
            # (blind_strike: her one card, struck in the open)
            if self.table.may_see(tray.attacker):
                face = self.painter.face(tray.attacker, self.table.drag, True)
            else:
                face = card_back(tray.attacker, theme.px(CARD_W))
            canvas.blit(face, face.get_rect(center=self.table.mouse))

    def settle(self, tray: Tray) -> str:
        """Where the tray lies (self.rect) and is it in one row (self.compact); its
        title."""
        area = self.area()
        title = self.title(tray)
        width = min(tray_width(tray), area.width - 2 * px(MARGIN))
        height = tray_height(self.painter.wrap, tray, title, width)
        size = self.battle_size(tray, area, (width, height))
        self.rect = self.place(tray, area, size)
        self.compact = self.one_row(tray, area, title)
        return title

    def area(self) -> pygame.Rect:
        """Where the tray may lie: the board's room, the map less what a guide keeps (its
        bubble's strip at the map's top: the tray lay there, free of hexes, and sent the
        bubble over the log, hiding half a line: newcomer X, s13, 189-190)."""
        room = getattr(self.table, "board_room", None)
        layout = self.table.layout
        return pygame.Rect(room(layout)) if callable(room) else pygame.Rect(layout.map)

    def title(self, tray: Tray) -> str:
        """The tray's title: the battle's hex and both sides' ninjas (each side's name
        and count kept on one line: Tray.keep, title_lines); a throw's source,
        target and the defenders it was thrown at, kept as they were when it flew: the
        header said '(0 defending)' once the shuriken had felled the only one (newcomer
        M, s11, nc-M/150_07); and what the throw costs the defender's deck, one card a
        defending ninja (newcomer F, s15, 058_08)."""
        table = self.table
        counts = table.state.ninjas.get(tray.hex, [0, 0])
        where = table.narrator.terrain_name(tray.hex)
        if tray.source is not None:
            if tray.defenders is None:  # (a throw the table met mid-way: as first seen)
                tray.defenders = counts[tray.defender]
            return table.app.tr(
                "dojo.tray.throw" if tray.deck is None else "dojo.tray.throw_deck",
                name=table.seat_name(tray.attacker),
                source=table.narrator.terrain_name(tray.source),
                target=where,
                defenders=tray.defenders,
                defender=table.seat_name(tray.defender),
                deck=tray.deck,
            )
        names = (table.seat_name(tray.attacker), table.seat_name(tray.defender))
        sides = (counts[tray.attacker], counts[tray.defender])
        tray.keep = tuple(f"{name} {count}" for name, count in zip(names, sides, strict=True))
        return table.app.tr(  # each side's name and count on one line (title_lines)
            "dojo.tray.battle",
            where=where,
            attacker=names[0],
            attackers=sides[0],
            defender=names[1],
            defenders=sides[1],
        )

    def battle_size(self, tray: Tray, area: pygame.Rect, size: tuple[int, int]) -> tuple[int, int]:
        """One size for a battle, the largest it has needed (its first round's deal, as
        ninjas fall): it shrank round by round, and its place with it, from 940 px wide
        at the top left to 660 px, then moved down (newcomer X, s13, 059_4, 065_2)."""
        kept = self._sized
        if kept is not None and kept[0] is tray and kept[1] == tuple(area):
            size = (max(size[0], kept[2][0]), max(size[1], kept[2][1]))
        self._sized = (tray, tuple(area), size)
        return size

    def place(self, tray: Tray, area: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """Where the tray lies: the place of the map it covers least of the board at,
        found when the tray comes (or changes size) and kept, so that it never moves
        under a hand while the ninjas fall."""
        kept = self._placed
        if kept is None or kept[0] is not tray:
            kept = self._placed = (tray, {})
        key = (*size, *area)
        if key not in kept[1]:
            kept[1][key] = best_place(area, size, self.board_boxes(tray))
        return kept[1][key]

    def one_row(self, tray: Tray, area: pygame.Rect, title: str) -> bool:
        """Where the tall tray lies over the fought hex or the thrower's, the tray in one
        row at the place it covers least of the board (self.rect), if that keeps them
        clearer: the tall tray (302 px at 1280x720 for a throw at 3) had no place clear
        of them in the board's two middle rows, with about 213 px above or below them
        (newcomer F, s15, nc-F/046, 057; E3's measure, s16: 8 of 39 target hexes).
        A throw's too where the row is smaller and hides less of the board, fought hexes
        clear (its tall tray's second line holds one card): a throw at a Dojo on the
        map's top edge, four cards to lay, took the map's lower-left third, 610x302 at
        1280x720, her own ninja under it (newcomer Z, s21, 21-hint-def); in one row,
        814x182 along the foot."""
        boxes = self.board_boxes(tray)
        fought = [(box, kind) for box, kind in boxes if kind == "battle"]
        tall = cover_cost(self.rect, fought)
        width = min(compact_width(tray), area.width - 2 * px(MARGIN))
        tally = fits(tray, width)
        if not tally:  # (a big battle: its row crushed beside the tally's column) bare,
            if not tall:  # only to keep a fought hex clear
                return False
            width = min(compact_width(tray, tally=False), area.width - 2 * px(MARGIN))
            if not fits(tray, width, tally=False):
                return False
        size = (width, compact_height(self.painter.wrap, tray, title, width, tally))
        kept = self._row_sized
        if kept is not None and kept[0] is tray and kept[1] == tuple(area):
            size = (max(size[0], kept[2][0]), max(size[1], kept[2][1]))
        self._row_sized = (tray, tuple(area), size)
        spot = self.place(tray, area, size)
        if tall:
            if cover_cost(spot, fought) >= tall:
                return False
        elif not self.row_smaller(tray, area, spot, boxes):
            return False
        self.rect = spot
        return True

    def row_smaller(
        self,
        tray: Tray,
        area: pygame.Rect,
        spot: pygame.Rect,
        boxes: list[tuple[pygame.Rect, str]],
    ) -> bool:
        """Is a throw's one row at `spot` smaller than its tall tray (self.rect), and
        does it hide less of the board (`boxes`), the fought hexes clear? Found once a
        throw and kept: the tray never changes form under a hand."""
        kept = self._row_chosen
        if kept is not None and kept[0] is tray and kept[1] == tuple(area):
            return kept[2]
        tall = self.rect
        fought = [(box, kind) for box, kind in boxes if kind == "battle"]
        smaller = (
            tray.source is not None
            and not cover_cost(spot, fought)
            and spot.width * spot.height < tall.width * tall.height
            and cover_cost(spot, boxes) < cover_cost(tall, boxes)
        )
        self._row_chosen = (tray, tuple(area), smaller)
        return smaller

    def board_boxes(self, tray: Tray) -> list[tuple[pygame.Rect, str]]:
        """Each hex's box on the screen and what it is (COVER_WEIGHT's kinds)."""
        state, view = self.table.state, self.table.view
        w, h = round(view.radius * 3**0.5), round(view.radius * 2)
        fought = {tray.hex, tray.source}
        dojos = {d for d in state.dojos if d is not None}
        shown = shown_walks(self.table)  # (each walk's hexes after its start)
        trail = {hx for walk in shown[0] for hx in walk[1:]} if shown is not None else set()
        boxes = []
        for hx in state.terrain:
            box = pygame.Rect(0, 0, w, h)
            box.center = view.centre(hx)
            kind = "battle" if hx in fought else "dojo" if hx in dojos else "land"
            if kind == "land" and hx in trail:
                kind = "trail"
            if kind == "land" and sum(state.ninjas.get(hx, [0, 0])):
                kind = "ninjas"
            boxes.append((box, kind))
        return boxes

    def covered(self, tray: Tray) -> list[tuple[Hex, theme.Colour]]:
        """The battle's hex and a throw's source that the tray lies over, with their
        rings' colours (map_layers.draw_marks): where no place keeps them clear (a tray
        as tall as the room above and below the fight)."""
        view = self.table.view
        w, h = round(view.radius * 3**0.5), round(view.radius * 2)
        out: list[tuple[Hex, theme.Colour]] = []
        for hx, colour in ((tray.hex, theme.VERMILION), (tray.source, theme.GOLD)):
            if hx is None:
                continue
            box = pygame.Rect(0, 0, w, h)
            box.center = view.centre(hx)
            if box.colliderect(self.rect):
                out.append((hx, colour))
        return out

    def ring_covered(self, canvas: pygame.Surface, tray: Tray) -> None:
        """The fought hexes the tray lies over, ringed again over it, dark-edged: where
        the shuriken came from and where it went stay seen (newcomers A and D, s14, nc-D
        053_8: 'the thrower's hex was under the panel'; 'or draw the thrower and the
        target with a ring above the panel'). Its words and cards stay on top, the ring
        broken under them (newcomer H, s16, 080: a hexagon over the card played)."""
        covered = self.covered(tray)
        if not covered:
            return
        rooms = self.word_rooms(canvas) + self.card_rooms(canvas)
        kept = [(room, canvas.subsurface(room).copy()) for room in rooms]
        view = self.table.view
        for hx, colour in covered:
            view.mark(canvas, [hx], theme.SHADOW, max(4, px(8)))
            view.mark(canvas, [hx], colour, max(2, px(4)))
        for room, words in kept:
            canvas.blit(words, room.topleft)

    def card_rooms(self, canvas: pygame.Surface) -> list[pygame.Rect]:
        """Where the tray's cards were drawn, a little wider, on `canvas`."""
        layout = self.layout
        rects = [r for r, _ in layout.pool + layout.hand + layout.slots]
        rects += [r for pair in layout.turned for r in pair]
        bounds = canvas.get_rect()
        rooms = [r.inflate(px(4), px(4)).clip(bounds) for r in rects]
        return [r for r in rooms if r.width and r.height]

    def word_rooms(self, canvas: pygame.Surface) -> list[pygame.Rect]:
        """Where the tray's title and note were drawn, a little wider, on `canvas`."""
        bounds = canvas.get_rect()
        rooms = [r.inflate(px(4), px(2)).clip(bounds) for r in self.painter.head_drawn]
        return [r for r in rooms if r.width and r.height]

    def _draw_card_hint(self, canvas: pygame.Surface) -> None:
        """A hint that lays or plays a card: that card (and the card it strikes) ringed."""
        action = self.table.hint
        if action is None or not self.table.can_act or action.kind not in ("lay", "play"):
            return
        rank = int(action.args[0])
        rects = [r for r, card in self.layout.pool if card == rank][:1]
        if action.kind == "play":
            rects = [r for r, card in self.layout.hand if card == rank][:1]
            slot = int(action.args[1])
            rects += [r for r, i in self.layout.slots if i == slot]
        for rect in rects:
            pygame.draw.rect(
                canvas, HINT, rect.inflate(px(8), px(8)), max(2, px(4)), border_radius=px(8)
            )
