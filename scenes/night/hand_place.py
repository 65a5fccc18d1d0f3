"""Where the tokens a ninja holds in its hand are drawn: above its head, on a tray
(table_view.hand_tray) moved aside, or up, off every token lying on a roof (issue 33,
newcomer R, s8 n78: Ada's tray, '1 | Gears', over roof 4's front token, behind her on
roof 11). What lies on a roof is always seen whole."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from . import token_spots
from .village_view import TOKEN_SQUASH

if TYPE_CHECKING:
    from .village_view import VillageView

Point = tuple[int, int]

REACH = 8
"""Half-tokens the tray may move sideways, each way, and up (the tray grew wide with the
words under its tokens: it moved by half-trays, far from its ninja)."""


def moves(unit: int, reach: int = REACH) -> list[Point]:
    """The moves tried, the nearest first (sideways before up at one distance, left
    before right)."""
    tried = [(dx * unit, -dy * unit) for dy in range(reach + 1) for dx in range(-reach, reach + 1)]
    return sorted(tried, key=lambda m: (m[0] * m[0] + m[1] * m[1], -m[1] > 0, m[0] > 0))


def tray_rect(
    spots: list[Point], size: int, widths: list[int] | None = None, below: int = 0
) -> pygame.Rect:
    """The tray behind tokens centred at `spots`, `size` across (hand_tray draws it):
    each token's column `widths` across (its word under it may be wider than it,
    hand_labels.py), and `below` taller for those words."""
    pad = theme.px(4)
    half = size // 2 + pad
    wide = widths or [size] * len(spots)
    left = min(x - w // 2 for (x, _), w in zip(spots, wide, strict=False)) - pad
    top = min(y for _, y in spots) - half
    right = max(x + w // 2 for (x, _), w in zip(spots, wide, strict=False)) + pad
    bottom = max(y for _, y in spots) + half + below
    return pygame.Rect(left, top, right - left, bottom - top)


def roof_token_boxes(view: VillageView, roofs: list[list[int]]) -> list[pygame.Rect]:
    """Where each token lying on a roof is drawn."""
    d = view.token_size()
    boxes = []
    for building, tokens in enumerate(roofs):
        for k in range(len(tokens)):
            box = pygame.Rect(0, 0, d, max(1, round(d * TOKEN_SQUASH)))
            box.center = view.token_spot(building, k)
            boxes.append(box)
    return boxes


def hand_offset(
    view: VillageView,
    roofs: list[list[int]],
    spots: list[Point],
    widths: list[int] | None = None,
    below: int = 0,
    bodies: list[pygame.Rect] | None = None,
) -> Point:
    """How far the tray over `spots` (its place above the ninja's head; `widths` and
    `below` as tray_rect's) moves so that it covers no token lying on a roof, nor any
    of the other ninjas' `bodies` (newcomer I, s16, 148: 'Main d'Inès' over roof 10 hid
    the Green ninja): the nearest place beside it, then higher, inside the village's
    rect, clear of the roofs' numbers too where it can be, and first of the roofs
    holding tokens, whole (held_roofs); none when nowhere is free (it stays over the
    head). Over a ninja at the village's back, where it would rise out of the
    village's rect into the top bar ('Dee's hand' over 'Village: Moyasawa', newcomer
    D, s22, 80.png), it comes down as far as it must, beside the head, not on it."""
    if not spots:
        return (0, 0)
    tray = tray_rect(spots, view.token_size(), widths, below)
    shift = max(0, view.rect.top - tray.top)  # down into the village's rect
    head = pygame.Rect(tray.left, tray.bottom, tray.width, shift)  # (what it came down on)
    tray = tray.move(0, shift)
    tokens = roof_token_boxes(view, roofs) + (bodies or []) + ([head] if shift else [])
    numbers = roof_number_boxes(view)
    tries = (
        (tokens + numbers + held_roofs(view, roofs), REACH),
        (tokens + numbers, REACH),
        (tokens, 2 * REACH),
    )
    for boxes, reach in tries:  # clear of the numbers too, if it can be
        if view.rect.contains(tray) and tray.collidelist(boxes) < 0:
            return (0, shift)
        for dx, dy in moves(max(1, view.token_size() // 2), reach):
            moved = tray.move(dx, dy)
            if view.rect.contains(moved) and moved.collidelist(boxes) < 0:
                return (dx, dy + shift)
    return (0, shift)


def held_roofs(view: VillageView, roofs: list[list[int]]) -> list[pygame.Rect]:
    """The tops of the roofs holding tokens, whole: a tray near its ninja off them leaves
    those roofs in sight, not only their tokens (newcomer T, s20, 201/203: 'Ida's hand'
    lay over roofs 3 and 7 and seemed to hide their tokens)."""
    boxes = []
    for building, tokens in enumerate(roofs):
        if tokens:
            outline = view.roof_outline(building)
            xs, ys = [x for x, _ in outline], [y for _, y in outline]
            boxes.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
    return boxes


def roof_number_boxes(view: VillageView) -> list[pygame.Rect]:
    """Where each roof's number plaque is drawn (table_view.roof_label), a little
    larger: a tray over roof 2's number hid it (E4's shot, s16, 1920x1080)."""
    return [token_spots.number_box(view, b) for b in range(len(view.village.buildings))]
