"""Issue 10 in the interface: no screen overwrites a save the player may want."""

from __future__ import annotations

import json

import pygame

from ninjas.core.paths import reset_storage_check, saves_dir
from ninjas.core.session import AUTOSAVE_NAME, GameSession, Seat
from scenes.message import ConfirmScene, MessageScene
from scenes.setup import SetupScene
from scenes.title import TitleScene


def an_unfinished_autosave(moves: int = 3) -> GameSession:
    session = GameSession.new("taisen", [Seat(), Seat()], seed=3)
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    session.autosave()
    return session


def test_a_new_game_over_an_unfinished_one_asks_first(app, ui, fake_game, drawn):
    waiting = an_unfinished_autosave()
    content = (saves_dir() / AUTOSAVE_NAME).read_bytes()
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    ui.click(ui.top.start_button)
    question = ui.top
    assert isinstance(question, ConfirmScene)
    assert str(len(waiting.actions)) in question.text
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
    ui.click(ui.top.start_button)  # nothing in the way any more
    assert isinstance(ui.top, fake_game)


def test_continue_offers_only_an_unfinished_game(app, ui):
    session = GameSession.new("taisen", [Seat(), Seat()], seed=3)
    while not session.state.is_terminal:
        session.apply(session.state.legal_actions()[0])
    session.save(saves_dir() / AUTOSAVE_NAME)
    app.push(TitleScene(app))
    continue_button = ui.top.continue_button
    assert not continue_button.enabled


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
    assert ui.top._save_problem_tag is None

    def disk_full(path, save):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("ninjas.core.session.write_save", disk_full)
    session.autosave()
    ui.step(2)
    drawn()
    assert ui.top._save_problem_tag is not None
    assert "No space left on device" in ui.top._save_problem_tag[0]


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
