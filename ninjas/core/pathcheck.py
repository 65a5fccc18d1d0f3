"""One checker for every path a person gives the game or its tools (a command-line
flag, NINJAS_DATA_DIR): why it cannot be used, in a sentence, before anything is read
or written there, so that a bad path is a clear message and never a traceback or a hang.

Limits are the ones of common file systems (255 bytes a name, 4,095 a path) plus a
depth no real folder reaches; nothing here recurses, so a path thousands of folders
deep is refused like any other. A path that exists must be of the kind asked for: a
named pipe given for a screenshot would block its writer forever.

`path_argument(kind, ...)` is the same check as an argparse `type`, so that each
command line refuses a bad path with its usage message and exit status 2.
"""

from __future__ import annotations

import argparse
import errno
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Literal

MAX_NAME_BYTES = 255
MAX_PATH_BYTES = 4095
MAX_PARTS = 255
"""Folders in a path (Linux's own limit on nested links is 40; no real folder nests deeper)."""

PathKind = Literal["new_file", "folder_to_write", "existing_file", "existing_folder"]
"""new_file: a file to write (it may exist; its folder must); folder_to_write: a folder
that exists or can be made; existing_file / existing_folder: to read (it may be missing
when the caller says so)."""


def shown(path: str | os.PathLike[str], limit: int = 80) -> str:
    """The path quoted for a message, its middle cut out if it is long."""
    text = os.fspath(path)
    if len(text) > limit:
        text = text[: limit // 2] + "..." + text[-(limit // 2 - 3) :]
    return repr(text)


def form_problem(text: str) -> str | None:
    """Why a path's text cannot name a file on this system, without touching the disk."""
    if not text.strip():
        return "no path given"
    if "\0" in text:
        return "a path cannot hold a NUL character"
    try:
        encoded = os.fsencode(text)
    except UnicodeError:
        return "the path cannot be written in this system's encoding"
    if len(encoded) > MAX_PATH_BYTES:
        return f"the path is {len(encoded)} bytes long; at most {MAX_PATH_BYTES}"
    parts = [part for part in encoded.split(b"/") if part]
    if len(parts) > MAX_PARTS:
        return f"the path is {len(parts)} folders deep; at most {MAX_PARTS}"
    longest = max((len(part) for part in parts), default=0)
    if longest > MAX_NAME_BYTES:
        return f"a name in the path is {longest} bytes long; at most {MAX_NAME_BYTES}"
    return None


def _mode(path: str) -> int | None:
    """The file's mode (following links), or None if nothing is there."""
    try:
        return os.stat(path).st_mode
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return None
    except (OSError, ValueError):
        return -1


def _kind_word(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _writable_folder_problem(folder: str) -> str | None:
    """Why no file can be made in the existing folder `folder` (tried, as os.access
    says yes to root even where writes fail)."""
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".ninjas-probe-"):
            pass
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return f"the folder {shown(folder)} cannot be written ({reason})"
    return None


def path_problem(
    path: str | os.PathLike[str],
    kind: PathKind,
    *,
    suffix: str | None = None,
    may_be_missing: bool = False,
) -> str | None:
    """Why `path` cannot be used as `kind` (see PathKind), or None. `suffix`: the
    ending a file's name must have (".png"). Never raises."""
    text = os.fspath(path)
    problem = form_problem(text)
    if problem:
        return problem
    name = os.path.basename(text.rstrip("/")) if kind != "new_file" else os.path.basename(text)
    if suffix and (not name or not name.lower().endswith(suffix) or name.lower() == suffix):
        return f"give a file name ending in {suffix}"
    mode = _mode(text)
    if mode == -1:
        return "this path cannot be looked at (a name in it is not a folder, or access is denied)"
    if kind == "new_file":
        if not name or name in (".", ".."):
            return "give a file name, not a folder"
        if mode is not None:
            if not stat.S_ISREG(mode):
                return f"this is {_kind_word(mode)}, not a file that can be written"
            if not os.access(text, os.W_OK):
                return "this file cannot be written"
        folder = os.path.dirname(text) or "."
        folder_mode = _mode(folder)
        if folder_mode is None or folder_mode == -1 or not stat.S_ISDIR(folder_mode):
            return f"the folder {shown(folder)} does not exist"
        return _writable_folder_problem(folder)
    if kind == "folder_to_write":
        if mode is not None:
            if not stat.S_ISDIR(mode):
                return f"this is {_kind_word(mode)}, not a folder"
            return _writable_folder_problem(text)
        ancestor = _nearest_existing(text)
        if ancestor is None:
            return "no folder of this path exists"
        ancestor_mode = _mode(ancestor)
        if ancestor_mode is None or ancestor_mode == -1 or not stat.S_ISDIR(ancestor_mode):
            return f"{shown(ancestor)} is not a folder"
        return _writable_folder_problem(ancestor)
    if mode is None:
        return None if may_be_missing else "nothing is there"
    if kind == "existing_folder" and not stat.S_ISDIR(mode):
        return f"this is {_kind_word(mode)}, not a folder"
    if kind == "existing_file" and not stat.S_ISREG(mode):
        return f"this is {_kind_word(mode)}, not a regular file"
    if not os.access(text, os.R_OK):
        return "this cannot be read"
    return None


def _nearest_existing(text: str) -> str | None:
    """The deepest folder of `text` that exists (a loop: never recursion)."""
    current = os.path.abspath(text)
    while True:
        if _mode(current) is not None:
            return current
        parent = os.path.dirname(current)
        if parent == current:
            return None
        current = parent


def make_folder(path: str | os.PathLike[str]) -> None:
    """Make the folder and its missing parents, one by one from the top (pathlib's
    mkdir(parents=True) recurses once per missing folder, and a path 2,000 folders
    deep raised RecursionError). OSError when the path is refused or cannot be made."""
    text = os.fspath(path)
    problem = form_problem(text)
    if problem:
        raise OSError(errno.ENAMETOOLONG, problem, text)
    missing: list[str] = []
    current = os.path.abspath(text)
    while _mode(current) is None:
        missing.append(current)
        parent = os.path.dirname(current)
        if parent == current:
            break
        current = parent
    for folder in reversed(missing):
        try:
            os.mkdir(folder)
        except FileExistsError:
            pass
    if not os.path.isdir(text):
        raise OSError(errno.ENOTDIR, "not a folder", text)


def path_argument(
    kind: PathKind, *, suffix: str | None = None, may_be_missing: bool = False
) -> Callable[[str], Path]:
    """An argparse `type` that refuses a path `path_problem` finds a problem with."""

    def parse(text: str) -> Path:
        problem = path_problem(text, kind, suffix=suffix, may_be_missing=may_be_missing)
        if problem:
            raise argparse.ArgumentTypeError(f"{shown(text)}: {problem}")
        return Path(text)

    parse.__name__ = "path"  # argparse names the type in some messages
    return parse


def bounded_int(low: int, high: int, what: str = "a whole number") -> Callable[[str], int]:
    """An argparse `type` for a whole number from `low` to `high`."""

    def parse(text: str) -> int:
        try:
            value = int(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"{shown(text, 30)} is not {what}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not from {low} to {high}")
        return value

    parse.__name__ = "number"
    return parse


def bounded_float(low: float, high: float) -> Callable[[str], float]:
    """An argparse `type` for a finite number from `low` to `high`."""

    def parse(text: str) -> float:
        try:
            value = float(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"{shown(text, 30)} is not a number") from None
        if not low <= value <= high:  # NaN fails both
            raise argparse.ArgumentTypeError(f"{text.strip()} is not from {low:g} to {high:g}")
        return value

    parse.__name__ = "number"
    return parse


MIN_SIZE = (640, 360)
MAX_SIZE = (7680, 4320)


def window_size(text: str) -> tuple[int, int]:
    """An argparse `type` for --size WxH: a window (or headless picture) in pixels,
    640x360 to 7680x4320 (main.py, the bench and its helpers)."""
    width, sep, height = text.strip().lower().partition("x")
    try:
        size: tuple[int, int] | None = (int(width), int(height))
    except ValueError:
        size = None
    if (
        not sep
        or size is None
        or not (MIN_SIZE[0] <= size[0] <= MAX_SIZE[0] and MIN_SIZE[1] <= size[1] <= MAX_SIZE[1])
    ):
        raise argparse.ArgumentTypeError(
            f"{shown(text, 30)} is not a size WIDTHxHEIGHT from {MIN_SIZE[0]}x{MIN_SIZE[1]} "
            f"to {MAX_SIZE[0]}x{MAX_SIZE[1]} (e.g. 1920x1080)"
        )
    return size
