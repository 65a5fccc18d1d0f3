"""The player count lowered: who leaves. Newcomer Q (s12, 133.png) asked Players 3 -> 2
to keep Léa and the hard computer Midori rather than Marc; newcomer U (s13, nc-U/112)
lost Marc, a person, while two computers stayed, and the lead's call (s13, E13's brief)
is U's: a computer leaves before any person. A line says who left, and raised again the
seat comes back as it was (test_setup_seat_count_order.py has U's whole sequence)."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.registry import seat_name
from scenes.setup import SetupScene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["shinobi", "night"])
def test_fewer_players_keep_the_people_and_a_computer_leaves(app, ui, game, lang):  # type: ignore[no-untyped-def]
    app.tr = Translator(lang)
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc"), Seat("ai", "hard")]
    app.push(SetupScene(app, game, seats=seats))
    setup = ui.top
    setup.set_players(3)
    setup.set_level(2, "hard")
    setup.level_choices[2].set_value("hard")  # as its Difficulty row does
    setup.set_players(2)  # the computer rests, Léa and Marc play
    playing = setup.playing_seats
    assert [s.name for s in playing] == ["Léa", "Marc"]
    assert setup.kind_choices[1].value == "human" and setup.kind_choices[2].value == "ai"
    computer = seat_name(app, game, 2)
    assert setup.left_line == app.tr.plural("setup.left_table", 1, names=computer)
    setup.set_players(3)  # the computer seated back, at Hard, the line gone
    assert setup.playing_seats[2].level == "hard" and setup.left_line == ""
    assert setup.level_choices[2].value == "hard"
