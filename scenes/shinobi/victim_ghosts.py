"""The victim sees it happen (newcomer D, s14, nc-D.md 'Shinobi table': in hot-seat a
clan of Léa's destroyed by another seat's power while she was away 'just vanishes from
the owner's row on her next view'; the red 'Destroyed' cross showed only in the public
view, her cover's story said it in gold: 'show the victim a short "your clan is
destroyed" animation on their next turn').

When a person's own table opens after her cover, each of her clans destroyed whole by
another seat since her last action (or sent back to her hand whole: 3 Toads) stands a
beat in a free place of her row: its tile faded, struck through in red, 'Destroyed'
(or 'Back in hand') and 'by Midori' on it; a clan of hers that stays but lost cards
(a card destroyed or sent back) is framed in red, '-1 by Midori'. They fade out after
BEAT_SECONDS, or at once at her first action (the turn's first phases only, as the
note over her hand, hand_news.py). Public facts only: a clan lies face up, its
destruction is in everyone's log. A clan a computer destroyed that the table keeps as
a ghost already (changed_marks.py) is not drawn twice.

Hooked from the board's clans (board_view.draw_clans); kept on the table outside its
class (`VictimGhosts.of`)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..since_turn import played_since
from . import cards as art
from .changed_marks import wrecked_tile
from .hand_news import FIRST_PHASES, hits

if TYPE_CHECKING:
    from .protocol import Table

log = logging.getLogger(__name__)

BEAT_SECONDS = 1.5
"""How long her destroyed clans stand in her row once her table shows."""
FADE_SECONDS = 0.5
"""The last part of it, fading out."""
HIT = theme.VERMILION
WORDS = {"destroyed_clan": "shinobi.wreck", "returned_clan": "shinobi.wreck_returned"}
"""The clans taken whole (hand_news.hits' kinds) and the word on each one's ghost."""


class VictimGhosts:
    """`VictimGhosts.of(table)`: `ghosts(seat)` her clans destroyed by others since her
    last action, as (clan, cards, by whom), while her beat lasts; `draw(...)` them."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.key: tuple[Any, ...] | None = None
        self.found: list[tuple[str, list[int], str, str]] = []
        self.hurt: list[tuple[str, int, str]] = []
        """Her clans still in her row that lost cards (a card destroyed or sent back),
        as (clan, how many, by whom): framed in red with '-N by Sora' for the beat."""
        self.since: float | None = None
        """When her table first showed them (the table's time); None: not yet shown."""
        self.drawn: list[pygame.Rect] = []
        """Where they were drawn last frame (none: none drawn)."""

    @staticmethod
    def of(table: Any) -> VictimGhosts:
        kept = table.__dict__.get("_victim_ghosts")
        if kept is None:
            kept = table.__dict__["_victim_ghosts"] = VictimGhosts(table)
        return kept  # type: ignore[no-any-return]

    def ghosts(self, seat: int) -> list[tuple[str, list[int], str, str]]:
        """Her clans taken whole since her last action, as (clan, cards, by whom, the
        word's key: destroyed, or sent back to her hand by 3 Toads); none once she has
        acted, nor while her cover is up, nor for a seat not at the laptop's bottom."""
        table = self.table
        state = table.state
        if state.is_terminal or state.phase not in FIRST_PHASES:
            return []
        if not table.can_act or table.covered or seat != state.current_player:
            return []
        if seat != table.shown_seat or seat != table.bottom_seat() or table.phone_seat(seat):
            return []
        key = (seat, len(table.session.actions))
        if key != self.key:
            self.key, self.since, self.found, self.hurt = key, None, [], []
            try:  # a beat is never worth a crash (a position built by hand replays not)
                story = hits(played_since(table, seat), seat)
            except Exception:
                log.warning("What was done to seat %s could not be shown", seat, exc_info=True)
                return self.found
            self.found = [
                (str(clan), list(cards), table.seat_name(source[0]), WORDS[what])
                for what, source, cards, clan in story
                if what in WORDS and source is not None and clan is not None
            ]
            self.hurt = [
                (str(clan), len(cards), table.seat_name(source[0]))
                for what, source, cards, clan in story
                if what in ("destroyed", "returned") and source is not None and clan is not None
            ]
        return self.found

    def alpha(self, now: float) -> int:
        """The ghosts' opacity now: 200 for the beat, fading out at its end, 0 after."""
        if self.since is None:
            self.since = now
        left = BEAT_SECONDS - (now - self.since)
        if left <= 0:
            return 0
        return round(200 * min(1.0, left / FADE_SECONDS))

    def draw(
        self, canvas: pygame.Surface, seat: int, free: list[pygame.Rect], kept: Any = None
    ) -> None:
        """Her destroyed clans in her row's `free` places, after the ghosts the table
        keeps of a computer's moves (`kept`, changed_marks.ChangedMarks or None)."""
        if seat == self.table.state.current_player:
            self.drawn = []
        found = self.ghosts(seat)
        hurt = [h for h in self.hurt if kept is None or (seat, h[0]) not in kept.lost]
        if not found and not hurt:
            return
        shown = [clan for clan, _ in kept.ghosts.get(seat, [])] if kept is not None else []
        found = [ghost for ghost in found if ghost[0] not in shown]
        alpha = self.alpha(float(self.table.time))
        if not alpha:
            return
        self.draw_hurt(canvas, seat, hurt, alpha)
        table = self.table
        tr = table.app.tr
        for rect, (clan, cards, by, said) in zip(free[len(shown) :], found, strict=False):
            words = [str(tr(said)), str(tr("shinobi.wreck_by", name=by))]
            tile = wrecked_tile(table, seat, clan, cards, rect.size, words)
            tile.set_alpha(alpha)
            canvas.blit(tile, rect)
            self.drawn.append(rect.copy())

    def draw_hurt(
        self, canvas: pygame.Surface, seat: int, hurt: list[tuple[str, int, str]], alpha: int
    ) -> None:
        """Each of her clans that lost cards framed in red, '-N by Sora' over its top."""
        table = self.table
        px = theme.px
        tiles = {clan: rect for rect, s, clan in table.board.tiles if s == seat}
        for clan, lost, by in hurt:
            rect = tiles.get(clan)
            if rect is None:
                continue
            said = f"-{lost} {table.app.tr('shinobi.wreck_by', name=by)}"
            label = theme.text(said, art.FONT_READ, theme.MOONLIGHT)
            pill = label.get_rect().inflate(px(12), px(4))
            pill.topleft = (rect.left + px(6), rect.top + px(6))  # on its art, off its total
            frame = rect.inflate(px(6), px(6))
            box = frame.union(pill)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            frame.move_ip(-box.left, -box.top)
            pill.move_ip(-box.left, -box.top)
            pygame.draw.rect(layer, HIT, frame, px(3), border_radius=px(10))
            pygame.draw.rect(layer, HIT, pill, border_radius=pill.height // 2)
            layer.blit(label, label.get_rect(center=pill.center))
            layer.set_alpha(alpha)
            canvas.blit(layer, box)
            self.drawn.append(rect.copy())
