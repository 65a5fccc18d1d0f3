"""Texts wrapped to a width, or fitted into one row, each measured once and kept, for
every table and panel (the prompt, the log, the options and the guide are drawn every
frame, and measuring every word each frame costs more than the drawing).

One cache per owner (a table, a choice list, the guide): `TextCache.wrap` and
`TextCache.fit` keep what they worked out under the text, the size, the width and the
scale drawn now, the oldest forgotten first past a bound (a long game's log), and
`clear` forgets all (a change of language)."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from . import theme
from .widgets import shortened, wrap_text

WRAPS_KEPT = 2048
"""Wrapped texts kept: a long game's whole log, wrapped again as it scrolls, stays in."""
FITS_KEPT = 128


def wrap_indented(text: str, size: int, width: int, indent: str) -> list[str]:
    """`text` wrapped to `width` px at `size`, each line after the first begun with
    `indent` (a log entry's own lines stand out from the next entry)."""
    measure = theme.font(size).size
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if current and measure(candidate)[0] > width:
            lines.append(current)
            current = indent + word
        else:
            current = candidate
    lines.append(current)
    return lines


def whole_tail(lines: list[str], size: int, width: int, indent: str = "") -> list[str]:
    """`lines` wrapped to `width` px at `size`, with no word left alone on the last: the
    word before it comes down with it where both fit (a log's entry ended '... : 1
    contre' / '1.' at 1920x1080 in French, E2's shot, s20)."""
    if len(lines) < 2 or len(lines[-1].split()) != 1 or len(lines[-2].split()) < 3:
        return lines
    head, word = lines[-2].rsplit(" ", 1)
    last = f"{indent}{word} {lines[-1][len(indent) :]}"
    if not lines[-1].startswith(indent) or theme.font(size).size(last)[0] > width:
        return lines
    return [*lines[:-2], head, last]


def fit_row(text: str, width: int, height: int) -> tuple[int, list[str]]:
    """How a row `width` by `height` real pixels shows `text`: its size and lines. One
    line of FONT_SMALL; else two of FONT_SMALL where two fit the row's height; else one
    line of FONT_MIN; else two lines of FONT_MIN where two fit the
    row's height (an option's row: a bonus from the hand aimed at a Grappling Hook in a
    slot, beyond the string's reach, said with what it does, is half as long again as
    a row at 1280x720); cut short ("…") only where that is not enough."""
    if theme.font(theme.FONT_SMALL).size(text)[0] <= width:
        return theme.FONT_SMALL, [text]
    if 2 * theme.font(theme.FONT_SMALL).get_height() + theme.px(1) <= height:
        # two lines at its neighbours' size where the row is tall enough: a row shrunk
        # to FONT_MIN on one line stood out among them (issue 33: 'Collect 2 tokens')
        lines = wrap_text(text, theme.FONT_SMALL, width)
        font = theme.font(theme.FONT_SMALL)
        if len(lines) <= 2 and all(font.size(line)[0] <= width for line in lines):
            return theme.FONT_SMALL, lines
    if theme.font(theme.FONT_MIN).size(text)[0] <= width:
        return theme.FONT_MIN, [text]
    size = theme.FONT_MIN
    if 2 * theme.font(size).get_height() + theme.px(1) <= height:
        lines = wrap_text(text, size, width)
        if len(lines) <= 2 and all(theme.font(size).size(line)[0] <= width for line in lines):
            return size, lines
        first = lines[0]
        return size, [first, shortened(text[len(first) :].strip(), size, width)]
    return size, [shortened(text, size, width)]


class TextCache:
    """The wrapped and fitted texts of one owner (forgotten on a change of language)."""

    def __init__(self, kept: int = WRAPS_KEPT) -> None:
        self.kept = kept
        self._wrapped: OrderedDict[tuple[str, int, int, float, str, bool], list[str]] = (
            OrderedDict()
        )
        self._fits: OrderedDict[tuple[str, int, int, float], tuple[int, list[str]]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._wrapped) + len(self._fits)

    def clear(self) -> None:
        self._wrapped.clear()
        self._fits.clear()

    def wrap(
        self, text: str, size: int, width: int, indent: str = "", tail: bool = False
    ) -> list[str]:
        """`text` wrapped to `width` real px at text `size`, whole (never cut); with an
        `indent`, the lines after the first begin with it (wrap_indented); with `tail`,
        no word alone on the last line (whole_tail)."""
        key = (text, size, width, theme.scale(), indent, tail)
        lines = self._wrapped.get(key)
        if lines is None:
            lines = (
                wrap_indented(text, size, width, indent) if indent else wrap_text(text, size, width)
            )
            if tail and "\n" not in text:  # (one paragraph: its own last line)
                lines = whole_tail(lines, size, width, indent)
            self._wrapped[key] = lines
            while len(self._wrapped) > self.kept:
                self._wrapped.popitem(last=False)
        else:
            self._wrapped.move_to_end(key)  # the log's newest lines stay, the oldest go
        return lines

    def fit(self, text: str, width: int, height: int) -> tuple[int, list[str]]:
        """`fit_row` kept: the size and lines `text` takes in a row `width` by `height`."""
        key = (text, width, height, theme.scale())
        fitted = self._fits.get(key)
        if fitted is None:
            fitted = self._fits[key] = fit_row(text, width, height)
            while len(self._fits) > FITS_KEPT:
                self._fits.popitem(last=False)
        return fitted

    def blit_fitted(
        self, canvas: pygame.Surface, text: str, rect: pygame.Rect, colour: tuple[int, int, int]
    ) -> None:
        """The text in a row (fit_row): one line, a size smaller if too long, two lines
        where the row is tall enough for them (an option's row), cut short only last."""
        size, lines = self.fit(text, rect.width - theme.px(16), rect.height)
        step = theme.font(size).get_height() + theme.px(1)
        top = rect.centery - (step * len(lines) - theme.px(1)) // 2
        for k, line in enumerate(lines):
            surface = theme.text(line, size, colour)
            canvas.blit(surface, (rect.left + theme.px(8), top + k * step))
