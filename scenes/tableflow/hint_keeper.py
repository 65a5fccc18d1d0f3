"""The hint a table shows, kept in the game for the seat it was shown to (issue 33).

The review takes a move that a hint shown to that seat named as the computer's own,
whatever its own longer search finds: the table's search stops at its wall-clock deadline
(ninjas/ai/deadline.py), the review's does not (ninjas/review_hints.py). A Dojo hint keeps
its plan's rest with it. Kept once per position and hint, in the session's `hints`
(sealed in the save)."""

from __future__ import annotations

from typing import Any


class HintKeeper:
    """`keep(table)` each frame: the hint shown at `table` now, noted once."""

    def __init__(self) -> None:
        self.kept: Any = None
        """The position and hint last kept."""

    def keep(self, table: Any) -> None:
        hint = table.hint
        if hint is None or not table.may_hint:
            return
        key = (table.version, len(table.session.actions), str(hint))
        if self.kept == key:
            return
        self.kept = key
        rest = table.hint_plan.rest() if hasattr(table, "hint_plan") else []
        table.session.note_hint(rest if rest[:1] == [str(hint)] else [str(hint)])
