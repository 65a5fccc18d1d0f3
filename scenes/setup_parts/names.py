"""People's names on the setup screen (issue 34, section 4): each person's seat may bear
a name. The seat's Name row (name_row.py) opens a box to type one or pick one of the
names used before (NameEntryScene: a gamepad picks them too; issue 33 took them out of
the Player choice, where newcomers never found them). The names come from the history
(the records' people, renamed and merged as the records say: ninjas.core.records_stats,
when it is there) and from the names last given in any setup (the settings), read on a
thread of their own: the history may hold a thousand records."""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from typing import Any

from ninjas.core.settings import Settings

log = logging.getLogger(__name__)

MOST_NAMES = 8
"""The names used before that a seat's box offers (the most recently seen first)."""


READING = threading.Lock()
"""Held while a thread reads the history's folder: the setups the title prepares and its
warm-up (scenes.history.scene.Warmer) read one after the other, the later ones finding
the summaries read (list_records keeps them), rather than all at once, cold, each
taking the interpreter from the title's frames."""


def history_names() -> list[str]:
    """The people's names of the history, the most recently seen first: the records'
    figures' own (aliases applied) when that module is there, else the records' names.
    Never raises (a history that cannot be read offers no names)."""
    with READING:
        return _history_names()


def _history_names() -> list[str]:
    try:
        try:
            from ninjas.core import records_stats
        except ImportError:
            records_stats = None  # type: ignore[assignment]
        from ninjas.core.history_folder import history_dir, known_names, list_records

        person_names = getattr(records_stats, "person_names", None)
        if callable(person_names):
            return [str(name) for name in person_names(history_dir())]
        return known_names(list_records().records)
    except Exception:  # names are a help: the setup never fails for them
        log.exception("the history's names could not be read")
        return []


def settings_names(settings: Settings, game: str) -> list[str]:
    """The names last given in the setups: this game's seats first, then the others'
    (none forgotten: Settings.forgotten_names)."""
    seen: dict[str, None] = {}
    own = settings.last_names.get(game, [])
    forgotten = set(settings.forgotten_names)
    for names in [own, *settings.last_names.values()]:
        for name in names:
            if name and name not in forgotten:
                seen.setdefault(name, None)
    return list(seen)


def merged(*lists: Sequence[str]) -> list[str]:
    """The names of `lists`, each once, in order."""
    seen: dict[str, None] = {}
    for names in lists:
        for name in names:
            seen.setdefault(name, None)
    return list(seen)


class NameLoader:
    """The history's names, read on a thread (`start`); `names` is None until read."""

    def __init__(self) -> None:
        self.names: list[str] | None = None
        self.thread: threading.Thread | None = None

    def start(self, wait: bool = False) -> None:
        """Read on a thread; `wait` for it (headless runs and tests: deterministic)."""
        self.thread = threading.Thread(target=self._read, name="setup-names", daemon=True)
        self.thread.start()
        if wait:
            self.thread.join()

    def _read(self) -> None:
        self.names = history_names()


class SeatNames:
    """The names a setup's seats are offered: the settings' at once, the history's
    merged in when read (`poll`, each frame), a name typed added first (`add`), a name
    forgotten taken out (`forget`: newcomers H and I, s16, a mistyped name stayed a
    suggestion for good). Forgetting touches no record: the history keeps its names."""

    def __init__(self, app: Any, game: str, wait: bool = False) -> None:
        self.app = app
        self.names = settings_names(app.settings, game)
        self.loader = NameLoader()
        self.loader.start(wait)
        self.merged_in = False
        self.poll()

    def poll(self) -> bool:
        """True once, when the history's names have come (merged after the settings')."""
        if self.merged_in or self.loader.names is None:
            return False
        self.merged_in = True
        forgotten = set(self.app.settings.forgotten_names)
        self.names = merged(self.names, [n for n in self.loader.names if n not in forgotten])
        return True

    def add(self, name: str) -> None:
        """`name` typed or picked: offered first, and no longer forgotten."""
        self.names = merged([name], self.names)
        forgotten = self.app.settings.forgotten_names
        if name in forgotten:
            forgotten.remove(name)
            self.app.save_settings()

    def forget(self, name: str) -> None:
        """`name` no longer suggested, here or in any setup after (saved), nor given to a
        seat by a setup's memory (Settings.last_names); the records keep it."""
        settings = self.app.settings
        self.names = [n for n in self.names if n != name]
        settings.forgotten_names = [n for n in settings.forgotten_names if n != name] + [name]
        for names in settings.last_names.values():
            names[:] = [None if n == name else n for n in names]
        self.app.save_settings()

    def offered(self, own: str | None = None) -> list[str]:
        """The names a seat's box offers: the MOST_NAMES first, the seat's `own` among
        them even when it is not one of those."""
        shown = list(self.names[:MOST_NAMES])
        if own is not None and own not in shown:
            shown.insert(0, own)
        return shown
