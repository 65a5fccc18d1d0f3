"""Sound effects and music. Silent (with one logged warning) when the mixer cannot
start or a file is missing: sound is never a reason to crash.

Music: the title has its piece and each game its own (tools/music_synth.py), each
minutes long. Two reserved mixer channels hold them, so that one piece fades out while
the next fades in over it (a true crossfade). A piece is decoded into memory on a
thread, away from the frames; the piece heard until then keeps playing. Only the
title's piece stays loaded between uses."""

from __future__ import annotations

import contextlib
import ctypes
import errno
import logging
import os
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pygame

from ninjas.core.paths import asset_path
from ninjas.core.settings import Settings

log = logging.getLogger(__name__)

TITLE_MUSIC = "music_title"
MUSIC_FADE_MS = 1500
"""How long one piece takes to fade into the next."""
MUSIC_CHANNELS = 2
EFFECT_CHANNELS = 8
LOAD_WAIT_S = 5.0
"""The longest the game waits, when it ends, for a piece being decoded."""
SOUND_EXTENSIONS = (".wav", ".ogg")
RETRY_SECONDS = 2.0
"""How long a sound that could not be opened for lack of files waits to be tried again
(issue 31: strangers' sockets had used up the process's files, and the sounds first
played then were remembered as missing until the game was restarted)."""


class OutOfFiles(OSError):
    """A sound could not be opened because the process has no file left to open."""


def game_music(game: str) -> str:
    """The name of a game's own music (assets/sounds/music_<game>.ogg)."""
    return f"music_{game}"


BIG_BLOCK = 24 << 20
"""Bytes from which glibc maps every block apart (see give_big_blocks_back)."""
_big_blocks_given_back = False


def give_big_blocks_back() -> None:
    """Linux (glibc): once a block of a few tens of MB has been freed, malloc raises its
    threshold and keeps the next ones in its heap, where freeing them gives nothing back:
    each game's decoded piece (about 32 MB) stayed in the process after the table, and
    memory at the title grew from 37 to 100 MB over four tables. From BIG_BLOCK up (a
    decoded piece; a 2560x1600 screen is less), blocks are mapped apart and given back
    when freed. Elsewhere, or if the C library says no, nothing changes."""
    global _big_blocks_given_back
    if _big_blocks_given_back or not sys.platform.startswith("linux"):
        return
    _big_blocks_given_back = True
    m_mmap_threshold = -3
    try:
        ctypes.CDLL(None).mallopt(m_mmap_threshold, BIG_BLOCK)
    except (OSError, AttributeError) as exc:  # not glibc
        log.info("large blocks stay with the allocator: %s", exc)


_loaders: set[threading.Thread] = set()
"""Threads decoding a piece now (see shutdown)."""


