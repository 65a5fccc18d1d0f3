"""Texts wrapped or cut to a width (widgets.wrap_text, widgets.shortened), each worked
out once per font and kept: measuring a text word by word is most of wrapping it, and
the same texts are wrapped again at every frame and by every new screen (the hand-off's
story, the help line, the guide: half a million measures in a tenth of the scene
tests).

What is kept is bounded per font (the least recently used first out), and goes with
its font: theme forgets its fonts on a change of display or of scale, and with them
what they measured."""

from __future__ import annotations

from collections import OrderedDict
from weakref import WeakKeyDictionary

import pygame

from . import theme

KEPT_PER_FONT = 1024
"""Texts kept for each font (a long game's log, wrapped again as it scrolls, stays in)."""

_kept: WeakKeyDictionary[pygame.font.Font, OrderedDict[tuple[str, str, int], object]] = (
    WeakKeyDictionary()
)


def _recall(font: pygame.font.Font, key: tuple[str, str, int]) -> object | None:
    known = _kept.get(font)
    if known is None:
        return None
    value = known.get(key)
    if value is not None:
        known.move_to_end(key)
    return value


def _keep(font: pygame.font.Font, key: tuple[str, str, int], value: object) -> None:
    known = _kept.get(font)
    if known is None:
        known = _kept[font] = OrderedDict()
    known[key] = value
    while len(known) > KEPT_PER_FONT:
        known.popitem(last=False)


def shortened(string: str, size: int, width: int, kind: str = "body") -> str:
    """The text cut with "…" to fit `width` px (a value between a choice's arrows: a
    level file's name may be long)."""
    font = theme.font(size, kind)
    key = ("cut", string, width)
    known = _recall(font, key)
    if isinstance(known, str):
        return known
    cut = string
    if font.size(cut)[0] > width:
        while cut and font.size(cut + "…")[0] > width:
            cut = cut[:-1]
        cut = cut.rstrip() + "…"
    _keep(font, key, cut)
    return cut


def wrap_text(string: str, size: int, width: int, kind: str = "body") -> list[str]:
    """Lines of at most `width` px; "\\n" starts a new line, an empty line is kept."""
    font = theme.font(size, kind)
    key = ("wrap", string, width)
    known = _recall(font, key)
    if isinstance(known, tuple):
        return list(known)
    measure = font.size
    lines: list[str] = []
    for paragraph in string.split("\n"):
        words = paragraph.split(" ")
        current = ""
        for word in words:
            candidate = f"{current} {word}" if current else word
            if current and measure(candidate)[0] > width:
                lines.append(current)
                current = word
            else:
                current = candidate
        lines.append(current)
    _keep(font, key, tuple(lines))
    return lines
