"""Newcomer I (s16): Night's 'Qui commence : Tiré au hasard' looked like a label, 'I could
not tell if I can change it'. Night's rulebook says 'choose someone to play first': its
setup has a 'First player' choice, as Taisen's, Random or a playing seat (by its
person's name), and the game begins with that seat; the game the seed deals is the same
either way. A seat the lowered count leaves is no choice: the choice is Random again."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.night.rules import new_game
from scenes.app import App
from scenes.setup import SetupScene

from .conftest import Driver
from .test_setup_goal_line import opened


def first_cell(setup: SetupScene):  # type: ignore[no-untyped-def]
    return dict(setup.cells)["first"]


def test_nights_first_player_is_a_choice_of_the_playing_seats(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    app = sized_app((1280, 720))
    app.settings.last_options = {"night": {"players": 3}}
    setup = opened(app, "night")
    setup.name_typed(0, "Inès")
    cell = first_cell(setup)
    assert cell in setup.menu.widgets and setup.first == "random"
    assert [v for v, _ in cell.options] == ["random", "1", "2", "3"]
    assert [setup.first_label(v) for v, _ in cell.options][:2] == ["Random", "Inès"]
    assert setup.explanation("first") == app.tr("setup.explain.first.random.night")
    Driver(app).click((cell.rect.right - 24, cell.rect.centery))  # its right arrow
    assert setup.first == "1" and setup.options()["first"] == "1"
    assert setup.explanation("first") == app.tr("setup.explain.first.1.night")
    cell.set_value("3")
    cell.on_change("3")
    setup.set_players(2)  # the third seat rests: no choice, Random again
    assert [v for v, _ in cell.options] == ["random", "1", "2"] and setup.first == "random"
    assert cell.value == "random"


@pytest.mark.parametrize("first", ["1", "2", "3"])
def test_the_game_begins_with_the_seat_chosen_and_deals_as_the_seed_says(first: str) -> None:
    drawn = new_game(7, {"players": 3})
    chosen = new_game(7, {"players": 3, "first": first})
    assert chosen.first == int(first) - 1
    assert chosen.roofs == drawn.roofs and chosen.village == drawn.village
    assert new_game(7, {"players": 3, "first": "random"}).first == drawn.first
    with pytest.raises(ValueError, match="first"):
        new_game(7, {"players": 3, "first": "4"})
