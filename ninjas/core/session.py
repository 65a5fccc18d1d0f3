"""A game in progress: who sits where, the state, the action log, undo and autosave.

Headless, so scenes, tools and tests share it. A session saves as seed + actions.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import hints_shown
from .autosave import (
    AUTOSAVE_NAME,
    OFF_KEY,
    OFF_WRITE,
    AutosaveClaim,
    FileIdentity,
    claim_autosave,
    clear_the_way,
    file_identity,
    key_off,
)
from .events import Event
from .hints_shown import HintsShown
from .protocol import TERMINAL
from .rng import MAX_SEED, random_seed
from .saves import (
    SaveGame,
    apply_saved,
    check_position,
    check_seat_count,
    check_seat_kinds,
    position_digest,
    start_state,
    valid_seed,
    write_save,
)
from .seal import KeyUnreadable

log = logging.getLogger(__name__)

__all__ = ["AUTOSAVE_NAME", "GameSession", "Seat", "irreversible", "reveals_hidden"]


@dataclass(frozen=True)
class Seat:
    """`kind` "human" or "ai"; `level` one of ninjas.ai.AGENT_NAMES for an AI."""

    kind: str = "human"
    level: str = "normal"
    phone: bool = False
    """A person who plays on their phone ("Phones" in the setup): kept in the save, so
    that a game loaded opens its phones' codes again (new links, the old refused)."""
    name: str | None = None
    """The person's name chosen in the setup (a computer has none): kept in the save, so
    that the game's record names its people (ninjas.core.history) after a load too."""
    lay_shuffled: bool = False
    """A Dojo defender who asked the table to lay her cards shuffled ('Always lay my
    cards shuffled when I defend', scenes/dojo/auto_lay.py): kept in the save and its
    rematch, so a game reopened remembers it (E17, s16: it was forgotten on reload)."""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "level": self.level}
        if self.phone and not self.is_ai:
            out["phone"] = True
        if self.name and not self.is_ai:
            out["name"] = self.name
        if self.lay_shuffled and not self.is_ai:
            out["lay_shuffled"] = True
        return out

    @classmethod
    def from_json(cls, raw: Any) -> Seat:
        if not isinstance(raw, dict):
            return cls()
        kind = raw.get("kind", "human")
        level = raw.get("level", "normal")
        kind = kind if kind in ("human", "ai") else "human"
        name = raw.get("name")
        name = name if isinstance(name, str) and name and kind == "human" else None
        person = kind == "human"
        shuffled = raw.get("lay_shuffled") is True and person
        return cls(kind, str(level), raw.get("phone") is True and person, name, shuffled)


def reveals_hidden(event: Event) -> bool:
    """The event shows someone a card (or anything) that was hidden: a draw into a
    hand, a corrupt card, a peek, a die (games mark these with `private` or `reveals`)."""
    return bool(event.data.get("reveals") or event.data.get("private"))


def irreversible(game: str, event: Event) -> bool:
    """Undo may never go back past this event: it revealed something hidden
    (reveals_hidden) or its kind is one the game's rules module declares irreversible
    (`IRREVERSIBLE_EVENTS`: what becomes known by doing it, such as Ninja Night's
    throw, whose result tells the distance to the target)."""
    if reveals_hidden(event):
        return True
    from ninjas.games import get_rules

    kinds: frozenset[str] = getattr(get_rules(game), "IRREVERSIBLE_EVENTS", frozenset())
    return event.kind in kinds


def computer_stays(game: str, phase: Any) -> bool:
    """A computer's move played in `phase` (the state's `phase` before it) is one undo
    never goes back past: the game's rules module lists such phases (`COMPUTER_STAYS`:
    Ninja Night's plans and actions, which a person could otherwise see played, undo and
    choose again knowing them). The other games' computer moves end at a draw, a die or
    a card (a barrier anyway), or are public placings undo may take back."""
    from ninjas.games import get_rules

    phases: frozenset[str] = getattr(get_rules(game), "COMPUTER_STAYS", frozenset())
    return phase in phases


def reveal_kind(game: str, events: list[Event], drawn: bool) -> str:
    """What an action that undo may not go back past revealed, in the words the table
    uses (GameSession.undo_stop): a throw, plans, tokens turned up, dice, cards
    discarded at random (Shinobi's Rat, Nue), a card."""
    kinds = {event.kind for event in events}
    if "random_discard" in kinds:
        return "discards"
    if "throw" in kinds:
        return "throw"
    if "plans_revealed" in kinds:
        return "plans"
    if game == "night":
        return "tokens"
    if "rolled" in kinds or (game == "taisen" and drawn):
        return "dice"
    return "card"


