"""Newcomer U, s13, nc-U/110-125 (Shinobi's setup in French): 'Joueurs' at 4 and '>' went
to 2, sending Marc away; '<' gave 4 again with Marc moved to the green seat and a
computer in his blue one; 4 -> 3 then sent Marc, a person, away and kept two computers;
and 'Marc' typed into a seat was refused ('Marc joue déjà à une autre place.') though
Marc sat nowhere, even after leaving to the title and back. Now the count stops at its
ends, the arrow greyed; a computer leaves before any person; raised again, the seat
that left comes back at the end, the seats playing staying as they are (newcomer S,
s20, 151: test_setup_seat_added_at_end); and a name held only by a resting seat is
free."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes import theme
from scenes.registry import seat_name
from scenes.setup import SetupScene
from scenes.setup_parts.name_entry import NameEntryScene
from scenes.title import TitleScene
from scenes.widgets import resolve

pytestmark = pytest.mark.usefixtures("own_data_dir")


def u_seats() -> list[Seat]:
    """U's table: Léa and Marc, then two hard computers."""
    return [
        Seat("human", name="Léa"),
        Seat("human", name="Marc"),
        Seat("ai", "hard"),
        Seat("ai", "hard"),
    ]


def count_choice(setup: SetupScene):  # type: ignore[no-untyped-def]
    return dict(setup.cells)["players"]


def arrow(ui, setup: SetupScene, delta: int) -> None:  # type: ignore[no-untyped-def]
    """A click on the Players row's '<' (-1) or '>' (+1)."""
    box = count_choice(setup)._value_rect()
    ui.click((box.left + 5, box.centery) if delta < 0 else (box.right - 5, box.centery))


def who(setup: SetupScene) -> list[tuple[str, str | None]]:
    return [(s.kind, s.name) for s in setup.seats]


def arrow_colours(setup: SetupScene, monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple]:
    said: dict[str, tuple] = {}

    def spy(_canvas, text, _size, colour=theme.MOONLIGHT, *a, **k):  # type: ignore[no-untyped-def]
        if text in "<>":
            said[text] = colour
        return pygame.Rect(0, 0, 1, 1)

    monkeypatch.setattr("scenes.settings_scene.theme.blit_text", spy)
    count_choice(setup).draw(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_count_stops_at_its_ends_greyed(app, ui, monkeypatch, lang):  # type: ignore[no-untyped-def]
    app.tr = Translator(lang)
    app.push(SetupScene(app, "shinobi", seats=u_seats()))
    setup = ui.top
    setup.set_players(4)
    count_choice(setup).set_value(4)
    before = who(setup)
    arrow(ui, setup, 1)  # fails before: 2, 'Marc, Kiku left the table'
    assert setup.players == 4 and count_choice(setup).value == 4
    assert who(setup) == before and setup.left_line == ""
    assert arrow_colours(setup, monkeypatch) == {"<": theme.GOLD, ">": theme.DISABLED}
    setup.menu.focus(setup.menu.widgets.index(count_choice(setup)))
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RETURN)  # Enter steps up too: at the top, it stays
    assert setup.players == 4
    arrow(ui, setup, -1)
    arrow(ui, setup, -1)
    assert setup.players == 2
    arrow(ui, setup, -1)  # at the bottom: stays
    assert setup.players == 2
    assert arrow_colours(setup, monkeypatch) == {"<": theme.DISABLED, ">": theme.GOLD}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_computers_leave_before_people_and_come_back_at_the_end(app, ui, lang):  # type: ignore[no-untyped-def]
    app.tr = Translator(lang)
    seats = [Seat("human", name="Léa"), Seat("ai", "hard"), Seat("human", name="Marc")]
    seats.append(Seat("ai", "hard"))
    app.push(SetupScene(app, "shinobi", seats=seats))
    setup = ui.top
    setup.set_players(4)
    count_choice(setup).set_value(4)
    start = who(setup)
    arrow(ui, setup, -1)  # 4 -> 3: the last computer
    assert [s.name for s in setup.playing_seats] == ["Léa", None, "Marc"]
    arrow(ui, setup, -1)  # 3 -> 2: the blue computer leaves, not Marc (fails before)
    assert who(setup)[:2] == [("human", "Léa"), ("human", "Marc")]
    assert setup.kind_choices[1].value == "human"
    assert setup.left_line == app.tr.plural(
        "setup.left_table", 1, names=seat_name(app, "shinobi", 1)
    )
    arrow(ui, setup, 1)  # the computer back, at the end: Marc stays blue
    assert who(setup)[:3] == [("human", "Léa"), ("human", "Marc"), ("ai", None)]
    assert setup.kind_choices[1].value == "human" and setup.kind_choices[2].value == "ai"
    arrow(ui, setup, 1)
    assert who(setup) == [start[0], start[2], start[1], start[3]] and setup.players == 4


