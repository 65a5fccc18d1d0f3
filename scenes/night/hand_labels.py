"""The word written under each token held up in a ninja's hand: its value ('5 pts') or
its kind ('Kunai'), so that a person on the sofa tells a Kunai from a bonus without
hovering it (newcomer J, s11, nc-J/106: a gear, a flask and a hook floated there as
unnamed discs; only their tooltips named them). A face the viewer has not seen is named
by its colour alone ('pink'), as its tooltip does (token_tip.py). Under the words, the
hand's owner, in its seat's colour ("Bruno's hand"): the hand is the turn's, held up over
its ninja even while another seat drops a token for it (newcomer E, s15, 110-1, 121: Ines's
hand drawn in blue over Bruno while he dropped; Bruno's, in red, over Ines)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.night import data

from .. import theme
from .hand_place import tray_rect
from .palette import SEAT_COLOURS

if TYPE_CHECKING:
    from ninjas.night.position import Position

    from .table_protocol import NightTable

LABEL_SIZE = theme.FONT_SMALL
"""Lato at 16 px: its capitals 11.5 px at 1280x720 (issue 33's 11 px at least)."""
LABEL_GAP = 2
"""Design px between a token and its word under it."""
COLUMN_GAP = 10
"""Design px between two columns of the hand (two words side by side read as one)."""


def owner(state: Position) -> int:
    """Whose hand the held tokens are: the seat whose turn it is, not a seat dropping a
    token from its full bag in the middle of that turn (current_player then)."""
    if state.phase == "act" and not state.is_terminal:
        return state.seat_at(state.index)
    return state.current_player


def owner_picture(table: NightTable) -> pygame.Surface:
    """'Bruno's hand' in Bruno's colour, drawn under the hand's words."""
    seat = owner(table.state)
    words = table.app.tr("night.hand.owner", name=table.seat_name(seat))
    return theme.shadowed_text(words, LABEL_SIZE, SEAT_COLOURS[seat], offset=1)


def label_of(table: NightTable, token: int) -> str:
    """The word under a hand's `token`: as the viewer may know it."""
    tr = table.app.tr
    face = table.token_face(token)
    if face in data.TOKEN_VALUES:
        return tr.plural("night.hand.points", data.TOKEN_VALUES[face])
    if face in data.BONUS_KINDS:
        return tr(f"night.hand.{face}")
    return tr(f"night.token.{face}")


def label_picture(table: NightTable, token: int) -> pygame.Surface:
    """The word under `token`, drawn (shadowed, readable over any roof)."""
    return theme.shadowed_text(label_of(table, token), LABEL_SIZE, theme.MOONLIGHT, offset=1)


def band() -> int:
    """How much taller the tray is for the words under its tokens and its owner's name
    under them (px now)."""
    return 2 * (theme.font(LABEL_SIZE).get_linesize() + theme.px(LABEL_GAP))


def widened(widths: list[int], least: int, gap: int) -> list[int]:
    """The columns' `widths` each made wider by a share of what the row lacks to be
    `least` across (the owner's name under them is that wide)."""
    span = sum(widths) + gap * (len(widths) - 1)
    if not widths or span >= least:
        return widths
    more = -(-(least - span) // len(widths))
    return [w + more for w in widths]


def column_widths(table: NightTable, tokens: list[int], size: int) -> list[int]:
    """How wide each hand token's column is: the token or its word, the wider."""
    words = (theme.text(label_of(table, t), LABEL_SIZE) for t in tokens)
    return [max(size, picture.get_width()) for picture in words]


def centres(x: int, widths: list[int], gap: int) -> list[int]:
    """The x of each column's centre, the first at `x`, the others to its right."""
    xs: list[int] = []
    for k, width in enumerate(widths):
        xs.append(x if k == 0 else xs[-1] + (widths[k - 1] + width) // 2 + gap)
    return xs


def columns(
    table: NightTable, ninja: tuple[int, int], held: list[int], count: int
) -> tuple[list[tuple[int, int]], list[int], int]:
    """The places of a hand's `count` tokens (`held` those shown) over the head of the
    ninja at `ninja`, centred over it and inside the village, before the tray moves off
    the roofs' tokens (hand_place.hand_offset); each column's width (its token or the
    word under it) and how much lower the words reach."""
    view = table.view
    x, y = ninja
    size = view.token_size()
    below = band()
    top = y - view.ninja_height() - size // 2 - view.px(2) - below
    widths = column_widths(table, held, size)[:count]
    widths += [size] * (count - len(widths))
    widths = widened(widths, owner_picture(table).get_width(), view.px(COLUMN_GAP))
    xs = centres(x, widths, view.px(COLUMN_GAP))
    spots = [(cx - (xs[-1] - xs[0]) // 2, top) for cx in xs]  # centred over the ninja
    tray = tray_rect(spots, size, widths, below)  # inside the village, not the panels
    shift = max(view.rect.left - tray.left, 0) - max(tray.right - view.rect.right, 0)
    return [(cx + shift, cy) for cx, cy in spots], widths, below


def draw_labels(
    canvas: pygame.Surface, table: NightTable, spots: list[tuple[int, tuple[int, int]]], size: int
) -> list[pygame.Rect]:
    """The word under each (token, spot) of the hand; returns where each was drawn."""
    drawn = []
    for token, (x, y) in spots:
        picture = label_picture(table, token)
        box = picture.get_rect(midtop=(x, y + size // 2 + theme.px(LABEL_GAP)))
        canvas.blit(picture, box)
        drawn.append(box)
    return drawn


def draw_owner(canvas: pygame.Surface, table: NightTable, tray: pygame.Rect) -> pygame.Rect:
    """The hand's owner, named in its colour along the tray's foot; returns where."""
    picture = owner_picture(table)
    box = picture.get_rect(midbottom=(tray.centerx, tray.bottom - theme.px(2)))
    canvas.blit(picture, box)
    return box
