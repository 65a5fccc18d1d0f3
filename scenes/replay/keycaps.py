"""The replay strip's keys, shown on its buttons (issue 33, s22: newcomers W, Y and Z
read the strip's keys only in the tip of a button hovered): a small key cap after a
button's word, 'Back [Esc]', 'Play [Space]', 'View… [V]', and the arrow keys beside a
pair's word, 'Turn [↑][↓]'. An arrow is drawn (a triangle), never a glyph the face may
lack; a key's name is the keyboard's in the language shown (replay.key.*).

Lengths are design lengths through theme.px; rects are real pixels of the canvas.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import theme
from ..button_face import draw_face
from ..widgets import Button, resolve

SIZE = theme.FONT_SMALL
"""A key's name (capitals 11.6 px at 1280x720)."""
HEIGHT = 22
"""Design height of a key cap."""
PAD = 5
"""Design px each side of a key's name in its cap."""
ARROW_WIDTH = 20
"""Design width of an arrow key's cap."""
GAP = 6
"""Design px between a word and its key cap (and between two caps: CAP_GAP)."""
CAP_GAP = 3
ARROWS = ("up", "down", "left", "right")
"""The keys drawn as an arrow in their cap."""


def cap_width(key: str) -> int:
    """The real width of `key`'s cap: an arrow's, or its name's and the pads."""
    if key in ARROWS:
        return theme.px(ARROW_WIDTH)
    return max(theme.px(ARROW_WIDTH), theme.font(SIZE).size(key)[0] + 2 * theme.px(PAD))


def caps_width(keys: list[str]) -> int:
    """The real width of `keys`' caps side by side ("" for none)."""
    if not keys:
        return 0
    return sum(cap_width(key) for key in keys) + theme.px(CAP_GAP) * (len(keys) - 1)


def draw_caps(
    canvas: pygame.Surface, keys: list[str], left: int, centery: int, colour: theme.Colour
) -> int:
    """`keys`' caps from `left`, centred on `centery`, in `colour`; the right end."""
    for key in keys:
        rect = pygame.Rect(left, 0, cap_width(key), theme.px(HEIGHT))
        rect.centery = centery
        draw_cap(canvas, key, rect, colour)
        left = rect.right + theme.px(CAP_GAP)
    return left - theme.px(CAP_GAP)


def draw_cap(canvas: pygame.Surface, key: str, rect: pygame.Rect, colour: theme.Colour) -> None:
    """One key cap: a rounded frame, its name or arrow inside."""
    px = theme.px
    pygame.draw.rect(canvas, theme.MIDNIGHT, rect, border_radius=px(4))
    pygame.draw.rect(canvas, colour, rect, max(1, px(1.5)), border_radius=px(4))
    if key in ARROWS:
        draw_arrow(canvas, key, rect.center, px(9), colour)
        return
    theme.blit_text(canvas, key, SIZE, colour, center=rect.center)


def draw_arrow(
    canvas: pygame.Surface, key: str, centre: tuple[int, int], size: int, colour: theme.Colour
) -> None:
    """A filled triangle `size` px across pointing as the arrow key `key`."""
    x, y = centre
    half = size // 2
    points = {
        "up": [(x - half, y + half // 2 + 1), (x + half, y + half // 2 + 1), (x, y - half + 1)],
        "down": [(x - half, y - half // 2), (x + half, y - half // 2), (x, y + half)],
        "left": [(x + half // 2 + 1, y - half), (x + half // 2 + 1, y + half), (x - half + 1, y)],
        "right": [(x - half // 2, y - half), (x - half // 2, y + half), (x + half, y)],
    }[key]
    pygame.draw.polygon(canvas, colour, points)


def key_colour(colour: theme.Colour) -> theme.Colour:
    """A cap's colour on a button whose words are `colour`: a little dimmer, so the
    word reads first."""
    return theme.lerp(colour, theme.TEXT_DIM, 0.45)


class KeyedButton(Button):
    """A button with words and, after them, its key's cap ('Back [Esc]'): `keys` gives
    the key names shown (replay.key.*), [] for none. Drawn as a Button otherwise."""

    def __init__(self, *args: Any, keys: Callable[[], list[str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.keys = keys
        self.show_keys = True
        """False: the words alone (the strip's room too narrow for the caps)."""

    def shown_keys(self) -> list[str]:
        return list(self.keys()) if self.show_keys else []

    def needed(self, size: int) -> int:
        """The real width of its words at font `size` and its caps, without padding."""
        words = theme.font(size).size(resolve(self.label))[0]
        keys = self.shown_keys()
        return words + (theme.px(GAP) + caps_width(keys) if keys else 0)

    def draw(self, canvas: pygame.Surface) -> None:
        keys = self.shown_keys()
        if not keys:
            super().draw(canvas)
            return
        rect, colour = draw_face(self, canvas)
        label = resolve(self.label)
        left = rect.centerx - self.needed(self.size) // 2
        centre_y = rect.centery - theme.accent_drop(label, self.size)
        shown = theme.blit_text(
            canvas, label, self.size, colour, shadow=True, midleft=(left, centre_y)
        )
        draw_caps(canvas, keys, shown.right + theme.px(GAP), rect.centery, key_colour(colour))
