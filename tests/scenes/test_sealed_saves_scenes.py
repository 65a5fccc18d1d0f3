"""Issue 21 (points 12 and 15) in the interface: a save from another computer, a save
whose level is missing, and a key that cannot be read, each said in the player's
language; the file is moved aside only when the save itself is at fault."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ninjas.core import seal
from ninjas.core.paths import reset_storage_check, saves_dir
from ninjas.core.session import GameSession, Seat
from scenes.message import MessageScene
from scenes.slots import SlotPickerScene, describe_slot, load_into_app, slot_summary
from scenes.title import TitleScene


def a_save(path: Path, game: str = "taisen", options: dict | None = None) -> bytes:
    players = 3 if game == "night" else 2
    session = GameSession.new(
        game, [Seat()] * players, seed=4, options=options or {}, autosave=False
    )
    for _ in range(3):
        session.apply(session.state.legal_actions()[0])
    path.parent.mkdir(parents=True, exist_ok=True)
    session.save(path)
    return path.read_bytes()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_save_from_another_computer_is_named_so_and_kept_aside(
    app, ui, tmp_path, monkeypatch, lang
):
    app.set_language(lang)
    elsewhere = tmp_path / "elsewhere" / "slot1.json"
    monkeypatch.setenv("NINJAS_DATA_DIR", str(tmp_path / "other-computer"))
    content = a_save(elsewhere)
    monkeypatch.setenv("NINJAS_DATA_DIR", str(tmp_path / "data"))
    reset_storage_check()
    path = saves_dir() / "slot1.json"
    path.write_bytes(content)  # copied alone, without its computer's key
    assert slot_summary(app, describe_slot(path)) == app.tr("slots.foreign")
    app.push(TitleScene(app))
    assert load_into_app(app, path) is False
    message = ui.top
    assert isinstance(message, MessageScene)
    assert message.text.startswith(app.tr("save.error.foreign"))
    (moved,) = saves_dir().glob("slot1.refused-foreign-*.json")
    assert moved.read_bytes() == content and str(moved) in message.text


def test_a_save_whose_level_is_missing_says_which_and_stays_where_it_is(
    app, ui, tmp_path, monkeypatch
):
    from ninjas.night import village

    path = saves_dir() / "slot2.json"
    content = a_save(path, "night", {"players": 3, "village": "plaza"})
    empty = tmp_path / "no-levels"
    empty.mkdir()
    monkeypatch.setattr(village, "LEVELS", empty)
    app.push(TitleScene(app))
    assert load_into_app(app, path) is False
    message = ui.top
    assert isinstance(message, MessageScene)
    assert message.text == app.tr("save.error.level_missing", level="plaza")
    assert "plaza" in message.text
    assert path.read_bytes() == content and list(saves_dir().glob("*refused*")) == []


def test_the_title_says_once_that_saving_is_off_when_the_key_cannot_be_read(app, ui, drawn):
    a_save(saves_dir() / "slot1.json")
    seal.key_path().write_bytes(b"damaged")
    reset_storage_check()
    title = TitleScene(app)
    app.push(title)
    title.tell_if_saving_is_off()
    message = ui.top
    assert isinstance(message, MessageScene)
    assert str(seal.key_path()) in message.text
    reason = app.tr("storage.key.reason.damaged")
    assert message.text == app.tr("storage.key.text", path=str(seal.key_path()), reason=reason)
    drawn()
    ui.key(pygame.K_RETURN)
    title.tell_if_saving_is_off()
    assert ui.top is title  # once per run
    assert seal.key_path().read_bytes() == b"damaged"


def test_the_slots_screen_lists_sealed_saves_with_their_game_and_moves(app, ui):
    a_save(saves_dir() / "slot3.json")
    picker = SlotPickerScene(app, "load")
    info = picker.infos[saves_dir() / "slot3.json"]
    assert info.save is not None and "3" in slot_summary(app, info)


def test_a_remembered_ai_level_that_is_not_offered_starts_as_normal(app):
    """settings.json may say any level: a game started with an unknown one could not
    be played, and its save would be refused (issue 21, point 16: seats checked)."""
    from scenes.setup import SetupScene

    app.settings.last_seats = {"taisen": [["human", "normal"], ["ai", "ultra"]]}
    setup = SetupScene(app, "taisen")
    assert [seat.level for seat in setup.seats] == ["normal", "normal"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_table_says_not_saved_because_of_the_key_in_the_players_language(app, lang):
    from scenes.save_notice import saving_off_text

    a_save(saves_dir() / "slot1.json")
    seal.key_path().write_bytes(b"damaged")
    app.set_language(lang)
    session = GameSession.new("taisen", [Seat(), Seat("ai")], seed=2)
    reason = app.tr("storage.key.reason.damaged")
    assert saving_off_text(app, session) == app.tr("table.not_saved.key", reason=reason)
    assert reason != "damaged" and "{" not in (saving_off_text(app, session) or "{")
