"""The ninjas' figures as drawn, which the summoning's marks keep off (s25, E4 brief
point 1; newcomer A, s24, FR 1920x1080, k27/q10: the summoning's dice, its 'x3' plates
and its '+2' lay over the ninjas, and the other clan's '+1' pills over their heads,
stacked with the walks' numbers). Nothing of the summoning covers a ninja now:

- on a hex with summoning dice, its ninja steps aside while they are there: drawn
  smaller (ASIDE of its height) at the hex's foot, the dice row above its head, all
  inside the hex's middle (a hex is too small for the figure and two dice side by side);
- the 'x3' plates, the '+N' that rise and the other clan's '+2' pills are placed off
  every figure, as they were off every count (dice_place.clear_spot).

Each figure's box is its ink (its picture's bounding box), worked out once per position,
board place and hexes with dice (per_state.py), not every frame."""

from __future__ import annotations

from typing import Any

import pygame

from . import art
from .dice_place import clear_of, clear_spot, count_boxes
from .per_state import kept, state_key

ASIDE = 0.6
"""A figure's height on a hex with summoning dice, in its height elsewhere."""
ASIDE_FOOT = 0.62
"""Where its feet stand then, below the hex's middle, in the hex's radius."""

Piece = tuple[int, int, tuple[int, int], int, tuple[int, int]]


def standing(layers: Any, aside: frozenset[Any]) -> list[Piece]:
    """The stacks' pieces as drawn (map_layers.MapLayers.pieces): on a hex of `aside`
    (summoning dice there) the figure smaller at the hex's foot; counts unchanged."""
    view = layers.table.view
    pieces = layers.pieces()
    if not aside:
        return pieces
    r = view.radius
    out = []
    for seat, count, foot, tall, badge in pieces:
        h = view.hex_at(badge)  # (a count stands inside its hex)
        if h in aside:
            cx, cy = view.centre(h)
            foot = (cx + (foot[0] - cx) * 2 // 3 - int(r * 0.2), cy + int(r * ASIDE_FOOT))
            tall = round(tall * ASIDE)
        out.append((seat, count, foot, tall, badge))
    return out


def figure_boxes(layers: Any) -> list[pygame.Rect]:
    """The box of each stack's figure on the board, where its ink lies. `layers`: the
    table's MapLayers (not imported: it imports this)."""
    if not layers.pieces():
        return []
    view = layers.table.view
    aside = layers.aside()
    key = (state_key(layers.table), view.radius, view.origin, aside)

    def make() -> list[pygame.Rect]:
        boxes = []
        for seat, _, foot, tall, _ in standing(layers, aside):
            figure = art.figure(seat, tall)
            place = figure.get_rect(midbottom=foot)
            boxes.append(figure.get_bounding_rect().move(place.topleft))
        return boxes

    return [pygame.Rect(box) for box in kept(layers.table, "figure_boxes").get(key, make)]


def memo(layers: Any, name: str) -> dict[Any, Any]:
    """A dict kept for the position, board place and hexes with dice shown: places
    worked out by a search (dice_place.clear_spot), once, not every frame."""
    view = layers.table.view
    key = (state_key(layers.table), view.radius, view.origin, layers.aside())
    return kept(layers.table, f"figure_clear.{name}").get(key, dict)


def above_figures(
    layers: Any, h: Any, size: tuple[int, int], room: pygame.Rect
) -> pygame.Rect | None:
    """A row of `size` on hex `h` standing just above its figures' heads (None where
    no figure stands there), inside `room`, off every count."""
    view = layers.table.view
    aside = layers.aside()
    pieces = standing(layers, aside)
    boxes = figure_boxes(layers)
    own = [box for piece, box in zip(pieces, boxes, strict=True) if view.hex_at(piece[-1]) == h]
    if not own:
        return None
    row = pygame.Rect((0, 0), size)
    row.midbottom = (view.centre(h)[0], min(box.top for box in own) - max(1, view.radius // 25))
    row.clamp_ip(room)
    counts = count_boxes([piece[-1] for piece in pieces], layers.badge_radius())
    return clear_of(row, counts, room)


def clear_place(
    rect: pygame.Rect,
    others: list[pygame.Rect],
    figures: list[pygame.Rect],
    room: pygame.Rect,
    reach: int,
) -> pygame.Rect:
    """`rect` off `others` (counts, dice, plates, labels) and off every figure where
    such a place lies within `reach` (dice_place.clear_spot); where none does (a crowded
    corner), off `others` alone, as before."""
    both = [*others, *figures]
    spot = clear_spot(rect, both, room, reach)
    if room.contains(spot) and spot.collidelist(both) < 0:
        return spot
    return clear_spot(rect, others, room, reach)
