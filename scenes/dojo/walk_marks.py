"""Where the chosen ninjas may walk, drawn so it is read at 1280x720: each hex a walk
may end on outlined in gold, thick, and the hex under the pointer ringed in white when
a walk may end there, in grey when none may. The outline was 2 px, the pointer's hex
unmarked: newcomer M (s17, 155, 208) walked onto water twice by mistake, the small hexes'
faint outlines read alike.

The person's other stacks, which a click chooses rather than walks onto (controls.chooses),
are not outlined as ends: a click on a gold end walks there (newcomer T, s20, 076: she
clicked her forest stack, outlined as a walk's end, and nothing walked).
"""

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
STACK_WIDTH = 2
"""The outline of another stack of the person's, which a click chooses (design px)."""
NO_WALK = (150, 150, 165)
"""The ring on a hex no walk may end on: grey, apart from a walk's gold and white."""
QUIET_WIDTH = 2
"""A walk's end's outline while a guide rings hexes (design px): thin and faint, so the
guide's ring is the one gold ring read (newcomer A, s24, z06-z08: every hex a walk could
end on ringed in the same thick gold, 'the hex ringed in gold' could not be found)."""
QUIET = (150, 128, 70)
"""Those ends' outline: a dull gold, drawn solid (a pulsing outline fills its hex with a
tint: every end tinted read as the whole board lit gold)."""


def draw(
    canvas: pygame.Surface,
    view: BoardView,
    ends: Collection[Hex],
    hover: Hex | None,
    pulse: int,
    stacks: Collection[Hex] = (),
    quiet: bool = False,
) -> None:
    """The walks' ends outlined (`pulse`: the outline's alpha, the table's glow), the
    person's other `stacks` a click chooses outlined thin in white (a click there does
    not walk: only the gold ends are where a click moves), then the hex `hover` under the
    pointer ringed over them. `quiet`: a guide rings hexes too (its ring drawn after,
    map_layers.draw_hint): the ends outlined thin and faint."""
    if quiet:
        view.mark(canvas, ends, QUIET, QUIET_WIDTH)
    else:
        view.mark(canvas, ends, theme.GOLD, END_WIDTH, pulse)
    if stacks:
        view.mark(canvas, stacks, theme.MOONLIGHT, STACK_WIDTH)
    if hover is None:
        return
    if hover in ends or hover in stacks:
        view.mark(canvas, [hover], theme.MOONLIGHT, HOVER_WIDTH)
    else:
        view.mark(canvas, [hover], NO_WALK, END_WIDTH)
