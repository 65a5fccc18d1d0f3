"""The Ninja Taisen table: board, dice, input, AI turns, hints, undo, game log.

The scene never decides a rule: it asks the state for legal actions, plays them
through the session and animates the events they return. AI turns and hints run in
the AI worker (ninjas.ai.Thinking), so the frame loop never waits for a search.
"""

from __future__ import annotations

import logging
import math
from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event
from ninjas.taisen.rules import TaisenAction, TaisenState, initial_events

from .. import theme
from ..log_panel import LogPanel
from ..pads import PadTarget
from ..registry import person_name
from ..table import TableScene
from ..tableflow.undo_words import taisen_step_words
from . import (
    again_button,
    again_log,
    animations,
    card_art,
    celebration,
    follow,
    hint_enter,
    hud,
    kept_turn,
    marks_fade,
    overlays,
    stack_fan,
    top_bar,
    trail,
    turn_again,
    turn_pace,
    unused_mark,
)
from . import layout as L
from .animations import Animator, Stage
from .board_view import BoardView, Highlights, Preview
from .end_guard import unused_warning
from .game_log import SIDE_INDEX, LogLine, describe, side_name
from .game_log import STYLE as LOG_STYLE
from .guidance import Guidance
from .input import TaisenInput
from .naming import turn_words, turns_line
from .pad_adapter import pad_targets
from .refusals import Refusal, card_refusal, die_refusal, refusal_text
from .selection import Selection, end_action

if TYPE_CHECKING:
    from ninjas.core.session import GameSession

    from ..app import App

log = logging.getLogger(__name__)

SIDE_KEYS = ("monkey", "wolf")
AI_PAUSE = 0.2
"""Seconds (at speed 1) an AI waits after the last animation before it moves, so
people can follow what it does (0.45 made its turns too long, issue 33)."""
RESULTS_DELAY = 2.6
"""Seconds (at speed 1) the victory banner shows before the results screen."""


