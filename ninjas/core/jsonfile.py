"""Reading JSON files that a player's disk may have damaged, defensively.

Every file the game reads back (saves, settings) goes through `read_json_file`, which
bounds what a hostile or broken file can cost: its size is checked before it is read,
its nesting depth and the length of its integers are bounded, a byte-order mark (as
Windows Notepad writes) is accepted, and every failure is one `JsonFileError` with a
code, never a RecursionError, a ValueError or a 20-second freeze.
"""

from __future__ import annotations

import json
import logging
import stat
from pathlib import Path
from typing import Any

MAX_JSON_BYTES = 1_000_000
"""Larger files are refused before they are read (a real save is a few kilobytes)."""
MAX_DEPTH = 32
"""Deepest nesting of lists and objects accepted (saves and settings need 3)."""
MAX_INT_DIGITS = 40
"""Longest integer literal accepted (Python refuses int() of over 4,300 digits)."""


class JsonFileError(Exception):
    """`code`: missing, unreadable (the disk or permissions), too_large, not_text
    (binary content), truncated or corrupt (not valid, or beyond the bounds above)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


def _bounded_int(literal: str) -> int:
    if len(literal.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"an integer of {len(literal)} digits")
    return int(literal)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


_CONTAINERS = frozenset((dict, list))
"""The types json.loads nests (exactly these: it makes no subclasses)."""


def _depth(value: Any) -> int:
    """Nesting depth of a parsed value (0 for a number or a string, 1 for a list of
    them), without recursion: level by level, and a container whose children hold no
    container (a save's list of moves) is passed over at C speed, not child by child.
    Stops counting past MAX_DEPTH."""
    depth = 0
    level = [value] if type(value) in _CONTAINERS else []
    while level:
        depth += 1
        if depth > MAX_DEPTH:
            break
        below: list[Any] = []
        for item in level:
            children = item.values() if type(item) is dict else item
            if not _CONTAINERS.isdisjoint(map(type, children)):
                below.extend(child for child in children if type(child) in _CONTAINERS)
        level = below
    return depth


_DECODER = json.JSONDecoder(parse_int=_bounded_int, parse_constant=_no_constant)
"""One decoder for every call (json.loads with these hooks would make one each time: a
tenth of the cost of reading a save back)."""


def parse_json_text(text: str) -> Any:
    """The value of `text`; JsonFileError (truncated or corrupt) for anything else."""
    try:
        value = _DECODER.decode(text)
    except json.JSONDecodeError as exc:
        stripped = text.rstrip()
        cut_short = exc.pos >= len(stripped) or exc.msg.startswith("Unterminated string")
        raise JsonFileError("truncated" if cut_short else "corrupt", str(exc)) from None
    except RecursionError:
        raise JsonFileError("corrupt", "nested too deeply") from None
    except (ValueError, OverflowError) as exc:
        raise JsonFileError("corrupt", str(exc)) from None
    if _depth(value) > MAX_DEPTH:
        raise JsonFileError("corrupt", f"nested more than {MAX_DEPTH} deep")
    return value


def decode_text(data: bytes) -> str:
    """UTF-8 text (a leading byte-order mark is dropped); JsonFileError not_text for binary."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise JsonFileError("not_text", str(exc)) from None
    if "\x00" in text:
        raise JsonFileError("not_text", "contains NUL bytes")
    return text


def read_json_file(path: Path, max_bytes: int = MAX_JSON_BYTES) -> Any:
    """The JSON value stored at `path`, read defensively (see the module docstring)."""
    try:
        info = path.stat()
    except FileNotFoundError:
        raise JsonFileError("missing", str(path)) from None
    except (OSError, ValueError) as exc:
        raise JsonFileError("unreadable", str(exc)) from None
    if not stat.S_ISREG(info.st_mode):  # a folder, a pipe (reading would wait for ever), a device
        raise JsonFileError("unreadable", f"{path} is not a regular file")
    size = info.st_size
    if size > max_bytes:
        raise JsonFileError("too_large", f"{size} bytes, at most {max_bytes} are read")
    try:
        with path.open("rb") as handle:
            data = handle.read(max_bytes + 1)
    except FileNotFoundError:
        raise JsonFileError("missing", str(path)) from None
    except OSError as exc:  # a folder where the file should be, permissions, the disk
        raise JsonFileError("unreadable", str(exc)) from None
    if len(data) > max_bytes:  # it grew since stat()
        raise JsonFileError("too_large", f"over {max_bytes} bytes")
    return parse_json_text(decode_text(data))


def read_kept_json(path: Path, log: logging.Logger, damaged: str) -> Any:
    """The JSON value of a file the game keeps and can work out again (a review, its
    work so far, a cache of figures), or None: none kept (said to nobody), or one that
    cannot be read, told to `log` at info as `damaged` (a %-format of the file's name
    and the error: the caller works it out again, nothing is wrong). Never raises."""
    try:
        return read_json_file(path)
    except JsonFileError as exc:
        if exc.code != "missing":
            log.info(damaged, path.name, exc)
        return None
