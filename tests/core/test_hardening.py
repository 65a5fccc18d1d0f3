"""Issue 10: hostile files and disks. Each test failed before its fix."""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path

import pytest

from ninjas.core.atomic import remove_stale_temp_files, write_text_atomic
from ninjas.core.jsonfile import MAX_JSON_BYTES
from ninjas.core.paths import reset_storage_check, storage_problem
from ninjas.core.saves import SaveError, read_save, refusal, unfinished_save
from ninjas.core.session import AUTOSAVE_NAME, GameSession, Seat
from ninjas.core.settings import Settings, load_settings
from ninjas.taisen import from_notation, new_game


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "data"
    monkeypatch.setenv("NINJAS_DATA_DIR", str(path))
    reset_storage_check()
    return path


def a_save_text(moves: int = 4) -> str:
    session = GameSession.new("taisen", [Seat(), Seat("ai", "easy")], seed=5, autosave=False)
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    return session.to_save().to_json()


def a_plain_save_text(moves: int = 4) -> str:
    """The same save in version 1, whose seed is plain text (as early builds wrote it)."""
    session = GameSession.new("taisen", [Seat(), Seat("ai", "easy")], seed=5, autosave=False)
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    fields = session.to_save().secret()
    return json.dumps({"format": "ninjas-save", "version": 1, **fields}, indent=1)


# ---------------------------------------------------------------- defensive parsing
HOSTILE_SAVES = {
    "nested 1,000 deep": "[" * 1000 + "]" * 1000,
    "nested 100,000 deep": "[" * 100_000,
    "an integer of 5,000 digits": '{"format": "ninjas-save", "version": ' + "9" * 5000 + "}",
    "a seed of 5,000 digits": a_plain_save_text().replace('"seed": 5', '"seed": ' + "7" * 5000),
    "NaN": '{"format": "ninjas-save", "version": NaN}',
}


@pytest.mark.parametrize("name", sorted(HOSTILE_SAVES))
def test_a_hostile_save_is_a_save_error_never_a_crash(tmp_path, name):
    path = tmp_path / "slot1.json"
    path.write_text(HOSTILE_SAVES[name], encoding="utf-8")
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.code == "corrupt"


def test_a_save_over_1_mb_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    with path.open("wb") as handle:
        handle.truncate(MAX_JSON_BYTES + 1)  # sparse: no need to write it
    opened = []
    real_open = Path.open
    monkeypatch.setattr(
        Path, "open", lambda self, *a, **k: opened.append(self) or real_open(self, *a, **k)
    )
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.code == "too_large" and opened == []


def test_a_save_with_a_byte_order_mark_loads(tmp_path):
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + a_save_text().encode("utf-8"))
    assert len(read_save(path).actions) == 4


def test_a_binary_save_is_damaged_not_a_disk_problem(tmp_path):
    path = tmp_path / "binary.json"
    path.write_bytes(bytes(range(256)) * 4)
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.code == "corrupt"


# ---------------------------------------------------------------- settings
def test_deeply_nested_settings_give_defaults_and_stay_as_they_are(tmp_path):
    path = tmp_path / "settings.json"
    content = ("[" * 5000 + "]" * 5000).encode()
    path.write_bytes(content)
    assert load_settings(path).fullscreen is False
    assert path.read_bytes() == content


@pytest.mark.parametrize(
    "raw, field, expected",
    [
        ({"fullscreen": "false"}, "fullscreen", False),
        ({"fullscreen": 1}, "fullscreen", False),
        ({"fullscreen": True}, "fullscreen", True),
        ({"sound_volume": True}, "sound_volume", Settings().sound_volume),
        ({"sound_volume": "0.2"}, "sound_volume", Settings().sound_volume),
        ({"music_volume": 0.25}, "music_volume", 0.25),
        ({"animation_speed": [2]}, "animation_speed", 1.0),
        ({"language": ["fr"]}, "language", "en"),
    ],
)
def test_each_setting_must_have_its_type(tmp_path, raw, field, expected):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(dict(raw, language=raw.get("language", "en"))))
    assert getattr(load_settings(path), field) == expected


