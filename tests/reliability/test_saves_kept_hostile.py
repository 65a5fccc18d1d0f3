"""Issue 21, data loss, as a player meets it: the game started as a real process
(`main.py`) over a data folder made hostile, a game started from the setup screen and
autosaved as "quit to title" does. Exit 0, no traceback, and the player's files byte for
byte as they were, except refused files moved aside (kept, byte for byte).

Permissions are real here: the game runs as `nobody` where a file must be unreadable
to its owner (root reads anything), and a read-only folder is made with `chattr +i`
(which stops root too). Those cases are skipped where the system does not allow them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from ninjas.core.saves import read_save

ROOT = Path(__file__).resolve().parents[2]
ENV = {
    **os.environ,
    "SDL_VIDEODRIVER": "dummy",
    "SDL_AUDIODRIVER": "dummy",
    "PYGAME_HIDE_SUPPORT_PROMPT": "1",
}
NOBODY = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]

DRIVER = textwrap.dedent(
    """
    import sys
    import main
    import ninjas.ai

    ninjas.ai.warm_up = lambda: None  # no AI worker process: these runs are about files
    from scenes.message import ConfirmScene
    from scenes.setup import SetupScene

    def start_and_autosave(self):
        self.start()
        if isinstance(self.app.top, ConfirmScene):  # replace the unfinished game? yes
            self.app.top.confirm()
        tables = [s for s in self.app.stack if hasattr(s, "session")]
        if tables:  # (a message may be over it)
            session = tables[-1].session
            session.apply(session.state.legal_actions()[0])  # kept once someone has moved
            session.autosave()  # as "quit to title" does
            print("table", type(tables[-1]).__name__, session.save_off, flush=True)
            print("seed", session.seed, flush=True)
        print("ready", flush=True)

    SetupScene.on_enter = start_and_autosave
    sys.exit(main.main(sys.argv[1:]))
    """
)


def start_game(
    data: Path, *, user: list[str] | None = None, frames: int = 20
) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*(user or []), sys.executable, "-c", DRIVER, "--headless", "--frames", str(frames)]
        + ["--game", "taisen"],
        cwd=ROOT,
        env={**ENV, "NINJAS_DATA_DIR": str(data)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(process: subprocess.Popen[str]) -> tuple[int, str, str]:
    out, err = process.communicate(timeout=180)
    return process.returncode, out, err


def damaged_autosave(data: Path) -> tuple[Path, bytes]:
    path = data / "saves" / "autosave.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "ninjas-save", \xff\xfe a damaged autosave')
    return path, path.read_bytes()


def can_run_as_nobody() -> bool:
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        return False
    probe = subprocess.run([*NOBODY, sys.executable, "-c", "import pygame, filelock"], cwd=ROOT)
    return probe.returncode == 0


@pytest.fixture
def nobodys_data() -> Iterator[Path]:
    """A data folder that `nobody` owns, in a folder it may pass through."""
    base = Path(tempfile.mkdtemp(prefix="ninjas-nobody-"))
    base.chmod(0o755)
    data = base / "data"
    (data / "saves").mkdir(parents=True)
    yield data
    shutil.rmtree(base, ignore_errors=True)


def give_to_nobody(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        os.chown(path, 65534, 65534, follow_symlinks=False)


@pytest.mark.skipif(not can_run_as_nobody(), reason="needs root to run the game as nobody")
def test_a_mode_000_autosave_is_moved_aside_and_kept(nobodys_data):
    data = nobodys_data
    path = data / "saves" / "autosave.json"
    path.write_text("a game the player wants back")
    give_to_nobody(data)
    path.chmod(0)
    code, out, err = finish(start_game(data, user=NOBODY))
    assert code == 0 and "Traceback" not in err, err
    assert "table" in out and "None" in out  # the game started, and it saves
    (moved,) = (data / "saves").glob("autosave.refused-unreadable-*.json")
    moved.chmod(0o600)
    assert moved.read_text() == "a game the player wants back"
    assert path.read_bytes() != b"a game the player wants back"


def chattr(flag: str, folder: Path) -> bool:
    return shutil.which("chattr") is not None and (
        subprocess.run(["chattr", flag, str(folder)], capture_output=True).returncode == 0
    )


def test_a_read_only_saves_folder_and_a_damaged_autosave_start_a_game(tmp_path):
    data = tmp_path / "data"
    path, content = damaged_autosave(data)
    if not chattr("+i", path.parent):
        pytest.skip("chattr +i is not available here")
    try:
        code, out, err = finish(start_game(data))
        assert path.read_bytes() == content
        assert sorted(p.name for p in path.parent.iterdir()) == ["autosave.json"]
    finally:
        chattr("-i", path.parent)
    assert code == 0 and "Traceback" not in err, err
    assert "table TaisenScene folder" in out  # a game started, with saving off


def test_two_windows_never_share_the_autosave(tmp_path, monkeypatch):
    data = tmp_path / "data"
    first = start_game(data, frames=1_000_000)
    try:
        assert first.stdout is not None
        lines = [first.stdout.readline()]
        while lines[-1] and not lines[-1].startswith("ready"):
            lines.append(first.stdout.readline())
        assert "table TaisenScene None\n" in lines, lines
        code, out, err = finish(start_game(data))
        assert code == 0 and "Traceback" not in err, err
        assert "table TaisenScene in_use" in out
        monkeypatch.setenv("NINJAS_DATA_DIR", str(data))  # its key reads the autosave
        assert f"seed {read_save(data / 'saves' / 'autosave.json').seed}\n" in lines
    finally:
        first.kill()
        first.communicate(timeout=60)
    code, out, err = finish(start_game(data))  # the first has gone: this one saves
    assert code == 0 and "table TaisenScene None" in out, err
