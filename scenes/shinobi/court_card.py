"""An Imperial Court card drawn as a card: the Court's picture (the art the board's
Imperial Court uses) under a gold frame, the card's name on a vermilion band, its words
below. The Court card just drawn for a pawn is shown so, to its drawer alone (covers.py,
draw_court_reveal), where it was plain text on a black screen (newcomer U, s13,
nc-U/190-191: 'looks unfinished next to the rest')."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.core.i18n import sentence

from .. import theme
from . import cards as art

PICTURE = "Court"
"""The illustration the board's Imperial Court and the rules' diagrams use."""


def card_size(height: int) -> tuple[int, int]:
    """A Court card's size `height` px tall, in the cards' proportions."""
    return round(height / theme.CARD_RATIO), height


def draw_court_card(
    canvas: pygame.Surface, rect: pygame.Rect, card: str, tr: Any, wraps: Any
) -> pygame.Rect:
    """The Court card `card` in `rect`: its picture on top, its name on a band, its words
    (wrapped, at the body size, smaller if they would not fit). Returns the name band."""
    px = theme.px
    radius = px(10)
    pygame.draw.rect(canvas, theme.PANEL, rect, border_radius=radius)
    inner = rect.inflate(-px(12), -px(12))
    picture_box = pygame.Rect(inner.left, inner.top, inner.width, inner.height * 9 // 20)
    picture = art.art_image(PICTURE, picture_box.size)
    if picture is not None:
        canvas.blit(picture, picture_box)
    else:
        pygame.draw.rect(canvas, theme.VERMILION_DARK, picture_box)
    band_h = theme.font(theme.FONT_HEADING, "display").get_linesize() + px(6)
    band = pygame.Rect(inner.left, picture_box.bottom, inner.width, band_h)
    pygame.draw.rect(canvas, theme.VERMILION_DARK, band)
    pygame.draw.line(canvas, theme.GOLD, band.topleft, band.topright, px(2))
    pygame.draw.line(canvas, theme.GOLD, band.bottomleft, band.bottomright, px(2))
    name = art.fitting_text(
        str(tr(f"shinobi.court.{card}")), band.width - px(16), theme.FONT_HEADING, theme.GOLD
    )
    canvas.blit(name, name.get_rect(center=band.center))
    body = pygame.Rect(inner.left, band.bottom, inner.width, inner.bottom - band.bottom)
    words = sentence(str(tr(f"shinobi.court_text.{card}")))
    for size in (theme.FONT_BODY, theme.FONT_SMALL, theme.FONT_MIN):
        lines = list(wraps.wrap(words, size, body.width - px(24)))
        line_h = theme.font(size).get_linesize()
        if len(lines) * line_h <= body.height - px(16):
            break
    y = body.centery - len(lines) * line_h // 2
    for line in lines:
        text = theme.text(line, size, theme.MOONLIGHT)
        canvas.blit(text, text.get_rect(midtop=(body.centerx, y)))
        y += line_h
    pygame.draw.rect(canvas, theme.GOLD, rect, px(3), border_radius=radius)
    return band


def court_thumb(room: pygame.Rect, line: int) -> pygame.Rect | None:
    """Where a small Court card stands at the top left of `room`, beside its words: three
    text lines tall, in the cards' proportions (None: no room for it). A kept Court card
    read as gold text only in its holder's row (newcomer U, s13, nc-U/208)."""
    height = min(3 * line, room.height)
    width = round(height / theme.CARD_RATIO)
    if height < 2 * line or room.width < width * 4:
        return None
    return pygame.Rect(room.left, room.top, width, height)


def draw_court_thumb(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """The small Court card: the Court's picture in a gold frame."""
    px = theme.px
    picture = art.art_image(PICTURE, rect.size)
    if picture is not None:
        canvas.blit(picture, rect)
    else:
        pygame.draw.rect(canvas, theme.VERMILION_DARK, rect)
    pygame.draw.rect(canvas, theme.GOLD, rect, max(1, px(2)), border_radius=px(4))
