"""Issue 31, 2.4: a screenshot that was not written says so. On a full disk `--screenshot`
exited 0 with a PNG cut at 64 KiB, or an empty file: pygame.image.save does not report
a refused write. The picture is now made in memory, written to a temporary file beside
the target, flushed, read back and compared, then renamed; a failure is a message on
stderr and exit status 2, and leaves no partial file."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes import screenshot
from scenes.screenshot import png_bytes, save_screenshot

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
DISK_LIMIT = 64 * 1024
"""A disk that takes 64 KiB more (the size of the cut pictures the tester found)."""


def picture() -> pygame.Surface:
    surface = pygame.Surface((320, 180))
    for x in range(0, 320, 8):  # enough detail that the PNG is not a few bytes
        pygame.draw.line(surface, (x % 256, 255 - x % 256, (x * 7) % 256), (x, 0), (319 - x, 179))
    return surface


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_on_a_full_disk_the_game_says_the_screenshot_was_not_written(tmp_path: Path) -> None:
    """A real run, its files limited to 64 KiB (RLIMIT_FSIZE: writes past it fail as on
    a full disk); a 1920x1080 title screen is a larger PNG than that."""
    shots = tmp_path / "shots"
    shots.mkdir()
    shot = shots / "title.png"
    code = (
        "import resource, sys\n"
        f"resource.setrlimit(resource.RLIMIT_FSIZE, ({DISK_LIMIT}, {DISK_LIMIT}))\n"
        "import main\n"
        "sys.exit(main.main(sys.argv[1:]))\n"
    )
    args = ["--headless", "--frames", "3", "--size", "1920x1080", "--screenshot", str(shot)]
    run = subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=ROOT,
        env={**ENV, "NINJAS_DATA_DIR": str(tmp_path / "data")},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 2
    assert "screenshot" in run.stderr and "could not be written" in run.stderr
    assert leftovers(shots) == []  # no cut picture, no temporary file


def test_a_screenshot_is_written_whole(tmp_path: Path) -> None:
    path = tmp_path / "shot.png"
    surface = picture()
    save_screenshot(surface, path)
    loaded = pygame.image.load(str(path))
    assert loaded.get_size() == (320, 180)
    assert loaded.get_at((100, 50)) == surface.get_at((100, 50))
    assert leftovers(tmp_path) == ["shot.png"]


def test_a_write_the_disk_refuses_raises_and_keeps_what_was_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "shot.png"
    path.write_bytes(b"the picture of yesterday")

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(screenshot.os, "fsync", full)
    with pytest.raises(OSError, match="No space"):
        save_screenshot(picture(), path)
    assert path.read_bytes() == b"the picture of yesterday"
    assert leftovers(tmp_path) == ["shot.png"]


def test_a_disk_that_silently_keeps_nothing_is_found_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A write 'succeeds' but the file is empty (the 0-byte screenshots): the read-back
    catches it."""
    real_fsync = os.fsync

    def losing(fd: int) -> None:
        os.ftruncate(fd, 0)
        real_fsync(fd)

    monkeypatch.setattr(screenshot.os, "fsync", losing)
    with pytest.raises(OSError, match="kept 0 of"):
        save_screenshot(picture(), tmp_path / "shot.png")
    assert leftovers(tmp_path) == []


def test_a_picture_that_cannot_be_made_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def nothing(surface: pygame.Surface, file: Any, namehint: str = "") -> None:
        pass  # an encoder that wrote nothing

    monkeypatch.setattr(screenshot.pygame.image, "save", nothing)
    with pytest.raises(OSError, match="does not load back"):
        png_bytes(picture())


def test_the_app_reports_a_failed_screenshot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from ninjas.core.settings import Settings
    from scenes.app import App
    from scenes.title import TitleScene

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(screenshot.os, "fsync", full)
    pygame.init()
    app = App(Settings(), headless=True, size=(640, 360))
    app.push(TitleScene(app))
    assert app.run(max_frames=2, screenshot=tmp_path / "shot.png") == 2
    assert "could not be written: [Errno 28] No space left on device" in capsys.readouterr().err
    assert not [name for name in leftovers(tmp_path) if "shot" in name]
