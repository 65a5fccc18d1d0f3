"""Night's dawn before the scores (results_moment.py; newcomer E, s15, 138: 'the totals
don't say which tokens were still hidden to the others: a moment of reveal (tokens
flipping one by one) would make the dawn dramatic; now it just appears').

The game is over: nothing is secret any more. Each backpack's tokens the screen showed
face down (their backs: the viewer did not know them) turn face up one after the other,
seat by seat, pocket by pocket, each ringed in gold as it turns; the whole under
MAX_SECONDS. With every token already face up (two players, or computers only) the
caption says so and the scores follow at once."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.night import data

from .. import theme
from . import art
from .backpacks import SECRET, draw_pocket
from .palette import token_colour

BEAT = 0.45
"""Seconds between two tokens turning, with few to turn."""
MAX_SECONDS = 3.4
"""The whole reveal at most (the held picture after it: results_moment.HOLD_SECONDS)."""
TURN = 0.3
"""Seconds a token takes to turn over (its back narrows, its face widens)."""


class DawnReveal:
    """The moment over the Night `table` (a NightScene) at the game's end."""

    def __init__(self, table: Any) -> None:
        self.table = table
        state = table.state
        self.kinds: list[str] = list(state.kinds)
        packs = table.shown().backpacks
        self.hidden: list[tuple[int, int, int, str]] = [
            (seat, slot, token, table.token_face(token))
            for seat, pack in enumerate(packs)
            for slot, token in enumerate(pack)
            if token is not None and token >= 0 and table.token_face(token) != state.kinds[token]
        ]
        """(seat, pocket, token, the back shown) of every token to turn, in order."""
        count = len(self.hidden)
        self.beat = min(BEAT, (MAX_SECONDS - TURN) / count) if count else 0.0
        self.duration = (count - 1) * self.beat + TURN if count else 0.0
        self.unfolds = bool(count)

    def caption(self) -> str:
        key = "results.moment.night_dawn" if self.hidden else "results.moment.night_open"
        return str(self.table.app.tr(key))

    def anchor(self, canvas: pygame.Surface) -> pygame.Rect:
        """Over the prompt (it says only that the game is over)."""
        return pygame.Rect(self.table.layout(canvas.get_size()).prompt)

    def turned(self, t: float) -> int:
        """How many tokens have begun to turn at `t`."""
        if not self.hidden:
            return 0
        return min(len(self.hidden), int(t / self.beat) + 1 if self.beat else len(self.hidden))

    def draw(self, canvas: pygame.Surface, t: float) -> None:
        layout = self.table.layout(canvas.get_size())
        px = theme.px
        for index, (seat, slot, token, back) in enumerate(self.hidden[: self.turned(t)]):
            rect = layout.slot_rect(seat, slot)
            flip = min(1.0, max(0.0, (t - index * self.beat) / TURN))
            face = back if flip < 0.5 else self.kinds[token]
            narrow = abs(1.0 - 2.0 * flip)  # 1 -> 0 (the back) then 0 -> 1 (the face)
            draw_pocket(canvas, rect, injured=False)
            _draw_face(canvas, face, rect, narrow)
            pygame.draw.rect(canvas, theme.GOLD, rect, px(3), border_radius=px(6))
        for seat in self.opened(t):  # its '?' gives way to its points
            self.draw_total(canvas, layout, seat)

    def opened(self, t: float) -> list[int]:
        """The seats whose every hidden token shows its face at `t`."""
        last: dict[int, int] = {}
        for index, (seat, *_) in enumerate(self.hidden):
            last[seat] = index
        return [seat for seat, index in last.items() if t >= index * self.beat + TURN / 2]

    def draw_total(self, canvas: pygame.Surface, layout: Any, seat: int) -> None:
        """`seat`'s points over its '?' (or '? pts'), in the same form (backpacks.py)."""
        packs = self.table.shown().backpacks
        total = sum(
            data.TOKEN_VALUES.get(self.kinds[t], 0) for t in packs[seat] if t is not None and t >= 0
        )
        secret = self.table.backpacks.score_words(layout, packs)[seat]
        tr = self.table.app.tr
        words = str(total) if secret == SECRET else str(tr.plural("night.pack.score", total))
        _, right, middle = self.table.backpacks.name_span(layout, seat)
        shown = theme.text(secret, theme.FONT_SMALL, theme.GOLD).get_rect(midright=(right, middle))
        number = theme.text(words, theme.FONT_SMALL, theme.GOLD)
        place = number.get_rect(midright=(right, middle))
        cover = place.union(shown).inflate(theme.px(10), theme.px(4))
        pygame.draw.rect(canvas, theme.PANEL, cover)
        canvas.blit(number, place)


def _draw_face(canvas: pygame.Surface, face: str, rect: pygame.Rect, narrow: float) -> None:
    """A token's `face` in its pocket, `narrow` times as wide (turning over)."""
    width = max(1, round(rect.width * narrow))
    image = art.token(face, rect.width)
    if image is not None:
        image = pygame.transform.smoothscale(image, (width, image.get_height()))
        canvas.blit(image, image.get_rect(center=rect.center))
        return
    disc = pygame.Rect(0, 0, max(1, width * 4 // 5), rect.width * 4 // 5)
    disc.center = rect.center
    pygame.draw.ellipse(canvas, token_colour(face), disc)
