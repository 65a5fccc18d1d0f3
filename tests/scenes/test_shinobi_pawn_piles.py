"""Grand Master's pawns are drawn as piles of each seat's pieces, its colour and its
shape, on each place (newcomer B, s14, 073/074: '■ × 4' in a line of words, hard to read
from the sofa): three pawns on Missions are three pieces; none, the shape hollow."""

from __future__ import annotations

import os

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.shinobi import ShinobiScene
from scenes.shinobi import cards as art

from .conftest import Driver


def colour_pixels(canvas: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    return sum(
        1
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if canvas.get_at((x, y))[:3] == colour
    )


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_pawns_are_piles_of_the_seat_s_pieces(sized_app, size, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc"), Seat("ai", "hard")]
    session = GameSession.new(
        "shinobi", seats, 3, {"players": 3, "mode": "grandmaster"}, autosave=False
    )
    state = session.state
    state.phase = "pawns"
    state.place_order = [1, 0, 2]
    state.to_place = [0, 4, 0]
    state.pawns[0]["missions"] = 3
    state.pawns[2]["showdown"] = 9
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    Driver(app).step()
    view = scene.grandmaster
    assert view.piles_drawn[("missions", 0)] == 3  # fails before: no piles
    assert view.piles_drawn[("court", 0)] == 0
    assert view.piles_drawn[("showdown", 2)] >= 3  # as many as the room holds
    canvas = app.canvas
    red = art.SEAT_COLOURS[0]
    many = colour_pixels(canvas, view.cells_drawn[("missions", 0)], red)
    none = colour_pixels(canvas, view.cells_drawn[("court", 0)], red)
    assert many > 2 * none  # before: the same one mark on either
    for (where, seat), cell in view.cells_drawn.items():
        place = next(rect for name, rect in scene.board.board_rects() if name == where)
        assert place.contains(cell), (where, seat)
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        pygame.image.save(canvas, f"{shot}_{lang}_{size[0]}.png")


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_the_reserve_says_when_pawns_come(sized_app, size, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Newcomer B, s14: in round 1 the board's places stood at 0 and '12 pawns in
    reserve' did not say when they are used: '... · won and placed at the round's end'."""
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Léa"), Seat("ai", "hard"), Seat("ai", "hard"), Seat("ai", "hard")]
    session = GameSession.new(
        "shinobi", seats, 5, {"players": 4, "mode": "grandmaster"}, autosave=False
    )
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    Driver(app).step()
    said = scene.board.reserve_words(0)
    assert said.endswith(app.tr("shinobi.pawns_when"))  # fails before: the count alone
    session.state.phase = "pawns"
    assert app.tr("shinobi.pawns_when") not in scene.board.reserve_words(0)
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        session.state.phase = "draw"
        Driver(app).step()
        pygame.image.save(app.canvas, f"{shot}_when_{lang}_{size[0]}.png")
