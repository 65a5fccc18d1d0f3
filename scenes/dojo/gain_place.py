"""Where a summoning's '+N' lies: over the hex that gained, risen as before, but off
every stack's count, every row of dice, every '×N' plate and every other '+N' (newcomer
M, s17, s17-192: with 23 dice the '+5' floats lay over the dice and plates of the hexes
above them, 'de-clutter the +5 ×3 labels'; E19 had moved the plates, not the floats).
Each '+N' rises to its place, found as the plates' are (dice_place.clear_spot)."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from .dice_place import count_boxes
from .figure_clear import clear_place, figure_boxes

FRAME_CLEAR = 8
"""How far a '+N' keeps inside the board's frame (design px): clear of its line."""
RISE = 36
"""How far a '+N' rises to its place (design px)."""


def gain_rect(
    layers: Any, size: tuple[int, int], centre: tuple[int, int], placed: list[pygame.Rect]
) -> pygame.Rect:
    """The place of a '+N' of `size` over the hex at `centre`, off the counts, the dice
    rows, the plates and the '+N' already `placed` this frame (appended). `layers`: the
    table's map_layers.MapLayers (not imported: it imports this)."""
    px = theme.px
    rect = pygame.Rect((0, 0), size)
    rect.center = (centre[0], centre[1] - px(20) - px(RISE))
    counts = count_boxes([piece[-1] for piece in layers.pieces()], layers.badge_radius())
    figures = figure_boxes(layers)  # nothing covers a ninja (s25, E4 brief point 1)
    others = [*counts, *layers.dice_rows, *layers.dice_plates.values(), *placed]
    # clear of the frame's line (newcomer W, s21, 89_g2_sum15: the Dojo's '+6' on it)
    room = layers.table.layout.map.inflate(-2 * px(FRAME_CLEAR), -2 * px(FRAME_CLEAR))
    spot = clear_place(rect, others, figures, room, layers.table.view.radius)
    if not room.contains(spot):  # no clear place near: inside the frame all the same
        spot = spot.clamp(room)
    placed.append(spot)
    return spot
