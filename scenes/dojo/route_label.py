"""Where the walk previewed writes its cost ("3 moves, 1 left"): beside the hex pointed
at, never over its middle (the pointer) nor a stack's count.

The label sat just above the hex pointed at, over the hex beyond it, at the footer's
small size: it hid the hexes the player was choosing among (issue 33). It then lay
clear of that ring of seven hexes, above it where there is room (then below, right,
left), at the log's size (capitals 11.6 px at 1280x720). That put it some 160 px above
the pointer, over another stack's count (newcomer F, s15, 094-095): it now touches the
hex, on the side that covers no count and the least of the walk."""

from __future__ import annotations

from collections.abc import Sequence

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


BESIDE = (
    ("midleft", 0.8, 0.0),
    ("midright", -0.8, 0.0),
    ("bottomleft", 0.45, -0.55),
    ("bottomright", -0.45, -0.55),
    ("topleft", 0.45, 0.55),
    ("topright", -0.45, 0.55),
    ("midbottom", 0.0, -0.95),
    ("midtop", 0.0, 0.95),
)
"""The places tried beside the hex pointed at: (the label's anchor, then where it is, in
hex radii from the hex's centre): right, left, its four corners, above, below."""


def label_frame(
    view: BoardView,
    hover: Hex,
    size: tuple[int, int],
    room: pygame.Rect,
    badges: Sequence[pygame.Rect] = (),
    path: Sequence[tuple[int, int]] = (),
) -> pygame.Rect:
    """The frame (of `size`) of the label of a walk ending at `hover`: in `room`, beside
    that hex (touching it, clear of its middle, where the pointer is), over no count's
    badge in `badges`, over as little of the walk's `path` (its hexes' centres) as can
    be. Newcomer F, s15, 094-095: kept clear of the hex's six neighbours, it sat some
    160 px above the pointer, over another stack's count. Where no place beside the hex
    keeps off every badge, the first clear of the hex and its ring that does."""
    x, y = view.centre(hover)
    r = view.radius
    frame = pygame.Rect((0, 0), size)
    middle = pygame.Rect(0, 0, round(1.1 * r), round(1.1 * r))
    middle.center = (x, y)
    dot = max(4, r // 4)
    stops = [pygame.Rect(cx - dot, cy - dot, 2 * dot, 2 * dot) for cx, cy in path]
    best: tuple[int, pygame.Rect] | None = None
    for anchor, dx, dy in BESIDE:
        setattr(frame, anchor, (round(x + dx * r), round(y + dy * r)))
        placed = frame.clamp(room)
        if placed.colliderect(middle) or placed.collidelist(list(badges)) >= 0:
            continue
        hidden = sum(placed.clip(c).width * placed.clip(c).height for c in stops)
        if hidden == 0:
            return placed
        if best is None or hidden < best[0]:
            best = (hidden, placed)
    if best is not None:
        return best[1]
    return _ring_frame(view, hover, size, room, badges)


def _ring_frame(
    view: BoardView,
    hover: Hex,
    size: tuple[int, int],
    room: pygame.Rect,
    badges: Sequence[pygame.Rect],
) -> pygame.Rect:
    """The frame clear of the hex and its neighbours: above the ring first, then below
    it, right of it and left of it, the first over no badge; where none fits, the place
    that covers the least of the ring."""
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
        hidden += 1000 * r * r * (placed.collidelist(list(badges)) >= 0)
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
    badges: Sequence[pygame.Rect] = (),
    path: Sequence[tuple[int, int]] = (),
) -> pygame.Rect:
    """The label `text` of the walk ending at `hover`, on a dark pill edged in `colour`
    (label_frame places it beside that hex, off the `badges` and the `path`); returns
    its frame."""
    words = theme.text(text, LABEL_SIZE, colour)
    size = (words.get_width() + px(16), words.get_height() + px(6))
    frame = label_frame(view, hover, size, room, badges, path)
    pygame.draw.rect(canvas, theme.MIDNIGHT, frame, border_radius=px(10))
    pygame.draw.rect(canvas, colour, frame, max(1, px(1)), border_radius=px(10))
    canvas.blit(words, words.get_rect(center=frame.center))
    return frame
