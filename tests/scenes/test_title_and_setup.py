"""Title screen and seat setup, driven by clicks and keys."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.paths import saves_dir
from ninjas.core.session import GameSession, Seat
from scenes.setup import SetupScene
from scenes.title import GameCard, TitleScene, game_version


def title_widget(scene, key):
    return next(
        w
        for w in scene.menu.widgets
        if not isinstance(w, GameCard) and w.label() == scene.app.tr(key)
    )


def forward(widget):
    """Where to click a Choice to move to its next option (its right arrow)."""
    return (widget.rect.right - 30, widget.rect.centery)


def card(scene, game):
    return next(w for w in scene.menu.widgets if isinstance(w, GameCard) and w.game == game)


def test_title_draws_the_four_games_and_the_version(app, ui, drawn):
    app.push(TitleScene(app))
    ui.step(3)
    drawn()
    scene = ui.top
    assert [c.game for c in scene.menu.widgets if isinstance(c, GameCard)] == [
        "taisen",
        "shinobi",
        "night",
        "dojo",
    ]
    assert card(scene, "taisen").playable
    assert card(scene, "shinobi").playable and card(scene, "night").playable
    assert card(scene, "dojo").playable
    assert game_version()[0].isdigit()


def test_clicking_a_game_still_coming_says_so(app, ui, monkeypatch):
    from scenes import registry
    from scenes.message import MessageScene

    monkeypatch.delitem(registry.GAME_SCENES, "dojo")  # as before its table landed
    app.push(TitleScene(app))
    ui.click(card(ui.top, "dojo"))
    message = ui.top
    assert isinstance(message, MessageScene)
    assert message.title == app.tr("title.coming.title", game=app.tr("game.dojo.name"))
    ui.key(pygame.K_RETURN)
    assert isinstance(ui.top, TitleScene)


def test_buttons_that_can_be_pressed_never_look_disabled(app):
    from scenes.widgets import Button

    disabled = Button(app, (0, 0, 10, 10), "x", enabled=False).colours()
    for style in ("normal", "primary", "quiet"):
        fill, border, text = Button(app, (0, 0, 10, 10), "x", style=style).colours()
        assert text != disabled[2] and border != disabled[1], style
        assert sum(text) >= 600, style  # bright text: Back and Quit read as live buttons


def test_continue_is_not_there_without_an_autosave(app, ui):
    app.push(TitleScene(app))
    assert ui.top.continue_button is None
    assert "title.continue" not in ui.top.buttons


def test_continue_loads_the_autosave(app, ui, fake_game):
    session = GameSession.new("taisen", [Seat(), Seat()], seed=3)
    for _ in range(2):
        session.apply(session.state.legal_actions()[0])
    session.save(saves_dir() / "autosave.json")
    app.push(TitleScene(app))
    ui.click(title_widget(ui.top, "title.continue"))
    assert isinstance(ui.top, fake_game)
    assert ui.top.session.actions == session.actions
    assert isinstance(app.stack[0], TitleScene)


def test_title_buttons_open_load_settings_rules_and_quit(app, ui):
    from scenes.rules_scene import RulesScene
    from scenes.settings_scene import SettingsScene
    from scenes.slots import SlotPickerScene

    app.push(TitleScene(app))
    for key, kind in (
        ("title.load", SlotPickerScene),
        ("title.settings", SettingsScene),
        ("title.rules", RulesScene),
    ):
        ui.click(title_widget(ui.top, key))
        assert isinstance(ui.top, kind)
        ui.key(pygame.K_ESCAPE)
        assert isinstance(ui.top, TitleScene)
    ui.click(title_widget(ui.top, "title.quit"))
    assert not app.running


def test_title_to_setup_to_a_game(app, ui, drawn):
    """The full path with the real board scene when it is there."""
    try:
        from scenes.taisen import TaisenScene
    except ImportError:
        TaisenScene = None
    app.push(TitleScene(app))
    ui.click(card(ui.top, "taisen"))
    setup = ui.top
    assert isinstance(setup, SetupScene)
    drawn()
    setup.set_kind(1, "human")  # two humans: no AI worker in this test
    ui.click(setup.start_button)
    if TaisenScene is None:
        pytest.skip("scenes.taisen.TaisenScene is not there yet")
    assert isinstance(ui.top, TaisenScene)
    assert isinstance(app.stack[0], TitleScene) and len(app.stack) == 2


def test_setup_passes_seats_first_player_and_typed_seed(app, ui, fake_game):
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    level_wolf = setup.level_choices[1]
    first, seed = setup.cells[0][1], setup.menu.widgets[setup.advanced_index]
    assert level_wolf.enabled  # the Wolf is the computer by default
    ui.click(forward(level_wolf))  # normal -> hard
    ui.click(forward(first))  # random -> monkey
    ui.click(forward(first))  # -> wolf
    ui.click(seed)
    for key in (pygame.K_4, pygame.K_2):
        ui.key(key)
    ui.click(setup.start_button)
    game = ui.top
    assert isinstance(game, fake_game)
    assert game.session.seed == 42
    assert game.session.options == {"first": "wolf"}
    assert game.session.seats == [Seat("human", "normal"), Seat("ai", "hard")]
    assert game.session.state.current_player == 1


def test_setup_human_seat_disables_the_difficulty(app, ui):
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    ui.click(forward(setup.kind_choices[1]))  # Wolf: computer -> human
    assert not setup.level_choices[1].enabled
    assert setup.seats[1].kind == "human"


def test_setup_with_an_empty_seed_draws_one_and_escape_goes_back(app, ui, fake_game):
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    assert ui.top.seed is None
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_setup_reports_a_missing_game_scene(app, ui, monkeypatch):
    from scenes import registry
    from scenes.message import MessageScene

    monkeypatch.setitem(registry.GAME_SCENES, "taisen", ("scenes.no_such_module", "Nothing"))
    app.push(SetupScene(app, "taisen"))
    ui.click(ui.top.start_button)
    assert isinstance(ui.top, MessageScene)


def test_f1_on_the_title_opens_the_rules(app, ui):
    from scenes.rules_scene import RulesScene

    app.push(TitleScene(app))
    ui.key(pygame.K_F1)
    assert isinstance(ui.top, RulesScene)


def test_the_seed_waits_behind_advanced(app, ui, drawn):
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    assert not setup.advanced_shown
    drawn()
    ui.click(setup.advanced_button)
    assert setup.advanced_shown and setup.menu.widgets[setup.menu.index] is setup.seed_field
    drawn()
    assert SetupScene(app, "taisen", seed=5).advanced_shown  # a seed given: shown at once


def test_the_setup_remembers_the_last_seats_and_levels(app, ui, fake_game):
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.set_kind(0, "ai")
    setup.set_level(0, "easy")
    setup.set_level(1, "hard")
    ui.click(setup.start_button)
    assert isinstance(ui.top, fake_game)
    from ninjas.core.settings import load_settings

    assert load_settings().last_seats["taisen"] == [["ai", "easy"], ["ai", "hard"]]
    again = SetupScene(app, "taisen")
    assert again.seats == [Seat("ai", "easy"), Seat("ai", "hard")]


@pytest.mark.parametrize("key, mod", [(pygame.K_F11, 0), (pygame.K_RETURN, pygame.KMOD_ALT)])
def test_f11_and_alt_enter_toggle_fullscreen_anywhere(app, ui, key, mod):
    app.push(TitleScene(app))
    assert not app.settings.fullscreen
    ui.key(key, mod)
    assert app.settings.fullscreen and isinstance(ui.top, TitleScene)  # the title saw nothing
    ui.key(key, mod)
    assert not app.settings.fullscreen


def test_a_window_asked_with_size_says_fullscreen_off_and_f11_turns_it_on(app, ui):  # type: ignore[no-untyped-def]
    """Issue 33: with --size, a saved fullscreen setting was ignored and Settings said
    "On" while the window stayed small. Settings shows the window's state, and the
    first switch goes from there."""
    from scenes.settings_scene import SettingsScene

    app.settings.fullscreen, app.size_forced = True, True  # saved On, --size given
    assert not app.fullscreen
    settings = SettingsScene(app)
    assert settings.fullscreen.value is False
    app.push(TitleScene(app))
    ui.key(pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen and not app.size_forced


def test_fullscreen_goes_to_the_screen_s_corner_and_back_to_the_middle(app, monkeypatch):  # type: ignore[no-untyped-def]
    """Issue 33: without a window manager (Xvfb) a fullscreen window stayed where the
    window was, offset with its bottom cut; back from it, the window is centred."""
    import scenes.app as app_module

    placed: list[tuple[int, int]] = []
    monkeypatch.setattr(app_module, "place_window", placed.append)
    monkeypatch.setattr(app, "headless", False)
    monkeypatch.setattr(
        app_module.pygame.display,
        "set_mode",
        lambda size, flags=0: pygame.Surface(size if size != (0, 0) else (1920, 1080)),
    )
    monkeypatch.setattr(app_module.pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    monkeypatch.setattr(app_module, "set_minimum_size", lambda size: None)
    app._window_size = (1280, 720)
    app.set_fullscreen(True)
    assert placed == [(0, 0)] and app.window.get_size() == (1920, 1080)
    app.set_fullscreen(False)
    assert placed[-1] == (320, 180) and app.window.get_size() == (1280, 720)


def test_the_demo_says_so_and_hides_the_buttons_nobody_can_use(app, ui, drawn):
    from scenes.title import start_demo_game

    app.demo = True
    start_demo_game(app, "taisen", seed=2)
    table = ui.top
    drawn()
    hidden = table.buttons["hint"].rect.center
    before = app.canvas.get_at(hidden)
    assert table.app.tr("taisen.demo").startswith("Demo")
    ui.click(hidden)  # nothing there
    assert ui.top is table
    assert app.canvas.get_at(hidden) == before


def test_the_setup_screen_starts_the_ai_worker_before_the_table_needs_it(app, monkeypatch):
    import ninjas.ai

    started = []
    monkeypatch.setattr(ninjas.ai, "warm_up", lambda: started.append(True))
    app.push(SetupScene(app, "taisen"))
    assert started == []  # headless (tests, screenshots): no process for nothing
    assert app.idle_jobs == []
    app.headless = False  # a window: the worker starts while seats are picked
    app.push(SetupScene(app, "taisen"))
    assert started == [True]

    def broken() -> None:
        raise OSError("no processes here")

    monkeypatch.setattr(ninjas.ai, "warm_up", broken)
    app.push(SetupScene(app, "taisen"))  # never a reason to fail
    assert isinstance(app.top, SetupScene)


def test_the_setup_screen_builds_the_table_in_a_still_moment(app, monkeypatch, data_dir):
    """Start then opens the table within a frame: its art was built while nothing moved.
    The table built ahead is dropped: nothing shown, nothing saved."""
    import ninjas.ai
    from scenes import setup as setup_module

    monkeypatch.setattr(ninjas.ai, "warm_up", lambda: None)
    monkeypatch.setattr(setup_module, "PREPARED_TABLES", set())
    app.headless = False
    setup = SetupScene(app, "taisen")
    app.push(setup)
    assert len(app.idle_jobs) == 1
    pygame.event.clear()
    assert app.run_idle_job()
    assert setup_module.PREPARED_TABLES == {"taisen"} and app.idle_jobs == []
    assert app.stack == [setup]
    assert not (data_dir / "saves").exists() or not any((data_dir / "saves").iterdir())
    app.push(SetupScene(app, "taisen"))
    assert app.idle_jobs == []  # once per game


def test_the_setup_screen_never_fails_over_a_table_it_could_not_build(app, monkeypatch):
    import ninjas.ai
    from scenes import setup as setup_module

    monkeypatch.setattr(ninjas.ai, "warm_up", lambda: None)
    monkeypatch.setattr(setup_module, "PREPARED_TABLES", set())

    def broken(*args, **kwargs):
        raise ImportError("the table is being rewritten")

    monkeypatch.setattr(setup_module, "make_game_scene", broken)
    app.headless = False
    app.push(SetupScene(app, "taisen"))
    pygame.event.clear()
    assert app.run_idle_job()  # logged, not raised
    assert isinstance(app.top, SetupScene)


def test_the_title_starts_the_ai_and_draws_the_setups_in_still_moments(app, monkeypatch):
    """No table waits for the AI worker (new, continued, loaded or demo game), and the
    setup screen opens within a frame."""
    import ninjas.ai
    from scenes import title as title_module

    started = []
    monkeypatch.setattr(ninjas.ai, "warm_up", lambda: started.append(True))
    monkeypatch.setattr(title_module, "PREPARED_SETUPS", set())
    app.push(TitleScene(app))
    assert app.idle_jobs == []  # headless: nothing ahead
    app.headless = False
    title = TitleScene(app)
    app.push(title)
    assert len(app.idle_jobs) == 6  # the worker, the history read, one setup per game
    pygame.event.clear()
    assert app.run_idle_job() and started == [True]
    for _ in range(40):  # each setup's imports and level checks on a thread, then drawn
        if not app.idle_jobs:
            break
        assert app.run_idle_job()
        if title.groundwork is not None:
            title.groundwork.join(60)
    assert title_module.PREPARED_SETUPS == {"taisen", "shinobi", "night", "dojo"}
    assert app.top is title
    app.push(TitleScene(app))
    assert len(app.idle_jobs) == 2  # the worker and the history read (each done once)


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_learn_to_play_starts_the_guided_game_of_the_game_chosen_on_the_title(app, ui, game):  # type: ignore[no-untyped-def]
    from scenes.registry import TUTORIALS
    from scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    card = next(w for w in title.menu.widgets if getattr(w, "game", None) == game)
    title.menu.focus(card)
    ui.key(pygame.K_LSHIFT)  # a key with the focus on the card chooses it
    ui.move((5, 5))  # the pointer goes to the button: the game chosen stays chosen
    title.open_tutorial()  # the lesson of the game the button names, at once
    module, name = TUTORIALS[game]
    assert type(ui.top).__name__ == name and type(ui.top).__module__ == module


def test_learn_to_play_names_its_game_and_a_card_crossed_on_the_way_is_not_chosen(app, ui):  # type: ignore[no-untyped-def]
    """Issue 33: from Taisen down to the button the pointer crosses Night, and Night's
    guided game started. The button names the game it teaches, and only a card clicked
    (or focused by a key) is chosen: one the pointer rests on is only lit (newcomer H,
    s16: a real mouse from Dojo to the button rests on Night on its way)."""
    from scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    button = title_widget(title, "title.tutorial")
    ui.move(card(title, "taisen").rect.center)
    ui.step(30)
    assert button.sublabel() == "Ninja Taisen"
    ui.move(card(title, "night").rect.center)  # crossed in one frame on the way down
    ui.step(1)
    ui.move(button.rect.center)
    ui.step(1)
    assert title.selected_game() == "taisen" and button.sublabel() == "Ninja Taisen"
    ui.move(card(title, "night").rect.center)
    ui.step(30)  # rested on: lit, not chosen
    assert card(title, "night").focused
    assert title.selected_game() == "taisen" and button.sublabel() == "Ninja Taisen"
    ui.click(card(title, "dojo"))  # a click chooses (and opens its setup)
    app.pop()  # back from the setup
    assert title.selected_game() == "dojo" and button.sublabel() == "Dojo"
    title.menu.focus(card(title, "shinobi"))
    ui.key(pygame.K_LEFT)  # a key moves the focus: the card it lands on is chosen at once
    focused = title.menu.focused
    assert isinstance(focused, GameCard) and title.selected_game() == focused.game


def test_escape_on_the_title_asks_to_quit(app, ui, monkeypatch):  # type: ignore[no-untyped-def]
    """Issue 33: the footer says "Esc: back" and Esc did nothing; back from the title
    is leaving, asked first, and Cancel (or Esc again) stays."""
    from scenes.message import ConfirmScene

    quits: list[bool] = []
    monkeypatch.setattr(app, "quit", lambda: quits.append(True))
    title = TitleScene(app)
    app.push(title)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, ConfirmScene) and quits == []
    ui.key(pygame.K_ESCAPE)
    assert ui.top is title and quits == []
    ui.key(pygame.K_ESCAPE)
    ui.click(ui.top.confirm_button)
    assert quits == [True]


@pytest.mark.parametrize("how", ["f1", "button"])
def test_back_from_a_game_the_rules_open_on_the_game_just_played(app, ui, how):
    """Issue 33: the rules opened on Taisen though the player had just played Night (a
    game started from its results, not from the title's card)."""
    from ninjas.core.session import GameSession
    from scenes.registry import make_game_scene
    from scenes.rules_scene import RulesScene

    app.push(TitleScene(app))
    title = ui.top
    session = GameSession.new(
        "night", [Seat(), Seat("ai", "easy")], 3, {"players": 2}, autosave=False
    )
    app.push(make_game_scene(app, session))  # the table says which game was played
    ui.step()
    app.pop()
    ui.step()
    assert ui.top is title
    if how == "f1":
        ui.key(pygame.K_F1)
    else:
        rules = app.tr("title.rules")
        button = next(
            w
            for w in title.menu.widgets
            if callable(getattr(w, "label", None)) and w.label() == rules
        )
        ui.click(button)
    assert isinstance(ui.top, RulesScene) and ui.top.game == "night"


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_learn_to_play_starts_the_lesson_of_the_game_it_names(app, ui, game):  # type: ignore[no-untyped-def]
    """Issue 33 (newcomer Q, s8): 'Learn to play - Shinobi' still asked 'Which game to
    learn?' in a box, Shinobi focused: a needless click. The button names the game
    chosen on the title (the card clicked: one the pointer crosses on its way down is
    not chosen, newcomer H, s6 and s16), and starts that game's lesson."""
    from scenes.registry import TUTORIALS

    title = TitleScene(app)
    app.push(title)
    ui.click(card(title, game))  # its setup opens
    app.pop()  # and Back to the title
    button = title_widget(title, "title.tutorial")
    assert button.sublabel() == app.tr(f"game.{game}.name")  # the button names it
    ui.move((button.rect.centerx, card(title, game).rect.bottom + 2))  # crossing down
    ui.step(2)
    ui.click(button)
    module, name = TUTORIALS[game]
    assert type(ui.top).__name__ == name and type(ui.top).__module__ == module  # before: a box


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_each_setup_s_learn_to_play_starts_its_own_game_s_lesson(app, ui, game):  # type: ignore[no-untyped-def]
    """Each game's setup screen has its Learn to play button: it starts that game's
    lesson, never a box asking which (issue 33, newcomer Q, s8)."""
    from scenes.registry import TUTORIALS
    from scenes.setup import SetupScene

    app.push(SetupScene(app, game))
    setup = ui.top
    button = next(
        w
        for w in setup.menu.widgets
        if callable(getattr(w, "label", None)) and w.label() == app.tr("setup.tutorial")
    )
    button.activate()
    module, name = TUTORIALS[game]
    assert type(app.top).__name__ == name and type(app.top).__module__ == module
