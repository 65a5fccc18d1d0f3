"""What a computer's difficulty means, in one line of words a player understands, under
its Difficulty row (newcomer W, s13, 009.png: 'Easy / Normal / Hard' with no word on
what each means). Where the seat's panel keeps no room under the row (Dojo's, Night's
at 16:9), the line takes the place of what marks the seat under its title instead: a
computer's seat is told by its medal and its name there."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..widgets import shortened

GAP = 2
"""Design px between the row and the line."""
MARGIN = 4
"""Design px the line keeps clear of the panel's bottom border."""


def level_words(app: Any, level: str, room: int) -> str:
    """The meaning of `level` ('easy', 'normal', 'hard') in `room` px: the long words
    when they fit, else the short, else cut (no words for a level that has none)."""
    tr = app.tr
    key = f"setup.level_means.{level}"
    if not tr.has(key):
        return ""
    font = theme.font(theme.FONT_SMALL)
    for words in (str(tr(key)), str(tr(f"{key}.short"))):
        if font.size(words)[0] <= room:
            return words
    return shortened(str(tr(f"{key}.short")), theme.FONT_SMALL, room)


def line_under(row: pygame.Rect, panel: pygame.Rect, stacked: bool) -> pygame.Rect | None:
    """Where the line goes under the Difficulty `row` (its label's left edge on), or None
    when the panel keeps no room for it there."""
    px = theme.px
    height = theme.font(theme.FONT_SMALL).get_height()
    top = row.bottom + px(GAP)
    if top + height > panel.bottom - px(MARGIN):
        return None
    left = row.left + px(10 if stacked else 22)
    return pygame.Rect(left, top, panel.right - px(12) - left, height)


Lines = dict[int, tuple[str, pygame.Rect | None]]
"""Seat index -> its computer's level and where its line goes (None: under the title)."""


def level_lines(setup: Any) -> Lines:
    """Each playing computer's level on the setup screen (SetupScene) and where the line
    saying what it means goes under its Difficulty row (None: no room there)."""
    lines: Lines = {}
    for index, choice in enumerate(setup.level_choices):
        if index < len(setup.seat_panels) and not setup.hidden(choice):
            row, panel = choice.rect, setup.seat_panels[index]
            line = line_under(row, panel, bool(choice.stacked))
            lines[index] = (setup.seats[index].level, line)
    return lines


def draw_lines(canvas: pygame.Surface, app: Any, lines: Lines) -> None:
    """The lines that have room under their Difficulty rows."""
    for level, line in lines.values():
        words = level_words(app, level, line.width) if line is not None else ""
        if line is not None and words:
            theme.blit_text(canvas, words, theme.FONT_SMALL, theme.TEXT_DIM, topleft=line.topleft)
