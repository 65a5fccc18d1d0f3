"""An End the turn that skips the planned action waits for the End turn confirm (issue
33, newcomer I, s6: 'E' ended Bo's turn at once, 'Bo ne fait rien ce tour-ci', his
planned Collect lost with no way back, though the table's End turn button confirms a
move that passes the turn). Once the action is done, or where it cannot be carried out,
End the turn is its own confirm, as before (says_end_turn: asking twice for one
decision was issue 33's complaint). E, Enter and the row do the same thing, since they
all play the one End the turn: while it waits, Enter, E or the button pass the turn and
Undo takes the skip back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.core.events import Event
from ninjas.night.rules import NightAction

if TYPE_CHECKING:
    from .table_protocol import NightTable


class SkipGuard:
    """`SkipGuard(table)`: `skips(action)`, the planned action an End the turn would skip
    (the table's ends_own_turn: then it waits for the End turn confirm); `played` after
    each action, and `words()` for the prompt while it waits."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.skipped: str | None = None
        """The planned action an End the turn waiting for its confirm skipped."""

    def skips(self, action: NightAction | str) -> str | None:
        """The planned action `action` would skip: it ends the turn while the planned
        action, which could be carried out, waits (None for any other action)."""
        state = self.table.state
        if str(action) != "end" or state.phase != "act" or state.drop_seat is not None:
            return None
        seat = state.current_player
        planned = state.planned(seat)
        if state.main_done or planned == "skip" or state.why_not(seat, planned) is not None:
            return None
        return planned

    def played(self, skipped: str | None) -> None:
        """An action was played that skipped `skipped` (skips, asked before it): kept
        for the prompt while its End turn waits."""
        self.skipped = skipped if self.table.turn_end.waiting else None

    def words(self) -> str:
        """What waits, said before the confirm's own words ('You skip your Collect.')."""
        if self.skipped is None or not self.table.turn_end.waiting:
            return ""
        tr = self.table.app.tr
        return str(tr("night.prompt.skipped", action=tr(f"night.action.{self.skipped}")))

    def holds_back(self, event: Event) -> bool:
        """`event`, of the action played last, is the skip waiting for its End turn:
        'Ada does nothing this turn.' stays out of the log (in turn_end.held) until the
        turn really ends, and goes with it if it is undone (issue 33, newcomer J,
        shot-127: the line stood in the log under the End turn button)."""
        # and 'Round 1 begins.' after the last placement, whose End turn still waits
        # (newcomer T, s9 t11): the round begins once the placement is confirmed
        skip = event.kind == "turn_ended" and event.data.get("skipped")
        # and 'Dawn breaks' after the game's last move, told after its skip once that
        # move is confirmed (before: the dawn stood under End turn, the skip after it)
        if not (skip or event.kind in ("round_started", "dawn")):
            return False
        if not self.table.turn_end.waiting:
            return False
        self.table.turn_end.held.append(event)
        return True
