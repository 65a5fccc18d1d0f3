"""Who starts, said on the setup (newcomer E, s15, nc-E 002-006: 'nothing tells me who
starts'). Taisen and Night have a 'First player' choice (Night's since newcomer I, s16:
its rulebook says 'choose someone to play first'); in Shinobi and Dojo the rules decide
it when the game begins, and the options panel says how, in a cell of its own after
the others: the rule on the row, plain words with no box (nothing to pick), and a line
under it. Shinobi: each turns up a card, the strongest begins; Dojo: a roll of the
dice, the higher places its Dojo first.

Where the options panel is full (Dojo's: the map, six rules, Phones, the computers'
pace, the seed), it gives its cell to the pace, which is a choice, and stands in the
bottom bar between Back and Learn to play: 'Who starts' over the rule, no box, no gold
(newcomer P, s19: Dojo's 'Computer's turns' stood there, apart from the other setups'
options; newcomer A, s24: beside Start, in gold, it read like a button).
The table says the rest as the game begins ('Roll-off: the high roll places its Dojo
first')."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..registry import seat_name
from ..widgets import VALUE_SHARE, shortened, value_box

if TYPE_CHECKING:
    from ..host import Host
    from .layout import SetupLayout

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


MOST_CELLS = 10
"""The options panel's cells at most (five rows at 16:9, as Dojo's fill it)."""
RULE_COLOUR = theme.MOONLIGHT
"""The rule's words in the panel's cell: text, not a value to change (gold)."""
BAR_HEIGHT = 56
"""Design height of its place in the bottom bar (the buttons')."""
BAR_GAP = 8
"""Design px between it and the buttons beside it (Back, Learn to play)."""


def shown(game: str) -> bool:
    return game in GAMES


def in_panel(game: str, cells: int) -> bool:
    """Whether it takes a cell of the options panel, after `cells` (the seed's among
    them): where it is said at all and the panel has room."""
    return shown(game) and cells < MOST_CELLS


def place(laid: SetupLayout, panel: bool) -> tuple[pygame.Rect, pygame.Rect | None]:
    """Its row and its line's rectangle: the panel's last cell; else its place in the
    bottom bar, between Learn to play and Start, and no line."""
    if panel:
        return laid.cells[-1], laid.explanations[-1]
    px = theme.px
    room = laid.tutorial.left - laid.back.right
    bar = pygame.Rect(0, 0, room - px(BAR_GAP) * 2, px(BAR_HEIGHT))
    bar.midleft = (laid.back.right + px(BAR_GAP), laid.back.centery)
    return bar, None


def draw(
    canvas: pygame.Surface, app: Host, game: str, row: pygame.Rect, line: pygame.Rect | None
) -> None:
    """The cell in `row`, its explanation on `line`; with no line, in the bottom bar."""
    tr, px = app.tr, theme.px
    if line is None:
        draw_in_bar(canvas, app, game, row)
        return
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
    # the rule said as plain words from the value column's left, in the text's colour:
    # gold and centred where the choices' values stand, it read as one more button
    # that did not change (newcomer X, s21, 25-setup-final: 'a fixed value styled like
    # a button (yellow) but not changeable')
    box = value_box(row)
    theme.blit_text(
        canvas,
        shortened(tr(f"setup.who_starts.{game}"), theme.FONT_BODY, box.width),
        theme.FONT_BODY,
        RULE_COLOUR,
        midleft=(box.left, box.centery),
    )
    theme.blit_text(
        canvas,
        shortened(tr(f"setup.who_starts.{game}.how"), theme.FONT_SMALL, line.width),
        theme.FONT_SMALL,
        theme.TEXT_DIM,
        midleft=line.midleft,
    )


def draw_in_bar(canvas: pygame.Surface, app: Host, game: str, bar: pygame.Rect) -> None:
    """'Who starts' over the rule, as a caption: from `bar`'s left, in the panel's
    explanation colours, no gold, no box, each whole where it fits (its words measured
    at 1280x720, EN and FR). It stood centred in gold between Learn to play and Start
    and read like one more button (newcomer A, s24: 'the "Qui commence" line sits next
    to Start and reads like a button'); it is now by Back, away from Start."""
    tr, size = app.tr, theme.FONT_SMALL
    gap = theme.px(4)
    top = bar.centery - (2 * theme.font(size).get_height() + gap) // 2
    for words, colour in (
        (tr("setup.who_starts"), theme.TEXT_DIM),
        (tr(f"setup.who_starts.{game}"), RULE_COLOUR),
    ):
        drawn = theme.blit_text(
            canvas, shortened(words, size, bar.width), size, colour, topleft=(bar.left, top)
        )
        top = drawn.bottom + gap