def test_people_leave_only_when_no_computer_is_left_to_go(app, ui):  # type: ignore[no-untyped-def]
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc"), Seat("ai", "hard")]
    app.push(SetupScene(app, "shinobi", seats=seats))
    setup = ui.top
    setup.set_players(3)
    count_choice(setup).set_value(3)
    arrow(ui, setup, -1)
    assert [s.name for s in setup.playing_seats] == ["Léa", "Marc"]  # fails before: Sora
    setup.set_kind(1, "ai")  # Marc made a computer, the resting seat a person
    setup.set_kind(2, "human")
    arrow(ui, setup, 1)
    arrow(ui, setup, -1)  # the computer leaves, not the person after it
    assert [s.kind for s in setup.playing_seats] == ["human", "human"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_name_that_left_the_table_is_free(app, ui, lang):  # type: ignore[no-untyped-def]
    app.tr = Translator(lang)
    app.push(TitleScene(app))
    seats = [Seat("human", name="Léa"), Seat("human", name="Sam"), Seat("human", name="Marc")]
    app.push(SetupScene(app, "shinobi", seats=[*seats, Seat("ai", "hard")]))
    setup = ui.top
    setup.set_players(4)
    count_choice(setup).set_value(4)
    setup.people.add("Marc")  # a name of the games before, offered
    arrow(ui, setup, -1)
    arrow(ui, setup, -1)  # no computer left to go: Marc, the last person, rests
    assert [s.name for s in setup.playing_seats] == ["Léa", "Sam"]
    assert setup.seats[2].name == "Marc"
    ui.click(setup.name_rows[1])  # Sam's seat's Name box
    box = ui.top
    assert isinstance(box, NameEntryScene)
    chip = next(b for b in box.name_buttons if resolve(b.label) == "Marc")
    assert chip.enabled  # fails before: greyed, Marc 'at another seat'
    ui.event(pygame.TEXTINPUT, text="Marc")
    ui.key(pygame.K_RETURN)
    assert ui.top is setup, box.problem  # fails before: 'Marc joue déjà à une autre place.'
    assert [s.name for s in setup.playing_seats] == ["Léa", "Marc"]
    assert [s.name for s in setup.seats].count("Marc") == 1  # moved here: none resting
    arrow(ui, setup, 1)
    assert setup.seats[2].kind == "human" and setup.seats[2].name is None
    # after the title and back, the remembered seats hold him once, at the table
    setup.back()
    app.push(SetupScene(app, "shinobi"))
    again = ui.top
    assert [s.name for s in again.seats].count("Marc") == 1
    assert again.seats[1].name == "Marc"


def test_a_resting_seat_s_name_does_not_grey_its_chip_after_the_title(app, ui):  # type: ignore[no-untyped-def]
    """U, 125: leaving to the title and back kept Marc refused."""
    seats = [Seat("human", name="Léa"), Seat("human", name="Sam"), Seat("human", name="Marc")]
    app.push(SetupScene(app, "shinobi", seats=seats))
    setup = ui.top
    setup.set_players(2)
    setup.back()
    app.push(SetupScene(app, "shinobi"))
    again = ui.top
    assert again.players == 2 and again.seats[2].name == "Marc"
    assert not again.name_taken(1, "Marc") and again.name_taken(1, "Léa")
