"""Issue 21, data loss: nothing the player may want is written over, in the headless
core. Each test failed before its fix."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from ninjas.core.autosave import (
    LOCK_NAME,
    OFF_FOLDER,
    OFF_IN_USE,
    OFF_KEPT,
    continues,
    game_at_risk,
    release_autosave_lock,
)
from ninjas.core.paths import reset_storage_check
from ninjas.core.saves import SaveGame, read_save
from ninjas.core.session import AUTOSAVE_NAME, GameSession, Seat
from ninjas.core.settings import (
    Settings,
    SettingsFileKept,
    load_settings,
    save_settings,
    settings_file_problem,
)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = tmp_path / "data"
    monkeypatch.setenv("NINJAS_DATA_DIR", str(path))
    reset_storage_check()
    yield path
    release_autosave_lock()
    reset_storage_check()


@pytest.fixture
def opening() -> Iterator[pytest.MonkeyPatch]:
    """Patches of Path.open, undone on their own (not NINJAS_DATA_DIR with them)."""
    with pytest.MonkeyPatch.context() as patch:
        yield patch


def played(game: str = "taisen", seed: int = 5, moves: int = 3) -> GameSession:
    session = GameSession.new(game, [Seat(), Seat()], seed=seed, autosave=False)
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    return session


def a_new_game_plays_a_turn() -> GameSession:
    session = GameSession.new("taisen", [Seat(), Seat()], seed=8)
    player = session.state.current_player
    while session.state.current_player == player:  # a turn ends: the autosave is written
        session.apply(session.state.legal_actions()[0])
    session.autosave()  # and again, as "quit to title" does
    return session


def unreadable_bytes(path: Path) -> bytes:
    path.write_bytes(b'{"format": "ninjas-save", \xff\xfe the rest')
    return path.read_bytes()


def unreadable_folder(path: Path) -> bytes:
    path.mkdir()
    (path / "inside.txt").write_text("a player's file")
    return b"folder"


def unreadable_pipe(path: Path) -> bytes:
    os.mkfifo(path)
    return b"pipe"


def no_permission(monkeypatch: pytest.MonkeyPatch) -> Callable[[Path], bytes]:
    """A mode-000 file: its owner cannot read it. Root reads anything, so the refusal
    is also simulated where the game opens the file (`monkeypatch`: a context of its
    own, undone alone)."""

    def make(path: Path) -> bytes:
        path.write_text(played().to_save().to_json())
        content = path.read_bytes()
        path.chmod(0)
        original = Path.open

        def guarded(self: Path, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
            if self == path:
                raise PermissionError(13, "Permission denied", str(self))
            return original(self, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(Path, "open", guarded)
        return content

    return make


def describe(path: Path) -> bytes:
    if path.is_dir():
        return b"folder"
    if stat.S_ISFIFO(path.lstat().st_mode):
        return b"pipe"
    path.chmod(0o600)
    return path.read_bytes()


# ---------------------------------------------------------------- point 2
@pytest.mark.parametrize("kind", ["invalid bytes", "a folder", "a named pipe", "mode 000"])
def test_an_unreadable_autosave_is_moved_aside_never_overwritten(data_dir, opening, kind):
    saves = data_dir / "saves"
    saves.mkdir(parents=True)
    path = saves / AUTOSAVE_NAME
    make = {
        "invalid bytes": unreadable_bytes,
        "a folder": unreadable_folder,
        "a named pipe": unreadable_pipe,
        "mode 000": no_permission(opening),
    }[kind]
    content = make(path)
    session = a_new_game_plays_a_turn()
    opening.undo()
    moved = session.moved_aside
    assert moved is not None and moved.parent == saves and ".refused-" in moved.name
    assert describe(moved) == content
    if kind == "a folder":
        assert (moved / "inside.txt").read_text() == "a player's file"
    assert session.save_off is None
    assert read_save(path).actions == session.actions  # the new game autosaves in its place


def test_an_autosave_that_cannot_be_moved_aside_turns_saving_off(data_dir, monkeypatch):
    saves = data_dir / "saves"
    saves.mkdir(parents=True)
    path = saves / AUTOSAVE_NAME
    content = unreadable_bytes(path)
    monkeypatch.setattr("ninjas.core.autosave.set_aside", lambda path, code: None)
    session = a_new_game_plays_a_turn()
    assert session.autosave_path is None and session.save_off == OFF_KEPT
    assert session.save_problem == "corrupt"
    assert path.read_bytes() == content


# ---------------------------------------------------------------- point 4
HOLDER = textwrap.dedent(
    """
    import sys
    from filelock import FileLock
    lock = FileLock(sys.argv[1], timeout=5)
    lock.acquire()
    print("held", flush=True)
    sys.stdin.read()
    """
)


@pytest.fixture
def another_instance(data_dir: Path) -> Iterator[subprocess.Popen[str]]:
    """A process that holds the autosave lock, as a running game does."""
    saves = data_dir / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(saves / LOCK_NAME)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    yield holder
    if holder.poll() is None:
        holder.communicate("", timeout=10)


def test_a_second_instance_plays_with_saving_off(data_dir, another_instance):
    path = data_dir / "saves" / AUTOSAVE_NAME
    theirs = played(seed=1).to_save().to_json()
    path.write_text(theirs)
    session = a_new_game_plays_a_turn()
    assert session.autosave_path is None and session.save_off == OFF_IN_USE
    assert path.read_text() == theirs
    assert game_at_risk() is None  # a new game here replaces nothing: no need to ask


def test_the_autosave_is_free_again_when_the_other_instance_ends(data_dir, another_instance):
    another_instance.communicate("", timeout=10)
    session = a_new_game_plays_a_turn()
    assert session.save_off is None
    assert read_save(data_dir / "saves" / AUTOSAVE_NAME).actions == session.actions


def test_one_instance_keeps_its_lock_for_every_game_it_plays(data_dir):
    first = a_new_game_plays_a_turn()
    second = first.rematch()
    assert first.save_off is None and second.save_off is None
    assert second.autosave_path == first.autosave_path


# ---------------------------------------------------------------- point 5
def test_a_read_only_saves_folder_turns_saving_off_without_touching_the_autosave(
    data_dir, monkeypatch
):
    saves = data_dir / "saves"
    saves.mkdir(parents=True)
    path = saves / AUTOSAVE_NAME
    content = unreadable_bytes(path)
    monkeypatch.setattr(
        "ninjas.core.autosave.storage_problem", lambda: (saves, "Read-only file system")
    )
    session = a_new_game_plays_a_turn()
    assert session.save_off == OFF_FOLDER and session.save_problem == "Read-only file system"
    assert path.read_bytes() == content and session.moved_aside is None
    assert not (saves / LOCK_NAME).exists()


# ---------------------------------------------------------------- point 1
def test_a_game_at_risk_is_another_unfinished_game_in_the_autosave(data_dir):
    path = data_dir / "saves" / AUTOSAVE_NAME
    path.parent.mkdir(parents=True)
    waiting = played(seed=3, moves=4)
    path.write_text(waiting.to_save().to_json())
    assert game_at_risk() is not None  # a new game would replace it
    other = played(seed=4).to_save()
    assert game_at_risk(other) is not None
    further = played(seed=3, moves=6).to_save()
    assert continues(further, waiting.to_save()) and game_at_risk(further) is None
    earlier = played(seed=3, moves=2).to_save()
    assert game_at_risk(earlier) is not None  # loading an earlier point loses moves
    same = SaveGame.from_json(path.read_text())
    assert game_at_risk(same) is None


# ---------------------------------------------------------------- point 3
SETTINGS_FILES: dict[str, Callable[[Path], None]] = {
    "bad JSON": lambda p: p.write_text('{"music_volume": 0.2,'),
    "invalid bytes": lambda p: p.write_bytes(b'{"language": "\xff\xfe"}'),
    "binary": lambda p: p.write_bytes(bytes(range(256))),
    "not an object": lambda p: p.write_text("[1, 2, 3]"),
    "a folder": lambda p: (p.mkdir(), (p / "x").write_text("mine")),  # type: ignore[func-returns-value]
    "a named pipe": lambda p: os.mkfifo(p),
}


def snapshot(path: Path) -> object:
    if path.is_dir():
        return sorted((child.name, child.read_bytes()) for child in path.iterdir())
    if stat.S_ISFIFO(path.lstat().st_mode):
        return "pipe"
    return path.read_bytes()


@pytest.mark.parametrize("kind", sorted(SETTINGS_FILES))
def test_an_unreadable_settings_file_is_never_written_over(data_dir, kind):
    data_dir.mkdir(parents=True)
    path = data_dir / "settings.json"
    SETTINGS_FILES[kind](path)
    before = snapshot(path)
    settings = load_settings()
    assert settings.music_volume == Settings().music_volume  # defaults to play with
    assert settings_file_problem() is not None
    settings.music_volume = 0.1  # the player changes a setting
    with pytest.raises(SettingsFileKept):
        save_settings(settings)
    assert snapshot(path) == before


def test_a_settings_file_without_read_permission_is_never_written_over(data_dir, opening):
    data_dir.mkdir(parents=True)
    path = data_dir / "settings.json"
    path.write_text(json.dumps({"music_volume": 0.3}))
    path.chmod(0)
    original = Path.open

    def guarded(self: Path, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return original(self, *args, **kwargs)  # type: ignore[arg-type]

    opening.setattr(Path, "open", guarded)
    with pytest.raises(SettingsFileKept):
        save_settings(Settings(music_volume=0.9))
    opening.undo()
    path.chmod(0o600)
    assert json.loads(path.read_text()) == {"music_volume": 0.3}


def test_a_readable_or_missing_settings_file_is_saved(data_dir):
    save_settings(Settings(music_volume=0.3))  # missing: written
    assert load_settings().music_volume == 0.3
    save_settings(Settings(music_volume=0.6))  # readable: replaced
    assert load_settings().music_volume == 0.6


@pytest.mark.parametrize("kind", ["invalid bytes", "a folder", "a named pipe", "mode 000"])
def test_an_autosave_damaged_during_a_game_is_moved_aside_at_the_next_turn(data_dir, opening, kind):
    session = a_new_game_plays_a_turn()
    path = session.autosave_path
    assert path is not None
    path.unlink()
    make = {
        "invalid bytes": unreadable_bytes,
        "a folder": unreadable_folder,
        "a named pipe": unreadable_pipe,
        "mode 000": no_permission(opening),
    }[kind]
    content = make(path)
    session.apply(session.state.legal_actions()[0])
    session.autosave()  # the next turn's autosave
    opening.undo()
    moved = session.moved_aside
    assert moved is not None and describe(moved) == content
    assert session.save_off is None
    assert read_save(path).actions == session.actions
