"""The keyboard's (and a pad's) focus on the Taisen table: a white outline with corner
brackets standing out from it, drawn over the card group or die the keys point at.

The cards and dice that can move glow gold, and the focus was a gold glow and outline
too: the testers could not tell which card the keys pointed at (issue 33). The focus
differs in colour (white on a dark edge, where everything that can move is gold) and
in shape (brackets at the corners, where a glow has none)."""

from __future__ import annotations

import pygame

from . import layout as L

FOCUS_COLOUR = (250, 250, 255)
"""The focus's white: no gold, no hint cyan."""
EDGE = (10, 10, 24)


def focus_ring(canvas: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """A white outline round `rect`, `radius` at its corners, with an L-shaped bracket
    at each corner a little outside it; each line on a dark edge, readable over a gold
    glow, a card or the board."""
    px = L.px
    box = rect.inflate(px(10), px(10))
    width = max(2, px(3))
    pygame.draw.rect(canvas, EDGE, box.inflate(width * 2, width * 2), width, border_radius=radius)
    pygame.draw.rect(canvas, FOCUS_COLOUR, box, width, border_radius=radius)
    out = box.inflate(px(12), px(12))
    arm = max(px(14), min(out.width, out.height) // 4)
    thick = max(3, px(5))
    for (x, y), (dx, dy) in (
        (out.topleft, (1, 1)),
        (out.topright, (-1, 1)),
        (out.bottomleft, (1, -1)),
        (out.bottomright, (-1, -1)),
    ):
        for colour, w in ((EDGE, thick + 2 * max(1, px(1))), (FOCUS_COLOUR, thick)):
            pygame.draw.line(canvas, colour, (x, y), (x + dx * arm, y), w)
            pygame.draw.line(canvas, colour, (x, y), (x, y + dy * arm), w)
