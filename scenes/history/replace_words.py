"""The words of the box that asks before a new game replaces the unfinished one in the
autosave: its length counted as the History will list it once replaced (newcomer Q, s12,
009.png and 171.png: the box said '49 coups' where the History then read 'Not finished:
replaced after 2 turns'): Night's round, the others' turns (scenes/history/rows.py,
table_length). The save is walked once more, as the autosave's check just did (its
moves: the box's old words, when it does not walk)."""

from __future__ import annotations

import logging
from typing import Any

from ninjas.core.history import figures_of_save
from ninjas.core.record_figures import Figures

log = logging.getLogger(__name__)


def played_length(app: Any, waiting: Any) -> str | None:
    """'2 turns played' ('in round 3' for Night), as the History will count the game;
    None when its save does not walk."""
    try:
        figures = figures_of_save(waiting)
    except Exception as exc:  # a save the replay cannot walk: the moves are said
        log.debug("no length for the replace box: %r", exc)
        return None
    if not isinstance(figures, Figures):
        return None
    if waiting.game == "night":
        return str(app.tr.plural("history.replace.round", figures.turns))
    return str(app.tr.plural("history.replace.turns", figures.turns))


def replace_text(app: Any, waiting: Any) -> str:
    """The box's text: the game, its length as the History counts it, what happens."""
    tr = app.tr
    game = tr(f"game.{waiting.game}.name")
    length = played_length(app, waiting)
    if length is None:
        moves = len(waiting.actions)
        return str(tr.plural("confirm.replace_autosave.text", moves, game=game, moves=moves))
    return str(tr("history.replace.text", game=game, length=length))
