"""A seat added comes at the end; the seats already set stay as they are (newcomer S,
s20, 151, Shinobi FR 1280x720: adding seat 3 brought back 'Marc, Human' there and
changed seat 2, which she set again by hand). A seat taken out is taken out, the others
moving up a place; added again, it comes back at the end. Through events: the 'x' of a
seat's card, the Players row's arrows and a click on a resting seat's card, in the two
setups with a player count (Shinobi, Night: one code, setup_parts/seat_count.py)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.app import App
from scenes.registry import seat_name
from scenes.setup import SetupScene
from scenes.setup_parts.seat_panel import nameless_title

from .conftest import Driver, record_blits

pytestmark = pytest.mark.usefixtures("own_data_dir")


def who(setup: SetupScene) -> list[tuple[str, str, str | None]]:
    """Each playing seat: kind, level (a computer's), name."""
    return [(s.kind, s.level if s.is_ai else "", s.name) for s in setup.playing_seats]


def table(app: App, ui: Driver, game: str, seats: list[Seat]) -> SetupScene:
    """The setup of `game` with `seats` all playing, drawn once."""
    setup = SetupScene(app, game, seats=seats)
    app.push(setup)
    setup.set_players(len(seats))
    dict(setup.cells)["players"].set_value(len(seats))
    ui.step()
    return setup


@pytest.mark.parametrize(("game", "lang"), [("shinobi", "fr"), ("shinobi", "en"), ("night", "en")])
def test_a_seat_taken_out_then_added_comes_at_the_end(app, ui, game: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    app.tr = Translator(lang)
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc")]
    seats += [Seat("ai", "hard"), Seat("ai", "hard")]
    setup = table(app, ui, game, seats)
    mark = setup.leave_mark(1)
    assert mark is not None
    ui.click(mark.center)  # Marc taken out
    ui.step()
    kept = who(setup)
    assert kept == [("human", "", "Léa"), ("ai", "hard", None), ("ai", "hard", None)]
    ui.click(setup.seat_panels[3].center)  # the resting fourth card: a seat added
    ui.step()
    assert setup.players == 4
    assert who(setup)[:3] == kept  # fails before: Marc back in seat 2, the rest moved
    assert who(setup)[3] == ("human", "", "Marc")
    assert setup.kind_choices[1].value == "ai" and setup.kind_choices[3].value == "human"


@pytest.mark.parametrize("game", ["shinobi", "night"])
def test_the_count_raised_adds_at_the_end(app, ui, game: str) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("human", name="Léa"), Seat("ai", "hard"), Seat("human", name="Marc")]
    seats.append(Seat("ai", "hard"))
    setup = table(app, ui, game, seats)
    count = dict(setup.cells)["players"]
    box = count._value_rect()
    ui.click((box.left + 5, box.centery))  # 4 -> 3: the last computer
    ui.click((box.left + 5, box.centery))  # 3 -> 2: the blue computer; Marc moves up
    assert [s.name for s in setup.playing_seats] == ["Léa", "Marc"]
    ui.click(setup.seat_panels[2].center)  # seat 3 added
    ui.step()
    assert setup.players == 3
    assert [(s.kind, s.name) for s in setup.playing_seats] == [
        ("human", "Léa"),
        ("human", "Marc"),  # fails before: a computer again, Marc sent to seat 3
        ("ai", None),
    ]
    ui.click((box.right - 5, box.centery))  # 3 -> 4
    assert [(s.kind, s.name) for s in setup.playing_seats][:3] == [
        ("human", "Léa"),
        ("human", "Marc"),
        ("ai", None),
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_resting_card_names_who_a_click_seats(app, ui, monkeypatch, lang: str) -> None:  # type: ignore[no-untyped-def]
    """S, 151: the resting card said 'Midori' and a click on it seated 'Marc, Human'."""
    app.tr = Translator(lang)
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc")]
    seats += [Seat("ai", "hard"), Seat("human")]
    setup = table(app, ui, "shinobi", seats)
    ui.click(setup.leave_mark(1).center)  # Marc rests, at the end
    ui.step()
    drawn = record_blits(monkeypatch)
    setup.draw(pygame.Surface(app.view_size))
    on = {
        index: [text for text, rect in drawn if panel.contains(rect)]
        for index, panel in enumerate(setup.seat_panels)
    }
    assert "Marc" in on[3]  # fails before: 'Kiku', the seat's own name
    assert seat_name(app, "shinobi", 3) not in on[3]
    ui.click(setup.seat_panels[3].center)
    assert setup.playing_seats[3].name == "Marc"
    ui.click(setup.leave_mark(2).center)  # the nameless person rests: 'Player 4'
    ui.step()
    drawn.clear()
    setup.draw(pygame.Surface(app.view_size))
    on3 = [text for text, rect in drawn if setup.seat_panels[3].contains(rect)]
    assert nameless_title(app, "shinobi", 3) in on3