def shutdown(timeout: float = LOAD_WAIT_S) -> None:
    """Wait for the pieces being decoded: the mixer must not close under them."""
    for thread in list(_loaders):
        thread.join(timeout)


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
    `start_music(name)` crossfades to the music `name` (TITLE_MUSIC, game_music(game)),
    looped, at the music volume. With `music=False` (headless: tests, screenshots) the
    music asked for is only remembered (music_playing), never loaded."""

    def __init__(self, settings: Settings, *, music: bool = True) -> None:
        self.settings = settings
        self.enabled = False
        self.music = music
        self.music_playing: str | None = None
        """The music asked for last: heard, or heard as soon as it is loaded (None: none)."""
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._pieces: dict[str, pygame.mixer.Sound] = {}
        """Music decoded and kept: the title's, and the piece heard now."""
        self._missing: set[str] = set()
        self._retry_at: dict[str, float] = {}
        """Sounds and music that could not be opened for lack of files: when to try again."""
        self._loading: set[str] = set()
        self._lock = threading.RLock()
        self._channels: list[pygame.mixer.Channel] = []
        self._current: int | None = None
        """The channel of the piece heard now (the other one may still be fading out)."""
        self._heard: str | None = None
        """The name of the piece on that channel."""
        with stderr_captured() as noise:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                pygame.mixer.set_num_channels(EFFECT_CHANNELS + MUSIC_CHANNELS)
                pygame.mixer.set_reserved(MUSIC_CHANNELS)  # effects never take them
                self._channels = [pygame.mixer.Channel(i) for i in range(MUSIC_CHANNELS)]
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
        if self._retry_at.get(name, 0.0) > time.monotonic():
            return None
        try:
            sound = _decode("sound", name, self._find(name))
        except OutOfFiles:  # not missing: tried again later
            self._retry_at[name] = time.monotonic() + RETRY_SECONDS
            return None
        self._retry_at.pop(name, None)
        self._sounds[name] = sound
        return sound

    def _music_due(self) -> None:
        """The music that could not be opened for lack of files, tried again when due."""
        name = self.music_playing
        if name is None or name not in self._retry_at or name in self._pieces:
            return
        if self._retry_at[name] <= time.monotonic():
            with self._lock:
                del self._retry_at[name]
                self._bring()

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        if self._retry_at:
            self._music_due()
        if self.settings.sound_volume <= 0:
            return
        try:
            sound = self._sound(name)
            if sound is not None:
                sound.set_volume(self.settings.sound_volume)
                sound.play()
        except pygame.error as exc:  # mixer closed under us
            log.warning("could not play %r: %s", name, exc)

    # ------------------------------------------------------------------ music
    def start_music(self, name: str) -> None:
        """Crossfade to the music `name`, looped (nothing if it is the one asked for
        already). A piece not yet loaded is decoded on a thread, and the fade starts
        when it is ready; a missing or broken piece fades the music out."""
        with self._lock:
            if self.music_playing == name:
                return
            self.music_playing = name
            self._bring()

    def _bring(self) -> None:
        """Make the music asked for heard, or start loading it (the lock is held)."""
        name = self.music_playing
        if name is None or not self.enabled or not self.music:
            return
        piece = self._pieces.get(name)
        if piece is not None:
            self._crossfade(name, piece)
        elif name in self._missing or self.settings.music_volume <= 0:
            self._fade_out(MUSIC_FADE_MS)  # turned up later: set_volumes loads it then
        elif name not in self._loading:
            give_big_blocks_back()
            self._loading.add(name)
            thread = threading.Thread(
                target=self._load,
                args=(name, self._find(name)),
                name=f"music {name}",
                daemon=True,
            )
            _loaders.add(thread)
            thread.start()

    def _load(self, name: str, path: Path | None) -> None:
        """On a thread: decode the piece (pygame lets other threads run meanwhile)."""
        try:
            try:
                piece = _decode("music", name, path)
            except OutOfFiles:  # not missing: tried again later (see play)
                with self._lock:
                    self._loading.discard(name)
                    self._retry_at[name] = time.monotonic() + RETRY_SECONDS
                return
            with self._lock:
                self._loading.discard(name)
                if piece is None:
                    self._missing.add(name)
                else:
                    self._pieces[name] = piece
                if self.music_playing == name:
                    self._bring()
                elif name != TITLE_MUSIC:
                    self._pieces.pop(name, None)  # no longer wanted
        finally:
            _loaders.discard(threading.current_thread())

    def _crossfade(self, name: str, piece: pygame.mixer.Sound) -> None:
        """Fade the piece heard now out while `piece` fades in on the other channel."""
        old = self._current
        if old is not None and self._heard == name:
            return  # already the one heard
        new = 0 if old is None else (old + 1) % MUSIC_CHANNELS
        try:
            channel = self._channels[new]
            channel.stop()  # a piece still fading out there, after a quick change of mind
            if old is not None:
                self._channels[old].fadeout(MUSIC_FADE_MS)
            piece.set_volume(self.settings.music_volume)
            channel.play(piece, loops=-1, fade_ms=MUSIC_FADE_MS)
        except pygame.error as exc:  # mixer closed under us
            log.warning("could not play the music %r: %s", name, exc)
            return
        self._current, self._heard = new, name
        # the piece fading out stays alive on its channel until it stops; forget it here
        for other in list(self._pieces):
            if other not in (name, TITLE_MUSIC):
                del self._pieces[other]

    def _fade_out(self, ms: int) -> None:
        if self._current is None:
            return
        try:
            self._channels[self._current].fadeout(ms)
        except pygame.error as exc:
            log.warning("could not stop the music: %s", exc)
        self._current = self._heard = None

    def stop_music(self) -> None:
        with self._lock:
            self.music_playing = None
            if self.enabled:
                self._fade_out(400)

    def wait_for_music(self, timeout: float = LOAD_WAIT_S) -> None:
        """Return once no piece is being decoded (tests; the end of the game)."""
        for thread in list(_loaders):
            thread.join(timeout)

    def set_volumes(self) -> None:
        """Apply the settings' volumes now, to the piece heard and to the one fading out
        (sounds take theirs at the next play). Music turned up from nothing starts."""
        if not self.enabled:
            return
        with self._lock:
            volume = self.settings.music_volume
            try:
                for channel in self._channels:
                    piece = channel.get_sound()
                    if piece is not None:
                        piece.set_volume(volume)
            except pygame.error as exc:
                log.warning("could not set the music volume: %s", exc)
            if volume > 0 and self._heard != self.music_playing:
                self._bring()


_out_of_files_said = False


def out_of_files(exc: BaseException, path: Path) -> bool:
    """True if opening `path` failed because the process has no file left: the error
    says so, or `path` cannot be opened now for that reason (SDL's message does not say
    why a file did not open)."""
    if isinstance(exc, OSError) and exc.errno in (errno.EMFILE, errno.ENFILE):
        return True
    try:
        os.close(os.open(path, os.O_RDONLY))
    except OSError as probe:
        return probe.errno in (errno.EMFILE, errno.ENFILE)
    return False


def _decode(kind: str, name: str, path: Path | None) -> pygame.mixer.Sound | None:
    """The sound or music `name` read from `path`, or None (logged) when it is missing
    or unusable: the game goes on silent. OutOfFiles when the process had no file left
    to open it with: the caller tries again later."""
    global _out_of_files_said
    if path is None:
        log.warning("%s %r not found under %s: silent", kind, name, asset_path("sounds"))
        return None
    try:
        return pygame.mixer.Sound(str(path))
    except (pygame.error, OSError) as exc:
        if out_of_files(exc, path):
            if not _out_of_files_said:  # once: an attack would say it at every sound
                _out_of_files_said = True
                log.warning("%s %s not opened, no file left (tried again later)", kind, path)
            raise OutOfFiles(errno.EMFILE, f"no file left to open {path}") from exc
        log.warning("%s %s unusable: %s", kind, path, exc)
        return None
