"""The figures of old records worked out away from the screens' frames (the History's
lengths, the Records' Night throws: ninjas.core.figures_kept). A record written before
the records kept their figures must be replayed, and a Night game's replay begins by
drawing its random village (0.1 to 2 s): the records asked for are replayed one at a
time in the AI worker (ninjas.ai.thinking.run_in_worker, the process the computer
thinks in, at a lower priority than the frames), a thread here waiting for each,
while the screen stays live and says how far it has got. What is read is kept and
written beside the records (by the thread) once the reading is done or stopped, so each
record is replayed once, for both screens."""

from __future__ import annotations

import atexit
import concurrent.futures as cf
import logging
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ninjas.core import figures_kept

log = logging.getLogger(__name__)

STOP_WAIT_SECONDS = 3.0
"""As the program ends, the most it waits for the record being replayed."""

_readers: weakref.WeakSet[FigureReader] = weakref.WeakSet()


@atexit.register
def _stop_all() -> None:
    """The window closed while records were read: the one under way is finished before
    the interpreter goes, and what was read is kept."""
    for reader in list(_readers):
        reader.stop(wait=True)


def worker_runner(task: Callable[..., Any], *args: Any) -> cf.Future[Any]:
    from ninjas.ai.thinking import run_in_worker

    return run_in_worker(task, *args)


class FigureReader:
    """`want(paths)` queues records; `read` counts those done since the queue was last
    empty, `wanted` how many were queued then. `changed()` is True once after each
    record read (the screen works its figures out again). `run` replays a record's
    game (the AI worker; tests may give another)."""

    def __init__(self, folder: Path, run: figures_kept.Runner | None = worker_runner) -> None:
        self.folder = folder
        self.run = run
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
        self._running = False
        """A thread reads the queue (set and cleared under the lock, with the queue)."""
        _readers.add(self)

    @property
    def busy(self) -> bool:
        return self._running

    def want(self, paths: list[Path], first: bool = False) -> None:
        """Queue `paths` (those not queued yet), before the others if `first` (the
        page the History shows now)."""
        with self._lock:
            if not self.queue and not self._running:
                self.read = self.wanted = 0
            new = [path for path in paths if path not in self.queue and path not in self.failed]
            if first:  # these, then the others (the one being read stays where it is)
                asked = [path for path in paths if path not in self.failed]
                self.queue = list(dict.fromkeys([*asked, *self.queue]))
            else:
                self.queue.extend(new)
            self.wanted += len(new)
            start = bool(self.queue) and not self._running and not self._stop.is_set()
            self._running = self._running or start
        if start:
            self._thread = threading.Thread(target=self._run, name="record-figures", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        try:
            self._read()
        finally:
            self._keep()

    def _read(self) -> None:
        while True:
            with self._lock:
                if not self.queue or self._stop.is_set():
                    self._running = False  # with the queue seen empty: want() starts anew
                    return
                path = self.queue[0]
            try:
                figures_kept.figures_at(path, self.run)
            except Exception as exc:  # a damaged record: the History sets it aside
                log.info("history: the figures of %s could not be read: %s", path, exc)
                self.failed.add(path)
            with self._lock:
                if path in self.queue:
                    self.queue.remove(path)
                self.read += 1
                self._fresh = self._unsaved = True

    def _keep(self) -> None:
        """On the thread, its queue read or the reading stopped: what was read is
        written beside the records (never in a frame)."""
        with self._lock:
            unsaved, self._unsaved = self._unsaved, False
        if unsaved:
            figures_kept.save(self.folder)

    def changed(self) -> bool:
        """True once after records were read (the screen works its figures out again)."""
        with self._lock:
            fresh, self._fresh = self._fresh, False
        return fresh

    def wait(self, timeout: float | None = None) -> None:
        """Until the queue is read (tests)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def stop(self, wait: bool = False) -> None:
        """The screen is left: the record being replayed is finished (waited for, at
        most STOP_WAIT_SECONDS, if `wait`: as the program ends) and kept, the rest
        left. Leaving the screen never waits for a replay."""
        self._stop.set()
        if wait:
            self.wait(STOP_WAIT_SECONDS)
