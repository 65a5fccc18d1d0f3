"""Issue 10 in the interface: no screen overwrites a save the player may want."""

from __future__ import annotations

import json

import pygame
import pytest

from ninjas.core.paths import reset_storage_check, saves_dir
from ninjas.core.saves import read_save
from ninjas.core.session import AUTOSAVE_NAME, GameSession, Seat
from scenes.message import ConfirmScene, MessageScene
from scenes.save_notice import saving_off_text
from scenes.setup import SetupScene
from scenes.title import TitleScene


def an_unfinished_autosave(moves: int = 3) -> GameSession:
    session = GameSession.new("taisen", [Seat(), Seat()], seed=3)
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    session.autosave()
    return session


def first_move(session: GameSession) -> None:
    """One action: the autosave keeps only a game someone has moved in."""
    session.apply(session.state.legal_actions()[0])


def test_a_new_game_over_an_unfinished_one_asks_first(app, ui, fake_game, drawn):
    an_unfinished_autosave()  # its 3 actions: 1 turn played
    content = (saves_dir() / AUTOSAVE_NAME).read_bytes()
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    ui.click(ui.top.start_button)
    question = ui.top
    assert isinstance(question, ConfirmScene)
    # what is replaced, counted as History lists it: its turns (6b2701de, newcomer Q)
    assert app.tr.plural("history.replace.turns", 1) in question.text  # '1 turn played'
    drawn()
    ui.key(pygame.K_ESCAPE)  # no: nothing is replaced
    assert isinstance(ui.top, SetupScene)
    assert (saves_dir() / AUTOSAVE_NAME).read_bytes() == content
    ui.click(ui.top.start_button)
    ui.click(ui.top.menu.widgets[1])  # yes, replace it
    assert isinstance(ui.top, fake_game)


def test_a_new_game_over_a_refused_autosave_moves_it_aside_and_says_where(app, ui, fake_game):
    an_unfinished_autosave()
    path = saves_dir() / AUTOSAVE_NAME
    raw = json.loads(path.read_text())
    raw["version"] = 99
    path.write_text(json.dumps(raw))
    content = path.read_bytes()
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    ui.click(ui.top.start_button)
    message = ui.top
    assert isinstance(message, MessageScene) and not isinstance(message, ConfirmScene)
    (moved,) = saves_dir().glob("autosave.refused-newer-*.json")
    assert moved.read_bytes() == content and str(moved) in message.text
    ui.key(pygame.K_RETURN)
    assert isinstance(ui.top, fake_game)  # the game started; it autosaves in its place
    first_move(ui.top.session)  # (once someone has moved: a game nobody moved in is not kept)
    ui.top.session.autosave()
    assert (saves_dir() / AUTOSAVE_NAME).read_bytes() != content
    assert moved.read_bytes() == content


def test_continue_offers_only_an_unfinished_game(app, ui):
    session = GameSession.new("taisen", [Seat(), Seat()], seed=3)
    while not session.state.is_terminal:
        session.apply(session.state.legal_actions()[0])
    session.save(saves_dir() / AUTOSAVE_NAME)
    app.push(TitleScene(app))
    assert ui.top.continue_button is None  # a finished game is no game to continue


def test_the_title_says_once_that_saving_is_off(app, ui, tmp_path, monkeypatch, drawn):
    blocker = tmp_path / "blocker"
    blocker.write_text("x")
    monkeypatch.setenv("NINJAS_DATA_DIR", str(blocker / "data"))
    reset_storage_check()
    app.push(TitleScene(app))
    message = ui.top
    assert isinstance(message, MessageScene)
    assert message.title == app.tr("storage.off.title") and str(blocker / "data") in message.text
    drawn()
    ui.key(pygame.K_RETURN)
    app.reset(TitleScene(app))
    assert isinstance(ui.top, TitleScene)  # once per run


def test_the_table_says_when_the_game_is_no_longer_saved(app, ui, monkeypatch, drawn):
    from scenes.taisen import TaisenScene

    session = GameSession.new("taisen", [Seat(), Seat()], seed=3)
    app.push(TitleScene(app))
    app.push(TaisenScene(app, session, animate=False))
    ui.step(2)
    assert saving_off_text(app, session) is None

    def disk_full(path, save):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("ninjas.core.session.write_save", disk_full)
    first_move(session)
    session.autosave()
    ui.step(2)
    drawn()
    assert "No space left on device" in (saving_off_text(app, session) or "")


def test_a_long_seed_stays_inside_its_field(app, ui, drawn):
    seed = int("9" * 60)
    app.push(SetupScene(app, "taisen", seed=seed))
    setup = ui.top
    drawn()
    field = setup.seed_field
    box_width = field.rect.right - 14 - (field.rect.left + int(field.rect.width * 0.46))
    shown = field.fitting_text(box_width - 32)
    assert shown.startswith("…") and shown.endswith("999")
    from scenes import theme

    assert theme.font(theme.FONT_BUTTON).size(shown)[0] <= box_width - 32
    assert setup.seed == seed  # the value itself is whole