def chance_state(state: Any) -> Any:
    """Where the state's own random generator stands (None for a game without one).
    When it moves, something random was drawn: dice, a shuffle."""
    getstate = getattr(getattr(state, "rng", None), "getstate", None)
    return getstate() if callable(getstate) else None


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
    """(number of actions, state clone) where undo may go back to, oldest first: the
    first is the floor (the last barrier, or the start of the turn of `_undo_seat`),
    then one before each action that person played since (see can_undo for the rule).
    One person's steps since the last reveal, so a few (tests/core/test_undo_steps.py)."""
    _undo_seat: int | None = None
    _chance: Any = field(default=None, repr=False)
    """chance_state() when last looked at: a change since is a draw not yet seen here."""
    save_problem: str | None = None
    """Why the game is not being autosaved, or None when it is: the detail of
    `save_off` (the disk's own words, or a refused save's code)."""
    save_off: str | None = None
    """Why saving is off, one of ninjas.core.autosave.OFF_CODES (None while it is on)."""
    moved_aside: Path | None = None
    """Where a refused save that stood at the autosave path was moved, if one was."""
    _replayed: Any = field(default=None, repr=False)
    """The position reached by applying the logged actions alone to a fresh game (no
    interface calls such as Taisen's early roll), kept up to date as the save's digest
    needs it; None after an undo (it is rebuilt)."""
    _replayed_actions: list[str] = field(default_factory=list, repr=False)
    """The actions applied to `_replayed`, in order."""
    moved_aside_code: str | None = None
    """Why that save was refused (a SaveError code)."""
    autosaved_actions: int | None = None
    """How many actions the last autosave written by this session holds (None: none yet)."""
    _written: FileIdentity | None = None
    """The autosave file as this session last wrote it (to notice another in its place)."""
    ending: int | None = None
    """The person whose turn-ending move waits for their "End turn" (apply with
    `hold`): the turn has passed in the state, but undo may still take the move back,
    and nothing of the next turn has been revealed. None when no turn waits."""
    undone: list[str] = field(default_factory=list)
    """The actions the last undo took back, in order: the person's step first, then
    the computer's replies to it, if any (the table says what was undone)."""
    hints: HintsShown = field(default_factory=dict)
    """The hints the table showed, by seat and position (ninjas.core.hints_shown), kept
    in the save for the review of that seat."""
    _stop: str | None = None
    """Why undo stops at the floor (see undo_stop): what the last barrier revealed
    ("tokens", "card", "dice", "throw", "plans"), "turn" when another person's turn
    lies before it, None at the game's start."""
    undone_steps: int = 1
    """How many of `undone` were the person's one gesture (a Dojo walk's steps, made
    with one click); the rest are the computer's replies."""
    _gesture: int | None = field(default=None, repr=False)
    """Inside one_gesture(): the number of actions when the gesture began."""
    _joined: set[int] = field(default_factory=set, repr=False)
    """The actions (by index) played in one gesture with the action before them: undo
    takes them back together (newcomer J, issue 33: a walk of three hexes made with one
    click took three presses of U, the first leaving the ninja one hex short). Only
    those after undo's floor: emptied with the snapshots (_new_floor), and kept in the
    save, so that a game loaded undoes as the one saved."""

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
        if not valid_seed(seed):
            raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED}, not {seed!r}")
        options = dict(options or {})
        state = get_game(game).new_game(seed=seed, options=options)
        session = cls(game, seed, options, list(seats), state)
        session._set_autosave(autosave)
        session._chance = chance_state(state)
        session._mark_turn_start()
        return session

    def _set_autosave(self, autosave: bool) -> None:
        """Claim the autosave (ninjas.core.autosave): a refused file in its place is
        moved aside now; when it cannot be claimed the game plays with saving off."""
        if not autosave:
            return
        self._take(claim_autosave())
        if self.autosave_path is not None:  # what stands there now was checked (or agreed to)
            self._written = file_identity(self.autosave_path)

    def _take(self, claim: AutosaveClaim) -> None:
        self.autosave_path = claim.path
        if claim.moved_aside is not None:
            self.moved_aside, self.moved_aside_code = claim.moved_aside, claim.refused
        if claim.off is not None:
            self.save_off, self.save_problem = claim.off, claim.detail

    @classmethod
    def from_save(cls, save: SaveGame, autosave: bool = True) -> GameSession:
        """Replays the save (SaveError if it does not replay, or not to the position it
        recorded), move by move through apply(), so that Undo can go back as far as in
        the game that was saved."""
        start = start_state(save)
        check_seat_kinds(save.seats)
        check_seat_count(save, start.num_players)
        seats = [Seat.from_json(s) for s in save.seats] or [
            Seat() if seat == 0 else Seat("ai", "normal") for seat in range(start.num_players)
        ]
        session = cls(save.game, save.seed, dict(save.options), seats, start)
        session._chance = chance_state(start)
        session._mark_turn_start()
        joined = set(save.joined)
        try:
            for index, text in enumerate(save.actions):
                # a move of the same gesture as the one before, as it was played, so
                # that undo takes a walk back whole after a load too
                session._gesture = index - 1 if index in joined else None
                apply_saved(session.apply, index, text)  # no autosave yet: switched on below
        finally:
            session._gesture = None
        check_position(save, session.state)
        session.hints = hints_shown.copy(save.hints)
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
        """The undo rule, the same for every game. Undo takes back the current person's
        last step (one die, one action), and step by step their earlier ones (across
        the computer's replies, taken back with the step before them), but never past:
        - another person's turn (hot-seat: the next person may neither take back the last
          one's play nor see the hand it was played from), nor, with two or more people
          at the table, from a computer's turn (whoever sits at the laptop then);
        - anything hidden or random that was revealed to anyone: an event the game marks
          (reveals_hidden: a draw, a corrupt card, a peek, a die), an event of a kind the
          game declares irreversible (irreversible: a Ninja Night throw, whose result
          tells the distance) or any draw from the state's own random generator, by the
          rules or by a table (Taisen's next dice);
        - a computer's move the game keeps (computer_stays: Ninja Night's secret plans
          and actions), so no one sees it played, undoes, and chooses again knowing it.
        A draw that opens a person's turn before they decide anything (Taisen's dice)
        is kept: undo goes back to just after it, so the dice stay as they were rolled."""
        self._notice_chance()
        if not self._snapshots:
            return False
        if self.ending is not None:  # the move that ended the turn waits for its confirm
            return True
        player = self.state.current_player
        if player != self._undo_seat:
            if player == TERMINAL or not self.seats[player].is_ai:
                return False
            if sum(not seat.is_ai for seat in self.seats) > 1:
                return False
        return self._snapshots[-1][0] < len(self.actions) or len(self._snapshots) > 1

    def undo_stop(self) -> str | None:
        """Why can_undo says no (None when it says yes), for the table to tell: "turn"
        (the step before is another person's turn, or it is not a person's turn now),
        what was revealed where undo stops ("tokens", "card", "discards", "dice",
        "throw", "plans"), a computer's move that stays ("computer_plan",
        "computer_move": computer_stays), or "nothing" (nothing played yet). The rule
        is can_undo's."""
        if self.can_undo():
            return None
        player = self.state.current_player
        if player != self._undo_seat and (player == TERMINAL or not self.seats[player].is_ai):
            return "turn" if self.actions else "nothing"
        people = sum(not seat.is_ai for seat in self.seats)
        if player != self._undo_seat and people > 1:  # a computer's turn after a person's
            return "turn" if self.actions else "nothing"
        return self._stop or "nothing"

    # ------------------------------------------------------------------ changes
    def apply(self, action: Any, hold: bool = False) -> list[Event]:
        """Play an action (or its text); ValueError if illegal. Autosaves at turn ends.

        `hold`: a person's move that passes the turn waits for their "End turn"
        (confirm_turn) with its undo kept (`ending`), unless it revealed something
        (then it could not be taken back anyway). The move that ends the game waits
        too (issue 33: the results come once it is confirmed), and is autosaved only
        then (ending_game). The state and the actions are the same either way: only
        where undo may go back to differs. A turn still waiting is confirmed first."""
        if self.ending is not None:
            self.confirm_turn()
        self._settle()
        player = self.state.current_player
        before = self._step_mark(player)
        phase = getattr(self.state, "phase", None)
        events: list[Event] = self.state.apply(action)
        joined = self._gesture is not None and len(self.actions) > self._gesture
        if before is not None and not joined:
            self._snapshots.append(before)
        if joined:
            self._joined.add(len(self.actions))
        self.actions.append(str(action))
        drawn = chance_state(self.state) != self._chance
        revealed = drawn or any(irreversible(self.game, event) for event in events)
        if revealed:
            self._chance = chance_state(self.state)
            self._barrier(reveal_kind(self.game, events, drawn))
        elif player != TERMINAL and self.seats[player].is_ai and computer_stays(self.game, phase):
            revealed = True  # the computer's move stays: no person's turn waits across it
            planned = any(event.kind == "planned" for event in events)
            self._barrier("computer_plan" if planned else "computer_move")
        if self.state.current_player != player:
            if hold and not revealed and self._holds(player):
                self.ending = player
            else:
                self._mark_turn_start()
            if not self.ending_game:  # a game's last move is saved once confirmed
                self.autosave()
        return events

    @contextmanager
    def one_gesture(self) -> Iterator[None]:
        """The actions applied inside are one gesture of the person's (a walk of several
        steps made with one click): one undo takes them all back, unless something
        revealed between them stops it there (a barrier is a barrier)."""
        self._gesture = len(self.actions)
        try:
            yield
        finally:
            self._gesture = None

    def _holds(self, player: int) -> bool:
        """May `player`'s move that just passed the turn (or ended the game) wait for
        their confirm: a person's, whose turn start undo keeps."""
        return player == self._undo_seat and bool(self._snapshots) and not self.seats[player].is_ai

    @property
    def ending_game(self) -> bool:
        """The move that ended the game waits for its "End turn": the game is not over
        for the table, the autosave or the history until it is confirmed."""
        return self.ending is not None and self.state.current_player == TERMINAL

    def confirm_turn(self) -> None:
        """End turn: the move that ended the turn is kept; the next turn begins (undo
        may no longer come back into the one that ended, as without `hold`). The
        game's last move is autosaved now, the game over."""
        if self.ending is None:
            return
        over = self.ending_game
        self.ending = None
        self._mark_turn_start()
        if over:
            self._new_floor()  # the game is over: nothing to take back
            self.autosave()

    def _settle(self) -> None:
        """Before an action is judged, the chance its position opens with is drawn and
        seen, as a table shows it (a game's optional `ensure_rolled()`: Taisen rolls a
        turn's dice when its moves are first asked for). So that roll is no barrier
        inside the turn, and a replayed game keeps the same undo as the one played."""
        roll = getattr(self.state, "ensure_rolled", None)
        if callable(roll) and not self.state.is_terminal:
            roll()
        self._notice_chance()

    def _notice_chance(self) -> None:
        """A draw made outside apply() (a table rolling the next turn's dice) is a
        barrier where it was seen."""
        now = chance_state(self.state)
        if now != self._chance:
            self._chance = now
            self._barrier("dice" if self.game == "taisen" else "card")

    def _barrier(self, why: str) -> None:
        """Something was revealed (`why`, see undo_stop): undo may come back to here,
        never further (a turn waiting for its "End turn" is over: its move can no
        longer be taken back)."""
        self.ending = None
        self._stop = why
        self._new_floor()
        self._mark_turn_start()

    def _new_floor(self) -> None:
        """Undo may no longer go back before now: its snapshots go, and the gestures
        played before, which no undo reaches any more (the set grew with every walk)."""
        self._snapshots.clear()
        self._joined.clear()

    def _mark_turn_start(self) -> None:
        player = self.state.current_player
        if player == TERMINAL or self.seats[player].is_ai:
            return
        if player != self._undo_seat:  # another person: nothing before them is theirs
            self._new_floor()
            self._stop = "turn" if self._undo_seat is not None else self._stop
            self._undo_seat = player
        if not self._snapshots or self._snapshots[-1][0] != len(self.actions):
            self._snapshots.append((len(self.actions), self.state.clone()))

    def _step_mark(self, player: int) -> tuple[int, Any] | None:
        """Where undo may come back to before `player` acts: their decision point, when
        it is a person's to whom undo belongs (another person's first step starts
        theirs: nothing before it is theirs). None when it is marked already, or is no
        person's (the computer's moves are undone with the person's step before them)."""
        if player == TERMINAL or self.seats[player].is_ai:
            return None
        if player != self._undo_seat:
            self._new_floor()
            self._stop = "turn" if self._undo_seat is not None else self._stop
            self._undo_seat = player
        if self._snapshots and self._snapshots[-1][0] == len(self.actions):
            return None
        return len(self.actions), self.state.clone()

    def undo(self) -> bool:
        """Back to before the current person's last step (and the computer's replies
        since, if any), within the rule of can_undo. `undone` keeps what it took back."""
        if not self.can_undo():
            return False
        count, _ = self._snapshots[-1]
        if count == len(self.actions) and len(self._snapshots) > 1:
            self._snapshots.pop()
        count, snapshot = self._snapshots[-1]
        self.ending = None  # the move that ended the turn (a step like any) is taken back
        self.state = snapshot.clone()
        self._chance = chance_state(self.state)
        self.undone = self.actions[count:]
        steps = 1
        while count + steps in self._joined:
            steps += 1
        self.undone_steps = min(steps, len(self.undone))
        self._joined = {index for index in self._joined if index < count}
        del self.actions[count:]
        hints_shown.trim(self.hints, count)  # the game may go another way from here
        self._replayed = None
        self.autosave()
        return True

    def to_save(self) -> SaveGame:
        return SaveGame(
            game=self.game,
            seed=self.seed,
            options=dict(self.options),
            actions=list(self.actions),
            seats=[s.to_json() for s in self.seats],
            digest=self.position_digest(),
            hints=hints_shown.copy(self.hints),
            joined=sorted(self._joined),
        )

    def note_hint(self, shown: list[str]) -> bool:
        """The table shows the seat to act the hint `shown` (its action, then the rest
        of its plan): kept for that seat at this position (the review takes a move the
        hint showed as the computer's own). True if it was new here."""
        seat = int(self.state.current_player)
        return hints_shown.note(self.hints, seat, len(self.actions), shown)

    def position_digest(self) -> str:
        """The digest (ninjas.core.saves.position_digest) of the position that replaying
        this game's save reaches: that of the logged actions applied to a fresh game,
        kept up to date move by move rather than replayed at every save. When the log
        is no longer an extension of what was applied (an undo, or any other change to
        `actions`), the replay starts again from the setup."""
        done = self._replayed_actions
        if self._replayed is None or self.actions[: len(done)] != done:
            from ninjas.games import get_game

            module = get_game(self.game)
            self._replayed = module.new_game(seed=self.seed, options=dict(self.options))
            done.clear()
        for text in self.actions[len(done) :]:
            self._replayed.apply(text)
            done.append(text)
        return position_digest(self._replayed)

    def save(self, path: Path) -> None:
        write_save(path, self.to_save())

    @property
    def saving(self) -> bool:
        """The game is being autosaved (its last autosave, if any, was written)."""
        return self.autosave_path is not None and self.save_off is None

    @property
    def autosaved(self) -> bool:
        """The autosave holds this game as it stood at its last turn's end."""
        return self.saving and self.autosaved_actions is not None

    def autosave(self) -> None:
        """Write the autosave (claimed when the session began). A file put in its place
        since this session last wrote it is looked at first: a refused one (unreadable,
        damaged) is moved aside, or saving goes off if it cannot be. A failed write is
        kept in `save_off`/`save_problem` for the table to show, and logged once. It is
        first written once someone has moved: a table only looked at (no action) leaves
        the autosave as it was."""
        path = self.autosave_path
        if path is None:
            return
        if not self.actions and self.autosaved_actions is None:
            return  # nobody has moved: nothing worth keeping, and the last game's save stays
        if self._written is None or file_identity(path) != self._written:
            self._take(clear_the_way(path))
            if self.autosave_path is None:
                return
        try:
            self.save(path)
        except KeyUnreadable as exc:  # damaged since the game began: never made again
            if self.save_off != OFF_KEY:
                log.warning("autosave off: %s", exc)
            self.save_off, self.save_problem = key_off(exc)
            return
        except OSError as exc:
            reason = exc.strerror or str(exc)
            if self.save_problem != reason:
                log.warning("autosave failed: %s", exc)
            self.save_off, self.save_problem = OFF_WRITE, reason
            return
        if self.save_problem is not None:
            log.info("autosave works again")
        self.save_off = self.save_problem = None
        self.autosaved_actions = len(self.actions)
        self._written = file_identity(path)

    def rematch(self) -> GameSession:
        """Same seats and options, a new seed."""
        return GameSession.new(
            self.game,
            self.seats,
            None,
            self.options,
            autosave=self.autosave_path is not None or self.save_off is not None,
        )
