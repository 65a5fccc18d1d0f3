"""Shinobi's ending seen before the scores (results_moment.py; newcomer J, s16, 079_1
and 079_8: 'the game ended on Kiku's turn (laid a 4th clan, Rat, foe discards 3 on
Midori). It ran straight through to "The game is over" and then the results: I never
saw the decisive move, even in Follow mode').

The results open on the table as the last turn left it: its marks and its deeds on the
panels standing (changed_marks.py, deeds.py), the clan that ended the round ringed in
gold, a caption naming it ('The end: Kiku lays a fourth clan (Rat): the round is
over.'). Brisk, it holds SECONDS (and the shared hold); one move at a time
(settings.computer_pace 'step'), it waits for a key, as every step did. A key or a
click goes on to the scores; a key held from the table does not (the results' guard).
Grasshopper only: Grand Master's end has its own moments (the round's ranking, the
Final Boss)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from .. import theme
from ..tableflow import computer_pace

SECONDS = 2.4
"""How long the picture shows, brisk, before the hold (results_moment.HOLD_SECONDS)."""
BAND = 96
"""Design px of the strip the caption is centred in where no hand row shows."""


class FinalPicture:
    """The moment over the Shinobi `table` (a ShinobiScene) at its end."""

    unfolds = False
    caption_alpha = 255
    """The caption's panel opaque: at 1280x720 with every hand on a phone it lay over
    the footer's 'The game is over...', which read through it as a smudge (newcomer A,
    s23, 111b)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        state = table.state
        self.wanted = state.mode == "grasshopper"
        results = state.round_results
        ender = results[-1].get("ender") if results else None
        self.ender: int | None = ender if isinstance(ender, int) else None
        clans = list(state.clans[self.ender]) if self.ender is not None else []
        self.clan: str | None = clans[-1] if len(clans) >= 4 else None
        """The fourth clan, laid last (none: the round ended otherwise)."""
        step = table.app.settings.computer_pace == computer_pace.STEP
        self.duration = computer_pace.UNTIL_PRESSED if step else SECONDS

    def caption(self) -> str:
        tr = self.table.app.tr
        if self.ender is None:
            return str(tr("results.moment.shinobi_over"))
        name = self.table.seat_name(self.ender)
        if self.clan is None:
            return str(tr("results.moment.shinobi_ended", name=name))
        key = f"shinobi.name.{self.clan}"
        clan = tr(key) if tr.has(key) else self.clan
        return str(tr("results.moment.shinobi_clan", name=name, clan=clan))

    def anchor(self, canvas: pygame.Surface) -> pygame.Rect:
        """Over the hand's row (the game is over: no card of it is played now); with no
        hand row (every hand on a phone), at the table's foot above the footer, or at
        its top when the fourth clan lies down there."""
        layout = self.table.layout
        hand = pygame.Rect(layout.hand)
        if hand.height >= theme.px(60):
            return hand
        area = pygame.Rect(layout.table)
        band = theme.px(BAND)
        low = pygame.Rect(area.left, area.bottom - band, area.width, band)
        ring = self.ringed()
        if ring is not None and ring.colliderect(low):
            return pygame.Rect(area.left, area.top, area.width, band)
        return low

    def ringed(self) -> pygame.Rect | None:
        """The fourth clan's tile as the table drew it last."""
        for rect, seat, clan in self.table.board.tiles:
            if seat == self.ender and clan == self.clan:
                return pygame.Rect(rect)
        return None

    def draw(self, canvas: pygame.Surface, t: float) -> None:
        rect = self.ringed()
        if rect is None:
            return
        px = theme.px
        grow = px(8) + int(px(6) * (1 + math.sin(t * 6)) / 2)  # a gentle beat
        ring = rect.inflate(grow, grow)
        pygame.draw.rect(canvas, theme.SHADOW, ring.inflate(px(4), px(4)), px(6), px(12))
        pygame.draw.rect(canvas, theme.GOLD, ring, px(4), border_radius=px(10))