# ---------------------------------------------------------------- issue 21, data loss
def played(seed: int, moves: int) -> GameSession:
    session = GameSession.new("taisen", [Seat(), Seat()], seed=seed, autosave=False)
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    return session


def open_load_from_title(app, ui):
    from scenes.slots import SlotPickerScene

    app.push(TitleScene(app))
    while not isinstance(ui.top, TitleScene):
        ui.key(pygame.K_RETURN)
    ui.top.open_load()
    picker = ui.top
    assert isinstance(picker, SlotPickerScene)
    return picker


def slot_row(picker, name):
    return picker.menu.widgets[[p.name for p in picker.paths].index(name)]


def test_loading_a_slot_over_another_unfinished_game_asks_first(app, ui, fake_game, drawn):
    """Issue 21.1: the load used to start at once, and its first turn replaced the
    unfinished game waiting in the autosave."""
    autosave = saves_dir() / AUTOSAVE_NAME
    played(seed=3, moves=4).save(autosave)
    waiting = autosave.read_bytes()
    played(seed=4, moves=2).save(saves_dir() / "slot1.json")
    picker = open_load_from_title(app, ui)
    ui.click(slot_row(picker, "slot1.json"))
    question = ui.top
    assert isinstance(question, ConfirmScene) and "4" in question.text
    drawn()
    ui.key(pygame.K_RETURN)  # Cancel has the focus: Enter keeps everything
    assert ui.top is picker and autosave.read_bytes() == waiting
    ui.click(slot_row(picker, "slot1.json"))
    ui.click(ui.top.menu.widgets[1])  # yes, load it
    assert isinstance(ui.top, fake_game) and ui.top.session.seed == 4
    ui.top.session.autosave()
    assert read_save(autosave).seed == 4


def test_loading_the_same_game_further_on_does_not_ask(app, ui, fake_game):
    played(seed=3, moves=2).save(saves_dir() / AUTOSAVE_NAME)
    played(seed=3, moves=5).save(saves_dir() / "slot2.json")
    picker = open_load_from_title(app, ui)
    ui.click(slot_row(picker, "slot2.json"))
    assert isinstance(ui.top, fake_game) and len(ui.top.session.actions) == 5


def test_a_damaged_autosave_met_by_a_loaded_game_is_moved_aside_and_said(app, ui, fake_game):
    autosave = saves_dir() / AUTOSAVE_NAME
    autosave.write_bytes(b"\x00\xff not a save")
    played(seed=4, moves=2).save(saves_dir() / "slot1.json")
    picker = open_load_from_title(app, ui)
    ui.click(slot_row(picker, "slot1.json"))
    message = ui.top
    assert isinstance(message, MessageScene) and not isinstance(message, ConfirmScene)
    (moved,) = saves_dir().glob("autosave.refused-corrupt-*.json")
    assert moved.read_bytes() == b"\x00\xff not a save" and str(moved) in message.text
    ui.key(pygame.K_RETURN)
    assert isinstance(ui.top, fake_game)


def test_a_read_only_saves_folder_and_a_damaged_autosave_still_start_a_game(
    app, ui, fake_game, monkeypatch
):
    """Issue 21.5: Start showed 'cannot be moved' and stayed on the setup screen, for
    every game. Now the game starts with saving off and says so."""
    autosave = saves_dir() / AUTOSAVE_NAME
    autosave.write_bytes(b"\x00\xff not a save")
    problem = (saves_dir(), "Read-only file system")
    monkeypatch.setattr("ninjas.core.autosave.storage_problem", lambda: problem)
    monkeypatch.setattr("ninjas.core.saves.os.rename", read_only_rename)
    app.storage_notice_shown = True  # the title said it already
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    ui.click(ui.top.start_button)
    assert isinstance(ui.top, fake_game)
    assert "Read-only file system" in (saving_off_text(app, ui.top.session) or "")
    assert autosave.read_bytes() == b"\x00\xff not a save"


def read_only_rename(source, target):
    raise OSError(30, "Read-only file system")


def test_a_second_window_starts_without_asking_and_says_saving_is_off(
    app, ui, fake_game, monkeypatch
):
    """Issue 21.4: another running Ninjas holds the autosave; a new game here replaces
    nothing, so Start does not ask, and the table says why it is not saved."""
    played(seed=3, moves=4).save(saves_dir() / AUTOSAVE_NAME)
    monkeypatch.setattr(
        "ninjas.core.autosave.hold_autosave_lock", lambda folder: ("in_use", str(folder))
    )
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    ui.click(ui.top.start_button)
    assert isinstance(ui.top, fake_game)
    assert saving_off_text(app, ui.top.session) == app.tr("table.not_saved.in_use")


