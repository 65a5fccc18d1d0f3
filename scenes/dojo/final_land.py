"""A finished Dojo game's board says who held which land: each land hex (not water nor
a Dojo, held by one clan's ninjas alone: ninjas/dojo/scoring.py) tinted and ringed in
its clan's colour, once the game is over. The results count '6 plains, 4 forest, 1
mountain' and 'See the board' showed the board as any other, with nothing to tell whose
hexes were counted (newcomer X, s13, 072_4, 112: 'a small picture of the final board or
of who held which land')."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.dojo.hexgrid import Hex

from .art import CLAN_COLOURS

if TYPE_CHECKING:
    from ninjas.dojo.rules import DojoState

    from .protocol import Table

WIDTH = 4
"""The ring's width, design px."""
ALPHA = 210
"""The ring's alpha; the hex's tint is a quarter of it (BoardView.outline)."""


def lands(state: DojoState) -> list[list[Hex]]:
    """Each seat's land hexes, as the rules count them."""
    terrain, ninjas = state.terrain, state.ninjas
    held: list[list[Hex]] = [[], []]
    for h, kind in sorted(terrain.items()):
        here = ninjas.get(h, [0, 0])
        if kind in ("water", "dojo") or bool(here[0]) == bool(here[1]):
            continue
        held[0 if here[0] else 1].append(h)
    return held


def draw(canvas: pygame.Surface, table: Table) -> None:
    """Once the game is over, each clan's land ringed and tinted in its colour."""
    state = table.state
    if not state.is_terminal:
        return
    for seat, hexes in enumerate(lands(state)):
        table.view.mark(canvas, hexes, CLAN_COLOURS[seat], WIDTH, ALPHA)
