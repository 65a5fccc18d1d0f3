"""The Ninja Taisen table: board, dice, input, AI turns, hints, undo, game log.

The scene never decides a rule: it asks the state for legal actions, plays them
through the session and animates the events they return. AI turns and hints run in
the AI worker (ninjas.ai.Thinking), so the frame loop never waits for a search.
"""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event
from ninjas.taisen.cards import CARD_OF_TOKEN, ENEMY_VILLAGE, TOKEN
from ninjas.taisen.rules import TaisenAction, TaisenState, initial_events

from .. import theme
from ..pads import PadTarget
from ..table import HURRY_KEYS, TableScene
from . import animations, card_art, hud, stack_fan, trail
from . import layout as L
from .animations import Animator, Stage
from .board_view import BoardView, Highlights, Preview
from .game_log import DIE_KEYS, GameLog, LogLine, card_name, describe, pos_name, side_name
from .selection import Selection, end_action

if TYPE_CHECKING:
    from ninjas.core.session import GameSession

    from ..app import App

log = logging.getLogger(__name__)

SIDE_KEYS = ("monkey", "wolf")
AI_PAUSE = 0.45
"""Seconds (at speed 1) an AI waits after the last animation before it moves, so
people can follow what it does."""
RESULTS_DELAY = 2.6
"""Seconds (at speed 1) the victory banner shows before the results screen."""
DIE_OF_KEY = {
    pygame.K_1: 0,
    pygame.K_2: 1,
    pygame.K_3: 2,
    pygame.K_KP1: 0,
    pygame.K_KP2: 1,
    pygame.K_KP3: 2,
    pygame.K_r: 0,
    pygame.K_g: 1,
    pygame.K_b: 2,
}
NEXT_KEYS = (pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS_KEYS = (pygame.K_LEFT, pygame.K_UP)
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
DIE_NAMES = ("red", "green", "blue")
REFUSAL_SECONDS = 4.0
"""How long the prompt says why a click was refused (or until the next move)."""


class TaisenScene(TableScene[TaisenState]):
    """`TaisenScene(app, session)`; `animate=False` plays every event instantly and
    lets the AI move without its pause (tests, benchmarks).

    Drawn at the window's own size (native): the layout (taisen.layout) is configured
    for the surface drawn on, and laid out again, cards snapped to their places, when
    that size changes."""

    ai_salt = 1
    results_delay = RESULTS_DELAY
    hands_off = False  # nothing hidden: the table is never covered between people

    def __init__(
        self, app: App, session: GameSession, *, animate: bool = True, ai_pause: float = AI_PAUSE
    ) -> None:
        super().__init__(app, session, animate=animate, ai_pause=ai_pause)
        self.view = BoardView(app.tr.lang)
        self.log = GameLog(L.LOG_PANEL.inflate(-2, -2))
        self.stage = Stage(self.view, self._sound, self._announce, app.tr)
        self.animator = Animator(self.stage)
        self.selection = Selection()
        self.buttons = hud.make_buttons()
        self.trail: list[tuple[int, int, int]] = []
        """(side, from, to) of each move of the computer's last turn, shown on the board
        until the human's next action; `trail_combats` the positions it fought on."""
        self.trail_combats: set[int] = set()
        self.trail_side: int | None = None
        self._palette = app.settings.palette
        card_art.set_palette(self._palette)  # before the pictures are pre-rendered below
        self.refused: tuple[str, float] | None = None
        """(why the last click was refused, in words; until when it is shown)."""
        self.hover_card: int | None = None
        self.hover_die: int | None = None
        self.keyboard = False
        """The keyboard moved the focus last (the preview follows it, not the mouse)."""
        self.previews: dict[int, Preview] = {}
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
            if not session.state.is_terminal:
                self._system_line("taisen.log.resumed", SIDE_KEYS[session.state.side])
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
        return not self.state.is_terminal and not self.session.ai_to_move

    @property
    def animating(self) -> bool:
        """Full frame rate while anything moves or an AI (or a hint) is awaited."""
        return (
            self.animator.busy
            or self.view.moving
            or (self.session.ai_to_move and not self.state.is_terminal)
            or self.hint_pending
            or (self.state.is_terminal and not self.results_shown)
        )

    @property
    def over_on_screen(self) -> bool:
        """The game is over and the player has seen how: the deciding move and combat
        have been animated. Until then nothing announces the winner."""
        return self.state.is_terminal and not self.animator.busy

    # ------------------------------------------------------------------ state changes
    def _refresh(self) -> None:
        """After any change of the state: new legal choices, stale hints dropped."""
        self.version += 1
        self.previews.clear()
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

    def _push(self, events: list[Event]) -> None:
        for event in events:
            if event.kind in self.counts:
                self.counts[event.kind] += 1
        self.animator.push(events)
        if not self.animate:
            self.animator.skip()
            self._after_animations()

    def _play(self, action: TaisenAction) -> None:
        side, by_ai = self.state.side, self.session.ai_to_move
        try:
            events = self.session.apply(action)
        except ValueError as exc:
            log.warning("move refused: %s", exc)
            self._refresh()
            return
        events += self.state.roll()  # a turn that passed: the next player rolls at once
        self._remember_trail(side, by_ai, events)
        self._refresh()
        self._push(events)

    def _remember_trail(self, side: int, by_ai: bool, events: list[Event]) -> None:
        """Keep the computer's moves and combats of this turn for the board; a human's
        action clears them (they have been seen)."""
        if not by_ai:
            self.trail, self.trail_combats, self.trail_side = [], set(), None
            return
        if self.trail_side != side:
            self.trail, self.trail_combats, self.trail_side = [], set(), side
        for event in events:
            if event.kind == "moved" and SIDE_KEYS.index(str(event.data["side"])) == side:
                self.trail.append((side, int(event.data["src"]), int(event.data["dst"])))
            elif event.kind == "combat_started":
                self.trail_combats.add(int(event.data["pos"]))

    def _after_animations(self) -> None:
        """Every event is shown: the view must equal the state (resync if not)."""
        self._update_hover()
        state = self.state
        if not self.view.matches(state):
            log.warning("board view out of step with the state: redrawn from the state")
            self.view.rebuild(state)
            return
        if state.dice is not None and not state.is_terminal:
            self.view.side = state.side
            for die, value in enumerate(state.dice):
                if value == 0:
                    self.view.dice.used[die] = True

    def _announce(self, event: Event) -> None:
        line = describe(event, self.app.tr)
        if line is not None:
            self.log.add(line, lambda tr: describe(event, tr))

    def _system_line(self, key: str, side_key: str) -> None:
        """A log line of the table itself (resumed, undone), about one side."""

        def make(tr: Any) -> LogLine:
            return LogLine(tr(key, side=side_name(tr, side_key)), None, "system")

        self.log.add(make(self.app.tr), make)

    def _sound(self, name: str) -> None:
        self.app.audio.play(name)

    # ------------------------------------------------------------------ AI and hints
    def play(self, action: TaisenAction) -> None:
        self._play(action)

    def legal_move(self, result: Any) -> TaisenAction | None:
        """A search's answer (an action or its text) as the legal action of that code."""
        legal = self.state.legal_actions()
        code = getattr(result, "code", None)
        if code is None and isinstance(result, str):
            code = next((a.code for a in legal if str(a) == result), None)
        return next((action for action in legal if action.code == code), None)

    # ------------------------------------------------------------------ commands
    def end_turn(self) -> None:
        if self.can_act and self.selection.can_end:
            self._play(end_action())

    def after_undo(self) -> None:
        self.animator.clear()
        self._rebuild_log(drop_last_dice=True)  # what was undone leaves the log
        self._system_line("taisen.log.undo", SIDE_KEYS[self.state.side])
        # the turn's dice, as they were rolled (same generator state), said again
        for event in initial_events(self.state):
            self._announce(event)
        self.view.rebuild(self.state)
        self._refresh()

    def skip_animations(self) -> None:
        if self.animator.busy:
            self.animator.skip()
            self._after_animations()

    hurry = skip_animations

    def results_lines(self) -> list[str]:
        tr = self.app.tr
        turns, duels, eliminated = self._replay_counts()
        return [  # how it was won is the results' breakdown
            tr("taisen.summary.turns", turns=turns),
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

    def _rebuild_log(self, *, drop_last_dice: bool = False) -> None:
        """The log, said again from the replayed game (after a load, or an undo: then the
        dice of the turn that starts again are said after the undo line, not before)."""
        try:
            events = self._replayed_events()
        except Exception as exc:  # the log is never worth a crash
            log.warning("could not replay the game for its log: %s", exc)
            return
        if drop_last_dice and events and events[-1].kind == "dice_rolled":
            events.pop()
        self.log.clear()
        for event in events:
            self._announce(event)

    def _replay_counts(self) -> tuple[int, int, int]:
        """Turns, duels and eliminations of the whole game (replayed from the seed)."""
        try:
            events = self._replayed_events()
        except Exception as exc:  # a summary is never worth a crash
            log.warning("could not replay the game for its summary: %s", exc)
            return 0, self.counts["duel"], self.counts["eliminated"]
        kinds = [e.kind for e in events]
        return kinds.count("dice_rolled"), kinds.count("duel"), kinds.count("eliminated")

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
        b["end"].enabled = self.can_act and self.selection.can_end
        b["end"].pulse = b["end"].enabled and self.selection.only_end
        b["end"].hint = self.hint is not None and self.hint.is_end
        b["menu"].enabled = True
        # back on the final board from the results: the button leads to them again
        b["menu"].label_key = "results.back" if self.viewing_board else "taisen.button.menu"
        self.view.help_key = "taisen.help_final" if self.viewing_board else "taisen.help"
        self.update_top_buttons(b, dt)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.key_carried(event):
            return
        self._fit(self.app.view_size)
        kind = event.type
        if kind == pygame.KEYDOWN:
            self._on_key(event.key, getattr(event, "mod", 0))
        elif kind == pygame.MOUSEMOTION:
            self._on_motion(getattr(event, "pos", self.mouse))
        elif kind == pygame.MOUSEBUTTONDOWN:
            pos = getattr(event, "pos", self.mouse)
            self._on_motion(pos)
            button = getattr(event, "button", 1)
            if button == 1:
                self._on_click(pos)
            elif button == 3 and self.can_act:
                self.selection.clear()
        elif kind == pygame.MOUSEWHEEL:
            if L.LOG_PANEL.collidepoint(self.mouse):
                self.log.scroll_by(int(getattr(event, "y", 0)))

    def _on_key(self, key: int, mod: int) -> None:
        if self.table_key(key):  # Esc/P, F1, U, H, Space (shared by every table)
            return
        if self.animator.busy:
            if key in (*HURRY_KEYS, *CONFIRM_KEYS):
                self.skip_animations()
            return
        if self.state.is_terminal:
            if key in (pygame.K_SPACE, *CONFIRM_KEYS):
                self.show_results()
            return
        if not self.can_act:
            return
        selection = self.selection
        action: TaisenAction | None = None
        if key == pygame.K_e:
            self.end_turn()
        elif key == pygame.K_TAB:
            selection.cycle(-1 if mod & pygame.KMOD_SHIFT else 1)
            self.keyboard = True
        elif key in NEXT_KEYS:
            selection.cycle(1)
            self.keyboard = True
        elif key in PREVIOUS_KEYS:
            selection.cycle(-1)
            self.keyboard = True
        elif key in CONFIRM_KEYS:
            self.keyboard = True
            action = selection.confirm()
        elif key in DIE_OF_KEY:
            self.keyboard = True
            self._explain_die(DIE_OF_KEY[key])
            action = selection.choose_die(DIE_OF_KEY[key])
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            selection.clear()
        if action is not None:
            self._play(action)

    def _on_motion(self, pos: tuple[int, int]) -> None:
        if pos != self.mouse:
            self.keyboard = False
        self.mouse = (int(pos[0]), int(pos[1]))
        self._update_hover()

    def _update_hover(self) -> None:
        """What lies under the pointer now, for the side to move. Asked again whenever
        the board changes under a still pointer, so no stale preview survives a turn."""
        if not self.can_act:
            self.hover_die = self.hover_card = None
            return
        self.hover_die = self.view.die_at(self.mouse)
        card = self.view.card_at(self.mouse) if self.hover_die is None else None
        self.hover_card = card if card is not None and card // 10 == self.state.side else None

    def _on_click(self, pos: tuple[int, int]) -> None:
        for name in self.shown_buttons():
            button = self.buttons[name]
            if button.enabled and button.rect.collidepoint(pos):
                self._press(name)
                return
        if self.animator.busy:
            self.skip_animations()
            return
        if self.state.is_terminal:
            self.show_results()
            return
        if not self.can_act:
            return
        action: TaisenAction | None = None
        die = self.view.die_at(pos)
        if die is not None:
            self._explain_die(die)
            action = self.selection.choose_die(die)
        else:
            card = self.view.card_at(pos)
            if card is not None and card // 10 == self.state.side:
                self._explain_card(card % 10)
                action = self.selection.choose_card(card % 10)
            elif not L.CONTROL_PANEL.collidepoint(pos):
                self.selection.clear()
        if action is not None:
            self._play(action)

    # ------------------------------------------------------------------ gamepads
    def pad_targets(self) -> list[PadTarget]:
        """The dice that can move a card, the cards of the side to move that can move
        (the part of each drawn uncovered), and End the turn when it may end."""
        if not self.can_act:
            return []
        selection = self.selection
        targets = [
            PadTarget(L.die_rect(die), lambda die=die: self._pad_choose("die", die), ("die", die))
            for die in selection.dice_for(None)
        ]
        side = self.state.side
        for local in selection.cards_for(None):
            rect = self._card_shown(side * 10 + local)
            if rect is not None:
                action = lambda local=local: self._pad_choose("card", local)  # noqa: E731
                targets.append(PadTarget(rect, action, ("card", local)))
        if selection.can_end:
            targets.append(PadTarget(self.buttons["end"].rect, self.end_turn, "end"))
        return targets

    def _card_shown(self, card: int) -> pygame.Rect | None:
        """The part of a card drawn on the board that no card above it covers."""
        view = self.view
        if card not in view.order:
            return None
        x, y = view.card_xy(card)
        rect = pygame.Rect(round(x), round(y), L.CARD_W, L.CARD_H)
        for above in view.order[view.order.index(card) + 1 :]:
            ax, ay = view.card_xy(above)
            other = pygame.Rect(round(ax), round(ay), L.CARD_W, L.CARD_H)
            if other.colliderect(rect) and other.top > rect.top:
                rect.height = min(rect.height, other.top - rect.top)
        return rect

    def _pad_choose(self, kind: str, value: int) -> None:
        """A die or a card chosen with a pad, as a click on it would choose it."""
        if kind == "die":
            self._explain_die(value)
            action = self.selection.choose_die(value)
        else:
            self._explain_card(value)
            action = self.selection.choose_card(value)
        if action is not None:
            self._play(action)
            return
        choices = self.selection.choices()  # the die's cards, or the card's dice
        if choices:
            self.pad_focus = choices[0]

    # ------------------------------------------------------------------ refusals
    def _explain_card(self, local: int) -> None:
        """A click on a card that cannot move now: say why (the rules module decides)."""
        selection = self.selection
        die = selection.die
        if die is not None and selection.action(die, local) is not None:
            return
        if local in selection.cards_for(None) and die is None:
            return
        if local in selection.cards_for(None):  # movable, only not with the chosen die
            reason = self.state.refusal(local, die)
        else:
            reason = self.state.refusal(local)
        if reason is not None:
            self._refuse(*reason)

    def _explain_die(self, die: int) -> None:
        selection = self.selection
        if die in selection.dice_for(None) and (
            selection.card is None or selection.action(die, selection.card) is not None
        ):
            return
        if selection.card is not None and die in selection.dice_for(None):
            reason = self.state.refusal(selection.card, die)
            if reason is not None:
                self._refuse(*reason)
            return
        if not self.state.dice[die]:
            self._refuse("die_used", {"die": "rgb"[die]})
        else:
            self._refuse("die_no_move", {"die": "rgb"[die]})

    def _refuse(self, code: str, details: dict[str, Any]) -> None:
        tr = self.app.tr
        words = dict(details)
        if "card" in words:
            words["card"] = card_name(tr, str(words["card"]))
        if "die" in words:
            words["die"] = tr(f"taisen.die.{DIE_KEYS[str(words['die'])]}")
        self.refused = (tr(f"taisen.refused.{code}", **words), self.time + REFUSAL_SECONDS)
        self.app.audio.play("refused")

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
    def preview(self, action: TaisenAction | None) -> Preview | None:
        """What `action` would do, read from the events of a cloned state (cached)."""
        if action is None or action.is_end:
            return None
        cached = self.previews.get(action.code)
        if cached is not None:
            return cached
        clone = self.state.clone()
        try:
            events = clone.apply(action)
        except ValueError:
            return None
        moved = next((e for e in events if e.kind == "moved"), None)
        if moved is None:
            return None
        side = self.state.side
        data = moved.data
        result = Preview(
            side=side,
            cards=[CARD_OF_TOKEN[t] for t in data["cards"]],
            src=data["src"],
            dst=data["dst"],
            combat=any(e.kind == "combat_started" for e in events),
            village=data["dst"] == ENEMY_VILLAGE[side],
        )
        self.previews[action.code] = result
        return result

    def _candidate(self) -> TaisenAction | None:
        """The move the pointer (or the keyboard focus) is on."""
        selection = self.selection
        if self.keyboard:
            return selection.focused_action()
        if selection.die is not None and self.hover_card is not None:
            return selection.action(selection.die, self.hover_card % 10)
        if selection.card is not None and self.hover_die is not None:
            return selection.action(self.hover_die, selection.card)
        if selection.die is None and selection.card is None and self.hover_card is not None:
            dice = selection.dice_for(self.hover_card % 10)
            if len(dice) == 1:
                return selection.action(dice[0], self.hover_card % 10)
        return None

    def highlights(self) -> Highlights:
        if not self.can_act:
            return Highlights()
        selection = self.selection
        side = self.state.side
        base = side * 10
        focus = selection.focused() if self.keyboard else None
        die_filter = selection.die
        if die_filter is None and selection.card is None:
            if focus is not None and focus[0] == "die":
                die_filter = focus[1]
            elif not self.keyboard and self.hover_die is not None:
                die_filter = self.hover_die
        if selection.card is not None:
            cards = [selection.card]
        else:
            cards = selection.cards_for(die_filter)
        hint = self.hint
        narrowed = die_filter is not None or selection.card is not None
        return Highlights(
            selectable_cards=frozenset(base + c for c in cards),
            dim_side=side if narrowed else None,
            selected_card=None if selection.card is None else base + selection.card,
            focus_card=base + focus[1] if focus is not None and focus[0] == "card" else None,
            selectable_dice=frozenset(selection.selectable_dice()),
            selected_die=selection.die,
            focus_die=focus[1] if focus is not None and focus[0] == "die" else None,
            hint_card=None if hint is None or hint.is_end else base + hint.local_card,
            hint_die=None if hint is None or hint.is_end else hint.die,
            preview=self.preview(self._candidate()),
        )

    def prompt(self, preview: Preview | None) -> tuple[str, tuple[int, int, int]]:
        tr = self.app.tr
        state = self.state
        if self.over_on_screen:
            return tr("taisen.prompt.over"), theme.GOLD
        if self.animator.busy:
            return tr("taisen.prompt.watch"), theme.TEXT_DIM
        if self.session.ai_to_move:
            return tr("taisen.prompt.ai", side=side_name(tr, SIDE_KEYS[state.side])), theme.TEXT_DIM
        if self.refused is not None and self.time < self.refused[1]:
            return self.refused[0], theme.VERMILION
        selection = self.selection
        if self.hint_pending:
            return tr("taisen.prompt.hint_wait"), hud.HINT_TEXT
        if self.hint is not None:
            if self.hint.is_end:
                return tr("taisen.prompt.hint_end"), hud.HINT_TEXT
            card = state.side * 10 + self.hint.local_card
            return tr(
                "taisen.prompt.hint",
                card=card_name(tr, TOKEN[card]),
                die=tr(f"taisen.die.{DIE_NAMES[self.hint.die]}"),
            ), hud.HINT_TEXT
        if selection.only_end:
            return tr("taisen.prompt.no_move"), theme.VERMILION
        if preview is not None:
            cards = " + ".join(card_name(tr, TOKEN[c]) for c in preview.cards)
            return tr(
                "taisen.prompt.preview", cards=cards, dst=pos_name(tr, preview.dst)
            ), theme.GOLD
        if selection.die is not None:
            return tr(
                "taisen.prompt.choose_card",
                die=tr(f"taisen.die.{DIE_NAMES[selection.die]}"),
                value=state.dice[selection.die],
            ), theme.MOONLIGHT
        if selection.card is not None:
            return tr(
                "taisen.prompt.choose_die",
                card=card_name(tr, TOKEN[state.side * 10 + selection.card]),
            ), theme.MOONLIGHT
        if selection.can_end:
            return tr("taisen.prompt.more"), theme.MOONLIGHT
        return tr("taisen.prompt.choose"), theme.MOONLIGHT

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        self._fit(canvas.get_size())
        self._sync_settings()
        hl = self.highlights()
        self.view.draw(canvas, hl)
        if not self.animator.busy and (self.trail or self.trail_combats):
            trail.draw(canvas, self.trail, self.trail_combats, self.time)
        if hl.preview is not None:
            self._draw_preview_tag(canvas, hl.preview)
        if hl.preview is None:  # a move's preview is worth more than the fan
            self._draw_hovered_stack(canvas)
        self._draw_top_bar(canvas)
        self._draw_controls(canvas, hl.preview)
        self.log.draw(canvas)
        self.draw_not_saved(canvas, (L.CANVAS_W // 2, L.HUD_H + L.px(6)))
        if self.over_on_screen and self.app.top is self and not self.viewing_board:
            # the results screen, once up, says it instead; back from it (View board)
            # the final board shows whole, its winner named in the top bar
            self._draw_banner(canvas)

    def hovered_stack(self) -> tuple[int, list[int]] | None:
        """(position, cards bottom to top) of a tall stack under the pointer, to fan out."""
        if self.animator.busy or self.keyboard or self.app.top is not self:
            return None
        card = self.view.card_at(self.mouse)
        where = self.view.where(card) if card is not None else None
        if where is None:
            return None
        side, pos = where
        stack = self.view.stacks[side][pos]
        return (pos, list(stack)) if len(stack) >= stack_fan.MIN_CARDS else None

    def _draw_hovered_stack(self, canvas: pygame.Surface) -> None:
        hovered = self.hovered_stack()
        if hovered is not None:
            pos, stack = hovered
            label = self.app.tr("taisen.fan.top")
            stack_fan.draw(canvas, pos, stack, label, self.app.settings.palette)

    def _draw_preview_tag(self, canvas: pygame.Surface, preview: Preview) -> None:
        if not (preview.combat or preview.village):
            return
        tr = self.app.tr
        text = tr("taisen.preview.combat") if preview.combat else tr("taisen.preview.village")
        tag = hud.preview_tag(text, preview.combat)
        column = L.COLUMNS[preview.dst]
        y = L.ROAD_Y - L.px(30) if preview.side == 0 else L.ROAD_Y + L.px(30)
        rect = tag.get_rect(center=(column.centerx, y))
        rect.clamp_ip(pygame.Rect(0, 0, L.CANVAS_W, L.CANVAS_H))
        canvas.blit(tag, rect)

    def header_text(self) -> str:
        """Whose turn it is on screen, or, once the end has been shown, who won."""
        if self.over_on_screen:
            return self.app.tr(f"taisen.banner.{self.state.winner}")
        return self.app.tr(f"taisen.turn.{SIDE_KEYS[self.view.side]}")

    def _draw_top_bar(self, canvas: pygame.Surface) -> None:
        tr = self.app.tr
        state = self.state
        shown_side = state.winner_side if self.over_on_screen else self.view.side
        for side in (0, 1):
            seat = self.session.seats[side] if side < len(self.session.seats) else None
            if seat is not None and seat.is_ai:
                who = tr("taisen.seat.ai", level=tr(f"taisen.level.{seat.level}"))
            else:
                who = tr("taisen.seat.human")
            count = sum(len(s) for s in self.view.stacks[side])
            count += sum(1 for card in self.view.floating if card // 10 == side)
            left = (
                tr("taisen.ninjas_left_one")
                if count == 1
                else tr("taisen.ninjas_left", count=count)
            )
            surface = hud.plaque(
                side, side_name(tr, SIDE_KEYS[side]), who, left, side == shown_side
            )
            right = L.COLUMNS[-1].right
            x = L.MARGIN_X if side == 0 else right - hud.plaque_width()
            canvas.blit(surface, (x, L.px(4)))
        title = hud.cached_text(self.header_text(), 26, theme.GOLD, "display")
        rect = canvas.blit(title, title.get_rect(center=(L.CANVAS_W // 2, L.px(22))))
        thinking = (
            not state.is_terminal
            and self.session.ai_to_move
            and self.thinking is not None
            and not self.animator.busy
        )
        if thinking or self.hint_pending:
            label = hud.cached_text(tr("taisen.thinking"), theme.FONT_MIN, theme.TEXT_DIM, "body")
            spot = label.get_rect(center=(L.CANVAS_W // 2 + L.px(10), rect.bottom + L.px(9)))
            canvas.blit(label, spot)
            hud.draw_spinner(canvas, (spot.left - L.px(14), spot.centery), self.time, theme.GOLD)
        else:
            accent = theme.SIDE_COLOURS[SIDE_KEYS[shown_side if shown_side is not None else 0]]
            pygame.draw.line(
                canvas,
                accent,
                (rect.left + L.px(10), rect.bottom + L.px(6)),
                (rect.right - L.px(10), rect.bottom + L.px(6)),
                L.px(2),
            )

    def _draw_controls(self, canvas: pygame.Surface, preview: Preview | None) -> None:
        text, colour = self.prompt(preview)
        surface = hud.prompt_surface(text, colour, L.PROMPT_RECT.width)
        canvas.blit(surface, surface.get_rect(center=L.PROMPT_RECT.center))
        for name in self.shown_buttons():  # only the menu where nobody plays
            self.buttons[name].draw(canvas, self.app.tr, self.time)
        if self.app.demo:
            tag = hud.preview_tag(self.app.tr("taisen.demo"), False)
            row = L.BUTTONS["end"].union(L.BUTTONS["hint"])  # where the hidden buttons sit
            canvas.blit(tag, tag.get_rect(center=row.center))

    def _draw_banner(self, canvas: pygame.Surface) -> None:
        tr = self.app.tr
        state = self.state
        winner = state.winner_side
        if winner is None:
            return
        reason = self.win_reason()
        banner = hud.banner_surface(
            winner,
            tr(f"taisen.banner.{state.winner}"),
            tr(f"taisen.banner.{reason}"),
            tr("taisen.banner.continue"),
        )
        appear = min(1.0, self.over_time / 0.4) if self.animate else 1.0
        veil = hud.board_veil()
        veil.set_alpha(int(255 * appear))
        canvas.blit(veil, (0, L.HUD_H))
        banner.set_alpha(int(255 * appear))
        y = L.ROAD_Y - L.px(8) * (1 - appear) + L.px(2) * math.sin(self.time * 2)
        canvas.blit(banner, banner.get_rect(center=(L.CANVAS_W // 2, int(y))))
