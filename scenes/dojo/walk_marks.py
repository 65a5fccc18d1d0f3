"""Where the chosen ninjas may walk, drawn so it is read at 1280x720: each hex a walk
may end on outlined in gold, thick, and the hex under the pointer ringed in white when
a walk may end there, in grey when none may. The outline was 2 px, the pointer's hex
unmarked: newcomer M (s17, 155, 208) walked onto water twice by mistake, the small hexes'
faint outlines read alike."""

from __future__ import annotations

from collections.abc import Collection

import pygame

from ninjas.dojo.hexgrid import Hex

from .. import theme
from .board_view import BoardView

END_WIDTH = 4
"""A walk's end's outline (design px)."""
HOVER_WIDTH = 6
"""The ring on the hex under the pointer (design px)."""
NO_WALK = (150, 150, 165)
"""The ring on a hex no walk may end on: grey, apart from a walk's gold and white."""


def draw(
    canvas: pygame.Surface, view: BoardView, ends: Collection[Hex], hover: Hex | None, pulse: int
) -> None:
    """The walks' ends outlined (`pulse`: the outline's alpha, the table's glow), then the
    hex `hover` under the pointer ringed over them."""
    view.mark(canvas, ends, theme.GOLD, END_WIDTH, pulse)
    if hover is None:
        return
    if hover in ends:
        view.mark(canvas, [hover], theme.MOONLIGHT, HOVER_WIDTH)
    else:
        view.mark(canvas, [hover], NO_WALK, END_WIDTH)
