"""Issue 33 (Night): tokens are never hidden by what the table draws over the village:
the string's mark at a thrower's feet (at its roof's centre while it aims), or the
grapnel or fist lying where it landed until the next action."""

from __future__ import annotations

import math

import pygame
from support.night_line import give, line_state, scene_of

from ninjas.night.village import named_village
from scenes.app import App
from scenes.night.palette import SEAT_COLOURS
from scenes.night.rope_view import MARK_RADIUS
from scenes.night.village_view import (
    NINJA_BASE_CM,
    TOKEN_SPOTS,
    TOKEN_SQUASH,
    VillageView,
    _bright,
)


def test_no_token_lies_under_the_string_s_mark() -> None:
    """The thrower stands at its roof's centre while it aims, the string's mark at its
    feet: the third token lay there, under the mark."""
    pygame.init()
    village = named_village("crossroads")
    view = VillageView(village, pygame.Rect(0, 0, 1000, 640))
    rx = view.token_size() / 2
    ry = rx * TOKEN_SQUASH
    r = view.px(MARK_RADIUS) * 4 / 3  # the red dot and its ring
    for building in range(len(village.buildings)):
        x, y = view.roof_point(building)
        for k in range(len(TOKEN_SPOTS)):
            tx, ty = view.token_spot(building, k)
            dx, dy = x - tx, y - ty
            gap = math.hypot(dx, dy)
            # the token's ellipse reaches this far toward the mark
            reach = 1 / math.sqrt((dx / gap / rx) ** 2 + (dy / gap / ry) ** 2)
            assert gap > reach + r, (building, k)


def test_a_token_under_the_landed_grapnel_is_seen_over_it(app: App) -> None:
    s = line_state([("move", "skip")] * 3, (0, 2, 3))
    for kind in ("v1", "v2", "v3"):
        give(s, kind, building=1)
    scene = scene_of(app, s)
    scene.shown_seat = 0
    # the grapnel's centre lands beside the third token's, from roof 0's centre (5, 5)
    scene.play(f"move 1 {20 + TOKEN_SPOTS[2][0]:.1f}")
    assert s.positions[0] == 1
    for _ in range(600):
        if scene.rope is None:
            break
        scene.update(1 / 60)
    lying = scene.stage.lying
    assert lying is not None
    token = s.roofs[1][2]
    spot = scene.view.token_spot(1, 2)
    end = scene.view.project(*lying.frames[lying.frame][-1])
    assert math.dist(end, spot) < scene.view.token_size() / 2  # it lies on the token
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    with_rope = [canvas.get_at((spot[0] + dx, spot[1])) for dx in (-2, 0, 2)]
    kept, scene.stage.lying = scene.stage.lying, None
    scene.draw(canvas)
    bare = [canvas.get_at((spot[0] + dx, spot[1])) for dx in (-2, 0, 2)]
    scene.stage.lying = kept
    for a, b in zip(with_rope, bare, strict=True):  # the token, whole, over the grapnel
        assert all(abs(p - q) <= 3 for p, q in zip(a, b, strict=True)), (token, a, b)


def test_ninjas_on_one_roof_stand_apart_each_on_a_base_of_its_colour(app: App) -> None:
    """Ninjas on one roof stood in seat order 1.9 cm apart, one behind another, and at
    a roof's back edge it was not clear which roof they stood on: those there stand
    side by side, their bodies apart, the row centred on the roof, each on a base of
    its seat's colour."""
    s = line_state([("skip", "skip")] * 3, (0, 0, 0))
    scene = scene_of(app, s)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    view = scene.view
    bodies = [view.ninja_body(view.ninja_spot(0, seat)) for seat in range(3)]
    for a, b in zip(bodies, bodies[1:], strict=False):
        assert a.right <= b.left, (a, b)
    centre = view.roof_point(0)[0]
    assert abs((bodies[0].centerx + bodies[2].centerx) / 2 - centre) <= 2
    s.positions = [0, 1, 1]
    scene.draw(canvas)
    assert abs(view.ninja_spot(0, 0)[0] - view.roof_point(0)[0]) <= 1  # alone: centred
    rim = _bright(SEAT_COLOURS[0])
    x, y = view.ninja_spot(0, 0)
    rx = round(NINJA_BASE_CM * view.scale)
    for side in (-1, 1):  # its base's rim, either side of its feet
        seen = {
            canvas.get_at((x + side * (rx - k), y + dy))[:3] for k in range(4) for dy in (-1, 0, 1)
        }
        assert rim in seen, side
