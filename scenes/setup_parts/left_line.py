"""Where the setup screen says who left the table ('Marc left the table'): in the room
between the Back button and the middle one ('Learn to play'), or between Back and Start
where there is none, on the buttons' row, in one or two lines. It lay under the options
panel, where 12 design px are left above the buttons: its words on the top edge of
'Learn to play' (newcomer S, s20, 113, EN 1920x1080)."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..widgets import shortened, wrap_text

LINES = 2
"""The most lines the words take in their room (the last one cut short past them)."""


def room(scene: Any) -> pygame.Rect:
    """The rect the words stand in: the buttons' row, from Back's right to the next
    button's left, a little in from each."""
    back = scene.back_button.rect
    middle = getattr(scene, "tutorial_button", None)
    right = middle.rect if middle is not None else scene.start_button.rect
    gap = theme.px(12)
    return pygame.Rect(back.right + gap, back.top, right.left - back.right - 2 * gap, back.height)


def draw(scene: Any, canvas: pygame.Surface) -> list[pygame.Rect]:
    """`scene.left_line`, if any, in its room; the rects of its lines drawn."""
    place = room(scene)
    lines = words_in(scene.left_line, place.width)
    if not lines:
        return []
    height = theme.font(theme.FONT_SMALL).get_linesize()
    top = place.centery - height * len(lines) // 2
    drawn = []
    for index, line in enumerate(lines):
        drawn.append(
            theme.blit_text(
                canvas,
                line,
                theme.FONT_SMALL,
                theme.MOONLIGHT,
                midtop=(place.centerx, top + index * height),
            )
        )
    return drawn


def words_in(words: str, width: int) -> list[str]:
    """`words` in lines of `width` at FONT_SMALL, LINES at most (the last cut short)."""
    if not words:
        return []
    lines = wrap_text(words, theme.FONT_SMALL, width) or [words]
    if len(lines) > LINES:
        lines = [*lines[: LINES - 1], " ".join(lines[LINES - 1 :])]
    return [shortened(line, theme.FONT_SMALL, width) for line in lines]
