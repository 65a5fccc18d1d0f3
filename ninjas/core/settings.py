"""Player settings, stored as JSON in the user data directory."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from .atomic import write_text_atomic
from .i18n import LANGUAGES, default_language
from .paths import user_data_dir

ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)


@dataclass
class Settings:
    language: str = "en"
    sound_volume: float = 0.8
    music_volume: float = 0.4
    animation_speed: float = 1.0
    fullscreen: bool = False

    def clamped(self) -> Settings:
        return Settings(
            language=self.language if self.language in LANGUAGES else "en",
            sound_volume=min(1.0, max(0.0, float(self.sound_volume))),
            music_volume=min(1.0, max(0.0, float(self.music_volume))),
            animation_speed=(
                self.animation_speed if self.animation_speed in ANIMATION_SPEEDS else 1.0
            ),
            fullscreen=bool(self.fullscreen),
        )


def settings_path() -> Path:
    return user_data_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    """Saved settings; defaults (language from the system locale) when none or unreadable."""
    path = path or settings_path()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        known = {f.name for f in fields(Settings)}
        return Settings(**{k: v for k, v in raw.items() if k in known}).clamped()
    except (OSError, ValueError, TypeError, AttributeError):
        return Settings(language=default_language())


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_text_atomic(path or settings_path(), json.dumps(asdict(settings), indent=1))
