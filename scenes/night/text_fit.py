"""Text made to fit the Night table's rows and panels: wrapped to a width, or fitted
into one row (a size smaller, two lines, cut short only last), kept, since measuring
every word each frame costs more than the drawing."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from .. import theme
from ..widgets import shortened, wrap_text

WRAPS_KEPT = 256
FITS_KEPT = 128


def fit_row(text: str, width: int, height: int) -> tuple[int, list[str]]:
    """How a row `width` by `height` real pixels shows `text`: its size and lines. One
    line (FONT_SMALL, else FONT_MIN); else two lines of FONT_MIN where two fit the
    row's height (an option's row: a bonus from the hand aimed at a Grappling Hook in a
    slot, beyond the string's reach, said with what it does, is half as long again as
    a row at 1280x720); cut short ("…") only where that is not enough."""
    for size in (theme.FONT_SMALL, theme.FONT_MIN):
        if theme.font(size).size(text)[0] <= width:
            return size, [text]
    size = theme.FONT_MIN
    if 2 * theme.font(size).get_height() + theme.px(1) <= height:
        lines = wrap_text(text, size, width)
        if len(lines) <= 2 and all(theme.font(size).size(line)[0] <= width for line in lines):
            return size, lines
        first = lines[0]
        return size, [first, shortened(text[len(first) :].strip(), size, width)]
    return size, [shortened(text, size, width)]


class TextFit:
    """The wrapped and fitted texts of one table (forgotten on a change of language)."""

    def __init__(self) -> None:
        self._wrapped: OrderedDict[tuple[str, int, int, float], list[str]] = OrderedDict()
        self._fits: OrderedDict[tuple[str, int, int, float], tuple[int, list[str]]] = OrderedDict()

    def clear(self) -> None:
        self._wrapped.clear()
        self._fits.clear()

    def wrap(self, text: str, size: int, width: int) -> list[str]:
        """`text` wrapped to `width` px at `size` (kept: wrapping measures every word)."""
        key = (text, size, width, theme.scale())
        lines = self._wrapped.get(key)
        if lines is None:
            lines = wrap_text(text, size, width)
            self._wrapped[key] = lines
            while len(self._wrapped) > WRAPS_KEPT:
                self._wrapped.popitem(last=False)
        return lines

    def blit_fitted(
        self, canvas: pygame.Surface, text: str, rect: pygame.Rect, colour: tuple[int, int, int]
    ) -> None:
        """The text in a row (fit_row): one line, a size smaller if too long, two lines
        where the row is tall enough for them (an option's row), cut short only last."""
        room = rect.width - theme.px(16)
        key = (text, room, rect.height, theme.scale())
        fitted = self._fits.get(key)
        if fitted is None:
            fitted = fit_row(text, room, rect.height)
            self._fits[key] = fitted
            while len(self._fits) > FITS_KEPT:
                self._fits.popitem(last=False)
        size, lines = fitted
        step = theme.font(size).get_height() + theme.px(1)
        top = rect.centery - (step * len(lines) - theme.px(1)) // 2
        for k, line in enumerate(lines):
            surface = theme.text(line, size, colour)
            canvas.blit(surface, (rect.left + theme.px(8), top + k * step))
