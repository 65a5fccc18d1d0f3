"""Why cards in the hand are grey, said under the choices while the seat lays cards:
'Grey cards: a clan is laid with 2 alike (or 1 and a Ronin), a Yokai on a clan of
yours. A click on one says why.' (newcomer J, s16, 043: 'no reason given
on the hand itself why Crow/Dragon/Spider singles are grey'). The rules' own words
(shinobi-wat-aah.en.txt, 'Place a clan: 2, 3 or 4 cards of the same clan; the Ronin is
a wildcard'; a click on a grey card says its own reason: card_refusals.py). Drawn in
the choices' box under its last row, where there is room; nothing else gives way."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from . import cards as art


def words(table: Any) -> str | None:
    """The note, while the seat shown lays cards and some card in its hand is grey."""
    state = table.state
    seat = state.current_player
    if state.is_terminal or state.phase != "place" or not table.can_act:
        return None
    if table.shown_seat != seat or getattr(table, "watching", False):
        return None
    playable = table.selection.playable_cards()
    grey = set(state.hands[seat]) - playable
    if grey and not playable:  # none lit, so none greyed (hand_view veils only beside a lit
        # one): newcomer A (s23, 132) read 'Grey cards: ...' over a hand of no grey card
        return str(table.app.tr("shinobi.grey_note.none"))
    return str(table.app.tr("shinobi.grey_note")) if grey else None


def draw(
    table: Any, canvas: pygame.Surface, box: pygame.Rect, rows: list[Any]
) -> pygame.Rect | None:
    """The note at the foot of the choices' `box`, below its drawn `rows`; its area."""
    said = words(table)
    if said is None:
        return None
    px = theme.px
    width = box.width - px(24)
    lines = table.wraps.wrap(said, art.FONT_READ, width)
    line = theme.font(art.FONT_READ).get_linesize()
    top = max((row.rect.bottom for row in rows), default=box.top) + px(12)
    bottom = box.bottom - px(10)
    if top + len(lines) * line > bottom:
        return None  # no room: the click's own reason stays
    y = bottom - len(lines) * line
    drawn = pygame.Rect(box.left + px(12), y, 0, 0)
    for text in lines:
        drawn = drawn.union(
            theme.blit_text(
                canvas, text, art.FONT_READ, theme.TEXT_DIM, topleft=(box.left + px(12), y)
            )
        )
        y += line
    return drawn
