"""Issue 31, 2.1: saving into a slot that holds a save this game cannot use (from a
newer version, cut short, damaged, sealed on another computer) keeps that save: it is
moved aside before anything is written, and the player is told where. A save from a
newer version is named so, never "damaged"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ninjas.core.paths import reset_storage_check, saves_dir
from ninjas.core.saves import read_save
from ninjas.core.session import GameSession, Seat
from scenes.message import MessageScene
from scenes.pause import PauseScene
from scenes.slots import describe_slot, slot_summary
from tests.scenes.test_pause_and_saves import pause_button, slot_row


def a_save_text(seed: int = 5) -> str:
    session = GameSession.new("taisen", [Seat(), Seat()], seed=seed, autosave=False)
    for _ in range(4):
        session.apply(session.state.legal_actions()[0])
    return session.to_save().to_json()


def newer() -> bytes:
    """A version-4 save: what the next version of Ninjas may write."""
    return json.dumps(dict(json.loads(a_save_text()), version=4)).encode()


def truncated() -> bytes:
    text = a_save_text().encode()
    return text[: len(text) // 2]


def damaged() -> bytes:
    return b"{this is not json"


def sealed_elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> bytes:
    """A good save sealed with another installation's save.key."""
    here = Path(str(saves_dir().parent))
    monkeypatch.setenv("NINJAS_DATA_DIR", str(tmp_path / "other-computer"))
    content = a_save_text(seed=9).encode()
    monkeypatch.setenv("NINJAS_DATA_DIR", str(here))
    reset_storage_check()
    return content


CASES = {"newer": newer, "truncated": truncated, "corrupt": damaged, "foreign": None}


def content_for(code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> bytes:
    make = CASES[code]
    return make() if make is not None else sealed_elsewhere(tmp_path, monkeypatch)


def test_a_save_from_a_newer_version_is_named_so_never_damaged(app, tmp_path):
    path = saves_dir() / "slot1.json"
    path.write_bytes(newer())
    for lang in ("en", "fr"):
        app.set_language(lang)
        label = slot_summary(app, describe_slot(path))
        assert label == app.tr("slots.newer") and label != app.tr("slots.damaged")
    app.set_language("en")
    assert "newer version" in slot_summary(app, describe_slot(path))
    path.write_bytes(truncated())
    assert slot_summary(app, describe_slot(path)) == app.tr("slots.truncated")


@pytest.mark.parametrize("code", sorted(CASES))
def test_saving_over_a_save_it_cannot_use_moves_that_save_aside_first(
    app, ui, in_game, tmp_path, monkeypatch, code, drawn
):
    content = content_for(code, tmp_path, monkeypatch)
    path = saves_dir() / "slot2.json"
    path.write_bytes(content)
    ui.click(pause_button(ui.top, "pause.save"))
    picker = ui.top
    row = slot_row(picker, "slot2.json")
    ui.click(row)
    assert ui.top is picker and path.read_bytes() == content  # asked, nothing written
    assert row.sublabel() == app.tr("slots.confirm_keep")  # never "overwrite"
    drawn()
    ui.click(row)
    (moved,) = saves_dir().glob(f"slot2.refused-{code}-*.json")
    assert moved.read_bytes() == content  # the original bytes, intact
    assert read_save(path).actions == in_game.actions  # and the game is in the slot
    message = ui.top
    assert isinstance(message, MessageScene) and str(moved) in message.text
    assert message.title == app.tr("slots.kept.title")
    drawn()


def test_the_save_is_moved_aside_before_the_write_even_when_the_write_fails(
    app, ui, in_game, monkeypatch
):
    content = newer()
    path = saves_dir() / "slot3.json"
    path.write_bytes(content)

    def disk_full(self, where):
        assert not where.exists(), "written before the old save was moved aside"
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(GameSession, "save", disk_full)
    ui.click(pause_button(ui.top, "pause.save"))
    row = slot_row(ui.top, "slot3.json")
    ui.click(row)
    ui.click(row)
    (moved,) = saves_dir().glob("slot3.refused-newer-*.json")
    assert moved.read_bytes() == content
    assert isinstance(ui.top, MessageScene) and str(moved) in ui.top.text


def test_a_save_that_cannot_be_moved_aside_is_never_written_over(app, ui, in_game, monkeypatch):
    content = truncated()
    path = saves_dir() / "slot1.json"
    path.write_bytes(content)
    monkeypatch.setattr("scenes.slots.set_aside", lambda path, code: None)
    ui.click(pause_button(ui.top, "pause.save"))
    row = slot_row(ui.top, "slot1.json")
    ui.click(row)
    ui.click(row)
    assert path.read_bytes() == content
    assert isinstance(ui.top, MessageScene) and ui.top.text == app.tr("slots.not_moved")


def test_a_good_save_is_still_overwritten_after_the_second_click(app, ui, in_game):
    path = saves_dir() / "slot2.json"
    path.write_text(a_save_text(), encoding="utf-8")
    ui.click(pause_button(ui.top, "pause.save"))
    picker = ui.top
    ui.click(slot_row(picker, "slot2.json"))
    assert slot_row(picker, "slot2.json").sublabel() == app.tr("slots.confirm_overwrite")
    ui.click(slot_row(picker, "slot2.json"))
    assert isinstance(ui.top, PauseScene)
    assert read_save(path).seed == 11 and not list(saves_dir().glob("slot2.refused-*"))
