"""Newcomer O, s12 (nc-O 236/237): Midori's destroyed 12-strength clan just vanished
from the table. A destroyed clan's tile now stays a moment where it stood, struck
through and marked 'Destroyed' / 'Détruit', then flies to the Jigoku; it never holds the
stage (the computer's turn budget is unchanged) and Space ends it with the rest."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from ninjas.shinobi import data
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi.wrecks import STRUCK_SECONDS, WRECK_SECONDS


def monkeys(count: int) -> list[int]:
    return [card.id for card in data.CARDS if card.name == "Monkey"][:count]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_destroyed_clan_is_seen_to_go(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Léa"), Seat("ai", "easy", name="Midori")]
    session = GameSession.new("shinobi", seats, 3, {"players": 2, "mode": "grandmaster"})
    scene = ShinobiScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    state = scene.state
    cards = monkeys(3)
    state.clans[1] = {"Monkey": cards}
    app.draw()
    tile = next(rect for rect, seat, clan in scene.board.tiles if (seat, clan) == (1, "Monkey"))
    state.clans[1] = {}  # destroyed: gone from the position, as the rules leave it
    state.jigoku.extend(cards)
    event = Event(
        "destroy", {"seat": 0, "target": 1, "clan": "Monkey", "cards": cards, "whole": True}
    )
    scene.staging.announce(event)
    app.draw()
    staging = scene.staging
    assert [w.clan for w in staging.wrecks.wrecks] == ["Monkey"]  # fails before: none
    assert all(f.start == tile.center for f in staging.flights)  # its cards leave from it
    shot = app.canvas
    reds = sum(
        1
        for x in range(tile.left, tile.right, 2)
        for y in range(tile.top, tile.bottom, 2)
        if shot.get_at((x, y))[:3] == theme.VERMILION
    )
    assert reds > 10  # struck through where it stood
    assert app.tr("shinobi.wreck") in {"Destroyed", "Détruit"}
    staging.tick(STRUCK_SECONDS + 0.1)
    rect, _ = staging.wrecks.place(staging.wrecks.wrecks[0])
    jigoku = scene.board.jigoku_rect().center
    before = abs(tile.centerx - jigoku[0]) + abs(tile.centery - jigoku[1])
    assert abs(rect.centerx - jigoku[0]) + abs(rect.centery - jigoku[1]) < before  # on its way
    staging.tick(WRECK_SECONDS)
    assert not staging.wrecks.wrecks  # gone within its second
    scene.staging.announce(event)
    staging.hurry()  # Space: every animation to its end
    assert not staging.wrecks.wrecks
    pygame.event.clear()
    app.set_language("en")
