"""Where things live: bundled resources (read-only) and the user data directory."""

from __future__ import annotations

import os
import sys
from pathlib import Path

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
    """Saves, settings and logs. NINJAS_DATA_DIR overrides it (tests, portable installs)."""
    override = os.environ.get("NINJAS_DATA_DIR")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_path

        path = user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = user_data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def logs_dir() -> Path:
    path = user_data_dir() / "logs"
    path.mkdir(parents=True, exist_ok=True)
    return path
