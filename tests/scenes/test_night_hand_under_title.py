"""The tray of tokens in a ninja's hand stays on the village, under the top bar, when its
ninja stands on a roof at the back (newcomer D, s22, EN 1280x720, 80.png: 'Dee's hand /
3 pts' over 'Village: Moyasawa', covering the title's words): moved down beside the
ninja's head where above it it would leave the village's rect, still clear of every
token lying on a roof."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import NightState, new_game
from scenes import theme
from scenes.app import App
from scenes.night import NightScene
from scenes.night.hand_place import roof_token_boxes, tray_rect

SEATS = [Seat("human"), Seat("human"), Seat("ai", "hard")]


def holding(seed: int, building: int) -> NightState:
    """Seat 0 on `building`, its Collect done, one token in its hand."""
    s = new_game(seed, {"players": 3})
    tokens = [t for roof in s.roofs for t in roof]
    s.roofs = [roof if b != building else [] for b, roof in enumerate(s.roofs)]
    s.backpacks[0] = tokens[-5:-1]
    for roof in s.roofs:
        for t in tokens[-5:]:
            if t in roof:
                roof.remove(t)
    s.held, s.held_from = tokens[-1:], building
    s.known[tokens[-1]].add(0)
    s.positions = [building, None, None]
    s.phase, s.first, s.index, s.step, s.round = "act", 0, 0, 0, 1
    s.plans = [["collect", "move"]] * 3
    s.main_done = True
    return s


@pytest.mark.parametrize("seed", [7, 4242, 11])
def test_a_hand_over_a_roof_at_the_back_stays_under_the_top_bar(app: App, seed: int) -> None:
    village = new_game(seed, {"players": 3}).village
    far = min(range(len(village.buildings)), key=lambda b: village.buildings[b].y)
    s = holding(seed, far)
    scene = NightScene(app, GameSession("night", seed, dict(s.options), SEATS, s), animate=False)
    app.push(scene)
    scene.shown_seat = 0
    scene._refresh()
    canvas = pygame.Surface((1280, 720))
    with theme.scaled_for((1280, 720)):
        scene.draw(canvas)
        spots = [scene.stage.hand_spot(0, k) for k in range(1)]
        _, widths, below = scene.stage.hand_columns(0)
        tray = tray_rect(spots, scene.view.token_size(), widths, below)
        boxes = roof_token_boxes(scene.view, scene.state.roofs)
    assert scene.view.rect.contains(tray), (tray, scene.view.rect)  # fails before: above it
    assert tray.collidelist(boxes) < 0
    app.pop()
