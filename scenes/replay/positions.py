"""The record's positions as the replay reaches them (issue 33/34: a replay built every
position again from the game's start, about a third of a second a position in Dojo, a
player holding Right or dragging the timeline paid it at each one).

`Positions(save, names)` keeps the game stepped to the last position asked, a copy of it
every few actions (checkpoints, at most about CHECKPOINTS of them), and each action's
events: the next position is the one before with ONE action applied, a jump back starts
from the checkpoint before it. Seed + actions replay a game exactly, and each position is
stepped the way a rebuild from the start steps it (a session's apply for the session,
the rules' apply for the log's events), so what a table is given is the same
(tests/scenes/test_replay_stepped.py compares them at every position of each game).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from ninjas.core import hints_shown
from ninjas.core.events import Event
from ninjas.core.saves import SaveGame, apply_saved
from ninjas.games import get_rules

from .watch import WatchSession, watch_session

CHECKPOINTS = 64
"""About how many copies of the game are kept, however long it is."""
EVERY = 8
"""A copy every this many actions at the least (a short game keeps one every 8)."""


class Positions:
    """The positions of one record's game, stepped (see the module)."""

    fit_extra = ""
    """A move whose site Dojo's board is fitted to as well (the review's better move:
    dojo_fit.fit_sites)."""

    def __init__(self, save: SaveGame, names: Sequence[str | None] = ()) -> None:
        self.save = save
        self.total = len(save.actions)
        self.every = max(EVERY, -(-self.total // CHECKPOINTS))
        cursor = watch_session(save, 0, names)
        cursor.positions = self
        cursor.sealed = False  # stepped here only: the tables get sealed copies
        self._cursor = cursor
        self._checkpoints: dict[int, WatchSession] = {0: _copy(cursor)}
        rules = get_rules(save.game)
        self._start = rules.new_game(seed=save.seed, options=dict(save.options))
        """The rules' state before any action (the log's openings are told from it)."""
        self._told = self._start.clone()
        self._events: list[list[Event]] = []
        """Each action's events, as the rules' own apply gives them (the log's)."""
        self._actors: list[int] = []
        """The seat that played each action."""
        self.kept: dict[str, Any] = {}
        """What a game's tables keep across the positions, by name (Dojo's log as told
        by a position: scenes/dojo/told_log.py)."""

    @property
    def checkpoints(self) -> int:
        return len(self._checkpoints)

    def session(self, upto: int) -> WatchSession:
        """A sealed session of the game after its first `upto` actions, its own (a table
        may draw from its state, as Taisen's rolls its dice when its moves are asked)."""
        upto = max(0, min(self.total, upto))
        cursor = self._cursor
        here = len(cursor.actions)
        if here > upto or (upto - here > self.every and self._before(upto) > here):
            cursor = self._cursor = _copy(self._checkpoints[self._before(upto)])
            cursor.sealed = False
        for index in range(len(cursor.actions), upto):
            apply_saved(cursor.apply, index, self.save.actions[index])
            if (index + 1) % self.every == 0:
                self._checkpoints.setdefault(index + 1, _copy(cursor))
        twin = _copy(cursor)
        twin.sealed = True
        return twin

    def _before(self, upto: int) -> int:
        """The checkpoint nearest before `upto` (0, the start, at least)."""
        return max(index for index in self._checkpoints if index <= upto)

    def _tell(self, upto: int) -> None:
        """Each action's events up to `upto`, by the rules' apply (once each)."""
        actions = self.save.actions
        for index in range(len(self._events), min(upto, self.total)):
            self._actors.append(int(self._told.current_player))
            # copied as they are now: an event the log reads after later actions must
            # say what it said as it happened (as a rebuild's log reads it at once)
            self._events.append(copy.deepcopy(list(self._told.apply(actions[index]))))

    def events(
        self, upto: int, opening: Callable[[Any], Iterable[Any]] | None = None
    ) -> Iterator[Any]:
        """The game's events after `upto` actions, as tableflow.replay.replayed_events
        gives them: `opening(state)`'s from the state before the first action, then each
        action's."""
        self._tell(upto)
        if opening is not None:
            yield from opening(self._start.clone())
        for index in range(upto):
            yield from self._events[index]

    def last_step(self, upto: int) -> tuple[list[Event], int]:
        """The events of the action that reached the position after `upto` actions, and
        the seat that played it (none and seat 0 at the start)."""
        if upto <= 0:
            return [], 0
        self._tell(upto)
        return list(self._events[upto - 1]), self._actors[upto - 1]


def _copy(session: WatchSession) -> WatchSession:
    """A session of its own at the same position: its state cloned (the rules' own
    copy, the one undo trusts), its lists copied; undo's snapshots are clones that are
    never changed in place, so they are shared."""
    twin = copy.copy(session)
    twin.state = session.state.clone()
    twin.options = dict(session.options)
    twin.seats = list(session.seats)
    twin.actions = list(session.actions)
    twin._snapshots = list(session._snapshots)
    twin._joined = set(session._joined)
    twin.hints = hints_shown.copy(session.hints)
    twin.undone = list(session.undone)
    twin._replayed = None
    twin._replayed_actions = []
    return twin
