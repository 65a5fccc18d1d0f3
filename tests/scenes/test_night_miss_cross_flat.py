"""A miss's cross lies flat on the spot where the grapnel or fist fell, seen at the
village's tilt, each arm hidden where a building stands in front of it (the s24 brief:
'a miss's X mark is drawn over the roof behind: make it sit on the miss spot, clearly').
It was an upright screen cross drawn over everything around the spot."""

from __future__ import annotations

import pygame
from support.night_line import line_state, scene_of

from scenes import theme
from scenes.app import App
from scenes.night import rope_view


def vermilion(canvas: pygame.Surface) -> list[tuple[int, int]]:
    w, h = canvas.get_size()
    return [
        (x, y) for x in range(w) for y in range(h) if canvas.get_at((x, y))[:3] == theme.VERMILION
    ]


def test_the_cross_lies_flat_and_the_building_in_front_hides_its_arms(app: App) -> None:
    scene = scene_of(app, line_state())
    scene.draw(pygame.Surface(app.view_size))
    view = scene.view
    canvas = pygame.Surface(app.view_size)
    open_ground = pygame.Surface(app.view_size)  # between roofs 1 and 2: nothing in front
    rope_view.draw_miss(open_ground, view, (35.0, 5.0, 0.0))
    whole = vermilion(open_ground)
    xs, ys = [x for x, _ in whole], [y for _, y in whole]
    assert max(ys) - min(ys) < (max(xs) - min(xs)) * 0.8  # flat, at the tilt
    # beside roof 3 (x 0..10, y 30..40, two floors), on the ground: the cross's left
    # arms reach x 8.8, inside that building's footprint, hidden by it
    end = (11.0, 35.0, 0.0)
    assert not view.hidden(end)
    rope_view.draw_miss(canvas, view, end)
    drawn = vermilion(canvas)
    assert drawn
    xs, ys = [x for x, _ in drawn], [y for _, y in drawn]
    wall = view.project(10.0, 40.0, 0.0)[0]  # the building's right side on screen
    assert min(xs) >= wall - 1  # fails before: the cross stood over its wall
    centre = view.project(*end)
    assert min(xs) < centre[0] < max(xs) and min(ys) <= centre[1] <= max(ys)
