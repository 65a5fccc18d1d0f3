"""The computer's last turn left on the board (trail.py: its trails, order badges '1st',
dice chips, dashed landings, swords; tally.py: its fights' '3 > 2'; unused_mark.py)
fades once the person chooses a move of her own: a die or a ninja picked, or a move
previewed under the pointer. Her preview and its 'Combat!' then read alone over the
board (newcomer O, s18, 051, 081: the badge at tile 1 half hidden under her 'Combat!').
Faint, not gone: back to nothing chosen they show whole again, and T replays the turn."""

from __future__ import annotations

from typing import Any

import pygame

from . import trail

FAINT = 56
"""The marks' alpha (of 255) while the person chooses."""


def faded(table: Any) -> bool:
    """The person to move is choosing: a die or a ninja picked, or a move previewed."""
    if not table.can_act or table.animator.busy or table.again:
        return False
    selection = table.selection
    if selection.die is not None or selection.card is not None:
        return True
    return table.guidance.candidate() is not None


class MarksLayer:
    """A canvas-sized transparent layer the faded marks are drawn on, kept (made again
    when the canvas' size changes)."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None

    def blank(self, size: tuple[int, int]) -> pygame.Surface:
        if self.surface is None or self.surface.get_size() != size:
            self.surface = pygame.Surface(size, pygame.SRCALPHA)
        self.surface.fill((0, 0, 0, 0))
        return self.surface


LAYER = MarksLayer()


def draw(canvas: pygame.Surface, table: Any) -> None:
    """The kept turn's trail (under the effects, over the cards), whole or faint; the
    view draws the fights' tallies itself unless they are faint (then here)."""
    view = table.view
    fade = view.tallies.faded  # (set by the table before the view draws: faded())
    moves, combats = table.trail, table.trail_combats
    if not (moves or combats or (fade and view.tallies)):
        return
    target = LAYER.blank(canvas.get_size()) if fade else canvas
    if fade:
        view.tallies.draw(target, view.stacks)
    if moves or combats:
        shown = trail.shown(moves, combats, table.animator)
        tallies = view.tallies.rects(view.stacks)  # kept readable
        cards = view.card_rects()  # the order badges off their faces
        trail.draw(target, *shown, table.time, tallies, table.app.tr, cards)
    if fade:
        target.set_alpha(FAINT)  # (a per-pixel alpha surface: its alpha scales them)
        canvas.blit(target, (0, 0))
        target.set_alpha(None)
