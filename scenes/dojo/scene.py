"""The Dojo table ("Ninjas! Protect your Dojo"): the hex map, the movement roll and
walks, battles with face-down cards, summoning dice, the two decks as the clock.

The scene never decides a rule: every click becomes one of the state's actions (a
walk of several hexes becomes its steps, routes.py), played through the session, and
a refused click shows the state's own reason. Events are paced, logged and animated
one by one. Hidden cards: the defender's face-down row and the attacker's hand are
drawn face up only for the seat that owns them, while that seat is the one shown;
with two people at the laptop the hand-off screen covers the table between them.

This class is the conductor: it holds the game's flow (play, refusals, the legal
actions, what is chosen) and joins the rooms beside it, each named for what it holds:
layout.py (rects), board_view.py (the board's picture), map_layers.py (what is drawn
over it), hud.py (backdrop, top bar, status), prompt_panel.py, options_panel.py,
summoning.py, hex_note.py, tray_view.py, tray.py and tally.py (the battle),
log_panel.py and narrator.py (the log and the table's words), stage.py (the events as
they are told), turn_pace.py (a computer's turn within its budget), controls.py (keys
and pointer), pad_adapter.py and phone_adapter.py.

The table draws at the window's own pixel size (`native`): its rects come from
layout.py for the size drawn at, the board (BoardView) is kept per size, and lengths
are design px through theme.px. H asks the hard computer for a hint, worked out in
the AI worker from what the acting seat may know (scenes.ai_turn.HintJob).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event
from ninjas.dojo.forest_mode import fit_forest
from ninjas.dojo.hexgrid import Hex
from ninjas.dojo.rules import DojoAction, DojoState, IllegalAction

from .. import theme
from ..pads import PadTarget
from ..registry import person_name
from ..table import TableScene
from ..text_cache import TextCache
from ..widgets import draw_hint
from . import (
    art,
    battle_cover,
    blind_strike,
    dice_burst,
    end_hold,
    final_land,
    handoff_skip,
    hint_public,
    march_overlap,
    reveal_hold,
    turn_pace,
    won_summon,
)
from .board_view import BoardView
from .controls import CURSOR_PHASES, Controls
from .deck_warning import notice_place
from .footer import help_text
from .fresh_enter import FreshEnter
from .hex_note import HexNote
from .hint_plan import HintPlan
from .hud import Hud
from .layout import OPTIONS_TOP, TableLayout, TableLayouts
from .log_panel import DojoLog
from .map_layers import MapLayers
from .narrator import Narrator
from .options_panel import Option, OptionsPanel
from .pad_adapter import PadAdapter
from .phone_adapter import PhoneAdapter
from .prompt_panel import PromptPanel
from .replay_step import draw_step
from .routes import action_hex
from .stage import ROLL_OFF_SECONDS, SOUND_OF_EVENT, Stage
from .summon_hold import SummonHold
from .summon_roll import summon_stop
from .summoning import Summoning
from .their_turn import TheirTurn, draw_trail_numbers, draw_trails
from .tray import FLIP_SECONDS
from .tray_view import TrayView
from .turn_again import TurnAgain

if TYPE_CHECKING:
    from ninjas.core.session import GameSession

    from ..app import App

AI_PAUSE = 0.25
"""Seconds (at speed 1) a computer waits, once the table is still, before its turn's
first action (0.45 made its turns too long, issue 33)."""
RESULTS_DELAY = 2.2


class DojoScene(TableScene[DojoState]):
    """`DojoScene(app, session)`; `animate=False` plays events at once (tests)."""

    results_delay = RESULTS_DELAY
    draws_ahead = True
    """The table draws every picture a frame may need as it is made, so that no frame
    waits for one; a replay's watching table, made again at each step and drawn at
    once, draws those its frames need when they need them (replay/watch.py)."""
    walk_pause = 0.04
    """A computer's next step of its walk follows its last at once (tableflow/computer.py):
    a walk of 12 steps took 9 s (issue 33); its summoning's dice, with none (turn_pace)."""

    @property
    def chained_pause(self) -> float:
        return turn_pace.chained_pause(self.state, self.walk_pause)

    def turn_reserve(self, seat: int) -> float:
        return turn_pace.reserve(self.state, seat, self.walk_pause)

    def __init__(
        self, app: App, session: GameSession, *, animate: bool = True, ai_pause: float = AI_PAUSE
    ) -> None:
        super().__init__(app, session, animate=animate, ai_pause=ai_pause)
        # what is chosen: the rooms read it, input sets it, a new position clears it
        self.selected: Hex | None = None
        """The hex whose ninja walks (move phase) or throws (battle phase)."""
        self.undo_chose: Hex | None = None
        """The stack an undo chose (after_undo): a click on it keeps it chosen (after an
        undo, newcomers clicked the ninja then its target: the click let it go, and the
        target said "choose one of your ninjas first")."""
        self.forest_cost = 0
        """The cost the player prefers to pay to enter forest (0 or 1)."""
        self.picked: int | None = None
        """The attacker's card picked by key or click, waiting for its slot."""
        self.blind_seat: int | None = None  # one card, struck unseen (blind_strike)
        self.drag: int | None = None
        self.cursor: Hex | None = None  # the arrows' hex, until the mouse moves
        self.pace = 1.0
        """How many times quicker the action being shown plays (fit_turn)."""
        self.last_actor: int | None = None
        """The seat whose action the table is telling (its events, its animations)."""
        self.open_seat: int | None = None
        """The person at the laptop with the table in the open (handoff_skip.py)."""
        self.last_turn: int | None = None
        """Whose turn that action was played in (a battle's defender acts in the mover's)."""
        self._legal: list[DojoAction] = []
        self._legal_texts: set[str] = set()
        self._legal_key: tuple[int, int] | None = None
        self.wrap = TextCache().wrap
        # the rooms
        self._layouts = TableLayouts(self.state.board, self.board_room)
        # laid out for the window: the table is the top scene once pushed
        self.layout, self.view = self._layout_for(app.view_size)
        self._fitted = self._fit_key(self.layout.size)
        self.stage = Stage(self)
        self.narrator = Narrator(self)
        self.log_panel = DojoLog(self)
        self.summoning = Summoning(self)
        self.choices = OptionsPanel(self)
        self.prompt_panel = PromptPanel(self)
        self.note = HexNote(self)
        self.controls = Controls(self)
        self.map_layers = MapLayers(self)
        self.hud = Hud(self)
        self.tray_view = TrayView(self)
        self.pad_adapter = PadAdapter(self)
        self.phone_adapter = PhoneAdapter(self)
        self.hint_job.plan = True  # a hint is the whole move, or all the dice
        self.hint_plan = HintPlan(self)
        self.their_turn = TheirTurn(self)
        self.reveal = reveal_hold.RevealHold(self)  # a hot-seat round's cards read by both
        self.summon_hold = SummonHold(self)  # a person's summoning read before the computer
        self.end_hold = end_hold.EndHold(self)  # the computer's last move: the board kept
        self.turn_again = TurnAgain(self)  # the computer's walks seen again (T)
        self.fresh_enter = FreshEnter(self)
        self._planned: tuple[int, int] | None = None
        self._hint_followed: tuple[str, int] | None = None
        """The hint the choices' focus last followed (OptionsPanel.follow_hint)."""
        self.buttons = self.make_top_buttons()  # H: the hint, shown on the board
        for name, button in self.buttons.items():
            button.rect = pygame.Rect(self.layout.buttons[name])
        self._seen_actions = len(session.actions)
        if session.actions:
            self.log_panel.rebuild()
        self._refresh()
        self.stage.sync_tray()  # a game opened in the middle of a battle shows it
        size = self.layout.size
        with theme.scaled_for(size):  # fonts, texts and pictures ready before the first frame
            if self.draws_ahead:
                self.hud.draw_ahead()
            self.draw(pygame.Surface(size))  # (the log's room found: the first frame shows it)

    # ------------------------------------------------------------------ layout
    def _layout_for(self, size: tuple[int, int]) -> tuple[TableLayout, BoardView]:
        """The table's rects and board for a surface of `size`, kept (the last few).
        The board is fitted again once both Dojos stand (it fills the map)."""
        return self._layouts.get(self._fit_key(size))

    def _fit_key(self, size: tuple[int, int]) -> tuple[Any, ...]:
        """What the table's layout depends on: the size, and where the Dojos stand once
        both are placed."""
        dojos = tuple(self.state.dojos)
        return (size, dojos if None not in dojos else None)

    def _fit(self, size: tuple[int, int]) -> None:
        """Lay the table out for `size` when it is not already (the window was resized,
        or an overlay that draws on the 1280x720 canvas came or went), and fit the board
        again once both Dojos stand: rects, board, buttons and the panel's choices
        follow; what is chosen stays."""
        if self._fit_key(size) == self._fitted:
            return
        self.layout, self.view = self._layout_for(size)
        self._fitted = self._fit_key(size)
        for name, button in self.buttons.items():
            button.rect = pygame.Rect(self.layout.buttons[name])
        self.choices.build()

    def board_room(self, layout: TableLayout) -> pygame.Rect:
        """Where the board is fitted: the whole map (a guide keeps a strip of it)."""
        return layout.map

    @property
    def map_rect(self) -> pygame.Rect:
        return self.layout.map

    def layout_px(self, length: float) -> int:
        """A design length in the pixels of the table's layout now (its hit areas are
        worked out outside drawing too)."""
        return round(length * self.layout.scale)

    # ------------------------------------------------------------------ properties
    @property
    def busy(self) -> bool:
        return bool(self.queue) or self.stage.blocking or self.rolling_off or end_hold.holding(self)

    @property
    def rolling_off(self) -> bool:
        """The roll-off's dice still tumble: nobody (the computer neither) places a Dojo
        before they show who places first."""
        return (
            self.animate
            and self.state.phase == "dojo"
            and self.stage.roll_off_age < ROLL_OFF_SECONDS
        )

    @property
    def animating(self) -> bool:
        """Events, effects, the computer or the results to come (the water's four frames
        a second need no more than the app's idle rate)."""
        return (
            self.busy
            or self.computer_to_move
            or bool(self.stage.effects)
            or self.drag is not None
            or self.hint_pending
            or (self.state.is_terminal and not self.results_shown)
        )

    @property
    def viewer(self) -> int | None:
        """Whose secrets the screen shows: the shown seat's; while the table waits
        between people, nobody's (-1); with only the computer playing, all (None)."""
        if blind_strike.blind(self):  # one card struck in the open: nobody's shows
            return -1
        if self.shown_seat is not None:
            return self.shown_seat
        return -1 if self.humans else None

    def may_see(self, seat: int) -> bool:
        return self.viewer is None or self.viewer == seat

    @property
    def may_hint(self) -> bool:
        """No hint for a card nobody may see (blind_strike: it would search on it); a
        phone seat's where it knows nothing the other does not (hint_public.py)."""
        shown = super().may_hint or hint_public.may_hint_phone_seat(self)
        return shown and not blind_strike.blind(self)

    def seat_name(self, seat: int) -> str:
        """Who plays `seat`, in the log, the prompts and the top bar: a named person by
        their name ("Béa moves a ninja..."; issue 33: the table said only "Orange
        clan"), else the clan's name."""
        return person_name(self.session, seat) or self.clan_name(seat)

    def clan_name(self, seat: int) -> str:
        """The clan's own name (its Dojo is "the Orange clan's Dojo" whoever leads it)."""
        return self.app.tr(f"seat.dojo.{seat}")

    def telling_other(self) -> bool:
        """The table is still telling another seat's action (its events, its dice): the
        prompt and the choices wait for it."""
        actor = self.last_actor
        return self.busy and actor is not None and actor not in (self.shown_seat, self.acting_seat)

    @property
    def options(self) -> list[Option]:
        """The action panel's choices now (options_panel.py)."""
        return self.choices.options

    @property
    def log_lines(self) -> list[tuple[int | None, str]]:
        """The log: (None, public line) or (seat, that seat's own) (log_panel.py), as
        its events tell them, a walk's steps each (the panel shows the walk in one
        line): the phones' story follows these (DojoLog.told_lines)."""
        return self.log_panel.told_lines()

    def prompt(self) -> str:
        """What the table asks now, in words (prompt_panel.py)."""
        return self.prompt_panel.text()

    def lesson_hexes(self) -> list[Hex]:
        """Hexes a guide rings in gold on the board (none at a plain table)."""
        return []

    def language_changed(self) -> None:
        """Settings changed the language mid-game: the log and the choices are said
        again in it at once (they waited for the next action)."""
        self.log_panel.retell(sum(e.kind != "landed" for e in self.queue))  # (a beat: no line)
        self.choices.build()

    def lesson_step(self) -> tuple[Hex, Hex] | None:
        """The step a guide shows with a gold arrow (none at a plain table)."""
        return None

    # ------------------------------------------------------------------ scene hooks
    def on_resume(self) -> None:
        super().on_resume()  # held keys forgotten (TableScene.on_resume)
        # the pointer moved over the screen above unseen: no hex is pointed at until it
        # moves here (a hex's note stayed where the pointer had been)
        self.mouse = (-1, -1)
        if self.stage_outdated():
            self._reset_stage()

    def _reset_stage(self) -> None:
        """The state changed under the table (undo, a load): set everything again (its
        jobs are already cancelled: by undo, or by stage_outdated)."""
        self.queue.clear()
        self.stage.clear()
        end_hold.clear(self)
        self.log_panel.rebuild()
        self.stage.sync_tray()
        self._refresh()

    # ------------------------------------------------------------------ playing
    def _refresh(self) -> None:
        self.begin_refresh()
        state = self.state
        if state.phase not in ("move", "battle"):
            self.selected = None
        if state.phase not in CURSOR_PHASES:
            self.cursor = None
        if state.phase == "move" and state.transit is not None:
            self.selected = state.transit
        if self.selected is not None and state.phase == "battle":
            if self.selected not in state.throw_sources(state.mover):
                self.selected = None
        self.picked = None
        self.drag = None
        self.summoning.refresh()
        self.fresh_enter.refresh()
        self.stage.needs_sync = True
        self.choices.build()

    def play(self, action: DojoAction | str) -> None:
        """Play a legal action for the seat to move (ValueError if illegal)."""
        before = {h: list(c) for h, c in self.state.ninjas.items()}
        self.last_actor = self.state.current_player
        self.last_turn = self.state.mover
        forced = not self.session.ai_to_move and len(self.state.legal_actions()) == 1
        if not self.session.ai_to_move and not forced:  # a person acts: the clash was seen
            self.stage.last_clash = None
        count = len(self.session.actions)
        beats = self.stage.march.before(self, str(action))  # its last march's landing
        events = self.apply_action(action)
        end_hold.after_play(self, str(action).split()[0], self.last_actor)
        if forced:  # no choice of the person's: a computer's turn goes on through it
            self.computer.goes_on_through(count)
        self.refused = None
        if self.animate:
            if self.stage.board_ninjas is None and events:
                self.stage.board_ninjas = before  # the board follows the events as told
            self.queue.extend([*beats, *events])
            if forced and self.computer.chained():  # what it shows keeps within the budget
                seat = self.state.current_player  # (fitted once queued: it was fitted
                # before, on an empty queue, and the card laid held its 0.3 s and more)
                self.fit_turn(self.computer.clock.room(self.turn_reserve(seat)))
        else:
            for event in events:
                self._announce(event)
        self._refresh()
        if not self.animate:
            self.stage.sync_tray()

    def fit_turn(self, seconds: float) -> None:
        """The computer's action just queued holds the table `seconds` at most (its
        turn's budget, tableflow/turn_budget.py): it plays quicker, all of it alike (an
        action is most often one step, a walk's or a die's), never under a moving
        step's floor, a march's beat in what room is left (turn_pace.fit); the table's
        pace is back to 1 once it has been shown."""
        pace = turn_pace.fit(self, seconds)
        if pace is not None:
            self.pace = pace

    def turn_end_anchor(self, canvas: pygame.Surface) -> tuple[int, int] | None:
        """The End turn button in the action panel, where the choices stand (under
        the roll-off's dice while the Dojos are placed)."""
        action = self.layout.action
        return action.centerx, action.top + theme.px(OPTIONS_TOP + 125)

    def submit(self, action: str) -> bool:
        """Play `action` if the rules allow it, else say why (and the refused sound)."""
        reason = self.state.refusal_reason(action)
        if reason is not None:
            self.refuse(self.app.tr("dojo.refused", why=self.explain(reason)))
            return False
        self.play(action)
        return True

    def explain(self, reason: IllegalAction) -> str:
        """The rules' refusal in the player's language (the rules' English if no text)."""
        key = f"dojo.why.{reason.code}"
        if not self.app.tr.has(key):
            return str(reason)
        details = dict(reason.details)
        if "terrain" in details:
            details["terrain"] = self.app.tr(f"dojo.terrain.{details['terrain']}")
        return self.app.tr(key, **details)

    def legal(self) -> list[DojoAction]:
        """The state's legal actions, asked once per position (some are slow to list)."""
        key = (self.version, len(self.session.actions))
        if self._legal_key != key:
            self._legal = self.state.legal_actions()
            self._legal_texts = {str(a) for a in self._legal}
            self._legal_key = key
        return self._legal

    def legal_texts(self) -> set[str]:
        self.legal()
        return self._legal_texts

    # ------------------------------------------------------------------ the stage
    def _announce(self, event: Event) -> None:
        """An event takes the stage: log line(s), its sound, its animation."""
        if self.turn_again.takes(event):  # a walk seen again: staged, not told again
            return
        lines = self.narrator.describe(event)
        delay = {"flip": FLIP_SECONDS, "summoned": summon_stop(self, event)}.get(event.kind, 0.0)
        if self.animate and delay:  # told once the card has turned over, the dice stopped
            for line in lines:
                self.log_panel.defer(line, delay)
            self.log_panel.walk = None
        else:
            self.log_panel.flush()
            self.log_panel.tell(event, lines)
        self.stage.move_board(event)
        if won_summon.quiet(self, event):  # a won game's summoning: said, never shown
            return
        kind = event.kind
        if self.animate:
            sound = SOUND_OF_EVENT.get(kind)
            if kind == "battle" and event.data.get("source") is not None:
                sound = "dojo_projectile"
            if sound:
                self.app.audio.play(sound)
        self.stage.stage(event)

    def describe(self, event: Event) -> list[tuple[int | None, str]]:
        return self.narrator.describe(event)

    def describe_yours(self, event: Event, seat: int) -> list[tuple[int | None, str]]:
        return self.narrator.describe_yours(event, seat)

    def touches(self, event: Event, seat: int) -> bool:
        return self.narrator.touches(event, seat)

    # ------------------------------------------------------------------ the skeleton's hooks
    def legal_move(self, result: Any) -> DojoAction | None:
        text = str(result)
        return next((action for action in self.legal() if str(action) == text), None)

    def poll_hint(self) -> Any:
        """The hint found for this position; else, while the person follows the last
        hint's plan, its next action (hint_plan.py: no new search)."""
        if super().poll_hint() is None and not self.hint_pending and self.can_act:
            key = (self.version, len(self.session.actions))
            if self._planned != key:
                self._planned = key
                planned = self.hint_plan.next()
                if planned is not None and planned in self.legal_texts():
                    self.hint = self.hint_move(planned)
            elif self.hint_plan.rest():
                self.hint = self.legal_move(self.hint_plan.rest()[0])
        shown = None if self.hint is None else (str(self.hint), len(self.session.actions))
        if shown != self._hint_followed:
            self._hint_followed = shown
            self.choices.follow_hint(self.hint)
        if self.choices.wanted_hint_room() != self.choices.hint_room or self.choices.hint_dice():
            # a long hint came or went: the rows make room or take it back; or the row of
            # all the hint's dice comes, counts down or goes
            self.choices.build()
        return self.hint

    def hint_move(self, result: Any) -> DojoAction | None:
        if isinstance(result, list):  # the hint's plan (ai_turn.think_plan), its forest
            # steps at the forest's mode where the same walk allows (forest_mode.py)
            result = fit_forest(self.state, result, self.forest_cost)
            self.hint_plan.keep(result)
            self._planned = (self.version, len(self.session.actions))
            result = result[0] if result else None
        action = self.legal_move(result)
        if action is not None and action.kind == "summon":  # the count shown is the hint's
            self.summoning.count = int(action.args[0])
            self.choices.build()
        return action  # the forest's mode unset: the person's (forest_mode.py)

    def handoff_ready_key(self, seat: int) -> str:
        """The hand-off's words: 'show my battle cards' when a battle's are to show;
        else nothing is secret, and the cover says so (only a game played on with no
        battle on meets one: handoff_skip.py opens such turns in the open)."""
        secret = self.state.battle is not None
        return "handoff.ready.dojo" if secret else "handoff.ready.dojo.turn"

    def open_handoff(self) -> None:
        """A cover only where a seat's cards would show (handoff_skip.py): none for a
        lone card the table lays, nor for a turn with nothing secret."""
        if blind_strike.no_choice(self):  # (a lone card: laid, played or struck unseen)
            return  # (no choice to make: the table lays or plays it, nobody's cards shown)
        if handoff_skip.open_in_the_open(self):
            return
        seat = self.state.current_player
        title = handoff_skip.title_key(self, seat)
        self.open_seat = None
        battle_cover.hand_over_battle(self, seat, self.seat_colour(seat), title)

    def after_undo(self) -> None:
        self._reset_stage()
        self.selected = self._undone_stack()
        self.undo_chose = self.selected

    def _undone_stack(self) -> Hex | None:
        """After an undo, the stack chosen is the one the step undone moved, back where
        it stood (or the one still on its way): never a hex the person's ninjas left."""
        state = self.state
        if state.phase != "move" or state.transit is not None:
            return self.selected
        undone = self.session.undone
        words = undone[0].split() if undone else []
        if len(words) > 1 and words[0] == "step":
            self.selected = action_hex(words[1])
        if self.selected is None or state.ninjas.get(self.selected, [0, 0])[state.mover]:
            return self.selected
        return None

    def hurry(self) -> None:
        if self.reveal.take_press(self.mouse):  # a pad's A or B: the turned cards read
            return
        self.stage.roll_off_age = max(self.stage.roll_off_age, ROLL_OFF_SECONDS)
        while self.queue and not end_hold.holds(self, self.queue[0]):
            self._announce(self.queue.pop(0))
        self.log_panel.flush()
        self.stage.finish()

    def let_go(self) -> bool:
        return self.controls.let_go()

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        colour: tuple[int, int, int] = art.CLAN_COLOURS[seat]
        return colour

    # ------------------------------------------------------------------ phones and gamepads
    def phone_turn(self) -> bool:
        """The battle's face-down cards are laid and played on the phone; the rest of
        the game (walks, battles chosen, summoning) is public, on the laptop."""
        return self.state.phase in ("lay", "attack")

    def phone_side(self, action: Any) -> bool:
        return getattr(action, "kind", "") in ("lay", "play")

    def phone_choices(self, seat: int) -> list[dict[str, Any]]:
        return self.phone_adapter.choices(seat)

    def phone_prompt(self, seat: int) -> str:
        return self.phone_adapter.prompt(seat, super().phone_prompt(seat))

    def phone_turn_prompt(self, seat: int) -> str:
        return self.phone_adapter.turn_prompt(seat)

    def phone_sections(self, seat: int) -> list[dict[str, Any]]:
        return self.phone_adapter.sections(seat)

    def pad_targets(self) -> list[PadTarget]:
        return self.pad_adapter.targets()

    # ------------------------------------------------------------------ update and input
    def update(self, dt: float) -> None:
        self._fit(self.app.view_size)
        self.time += dt
        speed = float(self.app.settings.animation_speed) or 1.0
        step = dt * speed
        if self.stage_outdated():
            self._reset_stage()
        shown = step * self.pace  # a computer's action quicker in a long turn (fit_turn)
        if not (self.queue and end_hold.holds(self, self.queue[0])):  # the next round waits
            self.tell_queued(shown, self.stage.event_seconds, 0.1, self._announce)
        self.turn_again.frame()
        if not self.queue and self.stage.needs_sync:
            self.stage.sync_tray()
        if not self.queue and not self.stage.board_later:
            self.stage.board_ninjas = None
        was_busy = self.busy
        self.stage.age_effects(shown)
        self.stage.age(shown, step)
        self.reveal.keep_tray()
        self.log_panel.age(shown)
        if was_busy and not self.busy:
            self.choices.build()
        if not self.busy:
            self.pace = 1.0
        march_overlap.release(self)  # a long turn: its next march sets off half way
        self.advance_game(0.0 if end_hold.read_shown(self) else step)  # read: not its turn's time
        dice_burst.burst(self)  # a computer's summoning: its dice a few a frame
        handoff_skip.note_open(self)  # the table in the open: nobody said it is them
        self.controls.table_plays()  # a lone defender's card, a won game's summoning
        self.choices.fill.set_unmatchable()
        self.update_top_buttons(self.buttons, dt)

    def handle_event(self, event: pygame.event.Event) -> None:
        self._fit(self.app.view_size)
        if event.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            # the pointer is gone: no hex is pointed at (the hex note stayed over the
            # board, covering three hexes, after the pointer had left: newcomer D)
            self.mouse = (-1, -1)
        self.route_event(event)

    def on_pointer(self, event: pygame.event.Event) -> None:
        self.cursor = None
        self.note.pointer_moved()

    def on_right_press(self) -> None:
        self.controls.right_press()

    def on_wheel(self, y: int) -> None:
        self.controls.wheel(y)

    def on_key(self, key: int) -> None:
        if self.fresh_enter.holds(key) or end_hold.read_key(self, key):  # (Enter: never the roll)
            return
        if key == pygame.K_h:  # H again: the focus goes back to the hint shown
            self._hint_followed = None
        self.controls.key(key)
        self.fresh_enter.pressed(key)

    def on_press(self, pos: tuple[int, int]) -> None:
        if not end_hold.read_press(self, pos):  # a click says the turned cards (the end) read
            self.controls.press(pos)

    def on_release(self, pos: tuple[int, int]) -> None:
        self.controls.release(pos)

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        self.follow_language()
        self._fit(canvas.get_size())
        self.tray_view.painter.faces_drawn = []
        canvas.blit(self.hud.base(), (0, 0))
        self.hud.board_backdrop()
        self.view.draw(canvas, self.state.dojos, self.time)
        final_land.draw(canvas, self)  # a finished game: whose land was counted
        layers = self.map_layers
        layers.draw_marks(canvas)
        layers.draw_log_hexes(canvas)
        draw_trails(canvas, self)  # the other clan's walks, until the person rolls
        layers.draw_pieces(canvas)
        draw_trail_numbers(canvas, self)  # each walk's number, off the counts
        layers.draw_dice(canvas)
        layers.draw_hint(canvas)
        layers.draw_effects(canvas)
        layers.draw_route_label(canvas)
        self.hud.draw_top(canvas)
        self.hud.draw_status(canvas)
        # the action panel: the prompt, the choices, the summoning, the roll-off's dice
        self.prompt_panel.draw(canvas)
        self.choices.draw(canvas)
        self.their_turn.draw(canvas)  # the other clan's battles, until the person rolls
        draw_step(canvas, self)  # a replay's step in words, where the choices stand
        self.summoning.draw_count(canvas)
        self.prompt_panel.draw_foot(canvas)
        self.log_panel.draw(canvas)
        self.note.draw(canvas)  # over the log's top when the panel's foot has no room
        self.tray_view.draw(canvas)
        self.draw_top_buttons(canvas)
        self.draw_not_saved(canvas, *notice_place(self, self.hud.warning))
        self.turn_end.draw(canvas)
        end_hold.draw_reads(self, canvas)  # the turned cards' Go on, the end's banner
        draw_hint(canvas, help_text(self))  # the keys of the phase shown

    @property
    def faces_drawn(self) -> list[tuple[int, int, bool]]:
        return self.tray_view.painter.faces_drawn


__all__ = ["DojoScene"]