class TaisenScene(TableScene[TaisenState]):
    """`TaisenScene(app, session)`; `animate=False` plays every event instantly and
    lets the AI move without its pause (tests, benchmarks).

    Drawn at the window's own size (native): the layout (taisen.layout) is configured
    for the surface drawn on, and laid out again, cards snapped to their places, when
    that size changes."""

    ai_salt = 1
    hands_off = False  # nothing hidden: the table is never covered between people
    thinks_before_turn_end = False  # End turn rolls the next dice: no position before it
    watching = False  # a replay's table (replay/watch.py's WatchTable) says True
    action_reserve = 1.0
    """Seconds kept for each die still to play (turn_budget.RESERVE is 0.8): a die's move
    into a combat of fights takes about that at its floors, so the first die's combat is
    shortened with the rest in mind (its full length left the last dice over 4 s)."""

    def __init__(
        self, app: App, session: GameSession, *, animate: bool = True, ai_pause: float = AI_PAUSE
    ) -> None:
        super().__init__(app, session, animate=animate, ai_pause=ai_pause)
        self.view = BoardView(app.tr.lang)
        self.log = LogPanel(L.LOG_PANEL.inflate(-2, -2), LOG_STYLE)
        self.held_turn_end: Event | None = None
        """The "ends the turn" line of a turn that waits for End turn (said on confirm)."""
        self.end_asked: tuple[int, str] | None = None
        """The position (actions played, board) where End turn asked about a die able to
        move (end_guard): the prompt says it while it holds."""
        self.prompt_panel = hud.prompt_panel()
        self.stage = Stage(self.view, self._sound, self._announce, app.tr)
        self.stage.turn_words = lambda side: turn_words(self.app, self.session, side)
        self.animator = Animator(self.stage)
        self.selection = Selection()
        self.buttons = hud.make_buttons()
        self.trail: list[trail.Move] = []
        """(side, from, to) of each move of the computer's last turn, shown on the board
        until the human's next action; `trail_combats` the positions it fought on."""
        self.trail_combats: set[int] = set()
        self.trail_side: int | None = None
        self.trail_unused: list[tuple[int, int]] = []
        """(die, value) of each die the kept turn ended without (unused_mark)."""
        self.again: list[Event] = []
        """The events of the kept turn playing again (T, turn_again): the log is not
        told them twice."""
        self._palette = app.settings.palette
        card_art.set_palette(self._palette)  # before the pictures are pre-rendered below
        self.hover_card: int | None = None
        self.hover_die: int | None = None
        self.keyboard = False
        """The keyboard moved the focus last (the preview follows it, not the mouse)."""
        self.guidance = Guidance(self)
        """The dice and cards lit, the move under the pointer previewed, the prompt."""
        self.input = TaisenInput(self)
        self.hint_enter: int | None = None
        """The position (`version`) whose hint Enter waits for, to play it (hint_enter)."""
        self.counts = {"duel": 0, "eliminated": 0}
        self._seen_state = session.state
        self._seen_actions = len(session.actions)
        self._laid_out_for: tuple[int, int] | None = None
        size = app.view_size  # drawn natively: the pictures are made for it now
        with theme.scaled_for(size):
            self._fit(size)
            self.view.prewarm()
            animations.prewarm(app.tr)
        self.view.rebuild(session.state)
        self._refresh()
        if session.actions:  # a loaded game: its story so far, as it happened
            self._rebuild_log()
            if not session.state.is_terminal and not self.watching:  # a replay resumes nothing
                self._system_line("taisen.log.resumed", SIDE_KEYS[session.state.side])
                kept_turn.restore(self, self._replayed_events())  # the last turn, still shown
        self._push(initial_events(session.state))
        with theme.scaled_for(size):
            self.draw(pygame.Surface(size))  # fonts and texts cached now

    def _fit(self, size: tuple[int, int]) -> None:
        """Lay the table out for a surface of `size` (the layout is shared by every
        Taisen table: it is configured again if another size was drawn meanwhile)."""
        if size == self._laid_out_for and L.SIZE == size:
            return
        self._laid_out_for = size
        with theme.scaled_for(size):
            L.configure(size)
            hud.place_buttons(self.buttons)
            self.log.place(L.LOG_PANEL.inflate(-2, -2))
            if self.animator.busy:  # cards in flight were placed for the old size
                self.animator.skip()
                self._after_animations()
            self.view.settle()
            self.view.relayout(snap=True)

    # ------------------------------------------------------------------ scene hooks
    def _sync_settings(self) -> None:
        """Say everything in the app's language and colour the cards in its palette, at
        once: the settings overlay may change them while the table is drawn underneath."""
        if self.app.settings.palette != self._palette:
            self._palette = self.app.settings.palette
            card_art.set_palette(self._palette)
        if self.app.tr.lang != self.view.lang:
            self.view.lang = self.app.tr.lang
            self.log.retranslate(self.app.tr)
        self.stage.tr = self.app.tr

    def on_resume(self) -> None:
        """Back from pause / rules / results: the language or the game may have changed."""
        super().on_resume()  # held keys forgotten (TableScene.on_resume)
        self._sync_settings()
        if (
            self.session.state is not self._seen_state
            or len(self.session.actions) != self._seen_actions
        ):
            self.cancel_jobs()
            self.animator.clear()
            self.view.rebuild(self.session.state)
            self._refresh()

    # ------------------------------------------------------------------ properties
    @property
    def busy(self) -> bool:
        """Events are still being animated."""
        return self.animator.busy

    @property
    def human_turn(self) -> bool:
        """A person is to move (not while the last one's turn waits for End turn: the
        next dice are not rolled yet)."""
        return (
            not self.state.is_terminal and not self.session.ai_to_move and not self.turn_end.waiting
        )

    @property
    def animating(self) -> bool:
        """Full frame rate while anything moves or an AI (or a hint) is awaited."""
        return (
            self.animator.busy
            or self.view.moving
            or (self.computer_to_move and not self.state.is_terminal)
            or self.hint_pending
            or (self.state.is_terminal and not self.results_shown)
        )

    @property  # type: ignore[override]
    def results_delay(self) -> float:
        """The banner says "Click or press Enter to continue": with a person at the
        table it waits for them (it went on by itself after 2.6 s, issue 33, newcomer
        H); a game of computers only (the title's demo) goes on by itself."""
        return math.inf if self.humans and not self.app.demo else RESULTS_DELAY

    @property
    def over_on_screen(self) -> bool:
        """The game is over and the player has seen how: the deciding move and combat
        have been animated, and its End turn pressed (until then Undo may take the move
        back: the last move waits, tableflow/turn_end.py). Until then nothing announces
        the winner."""
        return self.state.is_terminal and not self.animator.busy and not self.turn_end.waiting

    # ------------------------------------------------------------------ state changes
    def _refresh(self) -> None:
        """After any change of the state: new legal choices, stale hints dropped."""
        self.version += 1
        self.guidance.forget()
        self.hint_job.cancel()
        self.hint = None
        state = self.state
        self._seen_state = state
        self._seen_actions = len(self.session.actions)
        actions = state.legal_actions() if self.human_turn else []
        side = state.side
        where = state.where
        stacks = state.stacks[side]

        def order(local: int) -> tuple[int, int]:
            pos = where[side * 10 + local]
            return (pos, stacks[pos].index(side * 10 + local) if pos >= 0 else 0)

        self.selection.reset(actions, order)
        self._update_hover()
        self.refused = None

    def _push(self, events: list[Event], beats: bool = False) -> None:
        for event in events:
            if event.kind in self.counts:
                self.counts[event.kind] += 1
        self.animator.push(events, beats)  # `beats`: a computer's, held to be followed
        if not self.animate:
            self.animator.skip()
            self._after_animations()

    def _play(self, action: TaisenAction) -> None:
        side, by_ai = self.state.side, self.session.ai_to_move
        try:
            events = self.apply_action(action)
        except ValueError as exc:
            log.warning("move refused: %s", exc)
            self._refresh()
            return
        if not self.turn_end.waiting:  # a turn that passed: the next player rolls at once
            events += self.state.roll()
        kept_turn.remember(self, side, by_ai, events)  # the board keeps what it shows
        self._refresh()
        self._push(events, beats=by_ai)

    def _after_animations(self) -> None:
        """Every event is shown: the view must equal the state (resync if not)."""
        turn_again.done(self)
        self._update_hover()
        state = self.state
        if not self.view.matches(state):
            log.warning("board view out of step with the state: redrawn from the state")
            self.view.rebuild(state)
            return
        if not self.computer_to_move:  # a person's dice: none lit, the used ones grey
            self.view.dice.lit = None
        if state.dice is not None and not state.is_terminal:
            self.view.side = state.side
            for die, value in enumerate(state.dice):
                if value == 0:
                    self.view.dice.used[die] = True

    def _announce(self, event: Event) -> None:
        if any(event is told for told in self.again):  # a turn played again: said once
            return
        if event.kind == "turn_ended" and self.turn_end.waiting:
            self.held_turn_end = event  # said once End turn confirms it, not while it waits
            return
        line = describe(event, self.app.tr, self.actor_name)
        if line is not None:
            self.log.add(line, lambda tr: describe(event, tr, self.actor_name))

    def actor_name(self, tr: Any, side: str) -> str:
        """Who acts for `side` in the log: the person's name, else the side's."""
        return person_name(self.session, SIDE_INDEX[side]) or side_name(tr, side)

    def _system_line(self, key: str, side_key: str, step: str | None = None) -> None:
        """A log line of the table itself (resumed, undone), about one side (and the
        step undone, in words)."""

        def make(tr: Any) -> LogLine:
            words = {} if step is None else {"what": taisen_step_words(tr, step)}
            return LogLine(tr(key, side=side_name(tr, side_key), **words), None, "system")

        self.log.add(make(self.app.tr), make)

    def _sound(self, name: str) -> None:
        self.app.audio.play(name)

    # ------------------------------------------------------------------ AI and hints
    def poll_hint(self) -> Any:
        """The hint, once found: the keyboard's focus goes to its die and card, and
        Enter plays it (the footer says so); a hint to end the turn, Enter ends it."""
        before = self.hint
        hint = super().poll_hint()
        if hint is not None and hint is not before and not hint.is_end:
            self.selection.aim(hint.die, hint.local_card)
            self.keyboard = True  # the preview shows the focused move: the hint's
        elif hint is not None and hint is not before:
            self.selection.clear()  # a hint to end: Enter ends (it picked the focused die)
        if hint is not None and hint is not before:
            action = hint_enter.due(self, hint)  # Enter pressed while it searched
            if action is not None:
                self.keep_hint()  # shown, then played (the review knows it was the hint's)
                self._play(action)
                return None
        return hint

    def let_go(self) -> bool:
        """Esc/P: a die picked is let go before the pause menu opens (it opened the menu
        with a die in hand, issue 33)."""
        if self.selection.die is None:
            return False
        self.selection.clear()
        return True

    def enter_plays_hint(self) -> bool:
        """Enter now plays the hint shown (its move focused, or the end hinted)."""
        hint, selection = self.hint, self.selection
        if hint is None or not self.can_act:
            return False
        if hint.is_end:
            return self.input.hinted_end()
        focused = selection.focused_action()
        return focused is not None and focused.code == hint.code

    def play(self, action: TaisenAction) -> None:
        self._play(action)

    def fit_turn(self, seconds: float) -> None:
        follow.fit(self, seconds)  # brisk, or each move held (one move at a time)

    def turn_reserve(self, seat: int) -> float:
        return turn_pace.dice_reserve(self.state, seat, self.action_reserve)

    def actions_to_come(self, seat: int) -> int:
        """The dice the side still has to play this turn."""
        state = self.state
        if state.is_terminal or state.current_player != seat or state.dice is None:
            return 0
        return sum(1 for value in state.dice if value)

    def legal_move(self, result: Any) -> TaisenAction | None:
        """A search's answer (an action or its text) as the legal action of that code."""
        legal = self.state.legal_actions()
        code = getattr(result, "code", None)
        if code is None and isinstance(result, str):
            code = next((a.code for a in legal if str(a) == result), None)
        return next((action for action in legal if action.code == code), None)

    # ------------------------------------------------------------------ commands
    def end_turn(self) -> None:
        if self.turn_end.shown:  # the turn's last move waits: End turn confirms it
            self.turn_end.confirm()
        elif self.can_act and self.selection.can_end:
            asked = unused_warning(self)  # a die that can move: asked once (end_guard)
            if asked is not None:
                self.refuse(asked)
                return
            self._play(end_action())
            self.turn_end.confirm()  # End turn pressed: that is the confirm, not twice

    def turn_confirmed(self) -> None:
        """End turn confirmed: the next side rolls its dice now (not before: undo may
        take the last move back until then)."""
        held, self.held_turn_end = self.held_turn_end, None
        if held is not None:
            self._announce(held)
        events = self.state.roll()
        self._refresh()
        self._push(events)

    def turn_end_anchor(self, canvas: pygame.Surface) -> tuple[int, int] | None:
        """None: the End turn button under the board confirms (its words in the prompt)."""
        return None

    def after_undo(self) -> None:
        self.held_turn_end = None
        self.animator.clear()
        # what was undone leaves the log; back at the turn's start, its dice (kept as
        # they were rolled: undo never goes back past them) are said before the undo's
        # line, where they were rolled (after it, the log read as if the undo came
        # first: issue 33, newcomer L, s11)
        if self._rebuild_log(drop_last_dice=True):
            for event in initial_events(self.state):
                self._announce(event)
        step = self.session.undone[0] if self.session.undone else None
        self._system_line("taisen.log.undone", SIDE_KEYS[self.state.side], step)
        self.view.rebuild(self.state)
        kept_turn.restore(self, self._replayed_events())
        self._refresh()
        undone = self.legal_move(step) if step is not None and self.human_turn else None
        if undone is not None and not undone.is_end:  # its die picked again (O, s18, 033):
            self.selection.pick_die(undone.die)  # as before the move, one click plays it

    def skip_animations(self) -> None:
        if self.animator.busy and not follow.skip(self):  # (to a computer's move held)
            self.animator.skip()
            self._after_animations()

    hurry = skip_animations

    def results_lines(self) -> list[str]:
        tr = self.app.tr
        sides, duels, eliminated = self._replay_counts()
        return [  # how it was won is the results' breakdown
            turns_line(tr, sides),
            tr("taisen.summary.duels", duels=duels, eliminated=eliminated),
        ]

    def win_reason(self) -> str:
        return self.state.win_reason or "village"

    def _replayed_events(self) -> list[Event]:
        """Every event of the game so far, replayed from the seed and the actions."""
        from ninjas.games import get_game

        state = get_game(self.session.game).new_game(
            seed=self.session.seed, options=self.session.options
        )
        events = list(initial_events(state))
        for action in self.session.actions:
            events.extend(state.apply(action))
        return events

    def _rebuild_log(self, *, drop_last_dice: bool = False) -> bool:
        """The log, said again from the replayed game (after a load, or an undo: then the
        dice of the turn that starts again are said after the undo line, not before).
        True when the log ends at a turn's start without its dice (they are said next)."""
        try:
            events = self._replayed_events()
        except Exception as exc:  # the log is never worth a crash
            log.warning("could not replay the game for its log: %s", exc)
            return False
        if drop_last_dice and events and events[-1].kind == "dice_rolled":
            events.pop()
        self.log.clear()
        for event in events:
            self._announce(event)
        # a turn's dice are replayed with its first move: none since the last turn's
        # end (or the game's start) is a turn not begun, its dice not said yet
        kinds = [event.kind for event in events]
        rolled = max((i for i, kind in enumerate(kinds) if kind == "dice_rolled"), default=-1)
        ended = max((i for i, kind in enumerate(kinds) if kind == "turn_ended"), default=-1)
        return rolled <= ended

    def _replay_counts(self) -> tuple[dict[str, int], int, int]:
        """Each side's turns, the duels and eliminations of the whole game (replayed
        from the seed)."""
        try:
            events = self._replayed_events()
        except Exception as exc:  # a summary is never worth a crash
            log.warning("could not replay the game for its summary: %s", exc)
            return {}, self.counts["duel"], self.counts["eliminated"]
        kinds = [e.kind for e in events]
        sides = Counter(e.data["side"] for e in events if e.kind == "dice_rolled")
        return dict(sides), kinds.count("duel"), kinds.count("eliminated")

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        self._fit(self.app.view_size)
        self.time += dt
        speed = float(self.app.settings.animation_speed) or 1.0
        if self.animator.busy:
            self.animator.update(dt, speed)
            if not self.animator.busy:
                self._after_animations()
        self.view.update(dt * speed)
        self.advance_game(dt * speed)
        self._update_buttons(dt)

    def _update_buttons(self, dt: float) -> None:
        b = self.buttons
        waits = self.turn_end.shown
        b["end"].enabled = waits or (self.can_act and self.selection.can_end)
        b["end"].pulse = b["end"].enabled and (waits or self.selection.only_end)
        self.turn_end.button.rect = b["end"].rect  # its clicks, and a pad's ring, go there
        b["end"].hint = self.hint is not None and self.hint.is_end
        b["menu"].enabled = True
        # back on the final board from the results: the button leads to them again
        b["menu"].label_key = "results.back" if self.viewing_board else "taisen.button.menu"
        self.view.help_key = (
            "taisen.help_final"
            if self.viewing_board
            else "taisen.help_hint"
            if self.enter_plays_hint()
            else again_button.help_key(self)
            if turn_again.available(self)
            else "taisen.help"
        )
        self.update_top_buttons(b, dt)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.key_carried(event) or self.turn_end.take(event):
            return
        self._fit(self.app.view_size)
        action = self.input.event(event)  # (taisen/input.py)
        if action is not None:
            self._play(action)

    def _on_motion(self, pos: tuple[int, int]) -> None:
        self.input.motion(pos)

    def _update_hover(self) -> None:
        """What lies under the pointer now, for the side to move. Asked again whenever
        the board changes under a still pointer, so no stale preview survives a turn."""
        if not self.can_act:
            self.hover_die = self.hover_card = None
            return
        self.hover_die = self.view.die_at(self.mouse)
        card = stack_fan.card_under(self, self.mouse) if self.hover_die is None else None
        self.hover_card = card if card is not None and card // 10 == self.state.side else None

    # ------------------------------------------------------------------ gamepads
    def pad_targets(self) -> list[PadTarget]:
        """The dice that can move a card, the cards of the side to move that can move
        (the part of each drawn uncovered), and End the turn when it may end."""
        if not self.can_act:
            return []
        end = self.buttons["end"].rect
        side = self.state.side
        return pad_targets(self.selection, self.view, side, end, self._pad_choose, self.end_turn)

    def _pad_choose(self, kind: str, value: int) -> None:
        """A die or a card chosen with a pad, as a click on it would choose it."""
        if kind == "die":
            self._explain_die(value)
            action = self.selection.choose_die(value)
        else:
            self._explain_card(value)
            action = self.selection.choose_card(value, arm=False)  # a pad's A: at once
        if action is not None:
            self._play(action)
            return
        choices = self.selection.choices()  # the die's cards, or the card's dice
        if choices:
            self.pad_focus = choices[0]

    # ------------------------------------------------------------------ refusals
    def _explain_card(self, local: int) -> None:
        """A click on a card that cannot move now: say why (the rules module decides)."""
        self._refuse(card_refusal(self.state, self.selection, local))

    def _explain_die(self, die: int) -> None:
        self._refuse(die_refusal(self.state, self.selection, die))

    def _refuse(self, reason: Refusal | None) -> None:
        if reason is None:
            return
        self.refuse(refusal_text(self.app.tr, *reason))

    def _press(self, name: str) -> None:
        self.app.audio.play("click")
        if name == "end":
            self.end_turn()
        elif name == "undo":
            self.undo()
        elif name == "hint":
            self.request_hint()
        elif name == "menu":
            self.menu_pressed()  # the pause menu; the results once shown (View board)

    # ------------------------------------------------------------------ what to show
    def highlights(self) -> Highlights:
        """The dice and cards lit, and the move previewed (taisen/guidance.py)."""
        return self.guidance.highlights()

    def prompt(self, preview: Preview | None) -> tuple[str, tuple[int, int, int]]:
        """The words under the board, and their colour."""
        return self.guidance.prompt(preview)

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        self._fit(canvas.get_size())
        self._sync_settings()
        hl = self.highlights()
        self.view.tallies.faded = marks_fade.faded(self)  # the kept turn faint as she chooses
        self.view.draw(canvas, hl, self._draw_trail)
        unused_mark.draw(
            canvas, self, self.view.tallies.faded
        )  # the dice the kept turn left, on the dice box
        if hl.preview is not None:
            overlays.draw_preview_tag(canvas, self.app.tr, hl.preview, overlays.trail_marks(self))
        top_bar.draw(canvas, self)
        self.view.draw_over_bar(canvas)  # a turn's sash, over the bar's title
        self._draw_controls(canvas, hl.preview)
        again_log.draw_log(canvas, self)  # a turn played again: its move's line marked
        if hl.preview is None:  # a move's preview is worth more than the fan
            self._draw_hovered_stack(canvas)  # (over the bars: a tall fan reaches them)
        cards = self.view.card_rects()  # never over them (newcomer Q, s19): the board's top half
        board = pygame.Rect(0, L.HUD_H, L.CANVAS_W, L.ROAD_Y - L.ROAD_H // 2 - L.HUD_H)
        self.draw_not_saved(canvas, (L.CANVAS_W // 2, L.HUD_H + L.px(6)), None, cards, board)
        if self.over_on_screen and self.app.top is self and not self.viewing_board:
            # the results screen, once up, says it instead; back from it (View board)
            # the final board shows whole, its winner named in the top bar
            self._draw_banner(canvas)

    def _draw_trail(self, canvas: pygame.Surface) -> None:
        """The computer's moves and combats kept, faint while she chooses (marks_fade)."""
        marks_fade.draw(canvas, self)

    def hovered_stack(self) -> tuple[int, list[int]] | None:
        """(position, cards bottom to top) of a tall stack under the pointer, to fan out."""
        return stack_fan.hovered(self)

    def _draw_hovered_stack(self, canvas: pygame.Surface) -> None:
        stack_fan.draw_hovered(self, canvas)

    def header_text(self) -> str:
        """Whose turn it is on screen, or, once the end has been shown, who won."""
        return top_bar.header_text(self)

    def _draw_controls(self, canvas: pygame.Surface, preview: Preview | None) -> None:
        text, colour = self.prompt(preview)
        self.prompt_panel.draw(canvas, again_button.place(self, text), text, colour=colour)
        again_button.draw(canvas, self)  # the kept turn replayed from the table
        for name in self.shown_buttons():  # only the menu where nobody plays
            self.buttons[name].draw(canvas, self.app.tr, self.time)
        follow.draw(canvas, self)  # the computer's pace (over End turn, Undo); a wait's time
        if self.app.demo:
            tag = hud.preview_tag(self.app.tr("taisen.demo"), False)
            row = L.BUTTONS["end"].union(L.BUTTONS["hint"])  # where the hidden buttons sit
            canvas.blit(tag, tag.get_rect(center=row.center))

    def _draw_banner(self, canvas: pygame.Surface) -> None:
        celebration.draw(canvas, self)  # the winners glowing, the fanfare (one step)