SEATS_AND_OPTIONS = {
    "taisen": (2, {}),
    "shinobi": (3, {"players": 3}),
    "night": (3, {"players": 3}),
    "dojo": (2, {}),
}


@pytest.mark.parametrize("game", sorted(SEATS_AND_OPTIONS))
def test_every_table_says_when_saving_is_off_and_why(app, ui, monkeypatch, game):
    """Issue 21.17: only Taisen's table said 'Not saved'."""
    from ninjas.core.autosave import hold_autosave_lock
    from scenes import save_notice
    from scenes.registry import make_game_scene

    monkeypatch.setattr(
        "ninjas.core.autosave.hold_autosave_lock", lambda folder: ("in_use", str(folder))
    )
    seats, options = SEATS_AND_OPTIONS[game]
    session = GameSession.new(game, [Seat()] + [Seat("ai", "easy")] * (seats - 1), 5, options)
    shown: list[str] = []
    draw = save_notice._notice

    def recording(text: str, width: int) -> pygame.Surface:
        shown.append(text)
        return draw(text, width)

    monkeypatch.setattr(save_notice, "_notice", recording)
    app.push(TitleScene(app))
    app.push(make_game_scene(app, session))
    ui.step(2)
    assert app.tr("table.not_saved.in_use") in shown
    # the other window has gone: this one saves, and says nothing
    monkeypatch.setattr("ninjas.core.autosave.hold_autosave_lock", hold_autosave_lock)
    shown.clear()
    app.reset(make_game_scene(app, GameSession.new(game, session.seats, 5, options)))
    ui.step(2)
    assert shown == []


def test_the_crash_screen_says_autosaved_only_when_it_was(app, fake_game, monkeypatch):
    import main

    def text_with(session):
        app.reset(TitleScene(app))
        if session is not None:
            app.push(fake_game(app, session))
        return main.crash_text(app, saves_dir() / "ninjas.log")

    assert app.tr("crash.saved") not in text_with(None)
    new = GameSession.new("taisen", [Seat(), Seat()], seed=3)
    assert app.tr("crash.saved") not in text_with(new)  # nothing written yet
    new.autosave()
    assert app.tr("crash.saved") not in text_with(new)  # nobody has moved: nothing kept
    first_move(new)
    new.autosave()
    assert app.tr("crash.saved") in text_with(new)
    monkeypatch.setattr(
        "ninjas.core.autosave.hold_autosave_lock", lambda folder: ("in_use", str(folder))
    )
    off = GameSession.new("taisen", [Seat(), Seat()], seed=3)
    off.autosave()
    text = text_with(off)
    assert app.tr("crash.saved") not in text and app.tr("table.not_saved.in_use") in text
    demo = GameSession.new("taisen", [Seat("ai"), Seat("ai")], seed=3, autosave=False)
    assert app.tr("crash.saved") not in text_with(demo)


def test_settings_changed_over_an_unreadable_file_leave_it_and_say_so(app, ui, drawn):
    """Issue 21.3: leaving the settings screen wrote the defaults over the file."""
    from ninjas.core.settings import settings_path
    from scenes.settings_scene import SettingsScene

    path = settings_path()
    path.write_bytes(b'{"music_volume": 0.25, \xff')
    content = path.read_bytes()
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    scene = ui.top
    assert scene.kept_file
    drawn()
    scene.set_music(0.9)
    ui.key(pygame.K_ESCAPE)
    assert not isinstance(ui.top, SettingsScene)
    app.toggle_fullscreen()  # F11 writes the settings too
    assert path.read_bytes() == content


def test_a_file_put_in_the_autosaves_place_during_a_game_is_told_on_the_table(app, ui, monkeypatch):
    """Issue 21.2: the next turn moves it aside, and the table says where."""
    from scenes import save_notice
    from scenes.taisen import TaisenScene

    session = GameSession.new("taisen", [Seat(), Seat()], seed=3)
    first_move(session)
    session.autosave()
    app.push(TitleScene(app))
    app.push(TaisenScene(app, session, animate=False))
    autosave = saves_dir() / AUTOSAVE_NAME
    autosave.unlink()
    autosave.mkdir()  # a folder where the autosave was
    session.autosave()
    moved = session.moved_aside
    assert moved is not None and moved.is_dir() and autosave.is_file()
    shown: list[str] = []
    draw = save_notice._notice
    monkeypatch.setattr(
        save_notice, "_notice", lambda text, width: shown.append(text) or draw(text, width)
    )
    ui.step(1)
    assert any(str(moved) in text for text in shown)
