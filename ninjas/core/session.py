"""A game in progress: who sits where, the state, the action log, undo and autosave.

Headless, so scenes, tools and tests share it. A session saves as seed + actions.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .events import Event
from .paths import saves_dir, storage_problem
from .protocol import TERMINAL
from .rng import random_seed
from .saves import SaveError, SaveGame, apply_saved, refusal, set_aside, start_state, write_save

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.json"


@dataclass(frozen=True)
class Seat:
    """`kind` "human" or "ai"; `level` one of ninjas.ai.AGENT_NAMES for an AI."""

    kind: str = "human"
    level: str = "normal"

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, raw: Any) -> Seat:
        if not isinstance(raw, dict):
            return cls()
        kind = raw.get("kind", "human")
        level = raw.get("level", "normal")
        return cls(kind if kind in ("human", "ai") else "human", str(level))


def reveals_hidden(event: Event) -> bool:
    """The event shows someone a card (or anything) that was hidden: a draw into a
    hand, a corrupt card, a peek (games mark these with `private` or `reveals`)."""
    return bool(event.data.get("reveals") or event.data.get("private"))


@dataclass
class GameSession:
    game: str
    seed: int
    options: dict[str, Any]
    seats: list[Seat]
    state: Any
    actions: list[str] = field(default_factory=list)
    autosave_path: Path | None = None
    _snapshots: list[tuple[int, Any]] = field(default_factory=list)
    """(number of actions, state clone) at the start of each human turn, for undo."""
    save_problem: str | None = None
    """Why the game is not being autosaved (the disk's own words), or None when it is."""
    moved_aside: Path | None = None
    """Where a refused save that stood at the autosave path was moved, if one was."""
    _autosave_checked: bool = False

    @classmethod
    def new(
        cls,
        game: str,
        seats: list[Seat],
        seed: int | None = None,
        options: dict[str, Any] | None = None,
        autosave: bool = True,
    ) -> GameSession:
        from ninjas.games import get_game

        seed = random_seed() if seed is None else seed
        options = dict(options or {})
        state = get_game(game).new_game(seed=seed, options=options)
        session = cls(game, seed, options, list(seats), state)
        session._set_autosave(autosave)
        session._mark_turn_start()
        return session

    def _set_autosave(self, autosave: bool) -> None:
        if not autosave:
            return
        problem = storage_problem()
        if problem is not None:
            self.save_problem = problem[1]
            return
        self.autosave_path = saves_dir() / AUTOSAVE_NAME

    @classmethod
    def from_save(cls, save: SaveGame, autosave: bool = True) -> GameSession:
        """Replays the save (SaveError if it does not replay), move by move through
        apply(), so that Undo can go back as far as in the game that was saved."""
        start = start_state(save)
        seats = [Seat.from_json(s) for s in save.seats] or [Seat(), Seat("ai", "normal")]
        if len(seats) != start.num_players:
            raise SaveError("corrupt", f"{len(seats)} seats for a {start.num_players}-player game")
        session = cls(save.game, save.seed, dict(save.options), seats, start)
        session._mark_turn_start()
        for index, text in enumerate(save.actions):
            apply_saved(session.apply, index, text)  # no autosave yet: switched on below
        session._set_autosave(autosave)
        return session

    # ------------------------------------------------------------------ queries
    @property
    def current_seat(self) -> Seat | None:
        player = self.state.current_player
        return None if player == TERMINAL else self.seats[player]

    @property
    def ai_to_move(self) -> bool:
        seat = self.current_seat
        return seat is not None and seat.is_ai

    @property
    def has_human(self) -> bool:
        return any(not s.is_ai for s in self.seats)

    def can_undo(self) -> bool:
        """Undo is offered against the AI: back to the start of the current (or last)
        human turn, when some action was played since, but never back past an event
        that revealed hidden information (see reveals_hidden)."""
        if not self._snapshots or all(not s.is_ai for s in self.seats):
            return False
        return self._snapshots[-1][0] < len(self.actions) or len(self._snapshots) > 1

    # ------------------------------------------------------------------ changes
    def apply(self, action: Any) -> list[Event]:
        """Play an action (or its text); ValueError if illegal. Autosaves at turn ends."""
        player = self.state.current_player
        events: list[Event] = self.state.apply(action)
        self.actions.append(str(action))
        if any(reveals_hidden(event) for event in events):
            # Undo never goes back past hidden information shown to anyone: only to here.
            self._snapshots.clear()
            self._mark_turn_start()
        if self.state.current_player != player:
            self._mark_turn_start()
            self.autosave()
        return events

    def _mark_turn_start(self) -> None:
        seat = self.current_seat
        if seat is not None and not seat.is_ai:
            if not self._snapshots or self._snapshots[-1][0] != len(self.actions):
                self._snapshots.append((len(self.actions), self.state.clone()))

    def undo(self) -> bool:
        """Back to the start of the current human turn (or, if nothing was played in
        it yet, of the previous human turn). The dice stay as they were rolled."""
        if not self.can_undo():
            return False
        count, _ = self._snapshots[-1]
        if count == len(self.actions) and len(self._snapshots) > 1:
            self._snapshots.pop()
        count, snapshot = self._snapshots[-1]
        self.state = snapshot.clone()
        del self.actions[count:]
        self.autosave()
        return True

    def to_save(self) -> SaveGame:
        return SaveGame(
            game=self.game,
            seed=self.seed,
            options=dict(self.options),
            actions=list(self.actions),
            seats=[s.to_json() for s in self.seats],
        )

    def save(self, path: Path) -> None:
        write_save(path, self.to_save())

    def autosave(self) -> None:
        """Write the autosave. A refused save found at its path (damaged, or from a newer
        version) is first moved aside, never overwritten; a failed write is kept in
        `save_problem` for the table to show, and logged once."""
        path = self.autosave_path
        if path is None:
            return
        if not self._autosave_checked:
            self._autosave_checked = True
            refused = refusal(path)
            if refused is not None:
                self.moved_aside = set_aside(path, refused.code)
                if self.moved_aside is None:
                    self.autosave_path = None
                    self.save_problem = f"{path.name}: {refused.code}"
                    return
        try:
            self.save(path)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            if self.save_problem != reason:
                log.warning("autosave failed: %s", exc)
            self.save_problem = reason
            return
        if self.save_problem is not None:
            log.info("autosave works again")
        self.save_problem = None

    def rematch(self) -> GameSession:
        """Same seats and options, a new seed."""
        return GameSession.new(
            self.game,
            self.seats,
            None,
            self.options,
            autosave=self.autosave_path is not None or self.save_problem is not None,
        )
