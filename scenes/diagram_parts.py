"""Pieces the rules pictures of every game are made of: captions wrapped to a width,
and a picture with its caption under it (drawn at the current scale, see theme.px)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from . import theme
from .widgets import wrap_text


def caption(
    text: str,
    width: int,
    colour: theme.Colour = theme.TEXT_DIM,
    size: int = theme.FONT_SMALL,
    *,
    centred: bool = True,
) -> pygame.Surface:
    """`text` wrapped to `width` real px, each line centred (or from the left)."""
    lines = wrap_text(text, size, width)
    line_h = theme.font(size).get_linesize()
    surface = pygame.Surface((width, max(1, line_h * len(lines))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        words = theme.text(line, size, colour)
        x = (width - words.get_width()) // 2 if centred else 0
        surface.blit(words, (x, i * line_h))
    return surface


def captioned(item: pygame.Surface, text: str, width: int | None = None) -> pygame.Surface:
    """`item` centred over its caption, as wide as the wider of the two (or `width`)."""
    width = max(item.get_width(), width or 0)
    label = caption(text, width)
    gap = theme.px(6)
    surface = pygame.Surface((width, item.get_height() + gap + label.get_height()), pygame.SRCALPHA)
    surface.blit(item, ((width - item.get_width()) // 2, 0))
    surface.blit(label, (0, item.get_height() + gap))
    return surface


def pictures_of(namespace: dict[str, Any]) -> dict[str, Callable[..., pygame.Surface]]:
    """A rules module's pictures, each by its name: every function `<name>_diagram` the
    module defines (a body line "[diagram:<name>]" of the rules draws it). A module ends
    with `DIAGRAMS = pictures_of(globals())`."""
    return {
        key.removesuffix("_diagram"): value
        for key, value in namespace.items()
        if key.endswith("_diagram") and not key.startswith("_") and callable(value)
    }
