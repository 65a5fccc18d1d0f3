"""Every roof's number stays readable whatever stands on it or in front of it: the
numbers are drawn over the whole village, its buildings drawn again in depth order, its
tokens and its ninjas (newcomer D, s22, 59.png: three ninjas on roof 4 seemed to hide
its '4'). For each named village and each roof, three ninjas standing on it and every
roof holding its tokens, the frame's pixels where the number is drawn are the number's
own: drawing it again over the frame changes none of its digits' pixels."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import new_game
from ninjas.night.village import village_names
from scenes import theme
from scenes.night import NightScene


def apart(a: pygame.Color, b: pygame.Color) -> bool:
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 60


@pytest.mark.parametrize("village", village_names())
def test_three_ninjas_on_a_roof_leave_its_number_whole(sized_app: Any, village: str) -> None:
    size = (1280, 720)
    app = sized_app(size)
    s = new_game(7, {"players": 3, "village": village})
    s.phase = "act"
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    canvas = pygame.Surface(size)
    changed = {}
    for building in range(len(s.village.buildings)):
        s.positions = [building] * 3
        with theme.scaled_for(size):
            scene.draw(canvas)
            label, centre = scene.table_view.roof_label(building)
        box = label.get_rect(center=centre)
        again = canvas.copy()
        again.blit(label, box)
        digits = [  # the number's own pixels (its plaque lets the roof through a little)
            (x, y)
            for x in range(label.get_width())
            for y in range(label.get_height())
            if label.get_at((x, y)).a == 255 and sum(label.get_at((x, y))[:3]) > 450
        ]
        assert digits
        count = sum(
            apart(canvas.get_at((box.x + x, box.y + y)), again.get_at((box.x + x, box.y + y)))
            for x, y in digits
        )
        if count:
            changed[building + 1] = count
        hidden = canvas.copy()  # (the check sees a number drawn over: a red ninja's coat)
        pygame.draw.rect(hidden, (200, 40, 40), box)
        assert any(
            apart(hidden.get_at((box.x + x, box.y + y)), again.get_at((box.x + x, box.y + y)))
            for x, y in digits
        )
    assert changed == {}  # (a ninja, a token or a building drawn over a number: its pixels)
    app.pop()
