"""A gamepad at the Taisen table: the choices its focus moves among (the dice that can
move a card, the cards of the side to move that can move, by the part of each drawn
uncovered, and End the turn when it may end), each with what A does."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ..pads import PadTarget
from . import layout as L
from .selection import Selection


def pad_targets(
    selection: Selection,
    view: Any,
    side: int,
    end_rect: pygame.Rect,
    choose: Callable[[str, int], None],
    end_turn: Callable[[], None],
) -> list[PadTarget]:
    """The side to move's choices: A on one calls `choose(kind, value)` ("die" or
    "card", as a click on it would choose it), or `end_turn`."""
    targets = [
        PadTarget(L.die_rect(die), lambda die=die: choose("die", die), ("die", die))
        for die in selection.dice_for(None)
    ]
    for local in selection.cards_for(None):
        rect = card_shown(view, side * 10 + local)
        if rect is not None:
            action = lambda local=local: choose("card", local)  # noqa: E731
            targets.append(PadTarget(rect, action, ("card", local)))
    if selection.can_end:
        targets.append(PadTarget(end_rect, end_turn, "end"))
    return targets


def card_shown(view: Any, card: int) -> pygame.Rect | None:
    """The part of a card drawn on the board that no card above it covers."""
    if card not in view.order:
        return None
    x, y = view.card_xy(card)
    rect = pygame.Rect(round(x), round(y), L.CARD_W, L.CARD_H)
    for above in view.order[view.order.index(card) + 1 :]:
        ax, ay = view.card_xy(above)
        other = pygame.Rect(round(ax), round(ay), L.CARD_W, L.CARD_H)
        if other.colliderect(rect) and other.top > rect.top:
            rect.height = min(rect.height, other.top - rect.top)
    return rect
