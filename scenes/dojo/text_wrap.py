"""Texts wrapped to a width, kept: the Dojo table wraps the same prompt, choices, notes
and log entries every frame (widgets.wrap_text measures each word)."""

from __future__ import annotations

from .. import theme
from ..widgets import wrap_text

KEPT = 400
"""Wrapped texts kept before the cache starts again (a few frames' worth)."""


class WrapCache:
    """`wrap(text, size, width)`: the lines of `text` at font `size` within `width`
    real px, at the scale drawn now."""

    def __init__(self) -> None:
        self._wrapped: dict[str, list[str]] = {}

    def __call__(self, text: str, size: int, width: int) -> list[str]:
        key = f"{size}:{width}:{theme.scale()}:{text}"
        lines = self._wrapped.get(key)
        if lines is None:
            lines = self._wrapped[key] = wrap_text(text, size, width)
            if len(self._wrapped) > KEPT:
                self._wrapped.clear()
        return lines
