"""The computer's turn at a table: its search started for the position shown (in the AI
worker) as soon as it is known, while the last moves still animate (and while a
person's move that passed the turn waits for their End turn), its answer collected, and
its move played once the animations are over and a short pause has passed. The table keeps the search itself (`thinking`: the frame bench,
the wait screen and the tables' "thinking" indicators read it)."""

from __future__ import annotations

import logging
from typing import Any, Protocol

from ninjas.core.saves import position_digest

from ..ai_turn import think, watch_computer
from ..table_protocol import TableParts
from .turn_budget import TurnClock

log = logging.getLogger(__name__)

CHAINED_PAUSE = 0.1
"""Seconds (at speed 1) a computer waits, once the table is still, before an action that
goes on with its own turn (Taisen's next die, Dojo's next step of a walk, Shinobi's
power after a placing): each action's own animation shows what it did, and the table's
longer `ai_pause` comes only when the computer's turn begins. With the full pause before
every action its turns took 6-17 s (issue 33 asks at most 4 s). A table may have its own
(`chained_pause`: Dojo's walks, many short steps)."""


def played_count(table: Any) -> int:
    """The number of actions played in the table's game (0 for a session that keeps none)."""
    return len(getattr(table.session, "actions", ()))


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
    def turn_reserve(self, seat: int) -> float: ...


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
        self.played: tuple[int, int] | None = None
        """(seat, number of actions after it) of the computer's last action played here."""
        self.early: int | None = None
        """The number of actions played when the search running was started while a
        person's turn waited for its End turn (None: it was not)."""
        self.ahead: tuple[str, Any] | None = None
        """(digest of the position after the computer's chosen move, the search for its
        next decision there): started as soon as the move is chosen (`look_ahead`)."""
        self.clock = TurnClock()
        """The time the computer's turn has taken: each action's animations are fitted
        to what its budget leaves (turn_budget.py)."""

    def cancel(self) -> None:
        self.choice = None
        self.drop_ahead()

    def drop_ahead(self) -> None:
        if self.ahead is not None:
            self.ahead[1].cancel()
        self.ahead = None

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
        if table.thinking is not None and self.early == played_count(table):
            self.version = table.version  # started while the turn waited: the same position
        self.early = None
        if table.thinking is None or self.version != table.version:
            self.start()
        if self.choice is None:
            done, action = self.collect()
            if done:
                self.choice = (action,)
                self.look_ahead(action)
        if not table.held and not self.chained():  # the table still: its turn begins
            self.clock.begin((table.state.current_player, played_count(table)))
        self.clock.tick(step, thinking=self.choice is None and not table.held)
        if table.held:
            self.wait = 0.0
            return
        self.wait += step
        if self.choice is None:
            watch_computer(table, table.play)
            return
        if table.animate and self.wait < self.pause():
            return
        (action,), self.choice = self.choice, None
        table.thinking = None
        if action is not None:
            seat = table.state.current_player
            table.play(action)
            self.played = (seat, played_count(table))
            fit = getattr(table, "fit_turn", None)  # (BudgetedTurns: not a test's table)
            if fit is not None:
                fit(self.clock.room(table.turn_reserve(seat)))

    def start(self) -> None:
        """The computer's search for the position shown (a search running is dropped):
        the one `look_ahead` started for it, if the position is the one foreseen."""
        table = self.table
        if table.thinking is not None:
            table.thinking.cancel()
        ahead, self.ahead = self.ahead, None
        if ahead is not None and ahead[0] == position_digest(table.state):
            table.thinking = ahead[1]
        else:
            if ahead is not None:
                ahead[1].cancel()
            seat = table.session.current_seat
            table.thinking = table._think(seat.level if seat is not None else "normal")
        self.version = table.version
        self.wait = 0.0
        self.choice = None

    def prepare(self) -> None:
        """Each frame while a person's move that passed the turn to the computer waits
        for their End turn: the computer's search starts on the position it will play
        from, so that the person's moment of reading and pressing End turn hides it
        (a hard Shinobi decision is about 0.4 s; issue 33 asks a whole computer turn in
        4 s). Nothing of it shows (the table's `ai_thinking` stays False) and its answer
        waits for the End turn; Undo cancels it (TableScene.cancel_jobs). Not at a
        table whose End turn changes the position (`thinks_before_turn_end`: Taisen
        rolls the next dice then)."""
        table = self.table
        if not getattr(table, "thinks_before_turn_end", True):
            return
        count = played_count(table)
        if table.thinking is not None and self.early == count:
            return
        self.start()
        self.early = count

    def look_ahead(self, action: Any) -> None:
        """The computer's move is chosen and waits for the table (the last animation,
        the pause): when its turn goes on after it (Shinobi's placing, then its power's
        choices, then its discard), the search for its next decision starts now, on the
        position the move will make, with the seed the table will give it (the same
        choice as searched after the move). Its answer is used only if the table then
        shows that very position (`start`). The AI worker would otherwise wait idle
        while the move plays: a hard Shinobi decision of 0.4 s (1-2 s on a busy machine)
        then showed as the table waited for it (issue 33: 4 s a whole turn). Not at a
        table whose searches are its own (a guided game's script, a test's)."""
        table = self.table
        if action is None or self.ahead is not None or not self.searches_ahead():
            return
        state = table.state.clone()
        seat = state.current_player
        try:
            state.apply(action)
        except Exception as exc:  # a move only the session can play: no look-ahead
            log.info("no look-ahead after %r: %s", action, exc)
            return
        if state.is_terminal or state.current_player != seat:
            return  # the next decision is another seat's, after its own turn's moves
        level = table.session.current_seat.level
        seed = table._seed(table.ai_salt, played_count(table) + 1)
        self.ahead = (position_digest(state), think(level, seed, state, chained=True))

    def searches_ahead(self) -> bool:
        """The table's searches are TableScene's own (`ai_turn.think`), not replaced."""
        table = self.table
        think_of = getattr(type(table), "_think", None)  # by name: the table imports us
        return "_think" not in vars(table) and getattr(think_of, "__qualname__", "") == (
            "TableScene._think"
        )

    def pause(self) -> float:
        """The pause before the computer's next action (scaled seconds): CHAINED_PAUSE
        when its own last action was the last one played and it is still to move."""
        table = self.table
        if self.chained():
            return min(table.ai_pause, getattr(table, "chained_pause", CHAINED_PAUSE))
        return table.ai_pause

    def goes_on_through(self, before: int) -> None:
        """The table has just played for a person an action that was no choice of theirs
        (Dojo: a lone defender's one card, laid for them), the game's actions `before`
        it: if the computer's own action was the last one, its turn goes on through it,
        as the person saw it, its clock counting on and its next action after the short
        pause (a Dojo turn of a walk and two battles took 6 s: each card laid for the
        person began its budget again)."""
        if self.played is not None and self.played[1] == before:
            self.played = (self.played[0], played_count(self.table))

    def chained(self) -> bool:
        """The computer's own last action was the last one played and it is still to
        move: its turn goes on."""
        seat, count = self.played or (None, -1)
        return seat == self.table.state.current_player and count == played_count(self.table)
