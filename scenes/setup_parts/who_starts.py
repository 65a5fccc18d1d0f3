"""Who starts, said on the setup (newcomer E, s15, nc-E 002-006: 'nothing tells me who
starts'). Taisen has its own 'First player' choice; in the other games the rules
decide it when the game begins, and the options panel says how, in a cell of its
own after the others (a free cell in Night's and Dojo's panels): the rule on the
row, plain words with no box (nothing to pick), and a line under it. Night: drawn at
random, then the next seat each round; Shinobi: each turns up a card, the strongest
begins; Dojo: a roll of the dice, the higher places its Dojo first."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..widgets import VALUE_SHARE, shortened, value_box

if TYPE_CHECKING:
    from ..host import Host

GAMES = ("night", "shinobi", "dojo")
"""The games whose rules, not the setup, choose who starts."""


def shown(game: str) -> bool:
    return game in GAMES


def draw(canvas: pygame.Surface, app: Host, game: str, row: pygame.Rect, line: pygame.Rect) -> None:
    """The cell in `row`, its explanation on `line`."""
    tr, px = app.tr, theme.px
    label = shortened(
        tr("setup.who_starts"), theme.FONT_BUTTON - 2, int(row.width * VALUE_SHARE) - px(30)
    )
    theme.blit_text(
        canvas,
        label,
        theme.FONT_BUTTON - 2,
        theme.MOONLIGHT,
        midleft=(row.left + px(22), row.centery),
    )
    box = value_box(row)
    theme.blit_text(
        canvas,
        shortened(tr(f"setup.who_starts.{game}"), theme.FONT_BODY + 1, box.width),
        theme.FONT_BODY + 1,
        theme.GOLD,
        center=box.center,
    )
    theme.blit_text(
        canvas,
        shortened(tr(f"setup.who_starts.{game}.how"), theme.FONT_SMALL, line.width),
        theme.FONT_SMALL,
        theme.TEXT_DIM,
        midleft=line.midleft,
    )
