"""Enter pressed while the hint still searches (2-4 s on a busy position): the table
waits for its answer and plays it, as Enter plays a hint shown. Before, Enter then lit
the first die, or, once a die was used, asked to end the turn with the others unused
(newcomer B, s24 t08 ended a turn so). A hint to end the turn is only shown: its own
Enter ends.

The wait holds for the position it was asked on (`table.version`): a move, an undo or
a choice made by hand lets it go."""

from __future__ import annotations

from typing import Any


def wait(table: Any) -> bool:
    """Enter, with the hint's search running and nothing picked or focused by hand:
    its move will play once found. True if Enter is taken so."""
    selection = table.selection
    if not table.hint_pending or not table.can_act:
        return False
    if selection.die is not None or selection.card is not None or selection.focus >= 0:
        return False  # the person's own choice: Enter picks it
    table.hint_enter = table.version
    return True


def waiting(table: Any) -> bool:
    """Enter was pressed during this search: the prompt says its move will play."""
    return bool(table.hint_pending) and getattr(table, "hint_enter", None) == table.version


def due(table: Any, hint: Any) -> Any:
    """The hint just found, Enter waiting for it: its move to play now (None for a hint
    to end the turn, which is only shown, or when nothing waits)."""
    if getattr(table, "hint_enter", None) != table.version or not table.can_act:
        return None
    table.hint_enter = None
    if hint is None or hint.is_end:
        return None
    return table.selection.action(hint.die, hint.local_card)
