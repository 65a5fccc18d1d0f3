"""Sound effects and the music loop. Silent (with one logged warning) when the mixer
cannot start or a file is missing: sound is never a reason to crash."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pygame

from ninjas.core.paths import asset_path
from ninjas.core.settings import Settings

log = logging.getLogger(__name__)

MUSIC_NAME = "music_loop"
"""The tables' music; the title has its own (TITLE_MUSIC)."""
TITLE_MUSIC = "music_title"
SOUND_EXTENSIONS = (".wav", ".ogg")


@contextlib.contextmanager
def stderr_captured() -> Iterator[list[str]]:
    """Collect what C libraries write on the process's stderr (SDL and ALSA print pages
    when there is no sound device) into the yielded list instead of the console."""
    lines: list[str] = []
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):  # no real stderr (a windowed build)
        yield lines
        return
    with tempfile.TemporaryFile(mode="w+b") as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield lines
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            text = sink.read().decode("utf-8", "replace")
            lines.extend(line for line in text.splitlines() if line.strip())


class Audio:
    """`play(name)` plays assets/sounds/<name>.wav at the settings' sound volume;
    `start_music()` loops assets/sounds/music_loop.wav at the music volume."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.enabled = False
        self.music_playing: str | bool = False
        """The name of the music playing (False: none)."""
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        with stderr_captured() as noise:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self.enabled = True
            except (pygame.error, OSError) as exc:
                problem: str | None = str(exc)
            else:
                problem = None
        if problem is not None:  # said once, in the log; the console stays clean
            log.warning("no sound: the mixer could not start (%s)", problem)
        if noise:
            log.info("the sound libraries said: %s", " | ".join(noise[:20]))

    @staticmethod
    def _find(name: str) -> Path | None:
        for ext in SOUND_EXTENSIONS:
            path = asset_path("sounds", name + ext)
            if path.is_file():
                return path
        return None

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._sounds:
            return self._sounds[name]
        sound: pygame.mixer.Sound | None = None
        path = self._find(name)
        if path is None:
            log.warning("sound %r not found under %s: silent", name, asset_path("sounds"))
        else:
            try:
                sound = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError) as exc:
                log.warning("sound %s unusable: %s", path, exc)
        self._sounds[name] = sound
        return sound

    def play(self, name: str) -> None:
        if not self.enabled or self.settings.sound_volume <= 0:
            return
        try:
            sound = self._sound(name)
            if sound is not None:
                sound.set_volume(self.settings.sound_volume)
                sound.play()
        except pygame.error as exc:  # mixer closed under us
            log.warning("could not play %r: %s", name, exc)

    def start_music(self, name: str = MUSIC_NAME) -> None:
        """Loop the music `name` (does nothing if it is already the one playing)."""
        if not self.enabled or self.music_playing == name:
            return
        path = self._find(name)
        if path is None:
            log.warning("music %r not found: silent", name)
            self.music_playing = name  # do not look (and warn) again every screen
            return
        try:
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(self.settings.music_volume)
            pygame.mixer.music.play(-1, fade_ms=800)
            self.music_playing = name
        except pygame.error as exc:
            log.warning("music %s unusable: %s", path, exc)
            self.music_playing = name

    def stop_music(self) -> None:
        self.music_playing = False
        if not self.enabled:
            return
        try:
            pygame.mixer.music.fadeout(400)
        except pygame.error as exc:
            log.warning("could not stop the music: %s", exc)

    def set_volumes(self) -> None:
        """Apply the settings' volumes now (sounds take theirs at the next play)."""
        if not self.enabled:
            return
        try:
            pygame.mixer.music.set_volume(self.settings.music_volume)
        except pygame.error as exc:
            log.warning("could not set the music volume: %s", exc)
