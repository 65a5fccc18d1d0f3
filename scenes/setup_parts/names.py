"""People's names on the setup screen (issue 34, section 4): each person's seat may bear
a name. The seat's Player choice cycles Computer, Human (no name), the names used
before, and "New name…", which opens a box to type one (NameEntryScene); a gamepad
picks among the names used before. The names come from the history (the records'
people, renamed and merged as the records say: ninjas.core.records_stats, when it is
there) and from the names last given in any setup (the settings), read on a thread of
their own: the history may hold a thousand records."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ninjas.core.settings import Settings

from .. import theme
from ..widgets import Choice

log = logging.getLogger(__name__)

MOST_NAMES = 12
"""The names a seat's choice offers (the most recently seen first)."""
NEW = "new"
"""The Player choice's value that opens the box to type a name."""


def name_value(name: str) -> tuple[str, str]:
    """The Player choice's value for a person named `name`."""
    return ("name", name)


def value_name(value: Any) -> str | None:
    """The name a Player choice's value gives its seat (None: no name, or a computer)."""
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "name":
        return str(value[1])
    return None


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
    """The names last given in the setups: this game's seats first, then the others'."""
    seen: dict[str, None] = {}
    own = settings.last_names.get(game, [])
    for names in [own, *settings.last_names.values()]:
        for name in names:
            if name:
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


class PlayerChoice(Choice):
    """A seat's Player row: Computer, Human, the names used before, New name…. Enter
    (pad A) or a click between the arrows on "New name…" opens the box to type one;
    the arrows skip a name another seat bears (`taken`)."""

    def __init__(
        self,
        app: Any,
        label: Callable[[], str],
        options: list[tuple[Any, Any]],
        value: Any,
        on_change: Callable[[Any], Any],
        *,
        taken: Callable[[str], bool],
        on_new: Callable[[], Any],
        stacked: bool = False,
    ) -> None:
        super().__init__(app, (0, 0, 1, 1), label, options, value, on_change, stacked=stacked)
        self.taken = taken
        self.on_new = on_new

    def adjust(self, delta: int) -> bool:
        if not self.enabled:
            return False
        self.click()
        for _ in range(len(self.options)):
            self.index = (self.index + delta) % len(self.options)
            name = value_name(self.value)
            if name is None or not self.taken(name):
                break
        self.on_change(self.value)
        return True

    def activate(self) -> bool:
        if self.enabled and self.value == NEW:
            self.click()
            self.on_new()
            return True
        return self.adjust(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.enabled
            and self.value == NEW
            and self._value_rect().inflate(-2 * theme.px(40), 0).collidepoint(event.pos)
        ):
            self.click()
            self.on_new()
            return True
        return super().handle_event(event)

    def set_options(self, options: list[tuple[Any, Any]]) -> None:
        """New options (a name typed, or the history's names read), the value kept."""
        value = self.value
        self.options = list(options)
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0


def player_options(
    tr: Any, names: Sequence[str], own: str | None = None
) -> list[tuple[Any, Callable[[], str]]]:
    """A Player choice's options: Computer, Human, the names (the seat's `own` among
    them even when it is not one of the MOST_NAMES first), New name…."""
    shown = list(names[:MOST_NAMES])
    if own is not None and own not in shown:
        shown.insert(0, own)
    options: list[tuple[Any, Callable[[], str]]] = [
        ("ai", lambda: tr("setup.ai")),
        ("human", lambda: tr("setup.human")),
    ]
    options += [(name_value(name), lambda name=name: name) for name in shown]
    options.append((NEW, lambda: tr("setup.name.new")))
    return options


class SeatNames:
    """The names a setup's seats are offered: the settings' at once, the history's
    merged in when read (`poll`, each frame), a name typed added first (`add`)."""

    def __init__(self, app: Any, game: str, wait: bool = False) -> None:
        self.tr = app.tr
        self.names = settings_names(app.settings, game)
        self.loader = NameLoader()
        self.loader.start(wait)
        self.merged_in = False
        self.poll()

    def poll(self) -> bool:
        """True once, when the history's names have come (the choices are rebuilt)."""
        if self.merged_in or self.loader.names is None:
            return False
        self.merged_in = True
        self.names = merged(self.names, self.loader.names)
        return True

    def add(self, name: str) -> None:
        self.names = merged([name], self.names)

    def options(self, own: str | None = None) -> list[tuple[Any, Callable[[], str]]]:
        return player_options(self.tr, self.names, own)


def player_value(seat: Any) -> Any:
    """The Player choice's value for a Seat: Computer, a name, or Human."""
    if seat.is_ai:
        return "ai"
    return name_value(seat.name) if seat.name else "human"
