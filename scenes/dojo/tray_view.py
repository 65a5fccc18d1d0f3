"""The battle tray placed on the Dojo table's map (away from the battle's hex), its
title, and the card a hint lays or plays ringed; the painting is tray.py's.

The tray is as wide as its cards, its tally and its title need, no wider (issue 33,
newcomer H, s10, nc-98/039-041.png: two cards in a corner of a box the map's whole
width, 80% of it empty, over the board), on the side of the map away from the battle's
hex, so that the hex, and the board around it, stay in view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from .art import HINT
from .tally import TALLY_W
from .tray import CARD_W, TRAY_HEIGHT, Tray, TrayLayout, TrayPainter

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px

CARD_STEP = CARD_W + 8
"""A card and its gap in a row (tray._spread)."""
SIDES = 44 + 8 + 16 + 14
"""The figure's column before the cards, the gap to the tally, the margin after it."""
TITLE_ROOM = 14 + 14
LEAST_CARDS = 3
"""The tray holds at least this many cards' width (a lone card still reads as a row)."""


def tray_width(tray: Tray, title: str) -> int:
    """The tray's width in real px: its widest row of cards (as dealt), the tally's
    column, and its title on one line."""
    cards = max(
        len(tray.dealt),
        len(tray.row) + len(tray.pool),
        len(tray.hand_dealt),
        len(tray.hand),
        LEAST_CARDS,
    )
    spare = 16  # between the row laid and the cards to lay (kept: the cards stay put)
    room = px(SIDES + TALLY_W + spare + cards * CARD_STEP - 8)
    words = theme.text(title, theme.FONT_SMALL).get_width() + px(TITLE_ROOM)
    if tray.note:
        words += theme.text(tray.note, theme.FONT_SMALL).get_width() + px(TITLE_ROOM)
    return max(room, words)


def tray_rect(area: pygame.Rect, hex_x: int, top: int, width: int) -> pygame.Rect:
    """The tray in the map `area`, `width` wide at most the map's: on the side away from
    the battle's hex (at `hex_x`)."""
    width = min(width, area.width - px(20))
    rect = pygame.Rect(0, top, width, px(TRAY_HEIGHT))
    if hex_x < area.centerx:
        rect.right = area.right - px(10)
    else:
        rect.left = area.left + px(10)
    return rect


class TrayView:
    """The tray of the table `table` as drawn: where it lies and where its cards are
    (`layout`, for clicks and the gamepad)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.painter = TrayPainter(table.may_see, table.app.tr, table.wrap)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.layout = TrayLayout()

    def draw(self, canvas: pygame.Surface) -> None:
        tray = self.table.stage.tray
        self.layout = TrayLayout()
        if tray is None:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        area = self.table.layout.map
        height = px(TRAY_HEIGHT)
        x, y = self.table.view.centre(tray.hex)
        top = area.top + px(8) if y > area.centery else area.bottom - height - px(8)
        state = self.table.state
        counts = state.ninjas.get(tray.hex, [0, 0])
        where = self.table.narrator.terrain_name(tray.hex)
        if tray.source is not None:
            title = self.table.app.tr(
                "dojo.tray.throw",
                name=self.table.seat_name(tray.attacker),
                source=self.table.narrator.terrain_name(tray.source),
                target=where,
                defenders=counts[tray.defender],
            )
        else:
            title = self.table.app.tr(
                "dojo.tray.battle",
                where=where,
                attacker=self.table.seat_name(tray.attacker),
                attackers=counts[tray.attacker],
                defender=self.table.seat_name(tray.defender),
                defenders=counts[tray.defender],
            )
        self.rect = tray_rect(area, x, top, tray_width(tray, title))
        act_seat = state.current_player if self.table.can_act else None
        # in the language shown (the words are said again if it changes mid-battle)
        tray.words = self.table.narrator.clash(tray.last) if tray.last is not None else ""
        self.layout = self.painter.draw(
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
        if self.table.drag is not None:
            face = self.painter.face(tray.attacker, self.table.drag, True)
            canvas.blit(face, face.get_rect(center=self.table.mouse))

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
