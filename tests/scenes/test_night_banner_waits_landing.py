"""Newcomer R, s19 (Night EN 1920x1080): a throw's result banner showed while the
grapnel was still flying. The banner of the throw before (of the thrower's own Move
before its Shuriken, or of the seat before, which stays a while into the next turn)
stayed up over the new rope: read as this throw's result, told before its landing. A
new throw's rope takes any banner away; its own comes when it lands."""

from __future__ import annotations

import pygame
from support.night_line import give, line_state, scene_of

from scenes.app import App
from scenes.night import rope_view

from .test_night_misses import land

SIZE = (1280, 720)


def _flying(scene, frames: int = 6) -> None:  # type: ignore[no-untyped-def]
    for _ in range(frames):
        scene.update(1 / 60)
    assert scene.rope is not None and not scene.rope.told  # still in the air


def test_the_next_seat_s_throw_flies_with_no_banner_over_it(app: App) -> None:
    s = line_state([("move", "skip")] * 3, (0, 2, 3))
    scene = scene_of(app, s)
    canvas = pygame.Surface(SIZE)
    scene.play("move 1 20.0")
    land(scene)
    scene.draw(canvas)
    assert scene.table_view.banner_rect is not None  # seat 0's hit told
    scene.play("end")
    assert s.current_player == 1
    scene.play("move 1 20.0")  # at once: seat 0's banner would stay 1.5 s after its landing
    _flying(scene)
    scene.draw(canvas)
    assert scene.stage.result_text is None  # fails before: seat 0's result
    assert scene.table_view.banner_rect is None
    land(scene)
    scene.draw(canvas)
    assert scene.stage.result_text is not None and scene.table_view.banner_rect is not None


def test_a_shuriken_after_the_move_flies_with_no_banner_over_it(app: App) -> None:
    s = line_state([("move", "skip")] * 3, (0, 2, 3))
    give(s, "shuriken", seat=0)
    scene = scene_of(app, s)
    canvas = pygame.Surface(SIZE)
    scene.play("move 1 20.0")
    land(scene)
    scene.draw(canvas)
    assert scene.table_view.banner_rect is not None
    scene.play("shuriken 0 1 20.0")  # at Blue, on roof 3, within the string's reach
    _flying(scene)
    scene.draw(canvas)
    assert scene.stage.result_text is None  # fails before: the Move's result, 4 s
    assert scene.table_view.banner_rect is None
    land(scene)
    scene.draw(canvas)
    result = scene.stage.result_text
    assert result is not None and "Shuriken" in result[0]


def test_a_grapnel_caught_on_an_edge_is_told_once_it_lies_still(app: App) -> None:
    """The throw's simulation calls a grapnel down as it catches on a roof's edge (its
    `landed` frame, late); from there it may still fall to the ground: its result was
    told as it caught, the banner up while it fell. It is told once it lies still
    (`rests`: within REST_CM of where it ends)."""
    frames = [[(0.0, 0.0, z)] for z in (5.0, 4.0, 3.1, 3.1, 3.1, 1.5, 0.2, 0.0, 0.0)]
    assert rope_view.resting(frames, 2) == 6  # off the edge at 3.1 cm, then down
    assert rope_view.resting(frames[:5], 2) == 2  # still from the landing: at once
    s = line_state([("move", "skip")] * 3, (0, 2, 3))
    scene = scene_of(app, s)
    scene.play("move 1 30.0")  # a miss past roof 2
    rope = scene.rope
    assert rope is not None and s.positions[0] == 0
    rope.rests = rope.landed + 12  # as one caught on an edge, falling 0.4 s after
    told_at = None
    for _ in range(600):
        scene.update(1 / 60)
        if rope.told:
            told_at = rope.age * rope_view.ROPE_FPS
            break
        assert scene.stage.result_text is None
    assert told_at is not None and told_at >= rope.rests  # fails before: at `landed`
