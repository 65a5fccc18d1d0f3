"""Night's throws read from the records away from the screen's frames: a Night game's
replay begins by drawing its random village (0.1 to 2 s), so the records not read yet
are replayed in a thread, one at a time, while the Records screen stays live and says
how far it has got. What is read is kept (ninjas.core.throw_errors) and written beside
the records once the reading is done, so each record is replayed once."""

from __future__ import annotations

import atexit
import logging
import threading
import weakref
from pathlib import Path

from ninjas.core import throw_errors

log = logging.getLogger(__name__)

STOP_WAIT_SECONDS = 3.0
"""On leaving the screen, the most it waits for the record being replayed."""

_readers: weakref.WeakSet[NightReader] = weakref.WeakSet()


@atexit.register
def _stop_all() -> None:
    """The window closed on the Records screen: a replay under way is finished before
    the interpreter goes (never cut in the middle of a village's physics)."""
    for reader in list(_readers):
        reader.stop()


class NightReader:
    """`want(paths)` queues records; `read` counts those done since the queue was last
    empty, `wanted` how many were queued then. `changed()` is True once after each
    record read (the figures are worked out again)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.queue: list[Path] = []
        self.failed: set[Path] = set()
        """Records that could not be replayed: never queued again."""
        self.read = 0
        self.wanted = 0
        self._fresh = False
        self._unsaved = False
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        _readers.add(self)

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def want(self, paths: list[Path]) -> None:
        with self._lock:
            if not self.queue and not self.busy:
                self.read = self.wanted = 0
            new = [path for path in paths if path not in self.queue and path not in self.failed]
            self.queue.extend(new)
            self.wanted += len(new)
        if new and not self.busy and not self._stop.is_set():
            self._thread = threading.Thread(target=self._run, name="records-night", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            with self._lock:
                if not self.queue:
                    return
                path = self.queue[0]
            try:
                throw_errors.throws_of(path)
            except Exception as exc:  # a damaged record: the History sets it aside
                log.info("records: the throws of %s could not be read: %s", path, exc)
                self.failed.add(path)
            with self._lock:
                if self.queue and self.queue[0] == path:
                    self.queue.pop(0)
                self.read += 1
                self._fresh = self._unsaved = True

    def changed(self) -> bool:
        """True once after records were read; the cache written when all are done."""
        with self._lock:
            fresh, self._fresh = self._fresh, False
        if not self.busy and self._unsaved:
            self._unsaved = False
            throw_errors.save(self.folder)
        return fresh

    def wait(self, timeout: float | None = None) -> None:
        """Until the queue is read (tests)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def stop(self) -> None:
        """The screen is left: the record being replayed is finished, the rest left."""
        self._stop.set()
        self.wait(STOP_WAIT_SECONDS)
        if self._unsaved and not self.busy:
            self._unsaved = False
            throw_errors.save(self.folder)
