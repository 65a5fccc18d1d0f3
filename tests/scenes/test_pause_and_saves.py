"""Pause menu, save slots and loading, including saves that cannot be used."""

from __future__ import annotations

import json

import pygame
import pytest

from ninjas.core.paths import saves_dir
from ninjas.core.saves import read_save
from ninjas.core.session import GameSession, Seat
from scenes.message import ConfirmScene, MessageScene
from scenes.pause import PauseScene
from scenes.slots import SlotPickerScene, load_into_app
from scenes.title import TitleScene


def pause_button(scene, key):
    return next(w for w in scene.menu.widgets if w.label() == scene.app.tr(key))


def slot_row(picker, name):
    return picker.menu.widgets[[p.name for p in picker.paths].index(name)]


def test_pause_draws_over_the_game_and_escape_resumes(app, ui, in_game, fake_game, drawn):
    drawn()
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, fake_game)


def test_save_then_load_round_trip(app, ui, in_game, fake_game, drawn):
    ui.click(pause_button(ui.top, "pause.save"))
    picker = ui.top
    assert isinstance(picker, SlotPickerScene) and picker.mode == "save"
    drawn()
    ui.click(slot_row(picker, "slot1.json"))
    assert isinstance(ui.top, PauseScene)
    assert ui.top.toast.visible
    path = saves_dir() / "slot1.json"
    assert read_save(path).actions == in_game.actions

    ui.click(pause_button(ui.top, "pause.load"))
    picker = ui.top
    assert picker.mode == "load"
    assert not slot_row(picker, "slot2.json").enabled  # empty
    drawn()
    ui.click(slot_row(picker, "slot1.json"))
    confirm = ui.top
    assert isinstance(confirm, ConfirmScene)  # loading ends the game in progress: asked first
    drawn()
    ui.click(confirm.menu.widgets[1])
    assert [type(s) for s in app.stack] == [TitleScene, fake_game]
    loaded = ui.top.session
    assert loaded.actions == in_game.actions and loaded.seed == in_game.seed
    assert loaded.seats == in_game.seats
    assert loaded.state.to_notation() == in_game.state.to_notation()


def test_saving_over_a_used_slot_asks_for_a_second_click(app, ui, in_game):
    path = saves_dir() / "slot2.json"
    path.write_text(valid_save_text(), encoding="utf-8")
    kept = path.read_bytes()
    ui.click(pause_button(ui.top, "pause.save"))
    picker = ui.top
    ui.click(slot_row(picker, "slot2.json"))
    assert ui.top is picker and path.read_bytes() == kept
    ui.click(slot_row(picker, "slot2.json"))
    assert isinstance(ui.top, PauseScene)
    assert read_save(path).seed == 11


def valid_save_text() -> str:
    session = GameSession.new("taisen", [Seat(), Seat()], seed=5, autosave=False)
    for _ in range(4):
        session.apply(session.state.legal_actions()[0])
    return session.to_save().to_json()


def bad_saves() -> dict[str, str]:
    text = valid_save_text()
    raw = json.loads(text)
    newer = dict(raw, version=99)
    plain = {"format": "ninjas-save", "version": 1, "game": "taisen", "seed": 5, "actions": []}
    unknown = dict(plain, game="chess")  # a version-1 save (plain, as early builds wrote it)
    illegal = dict(plain, actions=["b:J", "b:J", "b:J", "b:J", "r:R1"])
    changed = dict(raw, options={"first": "monkey"})  # edited in a text editor
    return {
        "corrupt": "{this is not json",
        "truncated": text[: len(text) // 2],
        "newer": json.dumps(newer),
        "not_a_save": json.dumps({"hello": "world"}),
        "unknown_game": json.dumps(unknown),
        "invalid_action": json.dumps(illegal),
        "mismatch": json.dumps(changed),
    }


@pytest.mark.parametrize("code", sorted(bad_saves()))
def test_a_bad_save_shows_its_reason_and_is_moved_aside_intact(app, ui, in_game, code, drawn):
    path = saves_dir() / "slot3.json"
    content = bad_saves()[code].encode("utf-8")
    path.write_bytes(content)
    ui.click(pause_button(ui.top, "pause.load"))
    picker = ui.top
    row = slot_row(picker, "slot3.json")
    assert row.enabled
    if code in ("corrupt", "not_a_save"):
        assert row.sublabel() == app.tr("slots.damaged")
    elif code in ("truncated", "newer"):  # named in their own words (issue 31)
        assert row.sublabel() == app.tr(f"slots.{code}")
    ui.click(row)
    ui.click(ui.top.menu.widgets[1])  # yes, leave the game in progress
    message = ui.top
    assert isinstance(message, MessageScene)
    (moved,) = saves_dir().glob(f"slot3.refused-{code}-*.json")
    expected = app.tr(f"save.error.{code}") + " " + app.tr("save.moved_aside", path=str(moved))
    assert message.text == expected, f"{code}: {message.text}"
    assert not path.exists() and moved.read_bytes() == content
    drawn()
    ui.key(pygame.K_RETURN)
    assert ui.top is picker


def test_loading_a_missing_file_says_so(app, ui):
    app.push(TitleScene(app))
    assert load_into_app(app, saves_dir() / "nothing.json") is False
    assert isinstance(ui.top, MessageScene)
    assert ui.top.text == app.tr("save.error.missing")


def test_quit_to_title_and_the_pause_rules_and_settings(app, ui, in_game):
    from scenes.rules_scene import RulesScene
    from scenes.settings_scene import SettingsScene

    ui.click(pause_button(ui.top, "pause.rules"))
    assert isinstance(ui.top, RulesScene)
    ui.key(pygame.K_ESCAPE)
    ui.click(pause_button(ui.top, "pause.settings"))
    assert isinstance(ui.top, SettingsScene)
    ui.key(pygame.K_ESCAPE)
    ui.click(pause_button(ui.top, "pause.quit"))
    assert [type(s) for s in app.stack] == [TitleScene]
