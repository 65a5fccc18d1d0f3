"""The names on a board a tag of the replay opened from the review never covers (issue
33, newcomer O, s19, Taisen FR 1280x720: 'Meilleur' stood on 'Village Singe'): Taisen's
road, which carries the two villages' names and the tiles' numbers, and Night's roof
numbers. `made_marks.tag` keeps its tag off them, in the window's coordinates."""

from __future__ import annotations

from typing import Any

import pygame


def names(scene: Any, area: pygame.Rect, scale: float) -> list[pygame.Rect]:
    """Where the board's names lie in the window (the table drawn into `area` at
    `scale`); none in a game without them."""
    found: list[pygame.Rect] = []
    if scene.game == "taisen":
        from ..taisen import layout as L

        right = L.COLUMNS[-1].right
        found.append(
            pygame.Rect(L.MARGIN_X, L.ROAD_Y - L.ROAD_H // 2, right - L.MARGIN_X, L.ROAD_H)
        )
        found.append(pygame.Rect(L.DICE_PANEL))  # its title, the dice's words under them
        found += trail_labels(scene.table)
    elif scene.game == "night":
        view = scene.table.table_view
        for building in range(len(scene.table.view.village.buildings)):
            label, centre = view.roof_label(building)
            found.append(label.get_rect(center=centre))
    return [
        pygame.Rect(
            round(area.left + rect.left * scale),
            round(area.top + rect.top * scale),
            max(1, round(rect.width * scale)),
            max(1, round(rect.height * scale)),
        )
        for rect in found
    ]


def trail_labels(table: Any) -> list[pygame.Rect]:
    """Taisen's kept trail: its moves' order badges ('1st'), dice chips and swords
    (newcomer Y, s21, 1280x720, 230z: 'You played' stood on the '1st' badge, read
    '1s'); none where the table keeps no trail."""
    from ..taisen.overlays import trail_marks

    if getattr(table, "trail", None) is None or getattr(table, "view", None) is None:
        return []
    return trail_marks(table)


def beyond(trial: pygame.Rect, named: list[pygame.Rect], gap: int) -> list[pygame.Rect]:
    """`trial` moved just above and just below each name it covers."""
    out: list[pygame.Rect] = []
    for name in named:
        if trial.colliderect(name):
            out.append(trial.move(0, name.top - gap - trial.bottom))
            out.append(trial.move(0, name.bottom + gap - trial.top))
    return out
