"""The console the game prints on may be closed, full or gone (`2>/dev/full`, `2>&-`, a
pipe into `head -c 0`): nothing the game says there may stop it (issue 31, 2.5). Called
first thing by main.py, before anything prints or opens a file.

- The standard file descriptors 0-2 that are closed are held by the null device, so no
  file the game opens (a save, the log) gets number 2 and receives what C libraries
  print on stderr.
- sys.stdout and sys.stderr become writers that drop what cannot be written: print,
  warnings, logging's last-resort handler and tracebacks all go through them.
- logging never raises for a handler that cannot write.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import Any, TextIO


class SafeStream:
    """A text stream that never raises for a write or flush the system refuses: what
    cannot be written is dropped (and the stream, once refused, writes nothing more, so
    a full console costs one failed write, not one per line)."""

    def __init__(self, inner: TextIO | None) -> None:
        self.inner = inner
        self.broken = inner is None

    def write(self, text: str) -> int:
        if not self.broken and self.inner is not None:
            try:
                self.inner.write(text)
                if "\n" in text:
                    self.inner.flush()  # a line that cannot go shows its failure now
            except (OSError, ValueError):
                self._give_up()
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        if not self.broken and self.inner is not None:
            try:
                self.inner.flush()
            except (OSError, ValueError):
                self._give_up()

    def _give_up(self) -> None:
        """Stop writing, and let go of what the stream still holds: were it flushed at
        exit, the interpreter would fail then (exit status 120)."""
        self.broken = True
        inner, self.inner = self.inner, None
        if inner is None:
            return
        try:
            fd = inner.fileno()
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, fd)  # what is buffered flushes into nothing
            os.close(null)
            inner.flush()
        except (OSError, ValueError, AttributeError):
            pass

    def isatty(self) -> bool:
        try:
            return bool(self.inner is not None and self.inner.isatty())
        except (OSError, ValueError):
            return False

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        if self.inner is None:
            raise OSError("no console")
        return self.inner.fileno()

    @property
    def encoding(self) -> str:
        return getattr(self.inner, "encoding", None) or "utf-8"

    @property
    def errors(self) -> str:
        return getattr(self.inner, "errors", None) or "strict"

    @property
    def closed(self) -> bool:
        return False

    def __getattr__(self, name: str) -> Any:
        """Anything else a library asks of a console (buffer, reconfigure...) is the
        real stream's; with none, there is none."""
        inner = self.__dict__.get("inner")
        if inner is None:
            raise AttributeError(name)
        return getattr(inner, name)


def hold_standard_descriptors() -> None:
    """Open the null device on each of the descriptors 0, 1, 2 that is closed."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            try:
                null = os.open(os.devnull, os.O_RDWR)
            except OSError:
                continue
            if null != fd:
                os.dup2(null, fd)
                os.close(null)


def guard_console() -> None:
    """Make every later print, warning and log line safe from the console (see above).
    Calling it again changes nothing."""
    hold_standard_descriptors()
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if not isinstance(stream, SafeStream):
            setattr(sys, name, SafeStream(stream))
    logging.raiseExceptions = False  # a handler that cannot write says nothing
