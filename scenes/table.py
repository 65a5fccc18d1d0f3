"""The skeleton every game's table shares (issue 15 §2): the pause menu, the rules, the
results, the keys every table answers (H hint, U undo, F1 rules, Esc/P menu, Space to
hurry), the undo rule, the hint, the computer's turn, the hand-off and the autosave
(GameSession.apply writes it at each turn's end).

A table (`TableScene` subclass) holds only what is its own: its board, its input and its
animations. It tells the skeleton what it is doing through a few hooks:

- `busy`: events are still being told (animations play);
- `play(action)`: plays a legal action for the seat to move;
- `hurry()`: Space while busy: every animation to its end;
- `let_go()`: Esc/P first lets go of what the player holds (a selection, an aim, a
  table's own screen); only when there is nothing to let go does the pause menu open;
- `after_undo()`: the state went back: the table sets its stage again;
- `ends_own_turn(action)`, `tell_after_turn(events)`, `turn_end_anchor(canvas)`: what
  the "End turn" confirm asks of the table (tableflow/turn_end.py, TurnEndHooks);
- `legal_move(result)`: a search's answer as one of the table's legal actions;
- `results_lines()`: the table's own notes on the results screen;
- `seat_colour(seat)`: the hand-off's colour for a seat (tables with `hands_off`);
- `pad_targets()`: the choices the seat to act may make now, where they are drawn, as
  `PadTarget`s (a rectangle, and what A does: a call, or a click at its middle); the
  skeleton moves a gamepad's focus among them, draws its ring and confirms with A
  (`handle_pad`); `pad_adjusting()`/`pad_adjust(step, fine)` for a value set with the
  triggers or the stick (Night's string);
- `phone_choices(seat)`, `phone_prompt(seat)`, `phone_notes(seat)`, `phone_sections(seat)`,
  `phone_cards()`, `phone_refusals(seat)` (why a card tapped is in no play),
  `phone_warnings(seat)` (the round's end in sight): what a seat's phone shows
  (scenes/phones.py), for a table whose game is played with "Phones"; `phone_turn()`:
  the choice now is a secret one, made on the phone (else the laptop takes that seat's
  public choices, `acting_seat`); `phone_side(a)`: an action its phone offers and
  takes; `phone_play(seat, a)`: what a phone's play does.

The hint is the hard computer's move for the seat to act, searched in the AI worker on
what that seat may know (ai_turn.HintJob); the skeleton keeps whether one is asked
(`hint_pending`) and the one found (`hint`); the table draws it on its board.

The skeleton is the conductor of a few rooms of its own (scenes/tableflow/), each given
the table: the computer's turn (computer.py), a gamepad's focus (gamepad.py), the
hand-off, whose cover tells what happened since the person's last turn (handoff_flow.py), the "End turn" confirm that lets
the move ending a person's turn be taken back (turn_end.py), the keys held on and the
routing of events to the hooks (keys.py), the top bar (top_bar.py), and the refusal a
prompt shows (refusal.py: `refuse`, `refusal`). The hooks above, and the
attributes the tables read (`thinking`, `hint`, `pad_focus`, `buttons`...), stay here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import pygame

from .ai_turn import HINT_LEVEL, HintJob, still_thinking, think, warm_up_worker
from .audio import game_music
from .handoff import human_seats
from .pads import PadPress, PadTarget
from .phone_turn import phone_undo_words, phone_undoes
from .scene import Scene, key_event
from .tableflow import hold_cue, keys, top_bar
from .tableflow.computer import ComputerTurn
from .tableflow.gamepad import PadDriver
from .tableflow.handoff_flow import HandoffFlow
from .tableflow.hint_keeper import HintKeeper
from .tableflow.history_keeper import HistoryKeeper
from .tableflow.hold_cue import CueHooks
from .tableflow.keys import HURRY_KEYS, PAUSE_KEYS
from .tableflow.phone_face import PhoneFace
from .tableflow.refusal import Refusals
from .tableflow.replay import replayed_events
from .tableflow.top_bar import TOP_BUTTONS, BarHooks
from .tableflow.turn_budget import BudgetedTurns
from .tableflow.turn_end import TurnEnd, TurnEndHooks
from .tableflow.undo_words import undo_stop_text, undone_text
from .widgets import Button

if TYPE_CHECKING:
    from ninjas.core.events import Event
    from ninjas.core.session import GameSession

    from .app import App
    from .since_turn import SinceLine

AI_PAUSE = 0.5
"""Seconds (at speed 1) the computer waits after the last animation before it moves."""
RESULTS_DELAY = 2.5
"""Seconds (at speed 1) the end of a game shows on the table before the results."""
__all__ = ["HURRY_KEYS", "PAUSE_KEYS", "TOP_BUTTONS", "TableScene"]


class TableState(Protocol):
    """What the skeleton asks of a game's state (ninjas.core.protocol.GameState)."""

    @property
    def current_player(self) -> int: ...

    @property
    def is_terminal(self) -> bool: ...

    def legal_actions(self) -> Sequence[Any]: ...


