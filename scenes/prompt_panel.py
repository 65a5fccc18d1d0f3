"""The prompt or status panel of every table: what the table asks now, in a box at the
top of its column, written whole at the largest of its text sizes at which every line
fits (else the smallest, its last lines left out), each line wrapped to the box.

A table says its words (`compose`: the prompt, then what the choice under the pointer
would change and the hint, each on its own line) and draws them with `PromptPanel.draw`; `lines` gives the
table's layout the lines the prompt takes (Night's prompt grows from 2 to 5 lines)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from . import theme
from .text_cache import TextCache


def compose(prompt: str, *more: str) -> str:
    """The prompt and the lines after it (a choice's preview, the hint), each on its own
    line; the empty ones left out."""
    return "\n".join([prompt, *(line for line in more if line)])


class PromptPanel:
    """`PromptPanel(cache, sizes, line=..., max_lines=...)`: `sizes` the text sizes,
    largest first (the first at which the whole text fits the box is used); `line` a
    fixed line step in design px (else each size's own line height); `max_lines` the
    most lines drawn (the layout makes room for them)."""

    def __init__(
        self,
        cache: TextCache,
        sizes: Sequence[int] = (theme.FONT_SMALL,),
        *,
        line: int | None = None,
        max_lines: int | None = None,
        colour: tuple[int, int, int] = theme.MOONLIGHT,
    ) -> None:
        self.cache = cache
        self.sizes = tuple(sizes)
        self.line = line
        self.max_lines = max_lines
        self.colour = colour

    @staticmethod
    def width(box: pygame.Rect) -> int:
        """The width the words are wrapped to in `box`."""
        return box.width - theme.px(20)

    def line_height(self, size: int) -> int:
        return theme.px(self.line) if self.line is not None else theme.font(size).get_linesize()

    def lines(self, text: str, width: int, size: int | None = None) -> list[str]:
        """`text` wrapped to `width` px at `size` (the first of `sizes` when None): all
        its lines, for a layout that makes room."""
        return self.cache.wrap(text, self.sizes[0] if size is None else size, width)

    def fit(self, text: str, box: pygame.Rect) -> tuple[int, list[str]]:
        """The size and lines of `text` in `box`: the largest size at which every line
        fits its height, else the smallest."""
        width = self.width(box)
        for size in self.sizes:
            lines = self.lines(text, width, size)
            if len(lines) * self.line_height(size) <= box.height - theme.px(12):
                break
        return size, lines

    def draw(self, canvas: pygame.Surface, box: pygame.Rect, text: str) -> None:
        """`text` in `box`, from its top left, as many lines as fit (at most
        `max_lines`)."""
        size, lines = self.fit(text, box)
        if self.max_lines is not None:
            lines = lines[: self.max_lines]
        step = self.line_height(size)
        x, y = box.left + theme.px(10), box.top + theme.px(8)
        for words in lines:
            if y + step > box.bottom - theme.px(4) and self.max_lines is None:
                break  # a box that does not grow: the lines past its foot are left out
            canvas.blit(theme.text(words, size, self.colour), (x, y))
            y += step
