"""A die not used that no move can use is drawn dimmed, its value still read, apart from
a used die (greyed and struck): newcomer L, s17, L142: 'No die can move a ninja: end
your turn.' while the blue die stayed lit, as if it could be used."""

from __future__ import annotations

from typing import Any

import pygame

from . import card_art as art

FADE = 85
"""The stuck die's opacity (0..255): it sinks into the panel, its pips still read."""


def stuck(state: Any, selection: Any) -> frozenset[int]:
    """The dice of the side choosing that are not used and that no legal move uses."""
    if not (selection.moves or selection.can_end):
        return frozenset()
    dice = list(state.dice or ())
    movable = set(selection.dice_for(None))
    return frozenset(d for d, value in enumerate(dice) if value and d not in movable)


def picture(die: int, value: int) -> pygame.Surface:
    """The die face up in its colour, faded."""
    faded = art.die_surface(die, value, False).copy()
    faded.set_alpha(FADE)
    return faded


def draw(canvas: pygame.Surface, rect: pygame.Rect, die: int, value: int) -> None:
    canvas.blit(picture(die, value), rect)
