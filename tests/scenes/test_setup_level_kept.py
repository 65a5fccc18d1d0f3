"""Newcomer L (s11, nc-L/005 -> 006c, 071 -> 072): the computers' difficulty went back to
Normal twice in one evening: Midori, Hard in the last game set up, came back Normal when
the player count seated her again; Sora switched from a person to a computer came at
Normal beside computers at Hard. 'A newcomer will play hard against a normal computer
without noticing.' A seat seated again keeps its remembered level; a seat made a
computer takes the level the other computers share. (A seat never set up before still
starts at Normal: test_setup_seat_level_and_seed, newcomer Q, s8.)"""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.setup import SetupScene


@pytest.mark.parametrize("game", ["shinobi", "night"])
def test_a_seat_seated_again_keeps_its_remembered_level(app, ui, game):  # type: ignore[no-untyped-def]
    app.settings.last_seats[game] = [["human", "normal"], ["ai", "hard"], ["ai", "hard"]]
    app.settings.last_options[game] = {"players": 2}
    app.push(SetupScene(app, game))
    setup = ui.top
    assert setup.players == 2
    setup.seat_more(2)  # Midori, Hard last time: fails before (Normal)
    assert setup.players == 3 and setup.playing_seats[2].level == "hard"
    assert setup.level_choices[2].value == "hard"


@pytest.mark.parametrize("game", ["shinobi", "night", "dojo", "taisen"])
def test_a_person_made_a_computer_takes_the_other_computers_level(app, ui, game):  # type: ignore[no-untyped-def]
    three = game in ("shinobi", "night")
    seats = [Seat("human"), Seat("human", name="Sora")] + ([Seat("ai", "hard")] if three else [])
    app.push(SetupScene(app, game, seats=seats))
    setup = ui.top
    if three:
        setup.set_players(3)
        setup.set_level(2, "hard")  # the computer seated beside them: Hard
    setup.set_kind(1, "ai")
    expected = "hard" if three else "normal"  # (two seats: no other computer, Normal)
    assert setup.seats[1].is_ai and setup.seats[1].level == expected
    assert setup.level_choices[1].value == expected
    setup.set_level(1, "easy")  # chosen here: kept through a person and back
    setup.set_kind(1, "human")
    setup.set_kind(1, "ai")
    assert setup.seats[1].level == "easy"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_seat_made_a_computer_again_takes_the_level_it_had(app, ui, lang):  # type: ignore[no-untyped-def]
    """Newcomer U, s20, 099: the Wolf, Hard (071), made a person for a game of two; at the
    next setup, made a computer again, it came at Normal (no other computer to share a
    level with): it takes the level it had, Hard, its Difficulty row saying so."""
    app.set_language(lang)
    app.settings.last_seats["taisen"] = [["human", "normal"], ["human", "hard"]]
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    assert not setup.seats[1].is_ai
    setup.set_kind(1, "ai")  # fails before: Normal
    assert setup.seats[1].is_ai and setup.seats[1].level == "hard"
    assert setup.level_choices[1].value == "hard"
    label = setup.level_choices[1].options[setup.level_choices[1].index][1]
    said = label() if callable(label) else app.tr(label)
    assert said == {"en": "Hard", "fr": "Difficile"}[lang]
