"""A destroyed clan seen to go (newcomer O, s12, nc-O 236/237: Léa's 3 Spiders destroyed
Midori's 12-strength Monkey clan and its tile just vanished). When a clan is destroyed
(a power's 'destroy a clan', or a clan left with no Clan card), its tile stays where it
stood a moment, struck through in red and marked 'Destroyed', then flies to the Jigoku,
shrinking and fading, as its cards do.

Only while the table animates, beside the events (it never holds the stage: the
computer's turn budget, tableflow/turn_budget.py, is unchanged); Space, which ends every
animation (Staging.hurry), ends it. Public: a clan on the table is seen by all."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ninjas.core.events import Event

from .. import theme
from . import cards as art

if TYPE_CHECKING:
    from .protocol import Table

WRECK_SECONDS = 1.1
"""How long (at speed 1) a destroyed clan's tile shows: STRUCK_SECONDS in place, then
its flight to the Jigoku."""
STRUCK_SECONDS = 0.6
"""The part of it the tile stays where it stood, struck through."""


@dataclass
class Wreck:
    seat: int
    clan: str
    cards: list[int]
    rect: pygame.Rect
    age: float = 0.0


def destroyed_clan(event: Event) -> tuple[int, str, list[int]] | None:
    """(seat, clan, cards) when `event` takes a whole clan off the table to the Jigoku."""
    d = event.data
    if event.kind == "clan_destroyed":
        return int(d["seat"]), str(d["clan"]), list(d.get("cards", []))
    if event.kind == "destroy" and d.get("whole"):
        return int(d["target"]), str(d["clan"]), list(d.get("cards", []))
    return None


class Wrecks:
    """`Wrecks(table)`: `seen()` each frame remembers where the clans' tiles stand (the
    board's tiles as last drawn); `start(event)` a destroyed clan's wreck from there;
    `tick(dt)`, `clear()`, `draw(canvas)`."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.where: dict[tuple[int, str], pygame.Rect] = {}
        """Each clan's tile as last drawn, by (seat, clan)."""
        self.wrecks: list[Wreck] = []

    def seen(self) -> None:
        for rect, seat, clan in self.table.board.tiles:
            self.where[(seat, clan)] = rect.copy()

    def rect_of(self, seat: int, clan: str) -> pygame.Rect | None:
        return self.where.get((seat, clan))

    def start(self, event: Event) -> None:
        gone = destroyed_clan(event)
        if gone is None:
            return
        seat, clan, cards = gone
        rect = self.rect_of(seat, clan)
        if rect is not None and cards:
            self.wrecks.append(Wreck(seat, clan, cards, rect.copy()))

    def tick(self, dt: float) -> None:
        for wreck in self.wrecks:
            wreck.age += dt
        self.wrecks = [w for w in self.wrecks if w.age < WRECK_SECONDS]

    def clear(self) -> None:
        self.wrecks.clear()

    def place(self, wreck: Wreck) -> tuple[pygame.Rect, int]:
        """Where the wreck is drawn now, and its opacity: in place while struck, then
        on its way to the Jigoku, a third of its size and fading at the end."""
        if wreck.age <= STRUCK_SECONDS:
            return wreck.rect.copy(), 255
        t = min(1.0, (wreck.age - STRUCK_SECONDS) / (WRECK_SECONDS - STRUCK_SECONDS))
        t = 1 - (1 - t) ** 2
        end = self.table.board.jigoku_rect().center
        scale = 1 - 0.65 * t
        rect = pygame.Rect(0, 0, max(1, round(wreck.rect.width * scale)), 0)
        rect.height = max(1, round(wreck.rect.height * scale))
        x = wreck.rect.centerx + (end[0] - wreck.rect.centerx) * t
        y = wreck.rect.centery + (end[1] - wreck.rect.centery) * t
        rect.center = (round(x), round(y))
        return rect, round(255 * (1 - 0.8 * t))

    def draw(self, canvas: pygame.Surface) -> None:
        self.seen()
        table = self.table
        tr = table.app.tr
        px = theme.px
        for wreck in self.wrecks:
            total = sum(table.state.card_score(wreck.seat, c) for c in wreck.cards)
            tile = art.clan_tile(wreck.clan, wreck.cards, total, wreck.rect.size, tr, tr.lang)
            tile = tile.copy()
            w, h = tile.get_size()
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            veil.fill((*theme.SHADOW, 110))
            tile.blit(veil, (0, 0))
            width = max(2, px(5))
            pygame.draw.line(tile, theme.VERMILION, (px(4), px(4)), (w - px(4), h - px(4)), width)
            pygame.draw.line(tile, theme.VERMILION, (w - px(4), px(4)), (px(4), h - px(4)), width)
            label = theme.text(str(tr("shinobi.wreck")), art.FONT_READ, theme.MOONLIGHT)
            pill = label.get_rect(center=(w // 2, h // 2)).inflate(px(12), px(6))
            pygame.draw.rect(tile, theme.VERMILION_DARK, pill, border_radius=px(6))
            pygame.draw.rect(tile, theme.VERMILION, pill, max(1, px(2)), border_radius=px(6))
            tile.blit(label, label.get_rect(center=pill.center))
            rect, alpha = self.place(wreck)
            shown = tile if rect.size == (w, h) else pygame.transform.smoothscale(tile, rect.size)
            shown.set_alpha(alpha)
            canvas.blit(shown, rect)
