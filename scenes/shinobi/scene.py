"""The Shinobi WAT-AAH! table: the conductor that joins its rooms.

The scene never decides a rule: every choice it offers is one of the state's legal
actions, played through the session; events are paced, logged and animated. Hidden
information: only `shown_seat`'s hand is ever drawn face up, and the log shows a
private line only to its owner while that owner's hand is shown. With two or more
people at the laptop, the table is covered (scenes/handoff.py) between them.

The rooms beside it, each reached through an attribute of the scene:
- layout.py: where everything goes (`layout`); board_view.py (`board`): the still layer,
  seats, clans, piles; grandmaster_view.py (`grandmaster`); hand_view.py (`hand`);
  picks_view.py (`picks`); zoom_view.py (`zoom`); corruption_tip.py (`corruption_tip`);
  board_tips.py (`board_tips`): the hover tips of the Shosho, Temple cards, the board;
  covers.py (`covers`): the Jigoku, the Scores, a ranking, a peeked Decoy;
- options_panel.py (`option_panel`), prompt_panel.py (`prompt`), log_panel.py (`log`),
  ../text_cache.py (`wraps`), words.py (`words`): what the table says;
- selection.py (`selection`): the hand cards picked; controls.py (`controls`): keys,
  clicks and the wheel turned into intents, applied here (`do`);
- staging.py (`staging`): events told, cards in flight;
- phone_adapter.py and pad_adapter.py: the phones' and the gamepads' view of the table.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event
from ninjas.shinobi import data
from ninjas.shinobi.ai import unseen_peek
from ninjas.shinobi.rules import ShinobiAction, ShinobiState, initial_events

from .. import theme
from ..choice_list import ChoiceList
from ..pads import PadPress, PadTarget
from ..registry import person_name
from ..table import TableScene
from ..tableflow.undo_words import undone_text
from ..text_cache import TextCache
from ..widgets import draw_hint
from . import card_refusals, end_wait, open_pawns, pad_adapter, phone_adapter, public_table
from . import cards as art
from .board_tips import BoardTips
from .board_view import BoardView
from .changed_marks import ChangedSeen
from .computer_turns import ComputerTurns
from .controls import Controls, Intent, controls_help_key
from .corruption_tip import CorruptionTip
from .covers import COURT_REVEAL, Covers
from .grandmaster_view import GrandMasterView
from .hand_news import HandNews
from .hand_view import HandView
from .hint_reason import HintReason
from .layout import TableLayout, table_layout
from .log_panel import table_log
from .options_panel import OptionsPanel
from .picks_view import PicksView
from .prompt_panel import PromptPanel
from .public_table import public
from .round_cover import NewRoundCover
from .round_end import RoundEnd
from .selection import Selection, cards_of
from .staging import COMPUTER_SLOWER, EVENT_SECONDS, Staging
from .words import TableWords
from .zoom_view import ZoomView

if TYPE_CHECKING:
    from ninjas.core.session import GameSession

    from ..app import App

log = logging.getLogger(__name__)

AI_PAUSE = 0.2
"""Seconds (at speed 1) an AI waits after the last event before it moves (0.5, with a
hold after each action, made its turns too long, issue 33)."""
RESULTS_DELAY = 2.5
TOUCHING_OWN = frozenset({"clan_destroyed", "random_discard", "discard"})
"""Events played by another seat that happen to the seat they name (`seat`)."""


class ShinobiScene(ComputerTurns, NewRoundCover, ChangedSeen, TableScene[ShinobiState]):
    """`ShinobiScene(app, session)`; `animate=False` plays events at once (tests).

    Drawn at the window's own size (`native`): the layout comes from the surface drawn
    on (scenes/shinobi/layout.py), lengths are design px through theme.px, text sizes
    are design units; clicks land on what was drawn at that size."""

    ai_salt = 1

    @property  # type: ignore[override]
    def results_delay(self) -> float:
        """A beat before the final picture, else RESULTS_DELAY (end_wait.py)."""
        return end_wait.results_delay(self, RESULTS_DELAY)

    says_end_turn = frozenset({"pawns", "peek"})
    """Grand Master's pawn placements pass the turn at once, each alike: one on the
    Court draws a Court card and one on Missions may peek at a Decoy, which no Undo
    could take back, so those never waited for End turn while the others did (issue
    33, newcomer H, gm-49: after the one placement that waited, he waited 3 minutes for
    the computers before seeing the table waited for him)."""

    def __init__(
        self, app: App, session: GameSession, *, animate: bool = True, ai_pause: float = AI_PAUSE
    ) -> None:
        super().__init__(app, session, animate=animate, ai_pause=ai_pause)
        self.ranking: dict[str, Any] | None = None
        self.round_end = RoundEnd(self)
        self.reveal: tuple[int | None, int, str] | None = None
        self.open_seat: int | None = None  # placing pawns in the open (open_pawns.py)
        """A Decoy just peeked at by the person at the screen (seat, decoy, boss): shown
        to them in a panel they dismiss, before the turn (and the laptop) passes on; or
        the Final Boss at the game's end (None, -1, boss), for everyone, before the results."""
        self.faces_drawn: set[int] = set()
        """Card faces drawn in the last frame (tests check no hidden card shows)."""
        self.pointer_moved = False
        """The pointer moved over the table since the turn began or a screen over it
        left: only then does the card under it show enlarged (never a card that came
        under a pointer parked there, at a hand-off or a turn's start)."""
        self._legal: tuple[tuple[int, int], list[ShinobiAction]] | None = None
        """The state's legal actions, listed once for each position (see legal)."""
        self.words = TableWords(self)
        self.wraps = TextCache()
        self.log = table_log(self)
        self.prompt = PromptPanel(self)
        self.option_panel = OptionsPanel(self)
        self.selection = Selection(self)
        self.hand = HandView(self)
        self.news = HandNews(self)
        self.hint_reason = HintReason(self)
        self.board = BoardView(self)
        self.grandmaster = GrandMasterView(self)
        self.picks = PicksView(self)
        self.staging = Staging(self)
        self.covers = Covers(self)
        self.zoom = ZoomView(self)
        self.corruption_tip = CorruptionTip(self)
        self.board_tips = BoardTips(self)
        self.controls = Controls(self)
        self.size: tuple[int, int] = self._first_size()
        self._layout: TableLayout | None = None
        self._layout_key: tuple[Any, ...] | None = None
        self.buttons = self.make_top_buttons()
        if session.actions:
            self._rebuild_log()
        else:
            self.staging.push(initial_events(self.state))
        self._refresh()
        self._draw_ahead()

    # ------------------------------------------------------------------ the rooms' names
    @property
    def options(self) -> list[tuple[ShinobiAction, str]]:
        """The choices offered: (action, label) (options_panel.py)."""
        return self.option_panel.options

    @property
    def choices(self) -> ChoiceList:
        return self.option_panel.choices

    @property
    def log_lines(self) -> list[tuple[int | None, str]]:
        """The log told so far: (owner seat or None for public, text) (log_panel.py)."""
        return self.log.lines

    @property
    def computer_on_stage(self) -> bool:
        """A computer's action is being told (its events slower, its cards too)."""
        return self.staging.computer_on_stage

    def _first_size(self) -> tuple[int, int]:
        """The size the table will first be drawn at: the window's."""
        size: tuple[int, int] = self.app.view_size
        return size

    def _draw_ahead(self) -> None:
        """Every face at the hand's and the piles' sizes, the table's still layer, fonts
        and texts: drawn now at the size of the first frame, so that frame comes at once
        (an enlarged card is drawn when first hovered: a few ms)."""
        with theme.scaled_for(self.size):
            layout = self.layout
            pile = max(layout.px(40), layout.pile_w)
            for name in {c.name for c in data.CARDS}:
                card = next(c.id for c in data.CARDS if c.name == name)
                for width in (layout.card_w, layout.pile_w, pile):
                    art.card_face(card, width, self.app.tr, self.app.tr.lang)
            self.board.base()
            self.draw(pygame.Surface(self.size))

    # ------------------------------------------------------------------ properties
    @property
    def busy(self) -> bool:
        return bool(self.queue) or self.staging.holding  # (an aim's beat too: aim_beat.py)

    @property
    def held(self) -> bool:
        """Cards in flight, a round's ranking or a peeked Decoy to dismiss, a turn's
        "End turn"."""
        return super().held or self.ranking is not None or self.reveal is not None

    @property
    def animating(self) -> bool:
        return (
            self.busy
            or (self.computer_to_move and not self.state.is_terminal and self.ranking is None)
            or self.hint_pending
            or (self.state.is_terminal and not self.results_shown)
        )

    @property
    def covered(self) -> bool:
        """The Jigoku, the scores, a round's ranking or a peeked Decoy covers the table."""
        return (
            self.covers.jigoku_open
            or self.covers.scores_open
            or self.ranking is not None
            or self.reveal is not None
        )

    def seat_name(self, seat: int) -> str:
        """The person's name where the setup gave one, else the seat's lord ("Akane"):
        the log, the scores and the hand-off said "Akane" of a seat whose panel read
        "Élodie (Akane)", and its player asked which one they were (issue 33)."""
        return person_name(self.session, seat) or self.app.tr(f"seat.shinobi.{seat}")

    def asked_row(self) -> int | None:
        """The choice the hint names, if offered (ringed while no other row is lit,
        OptionsPanel.ringed)."""
        rows = [str(a) for a, _ in self.option_panel.options]
        hint = None if self.hint is None else str(self.hint)
        return rows.index(hint) if hint in rows else None

    def legal(self) -> list[ShinobiAction]:
        """The state's legal actions, listed once for each position: the table asks for
        them many times a frame (choices, glowing cards, targets, the board)."""
        key = (self.version, len(self.session.actions))
        if self._legal is None or self._legal[0] != key:
            self._legal = (key, self.state.legal_actions())
        return self._legal[1]

    def bottom_seat(self) -> int:
        return public_table.bottom_seat(self)  # (or none: all alike, a public table)

    def opponent_slots(self) -> dict[int, pygame.Rect]:
        return public_table.slots(self)  # each opponent's panel (every seat's: public)

    # ------------------------------------------------------------------ scene hooks
    def on_resume(self) -> None:
        super().on_resume()  # held keys forgotten (TableScene.on_resume)
        self.pointer_moved = False  # the pointer was last seen by the screen that left
        if self.stage_outdated():
            self.staging.clear()
            self.reveal = None
            self._rebuild_log()
            self._refresh()

    # ------------------------------------------------------------------ playing
    def play(self, action: ShinobiAction | str) -> None:
        """Play a legal action for the seat to move (ValueError if illegal)."""
        seat = self.state.current_player
        computer = self.session.ai_to_move
        in_open = open_pawns.placing_open(self)  # before the placement moves the turn on
        events = self.apply_action(action)
        self.refused = None
        if events:
            self.staging.starts[id(events[0])] = (seat, computer)
        if not computer and in_open:  # a Court card drawn: its cover, then the card
            for event in (e for e in events if e.kind == "court_draw"):
                open_pawns.court_drawn(self, seat, event.data["private"][seat]["card"])
        elif not computer and seat == self.shown_seat and not self.phone_seat(seat):
            for event in events:
                if event.kind == "decoy_peek" and event.data["seat"] == seat:
                    boss = event.data["private"][seat]["boss"]
                    self.reveal = (seat, int(event.data["decoy"]), boss)
                if event.kind == "court_draw" and event.data["seat"] == seat:
                    card = event.data["private"][seat]["card"]  # theirs: seen before the cover
                    self.reveal = (seat, COURT_REVEAL, card)
        self.hand.after_play(seat, events)
        self.staging.push(events)
        self._refresh()
        if not computer and any(e.kind == "random_discard" for e in events):
            self.tell_undo_stop()

    def tell_undo_stop(self) -> None:
        """The person's own power made cards fall at random (a Rat, a Nue): Undo greys
        from here, and the prompt says why at once (undo.stop.discards)."""
        if self.session.undo_stop() == "discards":
            self.tell(self.app.tr("undo.stop.discards"))

    def fit_turn(self, seconds: float) -> None:
        self.staging.fit(self.staging.aims.room(self, seconds))  # (an aim's beat more)

    def _refresh(self) -> None:
        self.begin_refresh()
        self.selection.selected = []
        self.hint = None
        if (self.bottom_seat(), self.state.current_player) != self.hand.turn:
            self.hand.turn_passed()  # the hand closes its gaps, its piles in their order
            self.pointer_moved = False
        self.option_panel.build()

    def choose_option(self, index: int) -> None:
        """The choice at `index` of the options (the hand cards picked for it)."""
        self.selection.choose_option(index)

    def forced_choice(self) -> tuple[ShinobiAction, str] | None:
        """A choice asked that is no choice, and what to say when it is made for the
        person (selection.py)."""
        return self.selection.forced_choice()

    def turn_end_anchor(self, canvas: pygame.Surface) -> tuple[int, int] | None:
        """The End turn button where the choices stand (the prompt over it says why)."""
        return self.layout.options.center

    @property
    def acting_seat(self) -> int | None:
        return self.open_seat if open_pawns.placing_open(self) else super().acting_seat

    def open_handoff(self) -> None:
        if not open_pawns.place_in_the_open(self):  # no cover for a public placement
            super().open_handoff()

    def request_hint(self) -> None:
        if open_pawns.placing_open(self):  # no cover: a hint on what the table knows
            open_pawns.hint_in_the_open(self)
        else:
            super().request_hint()

    def drop_shown_seat(self) -> None:
        if self.reveal is None:  # the peeking person still looks at their Decoy
            super().drop_shown_seat()

    def dismiss_reveal(self) -> None:
        """The peeked Decoy seen: the turn goes on (the hand-off, if due, comes next)."""
        if self.reveal is not None:
            self.reveal = None
            self._refresh()

    # ------------------------------------------------------------------ log
    def describe(self, event: Event) -> list[tuple[int | None, str]]:
        """The log lines of an event: (owner seat or None for public, text)."""
        return self.words.describe(event)

    def describe_yours(self, event: Event, seat: int) -> list[tuple[int | None, str]]:
        """The same lines, `seat`'s own moves said to it: 'You recruit.' (its phone)."""
        return self.words.describe(event, you=seat)

    def log_opening(self, state: Any) -> Any:
        return initial_events(state)

    def touches(self, event: Event, seat: int) -> bool:
        """Another seat's play that hit `seat`: its clan destroyed or cards taken back,
        a swap with it, a forced discard, its tokens taken."""
        d = event.data
        if seat in (d.get("target"), d.get("from")):
            return True
        return event.kind in TOUCHING_OWN and d.get("seat") == seat

    def visible_log(self) -> list[str]:
        """The log as it may be shown now: public lines, and the private lines of the
        seat whose hand is shown (none while the table is covered or only AIs play)."""
        return [line for line, _ in self.log.entries()]

    def _rebuild_log(self) -> None:
        """A loaded game's story so far, replayed from the seed and the actions."""
        self.log.lines = []
        for event in self.replayed_events(initial_events):
            self.log.lines.extend(self.words.describe(event))

    def language_changed(self) -> None:
        """The options, the log and the pictures kept said again in the new language
        (the events still waiting to be told keep their turn)."""
        self._rebuild_log()
        waiting = sum(len(self.words.describe(event)) for event in self.queue)
        if waiting:
            del self.log.lines[-waiting:]
        self.option_panel.relabel()
        self.board.bases.clear()
        self.wraps.clear()
        self.log.forget()

    # ------------------------------------------------------------------ the skeleton's hooks
    def poll_hint(self) -> ShinobiAction | None:
        """The hint, once found: the hand cards it plays are picked for the player."""
        before = self.hint
        hint: ShinobiAction | None = super().poll_hint()
        if hint is not None and hint is not before:
            if hint.kind in ("place", "reinforce", "yokai", "discard"):
                hand = self.state.hands[self.state.current_player]
                self.selection.selected = [c for c in cards_of(hint) if c in hand]
                self.selection.hinted = list(self.selection.selected)
                self.option_panel.build()
            if hint.kind == "pawns":  # its count shown in its place's row
                self.option_panel.pawns.follow(hint)
                self.option_panel.build()
            rows = [str(a) for a, _ in self.option_panel.options]
            if str(hint) in rows:  # the hint lights its row: Enter plays what it names
                self.option_panel.choices.focus = rows.index(str(hint))
        return hint

    def hurry(self) -> None:
        self.staging.hurry()

    def results_lines(self) -> list[str]:
        """Grand Master: the Final Boss's rule, public at the end, so its points on the
        cards say why (issue 33, newcomer L, s227: 'Final Boss Gaijins (1 pawn) -30')."""
        boss = self.state.boss_revealed
        if self.state.mode != "grandmaster" or not self.state.is_terminal or boss is None:
            return []
        return [
            self.app.tr("shinobi.results.boss_rule", boss=boss, rule=self.words.boss_words(boss))
        ]

    def tell_after_turn(self, events: list[Event]) -> None:
        self.staging.push(events)  # the round's end the turn held back (Staging.push)

    def undo(self, by_phone: bool = False) -> None:
        """One press takes back the person's last step, with the choices that were none
        made for them after it (forced_choice: the only rival, the only clan): undone
        alone, such a choice was made again at once, and the press looked dead and said
        nothing (issue 33, newcomer G, s10: 016-020, 038). The prompt names the step."""
        played = before = len(self.session.actions)
        super().undo(by_phone)
        while (
            len(self.session.actions) < played
            and not self.phone_seat(self.state.current_player)
            and self.forced_choice() is not None
            and self.can_undo(by_phone)
        ):
            played = len(self.session.actions)
            super().undo(by_phone)
        said = undone_text(self) if len(self.session.actions) < before else None
        if said is not None:  # kept in the log too, past the prompt's 3 s (G, s10, 033)
            self.log.lines.append((self.state.current_player, said))
            self.log.scroll = 0

    def after_undo(self) -> None:
        self.staging.clear()
        self._rebuild_log()
        self.ranking = None
        self.reveal = None
        self._refresh()

    def let_go(self) -> bool:
        return False  # the Jigoku, the scores and a ranking are closed before (on_key)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        colour: tuple[int, int, int] = art.SEAT_COLOURS[seat]
        return colour

    # ------------------------------------------------------------------ phones
    def phone_choices(self, seat: int) -> list[dict[str, Any]]:
        return phone_adapter.choices(self, seat)

    def phone_refusals(self, seat: int) -> dict[str, Any]:
        return card_refusals.phone_refusals(self, seat)

    def phone_warnings(self, seat: int) -> list[str]:
        return phone_adapter.warnings(self, seat)

    def phone_prompt(self, seat: int) -> str:
        return self.prompt.text(seat)

    def phone_notes(self, seat: int) -> list[str]:
        return phone_adapter.notes(self, seat)

    def phone_sections(self, seat: int) -> list[dict[str, Any]]:
        return phone_adapter.sections(self, seat)

    def phone_cards(self) -> dict[str, dict[str, Any]]:
        return phone_adapter.cards_info(self)

    # ------------------------------------------------------------------ update and input
    def _follow_view(self) -> None:
        """Lay out for the surface this frame is drawn on (the window): mouse positions
        and flights are in its pixels."""
        if self in self.app.stack:
            self.size = self.app.view_size

    def update(self, dt: float) -> None:
        self._follow_view()
        self.time += dt
        speed = float(self.app.settings.animation_speed) or 1.0
        if len(self.session.actions) != self._seen_actions:
            self._refresh()
        slower = COMPUTER_SLOWER if self.staging.computer_on_stage else 1.0
        self.tell_queued(dt * speed / slower, EVENT_SECONDS, 0.12, self.staging.announce)
        self.staging.tick(dt * speed)
        self.advance_game(dt * speed)
        self.selection.play_forced()
        self.round_end.catch_up()
        if self.ranking is not None and not self.animate:
            self.ranking = None
        self.update_top_buttons(self.buttons, dt)

    def handle_event(self, event: pygame.event.Event) -> None:
        self._follow_view()
        self.layout  # noqa: B018 (the buttons are placed for this size)
        self.route_event(event)

    def on_pointer(self, event: pygame.event.Event) -> None:
        self.pointer_moved = True
        self.zoom.moved()

    def on_right_press(self) -> None:
        self.do(("let_go",))  # a right click lets go of the cards picked

    def on_wheel(self, y: int) -> None:
        self.do(self.controls.wheel(y))

    def on_key(self, key: int) -> None:
        self.board_tips.dismiss()  # a choice made: the board's tip goes
        self.do(self.controls.key(key))

    def on_press(self, pos: tuple[int, int]) -> None:
        self.zoom.pressed(pos)  # the card's zoom goes with the click
        self.board_tips.dismiss()  # and a board place's tip, till the pointer leaves it
        self.do(self.controls.press(pos))

    def do(self, intent: Intent | None) -> None:
        """What a key, a click or the wheel asked for (controls.py), done."""
        if intent is None:
            return
        what, *args = intent
        if what == "dismiss_reveal":
            self.dismiss_reveal()
        elif what == "show_results":
            self.show_results()
        elif what == "close_ranking":
            self.ranking = None
        elif what == "close_covers":
            self.covers.jigoku_open = self.covers.scores_open = False
        elif what == "open_jigoku":
            self.covers.jigoku_open = True
        elif what == "open_scores":
            self.covers.scores_open = True
        elif what == "choose":
            self.choose_option(args[0])
        elif what == "arrange":
            self.picks.arrange_click(args[0])
        elif what == "more_pawns":
            self.option_panel.more_pawns(*args)
        elif what == "let_go":
            self.selection.selected = []
            self.option_panel.build()
        elif what == "cursor":
            self.hand.cursor = (self.hand.cursor + args[0]) % len(self.hand.groups())
            self.hand.keyed_at = self.mouse
        elif what == "click_group":
            self.selection.click_group(args[0])
        elif what == "play":
            self.play(args[0])
        elif what == "play_clan":
            self._play_clan(args[0], args[1])
        elif what == "scroll_log":
            self.log.scroll_by(args[0])
        elif what == "scroll_picks":
            self.picks.first = max(0, min(self.picks.first - args[0], self.picks.scroll_room()))
        elif what == "scroll_choices":
            self.option_panel.choices.scroll(args[0])
        elif what == "light_first":  # Enter with no choice lit: say so, light the first
            choices = self.option_panel.choices
            choices.focus = None
            choices.move_focus(1)
            self._unseen_first()
            self.refuse(self.app.tr("shinobi.enter_unlit"))

    def _unseen_first(self) -> None:
        """A peek lit by default is at a Decoy this seat has not seen, if one is left
        (issue 33, newcomer L: Enter peeked again at 'Decoy 2 (seen: Dark Shogun)')."""
        choices, options = self.option_panel.choices, self.option_panel.options
        if choices.focus is None or choices.focus >= len(options):
            return
        lit = options[choices.focus][0]
        better = unseen_peek(self.state, lit)
        rows = [str(a) for a, _ in options]
        if better is not lit and str(better) in rows:
            choices.focus = rows.index(str(better))

    def _play_clan(self, action: ShinobiAction, clan: str) -> None:
        """An opponent's clan tile clicked while a power asks first for the opponent:
        the opponent, then its clan."""
        seat = self.state.current_player
        self.play(action)
        then = next((a for a in self.legal() if a.kind == "clan" and a.args[0] == clan), None)
        # the same person's next choice, while the opponent chosen is still
        # being told on the table (can_act waits for that)
        if then is not None and self.state.current_player == seat:
            self.play(then)

    # ------------------------------------------------------------------ gamepads
    def pad_targets(self) -> list[PadTarget]:
        return pad_adapter.targets(self)

    def handle_pad(self, press: PadPress) -> None:
        """Up and down past the rows shown scroll the list of choices."""
        if not pad_adapter.scroll_rows(self, press):
            super().handle_pad(press)

    # ------------------------------------------------------------------ drawing
    @property
    def layout(self) -> TableLayout:
        """Where everything goes at the size drawn on now (worked out again, and the
        buttons placed again, when the size changes)."""
        key = (self.size, self.state.players, self.state.mode, self.hand.rows, public(self))
        if self._layout is None or self._layout_key != key:
            if self._layout is None or self._layout.size != self.size:
                self.wraps.clear()
            self._layout = table_layout(*key)
            self._layout_key = key
            for name, button in self.buttons.items():
                button.rect = pygame.Rect(self._layout.buttons[name])
        return self._layout

    def face(self, card: int, width: int, strip: int | None = None) -> pygame.Surface:
        """A card's face (counted as drawn this frame: tests check no hidden card shows)."""
        self.faces_drawn.add(card)
        if strip is None:
            return art.card_face(card, width, self.app.tr, self.app.tr.lang)
        return art.card_face(card, width, self.app.tr, self.app.tr.lang, strip)

    def draw_table(self, canvas: pygame.Surface) -> None:
        self.follow_language()
        self.size = canvas.get_size()
        theme.set_scale(theme.scale_for(self.size))  # as the app does (also off its stack)
        self.hand.lay()
        self.layout  # noqa: B018 (the buttons are placed for this size)
        self.faces_drawn = set()
        self.hand.begin_frame()
        self.picks.rects = []
        self.board.begin_frame()
        self.zoom.clan_view = None
        canvas.blit(self.board.base(), (0, 0))
        self.board.draw_top(canvas)
        if not self.picks.actions():  # else the cards to choose among cover the table
            self.board.draw_active_panel(canvas)
            self.board.draw_opponents(canvas)
            self.board.draw_piles(canvas)
            if self.state.mode == "grandmaster":
                self.grandmaster.draw(canvas)
            self.board.draw_own(canvas)
            self.grandmaster.banner = open_pawns.draw_banner(self, canvas)  # the placer
        self.hand.draw(canvas)
        self.news.draw(canvas)
        self._draw_right(canvas)
        self.picks.draw(canvas)
        self.staging.draw_flights(canvas)
        self.staging.draw_plates(canvas)
        self.draw_top_buttons(canvas)
        own = self.layout.own  # "Not saved", if so: at the foot of your own clans' panel
        cards = [r for r, _, _ in self.board.tiles] + [r for r, _ in self.hand.rects]
        midtop = (own.centerx, own.bottom - theme.px(40))  # never over cards (Q, s19)
        self.draw_not_saved(canvas, midtop, own.width, cards, own)
        if not self.covered:
            self.zoom.draw(canvas)
            if self.corruption_tip.draw(canvas) is None and self.zoom.clan_view is None:
                self.board_tips.draw(canvas)  # the Shosho, a Temple card, the board's places
        self.turn_end.draw(canvas)
        self.covers.draw(canvas)  # the table's own screens, over everything but the help line
        draw_hint(canvas, self.app.tr(self.help_key()))

    def help_key(self) -> str:
        return controls_help_key(self)

    def _draw_right(self, canvas: pygame.Surface) -> None:
        """The right column: the prompt, the choices (or the turn told), the log."""
        layout = self.layout
        self.prompt.draw(canvas)
        if self.can_act:
            self.option_panel.draw(canvas)
        else:
            self.option_panel.choices.rows_drawn = []
            if self.option_panel.waiting():
                self.option_panel.draw_waiting(canvas)
            elif self.prompt.shows_turn():
                self.prompt.draw_turn(canvas, layout.options)
        self.log.draw(canvas)
