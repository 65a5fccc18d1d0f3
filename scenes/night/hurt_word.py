"""'Ida is injured!' on the injured ninja, in big words over the village (newcomer O,
s18: a Shuriken hit on Ida went by in about two seconds at the Brisk pace, and the
cross in her backpack was small). The injury's own animation (effects.py) carries the
words as its label: they stay WORD_SECONDS of real time whatever the pace of the
computer's turn (the slash and the shake keep their own length), and go at once with
Space. The words are public: the log says the same."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme

if TYPE_CHECKING:
    from .table_protocol import NightTable
    from .village_view import VillageView

WORD_SECONDS = 2.2
"""How long the words stay (real seconds)."""
FADE = 0.35
"""Their last seconds, fading."""
WORD_SIZE = theme.FONT_HEADING - 8
"""Their size (design px at 1280x720): read from a sofa."""
INK = (255, 236, 232)
EDGE = (226, 48, 40)


def hurt(table: NightTable, seat: int) -> str:
    """The words for `seat` injured."""
    return str(table.app.tr("night.fx.injured", name=table.seat_name(seat)))


def draw(
    canvas: pygame.Surface,
    view: VillageView,
    label: str,
    feet: tuple[int, int],
    seconds: float,
) -> pygame.Rect | None:
    """`label` over the ninja standing at `feet`, `seconds` after the blow (real
    seconds), kept inside the village; the rect drawn (None once gone)."""
    if not label or not 0 <= seconds < WORD_SECONDS:
        return None
    fade = min(1.0, (WORD_SECONDS - seconds) / FADE)
    words = theme.text(label, WORD_SIZE, INK)  # the body face: any name
    pad = view.px(10)
    box = words.get_rect().inflate(2 * pad, pad)
    x, y = feet
    box.midbottom = (x, y - view.ninja_height())  # just over its head
    box.clamp_ip(view.rect)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    radius = view.px(10)
    pygame.draw.rect(layer, (*theme.MIDNIGHT, 235), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, (*EDGE, 255), layer.get_rect(), view.px(3), border_radius=radius)
    layer.blit(words, words.get_rect(center=layer.get_rect().center))
    layer.set_alpha(round(255 * fade))
    canvas.blit(layer, box)
    return box
