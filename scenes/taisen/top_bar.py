"""The Taisen table's top bar: each side's plaque (who plays it, ninjas left, lit for the
side to move or the winner), whose turn it is or who won, and the computer's (or the
hint's) search shown as a spinner under it."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from .. import theme
from ..ai_turn import thinking_long
from ..table_protocol import TableParts
from . import hud
from . import layout as L
from .game_log import side_name
from .naming import turn_words, winner_words

SIDE_KEYS = ("monkey", "wolf")


class Barred(TableParts[Any], Protocol):
    """What the top bar needs of the table (TaisenScene has it): the skeleton's
    (TableParts: the state, the clock, whether a hint is searched) and Taisen's."""

    app: Any
    session: Any
    view: Any
    animator: Any
    thinking: Any

    @property
    def over_on_screen(self) -> bool: ...


def header_text(table: Barred) -> str:
    """Whose turn it is on screen, or, once the end has been shown, who won."""
    if table.over_on_screen and table.state.winner_side is not None:
        return winner_words(table.app, table.session, table.state.winner_side)
    return turn_words(table.app, table.session, table.view.side)


def draw(canvas: pygame.Surface, table: Barred) -> None:
    tr = table.app.tr
    state = table.state
    seats = table.session.seats
    shown_side = state.winner_side if table.over_on_screen else table.view.side
    for side in (0, 1):
        seat = seats[side] if side < len(seats) else None
        if seat is not None and seat.is_ai:
            who = tr("taisen.seat.ai", level=tr(f"taisen.level.{seat.level}"))
        elif seat is not None and seat.name:  # the person's name from the setup
            who = seat.name
        else:  # a lesson's unnamed person: 'You' (Human read as a stranger, nc-N/087)
            who = tr(getattr(table, "unnamed_person_key", "taisen.seat.human"))
        count = sum(len(s) for s in table.view.stacks[side])
        count += sum(1 for card in table.view.floating if card // 10 == side)
        left = tr("taisen.ninjas_left_one") if count == 1 else tr("taisen.ninjas_left", count=count)
        surface = hud.plaque(side, side_name(tr, SIDE_KEYS[side]), who, left, side == shown_side)
        right = L.COLUMNS[-1].right
        x = L.MARGIN_X if side == 0 else right - hud.plaque_width()
        canvas.blit(surface, (x, L.px(4)))
    title = hud.cached_text(header_text(table), 26, theme.GOLD, "display")
    rect = title.get_rect(center=(L.CANVAS_W // 2, L.px(22)))
    if not table.view.sash_shown():  # the turn's sash says it over the title, alone
        canvas.blit(title, rect)
    # the computer's search shown once the still table has waited a while, as the
    # prompt says it thinks (scenes.ai_turn.thinking_long)
    thinking = (
        not state.is_terminal
        and table.session.ai_to_move
        and table.thinking is not None
        and not table.animator.busy
        and thinking_long(table)
    )
    if thinking:  # (a hint's search is said by the prompt, in the hint's words: this
        # line under the player's name read as the player thinking, newcomer B, s24 t08)
        label = hud.cached_text(tr("taisen.thinking"), theme.FONT_SMALL, theme.TEXT_DIM, "body")
        spot = label.get_rect(center=(L.CANVAS_W // 2 + L.px(10), rect.bottom + L.px(9)))
        canvas.blit(label, spot)
        hud.draw_spinner(canvas, (spot.left - L.px(14), spot.centery), table.time, theme.GOLD)
    else:
        accent = theme.SIDE_COLOURS[SIDE_KEYS[shown_side if shown_side is not None else 0]]
        pygame.draw.line(
            canvas,
            accent,
            (rect.left + L.px(10), rect.bottom + L.px(6)),
            (rect.right - L.px(10), rect.bottom + L.px(6)),
            L.px(2),
        )
