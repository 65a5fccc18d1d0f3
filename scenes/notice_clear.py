"""Where a table's 'Not saved' notice goes when its own place would cover cards in play
(newcomer Q, s19, Dojo EN 1280x720: the autosave's notice lay over the battle's card;
on Taisen's table it lay over the top cards of the stacks under the top bar): along the
same row first, left and right of its place, as wide as asked or wrapped narrower, then
in rows above and below; the nearest such place in the table's room for it, over no
card and no button. None when
there is none in the room: the notice stays where it was."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from . import theme

WIDTHS = (1.0, 0.75, 0.6, 0.45)
"""The notice's widest, tried as asked, then narrower (more lines)."""
ROWS = 6
"""Rows tried above and under the notice's own, each a notice's height apart."""


def clear_place(
    size_at: Callable[[int], tuple[int, int]],
    width: int,
    start: pygame.Rect,
    keep_off: Sequence[pygame.Rect],
    avoid: Sequence[pygame.Rect],
    room: pygame.Rect,
) -> tuple[pygame.Rect, int] | None:
    """The place nearest `start` (the notice's own, at most `width` wide) for the notice
    whose size at a widest of w is `size_at(w)`, inside `room`, over none of `keep_off`
    (cards) and `avoid` (buttons); with the widest it was found for."""
    key = (
        width,
        tuple(start),
        tuple(tuple(r) for r in keep_off),
        tuple(tuple(r) for r in avoid),
        tuple(room),
        theme.scale(),
    )
    sizes = tuple((w, size_at(w)) for w in {max(1, round(width * f)) for f in WIDTHS})
    return _clear_place(key, sizes)


@lru_cache(maxsize=16)
def _clear_place(
    key: tuple[object, ...], sizes: tuple[tuple[int, tuple[int, int]], ...]
) -> tuple[pygame.Rect, int] | None:
    _, start_t, keep_t, avoid_t, room_t, _ = key
    start = pygame.Rect(start_t)  # type: ignore[arg-type]
    room = pygame.Rect(room_t)  # type: ignore[arg-type]
    taken = [pygame.Rect(r) for r in (*keep_t, *avoid_t)]  # type: ignore[misc]
    step = max(2, theme.px(12))
    best: tuple[float, pygame.Rect, int] | None = None
    for wide, (w, h) in sorted(sizes, reverse=True):
        for row in sorted(range(-ROWS, ROWS + 1), key=abs):
            top = start.top + row * (h + theme.px(4))
            if top < room.top or top + h > room.bottom:
                continue
            for x in range(room.left, room.right - w + 1, step):
                place = pygame.Rect(x, top, w, h)
                if place.collidelist(taken) >= 0:
                    continue
                far = abs(place.centerx - start.centerx) + 2 * abs(place.top - start.top)
                if best is None or far < best[0]:
                    best = (far, place, wide)
        if best is not None:
            return best[1], best[2]
    return None
