"""Where a ribbon over the Dojo map goes (the turn's 'Hélène, turn 3', the end's 'Blue
clan took your Dojo' with its Go on under it): at the map's top, as before, unless it
would cover a Dojo there; then where it covers the fewest Dojos, then the fewest hexes
with ninjas, then the fewest hexes (newcomer M, s11: on the maps whose top hex is a
Dojo, crescent, island and some random ones, the turn's ribbon lay over that Dojo and
its count).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from .board_view import hex_cover
from .per_state import kept, state_key

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px

TOP = 28
"""The ribbon's top under the map's top edge where nothing is in its way (design px)."""
STEP = 8
"""Between two places tried, down the map (design px)."""


def ribbon_rect(table: Table, width: int, height: int, below: int = 0) -> pygame.Rect:
    """The ribbon of `width` x `height` (real px), centred across the map, with `below`
    px under it kept as its own (a button): the first place, from the top, where the
    whole covers the fewest Dojos, then hexes with ninjas, then hexes."""
    area = table.layout.map
    key = (state_key(table), tuple(area), width, height, below, theme.scale())
    top = kept(table, "ribbon").get(key, lambda: _best_top(table, width, height + below))
    rect = pygame.Rect(0, 0, width, height)
    rect.midtop = (area.centerx, top)
    return rect


def _best_top(table: Table, width: int, height: int) -> int:
    area = table.layout.map
    view = table.view
    state = table.state
    dojos = {d for d in state.dojos if d is not None}
    held = {h for h, c in table.stage.shown_ninjas().items() if c[0] or c[1]}
    covers = {h: hex_cover(view.centre(h), view.radius) for h in {*state.terrain, *dojos}}
    first = area.top + px(TOP)
    last = max(first, area.bottom - px(10) - height)
    best: tuple[tuple[int, int, int], int] | None = None
    for top in [first, *range(first + px(STEP), last, px(STEP)), last]:
        block = pygame.Rect(area.centerx - width // 2, top, width, height)
        hit = [h for h, rects in covers.items() if block.collidelist(rects) >= 0]
        cost = (len(dojos.intersection(hit)), len(held.intersection(hit)), len(hit))
        if best is None or cost < best[0]:
            best = (cost, top)
        if cost[0] == 0 and top == first:  # the top, as before, when no Dojo is under it
            break
    assert best is not None
    return best[1]
