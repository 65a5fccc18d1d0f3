"""The end of a Taisen game on its table, one step before the results (newcomer O, s18,
110 -> 113: 'two steps to reach the results', the banner then the final picture, each
asking for a key): the winner's banner over the veiled board, the winner's ninjas on
the village they reached glowing and ringed above the veil (the final picture's), and
the fanfare once as it appears. Its click or key opens the results on their cards: the
table has shown the ending (results_moment.SEEN) and played the fanfare (CELEBRATED)."""

from __future__ import annotations

from typing import Any

import pygame

from ..results_moment import CELEBRATED, SEEN
from . import overlays
from .final_picture import FinalPicture
from .game_log import side_name
from .naming import SIDE_KEYS, winner_words


def fanfare(table: Any) -> str:
    """'defeat' for a lone person the computer beat, else 'victory' (as the results'),"""
    people = [seat for seat, at in enumerate(table.session.seats) if not at.is_ai]
    lost = len(people) == 1 and people[0] != table.state.winner_side
    return "defeat" if lost else "victory"


def how_won(table: Any, reason: str) -> str | None:
    """How the game was won, from the one person's side where one person played: 'All
    your ninjas are out of play.' / 'You put all the Wolf's ninjas out of play.' (newcomer
    U, s20, 056: 'Tous les ninjas ennemis sont hors jeu.', enemies from whose view?);
    None where people share the table (hot-seat: the side's words, the names above)."""
    people = [seat for seat, at in enumerate(table.session.seats) if not at.is_ai]
    if len(people) != 1 or reason not in ("elimination", "village"):
        return None
    tr = table.app.tr
    person = people[0]
    won = person == table.state.winner_side
    foe = side_name(tr, SIDE_KEYS[1 - person])
    return str(tr(f"taisen.banner.{reason}.{'won' if won else 'lost'}", foe=foe))


def draw(canvas: pygame.Surface, table: Any) -> None:
    """The banner (fading in) and the winner's ninjas glowing on the village; the
    fanfare and the results' marks the first time."""
    state = table.state
    winner = state.winner_side
    if winner is None:
        return
    if not getattr(table, CELEBRATED, False):
        setattr(table, CELEBRATED, True)  # the results play no fanfare of their own
        setattr(table, SEEN, True)  # and open on their cards: this was the ending
        table.app.audio.play(fanfare(table))
    appear = min(1.0, table.over_time / 0.4) if table.animate else 1.0
    title = winner_words(table.app, table.session, winner)
    reason = table.win_reason()
    overlays.draw_banner(
        canvas, table.app.tr, state, reason, appear, table.time, title, how_won(table, reason)
    )
    FinalPicture(table).draw(canvas, table.time)  # over the veil: the winners stand out
