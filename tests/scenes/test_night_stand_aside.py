"""Newcomer R, s19 (Night EN 1920x1080): on roof 2 one ninja was hidden behind another.
A thrower stands on its string's mark at its roof's centre while it aims and while its
rope flies; it was drawn there over the ninja standing beside it (1.45 cm apart on a
roof of two, their bodies 2.2 cm wide). The others on that roof now step aside, the
thrower's place the row's middle one (scenes/night/stand_row.py): no two bodies
overlap, at rest, aiming or throwing."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import line_state, scene_of

from ninjas.night.rules import NightAction
from ninjas.night.village import Building, Village
from scenes.night import stand_row

SIZE = (1280, 720)


def _bodies(scene: Any, roof: int) -> dict[int, pygame.Rect]:
    """Each ninja on `roof` where it is drawn this frame (its spot and its nudge)."""
    view, nudges = scene.view, scene.stage.nudges()
    bodies = {}
    for seat, stands in enumerate(scene.shown().positions):
        if stands == roof:
            x, y = view.ninja_spot(roof, seat)
            dx, dy = nudges.get(seat, (0, 0))
            bodies[seat] = view.ninja_body((x + dx, y + dy))
    return bodies


def _apart(bodies: dict[int, pygame.Rect]) -> None:
    rects = sorted(bodies.values(), key=lambda r: r.x)
    for a, b in zip(rects, rects[1:], strict=False):
        assert a.right <= b.left, (a, b)  # fails before: the thrower over its neighbour


@pytest.mark.parametrize("positions", [(0, 0, 2), (0, 0, 0)])
def test_no_ninja_hides_another_on_the_thrower_s_roof(sized_app: Any, positions: Any) -> None:
    app = sized_app(SIZE)
    s = line_state([("move", "skip")] * 3, positions)
    scene = scene_of(app, s)
    canvas = pygame.Surface(SIZE)
    scene.draw(canvas)
    _apart(_bodies(scene, 0))  # at rest
    before = _bodies(scene, 0)
    scene.throw = NightAction("move", ("1", "0.0"))
    scene.draw(canvas)
    assert stand_row.on_mark(scene) == (0, 0)
    aiming = _bodies(scene, 0)
    assert aiming[0].centerx == scene.view.roof_point(0)[0]  # on the mark, at the centre
    _apart(aiming)
    scene.throw = None
    scene.play("move 1 10.0")  # a miss: it stays on the mark while its rope lies
    for _ in range(10):
        scene.update(1 / 60)
    scene.draw(canvas)
    assert scene.rope is not None and not scene.rope.told
    _apart(_bodies(scene, 0))
    for _ in range(900):  # the rope put away: back in their row
        if scene.rope is None:
            break
        scene.update(1 / 60)
    scene.draw(canvas)
    assert stand_row.on_mark(scene) is None
    assert _bodies(scene, 0) == before


def test_the_others_keep_their_side_of_the_one_on_the_mark() -> None:
    offsets, me, back = stand_row.row([0, 1], 0, 10.0, 2.9, 2.4, 0)
    assert me == 0.0 and back is None and stand_row.row([0, 1], 1, 10.0, 2.9, 2.4, 0)[1] == 2.9
    assert stand_row.row([0, 1], 0, 10.0, 2.9, 2.4, 1)[1] == -2.9
    assert stand_row.row([0, 1, 2], 1, 8.0, 2.9, 2.4, 1)[1] == 0.0
    assert stand_row.row([0, 1, 2], 0, 8.0, 2.9, 2.4, None)[1] == -2.8  # as wide as it is


def _heads_seen(scene: Any, roof: int) -> dict[int, float]:
    """How much of each ninja's head (the top quarter of its picture, hat and arms: 0.65
    of its height wide) no ninja drawn after it (nearer, lower on the screen) covers."""
    view = scene.view
    bodies = _bodies(scene, roof)
    figures = {s: b.inflate(b.w * 5 // 8, 0) for s, b in bodies.items()}
    seen = {}
    for seat, figure in figures.items():
        head = pygame.Rect(figure.x, figure.y, figure.w, figure.h // 4)
        mask = pygame.mask.Mask(head.size, fill=True)
        for other, over in figures.items():
            if (over.bottom, other) > (figure.bottom, seat):  # drawn after it
                clip = head.clip(over)
                if clip.w and clip.h:
                    hole = pygame.mask.Mask(clip.size, fill=True)
                    mask.erase(hole, (clip.x - head.x, clip.y - head.y))
        seen[seat] = mask.count() / (head.w * head.h)
    assert view is not None
    return seen


def test_four_on_a_narrow_roof_stand_in_two_rows_every_head_seen(sized_app: Any) -> None:
    """Four ninjas on a roof 8 cm wide stood 1.9 cm apart in one line, each picture
    3.6 cm wide: a hat and face half under the next one's. Every other one now stands a
    step back, its head over the shoulders of those in front, at rest and while one of
    them aims (its place the middle)."""
    app = sized_app(SIZE)
    s = line_state([("move", "skip")] * 4, (0, 0, 0, 0), players=4)
    buildings = list(s.village.buildings)
    buildings[0] = Building(0, 0, 8, 8, 1)
    s.village = Village("line", 100, buildings, [])
    scene = scene_of(app, s)
    canvas = pygame.Surface(SIZE)
    scene.draw(canvas)
    seen = _heads_seen(scene, 0)
    assert min(seen.values()) >= 0.75, seen  # fails before: 0.5
    scene.throw = NightAction("move", ("1", "0.0"))
    scene.draw(canvas)
    seen = _heads_seen(scene, 0)
    assert min(seen.values()) >= 0.65, seen  # a row of five places: closer
