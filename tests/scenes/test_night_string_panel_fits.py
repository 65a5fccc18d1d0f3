"""The string's panel holds its string at its full length in the throw's direction,
with the hand; the log shows under it (newcomer J, s11 nc-J/071 had the panel sized to
each string; since newcomer O, s18, 220/226, it is one panel for every throw that fits
it, the log at the column's foot: test_night_aim_one_layout.py); no panel covers another.
1280x720 and 1920x1080, English and French (the prompt's height moves the panel)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.night.string_aim import HAND_SIZE, hand_box

from .test_night_hand_in_panel import aiming_table


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_string_s_panel_fits_its_string(sized_app: Any, lang: str, size: Any) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = aiming_table(app)
    canvas = pygame.Surface(size)
    scene.draw(canvas)
    throws = [a for a, _ in scene.options if a.kind in ("move", "attack")]
    logged = 0
    for action in throws:
        scene.aiming.start(action)
        scene.aiming.length = scene.aiming.limit()
        scene.draw(canvas)
        layout = scene.layout()
        panel, log = scene.aiming.panels(layout)
        near, far = scene.aiming.string_ends()
        hand = hand_box(near, scene.aiming.throw_direction(), layout.px(HAND_SIZE))
        assert panel.contains(hand) and panel.collidepoint(far), str(action)
        drawn = hand.union(pygame.Rect(min(near[0], far[0]), min(near[1], far[1]), 1, 1))
        drawn.union_ip(pygame.Rect(max(near[0], far[0]), max(near[1], far[1]), 1, 1))
        area = layout.string_area(panel)
        assert area.contains(drawn), (str(action), drawn, area)
        boxes = scene.table_view.boxes(layout)
        for k, box in enumerate(boxes):
            assert box.collidelist(list(boxes[k + 1 :])) < 0, (str(action), box)
        if log is not None:
            logged += 1
            assert log in boxes and log.top > panel.bottom
            if scene.aiming.packs_shown(layout):
                assert layout.packs in boxes and log.bottom < layout.packs.top
            else:  # the backpacks give way to the log (newcomer K, s17, 126)
                assert layout.packs not in boxes and log.bottom == layout.hands.bottom
    assert logged  # a level throw leaves the log its room (before: the column was the string's)
    app.pop()
    app.set_language("en")
