"""Where the walk previewed writes its cost ("3 moves, 1 left"): never over the hex
pointed at nor the six around it.

The label sat just above the hex pointed at, over the hex beyond it, at the footer's
small size: it hid the hexes the player was choosing among (issue 33). It now lies
clear of that ring of seven hexes, above it where there is room (then below, right,
left), at the log's size (capitals 11.6 px at 1280x720)."""

from __future__ import annotations

import pygame

from ninjas.dojo.hexgrid import Hex, neighbours

from .. import theme
from .board_view import SQRT3, BoardView, hex_cover
from .layout import LOG_SIZE

px = theme.px

LABEL_SIZE = LOG_SIZE
"""The label's text size (Lato at 16 px at 1280x720, as the log's)."""


def ring_cover(view: BoardView, hover: Hex) -> list[pygame.Rect]:
    """Rectangles covering the hex `hover` and its six neighbours as drawn."""
    return [r for h in (hover, *neighbours(hover)) for r in hex_cover(view.centre(h), view.radius)]


def label_frame(
    view: BoardView, hover: Hex, size: tuple[int, int], room: pygame.Rect
) -> pygame.Rect:
    """The frame (of `size`) of the label of a walk ending at `hover`: in `room` and
    clear of the hex and its neighbours, above the ring first, then below it, right of
    it and left of it; where none fits, the place that covers the least of the ring."""
    x, y = view.centre(hover)
    r = view.radius
    gap = px(4)
    frame = pygame.Rect((0, 0), size)
    reach_y = round(2.5 * r) + gap  # a neighbour above reaches 1.5 r + r above the centre
    reach_x = round(1.5 * SQRT3 * r) + gap  # a neighbour beside: sqrt(3) r + its half-width
    places = (
        ("midbottom", (x, y - reach_y)),
        ("midtop", (x, y + reach_y)),
        ("midleft", (x + reach_x, y)),
        ("midright", (x - reach_x, y)),
    )
    cover = ring_cover(view, hover)
    best: tuple[int, pygame.Rect] | None = None
    for anchor, point in places:
        setattr(frame, anchor, point)
        placed = frame.clamp(room)
        hidden = sum(placed.clip(c).width * placed.clip(c).height for c in cover)
        if hidden == 0:
            return placed
        if best is None or hidden < best[0]:
            best = (hidden, placed)
    assert best is not None
    return best[1]


def draw_label(
    canvas: pygame.Surface,
    view: BoardView,
    hover: Hex,
    text: str,
    colour: theme.Colour,
    room: pygame.Rect,
) -> pygame.Rect:
    """The label `text` of the walk ending at `hover`, on a dark pill edged in `colour`
    (label_frame places it); returns its frame."""
    words = theme.text(text, LABEL_SIZE, colour)
    size = (words.get_width() + px(16), words.get_height() + px(6))
    frame = label_frame(view, hover, size, room)
    pygame.draw.rect(canvas, theme.MIDNIGHT, frame, border_radius=px(10))
    pygame.draw.rect(canvas, colour, frame, max(1, px(1)), border_radius=px(10))
    canvas.blit(words, words.get_rect(center=frame.center))
    return frame
