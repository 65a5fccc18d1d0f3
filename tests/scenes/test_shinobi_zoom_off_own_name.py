"""A hand card's enlarged face leaves your own header whole: your name, score and hand,
a gold warning, your corruption; between them where the row's words leave room (newcomer
X, s21, 15-guided-fr-hover: with no clan laid yet the zoom lay on 'Akane (you) Score
19 · 6 in hand' and the left of the table). Still 1.5 times a hand card wide, off the
opponents' names and the hand. EN/FR, 1280x720 and 1920x1080, two and four seats."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.shinobi.zoom_view import HAND_ZOOM

from .conftest import Driver
from .test_shinobi_scene import table


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_zoom_leaves_your_name_and_score_whole(
    sized_app: Any, size: tuple[int, int], lang: str, seats: int
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    people = [Seat("human", name="Akane")] + [Seat("ai", "easy")] * (seats - 1)
    scene = table(app, people, seed=3)
    while not scene.can_act:
        scene.update(1 / 60)
    if scene.state.phase == "draw":
        scene.play("recruit")
    assert not scene.state.clans[0]  # no clan laid: the zoom's old place, the panel's left
    ui.step()
    layout = scene.layout
    checked = 0
    for rect, card in list(scene.hand.rects):
        ui.move(rect.center)
        ui.step()
        zoomed = scene.zoom.card_zoom()
        assert zoomed is not None and zoomed[0] == card
        place = zoomed[1]
        board = scene.board
        own = [r for r, s in board.words + board.tokens + board.points if s == 0]
        assert own
        # fails before: on the name and score
        assert place.collidelist(own) < 0, (place, own)
        assert place.width >= round(layout.card_w * HAND_ZOOM), place
        plates = [p for p, _, panel, _ in board.plates if panel != layout.own]
        assert place.collidelist(plates) < 0 and place.bottom <= layout.hand.top
        assert pygame.Rect((0, 0), scene.size).contains(place)
        assert place.left >= layout.table.left - theme.px(1)
        checked += 1
    assert checked >= 4
    app.set_language("en")
