"""Newcomer T, s20 (201, 203, EN 1280x720): 'Ida's hand', the tray held up over her
ninja, lay over roofs 3 and 7, and seemed to hide their tokens. Where a place near its
ninja leaves them whole, the tray keeps off every roof holding tokens, not only off the
tokens: on a real village, the ninja holding two tokens on each roof in turn, at
1280x720 the tray lies over a roof with tokens only from roofs 9 and 11, where no place
near is free (fails before: from roofs 1, 4, 5, 8, 9, 10 and 11)."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import NightState, new_game
from scenes import theme
from scenes.night import NightScene
from scenes.night.hand_place import held_roofs, tray_rect

SIZE = (1280, 720)


def holding(building: int) -> NightState:
    """Seat 0 on `building`, its Collect done, two tokens of its roof in its hand."""
    s = new_game(0, {"players": 3})
    count = len(s.village.buildings)
    s.held, s.held_from = s.roofs[building][:2] or [s.roofs[0][0], s.roofs[1][0]], building
    s.roofs = [[t for t in roof if t not in s.held] for roof in s.roofs]
    s.roofs[building] = []
    s.positions = [building, (building + 3) % count, (building + 6) % count]
    s.phase, s.first, s.index, s.step, s.round = "act", 0, 0, 0, 1
    s.plans = [["collect", "move"]] * 3
    s.main_done = True
    return s


def test_the_hand_s_tray_keeps_off_the_roofs_holding_tokens(sized_app: Any) -> None:
    app = sized_app(SIZE)
    seats = [Seat("human"), Seat("human"), Seat("ai", "hard")]
    over = []
    for building in range(len(new_game(0, {"players": 3}).village.buildings)):
        s = holding(building)
        scene = NightScene(app, GameSession("night", 0, dict(s.options), seats, s), animate=False)
        app.push(scene)
        scene.shown_seat = 0
        scene._refresh()
        with theme.scaled_for(SIZE):
            scene.draw(pygame.Surface(SIZE))
            spots = [scene.stage.hand_spot(0, k) for k in range(2)]
            _, widths, below = scene.stage.hand_columns(0)
            tray = tray_rect(spots, scene.view.token_size(), widths, below)
            assert scene.view.rect.contains(tray)
            if tray.collidelist(held_roofs(scene.view, s.roofs)) >= 0:
                over.append(building + 1)
        app.pop()
    assert over == [9, 11]
