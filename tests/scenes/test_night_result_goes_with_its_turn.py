"""A throw's result and its rope go when the thrower's turn is over (issue 33, newcomer
G, c6.png): the computer's landed grapnel, its rope and the gold banner lay over roof
8's tokens while the next person chose where to go. Within the thrower's own turn they
stay RESULT_SECONDS; once another turn begins, RESULT_AFTER_TURN after the landing at
most (a computer that ends its turn at once still leaves its throw seen)."""

from __future__ import annotations

import pygame
from support.night_line import line_state, scene_of

from scenes.app import App
from scenes.night.staging import RESULT_AFTER_TURN, RESULT_SECONDS


def settle(scene, seconds: float) -> None:  # type: ignore[no-untyped-def]
    for _ in range(round(seconds * 60)):
        scene.update(1 / 60)


def thrown_and_landed(app: App):  # type: ignore[no-untyped-def]
    s = line_state([("move", "skip")] * 3, (0, 2, 3))
    scene = scene_of(app, s)
    # Red holds the laptop, as a person who throws does: else the table, shown to
    # nobody, passes Red's turn once the throw is told, nothing being left to do in it
    # (skip_handoff.py, 9b69bee)
    scene.shown_seat = 0
    scene.play("move 1 20.0")
    while scene.rope is not None and not scene.rope.told:
        scene.update(1 / 60)
    assert scene.stage.result_text is not None
    return scene, scene.time


def test_the_result_and_the_rope_stay_through_the_thrower_s_turn(app: App) -> None:
    scene, landed = thrown_and_landed(app)
    settle(scene, RESULT_SECONDS - 0.5 - (scene.time - landed))
    assert scene.stage.result_text is not None and scene.stage.rope_down() is not None


def test_the_result_and_the_rope_go_once_the_next_turn_has_begun(app: App) -> None:
    scene, landed = thrown_and_landed(app)
    settle(scene, 0.2)
    scene.play("end")  # Blue's turn begins
    settle(scene, 1 / 60)
    assert scene.stage.result_text is not None  # just landed: still seen a moment
    settle(scene, RESULT_AFTER_TURN + 0.1 - (scene.time - landed))
    assert scene.time - landed < RESULT_SECONDS  # the old rule still showed them
    assert scene.stage.result_text is None and scene.stage.rope_down() is None
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    assert scene.table_view.banner_rect is None
    assert scene.stage.rope_lines() == [] and scene.stage.rope_end_box() is None


def test_a_result_told_long_before_the_turn_ends_goes_at_once(app: App) -> None:
    scene, landed = thrown_and_landed(app)
    settle(scene, RESULT_AFTER_TURN + 0.5)
    assert scene.stage.result_text is not None  # the thrower's turn: still shown
    scene.play("end")
    settle(scene, 1 / 60)
    assert scene.stage.result_text is None and scene.stage.rope_down() is None
