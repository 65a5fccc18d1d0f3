"""Issue 31, 2.5: output that cannot be written does not stop the game. With saving off
(the game says so on stderr) and stderr full, closed, or a pipe nobody reads, the game
exited 1 before its first frame. Started as a player starts it, it now plays its frames
and exits 0; and nothing it prints can raise."""

from __future__ import annotations

import io
import logging
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ninjas.core.console import SafeStream, guard_console

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
ARGS = [sys.executable, "main.py", "--headless", "--frames", "30"]


def saving_off(tmp_path: Path) -> dict[str, str]:
    """The data folder is under a file: saving is off, and the game says so on stderr
    (and, with no log file, logs there too)."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    return {**ENV, "NINJAS_DATA_DIR": str(blocker / "data")}


def run(env: dict[str, str], args: tuple[str, ...] | list[str] = (), **streams: Any) -> int:
    return subprocess.run([*ARGS, *args], cwd=ROOT, env=env, timeout=120, **streams).returncode


@pytest.mark.parametrize("args", [[], ["--game", "night", "--demo"]])
def test_a_full_stderr_and_stdout_do_not_stop_the_game(tmp_path: Path, args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        code = run(saving_off(tmp_path), args, stdout=full, stderr=full)
    assert code == 0


def test_a_closed_stderr_and_a_stdout_nobody_reads_do_not_stop_the_game(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # as `| head -c 0` once head has gone: every write is refused
    try:
        code = subprocess.run(
            [
                sys.executable,
                "-c",
                "import os, runpy, sys; os.close(2); sys.stderr = None; "
                "sys.argv = ['main.py', *sys.argv[1:]]; "
                "runpy.run_path('main.py', run_name='__main__')",
                *ARGS[2:],
            ],
            cwd=ROOT,
            env=saving_off(tmp_path),
            stdout=write_end,
            timeout=120,
        ).returncode
    finally:
        os.close(write_end)
    assert code == 0


def test_with_stderr_closed_no_file_the_game_opens_takes_its_place(tmp_path: Path) -> None:
    """What C libraries print on descriptor 2 must not land in the log or a save."""
    log = tmp_path / "ninjas.log"
    code = (
        "import os, sys\n"
        "os.close(2)\n"
        "from ninjas.core.console import guard_console\n"
        "guard_console()\n"
        f"log = open({str(log)!r}, 'w')\n"
        "os.write(2, b'ALSA lib pcm.c: Unknown PCM default')\n"
        "log.write('the log')\n"
        "log.close()\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=ENV, timeout=60, check=True)
    assert log.read_text() == "the log"


def test_a_usage_error_is_still_a_usage_error_with_stderr_full(tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        code = run(saving_off(tmp_path), stderr=full, args=["--size", "10x10"])
    assert code == 2


class Refusing(io.StringIO):
    """A console that refuses every write (a full disk)."""

    def __init__(self, error: type[Exception]) -> None:
        super().__init__()
        self.error = error
        self.writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        raise self.error("refused")

    def fileno(self) -> int:
        raise io.UnsupportedOperation("no descriptor")


@pytest.mark.parametrize("error", [OSError, BrokenPipeError, ValueError])
def test_a_refused_write_is_dropped_once_and_never_raises(error: type[Exception]) -> None:
    inner = Refusing(error)
    stream = SafeStream(inner)
    assert stream.write("one\n") == 4
    print("two", file=stream)
    stream.flush()
    assert inner.writes == 1  # given up after the first refusal: one failed write
    assert stream.broken


def test_a_missing_console_writes_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    stream = SafeStream(None)
    assert stream.write("lost\n") == 5
    stream.flush()
    with pytest.raises(OSError):
        stream.fileno()  # as a closed console: whoever wants a descriptor hears why not
    with pytest.raises(AttributeError):
        stream.buffer  # noqa: B018 (no console, no bytes side either)
    real = io.StringIO()
    SafeStream(real).write("kept\n")
    assert SafeStream(real).getvalue() == "kept\n"  # the rest is the real stream's


def test_the_guard_wraps_once_and_logging_never_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", sys.stdout)
    monkeypatch.setattr(sys, "stderr", Refusing(OSError))
    monkeypatch.setattr(logging, "raiseExceptions", True)
    guard_console()
    guard_console()
    assert isinstance(sys.stderr, SafeStream) and not isinstance(sys.stderr.inner, SafeStream)
    assert logging.raiseExceptions is False
    handler = logging.StreamHandler()  # the stream it holds is the guarded stderr
    record = logging.LogRecord("t", logging.WARNING, __file__, 1, "a line", None, None)
    handler.emit(record)
    print("never raises", file=sys.stderr)
