"""The Ninja Night table: the village at night, secret plans, throws judged by eye.

Every choice is one of the state's legal actions, played through the session. A throw
is set on the string held in the player's hands, beside the village: no ruler, no
number, no line on the map, since judging the distance is the skill (string_aim.py).
The throw then plays out as a pymunk rope (rope_view.py, ninjas/night/rope.py), hidden
behind the buildings in front of it, and lands where the rules put it (or falls to the
ground beyond a roof it misses). Only then does the ninja move and the table tell the
result: the true distance beside the string's length, kept in the log for every throw,
and a record of each player's throws after the game. Every other event has its own
short animation and sound (staging.py, effects.py), played at the animation speed and
after the throw that causes it. Plans are set in secret, with the hand-off screen
between people; tokens, on a roof, in a backpack or flying, show only what the shown
seat may know.

NightScene is the conductor: it joins the rooms beside it and answers the table
skeleton's hooks (scenes/table.py). The rooms:
- layout.py: every rect, from the surface's size; village_view.py: the village drawn;
- table_view.py: a frame; backpacks.py, plan_panel.py, options_panel.py,
  log_panel.py, prompt_panel.py: the column's panels;
- string_aim.py: the string in the hands; rope_view.py: the thrown rope;
- staging.py: events told, animated and heard (effects.py: each animation);
- words.py: what the table says; input.py: keys and pointer turned into intents;
  key_wait.py: E or Enter never dropped without a word;
- collect_pick.py: a Collect ticked token by token; skip_guard.py: an End the turn
  that skips the planned action waits for the End turn confirm; skip_handoff.py: a
  person's turn with nothing to do passed with no hand-off; open_turn.py: a turn
  played in the open, the person's private faces drawn as backs, her cover on demand;
- hint_show.py: the hint where the person chooses (plan_follow.py: the Move's hint
  follows the plan taken from the plan's hint); undo_note.py: an Undo's words over
  the village, not in the prompt;
- phone_adapter.py, pad_adapter.py: what a phone and a gamepad are offered;
- follow_pace.py: the computers' pace switched at the table ('Follow each move (F)'),
  step_wait.py: one move at a time, each computer's action waiting for a press.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event
from ninjas.night.rules import NightAction, NightState

from .. import theme
from ..pads import PadTarget
from ..registry import person_name
from ..table import TableScene
from ..tableflow.computer import CHAINED_PAUSE
from ..text_cache import TextCache
from . import cover_guard, deeds, effects, open_turn, pad_adapter, skip_handoff, throw_pace
from .backpacks import BackpacksView
from .bonus_reach import OUT, out_rows
from .collect_pick import CollectPick
from .computer_seen import ComputerSeen
from .discard_places import GONE
from .effects import Effect
from .follow_pace import NightFollowPace as FollowPace
from .hint_show import HintShow
from .input import Intent, click_intent, event_intent
from .key_wait import KeyWait
from .layout import PROMPT_MAX_LINES, Layout, table_layout
from .log_panel import table_log
from .options_panel import OptionsPanel
from .palette import SEAT_COLOURS, token_colour
from .phone_adapter import PhoneAdapter
from .phone_face import NightPhones
from .plan_panel import PlanPanel
from .plan_suggest import suggested
from .prompt_panel import PromptPanel
from .rope_view import RopeShow, Shown
from .skip_guard import SkipGuard
from .staging import Stage
from .string_aim import THROW_KINDS, StringAim
from .table_view import TableView, turn_end_box
from .turn_again import NightTurnAgain
from .village_view import VillageView
from .words import Wording, roof_note, target_roof

if TYPE_CHECKING:
    from ninjas.core.session import GameSession

    from ..app import App


AI_PAUSE = 0.6
RESULTS_DELAY = 2.0
"""Seconds the end shows on the table before the results screen."""
HINT_LINES = 2
"""The lines kept in the prompt, over the short aiming words, for a hint said while the
string is set: its panel and Throw button stay put (test_night_throws)."""
VIEWS_KEPT = 2
"""Village views kept, one per surface size drawn on (the window, and the 1280x720
canvas of frames an older overlay shares): each holds its still layer."""


class NightScene(FollowPace, NightTurnAgain, ComputerSeen, NightPhones, TableScene[NightState]):
    """`NightScene(app, session)`; `animate=False` plays everything at once (tests).
    Drawn at the surface's own size (native): scenes/night/layout.py places it all."""

    results_delay = RESULTS_DELAY
    says_end_turn = frozenset({"end", "plan"})
    """The "End the turn" row is its own confirm, and so is "Confirm the plan" (issue
    33: the End turn confirm asked a second time for the one decision), but for an End
    the turn that skips the planned action (ends_own_turn)."""
    news_after_own = frozenset({"round_ended", "round_started"})
    """A new round its seat's action began: told in that seat's next story too
    (since_turn.own_tail)."""

    def __init__(
        self, app: App, session: GameSession, *, animate: bool = True, ai_pause: float = AI_PAUSE
    ) -> None:
        self.hint_show = HintShow(self)
        super().__init__(app, session, animate=animate, ai_pause=ai_pause)
        self.buttons = self.make_top_buttons()
        self._views: OrderedDict[tuple[int, int, int, int], VillageView] = OrderedDict()
        self._laid: Layout | None = None
        """The layout drawn last (see layout()): kept to move animations on a resize."""
        self.view: VillageView = self._view_for(pygame.Rect(0, 0, 1280, 720))
        """The village as drawn on the surface of the last frame (set by layout())."""
        self.text_fit = TextCache()
        self.words = Wording(self)
        self.aiming = StringAim(self)
        self.stage = Stage(self)
        self.option_list = OptionsPanel(self, animate=animate)
        self.collect_pick = CollectPick(self)
        self.skip_guard = SkipGuard(self)
        self.plan_panel = PlanPanel(self)
        self.prompt_panel = PromptPanel(self)
        self.log_panel = table_log()
        self.backpacks = BackpacksView(self)
        self.table_view = TableView(self)
        self.phone_adapter = PhoneAdapter(self)
        self.key_wait = KeyWait(self)
        if session.actions:  # a loaded game: its log and its throws so far
            self._rebuild_log()
        self._refresh()
        # the village, the fonts and the texts made before the first frame, at the size
        # the table will be drawn (the window's, native; a replay's room: night_fit.py)
        size = self.layout().size
        with theme.scaled_for(app.view_size):
            self.draw(pygame.Surface(size))
            effects.prepare(size, self.view)

    # ------------------------------------------------------------------ the rooms' state, by name
    @property
    def options(self) -> list[tuple[NightAction, str]]:
        """The options offered now, each with its row's words (options_panel.py)."""
        return self.option_list.rows

    @options.setter
    def options(self, rows: list[tuple[NightAction, str]]) -> None:
        self.option_list.rows = rows

    @property
    def throw(self) -> NightAction | None:
        """The throw being aimed: its action with the length still to set."""
        return self.aiming.throw

    @throw.setter
    def throw(self, action: NightAction | None) -> None:
        self.aiming.set(action)

    @property
    def length(self) -> float:
        """The string's length in the hands (cm)."""
        return self.aiming.length

    @length.setter
    def length(self, length: float) -> None:
        self.aiming.length = length

    @property
    def plan(self) -> list[str]:
        return self.plan_panel.plan

    @plan.setter
    def plan(self, plan: list[str]) -> None:
        self.plan_panel.plan = plan

    @property
    def rope(self) -> RopeShow | None:
        """The thrown rope being shown (staging.py)."""
        return self.stage.rope

    @rope.setter
    def rope(self, rope: RopeShow | None) -> None:
        self.stage.rope = rope

    @property
    def effects(self) -> list[Effect]:
        return self.stage.effects

    @effects.setter
    def effects(self, playing: list[Effect]) -> None:
        self.stage.effects = playing

    @property
    def log_lines(self) -> list[str]:
        return self.log_panel.lines

    @log_lines.setter
    def log_lines(self, lines: list[str]) -> None:
        self.log_panel.lines = lines

    # ------------------------------------------------------------------ state
    @property
    def busy(self) -> bool:
        return self.stage.busy

    @property
    def settled(self) -> bool:
        """No animation plays (the computer's move is then read on the open table
        before a cover: the hand-off flow's hold, handoff_flow.read)."""
        return not self.busy and not self.stage.effects

    @property
    def animating(self) -> bool:
        return (
            self.busy
            or self.computer_to_move
            or self.hint_pending
            or (self.state.is_terminal and not self.results_shown)
        )

    def seat_name(self, seat: int) -> str:
        """A named person's name, else the seat's colour ("Red ninja"): the log and the
        plan prompt said "Red ninja" of a player called Sam (issue 33)."""
        return person_name(self.session, seat) or self.app.tr(f"seat.night.{seat}")

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return SEAT_COLOURS[seat]

    def shown(self) -> Shown:
        """The state as the table draws it: as before the throw while its rope flies."""
        return self.again_village() or self.stage.shown()  # (turn_again.py: the past)

    def rope_flying(self) -> bool:
        return self.stage.rope_flying()

    @property
    def viewer(self) -> int | None:
        """Whose knowledge the screen shows: the shown seat's (EVERYONE's while everyone
        looks on: open_turn.py); while the table waits between people, nobody's (-1:
        only the tokens' backs); with only AIs, or the board viewed after the results, all."""
        if self.phone_adapter.viewer is not None:  # words made for a seat's phone
            return self.phone_adapter.viewer
        if self.shown_seat is not None and not open_turn.board_open(self):
            return open_turn.viewer(self)
        return -1 if self.humans and not open_turn.board_open(self) else None

    def token_face(self, token: int) -> str:
        """What the screen may show of a token: its kind, or only its back's colour
        (while 'Replay their turns' plays, as known then: turn_again.faces_then)."""
        return (self.faces_then() or self.state).kind_seen_by(token, self.viewer)

    def token_colour(self, token: int) -> tuple[int, int, int]:
        return token_colour(self.token_face(token))

    def target_roof(self, action: NightAction) -> int | None:
        """The roof an option acts on (words.target_roof)."""
        return target_roof(self.state, action)

    def rings(self) -> list[int]:
        """Roofs ringed in gold besides the table's own marks (a guide's): none."""
        return []

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int] | None = None) -> Layout:
        """The table's layout on the surface drawn on now (`size`, else the app's view),
        made when that size (or the prompt's length) changes; the village view follows
        it, and animations under way move with it."""
        size = size or self.app.view_size
        state = self.state
        base = table_layout(size, state.village.diameter, state.players)
        width = base.prompt.width - base.px(20)
        lines = len(self.prompt_panel.lines(width))
        if self.throw is not None and self.can_act:  # a hint said while aiming: the
            # string's panel stays where it was (its Throw button under the pointer)
            # the same for every throw: the aiming words, or a hint's line or two
            # before their short form (prompt_panel.py)
            tr, wrap = self.app.tr, self.text_fit.wrap
            aiming = len(wrap(tr("night.prompt.throw"), theme.FONT_SMALL, width))
            hinted = len(wrap(tr("night.prompt.throw_short"), theme.FONT_SMALL, width)) + HINT_LINES
            lines = max(lines, aiming, hinted)
        layout = table_layout(
            size, state.village.diameter, state.players, min(lines, PROMPT_MAX_LINES)
        )
        if layout is not self._laid:
            old, old_view = self._laid, self.view
            self._laid = layout
            self.view = self._view_for(layout.map)
            self._place_buttons(layout)
            if old is not None and old.size != layout.size:
                self.stage.move_effects(old, old_view, layout)
        return layout

    def _place_buttons(self, layout: Layout) -> None:
        """Menu at the top right, Undo and Hint to its left."""
        rect = pygame.Rect(layout.menu)
        for name in ("menu", "undo", "hint"):
            self.buttons[name].rect = rect
            rect = rect.move(-(rect.width + layout.px(8)), 0)

    def _view_for(self, rect: pygame.Rect) -> VillageView:
        """The village drawn in `rect` (kept: its still layer is costly to draw)."""
        key = (rect.x, rect.y, rect.width, rect.height)
        view = self._views.get(key)
        if view is None:
            view = VillageView(self.state.village, rect, self.state.players, self)
            self._views[key] = view
            while len(self._views) > VIEWS_KEPT:
                self._views.popitem(last=False)
        self._views.move_to_end(key)
        return view

    def tell_after_turn(self, events: list[Event]) -> None:
        """A skip's line, now that its End turn is confirmed (skip_guard.holds_back)."""
        self.log_lines.extend(self.words.log_line(event) for event in events)

    # ------------------------------------------------------------------ the choices
    def _refresh(self) -> None:
        self.begin_refresh()
        state = self.state
        self.option_list.offer([])
        if not self.can_act:
            return
        if state.phase == "plan":
            self.plan_panel.preselect(state.round, state.current_player)
        seen: set[str] = set()
        actions: list[NightAction] = []
        phone = self.phone_seat(state.current_player)
        for action in state.legal_actions():
            if action.kind == "plan" or (phone and self.phone_side(action)):
                continue
            key = self.words.choice_key(action)  # one row per choice told apart
            if key in seen:
                continue
            seen.add(key)
            actions.append(action)
        actions = self.collect_pick.fold(actions)  # a row per roof token, not per combination
        if not phone:  # a Kunai or a Shuriken: why it may not aim at a ninja
            actions = open_turn.rows(self, actions + out_rows(state))
        # in the same order at every turn, End the turn last (words.fixed_order)
        self.options = self.words.labelled(self.option_list.in_place(actions))

    def default_plan(self) -> list[str]:
        """The two actions pre-selected for the seat planning (plan_suggest.py)."""
        return suggested(self.state, self.state.current_player)

    def language_changed(self) -> None:
        """Every text said again in the new language: the options' labels, the log, and
        the lines and surfaces kept (they were made in the old one)."""
        for room in (self.prompt_panel, self.plan_panel, self.log_panel, self.table_view):
            room.forget()
        self.text_fit.clear()
        rope = None if self.rope is None or self.rope.told else self.rope
        self._rebuild_log()  # (a throw's result shown over the village goes: the log has it)
        if rope is not None and rope.lines:  # a rope in the air: its lines wait for it
            n = len(rope.lines)
            self.log_lines, rope.lines = self.log_lines[:-n], self.log_lines[-n:]
        self.options = self.words.labelled([a for a, _ in self.options])

    def click_roof(self, building: int) -> bool:
        """A roof clicked: its only option is chosen, or the list shows its options.
        While aiming, another roof with options is aimed at instead (it was ignored)."""
        if not self.can_act or self.state.phase == "plan":
            return False
        targets = [i for i, (a, _) in enumerate(self.options) if self.target_roof(a) == building]
        if self.throw is not None:
            if not targets or self.target_roof(self.throw) == building:
                return False  # the string stays in the hands
            self.throw = None  # as Esc, then this roof
        if not targets:  # nothing to do there: the prompt says why (a click did nothing)
            why = roof_note(self.state, building)
            self.refuse(self.app.tr(f"night.roof.{why}", roof=building + 1))
            return False
        if len(targets) == 1 and not self.words.beyond(self.options[targets[0]][0]):
            self.choose_option(targets[0])  # a sure miss is shown in the list, its row read
        else:
            self.option_list.narrow_to(building)
        return True

    # ------------------------------------------------------------------ playing
    def play(self, action: NightAction | str) -> None:
        state = self.state
        actor = state.current_player
        before = Shown(
            list(state.positions),
            [list(r) for r in state.roofs],
            [list(p) for p in state.backpacks],
            list(state.held),
        )
        skipped = self.skip_guard.skips(action)
        dropped = str(action).split()[0] == "drop" and state.seat_at(state.index) != actor
        events = self.apply_action(action)
        # a token dropped for a hit in another seat's turn: End turn lets the game go on
        # (prompt_panel.turn_end_words), it does not pass the dropper's turn
        self.dropped_at = len(self.session.actions) if dropped else -1
        self.skip_guard.played(skipped)
        self.refused = None
        self.stage.begin_action(actor)
        for event in events:
            self.stage.announce(event, before, last=True)
        self.stage.say(str(action).split(" ", 1)[0])  # a computer's: over the village
        self.throw = None
        self._refresh()

    def ends_own_turn(self, action: Any) -> bool:
        """End the turn and Confirm the plan pass the turn at once (says_end_turn), but
        an End the turn that skips the planned action waits for the End turn confirm
        (skip_guard)."""
        return super().ends_own_turn(action) and self.skip_guard.skips(action) is None

    action_reserve = CHAINED_PAUSE
    """A computer's throw is most often followed by its End the turn alone: a second
    throw, rarer, plays quicker (Stage.fit)."""

    def fit_turn(self, seconds: float) -> None:
        self.stage.fit(seconds, throw_pace.tight_room(self))

    def choose_option(self, index: int) -> None:
        if not self.can_act or not 0 <= index < len(self.options):
            return
        action = self.options[index][0]
        self.refused = None  # chosen: the prompt asks what comes next
        if self.collect_pick.takes(action) or open_turn.takes(self, action):
            return  # a roof token ticked (collect_pick.py), her cover asked (open_turn.py)
        if action.kind in (OUT, GONE):  # why it may not be chosen: said again
            self.refuse(self.options[index][1])
            return
        if action.kind in THROW_KINDS:
            # at its own start length, the hint's row too: the hint names the target
            # and the action, never the length (H, Enter, Enter hit every time; issue
            # 33, newcomer T, s9 u8, u12: judging the distance is the game)
            self.aiming.start(action)
            return
        self.play(action)

    def turn_end_anchor(self, canvas: pygame.Surface) -> tuple[int, int] | None:
        """The End turn button at the head of the column, under the prompt (where the
        options stand)."""
        return turn_end_box(self.layout(canvas.get_size())).center

    def throw_now(self) -> None:
        action = self.aiming.action()
        if action is not None and self.can_act:
            self.play(action)

    def confirm_plan(self) -> None:
        if self.can_act and self.state.phase == "plan":
            action = NightAction("plan", (self.plan[0], self.plan[1]))
            if self.plan == self.plan_panel.suggested:
                # the table's suggestion, kept as a hint shown to this seat: the review
                # never calls a plan the table offered a mistake (newcomer Z, s21, 119:
                # 'Heal, then Move', confirmed as suggested, 'a mistake for sure')
                self.session.note_hint([str(action)])
            self.play(action)
            self.plan = ["move", "collect"]

    def prompt(self) -> str:
        """What the panel at the top tells the player now (prompt_panel.py)."""
        return self.prompt_panel.text()

    def hint_label(self, action: NightAction) -> str:
        return self.hint_show.label(action)

    @property
    def hint_shown(self) -> NightAction | None:
        """The hint while it speaks of what is being done: aiming another throw puts it
        away (issue 33: the hint for a throw no longer aimed at stayed)."""
        hint, throw = self.hint, self.throw
        if hint is None or throw is None or self.hinted_option(throw):
            return hint
        if hint.kind not in ("move", "attack", "shuriken", "kunai"):  # not to throw at all:
            # said while the string is held (newcomer X, s21, 135: H showed nothing)
            return hint
        return None

    # ------------------------------------------------------------------ the skeleton's hooks
    def describe(self, event: Event) -> list[tuple[int | None, str]]:
        line = self.words.log_line(event)
        return [(None, line)] if line else []

    def describe_yours(self, event: Event, seat: int) -> list[tuple[int | None, str]]:
        """The same line, `seat`'s own moves said to it: 'You collect 2 tokens.' (its
        phone; the log says 'Bo collects 2 tokens.')."""
        line = self.words.log_line(event, you=seat)
        return [(None, line)] if line else []

    def touches(self, event: Event, seat: int) -> bool:
        """Another seat's play that hit `seat`: a throw at it, a token stolen from it or
        knocked off its backpack, an injury."""
        d = event.data
        if event.kind in ("injured", "injury_spared", "must_drop"):
            return d.get("seat") == seat
        if event.kind == "knocked_off":
            return d.get("owner") == seat
        return d.get("victim") == seat

    def show_since_last_turn(self, seat: int, only_if_touched: bool = False) -> None:
        """One person at the laptop: the story in a panel over the village that needs no
        click and goes with their first action (since_toast.py). (With two people the
        hand-off's cover tells it.)"""
        self.table_view.since.tell(seat, only_if_touched)

    def tells_touches_now(self) -> bool:
        """Planning covers the log: what the computer did to the one person since their
        last move (a kunai that knocked their token off, a steal, an injury, often
        played after they ended their turn) is told as their planning begins."""
        return self.state.phase == "plan"

    def legal_move(self, result: Any) -> str | None:
        """A search's answer if the rules take it here (a throw's length is any number,
        not one of a list)."""
        text = str(result)
        try:
            self.state.clone().apply(text)
        except ValueError:
            return None
        return text

    def hint_move(self, result: Any) -> NightAction | None:
        return self.hint_show.move(result)

    def hinted_option(self, action: NightAction) -> bool:
        return self.hint_show.hinted(action)

    def results_lines(self) -> list[str]:
        """The results' breakdown tells the scores; the table adds each seat's throws."""
        return deeds.results_lines(self)  # each seat's throws, then what it did

    def show_results(self) -> None:
        """The shared results (TableScene.show_results), with the list of every throw a
        button away (throw_list.NightResults)."""
        if not self.state.is_terminal or self.busy or self.app.top is not self:
            return
        from .throw_list import NightResults, throw_rows

        self.results_shown = True
        self.history.keep()
        rows = throw_rows(self.app.tr, self.stage.throws, self.seat_name)
        self.app.push(NightResults(self.app, self.session, self.results_lines(), rows))

    def hurry(self) -> None:
        """Space: the rope landed and every animation at its end."""
        self.stage.hurry()

    def let_go(self) -> bool:
        """Esc: the throw being aimed, or the roof the options were narrowed to."""
        if self.throw is not None:
            self.throw = None
        elif self.option_list.opened is not None:  # a bonus's choices: back to all
            self.option_list.close_bonus()
        elif self.option_list.roof_filter is not None:
            self.option_list.show_all()
        else:
            return False
        return True

    def after_undo(self) -> None:
        """Everything shown of what was taken back goes: the rope and what it keeps
        drawn, the animations and what waits for them, the aim, the result."""
        self.stage.clear()
        self.key_wait.drop()
        self.throw = None
        self.plan_panel.planned_for = None
        self._rebuild_log()
        self._refresh()

    def _rebuild_log(self) -> None:
        self.stage.retell()  # (staging.py: an undo's taken-back lines leave it)

    def handoff_ready_key(self, seat: int) -> str:
        """The hand-off's button words for `seat` (open_turn.ready_key)."""
        return open_turn.ready_key(self, seat)

    def overlays(self) -> list[pygame.Rect]:
        """What lies over the village that a throw's banner must not hide (a guided
        table's bubble: tutorial.py); none here."""
        return []

    def on_resume(self) -> None:
        """Shown again (a hand-off's cover, the menu, gone): no key held before is
        still waited for (TableScene.on_resume), nor one kept for the end of a throw."""
        super().on_resume()
        self.key_wait.drop()

    def open_handoff(self) -> None:
        if self.key_wait.hold.holding() or skip_handoff.pass_if_nothing_to_do(self):
            return  # a person's hit read first (throw_hold.py); no cover for nothing to do
        if not skip_handoff.no_cover(self):  # nor in the open, nor the laptop kept
            super().open_handoff()
            open_turn.titled(self)  # 'in private' when she has the laptop; the round

    # ------------------------------------------------------------------ gamepads
    def pad_targets(self) -> list[PadTarget]:
        return pad_adapter.pad_targets(self)

    def pad_adjusting(self) -> bool:
        return self.throw is not None

    def pad_adjust(self, step: int, fine: bool) -> None:
        pad_adapter.adjust(self, step, fine)

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        self.layout()  # what an event starts is placed on the surface drawn on now
        self.time += dt
        speed = float(self.app.settings.animation_speed) or 1.0
        if self.stage.advance_rope(dt * speed):
            self._refresh()  # the choices wait for the throw to be seen
        self.advance_game(dt * speed)
        self.option_list.note_rows()
        self.update_top_buttons(self.buttons, dt)
        was_busy = self.busy
        self.stage.advance_effects(dt * speed)
        if (was_busy and not self.busy) or self.plan_panel.behind():
            self._refresh()  # the choices wait for a thrown blade to land, or a key
        self.key_wait.release()  # E or Enter pressed while the person's action played
        cover_guard.check(self)  # no private screen drawn that no cover handed over

    def handle_event(self, event: pygame.event.Event) -> None:
        """An event turned into what it asks (input.py), then done."""
        if self.key_wait.keep(event) or self.key_carried(event) or self.turn_end.take(event):
            return
        if self.plan_panel.behind():  # opened by a key in this frame: its suggestion first
            self._refresh()
        self.layout()  # positions are on the surface drawn on now
        if event.type == pygame.MOUSEMOTION:
            self.mouse = getattr(event, "pos", self.mouse)
        elif event.type == pygame.KEYDOWN and self.table_key(event.key):
            return  # Esc/P, F1, U, H, Space (shared by every table)
        elif self.left_press(event):
            self.click(self.mouse)
            return
        elif event.type == pygame.MOUSEBUTTONUP:
            self.buttons_take(event)
            return
        self.do(event_intent(self, event))

    def click(self, pos: tuple[int, int]) -> None:
        """A left press at `pos` (not on a top-bar button): on the "since your last
        turn" panel, it puts the panel away."""
        if self.table_view.since.take_click(pos):
            return
        self.do(click_intent(self, pos))

    def do(self, intent: Intent | None) -> None:
        """Carry out what an event asked (input.py's Intent kinds)."""
        if intent is None:
            return
        kind, arg = intent.kind, intent.arg
        if kind == "choose":
            self.option_list.pick(arg)  # a bonus token's row opens its choices
        elif kind == "light_first":  # Enter with nothing lit: say so, light the first
            self.option_list.light_first()
            self.refuse(self.app.tr("night.enter_unlit"))
        elif kind == "choose_shown":
            self.option_list.choose_visible(arg)
        elif kind == "page":
            self.option_list.turn_page(arg)
        elif kind == "list_key":
            self.option_list.list_key(arg)
        elif kind == "roof":
            self.click_roof(arg)
        elif kind == "pick":
            self.collect_pick.toggle(arg)
        elif kind == "show_all":
            self.option_list.show_all()
        elif kind == "length_at":
            self.aiming.drag_to(arg)
        elif kind == "length_press":
            self.aiming.press_at(arg)
        elif kind == "nudge":
            self.aiming.nudge(arg)
        elif kind == "throw":
            self.throw_now()
        elif kind == "cycle":
            self.plan_panel.cycle(arg)
        elif kind == "plan":
            which, action = arg
            self.plan[which] = action
        elif kind == "confirm":
            self.plan_panel.confirm()
        elif kind != "nothing":  # a press spent on a row that had just changed
            raise ValueError(f"Night: no such intent: {kind}")

    def draw(self, canvas: pygame.Surface) -> None:
        self.follow_language()
        self.table_view.draw(canvas, self.layout(canvas.get_size()))
