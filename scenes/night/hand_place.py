"""Where the tokens a ninja holds in its hand are drawn: above its head, on a tray
(table_view.hand_tray) moved aside, or up, off every token lying on a roof (issue 33,
newcomer R, s8 n78: Ada's tray, '1 | Gears', over roof 4's front token, behind her on
roof 11). What lies on a roof is always seen whole."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from .village_view import TOKEN_SQUASH

if TYPE_CHECKING:
    from .village_view import VillageView

Point = tuple[int, int]

STEPS = (0, -1, 1, -2, 2, -3, 3)
"""Half-trays the tray may move sideways, the nearest first (left before right)."""
LIFTS = (0, 1, 2)
"""Half-trays it may move up, when no place beside its first one is free."""


def tray_rect(spots: list[Point], size: int) -> pygame.Rect:
    """The tray behind tokens centred at `spots`, `size` across (hand_tray draws it)."""
    half = size // 2 + theme.px(4)
    left = min(x for x, _ in spots) - half
    top = min(y for _, y in spots) - half
    right = max(x for x, _ in spots) + half
    bottom = max(y for _, y in spots) + half
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


def hand_offset(view: VillageView, roofs: list[list[int]], spots: list[Point]) -> Point:
    """How far the tray over `spots` (its place above the ninja's head) moves so that it
    covers no token lying on a roof: the nearest place beside it, then higher, inside
    the village's rect; none when nowhere is free (it stays over the head)."""
    if not spots:
        return (0, 0)
    tray = tray_rect(spots, view.token_size())
    boxes = roof_token_boxes(view, roofs)
    if tray.collidelist(boxes) < 0:
        return (0, 0)
    half_w, half_h = tray.width // 2 + 1, tray.height // 2 + 1
    for lift in LIFTS:
        for step in STEPS:
            moved = tray.move(step * half_w, -lift * half_h)
            if view.rect.contains(moved) and moved.collidelist(boxes) < 0:
                return (step * half_w, -lift * half_h)
    return (0, 0)
