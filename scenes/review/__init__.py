"""The computer's review of a person's moves (issue 34, section 3).

`open_review(app, path, seat)` gives the scene to push: the review of `seat` in the
record at `path`, worked out in the AI worker (with a progress bar, cancelled by Esc)
unless it is kept with the record; for a record that cannot be opened, the shared
message with the reason (never a traceback). The results screen's "Review my moves"
and the History's rows call it.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ninjas.core.saves import SaveError

if TYPE_CHECKING:
    from ..scene import Scene

log = logging.getLogger(__name__)

__all__ = ["open_review"]


def open_review(app: Any, path: Path | str, seat: int) -> Scene:
    from ninjas.core.history_folder import open_record

    from .scene import ReviewScene

    opened = open_record(Path(path))
    refused = opened.refused
    if refused is not None or opened.record is None:
        if refused is None:
            return _refused(app, "corrupt")
        return _refused(app, refused.code, refused.path if refused.moved else None)
    record = opened.record
    if not 0 <= seat < len(record.save.seats or record.summary.seats):
        return _refused(app, "seats")
    try:
        return ReviewScene(app, record, Path(path), seat)
    except SaveError as exc:  # (open_record replayed it: not seen, but never a traceback)
        log.warning("review: %s", exc)
        return _refused(app, exc.code)


def _refused(app: Any, code: str, moved_to: Path | None = None) -> Scene:
    """The shared message box: why the record cannot be reviewed (the save errors'
    words, as the replay says them), and where a damaged file was set aside."""
    from ..message import MessageScene

    tr = app.tr
    key = f"save.error.{code}"
    text = tr(key) if tr.has(key) else tr("save.error.unknown")
    if moved_to is not None:
        text += " " + tr("save.moved_aside", path=str(moved_to))
    return MessageScene(app, tr("review.refused.title"), text)