@pytest.mark.parametrize(
    "game, stored, kept",
    [
        ("dojo", {"jokers": 1, "blitz": True}, {"blitz": True}),
        ("dojo", {"jokers": 0, "board": "island"}, {"board": "island"}),
        ("night", {"experienced": 1, "players": 3}, {"players": 3}),
        ("night", {"players": True, "village": 5}, {}),
        ("night", {"players": 7}, {}),
        ("shinobi", {"players": 4.0, "mode": "grandmaster"}, {"mode": "grandmaster"}),
        ("shinobi", {"mode": "chess"}, {}),
        ("taisen", {"first": "wolf", "cheat": True}, {"first": "wolf"}),
        ("dojo", {"board": "x" * 500}, {}),
    ],
)
def test_each_remembered_option_must_have_the_type_its_game_declares(tmp_path, game, stored, kept):
    """`0`/`1` stored for a yes-or-no option (Dojo's jokers, Night's experienced) used
    to reach the rules, which refused them, and Start opened the crash screen."""
    path = tmp_path / "settings.json"
    content = json.dumps({"last_options": {game: stored}}).encode()
    path.write_bytes(content)
    assert load_settings(path).last_options == {game: kept}
    assert path.read_bytes() == content


def test_settings_that_are_not_an_object_give_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("[1, 2, 3]")
    assert load_settings(path).music_volume == Settings().music_volume


