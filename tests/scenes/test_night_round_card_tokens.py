"""Newcomer T, s20 (109, EN 1280x720): the 'Round 1 of 6' card stood over the sky at the
top of the village and hid roof 1 with its tokens (below it would have covered only the
front houses' walls). The card now covers no token lying on a roof and no ninja where a
place of it does (then the least of the buildings): at 1280x720 and 1920x1080."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import new_game
from scenes import theme
from scenes.night import NightScene
from scenes.night.hand_place import roof_token_boxes
from scenes.night.round_card import HOLD_AT


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
@pytest.mark.parametrize("seed", [4242, 812, 7])
def test_the_round_card_hides_no_roof_token_and_no_ninja(
    sized_app: Any, size: tuple[int, int], lang: str, seed: int
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    s = new_game(seed, {"players": 3})
    s.positions = [7, 5, 3]  # newcomer T's 109: Sam on roof 8, Ida on 6, Green on 4
    s.phase, s.round = "plan", 1
    seats = [Seat("human"), Seat("human"), Seat("ai", "hard")]
    session = GameSession("night", seed, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    canvas = pygame.Surface(size)
    scene.draw(canvas)
    card = scene.stage.round_card
    card.showing, card.age = (1, 2), HOLD_AT
    with theme.scaled_for(size):
        rect = card.draw(canvas, scene.layout())
        view = scene.view
        tokens = roof_token_boxes(view, scene.state.roofs)
    assert rect is not None and scene.layout().map.contains(rect)
    assert [b for b in tokens if rect.colliderect(b)] == []  # fails before at 1280x720
    for seat, stands in enumerate(scene.state.positions):
        if stands is not None:
            assert not rect.colliderect(view.ninja_body(view.ninja_spot(stands, seat))), seat
    app.pop()
    app.set_language("en")
