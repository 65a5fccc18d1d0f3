"""A choice drawn as a button in a place its table chose (ChoiceList.draw_buttons): a
main button in vermilion, the others on the panel's colour; the lit one lighter with a
gold edge; a ring round the one marked (the hint's); an icon before the words; the
words on one line cut short, or, in a row made tall enough for them, on every line they
wrap to (never cut). Dojo's action panel is drawn so; any table may be."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from . import theme
from .widgets import shortened


@dataclass(frozen=True)
class ButtonLook:
    """A button's measures, in design px (theme.px)."""

    font: int = theme.FONT_SMALL
    icon: int = 28
    """The icon's side."""
    icon_room: int = 34
    """The room the icon takes before the words."""
    inset: int = 10
    """From the left edge to the icon, or to the words."""
    end: int = 8
    """From the words to the right edge."""
    two_lines: int = 44
    """A row this tall or taller was made for its words on every line they wrap to."""
    narrow: int = 100
    """A row narrower than this has its words in the middle (a "-" or a "+")."""
    radius: int = 8
    ring: theme.Colour = theme.GOLD
    """Round the row marked (the hint's)."""

    def room(self, width: int, icon: bool, px: Callable[[float], int] = theme.px) -> int:
        """The width a row `width` wide wraps its words to (after its icon), its lengths
        in the pixels `px` gives (a table lays its rows out between frames too)."""
        return width - px(self.inset + self.end) - (px(self.icon_room) if icon else 0)

    def lines(
        self,
        text: str,
        width: int,
        icon: bool,
        wrap: Callable[[str, int, int], list[str]],
        px: Callable[[float], int] = theme.px,
    ) -> list[str]:
        """The lines `text` takes in a row `width` wide (`wrap`: a kept wrap)."""
        return wrap(text, self.font, self.room(width, icon, px))


BUTTONS = ButtonLook()


def draw_button(
    canvas: pygame.Surface,
    rect: pygame.Rect,
    text: str,
    *,
    lit: bool,
    primary: bool = False,
    ringed: bool = False,
    icon: pygame.Surface | None = None,
    wrap: Callable[[str, int, int], list[str]],
    look: ButtonLook = BUTTONS,
) -> None:
    """One choice as a button at `rect` (real pixels; lengths by theme.px)."""
    px = theme.px
    radius, stroke = px(look.radius), max(1, px(2))
    if primary:
        fill = theme.VERMILION if lit else theme.VERMILION_DARK
    else:
        fill = theme.lerp(theme.PANEL_LIGHT, theme.VERMILION_DARK, 0.6 if lit else 0.0)
    pygame.draw.rect(canvas, fill, rect, border_radius=radius)
    edge = theme.GOLD if lit else theme.BORDER
    if ringed:
        edge = look.ring
        pygame.draw.rect(
            canvas, look.ring, rect.inflate(px(6), px(6)), stroke, border_radius=radius
        )
    pygame.draw.rect(canvas, edge, rect, stroke, border_radius=radius)
    x = rect.left + px(look.inset)
    if icon is not None:
        canvas.blit(icon, icon.get_rect(midleft=(x, rect.centery)))
        x += px(look.icon_room)
    room = rect.right - x - px(look.end)
    if rect.height >= px(look.two_lines):  # a long label: every line, never cut
        lines = look.lines(text, rect.width, icon is not None, wrap)
        step = px(look.two_lines) // 2 - px(4)
        for k, line in enumerate(lines):
            label = theme.text(shortened(line, look.font, room), look.font, theme.MOONLIGHT)
            cy = rect.centery + (k - (len(lines) - 1) / 2) * step
            canvas.blit(label, label.get_rect(midleft=(x, round(cy))))
        return
    label = theme.text(shortened(text, look.font, room), look.font, theme.MOONLIGHT)
    if rect.width < px(look.narrow):
        canvas.blit(label, label.get_rect(center=rect.center))
    else:
        canvas.blit(label, label.get_rect(midleft=(x, rect.centery)))
