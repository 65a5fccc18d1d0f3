"""The Dojo's ending seen before the scores (results_moment.py; newcomer H, s16, 090/091:
'no picture of the final board on this screen (need "See the board")'), as Taisen's
and Night's results open: the board unveiled, each clan's land ringed in its colour as
the game counted it (final_land.py), the winner marked in gold (the Dojo it took, or
the land that won it), a caption saying how it ended in the results' own words
('The end: Hélène (Orange clan) took the Blue clan's Dojo.'). The game is over: the
board is public."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ninjas.dojo.results import score_breakdown

from .. import theme
from ..results_ending import ending_text
from . import final_land
from .ribbon_place import ribbon_rect

SECONDS = 0.6
"""How long the picture shows before the hold (results_moment.HOLD_SECONDS)."""
WIDTH = 5
"""The gold ring's width, design px (the land's own rings: final_land.WIDTH, 4)."""


class FinalBoard:
    """The moment over the Dojo `table` (a DojoScene) at its end."""

    duration = SECONDS
    unfolds = False

    def __init__(self, table: Any) -> None:
        self.table = table
        self.state = table.state

    def marked(self) -> list[tuple[int, int]]:
        """The hexes ringed in gold: the Dojo taken, or the winner's land (none in a draw)."""
        state = self.state
        winner = state.winner
        if winner is None:
            return []
        if state.end_reason == "dojo":
            taken = state.dojos[1 - winner]
            return [] if taken is None else [tuple(taken)]
        return [tuple(h) for h in final_land.lands(state)[winner]]

    def caption(self) -> str:
        table = self.table
        line = score_breakdown(self.state).ending
        said = ending_text(table.app, table.session, line)
        return str(table.app.tr("results.moment.dojo", ending=said))

    def room(self, canvas: pygame.Surface) -> int:
        """The caption's lines at most this wide: inside the map, the seats' panels clear."""
        return int(self.table.layout.map.width - theme.px(96))

    def anchor(self, canvas: pygame.Surface) -> pygame.Rect:
        """Where the table's ribbons go: over the map, clear of the Dojos."""
        area = self.table.layout.map
        return ribbon_rect(self.table, area.width - theme.px(48), theme.px(120))

    def draw(self, canvas: pygame.Surface, t: float) -> None:
        hexes = self.marked()
        if not hexes:
            return
        beat = round(3 * (1 + math.sin(t * 6)) / 2)  # a gentle beat, in 4 steps
        self.table.view.mark(canvas, hexes, theme.GOLD, WIDTH, 170 + 28 * beat)
