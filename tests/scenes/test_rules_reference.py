"""The rules reference at the window's own size: every game's pages and pictures fit
at every size, the switcher goes both ways in the title's order, the contents mark
follows the section shown, and the reference opens on the game the player came from."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import LANGUAGES, load_catalogue
from ninjas.core.session import GameSession, Seat
from ninjas.games import ALL_GAMES
from scenes import theme
from scenes.rules_scene import (
    BODY_SIZE,
    CAPTION_SIZE,
    DIAGRAM_PREFIX,
    GAME_ORDER,
    RULES_DIAGRAMS,
    RULES_SECTIONS,
    RulesScene,
    column_width,
    diagram,
)
from scenes.title import TitleScene
from scenes.widgets import resolve

from .conftest import SIZES, Driver


def asked_pictures(game: str, lang: str) -> list[str]:
    texts = load_catalogue(lang)
    return [
        line[len(DIAGRAM_PREFIX) : -1]
        for section in RULES_SECTIONS[game]
        for line in texts[f"rules.{game}.{section}.body"].split("\n")
        if line.startswith(DIAGRAM_PREFIX)
    ]


def opened(sized_app, size, game, lang="en"):  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language(lang)
    rules = RulesScene(app, game)
    app.push(rules)
    app.apply_scale()
    app.draw()
    return app, rules


def test_the_switcher_follows_the_titles_order() -> None:
    assert GAME_ORDER == ALL_GAMES
    assert set(RULES_DIAGRAMS) == set(RULES_SECTIONS) == set(ALL_GAMES)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ALL_GAMES)
def test_every_page_is_drawn_natively_and_fits(sized_app, size, game):  # type: ignore[no-untyped-def]
    app, rules = opened(sized_app, size, game)
    assert app.window.get_size() == size
    g = rules.geometry
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(g.panel) and g.panel.contains(g.view) and g.panel.contains(g.bar)
    buttons = [rules.previous_button.rect, rules.next_button.rect, rules.back.rect]
    for rect in buttons + [b.rect for b in rules.contents]:
        assert g.panel.contains(rect)
        assert not rect.colliderect(g.view)
    assert not any(a.colliderect(b) for i, a in enumerate(buttons) for b in buttons[i + 1 :])
    for lang in LANGUAGES:  # the title never runs under the switcher
        app.set_language(lang)
        app.draw()
        title = theme.font(theme.FONT_HEADING + 4, "display").size(app.tr(f"rules.{game}.title"))[0]
        assert g.title_left + title < rules.previous_button.rect.left
        # nothing on the page is wider than the page
        for piece in rules.pieces:
            if piece.surface is not None:
                assert piece.x >= 0 and piece.x + piece.surface.get_width() <= g.view.width
        for button in rules.contents:
            label = theme.font(button.size).size(resolve(button.label))[0]
            assert label <= button.rect.width - theme.px(16)


@pytest.mark.parametrize("game", ALL_GAMES)
def test_text_grows_with_the_window_and_never_falls_under_14_px(sized_app, game):  # type: ignore[no-untyped-def]
    heights = {}
    for size in ((1280, 720), (1920, 1080), (2560, 1600)):
        app, rules = opened(sized_app, size, game)
        theme.set_scale(theme.scale_for(size))
        heights[size] = rules.pieces[1].surface.get_height()  # the first line of text
        if size == (1280, 720):
            assert theme.font(CAPTION_SIZE).get_height() >= 14
            assert theme.font(BODY_SIZE).get_height() >= 14
    assert heights[(1920, 1080)] >= 1.4 * heights[(1280, 720)]
    assert heights[(2560, 1600)] >= 1.9 * heights[(1280, 720)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", ALL_GAMES)
def test_every_picture_asked_for_is_drawn_within_the_page_at_every_size(game, lang):  # type: ignore[no-untyped-def]
    from ninjas.core.i18n import Translator

    pygame.init()
    import importlib

    module = importlib.import_module(RULES_DIAGRAMS[game])
    asked = asked_pictures(game, lang)
    assert sorted(asked) == sorted(module.DIAGRAMS), "every picture is asked for once"
    tr = Translator(lang)
    for size in SIZES:
        theme.set_scale(theme.scale_for(size))
        width = column_width(size)
        for name in asked:
            picture = diagram(game, name, tr, width)
            assert picture is not None, f"{game}/{name} is not drawn"
            assert picture.get_width() <= width, f"{game}/{name} is wider than the page"
    theme.set_scale(1.0)


def test_the_dojo_reference_has_its_pictures():  # type: ignore[no-untyped-def]
    """Issue 18: each terrain with its cost, a battle, a projectile, a summoning, both ways
    to win, and the optional rules, each in the section it illustrates."""
    texts = load_catalogue("en")
    where = {
        "setup": "board",
        "moving": "terrain",
        "water": "water",
        "battles": "battle",
        "projectiles": "projectile",
        "summoning": "summon",
        "winning": "winning",
        "options": "joker",
    }
    for section, name in where.items():
        assert f"{DIAGRAM_PREFIX}{name}]" in texts[f"rules.dojo.{section}.body"]
    options = texts["rules.dojo.options.body"].split("\n")
    for name, words in (
        ("joker", "Joker"),
        ("defense", "Dojo Defense"),
        ("fury", "Fists of Fury"),
        ("ace", "Ace in the Face"),
        ("blitz", "Blitz"),
    ):  # each picture stands just before the line it illustrates
        index = options.index(f"{DIAGRAM_PREFIX}{name}]")
        assert words in options[index + 1]


@pytest.mark.parametrize("game", ["dojo", "night"])
def test_pictures_are_the_games_art_not_flat_colour(sized_app, game):  # type: ignore[no-untyped-def]
    """Drawn from assets/images: a picture holds many colours (a tile, a wall, a roof)."""
    app, rules = opened(sized_app, (1920, 1080), game)
    pictures = [p.surface for p in rules.pieces if p.picture and p.surface is not None]
    assert pictures
    for picture in pictures:
        small = pygame.transform.scale(picture, (96, 96))
        colours = {tuple(small.get_at((x, y))) for x in range(96) for y in range(96)}
        assert len(colours) > 150


def test_a_click_at_the_real_position_of_each_button_hits_it(sized_app):  # type: ignore[no-untyped-def]
    app, rules = opened(sized_app, (1920, 1080), "taisen")
    ui = Driver(app)
    ui.click(rules.next_button)
    assert rules.game == "shinobi"
    ui.click(rules.previous_button)
    ui.click(rules.previous_button)
    assert rules.game == "dojo", "previous goes round from the first game to the last"
    index = rules.sections.index("battles")
    ui.click(rules.contents[index])
    ui.step(90)
    assert rules.current_section == index
    ui.click(rules.back)
    assert app.top is not rules


def test_tab_and_shift_tab_turn_the_games_both_ways(app, ui):  # type: ignore[no-untyped-def]
    rules = RulesScene(app, "taisen")
    app.push(rules)
    seen = []
    for _ in ALL_GAMES:
        ui.key(pygame.K_TAB)
        seen.append(rules.game)
    assert seen == [*ALL_GAMES[1:], ALL_GAMES[0]]
    back = []
    for _ in ALL_GAMES:
        ui.key(pygame.K_TAB, pygame.KMOD_SHIFT)
        back.append(rules.game)
    assert back == [ALL_GAMES[-1], *reversed(ALL_GAMES[1:-1]), ALL_GAMES[0]]
    assert rules.scroll == 0 and rules.current_section == 0


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1600)])
@pytest.mark.parametrize("game", ALL_GAMES)
def test_the_contents_mark_follows_every_section_even_the_last(sized_app, size, game):  # type: ignore[no-untyped-def]
    app, rules = opened(sized_app, size, game)
    ui = Driver(app)
    for index in range(len(rules.sections)):
        rules.jump(index)
        rules.update(1.0)  # the scroll eases all the way
        assert rules.current_section == index
    ui.key(pygame.K_HOME)
    rules.update(1.0)
    marks = [rules.current_section]
    while rules.scroll < rules.max_scroll:  # paging through the whole page
        ui.key(pygame.K_PAGEDOWN)
        rules.update(1.0)
        marks.append(rules.current_section)
    assert marks == sorted(marks) and marks[-1] == len(rules.sections) - 1
    assert len(set(marks)) > 3, "paging moves the mark along"


def test_a_new_window_size_keeps_the_section_shown(sized_app):  # type: ignore[no-untyped-def]
    app, rules = opened(sized_app, (1280, 720), "dojo")
    index = rules.sections.index("summoning")
    rules.jump(index)
    Driver(app).step(90)
    small = rules.pieces[1].surface.get_height()
    bigger = pygame.Surface((1920, 1080))
    theme.set_scale(theme.scale_for(bigger.get_size()))
    rules.draw(bigger)
    assert rules.current_section == index
    assert rules.pieces[1].surface.get_height() > small


def test_the_title_opens_the_rules_of_the_game_selected(app, ui):  # type: ignore[no-untyped-def]
    title = TitleScene(app)
    app.push(title)
    cards = [w for w in title.menu.widgets if getattr(w, "game", None)]
    night = next(card for card in cards if card.game == "night")
    title.menu.focus(night)
    ui.step()
    ui.key(pygame.K_F1)
    assert isinstance(ui.top, RulesScene) and ui.top.game == "night"
    ui.key(pygame.K_ESCAPE)
    dojo = next(card for card in cards if card.game == "dojo")
    ui.move(dojo.rect.center)
    ui.key(pygame.K_F1)
    assert ui.top.game == "dojo"
    ui.key(pygame.K_ESCAPE)
    ui.move((5, 5))  # the pointer leaves: the game last pointed at stays chosen
    title.menu.focus(title.buttons["title.rules"])
    ui.step()
    title.open_rules()
    assert ui.top.game == "dojo"


@pytest.mark.parametrize("game", ALL_GAMES)
def test_f1_on_setup_opens_that_games_rules(app, ui, game):  # type: ignore[no-untyped-def]
    from scenes.setup import SetupScene

    app.push(TitleScene(app))
    setup = SetupScene(app, game)
    app.push(setup)
    ui.key(pygame.K_F1)
    assert isinstance(ui.top, RulesScene) and ui.top.game == game
    ui.key(pygame.K_ESCAPE)
    assert ui.top is setup


@pytest.mark.parametrize("game", ALL_GAMES)
def test_f1_on_a_table_opens_that_games_rules(app, game):  # type: ignore[no-untyped-def]
    from scenes.registry import make_game_scene

    players, options = {
        "taisen": (2, {}),
        "shinobi": (2, {"players": 2}),
        "night": (2, {"players": 2}),
        "dojo": (2, {}),
    }[game]
    seats = [Seat()] + [Seat("ai", "easy")] * (players - 1)
    session = GameSession.new(game, seats, 3, options, autosave=False)
    table = make_game_scene(app, session)
    app.push(table)
    table.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    )
    assert isinstance(app.top, RulesScene) and app.top.game == game


def test_the_still_part_is_drawn_once_per_size(sized_app):  # type: ignore[no-untyped-def]
    """Each frame blits one kept layer (panel, title, contents): nothing still is
    drawn again while the page scrolls."""
    app, rules = opened(sized_app, (1920, 1080), "night")
    layer = rules._layer
    assert layer is not None and layer.get_size() == (1920, 1080)
    ui = Driver(app)
    ui.key(pygame.K_PAGEDOWN)
    ui.step(30)
    assert rules._layer is layer
    rules.draw(pygame.Surface((1280, 720)))  # another size: a layer of its own
    assert rules._layer is not layer and rules._layer.get_size() == (1280, 720)


def test_over_a_table_the_panel_is_drawn_over_a_veil(app, ui):  # type: ignore[no-untyped-def]
    from .conftest import FakeGameScene

    app.push(FakeGameScene(app, None))
    rules = RulesScene(app, "dojo")
    app.push(rules)
    ui.step()
    corner = app.canvas.get_at((2, 2))
    assert corner[:3] != (40, 30, 20) and max(corner[:3]) < 40, "the table is veiled"
    inside = rules.geometry.panel.move(20, 0).topleft
    assert app.canvas.get_at((inside[0], inside[1] + 30))[:3] != (255, 0, 255)


def test_a_page_keeps_its_own_lines_out_of_the_shared_text_cache(sized_app):  # type: ignore[no-untyped-def]
    """Hundreds of window-wide lines (290 kB each at 2560x1600) would fill theme's
    cache of 512 texts; the page renders and keeps its own."""
    app = sized_app((2560, 1600))
    app.apply_scale()
    theme._text_cache.clear()
    rules = RulesScene(app, "shinobi")
    app.push(rules)
    app.draw()
    lines = sum(1 for piece in rules.pieces if piece.surface is not None and not piece.picture)
    assert lines > 100
    body = round(BODY_SIZE * theme.scale())
    kept = [key for key in theme._text_cache if key[1] == body and key[2] == theme.MOONLIGHT]
    assert len(kept) < 5


def test_the_mark_follows_the_section_being_read_not_the_one_above(sized_app):  # type: ignore[no-untyped-def]
    """The contents' mark lagged a section behind: a heading a quarter of the way down
    the page, its section read, still marked the section above it."""
    app, rules = opened(sized_app, (1280, 720), "night")
    index = 2
    heading = rules.section_tops[index]
    rules.scroll_by(heading - rules.geometry.view.height / 4 - rules.target)
    rules.update(1.0)
    assert rules.section_tops[index] > rules.scroll  # the heading is below the top
    assert rules.current_section == index


@pytest.mark.parametrize("game", ALL_GAMES)
def test_the_page_s_top_marks_its_first_section(sized_app, game):  # type: ignore[no-untyped-def]
    """Dojo's rules opened with 'Setting up' marked while 'Goal' stood at the top: the
    short first section lay above the reading line (issue 33, newcomer F)."""
    app, rules = opened(sized_app, (1920, 1080), game)
    ui = Driver(app)
    ui.key(pygame.K_HOME)
    rules.update(1.0)
    assert rules.scroll == 0 and rules.current_section == 0


def test_a_contents_entry_clicked_is_let_go_when_the_keys_scroll(sized_app):  # type: ignore[no-untyped-def]
    """Newcomer F: after a click on 'Your turn' and Page Down, the entry kept its ring
    while the bar marked the section read: two marks."""
    app, rules = opened(sized_app, (1280, 720), "taisen")
    ui = Driver(app)
    ui.click(rules.contents[2])
    rules.update(1.0)
    assert rules.current_section == 2
    ui.key(pygame.K_PAGEDOWN)
    rules.update(1.0)
    assert not any(entry.focused for entry in rules.contents)
