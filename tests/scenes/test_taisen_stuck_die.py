"""Newcomer L, s17, L142: 'No die can move a ninja: end your turn.' while the die left
stayed lit as if it could be used. A die left that no move can use is drawn dimmed,
its value kept, apart from a used die (greyed, struck) and from one that can move."""

from __future__ import annotations

import os

import pygame

from scenes.app import App
from scenes.taisen import card_art as art
from scenes.taisen import layout as L

from .conftest import Driver
from .test_taisen_hint_risk import at

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")


def _die_pixel(app: App, die: int) -> tuple[int, int, int]:
    rect = L.die_rect(die)
    return tuple(app.window.get_at((rect.centerx, rect.top + rect.height // 5)))[:3]


def test_a_die_no_move_can_use_is_dimmed_not_lit(app: App, ui: Driver) -> None:
    # the green die moves a Paper or the Shogun; the Monkey has a Rock alone
    scene = at(app, ui, "R1/-/-/-/-/-/s2/-/-/-/j m g3 -")
    assert scene.selection.only_end
    assert scene.guidance.highlights().stuck_dice == frozenset({1})
    app.draw()
    if SHOT:
        pygame.image.save(app.window, f"{SHOT}/stuck.png")
    lit = art.die_surface(1, 3, False)
    drawn = _die_pixel(app, 1)
    face = tuple(lit.get_at((lit.get_width() // 2, lit.get_height() // 5)))[:3]
    assert sum(drawn) < sum(face) * 0.8, "dimmed: darker than the die that can move"


def test_a_die_that_can_move_is_not_stuck(app: App, ui: Driver) -> None:
    scene = at(app, ui, "R1/-/-/-/-/-/s2/-/-/-/j m b1 -")
    assert not scene.selection.only_end
    assert scene.guidance.highlights().stuck_dice == frozenset()
