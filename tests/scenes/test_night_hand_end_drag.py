"""The string's hand end may be dragged too (issue 33, newcomer R, n22): a press on the
hand, where the red mark is, set the far end there, and the string collapsed to 0. Now
the press keeps the length, and pulling the hand back lengthens the string as the far
end pulled out would."""

from __future__ import annotations

import math

import pygame

from scenes.app import App

from .test_night_hand_in_panel import aiming_table


def mouse(scene, kind: int, pos: tuple[int, int], held: bool) -> None:  # type: ignore[no-untyped-def]
    buttons = (1, 0, 0) if held else (0, 0, 0)
    extra = {"button": 1} if kind != pygame.MOUSEMOTION else {"buttons": buttons, "rel": (0, 0)}
    scene.handle_event(pygame.event.Event(kind, pos=pos, **extra))


def test_a_drag_from_the_hand_end_keeps_and_sets_the_length(app: App) -> None:
    scene = aiming_table(app)
    canvas = pygame.Surface((1280, 720))
    move = next(a for a, _ in scene.options if a.kind == "move")
    scene.aiming.start(move)
    scene.aiming.length = 15.0
    scene.draw(canvas)
    near, far = scene.aiming.string_ends()
    hand = (round(near[0]), round(near[1]))
    mouse(scene, pygame.MOUSEBUTTONDOWN, hand, True)
    assert scene.length == 15.0  # fails before: 0.0, the far end set on the hand
    ux, uy = far[0] - near[0], far[1] - near[1]
    span = math.hypot(ux, uy)
    back = (round(hand[0] - ux / span * 40), round(hand[1] - uy / span * 40))
    mouse(scene, pygame.MOUSEMOTION, back, True)
    mouse(scene, pygame.MOUSEBUTTONUP, back, False)
    longer = scene.length
    assert longer > 15.0, longer  # the hand pulled back: a longer string
    # the far end pulled out as far gives the same length
    scene.aiming.length = 15.0
    scene.draw(canvas)
    near, far = scene.aiming.string_ends()
    tip = (round(far[0]), round(far[1]))
    out = (round(tip[0] + ux / span * 40), round(tip[1] + uy / span * 40))
    mouse(scene, pygame.MOUSEBUTTONDOWN, tip, True)
    mouse(scene, pygame.MOUSEMOTION, out, True)
    assert abs(scene.length - longer) <= 0.3, (scene.length, longer)