# ---------------------------------------------------------------- the data folder
def test_a_data_folder_that_cannot_be_made_turns_saving_off(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("NINJAS_DATA_DIR", str(blocker / "ninjas"))
    reset_storage_check()
    problem = storage_problem()
    assert problem is not None and problem[0] == blocker / "ninjas" / "saves"
    session = GameSession.new("taisen", [Seat(), Seat()], seed=1)
    assert session.autosave_path is None and session.save_problem == problem[1]
    session.apply(session.state.legal_actions()[0])  # plays on, no exception
    assert blocker.read_text() == "a file where the folder should be"


def test_a_failed_autosave_is_reported_on_the_session(data_dir, monkeypatch):
    session = GameSession.new("taisen", [Seat(), Seat()], seed=1)
    assert session.autosave_path is not None and session.save_problem is None

    def disk_full(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("ninjas.core.session.write_save", lambda path, save: disk_full(path, save))
    session.apply(session.state.legal_actions()[0])  # a game is kept once someone moved
    session.autosave()
    assert session.save_problem == "No space left on device"
    monkeypatch.undo()
    monkeypatch.setenv("NINJAS_DATA_DIR", str(data_dir))
    session.autosave()
    assert session.save_problem is None  # the disk has room again


# ---------------------------------------------------------------- refused autosaves
def test_a_refused_autosave_is_moved_aside_not_overwritten(data_dir):
    saves = data_dir / "saves"
    saves.mkdir(parents=True)
    newer = json.loads(a_save_text())
    newer["version"] = 99
    content = json.dumps(newer).encode()
    (saves / AUTOSAVE_NAME).write_bytes(content)
    assert refusal(saves / AUTOSAVE_NAME).code == "newer"
    session = GameSession.new("taisen", [Seat(), Seat()], seed=2)
    session.apply(session.state.legal_actions()[0])  # a game is kept once someone moved
    session.autosave()
    assert session.moved_aside is not None and session.moved_aside.read_bytes() == content
    assert session.moved_aside.name.startswith("autosave.refused-newer-")
    assert read_save(saves / AUTOSAVE_NAME).seed == 2


def test_unfinished_save_tells_a_game_to_resume_from_a_finished_one(tmp_path):
    path = tmp_path / "a.json"
    path.write_text(a_save_text(), encoding="utf-8")
    assert unfinished_save(path) is not None
    session = GameSession.new("taisen", [Seat(), Seat()], seed=3, autosave=False)
    while not session.state.is_terminal:
        session.apply(session.state.legal_actions()[0])
    path.write_text(session.to_save().to_json(), encoding="utf-8")
    assert unfinished_save(path) is None
    assert unfinished_save(tmp_path / "none.json") is None


# ---------------------------------------------------------------- atomic writes
def test_a_save_that_is_a_symlink_is_written_through(tmp_path):
    target = tmp_path / "elsewhere" / "mine.json"
    target.parent.mkdir()
    target.write_text("old")
    link = tmp_path / "slot1.json"
    link.symlink_to(target)
    write_text_atomic(link, "new")
    assert link.is_symlink() and target.read_text() == "new"


def test_temp_files_left_by_a_kill_are_cleaned_up(tmp_path):
    stale = tmp_path / ".autosave.json.abc123.tmp"
    stale.write_text("half a save")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = tmp_path / ".autosave.json.def456.tmp"  # another writer, right now
    fresh.write_text("being written")
    keep = tmp_path / "autosave.json"
    keep.write_text("{}")
    assert remove_stale_temp_files(tmp_path) == [stale]
    assert not stale.exists() and fresh.exists() and keep.exists()


# ---------------------------------------------------------------- clones
def test_editing_a_clone_never_changes_the_original():
    state = new_game(seed=4)
    before = state.to_notation()
    copy = state.clone()
    for side in copy.stacks:
        for stack in side:
            stack.clear()
    copy.where[:] = [0] * len(copy.where)
    assert state.to_notation() == before
    assert from_notation(before).to_notation() == before


# ---------------------------------------------------------------- logging
def test_a_log_that_cannot_be_written_says_so_once(tmp_path, monkeypatch, capsys):
    import main

    monkeypatch.setenv("NINJAS_DATA_DIR", str(tmp_path))
    path = main.setup_logging()
    assert path is not None
    root = logging.getLogger()
    (handler,) = [h for h in root.handlers if getattr(h, "ninjas_log", False)]

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(handler, "shouldRollover", lambda record: False)
    handler.stream = type("Full", (), {"write": full, "flush": full, "close": lambda s: None})()
    try:
        for index in range(5):
            logging.getLogger("x").warning("line %d", index)
    finally:
        root.removeHandler(handler)
    err = capsys.readouterr().err
    assert "Logging error" not in err and err.count("cannot be written") == 1


# ---------------------------------------------------------------- paths (issue 21, point 9)
def test_a_data_folder_2000_folders_deep_turns_saving_off_without_recursion(tmp_path, monkeypatch):
    """pathlib's mkdir(parents=True) recursed once per missing folder: RecursionError."""
    deep = tmp_path.joinpath(*["a"] * 2000)
    monkeypatch.setenv("NINJAS_DATA_DIR", str(deep))
    reset_storage_check()
    folder, reason = storage_problem() or (None, "")
    assert folder is not None and "folders deep" in reason
    assert not (tmp_path / "a").exists()


def test_a_deep_but_legal_folder_is_made_one_level_at_a_time(tmp_path):
    from ninjas.core.pathcheck import make_folder

    deep = tmp_path.joinpath(*["b"] * 200)
    make_folder(deep)
    assert deep.is_dir()


@pytest.mark.parametrize(
    "name, kind, problem",
    [
        ("pipe.png", "new_file", "named pipe"),
        ("x" * 300 + ".png", "new_file", "304 bytes"),
        ("folder", "new_file", "give a file name"),
        ("shot.txt", "new_file", "ending in .png"),
        ("pipe.png", "folder_to_write", "named pipe"),
        ("pipe.png", "existing_file", "named pipe"),
        ("folder", "existing_file", "a folder"),
        ("nothing/x.png", "new_file", "does not exist"),
    ],
)
def test_every_path_is_checked_before_it_is_used(tmp_path, name, kind, problem):
    from ninjas.core.pathcheck import path_problem

    os.mkfifo(tmp_path / "pipe.png")
    (tmp_path / "folder").mkdir()
    found = path_problem(tmp_path / name, kind, suffix=".png" if kind == "new_file" else None)
    assert found is not None and problem in found


def test_a_writable_png_path_passes(tmp_path):
    from ninjas.core.pathcheck import path_problem

    assert path_problem(tmp_path / "shot.png", "new_file", suffix=".png") is None
    assert path_problem(tmp_path / "new" / "assets", "folder_to_write") is None
    assert path_problem(tmp_path / "missing", "existing_folder", may_be_missing=True) is None
