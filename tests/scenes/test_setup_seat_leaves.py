"""A person in a middle seat can leave the table (newcomer B, s14, 106-108: the count
took the last seats away, and each seat's Player was only Human or Computer): a click
on the 'x' of Marc's card, seat 2 of 4, takes him out; Midori and Kiku move up a place,
the count drops to 3 and the line says 'Marc left the table'; raised to 4 again, Marc
comes back at the end, the seats playing left as they are (newcomer S, s20, 151:
test_setup_seat_added_at_end). Delete on a seat's row does the same. The first seat has no 'x', nor
any seat while the count is at its least."""

from __future__ import annotations

import os

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.setup import SetupScene

from .conftest import Driver


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_a_person_in_a_middle_seat_leaves(sized_app, size, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.tr = Translator(lang)
    seats = [
        Seat("human", name="Léa"),
        Seat("human", name="Marc"),
        Seat("ai", "hard"),
        Seat("human", name="Kiku"),
    ]
    setup = SetupScene(app, "shinobi", seats=seats)
    app.push(setup)
    ui = Driver(app)
    setup.set_players(4)
    ui.step()
    assert setup.leave_mark(0) is None  # the first seat stays
    mark = setup.leave_mark(1)
    assert mark is not None  # fails before: no way to take Marc out
    ui.event(pygame.MOUSEMOTION, pos=mark.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.step()
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}.png")
    ui.click(mark.center)
    ui.step()
    assert setup.players == 3
    assert [s.name for s in setup.playing_seats] == ["Léa", None, "Kiku"]
    assert setup.playing_seats[1].is_ai  # Midori moved up
    assert setup.left_line == app.tr.plural("setup.left_table", 1, names="Marc")
    assert dict(setup.cells)["players"].value == 3
    setup.set_players(4)  # Marc back, at the end
    assert [s.name for s in setup.playing_seats] == ["Léa", None, "Kiku", "Marc"]
    setup.menu.focus(setup.kind_choices[2])  # Delete on Kiku's row
    ui.key(pygame.K_DELETE)
    assert [s.name for s in setup.playing_seats] == ["Léa", None, "Marc"]
    setup.set_players(2)
    assert setup.leave_mark(1) is None  # two players at least


@pytest.mark.parametrize(("game", "marks"), [("night", True), ("taisen", False), ("dojo", False)])
def test_every_game_with_a_player_count_has_the_x(app, game: str, marks: bool) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc"), Seat("ai", "easy")]
    setup = SetupScene(app, game, seats=seats[: 3 if game == "night" else 2])
    app.push(setup)
    if game == "night":
        setup.set_players(3)
    Driver(app).step()
    assert (setup.leave_mark(1) is not None) is marks  # two seats only: nobody leaves


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_name_stops_short_of_the_x(sized_app, monkeypatch: pytest.MonkeyPatch, size) -> None:  # type: ignore[no-untyped-def]
    from scenes import theme

    app = sized_app(size)
    seats = [Seat("human", name="Léa"), Seat("human", name="Dimitri-Alexandre Wwwww")]
    seats += [Seat("ai", "easy"), Seat("ai", "easy")]
    setup = SetupScene(app, "shinobi", seats=seats)
    app.push(setup)
    setup.set_players(4)
    drawn: list[tuple[str, pygame.Rect]] = []
    blit = theme.blit_text

    def spy(canvas, text, *a, **k):  # type: ignore[no-untyped-def]
        rect = blit(canvas, text, *a, **k)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    Driver(app).step()
    mark = setup.leave_mark(1)
    assert mark is not None
    title = next(rect for text, rect in drawn if text.startswith("Dimitri"))
    assert not title.colliderect(mark)  # fails before: the name ran under its 'x'
