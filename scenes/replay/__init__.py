"""Replays of the games kept in the history (issue 34 §2).

`open_replay(app, path_or_record, at=None)` gives the scene to push: the replay of the
record on its game's own table, at action `at` (the start when None), or, for a record
that cannot be opened, the shared message with the reason (never a traceback).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ninjas.core.history import Record, replay_record
from ninjas.core.saves import SaveError

if TYPE_CHECKING:
    from ..scene import Scene

log = logging.getLogger(__name__)

__all__ = ["open_replay", "refusal_scene"]


def open_replay(app: Any, path_or_record: Path | str | Record, at: int | None = None) -> Scene:
    """The replay of a record (a path, read and checked by history_folder.open_record,
    which sets a damaged file aside; or a Record already read), opened at action `at`
    (clamped to the game's length). A record that does not open or replay gives a
    message scene saying why."""
    from ninjas.core.history_folder import open_record

    if isinstance(path_or_record, Record):
        record = path_or_record
        try:
            replayed = replay_record(record)
        except SaveError as exc:
            return refusal_scene(app, exc.code, None, exc.params)
        except Exception as exc:  # a record that breaks the replay in an unforeseen way
            log.warning("replay: the record does not replay: %r", exc)
            return refusal_scene(app, "corrupt")
    else:
        opened = open_record(Path(path_or_record))
        if opened.refused is not None or opened.record is None or opened.replayed is None:
            refused = opened.refused
            code = refused.code if refused is not None else "corrupt"
            moved = refused.path if refused is not None and refused.moved else None
            return refusal_scene(app, code, moved)
        record, replayed = opened.record, opened.replayed
    from scenes.registry import is_playable

    if not is_playable(record.save.game):
        return refusal_scene(app, "unknown_game")
    from .scene import ReplayScene

    try:
        return ReplayScene(app, record, replayed, at)
    except Exception as exc:  # the table could not be built: say so, never crash
        log.exception("replay: the table could not be built")
        return refusal_scene(app, "corrupt", detail=repr(exc))


def refusal_scene(
    app: Any,
    code: str,
    moved_to: Path | None = None,
    params: dict[str, str] | None = None,
    detail: str = "",
) -> Scene:
    """The shared message box saying why a record cannot be replayed (the save errors'
    words: a record is a sealed save with a few plain fields), and where the damaged
    file was set aside, if it was."""
    from ..message import MessageScene

    key = f"save.error.{code}"
    text = app.tr(key, **(params or {})) if app.tr.has(key) else app.tr("save.error.unknown")
    if moved_to is not None:
        text += " " + app.tr("save.moved_aside", path=str(moved_to))
    if detail:
        log.info("replay refused: %s (%s)", code, detail)
    return MessageScene(app, app.tr("replay.refused.title"), text)
