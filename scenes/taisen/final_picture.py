"""Taisen's ending seen before the scores (results_moment.py; newcomer E, s15, 180: 'a
final picture of the path (the winning ninja on the village) behind the panel is
darkened and hard to see'): the board unveiled, the enemy village the winner reached
glowing and its ninjas ringed, a caption naming them ('The end: Wolf's Scissors 3 on
the Monkey village.'); after an elimination, the caption says so."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ninjas.taisen.cards import ENEMY_VILLAGE, SIDE_NAMES, TOKEN

from .. import theme
from . import layout as L
from .board_view import column_glow, column_inner
from .focus_ring import focus_ring
from .game_log import card_name

SECONDS = 0.6
"""How long the picture shows before the hold (results_moment.HOLD_SECONDS)."""


class FinalPicture:
    """The moment over the Taisen `table` (a TaisenScene) at its end."""

    duration = SECONDS
    unfolds = False

    def __init__(self, table: Any) -> None:
        self.table = table
        self.state = table.state
        self.winner: int = self.state.winner_side
        self.village = ENEMY_VILLAGE[self.winner]

    def on_village(self) -> list[int]:
        """The winner's cards on the village it reached, bottom to top."""
        return list(self.state.stacks[self.winner][self.village])

    def caption(self) -> str:
        tr = self.table.app.tr
        cards = self.on_village()
        if self.state.win_reason == "elimination" or not cards:
            loser = tr(f"taisen.side.{SIDE_NAMES[1 - self.winner]}")
            return str(tr("results.moment.taisen_eliminated", side=loser))
        side = tr(f"taisen.side.{SIDE_NAMES[self.winner]}")
        names = [card_name(tr, TOKEN[card]) for card in cards]
        owned = tr("taisen.owned", side=side, card=", ".join(names))
        place = tr(f"taisen.pos.{SIDE_NAMES[1 - self.winner]}")
        return str(tr("results.moment.taisen_village", cards=owned, village=place))

    def anchor(self, canvas: pygame.Surface) -> pygame.Rect:
        """Over the controls under the board (they say only 'The game is over.')."""
        return L.CONTROL_PANEL.copy()

    def draw(self, canvas: pygame.Surface, t: float) -> None:
        cards = self.on_village()
        if not cards:
            return
        glow = column_glow(self.village, theme.GOLD)
        canvas.blit(glow, column_inner(self.village))
        view = self.table.view
        rect: pygame.Rect | None = None
        for card in cards:
            part = view.group_rect(card)
            if part is not None:
                rect = part if rect is None else rect.union(part)
        if rect is None:
            return
        grow = int(L.px(6) * (1 + math.sin(t * 6)) / 2)  # a gentle beat
        focus_ring(canvas, rect.inflate(grow, grow), L.px(10))
