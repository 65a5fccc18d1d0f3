"""What the interface keeps, and for how long (issue 15, memory).

Pictures are kept drawn in caches so that frames stay cheap. Two rules keep those
caches from growing with the time played:

- a cache keyed by sizes, colours or texts is bounded by the pixels it holds, not only
  by its count of entries (`SurfaceCache`, `surface_cache`): a window of another size,
  a panel that fades (one picture per step of its alpha) or long log lines would
  otherwise fill a count of entries with ever bigger pictures;
- a game's art (its images and the caches of its pictures, registered with
  `game_cache`) is let go when no screen of that game is open any more
  (`release_games`, called by the app whenever its stack of screens changes), and the
  memory it held is handed back to the system (`return_memory`). Playing the four
  games in turn then holds one game's art at a time, not all four for ever.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
import logging
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Any, Generic, Protocol, TypeVar

import pygame

log = logging.getLogger(__name__)

K = TypeVar("K", bound=Hashable)


def surface_bytes(surface: pygame.Surface) -> int:
    """The pixels' memory of `surface` (its rows with their padding)."""
    return int(surface.get_pitch()) * int(surface.get_height())


class SurfaceCache(Generic[K]):
    """Surfaces by key, least recently used first out once there are more than
    `maxsize` or they hold more than `max_bytes` of pixels (the newest one is always
    kept, however big)."""

    def __init__(self, max_bytes: int | Callable[[], int], maxsize: int) -> None:
        self._max_bytes = max_bytes
        self.maxsize = maxsize
        self._items: OrderedDict[K, pygame.Surface] = OrderedDict()
        self.bytes = 0

    @property
    def max_bytes(self) -> int:
        limit = self._max_bytes
        return limit() if callable(limit) else limit

    def get(self, key: K) -> pygame.Surface | None:
        surface = self._items.get(key)
        if surface is not None:
            self._items.move_to_end(key)
        return surface

    def put(self, key: K, surface: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._items[key] = surface
        self.bytes += surface_bytes(surface)
        most = self.max_bytes
        while len(self._items) > 1 and (len(self._items) > self.maxsize or self.bytes > most):
            _, gone = self._items.popitem(last=False)
            self.bytes -= surface_bytes(gone)
        return surface

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __iter__(self) -> Iterator[K]:
        return iter(list(self._items))


def screens(count: float) -> Callable[[], int]:
    """A budget of `count` whole windows' pixels at the scale drawn now (a big window's
    pictures are bigger: so is the room kept for them)."""

    def budget() -> int:
        return round(count * WINDOW_BYTES * _theme["scale"]() ** 2)

    return budget


WINDOW_BYTES = 1280 * 720 * 4
"""The pixels of a 1280x720 window (the design size) with an alpha channel."""

_theme: dict[str, Any] = {"scale": lambda: 1.0, "images": {}}
"""What scenes.theme lends (see use_theme): this module imports no screen module."""


def use_theme(scale: Callable[[], float], images: dict[str, Any]) -> None:
    """scenes.theme's scale (of the window drawn now) and its loaded images by name."""
    _theme["scale"] = scale
    _theme["images"] = images


def surface_cache(
    max_bytes: int | Callable[[], int], maxsize: int
) -> Callable[[Callable[..., pygame.Surface]], Callable[..., pygame.Surface]]:
    """functools.lru_cache for functions that draw a surface, bounded by pixels too
    (see SurfaceCache). The function gains `cache` (the SurfaceCache), `cache_clear`
    and `cache_info` (hits are not counted: currsize and maxsize only)."""

    def wrap(draw: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        cache: SurfaceCache[tuple[Any, ...]] = SurfaceCache(max_bytes, maxsize)

        @functools.wraps(draw)
        def cached(*args: Any) -> pygame.Surface:
            surface = cache.get(args)
            if surface is None:
                surface = cache.put(args, draw(*args))
            return surface

        cached.cache = cache  # type: ignore[attr-defined]
        cached.cache_clear = cache.clear  # type: ignore[attr-defined]
        cached.cache_info = lambda: functools._CacheInfo(  # type: ignore[attr-defined]
            0, 0, maxsize, len(cache)
        )
        return cached

    return wrap


# --------------------------------------------------------------------- a game's art
class Clearable(Protocol):
    def clear(self) -> None: ...

    def __len__(self) -> int: ...


GAME_IMAGE_FOLDERS: dict[str, tuple[str, ...]] = {
    "taisen": ("characters/",),
    "shinobi": ("shinobi/",),
    "night": ("night/",),
    "dojo": ("dojo/",),
}
"""The folders of assets/images/ that hold each game's own pictures (theme.load_image)."""


class FunctionCache:
    """A function cached by functools.lru_cache (or anything with cache_info and
    cache_clear) seen as a Clearable."""

    def __init__(self, function: Any) -> None:
        self.function = function

    def clear(self) -> None:
        self.function.cache_clear()

    def __len__(self) -> int:
        return int(self.function.cache_info().currsize)


def clearable(cache: Any) -> Clearable:
    if hasattr(cache, "cache_clear") and hasattr(cache, "cache_info"):
        return FunctionCache(cache)
    return cache  # type: ignore[no-any-return]


_game_caches: dict[str, list[Clearable]] = {}
_shared_caches: list[Clearable] = []


def game_cache(game: str, cache: Any) -> None:
    """`cache` (a dict, an OrderedDict, a SurfaceCache, a function with lru_cache...)
    holds pictures of `game` only: it is emptied when no screen of that game is open."""
    _game_caches.setdefault(game, []).append(clearable(cache))


def game_module_caches(game: str, namespace: dict[str, Any]) -> None:
    """Every function of a module's `namespace` (its globals()) cached with lru_cache
    (or card_art.Scaled) is a cache of `game`'s pictures (see game_cache)."""
    for value in list(namespace.values()):
        if (
            not isinstance(value, type)
            and callable(getattr(value, "cache_clear", None))
            and callable(getattr(value, "cache_info", None))
        ):
            game_cache(game, value)


def shared_cache(cache: Any) -> None:
    """`cache` serves every screen (texts, panels, fonts): it is emptied when a game's
    art is let go, so that what the last game filled it with goes too (the screens
    shown next draw their few pictures again)."""
    _shared_caches.append(clearable(cache))


def games_in_use(scenes: Iterable[object]) -> set[str]:
    """The games whose screens are among `scenes`: a table (its session's game), its
    setup, its rules, its hand-off."""
    games: set[str] = set()
    for scene in scenes:
        session = getattr(scene, "session", None)
        for game in (getattr(session, "game", None), getattr(scene, "game", None)):
            if isinstance(game, str):
                games.add(game)
    return games


def release_games(keep: Iterable[str]) -> bool:
    """Let go of the art of every game not in `keep` (its images and its registered
    caches), and hand the memory back to the system if anything was let go. True if
    anything was."""
    images = _theme["images"]
    kept = set(keep)
    released = False
    for game, folders in GAME_IMAGE_FOLDERS.items():
        if game in kept:
            continue
        names = [name for name in images if name.startswith(folders)]
        for name in names:
            del images[name]
        released = released or bool(names)
        for cache in _game_caches.get(game, ()):
            if len(cache):
                cache.clear()
                released = True
    if released:
        for cache in _shared_caches:
            cache.clear()
        gc.collect()  # the screens that left hold pictures too, in reference cycles
        return_memory()
    return released


_trim: Any = None
"""glibc's malloc_trim, once looked for (None where there is none)."""
_looked = False


def return_memory() -> None:
    """Hand the memory freed by the program back to the system where the C library
    keeps it otherwise (glibc on Linux keeps freed pictures' memory in its heap: the
    resident memory would stay at its highest for the rest of the run)."""
    global _trim, _looked
    if not _looked:
        _looked = True
        if sys.platform.startswith("linux"):
            try:
                libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                _trim = libc.malloc_trim
            except (OSError, AttributeError):
                _trim = None
    if _trim is not None:
        try:
            _trim(0)
        except (OSError, ctypes.ArgumentError) as exc:  # pragma: no cover - never seen
            log.info("malloc_trim failed: %s", exc)
