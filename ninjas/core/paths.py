"""Where things live: bundled resources (read-only) and the user data directory."""

from __future__ import annotations

import atexit
import logging
import os
import shutil
import sys
import tempfile
from pathlib import Path

from .pathcheck import make_folder

log = logging.getLogger(__name__)

APP_NAME = "ninjas"


def resource_root() -> Path:
    """Root of the bundled files (assets/, levels/): the repo, or PyInstaller's bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def asset_path(*parts: str) -> Path:
    return resource_root().joinpath("assets", *parts)


def user_data_dir() -> Path:
    """Saves, settings and logs. NINJAS_DATA_DIR overrides it (tests, portable installs).

    Never raises: when the folder cannot be made (a read-only home, a folder owned by
    root, a file in its place) the path is still returned, writes there fail with
    OSError, and `storage_problem()` says why, so the game plays with saving off."""
    override = os.environ.get("NINJAS_DATA_DIR")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_path

        path = user_data_path(APP_NAME, appauthor=False)
    _make_dir(path)
    return path


def throwaway_folder(prefix: str, parent: str | None = None) -> str:
    """A new temporary folder (in `parent`, else the system's), removed when the process ends."""
    folder = tempfile.mkdtemp(prefix=prefix, dir=parent)
    atexit.register(shutil.rmtree, folder, True)
    return folder


def throwaway_data_dir(prefix: str, parent: str | None = None) -> None:
    """Point NINJAS_DATA_DIR at a throwaway folder unless it is already set (tests and
    tools that must not touch the player's saves)."""
    if not os.environ.get("NINJAS_DATA_DIR"):
        os.environ["NINJAS_DATA_DIR"] = throwaway_folder(prefix, parent)


def _make_dir(path: Path) -> bool:
    try:
        make_folder(path)  # checked first, and never recursive (a path 2,000 folders deep)
    except (OSError, ValueError):
        return False
    return True


def saves_dir() -> Path:
    path = user_data_dir() / "saves"
    _make_dir(path)
    return path


def logs_dir() -> Path:
    path = user_data_dir() / "logs"
    _make_dir(path)
    return path


_storage_checks: dict[Path, tuple[Path, str] | None] = {}


def storage_problem() -> tuple[Path, str] | None:
    """(folder, reason) if saves cannot be written in the user data folder, else None.
    Checked once per run and folder, by making the folder and writing a probe file."""
    folder = user_data_dir() / "saves"
    if folder not in _storage_checks:
        problem = _storage_checks[folder] = _check_storage(folder)
        if problem is not None:
            log.info("saving is off: cannot write in %s (%s)", *problem)
    return _storage_checks[folder]


def reset_storage_check() -> None:
    """Forget what storage_problem() found (a folder that was repaired; tests)."""
    _storage_checks.clear()


def _check_storage(folder: Path) -> tuple[Path, str] | None:
    try:
        make_folder(folder)
        fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return folder, reason
    return None
