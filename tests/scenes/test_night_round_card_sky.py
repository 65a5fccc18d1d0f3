"""Newcomer K, s17 (103, 137, 153): the 'Round N of 6' card sat across the middle of
the village and hid the roofs she wanted to look at while it said who plays first. It
now stands over the sky above the village (or below it, whichever covers less): on a
real village it covers no roof's middle and no ninja, at 1280x720 and 1920x1080."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import first_action_turn

from ninjas.core.session import Seat
from scenes.night.round_card import HOLD_AT


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_the_round_card_leaves_the_roofs_and_ninjas_in_sight(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    scene = first_action_turn(app, 3, "plan move collect", seats)
    canvas = pygame.Surface(size)
    scene.draw(canvas)
    card = scene.stage.round_card
    card.showing, card.age = (2, 1), HOLD_AT
    rect = card.draw(canvas, scene.layout())
    assert rect is not None and scene.layout().map.contains(rect)
    view = scene.view
    for k in range(len(view.village.buildings)):  # fails before: across the middle
        assert not rect.collidepoint(view.roof_point(k)), k
    for seat, stands in enumerate(scene.state.positions):
        if stands is not None:
            assert not rect.colliderect(view.ninja_body(view.ninja_spot(stands, seat))), seat
    app.set_language("en")
