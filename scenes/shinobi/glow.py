"""The frame round a hand card that may be played now: a gold ring set off the card by a
dark band, a thin moonlight line inside the gold (newcomer B, s14, 038/039: the Monkey's
own yellow border, at the card's edge, read as the gold 'playable' frame that touched
it; clicking the lone Monkey only said it could not be played). No card's art draws a
ring apart from its edge, so the frame is never taken for a card's colour."""

from __future__ import annotations

import pygame

from .. import theme

BAND = 2
"""Design px of night between the card's edge and the ring."""
RING = 4
"""Design px of the gold ring."""
VEIL = 80
"""The night laid over a card that may not be played while others may (0-255): it
stays readable, and plainly not lit."""


def ring_rect(card: pygame.Rect) -> pygame.Rect:
    """The ring's outer edge round `card` (within half the hand's gap between piles)."""
    grow = 2 * theme.px(BAND + RING)
    return card.inflate(grow, grow)


def draw_playable(canvas: pygame.Surface, card: pygame.Rect) -> None:
    """The frame round `card` (a card, or a pile of alike cards), drawn before the
    cards (they cover its middle)."""
    px = theme.px
    outer = ring_rect(card)
    pygame.draw.rect(canvas, theme.GOLD, outer, px(RING), border_radius=px(10))
    inner = outer.inflate(-2 * px(RING), -2 * px(RING))
    pygame.draw.rect(canvas, theme.MOONLIGHT, inner, max(1, px(1)), border_radius=px(8))
    band = card.inflate(2 * px(BAND), 2 * px(BAND))
    pygame.draw.rect(canvas, theme.MIDNIGHT, band, border_radius=px(6))


def veil(canvas: pygame.Surface, card: pygame.Rect) -> None:
    """A card that may not be played now, while others may, dimmed under a veil."""
    shade = pygame.Surface(card.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*theme.MIDNIGHT, VEIL), shade.get_rect(), border_radius=theme.px(6))
    canvas.blit(shade, card)
