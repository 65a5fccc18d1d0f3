"""Taking a seat out of the setup does what it says (newcomer X, s21, Shinobi 4 seats,
EN 1280x720, 305/307): the 'x' of seat 2 then the 'x' of seat 4 left four players, Ben
back at seat 4, for the seat taken out rests at the end, under the second click, which
seated it again; and 'Sora left the table' stood while a Sora sat at seat 2 (computers
are named by their seat, and the one that moved up took the name). Now a click where a
resting card's 'x' would be adds nothing, and a computer whose name is still seated is
said as 'a computer'."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.registry import seat_name
from scenes.setup import SetupScene


def four(app, ui, seats):  # type: ignore[no-untyped-def]
    app.push(SetupScene(app, "shinobi", seats=seats))
    setup = ui.top
    setup.set_players(4)
    dict(setup.cells)["players"].set_value(4)
    ui.step()
    return setup


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_x_of_seat_2_then_seat_4_takes_out_one_seat_not_back(app, ui, lang):  # type: ignore[no-untyped-def]
    app.tr = Translator(lang)
    seats = [Seat("human", name="Ana"), Seat("human", name="Ben"), Seat("ai", "hard")]
    setup = four(app, ui, [*seats, Seat("ai", "hard")])
    last_x = setup.leave_mark(3)
    assert last_x is not None
    ui.click(setup.leave_mark(1).center)  # Ben's 'x'
    assert setup.players == 3 and setup.resting(3)
    assert setup.left_line == app.tr.plural("setup.left_table", 1, names="Ben")
    ui.click(last_x.center)  # where seat 4's 'x' stood: it rests now
    assert setup.players == 3  # fails before: Ben seated again, four players
    assert [s.name for s in setup.playing_seats] == ["Ana", None, None]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_computer_gone_is_never_named_as_one_still_seated(app, ui, lang):  # type: ignore[no-untyped-def]
    app.tr = Translator(lang)
    sora = seat_name(app, "shinobi", 1)
    seats = [Seat("human", name="Ana"), Seat("ai", "hard"), Seat("ai", "hard")]
    setup = four(app, ui, [*seats, Seat("human", name="Ben")])
    ui.click(setup.leave_mark(1).center)  # Sora out: Midori moves up to seat 2, as 'Sora'
    assert seat_name(app, "shinobi", 1) == sora and setup.playing_seats[1].is_ai
    said = app.tr.plural("setup.left_table", 1, names=app.tr.plural("setup.computers_gone", 1))
    said = said[:1].upper() + said[1:]
    assert setup.left_line == said  # fails before: 'Sora left the table'
    assert sora not in setup.left_line
