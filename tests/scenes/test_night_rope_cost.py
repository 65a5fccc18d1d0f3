"""The flying rope's drawing asks only what may change the picture (the s24 brief: rope
lag under load): VillageView.visible_lines and hidden ask only the buildings across a
stretch's x and not wholly behind it (_in_front), and draw_tokens_over measures a
token's distance to a rope only inside the rope's box (_line_box). The same pictures:
over random ropes on 4 villages, the pieces, the points hidden and the tokens near a
line are those found asking every building and every token. Speed itself is measured
in benchmarks, never in a timed test: scenes.bench_frames --game night."""

from __future__ import annotations

import random

import pygame

from ninjas.night.rules import new_game
from scenes.night import village_view
from scenes.night.village_view import VillageView


def every_building(view: VillageView) -> list[int]:
    return list(range(len(view.village.buildings)))


def test_ropes_are_hidden_as_when_every_building_was_asked() -> None:
    pygame.init()
    rng = random.Random(3)
    for seed in range(4):
        village = new_game(seed, {"players": 2}).village
        view = VillageView(village, pygame.Rect(0, 0, 900, 700))
        everything = VillageView(village, pygame.Rect(0, 0, 900, 700))
        everything._in_front = lambda a, b, v=everything: every_building(v)  # type: ignore[method-assign]
        size = village.diameter
        for _ in range(60):
            points = [(rng.uniform(0, size), rng.uniform(0, size), rng.uniform(0, 4))]
            for _ in range(rng.randint(1, 25)):
                x, y, z = points[-1]
                points.append(
                    (x + rng.uniform(-3, 3), y + rng.uniform(-3, 3), z + rng.uniform(-1, 1))
                )
            assert view.visible_lines(points) == everything.visible_lines(points)
            assert [view.hidden(p) for p in points] == [everything.hidden(p) for p in points]


def test_a_point_near_a_line_lies_inside_its_box() -> None:
    rng = random.Random(5)
    for _ in range(400):
        line = [(rng.randint(0, 300), rng.randint(0, 300)) for _ in range(rng.randint(2, 6))]
        reach = rng.uniform(1, 20)
        box = village_view._line_box(line, reach)
        for _ in range(20):
            point = (rng.randint(-30, 330), rng.randint(-30, 330))
            if village_view._near_line(point, line, reach):
                assert box.collidepoint(point), (line, reach, point)
