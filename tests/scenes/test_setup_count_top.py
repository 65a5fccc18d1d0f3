"""Newcomer F (s15, nc-F 207, Shinobi's setup): 'show the player count next to the
seats rather than as a separate row'. In the games of four seats the 'Players' choice
stands over the first seat's card, out of the options panel, and still works there: a
click on its '>' adds a seat, Left takes it away; Taisen and Dojo have no count."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.app import App
from scenes.setup import SetupScene

from .conftest import Driver


@pytest.mark.parametrize("game", ["shinobi", "night"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_count_stands_over_the_seats_and_works_there(
    sized_app: Callable[[tuple[int, int]], App], game: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    setup = SetupScene(app, game)
    app.push(setup)
    ui = Driver(app)
    ui.step()
    count = dict(setup.cells)["players"]
    first = setup.seat_panels[0]
    assert not setup.options_panel.colliderect(count.rect)  # fails before: a panel's row
    assert count.rect.bottom <= first.top and count.rect.left == first.left
    assert first.top - count.rect.bottom < count.rect.height  # right over the card
    players = setup.players
    box = count._value_rect()
    ui.click((box.right - 10, box.centery))  # its '>'
    assert setup.players == players + 1
    assert setup.menu.widgets[0] is count  # first in the keyboard's order, as on screen
    setup.menu.focus(count)
    ui.key(pygame.K_LEFT)
    assert setup.players == players
    ui.key(pygame.K_DOWN)  # then the first seat's rows
    assert setup.menu.focused is setup.kind_choices[0]


@pytest.mark.parametrize("game", ["taisen", "dojo"])
def test_two_seat_games_have_no_count(app: App, game: str) -> None:
    assert "players" not in dict(SetupScene(app, game).cells)