StateT = TypeVar("StateT", bound=TableState)


class TableScene(
    Refusals, PhoneFace, BudgetedTurns, TurnEndHooks, BarHooks, CueHooks, Scene, Generic[StateT]
):
    """`Table(app, session)`; `animate=False` plays every event at once and lets the
    computer move without its pause (tests, benchmarks)."""

    ai_salt = 0
    """Added to the seed of the computer's searches (a table's own habit, kept so the
    same game gives the same moves as before)."""
    hint_salt = 2
    hint_level = HINT_LEVEL
    """The computer whose move a hint shows (the hard one)."""
    results_delay = RESULTS_DELAY
    hands_off = True
    """Two or more people at one laptop are covered between turns (a game with hidden
    hands); Taisen shows everything and has no hand-off."""
    confirms_turn_end = True
    """A person's move that passes the turn waits for "End turn" (tableflow/turn_end.py,
    with the setting on); a guided game's does not."""
    thinks_before_turn_end = True  # the computer searches while End turn waits (computer.py)

    def __init__(
        self, app: App, session: GameSession, *, animate: bool = True, ai_pause: float = AI_PAUSE
    ) -> None:
        super().__init__(app)
        self.session = session
        self.animate = animate
        self.ai_pause = ai_pause
        self.time = 0.0
        self.version = 0
        """Bumped whenever the state changes (pending searches check it)."""
        self.mouse = (-1, -1)
        self.humans = human_seats(session)
        self.shown_seat: int | None = self.humans[0] if len(self.humans) == 1 else None
        """The seat whose hidden things the screen shows (None between two people)."""
        self.holder: int | None = self.shown_seat
        """The person last handed the laptop (hand-off): their turn coming again after
        only the computer's turns needs no hand-off, they never passed it on."""
        self.thinking: Any = None
        """The computer's search running for the position shown (its turn: `computer`)."""
        self.hint_job = HintJob(self.hint_level)
        self.hint: Any = None
        """The hint found for the position shown (None: none asked, or not yet)."""
        self.hint_keeper = HintKeeper()
        """The hint shown, kept in the game for the review (tableflow/hint_keeper.py)."""
        self.queue: list[Event] = []
        """Events waiting to be told one after the other (tell_queued)."""
        self.event_clock = 0.0
        self.buttons: dict[str, Any] = {}
        """The top bar's buttons (make_top_buttons), placed by the table."""
        self.handoff_open = False
        self.results_shown = False
        self.history = HistoryKeeper(self)
        """The game kept in the history when it ends (issue 34)."""
        self.over_time = 0.0
        self.lang = app.tr.lang
        """The language the table's texts were made in (follow_language)."""
        self.pad_focus: Hashable = None
        """The `ident` of the choice a pad's focus is on (None: the first one)."""
        self.pad_focus_at: tuple[int, int] | None = None
        """Where that choice was: once it is gone, the focus goes to the nearest."""
        self.phones: Any = None
        """The human seats' phones (scenes.phones.PhoneLink) when the game has them."""
        # the rooms (scenes/tableflow/), each given the table it serves
        self.computer = ComputerTurn(self)
        self.gamepad = PadDriver(self)
        self.handoff_flow = HandoffFlow(self)
        self.carried_keys = keys.CarriedKeys()
        self.turn_end = TurnEnd(self)

    # ------------------------------------------------------------------ hooks
    def language_changed(self) -> None:
        """The language changed mid-game (Settings): drop or remake the texts made in
        the old one (labels, cached lines and surfaces)."""

    def follow_language(self) -> None:
        """Called before a frame is drawn: once the language has changed, the table says
        again what it had said (language_changed), so no text of the old one is left."""
        if self.app.tr.lang != self.lang:
            self.lang = self.app.tr.lang
            self.language_changed()

    @property
    def busy(self) -> bool:
        """Events are still being told."""
        return False

    @property
    def held(self) -> bool:
        """The table waits for something before the game goes on (animations, a screen
        of its own to dismiss, a turn's "End turn"): the computer and the hand-off wait
        too."""
        return self.busy or self.turn_end.waiting

    @property
    def settled(self) -> bool:
        """Every animation of the last action is over, those that hold nothing up too:
        a hand-off waits for it (the next person sees the end of what was played)."""
        return not self.busy

    def play(self, action: Any) -> None:
        raise NotImplementedError

    def hurry(self) -> None:
        """Space while busy: every animation to its end."""

    def let_go(self) -> bool:
        """Esc/P: let go of what the player holds; False when there is nothing."""
        return False

    def replayed_events(
        self, opening: Callable[[Any], Iterable[Any]] | None = None
    ) -> Iterator[Any]:
        """The game's events so far, replayed from the session's seed and actions (a
        loaded or undone game's log is told again from them); `opening(state)` gives the
        events told before the first action, where a game has some."""
        return replayed_events(self.session, opening)

    def after_undo(self) -> None:
        """The state went back (undo): set the stage again."""

    def apply_action(self, action: Any) -> list[Event]:
        """Play `action` through the session (ValueError if illegal): a person's move
        that passes the turn waits for "End turn" when the confirm is on (turn_end)."""
        return self.session.apply(action, hold=self.turn_end.holds(action))

    def turn_confirmed(self) -> None:
        """End turn was confirmed: the next turn begins (its stage set, the person
        who played no longer shown); Taisen rolls its next dice here."""
        self.drop_shown_seat()
        self._refresh()

    def legal_move(self, result: Any) -> Any:
        """A search's answer as one of the legal actions here, or None."""
        text = str(result)
        return next((a for a in self.state.legal_actions() if str(a) == text), None)

    def results_lines(self) -> list[str]:
        """The table's own notes under the results' breakdown."""
        return []

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return (240, 200, 90)

    def seat_name(self, seat: int) -> str:
        from .registry import seat_name

        return seat_name(self.app, self.session.game, seat)

    # ------------------------------------------------------------------ phones
    def attach_phones(self, phones: Any) -> None:
        """The human seats play on phones: the screen shows only public things from now
        on (no seat's hand face up), and no hand-off covers it for them."""
        self.phones = phones
        self.shown_seat = None
        self._refresh()

    def phone_seat(self, seat: int) -> bool:
        return self.phones is not None and seat in self.phones.seats

    @property
    def acting_seat(self) -> int | None:
        """The seat whose choices the laptop takes now: the seat shown, or a seat with a
        phone whose choice now is public (phone_turn); None between people, or while
        a phone's seat makes a secret choice on its phone."""
        state = self.state
        if state.is_terminal:
            return None
        seat = int(state.current_player)
        if seat == self.shown_seat:
            return seat
        if self.phone_seat(seat) and not self.phone_turn():
            return seat
        return None

    @property
    def may_hint(self) -> bool:
        """H may ask a hint now: the person to act is at the laptop (never for a seat
        with a phone: the hint searches what that seat alone knows)."""
        return self.can_act and not self.phone_seat(self.state.current_player)

    def show_phone_codes(self) -> None:
        """F2: the QR codes again (a phone lost its page, a new phone)."""
        if self.phones is not None and self.app.top is self:
            from .phones import PhonesScene

            self.app.push(PhonesScene(self.app, self))

    # ------------------------------------------------------------------ properties
    @property
    def state(self) -> StateT:
        """The game's state now (the session's: undo and loading replace it)."""
        state: StateT = self.session.state
        return state

    @property
    def can_act(self) -> bool:
        """The person to move may choose now (their things shown, nothing to wait for)."""
        return (
            not self.state.is_terminal
            and not self.session.ai_to_move
            and not self.held
            and (not self.hands_off or self.acting_seat == self.state.current_player)
        )

    @property
    def computer_to_move(self) -> bool:
        """The computer is to move and may (not while a person's turn waits for its End
        turn: the table is still then, and need not be drawn at full rate)."""
        return self.session.ai_to_move and not self.turn_end.waiting

    @property
    def ai_thinking(self) -> bool:
        """A computer seat's search is running (for the frame bench and the indicator),
        not one started while a turn waits for End turn: nothing shows that one."""
        waiting = self.turn_end.waiting
        return not waiting and still_thinking(self.thinking, self.state, self.session.ai_to_move)

    @property
    def hint_pending(self) -> bool:
        """A hint was asked and its search still runs."""
        return bool(self.hint_job.thinking)

    # ------------------------------------------------------------------ scene hooks
    def on_enter(self) -> None:
        self.app.audio.start_music(game_music(self.session.game))  # each game its own
        if not self.app.demo:
            self.app.last_game = self.session.game  # the title selects it on return
        warm_up_worker()
        if self.phones is None and not self.app.demo and self.phone_seats():
            from .phones import start_with_phones

            start_with_phones(self.app, self)  # new codes over the table (old links refused)

    def phone_seats(self) -> list[int]:
        """The people of this game who play on a phone ("Phones" in the setup, kept in
        the save): a new game, a rematch or a loaded one opens their codes."""
        return [i for i, seat in enumerate(self.session.seats) if seat.phone and not seat.is_ai]

    def on_resume(self) -> None:
        """Another screen covered the table (a hand-off's cover, the menu, the rules): the
        releases of keys held then went to it, so no key is still waited for. Else a key
        pressed while the computer played, released over a cover, was dropped at its next
        press, the next person's too (newcomer R, s8 n16->n17: E did nothing)."""
        self.carried_keys.keys.clear()

    def on_exit(self) -> None:
        self.cancel_jobs()
        if self.phones is not None:  # the game closes: its phones' server with it
            self.phones.close()

    # ------------------------------------------------------------------ gamepads
    def pad_targets(self) -> list[PadTarget]:
        """The choices the seat to act may make now, where they were last drawn."""
        return []

    def pad_adjusting(self) -> bool:
        """Left and right set a value now (not move the focus): see pad_adjust."""
        return False

    def pad_adjust(self, step: int, fine: bool) -> None:
        """The triggers (`fine`), or left and right while pad_adjusting: a value one
        `step` (-1 or +1) down or up."""

    def pad_back(self) -> None:
        """B with nothing to let go of: what Backspace does (the choices made let go)."""
        self.handle_event(key_event(pygame.K_BACKSPACE))

    def handle_pad(self, press: PadPress) -> None:
        """A pad's press (scenes/tableflow/gamepad.py: Start the menu, A confirms...)."""
        self.gamepad.handle(press)

    def act_for(self, seat: int, action: Any) -> bool:
        """Play `action` for `seat` from an input of its own (a pad, a phone), if that
        seat may act now and the action is legal here; False otherwise."""
        return self.gamepad.act_for(seat, action)

    def pad_may_act(self, press: PadPress) -> bool:
        """This pad's seat may act now, and the screen shows what it chooses among."""
        return self.gamepad.may_act(press)

    def pad_index(self, targets: Sequence[PadTarget]) -> int:
        """The target the pad's focus is on (-1: none)."""
        return self.gamepad.index(targets)

    def pad_shows_focus(self) -> bool:
        """The pad's ring is drawn round the choice focused."""
        return self.gamepad.shows_focus()

    def draw_pad_focus(self, canvas: pygame.Surface) -> None:
        """Over the table, after it: a pad's focus, and the cue of a computer's last
        move held before the next cover (tableflow/hold_cue.py)."""
        self.gamepad.draw(canvas)
        hold_cue.draw(self, canvas)

    def check_pads(self) -> None:
        """A seat of this game whose pad was unplugged: the game waits for it."""
        self.gamepad.check_lost()

    # ------------------------------------------------------------------ since your last turn
    def describe(self, event: Any) -> list[tuple[int | None, str]]:
        """The log lines of an event: (None, public line) or (seat, that seat's own)."""
        return []

    def log_opening(self, state: Any) -> Iterable[Any]:
        """The events the log tells before the first action (Shinobi's deal)."""
        return ()

    def touches(self, event: Any, seat: int) -> bool:
        """The event, played by another seat, did something to `seat` (its line is lit
        in the "Since your last turn" panel)."""
        data = getattr(event, "data", {})
        return seat in (data.get("target"), data.get("victim"))

    def _refresh(self) -> None:
        """Redraw what depends on the seat shown (its hand, its secrets): each table
        has its own; called when the seat shown changes (a hand-off, the phones)."""

    def handoff_ready_key(self, seat: int) -> str | None:
        """The hand-off's button words for `seat` (a text key), when the table says what
        it will show them; None: the cover's own words."""
        return None

    def tells_touches_now(self) -> bool:
        """One person against the computer, whose turn has come: is this a moment to
        tell them what the computer did to them since their own last move (a token
        stolen or knocked off, an injury)? Tables whose log stays in sight need not."""
        return False

    def show_since_last_turn(self, seat: int, only_if_touched: bool = False) -> None:
        """One person against the computer (tells_touches_now): what was done to them
        since their own last move, told inside the table, never as a screen to close;
        a table whose log stays in sight has nothing more to say (Night has a panel)."""

    def handoff_story(self, seat: int) -> list[SinceLine]:
        """What the hand-off's cover tells before `seat`'s turn: the public lines of what
        happened since its own last move (scenes/handoff_story.py)."""
        return self.handoff_flow.story(seat)

    def handoff_digest(self, seat: int) -> list[SinceLine]:
        """The same story one line a player, shown first on the cover (story_digest.py)."""
        return self.handoff_flow.story(seat, digest=True)

    # ------------------------------------------------------------------ the computer
    def _seed(self, salt: int = 0, actions: int | None = None) -> int:
        count = len(self.session.actions) if actions is None else actions  # (or ahead)
        return (self.session.seed * 1_000_003 + count * 7919 + salt) % 2**31

    def _think(self, level: str) -> Any:
        # a decision after the computer's own move: the short deadline (turn in 4 s)
        chained = self.computer.chained()
        return think(level, self._seed(self.ai_salt), self.state, chained=chained)

    # ------------------------------------------------------------------ the hint
    def request_hint(self) -> None:
        """H: the hard computer's move for the seat to act, shown on the board once its
        search (in the AI worker, on what this seat may know) is done."""
        if not self.may_hint or self.hint is not None:
            return
        self.hint_job.request(self.state, self._seed(self.hint_salt), self.version)

    def poll_hint(self) -> Any:
        """The hint for the position shown, once found (each frame)."""
        self.hint = self.hint_job.poll(self.version, self.hint_move)
        return self.hint

    def keep_hint(self) -> None:
        """The hint shown to the seat to act, kept for the review (HintKeeper)."""
        self.hint_keeper.keep(self)

    def hint_move(self, result: Any) -> Any:
        """The hint search's answer as a legal action here (the table may show it in its
        panel as it finds it: Dojo sets the number of ninjas to summon)."""
        return self.legal_move(result)

    def cancel_jobs(self) -> None:
        if self.thinking is not None:
            self.thinking.cancel()
        self.thinking = None
        self.computer.cancel()
        self.hint_job.cancel()
        self.hint = None

    # ------------------------------------------------------------------ undo
    def can_undo(self, by_phone: bool = False) -> bool:
        """The same rule for every game (GameSession.can_undo): one step of this
        person's back, never into another person's turn, never past anything hidden;
        never while the computer plays (the button looked enabled during its turn).
        From the laptop (not `by_phone`), never a step of a seat playing on its phone:
        that seat's owner takes it back there (phone_turn.phone_undoes)."""
        session = self.session
        if (self.state.is_terminal or session.ai_to_move) and not self.turn_end.waiting:
            return False
        if not by_phone and phone_undoes(self) is not None:
            return False
        return session.can_undo()

    def undo(self, by_phone: bool = False) -> None:
        if not self.can_undo(by_phone):  # say why, the same at the four tables
            why = None if by_phone else phone_undo_words(self)
            why = why or undo_stop_text(self)
            if why is not None:
                self.tell(why)
            return
        self.cancel_jobs()
        if not self.session.undo():
            return
        self.turn_end.held = []  # a turn taken back tells nothing more
        self.over_time = 0.0
        self.results_shown = False
        self.after_undo()
        self.app.audio.play("click")
        # one step a press (issue 33): say which, so that a press is never a guess
        said = undone_text(self)
        if said is not None:
            self.tell(said)

    # ------------------------------------------------------------------ other screens
    def open_pause(self) -> None:
        from .pause import PauseScene

        self.app.push(PauseScene(self.app, self.session))

    def open_rules(self) -> None:
        from .rules_at import rules_for

        self.app.push(rules_for(self.app, self.session.game, self.state))

    @property
    def viewing_board(self) -> bool:
        """The game is over and its results were shown: the player came back from them
        ("View board") to look at the final position. Esc, R and the top bar's button
        (it reads "Results") go back to them."""
        return self.state.is_terminal and self.results_shown

    def menu_pressed(self) -> None:
        """The top bar's Menu button: the pause menu, or the results once they were
        shown (see viewing_board)."""
        if self.viewing_board:
            self.show_results()
        else:
            self.open_pause()

    def show_results(self) -> None:
        """The shared results screen (its breakdown tells the scores), once the end has
        been shown on the table, and the move that ended it confirmed (End turn)."""
        over = self.state.is_terminal and not self.turn_end.waiting  # its last move confirmed
        if not over or self.busy or self.app.top is not self:
            return
        from .results import ResultsScene

        self.results_shown = True
        self.history.keep()
        self.app.push(ResultsScene(self.app, self.session, self.results_lines()))

    def open_handoff(self) -> None:
        """Cover the table until the person to move says it is them."""
        self.handoff_flow.open()

    def stage_outdated(self) -> bool:
        """Have actions been played or taken back under the table (an undo, a load) since
        it last looked? Its jobs are then cancelled, and it must set its stage again."""
        if len(self.session.actions) == self._seen_actions:
            return False
        self.cancel_jobs()
        return True

    def begin_refresh(self) -> None:
        """The first steps of every table's refresh after a change of the state: its
        drawings made stale (version), the actions seen, no hand left shown."""
        self.version += 1
        self._seen_actions = len(self.session.actions)
        self.drop_shown_seat()

    def drop_shown_seat(self) -> None:
        """After a change of turn: never leave one person's hand face up for the next."""
        state = self.state
        if self.turn_end.waiting:  # the person whose turn waits to end still looks
            return
        if len(self.humans) >= 2 and (state.is_terminal or state.current_player != self.shown_seat):
            self.shown_seat = None

    # ------------------------------------------------------------------ each frame
    def advance_game(self, step: float) -> None:
        """The game goes on by itself: the hint polled, the results once the end is
        shown, the computer's turn, or the hand-off to the next person. `step` is the
        frame's seconds times the animation speed."""
        if self.phones is not None:
            self.phones.poll()
        self.poll_hint()
        self.keep_hint()
        if self.turn_end.waiting:  # the game's last move too: no results until "End turn"
            if self.session.ai_to_move:  # nothing of the next turn shows until "End turn"
                self.computer.prepare()
        elif self.state.is_terminal:
            if not self.held:
                self.over_time += step
                if not self.results_shown and (
                    not self.animate or self.over_time >= self.results_delay
                ):
                    self.show_results()
        elif self.session.ai_to_move:
            self.computer.drive(step)
        else:
            self.handoff_flow.due()
        self.handoff_flow.touches_if_due()  # the computer may have just played

    def tell_queued(
        self, step: float, seconds: dict[str, float], default: float, tell: Callable[[Event], None]
    ) -> None:
        """The queued events told one after the other, each `seconds[kind]` (else
        `default`) after the one before, as the clock (`step`, scaled) runs."""
        if not self.queue:
            self.event_clock = 0.0
            return
        self.event_clock -= step
        while self.queue and self.event_clock <= 0:
            event = self.queue.pop(0)
            tell(event)
            self.event_clock += self.seconds_of(event, seconds.get(event.kind, default))

    # ------------------------------------------------------------------ keys
    def table_key(self, key: int) -> bool:
        """The keys every table answers alike; True when `key` was one of them."""
        if self.viewing_board and key in (*PAUSE_KEYS, pygame.K_r):
            self.show_results()  # the game is over: back to its results
        elif key in PAUSE_KEYS:
            if not self.let_go():
                self.open_pause()
        elif key == pygame.K_F1:
            self.open_rules()
        elif key == pygame.K_u:
            self.undo()
        elif key == pygame.K_h:
            self.request_hint()
        elif key == pygame.K_F2 and self.phones is not None:
            self.show_phone_codes()
        elif key in HURRY_KEYS and self.busy:
            self.hurry()
        else:
            return False
        return True

    # ------------------------------------------------------------------ top bar
    def make_top_buttons(self) -> dict[str, Button]:
        """Hint, Undo and Menu (placed by the table)."""
        return top_bar.make_buttons(self)

    @property
    def covered(self) -> bool:
        """A screen of the table's own covers it (Shinobi's Jigoku, scores, ranking)."""
        return False

    def shown_buttons(self) -> list[str]:
        """The top-bar buttons drawn (and pressed) now (tableflow/top_bar.py)."""
        return top_bar.shown(self)

    def draw_top_buttons(self, canvas: pygame.Surface) -> None:
        for name in self.shown_buttons():
            self.buttons[name].draw(canvas)

    def left_press(self, event: pygame.event.Event) -> bool:
        """A left-button press the table is to answer: the pointer moves to it; False
        for any other event, or when a top-bar button took it."""
        return keys.left_press(self, event)

    def key_carried(self, event: pygame.event.Event) -> bool:
        """Is this a key press to drop: a key held down since the person could not act
        (tableflow/keys.py; pygame sends no repeats)? Every table asks it first of each
        event."""
        return self.carried_keys.drops(event, self.can_act, self.state.is_terminal)

    def route_event(self, event: pygame.event.Event) -> None:
        """One event, handed to the table's hooks the same way on every table that takes
        them (on_key, on_pointer, on_press, on_right_press, on_wheel, on_release)."""
        keys.route_event(self, event)

    def on_key(self, key: int) -> None:
        """A key pressed (route_event); the shared keys by default."""
        self.table_key(key)

    def on_pointer(self, event: pygame.event.Event) -> None:
        """The pointer moved (self.mouse is already where it went)."""

    def on_press(self, pos: tuple[int, int]) -> None:
        """A left press on the table (not on a top-bar button)."""

    def on_right_press(self) -> None:
        """A right press: lets go of what was picked."""

    def on_wheel(self, y: int) -> None:
        """The wheel turned (y > 0: away from the player)."""

    def on_release(self, pos: tuple[int, int]) -> None:
        """The left button released on the table (not on a top-bar button)."""

    def update_top_buttons(self, buttons: dict[str, Any], dt: float) -> None:
        """Which buttons may be pressed now, and which one the pointer is on."""
        top_bar.update(self, buttons, dt)
