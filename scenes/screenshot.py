"""A screenshot written whole or not at all (issue 31, 2.4): pygame.image.save does not
report a write the disk refused, and on a full disk `--screenshot` left a PNG cut at
64 KiB, or an empty file, and said nothing. Here the PNG is made in memory and checked,
written to a temporary file beside the target, flushed to the disk, read back and
compared, and only then renamed over the target: a failed write raises OSError, and
leaves neither a partial file nor the temporary one."""

from __future__ import annotations

import io
import os
import tempfile
from pathlib import Path

import pygame

TEMP_SUFFIX = ".tmp"


def png_bytes(surface: pygame.Surface) -> bytes:
    """`surface` as PNG data, checked to load back at its size (OSError if not)."""
    buffer = io.BytesIO()
    try:
        pygame.image.save(surface, buffer, "shot.png")
        data = buffer.getvalue()
        picture = pygame.image.load(io.BytesIO(data), "shot.png") if data else None
    except pygame.error as exc:
        raise OSError(f"the picture could not be made: {exc}") from exc
    if picture is None or picture.get_size() != surface.get_size():
        raise OSError("the picture made does not load back")
    return data


def save_screenshot(surface: pygame.Surface, path: Path) -> None:
    """Write `surface` to the PNG file `path` whole, or raise OSError and leave what was
    at `path` before (a symlink is written through, as the saves are)."""
    data = png_bytes(surface)
    target = Path(os.path.realpath(path)) if Path(path).is_symlink() else Path(path)
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        with open(temp, "rb") as check:
            written = check.read()
        if written != data:
            raise OSError(f"the disk kept {len(written)} of the picture's {len(data)} bytes")
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
