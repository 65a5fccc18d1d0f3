"""A hovered clan's enlarged view leaves its seat's name plate in sight (newcomer B, s14,
051: over Marc's own Crow clan it lay on his name row and its gold '3 clans: a 4th
ends the round'); it goes above the plate, over the board, instead."""

from __future__ import annotations

import os

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.data import CARDS
from scenes.shinobi import ShinobiScene

from .conftest import Driver
from .hotseat import reveal_hand


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_the_clan_view_leaves_the_name_plate_in_sight(sized_app, size, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc"), Seat("ai", "easy")]
    session = GameSession.new(
        "shinobi", seats, 3, {"players": 3, "mode": "grandmaster"}, autosave=False
    )
    state = session.state
    seat = state.current_player
    crows = [i for i, c in enumerate(CARDS) if c.name == "Crow"][:2]
    state.hands[seat] = [c for c in state.hands[seat] if c not in crows]
    state.clans[seat] = {"Crow": crows}
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    ui = Driver(app)
    reveal_hand(app, ui, scene)
    ui.step()
    tile = next(rect for rect, s, clan in scene.board.tiles if s == seat and clan == "Crow")
    ui.move(tile.center)
    ui.step()
    view = scene.zoom.clan_view
    plate = next(p for p, s, _, _ in scene.board.plates if s == seat)
    assert view is not None and view.width > 0
    assert not view.colliderect(plate)  # fails before: on the name row
    assert not view.colliderect(scene.layout.hand)
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}.png")
