"""The prompt or status panel of every table: what the table asks now, in a box (at the
top of its column, or under Taisen's board), written whole at the largest of its text
sizes at which it fits (else the smallest, its last lines left out or shortened), each
line wrapped to the box.

A table says its words (`compose`: the prompt, then what the choice under the pointer
would change and the hint, each on its own line) and draws them with `PromptPanel.draw`;
`lines` gives the table's layout the lines the prompt takes (Night's prompt grows from
2 to 5 lines). Options, for every table: the lines from the box's top left or centred
in it (Taisen), with a drop shadow (over a picture), a size that fits when its lines
are few enough rather than when they fit the box's height, the last line shown ending
with the rest of the words shortened (Dojo), and the insets.

A refusal is decided here once: while the table's `refusal()` (scenes/table.py: why the
last click or key was refused, for REFUSAL_SECONDS) is given, the panel writes it instead
of what it would say, in REFUSED."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from . import theme
from .tableflow.refusal import with_told
from .text_cache import TextCache
from .widgets import shortened

Colour = tuple[int, int, int]

REFUSED: Colour = (255, 170, 150)
"""A refusal's colour on every table."""


def compose(prompt: str, *more: str) -> str:
    """The prompt and the lines after it (a choice's preview, the hint), each on its own
    line; the empty ones left out."""
    return "\n".join([prompt, *(line for line in more if line)])


@lru_cache(maxsize=32)
def _shadowed(words: str, size: int, colour: Colour, scale: float) -> pygame.Surface:
    return theme.shadowed_text(words, size, colour)


class PromptPanel:
    """`PromptPanel(cache, sizes, line=..., max_lines=...)`: `sizes` the text sizes,
    largest first (the first at which the whole text fits is used); `line` a fixed line
    step in design px (else each size's own line height); `max_lines` the most lines
    drawn (the layout makes room for them); `fit_lines` a size fits when the text takes
    at most so many lines (else: when they fit the box's height); `shorten` the last
    line drawn carries the rest of the words, cut with "…"; `centred` each line centred
    and the lines in the middle of the box; `shadow` a drop shadow under the words;
    `inset` the first line's left and top inside the box (design px; the words are
    wrapped to the box's width less the left inset on both sides)."""

    def __init__(
        self,
        cache: TextCache,
        sizes: Sequence[int] = (theme.FONT_SMALL,),
        *,
        line: int | None = None,
        max_lines: int | None = None,
        colour: Colour = theme.MOONLIGHT,
        fit_lines: int | None = None,
        shorten: bool = False,
        centred: bool = False,
        shadow: bool = False,
        inset: tuple[int, int] = (10, 8),
    ) -> None:
        self.cache = cache
        self.sizes = tuple(sizes)
        self.line = line
        self.max_lines = max_lines
        self.colour = colour
        self.fit_lines = fit_lines
        self.shorten = shorten
        self.centred = centred
        self.shadow = shadow
        self.inset = inset

    def width(self, box: pygame.Rect) -> int:
        """The width the words are wrapped to in `box`."""
        return box.width - theme.px(2 * self.inset[0])

    def line_height(self, size: int) -> int:
        if self.line is not None:
            return theme.px(self.line)
        shadow = max(1, theme.px(2)) if self.shadow else 0  # theme.shadowed_text's offset
        return theme.font(size).get_linesize() + shadow

    def lines(self, text: str, width: int, size: int | None = None) -> list[str]:
        """`text` wrapped to `width` px at `size` (the first of `sizes` when None): all
        its lines, for a layout that makes room."""
        return self.cache.wrap(text, self.sizes[0] if size is None else size, width)

    def fit(self, text: str, box: pygame.Rect) -> tuple[int, list[str]]:
        """The size and lines of `text` in `box`: the largest size at which it fits,
        else the smallest."""
        width = self.width(box)
        for size in self.sizes:
            lines = self.lines(text, width, size)
            if self.fit_lines is not None:
                if len(lines) <= self.fit_lines:
                    break
            elif len(lines) * self.line_height(size) <= box.height - theme.px(12):
                break
        return size, lines

    def holds(self, text: str, box: pygame.Rect) -> bool:
        """`text` fits `box` whole at one of the sizes (fit's measure)."""
        size, lines = self.fit(text, box)
        if self.fit_lines is not None:
            return len(lines) <= self.fit_lines
        return len(lines) * self.line_height(size) <= box.height - theme.px(12)

    def draw(
        self,
        canvas: pygame.Surface,
        box: pygame.Rect,
        text: str,
        *,
        colour: Colour | None = None,
        refused: str | None = None,
        most: int | None = None,
    ) -> None:
        """`text` (or the refusal `refused`, in REFUSED) in `box`, as many lines as fit
        (at most `most`, else `max_lines`), in `colour` (else the panel's)."""
        told = with_told(refused, text)
        if told is not None:  # what an Undo took back, then what the prompt asks; the
            # told alone while both do not fit whole: its words were cut off mid-prompt
            # (newcomer S, s20, 158, FR 1280x720: '... une carte de votre main va face')
            text = told if self.holds(told, box) else str(refused)
        elif refused is not None:
            text, colour = refused, REFUSED
        colour = self.colour if colour is None else colour
        most = self.max_lines if most is None else most
        size, lines = self.fit(text, box)
        if most is not None and len(lines) > most:
            rest = " ".join(lines[most - 1 :])
            end = [shortened(rest, size, self.width(box))] if self.shorten else []
            lines = lines[: most - (1 if self.shorten else 0)] + end
        step = self.line_height(size)
        x, y = box.left + theme.px(self.inset[0]), box.top + theme.px(self.inset[1])
        if self.centred:
            y = box.centery - len(lines) * step // 2
        for words in lines:
            if y + step > box.bottom - theme.px(4) and most is None:
                break  # a box that does not grow: the lines past its foot are left out
            if self.shadow:
                shown = _shadowed(words, size, colour, theme.scale())
            else:
                shown = theme.text(words, size, colour)
            canvas.blit(shown, shown.get_rect(midtop=(box.centerx, y)) if self.centred else (x, y))
            y += step
