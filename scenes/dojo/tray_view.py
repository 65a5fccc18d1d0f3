"""The battle tray placed on the Dojo table's map (away from the battle's hex), its
title, and the card a hint lays or plays ringed; the painting is tray.py's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from .art import HINT
from .tray import TRAY_HEIGHT, TrayLayout, TrayPainter

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px


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
        _, y = self.table.view.centre(tray.hex)
        top = area.top + px(8) if y > area.centery else area.bottom - height - px(8)
        self.rect = pygame.Rect(area.left + px(10), top, area.width - px(20), height)
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
