"""The tray of tokens a ninja holds in its hand never covers a token lying on a roof
(issue 33, newcomer R, s8 n78: Ada's tray, '1 | Gears', over roof 4's front token,
behind her on roof 11). On the crossroads, a ninja holding one to three tokens on each
roof in turn, three tokens on every other roof: the tray covers none (before: on roofs
4, 8, 9 and 11 it covered the front token of the roof behind)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import NightState, new_game
from scenes import theme
from scenes.app import App
from scenes.night import NightScene
from scenes.night.hand_place import roof_token_boxes, tray_rect

OPTIONS = {"players": 3, "village": "crossroads"}
SEATS = [Seat("human"), Seat("human"), Seat("ai", "hard")]


def holding(building: int, held: int) -> NightState:
    """Seat 0 on `building`, its Collect done, `held` tokens in its hand; three tokens
    on every other roof, the others' ninjas on the next two roofs."""
    s = new_game(812, dict(OPTIONS))
    count = len(s.village.buildings)
    tokens = [t for roof in s.roofs for t in roof]
    s.roofs = [tokens[3 * b : 3 * b + 3] if b != building else [] for b in range(count)]
    s.backpacks[0] = tokens[-8:-4]
    s.held, s.held_from = tokens[-held:], building
    s.positions = [building, (building + 1) % count, (building + 2) % count]
    s.phase, s.first, s.index, s.step, s.round = "act", 0, 0, 0, 1
    s.plans = [["collect", "move"]] * 3
    s.main_done = True
    return s


def drawn(app: App, state: NightState) -> tuple[NightScene, pygame.Surface]:
    session = GameSession("night", 812, dict(OPTIONS), SEATS, state)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = 0
    scene._refresh()
    canvas = pygame.Surface((1280, 720))
    with theme.scaled_for((1280, 720)):
        scene.draw(canvas)
    return scene, canvas


def apart(a: pygame.Color, b: pygame.Color) -> bool:
    """Two pixels told apart by eye (a token drawn again over itself blends its soft
    edge a little: no change)."""
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 60


@pytest.mark.parametrize("held", [1, 2, 3])
def test_the_hand_s_tray_covers_no_roof_token(app: App, held: int) -> None:
    count = len(new_game(812, dict(OPTIONS)).village.buildings)
    covering = []
    for building in range(count):
        scene, _ = drawn(app, holding(building, held))
        with theme.scaled_for((1280, 720)):
            spots = [scene.stage.hand_spot(0, k) for k in range(held)]
            _, widths, below = scene.stage.hand_columns(0)  # the words under the tokens too
            tray = tray_rect(spots, scene.view.token_size(), widths, below)
            boxes = roof_token_boxes(scene.view, scene.state.roofs)
        if tray.collidelist(boxes) >= 0:
            covering.append(building + 1)
        assert scene.view.rect.contains(tray)
        app.pop()
    assert covering == []  # fails before: [4, 8, 9, 11]


def test_roof_4_s_front_token_is_seen_whole_beside_the_tray(app: App) -> None:
    """Pixels: the token drawn again over the frame changes nothing in its middle."""
    scene, canvas = drawn(app, holding(7, 2))  # on roof 8, roof 4 behind it
    view = scene.view
    with theme.scaled_for((1280, 720)):
        for k, token in enumerate(scene.state.roofs[3]):
            spot = view.token_spot(3, k)
            again = canvas.copy()
            view.draw_token(again, scene.token_face(token), spot, scene.token_colour(token))
            middle = pygame.Rect(0, 0, view.token_size() // 2, view.token_size() // 3)
            middle.center = spot
            changed = [
                (x, y)
                for x in range(middle.left, middle.right)
                for y in range(middle.top, middle.bottom)
                if apart(canvas.get_at((x, y)), again.get_at((x, y)))
            ]
            assert changed == [], (k, len(changed))  # fails before: the second, under the tray
    app.pop()
