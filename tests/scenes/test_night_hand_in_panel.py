"""The hand holding the string stays whole inside its panel, whichever way the throw
goes (issue 33, newcomer J, shot-106 at 1280x720: a Move to the right, the hand cut by
the hands' panel's left edge). The string at its full length and the hand behind its
near end are centred together; the string keeps the village's own scale. Every Move
and Attack of a real position, at 1280x720 and 1920x1080, in English and French."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import first_action_turn

from ninjas.core.session import Seat
from scenes.app import App
from scenes.night import NightScene
from scenes.night.string_aim import HAND_SIZE, hand_box


def aiming_table(app: App) -> NightScene:
    """Seed 4242's first action turn for seat 0 (a person), every plan Move + Attack."""
    seats = [Seat("human"), Seat("human"), Seat("human")]
    scene: NightScene = first_action_turn(app, 4242, "plan move attack", seats)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hand_is_never_cut_by_the_panel(
    sized_app: Any, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = aiming_table(app)
    canvas = pygame.Surface(size)
    scene.draw(canvas)
    throws = [a for a, _ in scene.options if a.kind in ("move", "attack")]
    assert len(throws) >= 4
    rights = 0
    for action in throws:
        scene.aiming.start(action)
        for length in (scene.aiming.limit(), 0.0, scene.aiming.limit() / 2):
            scene.aiming.length = length
            scene.draw(canvas)
            layout = scene.layout()
            near, far = scene.aiming.string_ends()
            direction = scene.aiming.throw_direction()
            rights += direction[0] > 0.5
            hand = hand_box(near, direction, layout.px(HAND_SIZE))
            panel = scene.aiming.panels(layout)[0]  # sized to its string (s11)
            assert panel.contains(hand), (str(action), length, hand, panel)
            assert panel.collidepoint(far), (str(action), length, far)
    assert rights  # a throw to the right was among them (shot-106's)
    app.pop()
    app.set_language("en")
