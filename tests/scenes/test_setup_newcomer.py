"""The setup as a newcomer meets it (issue 33): a seat that does not play says so and
how to seat it, the footer speaks of the seed only once its field is shown, a person's
Name row reads whole in both languages, and with a pad plugged in, or many names used
before, everything still fits at every window size."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.games import ALL_GAMES
from scenes import theme
from scenes.app import App
from scenes.setup import SetupScene
from scenes.setup_parts import count_top, seat_panel
from scenes.setup_parts.layout import SQUEEZED_ROW
from scenes.setup_parts.name_entry import NameEntryScene
from scenes.title import TitleScene

from .conftest import SIZES, Driver
from .test_native_shared import check_inside_and_apart, font_sizes
from .test_setup_names import shown_texts as drawn_texts


def plug_a_pad(app: App) -> None:
    app.pads.opener = lambda index: (42, "Pad", None)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    app.run(max_frames=1)


def test_a_resting_seat_says_it_does_not_play_and_a_click_seats_it(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomers saw two greyed seats in Shinobi and Night with nothing saying why."""
    ui = Driver(app)
    setup = SetupScene(app, "shinobi")
    app.push(setup)
    setup.set_players(2)
    ui.step()
    drawn = drawn_texts(app, monkeypatch)
    assert drawn.count("Not playing") == 2
    assert "Click to add it (Players: 4)" in drawn
    assert setup.hidden(setup.kind_choices[3]) and not setup.hidden(setup.kind_choices[1])
    borders: list[object] = []
    draw_panel = seat_panel.draw_panel
    monkeypatch.setattr(
        seat_panel,
        "draw_panel",
        lambda canvas, rect, **k: borders.append(k.get("border")) or draw_panel(canvas, rect, **k),
    )
    ui.move(setup.seat_panels[3].center)  # pointed at, the resting seat's border lights
    ui.step()
    assert borders[-2:] == [theme.DISABLED, theme.GOLD_DARK]
    ui.click(setup.seat_panels[3].center)
    players = dict(setup.cells)["players"]
    assert setup.players == 4 and players.value == 4  # type: ignore[attr-defined]
    assert not setup.hidden(setup.kind_choices[3]) and setup.kind_choices[3].enabled
    assert "Not playing" not in drawn_texts(app, monkeypatch)
    app.set_language("fr")
    setup.set_players(3)
    assert app.tr("setup.seat_rests.how", count=4) in drawn_texts(app, monkeypatch)
    assert "Cliquez pour l'ajouter" in app.tr("setup.seat_rests.how", count=4)


def test_the_footer_speaks_of_the_seed_only_once_its_field_is_shown(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = SetupScene(app, "taisen")
    app.push(setup)
    footer = [text for text in drawn_texts(app, monkeypatch) if "Esc: back" in text]
    assert footer and "seed" not in footer[0]
    setup.show_advanced()
    footer = [text for text in drawn_texts(app, monkeypatch) if "Esc: back" in text]
    assert "Digits: seed" in footer[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["taisen", "night"])
def test_the_name_row_says_whole_how_to_give_a_name(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, game: str
) -> None:
    """'(none) — click to type', not its short form, on two seats' rows and four's."""
    app.set_language(lang)
    setup = SetupScene(app, game, seats=[Seat(), Seat("ai")])
    app.push(setup)
    assert app.tr("setup.name.none") in drawn_texts(app, monkeypatch)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ALL_GAMES)
def test_with_a_pad_each_seats_rows_stay_inside_its_panel(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], game: str
) -> None:
    app = sized_app(size)
    app.push(TitleScene(app))
    setup = SetupScene(app, game, seats=[Seat(), Seat(), Seat(), Seat()])
    app.push(setup)
    if "players" in dict(setup.cells):
        setup.seat_more(3)
    plug_a_pad(app)
    assert setup.pads_known
    with font_sizes() as sizes:
        app.draw()
    screen = pygame.Rect((0, 0), size)
    check_inside_and_apart(screen, [*setup.seat_panels, setup.options_panel])
    for index, panel in enumerate(setup.seat_panels):
        assert setup.pad_buttons[index].enabled
        rows = [setup.kind_choices[index], setup.name_rows[index], setup.pad_buttons[index]]
        check_inside_and_apart(panel, [row.rect for row in rows])
    cells = [widget.rect for _, widget in count_top.panel_cells(setup)] + [setup.seed_field.rect]
    check_inside_and_apart(setup.options_panel, cells + [line for _, line in setup.explanations])
    assert min(rect.height for rect in cells) >= theme.px(SQUEEZED_ROW) - 1
    if count_top.up_top(setup):  # the count over the seats
        check_inside_and_apart(screen, [*setup.seat_panels, dict(setup.cells)["players"].rect])
    assert min(sizes) >= theme.FONT_MIN


@pytest.mark.parametrize("size", SIZES)
def test_the_name_box_with_many_names_fits(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.settings.last_names = {"night": ["W" * 24] + [f"Player {n}" for n in range(12)]}
    setup = SetupScene(app, "night", seats=[Seat(name="Player 6"), Seat()])
    app.push(setup)
    setup.ask_name(0)
    box = app.top
    assert isinstance(box, NameEntryScene)
    app.draw()
    assert len(box.name_buttons) == 9  # No name, and the 8 most recent (its own among them)
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(box.panel)
    for button in box.name_buttons:  # a long name is cut inside its button
        assert theme.font(button.size).size(button.label())[0] < button.rect.width
    check_inside_and_apart(
        box.panel,
        [box.field.rect, *(b.rect for b in box.name_buttons), box.cancel.rect, box.ok.rect],
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_named_persons_seat_says_whole_what_marks_it_with_four_seats(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """A named person's card read "Akane · Red pawns, cir…" with four seats: what marks
    the seat is said whole, on one line (test_setup_seat_lines.py: alone when one line
    does not hold the seat's name too; two lines touched the rows under them)."""
    app.set_language(lang)
    setup = SetupScene(app, "shinobi", seats=[Seat(name="Élodie"), Seat("ai"), Seat(), Seat()])
    app.push(setup)
    setup.set_players(4)
    drawn = drawn_texts(app, monkeypatch)
    assert app.tr("setup.seat_hint.shinobi.0") in drawn
    assert not any(text.endswith("…") for text in drawn if "·" in text)
