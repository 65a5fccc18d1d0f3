"""Newcomer Q (s12, 133.png): Players 3 -> 2 kept Léa and Marc and sent away Midori, the
hard computer she had chosen. Now the first seat's person and the computers chosen stay;
the surplus leaves from the end, people first, and a line says who left."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.setup import SetupScene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["shinobi", "night"])
def test_fewer_players_keep_the_first_person_and_the_computer(app, ui, game, lang):  # type: ignore[no-untyped-def]
    app.tr = Translator(lang)
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc"), Seat("ai", "hard")]
    app.push(SetupScene(app, game, seats=seats))
    setup = ui.top
    setup.set_players(3)
    setup.set_level(2, "hard")  # Midori, the hard computer Q chose
    setup.set_players(2)  # fails before: Léa and Marc play, the computer rests
    playing = setup.playing_seats
    assert [s.kind for s in playing] == ["human", "ai"]
    assert playing[0].name == "Léa" and playing[1].level == "hard"
    assert setup.kind_choices[1].value == "ai" and setup.level_choices[1].value == "hard"
    assert setup.seats[2].name == "Marc" and setup.kind_choices[2].value == "human"
    assert "Marc" in setup.left_line and setup.left_line == app.tr.plural(
        "setup.left_table", 1, names="Marc"
    )
    setup.set_players(3)  # Marc seated back, the line gone
    assert setup.playing_seats[2].name == "Marc" and setup.left_line == ""
