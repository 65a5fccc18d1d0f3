"""A roof is framed in gold for the row under the pointer only once the pointer has
moved since the list came, as the row itself is lit (issue 33, newcomer O, s8
n-36.png: the plan confirmed, the pointer resting where 'Go to roof 7' then appeared,
roof 7 wore the gold target frame though the hint's plan was roof 5, and no row was
lit)."""

from __future__ import annotations

import pygame
from support.night_line import line_state, person_table

from scenes.app import App
from scenes.night.palette import TARGET_GOLD

CANVAS = (1280, 720)


def test_a_resting_pointer_frames_no_roof(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    s = line_state([("move", "skip")] * 3, (0, 2, 1))
    scene = person_table(app, s)
    rows = scene.option_list.option_rects
    rect, index = next((r, i) for r, i in rows if scene.options[i][0].kind == "move")
    target = scene.target_roof(scene.options[index][0])
    assert target is not None
    framed: list[int] = []
    real = scene.view.ring_roof

    def ring(canvas, building, colour, width):  # type: ignore[no-untyped-def]
        if colour == TARGET_GOLD:
            framed.append(building)
        return real(canvas, building, colour, width)

    monkeypatch.setattr(scene.view, "ring_roof", ring)
    scene.mouse = rect.center
    scene.option_list.offer(scene.options)  # a new list under the resting pointer
    scene.draw(pygame.Surface(CANVAS))
    assert scene.option_list.pointed() is None
    assert target not in framed  # fails before: framed, its row not lit
    scene.mouse = (rect.centerx + 1, rect.centery)  # the pointer moves: row and roof lit
    scene.draw(pygame.Surface(CANVAS))
    assert scene.option_list.pointed() == scene.options[index][0]
    assert target in framed
