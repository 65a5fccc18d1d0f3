"""The 'While you waited' note never lies over the seat's own clans (newcomer L, s17,
L161: at 1920x1080 it stayed over Léa's clan row until she acted): it goes right of
them, under her name plate and the deeds, wrapped to that room; where the room is too
small, folded to one line there, whole while the pointer is on it. A built 4-seat
table, her three clans, drawn at 1280x720 FR and 1920x1080 EN."""

from __future__ import annotations

import os

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.data import CARDS
from scenes.shinobi import ShinobiScene

from .conftest import Driver

LONG = "Midori's Fox: your hand lost 3 × Crow (3), Dragon (2), Spider (2), Fox (3), Toad (3)."


def her_table(app, clans: int) -> ShinobiScene:  # type: ignore[no-untyped-def]
    seats = [Seat("human", name="Léa"), Seat("ai", "hard"), Seat("ai", "hard"), Seat("ai", "hard")]
    seed = next(
        n
        for n in range(1, 200)
        if GameSession.new("shinobi", seats, n, {"players": 4}, autosave=False).state.current_player
        == 0
    )
    session = GameSession.new("shinobi", seats, seed, {"players": 4}, autosave=False)
    state = session.state
    names = ["Monkey", "Crow", "Bear", "Toad"][:clans]
    state.clans[0] = {
        name: [i for i, c in enumerate(CARDS) if c.name == name][:3] for name in names
    }
    used = {c for cards in state.clans[0].values() for c in cards}
    state.hands[0] = [c for c in state.hands[0] if c not in used]
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
@pytest.mark.parametrize("many", [1, 4])
def test_the_note_leaves_her_clans_in_sight(sized_app, size, lang: str, many: int) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language(lang)
    scene = her_table(app, 3)
    scene.news.lines = lambda seat: [LONG] * many  # type: ignore[method-assign]
    ui = Driver(app)
    ui.step()
    assert scene.bottom_seat() == 0 and scene.news.shown_lines()
    note = scene.news.note_rect
    tiles = [rect for rect, s, _ in scene.board.tiles if s == 0]
    assert note is not None and len(tiles) == 3
    assert not any(note.colliderect(tile) for tile in tiles), (
        note,
        tiles,
        scene.news.folded,
        scene.layout.own,
    )  # fails before
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}_{many}.png")
    folded = scene.news.folded
    if folded is None:
        return
    ui.move(folded.center)  # the pointer on it: whole
    ui.step()
    assert scene.news.folded is None and scene.news.note_rect.height > folded.height
    if shot:
        pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}_{many}_open.png")
