"""Who starts, said on the setup (newcomer E, s15, nc-E 002-006: 'nothing tells me who
starts'). Taisen and Night have a 'First player' choice (Night's since newcomer I, s16:
its rulebook says 'choose someone to play first'); in Shinobi and Dojo the rules decide
it when the game begins, and the options panel says how, in a cell of its own after
the others: the rule on the row, plain words with no box (nothing to pick), and a line
under it. Shinobi: each turns up a card, the strongest begins; Dojo: a roll of the
dice, the higher places its Dojo first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..registry import seat_name
from ..widgets import VALUE_SHARE, shortened, value_box

if TYPE_CHECKING:
    from ..host import Host

GAMES = ("shinobi", "dojo")
"""The games whose rules, not the setup, choose who starts. Night's rulebook says
'choose someone to play first': its setup has a 'First player' choice, as Taisen's,
Random or a playing seat (newcomer I, s16: 'Qui commence: Tiré au hasard looks like a
label, not a control: I could not tell if I can change it')."""


def first_label(scene: Any, value: str, values: tuple[str, ...]) -> str:
    """A 'First player' value as shown: Random, or the seat's (Night: its person's name
    when it has one, 'Inès'; Taisen: its side, 'Monkey')."""
    if value == "random":
        return str(scene.app.tr("setup.first.random"))
    seat = values.index(value) - 1
    person = scene.seats[seat].name if scene.game == "night" else None
    return str(person or seat_name(scene.app, scene.game, seat))


def fit_first(scene: Any) -> None:
    """Night's 'First player' offers Random and the playing seats only: a seat that
    rests (the count lowered) is no choice, and a choice of it is Random again."""
    cell = dict(scene.cells).get("first")
    if cell is None or scene.game not in ("night",):
        return
    if not hasattr(cell, "every_option"):
        cell.every_option = list(cell.options)  # (the four seats')
    values = ("random", *(str(seat + 1) for seat in range(scene.players)))
    cell.options = [(value, label) for value, label in cell.every_option if value in values]
    if scene.first not in values:
        scene.first = "random"
    cell.set_value(scene.first)


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
