"""The computer's turn at a table: its search started for the position shown (in the AI
worker), its answer collected, and its move played once the animations are over and a
short pause has passed. The table keeps the search itself (`thinking`: the frame bench,
the wait screen and the tables' "thinking" indicators read it)."""

from __future__ import annotations

import logging
from typing import Any, Protocol

from ..ai_turn import watch_computer
from ..table_protocol import TableParts

log = logging.getLogger(__name__)


class Thinker(TableParts[Any], Protocol):
    """What the computer's turn needs of a table (TableScene has it)."""

    thinking: Any
    version: int
    session: Any
    animate: bool
    ai_pause: float

    @property
    def held(self) -> bool: ...

    def play(self, action: Any) -> None: ...
    def legal_move(self, result: Any) -> Any: ...
    def _think(self, level: str) -> Any: ...


class ComputerTurn:
    """`ComputerTurn(table)`: `drive(step)` each frame while the computer is to move;
    `cancel()` drops its move waiting to be played (the table cancels the search)."""

    def __init__(self, table: Thinker) -> None:
        self.table = table
        self.version = -1
        """The table's version the search running was started for."""
        self.wait = 0.0
        """Seconds (scaled) waited since the table stopped holding the game up."""
        self.choice: tuple[Any] | None = None
        """The computer's move once its search is done (played after a short pause)."""

    def cancel(self) -> None:
        self.choice = None

    def collect(self) -> tuple[bool, Any]:
        """(done, the computer's legal move or None). A failed search, or a move not
        legal here, falls back to the first legal move: the game never stops."""
        table = self.table
        try:
            result = table.thinking.result()
        except Exception as exc:  # a crashed worker must not end the game
            log.warning("AI search failed (%s): playing the first legal move", exc)
            legal = table.state.legal_actions()
            return True, legal[0] if legal else None
        if result is None:
            return False, None
        action = table.legal_move(result)
        if action is None:
            log.warning("AI chose %r, not legal here: playing the first legal move", result)
            legal = table.state.legal_actions()
            action = legal[0] if legal else None
        return True, action

    def drive(self, step: float) -> None:
        """The computer's turn: its search started for the position shown, its move
        played once found, the animations done and a short pause (`step` is scaled by
        the animation speed)."""
        table = self.table
        if table.thinking is None or self.version != table.version:
            if table.thinking is not None:
                table.thinking.cancel()
            seat = table.session.current_seat
            table.thinking = table._think(seat.level if seat is not None else "normal")
            self.version = table.version
            self.wait = 0.0
            self.choice = None
        if table.held:
            self.wait = 0.0
            return
        self.wait += step
        if self.choice is None:
            done, action = self.collect()
            if not done:
                watch_computer(table, table.play)
                return
            self.choice = (action,)
        if table.animate and self.wait < table.ai_pause:
            return
        (action,), self.choice = self.choice, None
        table.thinking = None
        if action is not None:
            table.play(action)
