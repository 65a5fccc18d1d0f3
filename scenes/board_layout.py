"""What the layout of every table drawn around one board holds (Dojo's hex map, Night's
village): the surface's size in real pixels, its scale from design units, and the
board's rect. Each table's layout adds its own panels."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class BoardLayout:
    size: tuple[int, int]
    scale: float
    """Real pixels per design pixel (theme.scale_for(size))."""
    map: pygame.Rect
    """The board's rect (the hex map, the village)."""

    def px(self, length: float) -> int:
        """A design length in real pixels."""
        return round(length * self.scale)
