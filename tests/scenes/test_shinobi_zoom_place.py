"""The enlarged card of a hovered hand card is kept off your own clans as well as off
the hand's cards (newcomer E, s5, f44s: it was laid just above the hand, over your
clans); it may lie over the room your clans leave free (tests/scenes/
test_shinobi_hand_zoom.py). In Grand Master it covers nothing the person decides about:
not the board (newcomer Q, s8: it covered the Final Showdown and the Decoys), the
prompt, the choices drawn, a clan, a name or a pile; it lies over the log and the
hand's free end, 1.5 times a hand card wide at least."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.shinobi.zoom_view import HAND_ZOOM

from .conftest import Driver
from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("mode", ["grasshopper", "grandmaster"])
def test_a_hand_card_s_enlarged_face_covers_neither_the_hand_nor_your_row(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], mode: str
) -> None:
    app = sized_app(size)
    ui = Driver(app)
    scene = akane_places(app, players=3, mode=mode)
    ui.step()
    with theme.scaled_for(scene.size):
        for rect, _card in scene.hand.rects:
            ui.move(rect.center)
            ui.step()
            zoomed = scene.zoom.card_zoom()
            assert zoomed is not None
            place = zoomed[1]
            cards = [r for r, _ in scene.hand.rects]
            assert place.collidelist(cards) < 0, (size, mode)
            assert place.bottom <= scene.layout.hand.bottom
            own = scene.layout.own  # your clans (the zoom may lie over their free room)
            clans = [r for r, _, _ in scene.board.tiles if own.contains(r)]
            assert not any(place.colliderect(r) for r in clans), (size, mode)
            assert scene.layout.table.contains(place) or place.top >= scene.layout.table.top


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("players", "lang"), [(3, "fr"), (4, "en")])
def test_a_grand_master_hand_card_s_enlarged_face_leaves_the_board_in_sight(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], players: int, lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    scene = akane_places(app, players=players, mode="grandmaster")
    ui.step()
    with theme.scaled_for(scene.size):
        layout = scene.layout
        for rect, card in list(scene.hand.rects):
            ui.move(rect.center)
            ui.step()
            zoomed = scene.zoom.card_zoom()
            assert zoomed is not None and zoomed[0] == card
            place = zoomed[1]
            board = [r for _, r in scene.board.board_rects()]
            assert place.collidelist(board) < 0, (place, board)  # fails before
            assert not place.colliderect(layout.table)  # clans, names, piles: all there
            rows = [row.rect for row in scene.option_panel.choices.rows_drawn]
            assert rows and place.collidelist([*rows, layout.prompt]) < 0, (place, rows)
            assert place.collidelist([r for r, _ in scene.hand.rects]) < 0
            assert place.width >= round(layout.card_w * HAND_ZOOM), place
            assert pygame.Rect((0, 0), scene.size).contains(place)
    app.set_language("en")
