"""Setup screens (issue 15 §3): every option says in one line what it does, in English
and French; F1 opens the game's rules; Esc (and Back) go back keeping what was chosen;
the screen is drawn at the window's own size."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.games import ALL_GAMES
from ninjas.options import game_options
from scenes import theme
from scenes.app import App
from scenes.phones import PHONE_GAMES
from scenes.rules_scene import RulesScene
from scenes.setup import SetupScene
from scenes.setup_parts import count_top, pace_row
from scenes.title import TitleScene
from scenes.widgets import Choice

from .conftest import SIZES, Driver
from .test_native_shared import check_inside_and_apart, font_sizes


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ALL_GAMES)
def test_every_option_has_a_one_line_explanation_on_screen(
    sized_app: Callable[[tuple[int, int]], App], lang: str, game: str, size: tuple[int, int]
) -> None:
    """At both sizes: at 1920x1080 French, 'Poings de fureur' said 'en garder u...' (E3,
    s16): the words grow with the window more than the panel's columns do."""
    app = sized_app(size)
    app.set_language(lang)
    setup = SetupScene(app, game)
    app.push(setup)
    app.draw()
    shown = [key for key, _ in setup.explanations]
    phones = {"phones"} if game in PHONE_GAMES else set()  # not a rules option: the table's
    # the count over the seats (count_top): their cards say 'Click to add it (Players: 3)'
    counted = {"players"} if count_top.up_top(setup) else set()
    paced = {pace_row.KEY}  # the computers' pace, in every game's panel (pace_row.py)
    keys = {option.key for option in game_options(game)} | {"seed"} | phones | paced
    assert set(shown) == keys - counted
    widgets = dict(setup.cells)
    for key, line in setup.explanations:
        widget = widgets.get(key)
        values = [value for value, _ in widget.options] if isinstance(widget, Choice) else [None]
        for value in values:
            if isinstance(widget, Choice):
                widget.set_value(value)
                widget.on_change(value)
            elif value is None and key == "seed" and values == [None]:
                texts = [setup.explanation(key)]
                setup.show_advanced()
                texts.append(setup.explanation(key))
                assert texts[0] != texts[1]
            text = setup.explanation(key)
            assert text, (lang, game, key, value)
            width = theme.font(theme.FONT_SMALL).size(text)[0]
            assert width <= line.width, (lang, game, key, text)  # one line, never cut
            assert setup.options_panel.contains(line)


def test_the_explanation_follows_the_value_shown(app: App) -> None:
    setup = SetupScene(app, "shinobi")
    mode = next(widget for key, widget in setup.cells if key == "mode")
    assert isinstance(mode, Choice)
    before = setup.explanation("mode")
    mode.adjust(1)
    assert setup.explanation("mode") != before
    assert "Boss" in setup.explanation("mode") or "Boss" in before


@pytest.mark.parametrize("game", ALL_GAMES)
def test_f1_on_the_setup_opens_that_games_rules(app: App, game: str) -> None:
    ui = Driver(app)
    app.push(TitleScene(app))
    setup = SetupScene(app, game)
    app.push(setup)
    ui.key(pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.game == game
    ui.key(pygame.K_ESCAPE)
    assert app.top is setup


def test_escape_goes_back_and_the_setup_reopens_with_what_was_changed(app: App) -> None:
    ui = Driver(app)
    app.push(TitleScene(app))
    setup = SetupScene(app, "dojo")
    app.push(setup)
    setup.set_kind(0, "ai")
    setup.set_level(0, "hard")
    jokers = next(widget for key, widget in setup.cells if key == "jokers")
    jokers.adjust(1)  # type: ignore[attr-defined]
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    again = SetupScene(app, "dojo")
    assert again.seats[0].kind == "ai" and again.seats[0].level == "hard"
    assert again.extra["jokers"] is True
    assert next(w for k, w in again.cells if k == "jokers").value is True  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", ["taisen", "night"])
def test_the_back_button_keeps_what_was_changed_too(app: App, game: str) -> None:
    ui = Driver(app)
    app.push(TitleScene(app))
    setup = SetupScene(app, game)
    app.push(setup)
    ui.step()
    first_cell = setup.cells[0][1]
    first_cell.adjust(1)  # type: ignore[attr-defined]
    chosen = setup.options()
    ui.click(setup.back_button)
    assert isinstance(app.top, TitleScene)
    assert SetupScene(app, game).options() == chosen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ALL_GAMES)
def test_the_setup_lays_out_inside_the_window_at_every_size(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], game: str
) -> None:
    app = sized_app(size)
    app.push(TitleScene(app))
    setup = SetupScene(app, game)
    app.push(setup)
    with font_sizes() as sizes:
        app.draw()
    screen = pygame.Rect((0, 0), size)
    panels = [*setup.seat_panels, setup.options_panel]
    check_inside_and_apart(screen, panels)
    for index, panel in enumerate(setup.seat_panels):
        check_inside_and_apart(
            panel, [setup.kind_choices[index].rect, setup.level_choices[index].rect]
        )
    cells = [widget.rect for _, widget in count_top.panel_cells(setup)] + [setup.seed_field.rect]
    check_inside_and_apart(setup.options_panel, cells + [line for _, line in setup.explanations])
    if count_top.up_top(setup):  # the count over the seats, apart from them (nc-F 207)
        count = dict(setup.cells)["players"].rect
        check_inside_and_apart(screen, [*panels, count])
        assert count.bottom <= setup.seat_panels[0].top and count.left == panels[0].left
    buttons = [setup.back_button.rect, setup.start_button.rect]
    if setup.tutorial_button is not None:
        buttons.append(setup.tutorial_button.rect)
    check_inside_and_apart(screen, panels + buttons)
    assert min(sizes) >= theme.FONT_MIN
    assert setup.start_button.rect.height == theme.px(56)


def test_a_click_on_an_option_at_1920x1080_changes_it(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    app = sized_app((1920, 1080))
    ui = Driver(app)
    app.push(TitleScene(app))
    setup = SetupScene(app, "dojo")
    app.push(setup)
    ui.step()
    blitz = next(widget for key, widget in setup.cells if key == "blitz")
    # 36 design px at 1.5 at least: Dojo's nine cells (its rules, Phones, the seed) in
    # five rows at 16:9 leave its rows a little lower than a shorter list's 40
    assert blitz.rect.height >= 54
    ui.click((blitz.rect.right - 20, blitz.rect.centery))
    assert setup.extra["blitz"] is True
