"""Games kept in the history (issue 34): a game that ends, and one given up when a new
game or a loaded one takes the autosave's place. The record is replayed and sealed on a
thread of its own, never in a frame (ninjas.core.history_folder)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ninjas.core.history_folder import keep_save
from ninjas.core.saves import SaveGame

from ..history.replace_words import replace_text
from ..message import ConfirmScene

log = logging.getLogger(__name__)


def keep_in_background(
    save: SaveGame, kept: Callable[[Path | None], object] | None = None
) -> threading.Thread:
    """Record `save` (over, or given up) off the frame thread; `kept(path)` is told the
    record's path when written (None when it could not be). A game never fails for its
    record: keep_save logs and returns when it cannot."""

    def keep() -> None:
        path = keep_save(save)
        if kept is not None:
            kept(path)

    thread = threading.Thread(target=keep, name="history", daemon=True)
    thread.start()
    return thread


def ask_to_give_up(app: Any, waiting: SaveGame, start: Callable[[], object]) -> None:
    """Ask whether the unfinished game in the autosave (`waiting`) is given up for a new
    one (the setup's Start, a replay's Play on from here): if the player agrees it is
    kept in the history and `start()` is called; Cancel changes nothing."""
    tr = app.tr

    def give_up_then_start() -> None:
        keep_in_background(waiting)
        start()

    app.push(
        ConfirmScene(
            app,
            tr("confirm.replace_autosave.title"),
            replace_text(app, waiting),  # its length as the History counts it
            give_up_then_start,
        )
    )


class HistoryKeeper:
    """A table's record of its game: written once, when the results first show, unless
    the table is a guided game (`kept_in_history = False`) or the attract mode's demo."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.kept_at: int | None = None
        """How many actions the game had when it was kept (an undo after the end and a
        new end is kept again, as the same game: the record replaces itself)."""
        self.thread: threading.Thread | None = None
        self.path: Path | None = None
        """The record written (None until it is, or if it could not be): the results
        screen's review opens it."""

    def keep(self) -> None:
        table = self.table
        if not getattr(table, "kept_in_history", True) or table.app.demo:
            return
        session = table.session
        if not session.state.is_terminal or self.kept_at == len(session.actions):
            return
        self.kept_at = len(session.actions)
        try:  # the save's digest replays the moves: a game set up by hand may not
            save = session.to_save()
        except Exception as exc:  # a game never fails for its record
            log.warning("the game could not be kept in the history: %r", exc)
            return
        self.path = None
        self.thread = keep_in_background(save, self.kept)

    def kept(self, path: Path | None) -> None:
        self.path = path
