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
- `legal_move(result)`: a search's answer as one of the table's legal actions;
- `results_lines()`: the table's own notes on the results screen;
- `seat_colour(seat)`: the hand-off's colour for a seat (tables with `hands_off`);
- `pad_targets()`: the choices the seat to act may make now, where they are drawn, as
  `PadTarget`s (a rectangle, and what A does: a call, or a click at its middle); the
  skeleton moves a gamepad's focus among them, draws its ring and confirms with A
  (`handle_pad`); `pad_adjusting()`/`pad_adjust(step, fine)` for a value set with the
  triggers or the stick (Night's string);
- `phone_choices(seat)`, `phone_prompt(seat)`, `phone_notes(seat)`, `phone_sections(seat)`,
  `phone_cards()`: what a seat's phone shows (scenes/phones.py), for a table whose game
  is played with "Phones"; `phone_turn()`: the choice now is a secret one, made on the
  phone (else the laptop takes that seat's public choices, `acting_seat`); `phone_side(a)`:
  an action its phone offers and takes; `phone_play(seat, a)`: what a phone's play does.

The hint is the hard computer's move for the seat to act, searched in the AI worker on
what that seat may know (ai_turn.HintJob); the skeleton keeps whether one is asked
(`hint_pending`) and the one found (`hint`); the table draws it on its board.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import pygame

from .ai_turn import HINT_LEVEL, HintJob, still_thinking, think, warm_up_worker, watch_computer
from .audio import game_music
from .handoff import hand_over, human_seats, needs_handoff
from .pads import (
    DIRECTIONS,
    PadLostScene,
    PadPress,
    PadTarget,
    draw_pad_ring,
    step_focus,
)
from .save_notice import draw_save_notice
from .scene import Scene, key_event
from .widgets import Button, draw_hint

if TYPE_CHECKING:
    from ninjas.core.events import Event
    from ninjas.core.session import GameSession

    from .app import App

log = logging.getLogger(__name__)

PAUSE_KEYS = (pygame.K_ESCAPE, pygame.K_p)
HURRY_KEYS = (pygame.K_SPACE,)
AI_PAUSE = 0.5
"""Seconds (at speed 1) the computer waits after the last animation before it moves."""
RESULTS_DELAY = 2.5
"""Seconds (at speed 1) the end of a game shows on the table before the results."""
TOP_BUTTONS = ("hint", "undo", "menu")
"""The top bar's buttons every table has, with the words `taisen.button.<name>`."""


class TableState(Protocol):
    """What the skeleton asks of a game's state (ninjas.core.protocol.GameState)."""

    @property
    def current_player(self) -> int: ...

    @property
    def is_terminal(self) -> bool: ...

    def legal_actions(self) -> Sequence[Any]: ...


StateT = TypeVar("StateT", bound=TableState)


class TableScene(Scene, Generic[StateT]):
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
        self.thinking_version = -1
        self._touches_told = -1
        """The number of actions played when the lone person was last told what was done
        to them (tell_touches_if_due)."""
        self.ai_wait = 0.0
        self.ai_choice: Any = None
        """The computer's move once its search is done (played after a short pause)."""
        self.hint_job = HintJob(self.hint_level)
        self.hint: Any = None
        """The hint found for the position shown (None: none asked, or not yet)."""
        self.queue: list[Event] = []
        """Events waiting to be told one after the other (tell_queued)."""
        self.event_clock = 0.0
        self.buttons: dict[str, Any] = {}
        """The top bar's buttons (make_top_buttons), placed by the table."""
        self.handoff_open = False
        self.results_shown = False
        self.over_time = 0.0
        self.lang = app.tr.lang
        """The language the table's texts were made in (follow_language)."""
        self.pad_focus: Hashable = None
        """The `ident` of the choice a pad's focus is on (None: the first one)."""
        self.pad_focus_at: tuple[int, int] | None = None
        """Where that choice was: once it is gone, the focus goes to the nearest."""
        self.phones: Any = None
        """The human seats' phones (scenes.phones.PhoneLink) when the game has them."""
        self.carried_keys: set[int] = set()
        """Keys pressed while the person could not act (the computer playing, events
        being told) and not released since: held on, they never act on the next turn."""

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
        of its own to dismiss): the computer and the hand-off wait too."""
        return self.busy

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
        from ninjas.games import get_rules

        session = self.session
        state = get_rules(session.game).new_game(seed=session.seed, options=session.options)
        if opening is not None:
            yield from opening(state)
        for action in session.actions:
            yield from state.apply(action)

    def after_undo(self) -> None:
        """The state went back (undo): set the stage again."""

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

    def phone_choices(self, seat: int) -> list[dict[str, Any]]:
        """The choices `seat`'s phone offers while it is to move: each legal action's
        text, its words, and the ids of the seat's own cards it uses."""
        return [
            {"action": str(a), "label": str(a), "cards": []}
            for a in self.state.legal_actions()
            if self.phone_side(a)
        ]

    def phone_prompt(self, seat: int) -> str:
        """What `seat`'s phone says above its choices: the game over, the seat waiting
        for another (phone_waiting), or what its turn asks (phone_turn_prompt)."""
        state = self.state
        if state.is_terminal:
            return self.app.tr(f"{self.session.game}.prompt.over")
        if state.current_player != seat:
            return self.phone_waiting(seat)
        return self.phone_turn_prompt(seat)

    def phone_waiting(self, seat: int) -> str:
        """What `seat`'s phone says while another seat is to move."""
        name = self.seat_name(self.state.current_player)
        return self.app.tr(f"{self.session.game}.waiting", name=name)

    def phone_turn_prompt(self, seat: int) -> str:
        """What `seat`'s phone says on its own turn."""
        return self.app.tr("phone.on_screen")

    def phone_notes(self, seat: int) -> list[str]:
        """What `seat` knows that the screen does not show, in words (from its view)."""
        return []

    def phone_cards(self) -> dict[str, dict[str, Any]]:
        """How the phone page draws each card id (public: the game's card list)."""
        return {}

    def phone_sections(self, seat: int) -> list[dict[str, Any]]:
        """What `seat` holds and knows, as titled rows of pictures the phone page draws
        (each item: its picture's file, its name, a value): from view(seat) alone."""
        return []

    def phone_turn(self) -> bool:
        """The seat to move makes a secret choice now: a seat with a phone makes it
        there, and the laptop waits. Otherwise (a public choice: Night's throws, Dojo's
        walks) the laptop takes that seat's choices, showing only what everyone sees."""
        return True

    def phone_side(self, action: Any) -> bool:
        """`action` is one a seat's phone offers and takes (its words, or the choice,
        need what only that seat knows)."""
        return True

    def phone_play(self, seat: int, action: Any) -> None:
        """`seat`'s phone sent `action` (legal, phone-side, its turn): played."""
        self.play(action)

    def phone_key(self) -> Hashable:
        """Anything of the table's own whose change the phones are told of."""
        return None

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
    def ai_thinking(self) -> bool:
        """A computer seat's search is running (for the frame bench and the indicator)."""
        return still_thinking(self.thinking, self.state, self.session.ai_to_move)

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

    def pad_seat(self, press: PadPress) -> int | None:
        """The seat a pad's press acts for: the seat holding the pad; a pad no seat holds
        acts for the person to move only when no seat of this game holds one (one pad
        shared like the keyboard)."""
        if press.seat is not None:
            return press.seat if press.seat in self.humans else None
        if any(self.app.pads.pad_of(seat) is not None for seat in self.humans):
            return None
        state = self.state
        if state.is_terminal or state.current_player not in self.humans:
            return None
        return int(state.current_player)

    def seat_may_act(self, seat: int | None) -> bool:
        """`seat` may make a choice now from an input of its own (its pad; a phone
        would ask the same): it is a person's seat, its turn, and nothing is waited
        for (the computer, animations, a screen of the table's own)."""
        state = self.state
        return (
            seat is not None
            and seat in self.humans
            and not state.is_terminal
            and state.current_player == seat
            and not self.session.ai_to_move
            and not self.held
        )

    def act_for(self, seat: int, action: Any) -> bool:
        """Play `action` for `seat` from an input of its own, if that seat may act now
        and the action is legal here (the text of one of the legal actions); False
        otherwise, and nothing happens."""
        if not self.seat_may_act(seat):
            return False
        move = self.legal_move(action)
        if move is None:
            return False
        self.play(move)
        return True

    def pad_may_act(self, press: PadPress) -> bool:
        """This pad's seat may act now, and the screen shows what it chooses among
        (its hand, after a hand-off)."""
        return self.can_act and self.seat_may_act(self.pad_seat(press))

    def pad_index(self, targets: Sequence[PadTarget]) -> int:
        """The target the focus is on (kept by its ident; else the nearest to where it
        was; else the first)."""
        if not targets:
            return -1
        for index, target in enumerate(targets):
            if target.ident == self.pad_focus:
                return index
        index = 0
        if self.pad_focus_at is not None:
            x, y = self.pad_focus_at
            index = min(
                range(len(targets)),
                key=lambda i: (
                    (targets[i].rect.centerx - x) ** 2 + (targets[i].rect.centery - y) ** 2
                ),
            )
        self.pad_focus = targets[index].ident
        self.pad_focus_at = targets[index].rect.center
        return index

    def pad_focus_on(self, target: PadTarget) -> None:
        """The focus moves to `target`; the pointer goes there too (what it would do
        shows, as under the mouse)."""
        self.pad_focus = target.ident
        self.pad_focus_at = target.rect.center
        motion = {"pos": target.rect.center, "rel": (0, 0), "buttons": (0, 0, 0)}
        self.handle_event(pygame.event.Event(pygame.MOUSEMOTION, motion))

    def pad_click(self, pos: tuple[int, int]) -> None:
        """A left click at `pos`, as the mouse gives it."""
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.handle_event(pygame.event.Event(kind, {"pos": pos, "button": 1}))

    def handle_pad(self, press: PadPress) -> None:
        """Start is the menu and Back the rules (any pad); A and B close a screen of the
        table's own and hurry the animations; everything else only from the pad of the
        seat to act, when it may act: the D-pad or stick moves among its choices, A
        confirms, B lets go, X is the hint, Y undo, LB/RB turn a list's page, the
        triggers set a value."""
        command = press.command
        if command == "start":
            self.open_pause()
            return
        if command == "back":
            self.open_rules()
            return
        if self.covered:
            key = {"a": pygame.K_RETURN, "b": pygame.K_ESCAPE}.get(command)
            if key is not None:
                self.handle_event(key_event(key))
            return
        if self.busy:
            if command in ("a", "b"):
                self.hurry()
            return
        if self.state.is_terminal:
            if command == "a":
                self.show_results()
            return
        if not self.pad_may_act(press):
            return
        if command == "x":
            self.request_hint()
        elif command == "y":
            self.undo()
        elif command == "b":
            if not self.let_go():
                self.pad_back()
        elif command in ("lb", "rb"):
            self.handle_event(key_event(pygame.K_PAGEUP if command == "lb" else pygame.K_PAGEDOWN))
        elif command in ("lt", "rt"):
            self.pad_adjust(-1 if command == "lt" else 1, True)
        elif command in ("left", "right") and self.pad_adjusting():
            self.pad_adjust(-1 if command == "left" else 1, False)
        elif command in DIRECTIONS:
            targets = self.pad_targets()
            index = step_focus(targets, self.pad_index(targets), DIRECTIONS[command])
            if index >= 0:
                self.pad_focus_on(targets[index])
        elif command == "a":
            targets = self.pad_targets()
            index = self.pad_index(targets)
            if index >= 0:
                target = targets[index]
                if target.action is not None:
                    target.action()
                else:
                    self.pad_click(target.rect.center)

    def pad_shows_focus(self) -> bool:
        """The ring is drawn: a pad was used last, the table is on top and uncovered,
        and the person to act holds a pad (or no seat does: the one shared pad)."""
        if not self.app.pads.in_use or self.app.top is not self or self.covered:
            return False
        if not self.can_act:
            return False
        seat = self.state.current_player
        held = [self.app.pads.pad_of(s) is not None for s in self.humans]
        return self.app.pads.pad_of(seat) is not None or not any(held)

    def pad_hint(self) -> str:
        """The pad's buttons, for the strip at the bottom while a pad is in use."""
        return self.app.tr("pads.hint.adjust" if self.pad_adjusting() else "pads.hint")

    def draw_pad_focus(self, canvas: pygame.Surface) -> None:
        """The pad's buttons over the keys' line at the bottom while a pad is in use,
        and its ring round the choice focused when the person to act holds it."""
        if self.app.pads.in_use and self.app.top is self and not self.covered:
            draw_hint(canvas, self.pad_hint())
        if not self.pad_shows_focus():
            return
        targets = self.pad_targets()
        index = self.pad_index(targets)
        if index >= 0:
            name = self.seat_name(self.state.current_player) if len(self.humans) > 1 else ""
            draw_pad_ring(canvas, targets[index].rect, self.time, name)

    def check_pads(self) -> None:
        """A seat of this game whose pad was unplugged: the game waits for it, over
        everything (PadLostScene names the seat, and goes when a pad comes back)."""
        lost = [seat for seat in self.humans if seat in self.app.pads.lost]
        if not lost:
            return
        open_scene = next((s for s in self.app.stack if isinstance(s, PadLostScene)), None)
        if open_scene is None:
            self.app.push(PadLostScene(self.app, self.seat_name, lost))
        else:
            open_scene.seats = sorted(set(open_scene.seats) | set(lost))

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

    def tell_touches_if_due(self) -> None:
        """The lone person's turn has come, at a moment tells_touches_now likes: what
        the computer did to them since their own last move, in the "Since your last
        turn" panel (shown after every hand-off when two people play), once per
        position; nothing when nothing touched them."""
        count = len(self.session.actions)
        if (
            len(self.humans) != 1
            or self._touches_told == count
            or not self.tells_touches_now()
            or self.phones is not None
            or not self.can_act
            or not self.settled
            or self.app.top is not self
        ):
            return
        self._touches_told = count
        self.show_since_last_turn(self.humans[0], only_if_touched=True)

    def show_since_last_turn(self, seat: int, only_if_touched: bool = False) -> None:
        """After a hand-off's reveal: what happened since `seat`'s own last move, as its
        own log tells it (scenes/since_turn.py); nothing when nothing is to tell."""
        from .since_turn import SinceTurnScene, since_last_turn

        if self.state.is_terminal or not self.hands_off:
            return
        try:
            lines = since_last_turn(self, seat)
        except Exception as exc:  # a summary is never worth a crash
            log.warning("The story since the last turn could not be told: %s", exc)
            return
        if lines and (not only_if_touched or any(line.touched for line in lines)):
            self.app.push(
                SinceTurnScene(
                    self.app, self.seat_name(seat), lines, seat=seat, colour=self.seat_colour(seat)
                )
            )

    # ------------------------------------------------------------------ the computer
    def _seed(self, salt: int = 0) -> int:
        return (self.session.seed * 1_000_003 + len(self.session.actions) * 7919 + salt) % 2**31

    def _think(self, level: str) -> Any:
        return think(level, self._seed(self.ai_salt), self.state)

    def _collect(self) -> tuple[bool, Any]:
        """(done, the computer's legal move or None). A failed search, or a move not
        legal here, falls back to the first legal move: the game never stops."""
        try:
            result = self.thinking.result()
        except Exception as exc:  # a crashed worker must not end the game
            log.warning("AI search failed (%s): playing the first legal move", exc)
            legal = self.state.legal_actions()
            return True, legal[0] if legal else None
        if result is None:
            return False, None
        action = self.legal_move(result)
        if action is None:
            log.warning("AI chose %r, not legal here: playing the first legal move", result)
            legal = self.state.legal_actions()
            action = legal[0] if legal else None
        return True, action

    def drive_ai(self, step: float) -> None:
        """The computer's turn: its search started for the position shown, its move
        played once found, the animations done and a short pause (`step` is scaled by
        the animation speed)."""
        if self.thinking is None or self.thinking_version != self.version:
            if self.thinking is not None:
                self.thinking.cancel()
            seat = self.session.current_seat
            self.thinking = self._think(seat.level if seat is not None else "normal")
            self.thinking_version = self.version
            self.ai_wait = 0.0
            self.ai_choice = None
        if self.held:
            self.ai_wait = 0.0
            return
        self.ai_wait += step
        if self.ai_choice is None:
            done, action = self._collect()
            if not done:
                watch_computer(self, self.play)
                return
            self.ai_choice = (action,)
        if self.animate and self.ai_wait < self.ai_pause:
            return
        (action,), self.ai_choice = self.ai_choice, None
        self.thinking = None
        if action is not None:
            self.play(action)

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

    def hint_move(self, result: Any) -> Any:
        """The hint search's answer as a legal action here (the table may show it in its
        panel as it finds it: Dojo sets the number of ninjas to summon)."""
        return self.legal_move(result)

    def cancel_jobs(self) -> None:
        if self.thinking is not None:
            self.thinking.cancel()
        self.thinking = None
        self.ai_choice = None
        self.hint_job.cancel()
        self.hint = None

    # ------------------------------------------------------------------ undo
    def can_undo(self) -> bool:
        """The same rule for every game (GameSession.can_undo): back to the start of
        this person's turn, never into another person's, never past anything hidden;
        never while the computer plays (the button looked enabled during its turn)."""
        session = self.session
        return not self.state.is_terminal and not session.ai_to_move and session.can_undo()

    def undo(self) -> None:
        if not self.can_undo():
            return
        self.cancel_jobs()
        if not self.session.undo():
            return
        self.over_time = 0.0
        self.results_shown = False
        self.after_undo()
        self.app.audio.play("click")

    # ------------------------------------------------------------------ other screens
    def open_pause(self) -> None:
        from .pause import PauseScene

        self.app.push(PauseScene(self.app, self.session))

    def open_rules(self) -> None:
        from .rules_scene import RulesScene

        self.app.push(RulesScene(self.app, self.session.game))

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
        been shown on the table."""
        if not self.state.is_terminal or self.busy or self.app.top is not self:
            return
        from .results import ResultsScene

        self.results_shown = True
        self.app.push(ResultsScene(self.app, self.session, self.results_lines()))

    def hand_off_if_due(self) -> None:
        """Two people at the laptop: the table covered until the next one says it is
        them (nothing of the last one's hand shows meanwhile)."""
        if (
            self.hands_off
            and not self.held
            and self.settled
            and not self.handoff_open
            and needs_handoff(self.session, self.shown_seat)
            and not self.phone_seat(self.state.current_player)
            and self.app.top is self
        ):
            if self.state.current_player == self.holder:  # they still hold the laptop
                self.shown_seat = self.holder
                self._refresh()
                return
            self.open_handoff()

    def open_handoff(self) -> None:
        """Cover the table until the person to move says it is them."""
        seat = self.state.current_player
        hand_over(self, seat, self.seat_colour(seat))

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
        if self.state.is_terminal:
            if not self.held:
                self.over_time += step
                if not self.results_shown and (
                    not self.animate or self.over_time >= self.results_delay
                ):
                    self.show_results()
        elif self.session.ai_to_move:
            self.drive_ai(step)
        else:
            self.hand_off_if_due()
        self.tell_touches_if_due()  # the computer may have just played

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
            self.event_clock += seconds.get(event.kind, default)

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
        actions = {"hint": self.request_hint, "undo": self.undo, "menu": self.menu_pressed}

        def words(name: str) -> Callable[[], str]:  # app.tr asked at each frame: a
            if name == "menu":  # new one per language
                return lambda: self.app.tr(
                    "results.back" if self.viewing_board else "taisen.button.menu"
                )
            return lambda: self.app.tr(f"taisen.button.{name}")

        return {
            name: Button(self.app, (0, 0, 1, 1), words(name), actions[name], size=22)
            for name in TOP_BUTTONS
        }

    @property
    def covered(self) -> bool:
        """A screen of the table's own covers it (Shinobi's Jigoku, scores, ranking)."""
        return False

    def shown_buttons(self) -> list[str]:
        """The top-bar buttons drawn (and pressed) now, the same drawing order on every
        table: none while an overlay (pause, rules, a cover) or a screen of the table's
        own lies over it, so they never show through; only Menu where nobody plays."""
        if self.covered or (self in self.app.stack and self.app.top is not self):
            return []
        if not self.humans or self.app.demo:
            return [name for name in self.buttons if name == "menu"]
        return list(self.buttons)

    def draw_top_buttons(self, canvas: pygame.Surface) -> None:
        for name in self.shown_buttons():
            self.buttons[name].draw(canvas)

    def draw_not_saved(
        self, canvas: pygame.Surface, midtop: tuple[int, int], width: int | None = None
    ) -> pygame.Rect | None:
        """'Not saved' and why (scenes.save_notice), where the table puts it, the same
        on the four tables: never over the top bar's buttons shown."""
        shown = [self.buttons[name].rect for name in self.shown_buttons()]
        return draw_save_notice(self.app, canvas, self.session, midtop, width, shown)

    def buttons_take(self, event: pygame.event.Event) -> bool:
        """A press or release on a top-bar button shown, given to it (True if taken)."""
        return any(self.buttons[name].handle_event(event) for name in self.shown_buttons())

    def left_press(self, event: pygame.event.Event) -> bool:
        """A left-button press the table is to answer: the pointer moves to it; False
        for any other event, or when a top-bar button took it."""
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1:
            return False
        self.mouse = getattr(event, "pos", self.mouse)
        return not self.buttons_take(event)

    def key_carried(self, event: pygame.event.Event) -> bool:
        """Is this a key press to drop: one repeated by a key held down since the person
        could not act (holding Enter through the computer's battles rolled the person's
        die once their turn came), or a repeat the system made (`repeat`)? Every table
        asks it first of each event; a key let go, or the window left, forgets it."""
        kind = event.type
        if kind == pygame.KEYUP:
            self.carried_keys.discard(getattr(event, "key", None))  # type: ignore[arg-type]
            return False
        if kind in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):
            self.carried_keys.clear()
            return False
        if kind != pygame.KEYDOWN:
            return False
        key = event.key
        if getattr(event, "repeat", False) or key in self.carried_keys:
            return True
        if not self.can_act and not self.state.is_terminal:
            self.carried_keys.add(key)  # this press itself goes on (Esc, F1, Space...)
        return False

    def route_event(self, event: pygame.event.Event) -> None:
        """One event, handed to the table's hooks the same way on every table that takes
        them: a key to on_key; a move of the pointer (self.mouse follows it) to
        on_pointer; a left press the top bar did not take to on_press; a right press to
        on_right_press; the wheel to on_wheel; a release to the top bar and (the left
        button) to on_release."""
        if self.key_carried(event):
            return
        kind = event.type
        if kind == pygame.KEYDOWN:
            self.on_key(event.key)
        elif kind == pygame.MOUSEMOTION:
            self.mouse = getattr(event, "pos", self.mouse)
            self.on_pointer(event)
        elif self.left_press(event):
            self.on_press(self.mouse)
        elif kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 3:
            self.on_right_press()
        elif kind == pygame.MOUSEWHEEL:
            self.on_wheel(int(getattr(event, "y", 0)))
        elif kind == pygame.MOUSEBUTTONUP:
            self.mouse = getattr(event, "pos", self.mouse)
            self.buttons_take(event)
            if getattr(event, "button", 1) == 1:
                self.on_release(self.mouse)  # a drag ends wherever it is let go

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
        if "undo" in buttons:
            buttons["undo"].enabled = self.can_undo()
        if "hint" in buttons:
            buttons["hint"].enabled = self.may_hint and not self.hint_pending
        for button in buttons.values():
            button.hovered = button.rect.collidepoint(self.mouse)
            update = getattr(button, "update", None)
            if callable(update):
                update(dt)
