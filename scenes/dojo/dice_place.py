"""Where a hex's row of summoning dice lies on the board: under its hex, as
map_layers.dice_origin finds it, moved off every stack's count it would lie over
(below the counts, else beside them, else above), inside the board's frame.

The dice lay under their hex's middle, where the count of the ninjas standing there
sits too: a row of three small dice covered the hex's count or the next one's (newcomer
H, s16, nc-H/075: the forest's '9' under its dice; E3, s16: 'small, over the
figures'). The dice are bigger now (map_layers.die_size), two at most in a row (the
matches first; the '×N' says how many were set), and never over a count."""

from __future__ import annotations

import pygame

from .. import theme


def count_boxes(centres: list[tuple[int, int]], radius: int) -> list[pygame.Rect]:
    """The boxes of the stacks' counts drawn at `centres` (their badges of `radius`,
    with their shadow)."""
    side = 2 * radius + theme.px(4)
    boxes = []
    for centre in centres:
        box = pygame.Rect(0, 0, side, side)
        box.center = (centre[0], centre[1] + theme.px(1))
        boxes.append(box)
    return boxes


def clear_of(row: pygame.Rect, counts: list[pygame.Rect], room: pygame.Rect) -> pygame.Rect:
    """`row` where it lies over no count: as it is, else just below the counts it meets,
    else left of them, right of them, above them; inside `room` (else as it is)."""
    hit = [box for box in counts if box.colliderect(row)]
    if not hit:
        return row
    gap = theme.px(2)
    near = hit[0].unionall(hit[1:])
    tries = (
        row.move(0, near.bottom + gap - row.top),
        row.move(near.left - gap - row.right, 0),
        row.move(near.right + gap - row.left, 0),
        row.move(0, near.top - gap - row.bottom),
    )
    for place in tries:
        if room.contains(place) and place.collidelist(counts) < 0:
            return place
    return row


def clear_spot(
    rect: pygame.Rect, others: list[pygame.Rect], room: pygame.Rect, reach: int
) -> pygame.Rect:
    """`rect` where it lies over none of `others`, inside `room`: as clear_of moves it,
    else the nearest free place within `reach` px of where it was (rings outwards,
    nearest first), else as it is. A hex's '×N' plate lay over the counts and dice of
    the hexes beside it (newcomer K, s17, 070, 048)."""
    place = clear_of(rect, others, room)
    if room.contains(place) and place.collidelist(others) < 0:
        return place
    step = max(1, theme.px(3))
    for ring in range(1, reach // step + 1):
        d = ring * step
        spots = [(dx, dy) for dx in range(-d, d + 1, step) for dy in (-d, d)]
        spots += [(dx, dy) for dx in (-d, d) for dy in range(-d + step, d, step)]
        spots.sort(key=lambda o: o[0] * o[0] + o[1] * o[1])
        for dx, dy in spots:
            moved = rect.move(dx, dy)
            if room.contains(moved) and moved.collidelist(others) < 0:
                return moved
    return rect
