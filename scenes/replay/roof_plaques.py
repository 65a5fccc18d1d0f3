"""Night's roof numbers over the replay's marks (newcomer I, s16, nc-I 105, 158.png: the
review's ring round roof 2 and its 'Best' tag hid roof 9's number). Each mark draws
its own roof's number over its ring (board_marks); a ring, a tag or an arrow may still
cover a neighbour's, so every roof's plaque is drawn again over the marks, where the
table draws it (table_view.roof_label), before the words' tags."""

from __future__ import annotations

from typing import Any

import pygame

from .made_marks import blit_label


def draw(scene: Any, canvas: pygame.Surface, area: pygame.Rect) -> None:
    """Every roof's number over the marks drawn into `area` (the table laid out at the
    canvas' size, scaled); nothing for a game without roofs."""
    if scene.game != "night":
        return
    table = scene.table
    scale = area.width / max(1, canvas.get_width())
    for building in range(len(table.view.village.buildings)):
        label, (x, y) = table.table_view.roof_label(building)
        blit_label(
            canvas, label, (round(area.left + x * scale), round(area.top + y * scale)), scale
        )
