"""The Shinobi WAT-AAH! table: hands, clans, deck and Jigoku, the Grand Master board,
choices, AI turns, hand-offs, the game log.

The scene never decides a rule: every choice it offers is one of the state's legal
actions, played through the session; events are paced, logged and animated. Hidden
information: only `shown_seat`'s hand is ever drawn face up, and the log shows a
private line only to its owner while that owner's hand is shown. With two or more
people at the laptop, the table is covered (scenes/handoff.py) between them.
"""

from __future__ import annotations

import logging
from collections import Counter, OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.breakdown import Line
from ninjas.core.events import Event
from ninjas.core.i18n import sentence
from ninjas.shinobi import data
from ninjas.shinobi.data import card_kind, card_name
from ninjas.shinobi.results import scores_so_far
from ninjas.shinobi.rules import LOCATIONS, ROUNDS, ShinobiAction, ShinobiState, initial_events

from .. import shapes, theme
from ..choice_list import ChoiceList
from ..pads import PadPress, PadTarget
from ..table import TableScene
from ..widgets import draw_hint, draw_panel, wrap_text
from . import cards as art
from .layout import GAP, TableLayout, pack_row, table_layout

if TYPE_CHECKING:
    from ninjas.core.session import GameSession

    from ..app import App

log = logging.getLogger(__name__)

AI_PAUSE = 0.5
"""Seconds (at speed 1) an AI waits after the last event before it moves."""
COMPUTER_HOLD = 0.6
"""Seconds (at speed 1) a computer's action stays on the stage once its cards have landed,
before the game goes on (its log lines lit meanwhile): a newcomer saw computers' turns
fly past. Space ends it, as it ends every animation."""
COMPUTER_SLOWER = 1.6
"""A computer's events are told and its cards fly this many times slower than a
person's (who knows what they just did)."""
FLIGHT_SECONDS = 0.35
"""A card's flight at speed 1 (a person's action)."""
EVENT_SECONDS = {
    "draw": 0.25,
    "place_clan": 0.7,
    "reinforce": 0.45,
    "yokai": 0.6,
    "destroy": 0.6,
    "return_to_hand": 0.5,
    "corrupt": 0.6,
    "swap": 0.5,
    "swap_hand": 0.6,
    "random_discard": 0.35,
    "take_jigoku": 0.35,
    "round_end": 0.8,
    "boss_reveal": 1.2,
    "pawns": 0.35,
    "discard": 0.25,
}
"""How long each kind of event holds the stage at speed 1 (others: 0.12 s)."""
RESULTS_DELAY = 2.5
PROMPT_FONTS = (theme.FONT_BODY, theme.FONT_SMALL, theme.FONT_MIN)
"""The prompt's text sizes, largest first: the first at which all its lines fit."""
STACK_OFFSET = 7
"""Design px between alike cards piled in the hand (their edges show how many)."""
STACK_SHOWN = 3
"""Alike cards drawn in a pile at most (a badge says how many)."""
BOARD_SHARES = (
    ("court", 0.16),
    ("missions", 0.15),
    ("showdown", 0.19),
    ("decoys", 0.29),
    ("temple", 0.21),
)
"""The Grand Master board's places, with their shares of its width."""
BASES_KEPT = 3
"""Still layers of the table kept (one per bottom seat and size; each is as big as the
window)."""
SOUND_OF_EVENT = {
    "draw": "card_slide",
    "place_clan": "shinobi_wataah",
    "reinforce": "card_slide",
    "yokai": "shinobi_yokai",
    "corrupt": "shinobi_corrupt",
    "discard": "card_slide",
    "reshuffle": "dice_roll",
    "decoy_peek": "shinobi_peek",
    "boss_reveal": "shogun",
    "pawns": "click",
    "clan_destroyed": "elimination",
}
"""The sound each event plays (a missing sound falls back silently in scenes/audio.py)."""
SOUND_OF_POWER = {
    "draw": "shinobi_power_draw",
    "take_jigoku": "shinobi_power_take",
    "search_deck": "shinobi_power_take",
    "look_deck_take": "shinobi_power_take",
    "recall": "shinobi_power_take",
    "destroy_card": "shinobi_power_destroy",
    "destroy_clan": "shinobi_power_destroy",
    "banishment": "shinobi_power_destroy",
    "swap_card": "shinobi_power_swap",
    "swap_hand": "shinobi_power_swap",
    "discard_random": "shinobi_power_discard",
    "each_discards_random": "shinobi_power_discard",
    "decree": "shinobi_power_discard",
    "return_card": "shinobi_power_return",
    "return_clan": "shinobi_power_return",
    "copy_power2": "shinobi_power_copy",
    "copy_power3": "shinobi_power_copy",
}
"""Each power family's own sound, played when the power takes effect."""


@dataclass
class Flight:
    """A card moving across the table: face shown only if public or the shown seat's."""

    card: int | None
    start: tuple[int, int]
    end: tuple[int, int]
    duration: float
    age: float = 0.0


CLAN_AFTER_TARGET = ("destroy_clan", "return_clan")
"""Powers that ask for an opponent, then for one of its clans."""


@dataclass(frozen=True)
class HandSpot:
    """Where a pile of the hand lies: its left edge from the hand's, its row (0 on top)
    and the width of the strip its words are written in when the next pile covers the
    rest of it (None: the whole card shows)."""

    x: int
    row: int
    strip: int | None


@dataclass
class HandPlan:
    """The hand's slots for one turn: the kinds of card in slot order (a kind no longer
    in hand keeps its slot as a gap), the cards each slot has room for, the card drawn
    for each kind and the cards the hand held when last laid."""

    order: list[str]
    counts: dict[str, int]
    faces: dict[str, int]
    cards: set[int] = field(default_factory=set)
    spots: dict[str, HandSpot] = field(default_factory=dict)
    """Each slot's place as first laid this turn: it stays there (a pile that gains a
    card widens over the next one's edge, behind it, moving nothing)."""
    rows: int = 1
    laid_for: tuple[int, int] = (0, 0)
    """The card width and hand width the spots were laid for (a resized window lays
    the hand again)."""


@dataclass(frozen=True)
class Stage:
    """The action whose events are being told (or were told last): who played it,
    whether a computer did, and where its lines begin in the log."""

    seat: int
    computer: bool
    first_line: int


TOUCHING_OWN = frozenset({"clan_destroyed", "random_discard", "discard"})
"""Events played by another seat that happen to the seat they name (`seat`)."""


class ShinobiScene(TableScene[ShinobiState]):
    """`ShinobiScene(app, session)`; `animate=False` plays events at once (tests).

    Drawn at the window's own size (`native`): the layout comes from the surface drawn
    on (scenes/shinobi/layout.py), lengths are design px through theme.px, text sizes
    are design units; clicks land on what was drawn at that size."""

    ai_salt = 1
    results_delay = RESULTS_DELAY

    def __init__(
        self, app: App, session: GameSession, *, animate: bool = True, ai_pause: float = AI_PAUSE
    ) -> None:
        super().__init__(app, session, animate=animate, ai_pause=ai_pause)
        self.selected: list[int] = []
        self.flights: list[Flight] = []
        self.log_lines: list[tuple[int | None, str]] = []
        self.log_scroll = 0
        self.refused: tuple[str, float] | None = None
        self.stage: Stage | None = None
        """The last action told: its log lines are lit (see Stage)."""
        self._stages: dict[int, tuple[int, bool]] = {}
        """The first event of each action still queued (by id) with its seat and whether
        a computer played it: the stage changes when that event is told."""
        self.hold_left = 0.0
        """Seconds (at speed 1) a computer's action still holds the stage once told."""
        self.jigoku_open = False
        self.scores_open = False
        self._scores_laid: tuple[Any, Any, Any] | None = None
        """The Scores screen's tables, laid out for (size, language, area) and scores."""
        self.ranking: dict[str, Any] | None = None
        self._forced_at = -1
        """The actions played when a choice was last made for the person: the next card
        of the same power taken is not told again (see play_forced)."""
        self.reveal: tuple[int, int, str] | None = None
        """A Decoy just peeked at by the person at the screen (seat, decoy, boss): shown
        to them in a panel they dismiss, before the turn (and the laptop) passes on."""
        self.faces_drawn: set[int] = set()
        """Card faces drawn in the last frame (tests check no hidden card shows)."""
        self.hand_rects: list[tuple[pygame.Rect, int]] = []
        """Each pile of alike hand cards drawn face up, with its first card."""
        self.hand_words: list[tuple[pygame.Rect, bool]] = []
        """Where each pile's front card has its strength, name and powers written, as
        last drawn (in hand_rects' order), and whether any word was squeezed."""
        self._hand_laid: dict[str, HandSpot] = {}
        self.badge_rects: list[pygame.Rect] = []
        """The count badges of the piles (×2, 1/2) as last drawn."""
        self.pick_rects: list[tuple[pygame.Rect, ShinobiAction]] = []
        self.table_targets: list[tuple[pygame.Rect, ShinobiAction]] = []
        self.clan_picks: list[tuple[pygame.Rect, ShinobiAction, str]] = []
        """An opponent's clan tiles while a power asks first for the opponent, then for
        its clan: one click on a tile chooses both (the target action, the clan)."""
        """Panels and clan tiles a click chooses (an opponent, a clan to hit or copy)."""
        self.tile_rects: list[tuple[pygame.Rect, int, str]] = []
        self.clan_view: pygame.Rect | None = None
        """The framed view of the hovered clan tile's cards, as last drawn."""
        self.plates: list[tuple[pygame.Rect, int, pygame.Rect, bool]] = []
        """Each seat's name plate as last drawn (the plate, the seat, its panel, whether
        it is the bottom seat's own): drawn again over cards in flight."""
        self.heading_rect = pygame.Rect(0, 0, 0, 0)
        """The title (and the round) in the top bar, as last drawn."""
        self.choices = ChoiceList()
        if not self.animate:  # nobody watches: a click always lands
            self.choices.guard.grace = 0.0
        self.picks_first = 0
        """The first row of cards shown when the cards to choose among scroll."""
        self._picks_plan: list[str] | None = None
        """The kinds of card offered to choose among, in their slots, while cards are
        offered: a kind taken keeps its slot as a gap and the grid keeps its size, so
        the next click lands on the card aimed at (None: no cards offered)."""
        self._hand_plan: HandPlan | None = None
        """The hand's slots this turn (see _hand_slots)."""
        self._hand_rows = 1
        """The rows of the hand as last laid (more than one only for more kinds of card
        than one row holds readable): the layout gives them their height."""
        self._hand_turn: tuple[int, int] | None = None
        self.pointer_moved = False
        """The pointer moved over the table since the turn began or a screen over it
        left: only then does the card under it show enlarged (never a card that came
        under a pointer parked there, at a hand-off or a turn's start)."""
        """The bottom seat and the seat to move when the hand was last laid: the gaps
        a card played leaves close when the turn passes to another seat."""
        self._playable: tuple[tuple[int, int], set[int]] | None = None
        """The glowing cards, worked out once for each position."""
        self._legal: tuple[tuple[int, int], list[ShinobiAction]] | None = None
        """The state's legal actions, listed once for each position (see legal)."""
        self.size: tuple[int, int] = self._first_size()
        self._layout: TableLayout | None = None
        self._layout_key: tuple[Any, ...] | None = None
        self.options: list[tuple[ShinobiAction, str]] = []
        self.buttons = self.make_top_buttons()
        self._previews: dict[tuple[int, str], str] = {}
        self.cursor = 0
        """The hand card the keyboard points at (Left/Right move it, Up/Space/Enter pick)."""
        self._boss_back_cache: pygame.Surface | None = None
        self._bases: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
        self._log_cache: pygame.Surface | None = None
        self._wrapped: dict[tuple[str, int], list[str]] = {}
        self._log_key: tuple[Any, ...] | None = None
        self._seen_actions = len(session.actions)
        if session.actions:
            self._rebuild_log()
        else:
            self._push(initial_events(self.state))
        self._refresh()
        self._draw_ahead()

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
            self._base()
            self.draw(pygame.Surface(self.size))

    # ------------------------------------------------------------------ properties
    @property
    def busy(self) -> bool:
        return bool(self.queue) or bool(self.flights) or self.hold_left > 0

    @property
    def held(self) -> bool:
        """Cards in flight, a round's ranking or a peeked Decoy to dismiss."""
        return self.busy or self.ranking is not None or self.reveal is not None

    @property
    def animating(self) -> bool:
        return (
            self.busy
            or (self.session.ai_to_move and not self.state.is_terminal and self.ranking is None)
            or self.hint_pending
            or (self.state.is_terminal and not self.results_shown)
        )

    def seat_name(self, seat: int) -> str:
        return self.app.tr(f"seat.shinobi.{seat}")

    def legal(self) -> list[ShinobiAction]:
        """The state's legal actions, listed once for each position: the table asks for
        them many times a frame (choices, glowing cards, targets, the board)."""
        key = (self.version, len(self.session.actions))
        if self._legal is None or self._legal[0] != key:
            self._legal = (key, self.state.legal_actions())
        return self._legal[1]

    # ------------------------------------------------------------------ scene hooks
    def on_resume(self) -> None:
        self.pointer_moved = False  # the pointer was last seen by the screen that left
        if self.stage_outdated():
            self._clear_stage()
            self.reveal = None
            self._rebuild_log()
            self._refresh()

    # ------------------------------------------------------------------ playing
    def play(self, action: ShinobiAction | str) -> None:
        """Play a legal action for the seat to move (ValueError if illegal)."""
        seat = self.state.current_player
        computer = self.session.ai_to_move
        events = self.session.apply(action)
        self.refused = None
        if events:
            self._stages[id(events[0])] = (seat, computer)
        if not computer and seat == self.shown_seat and not self.phone_seat(seat):
            for event in events:
                if event.kind == "decoy_peek" and event.data["seat"] == seat:
                    boss = event.data["private"][seat]["boss"]
                    self.reveal = (seat, int(event.data["decoy"]), boss)
        self._push(events)
        self._refresh()

    def _refresh(self) -> None:
        self.begin_refresh()
        self.selected = []
        self.hint = None
        if (self._bottom_seat(), self.state.current_player) != self._hand_turn:
            self._hand_plan = None  # the turn passed: the hand closes its gaps
            self.pointer_moved = False
        self._build_options()

    def forced_choice(self) -> tuple[ShinobiAction, str] | None:
        """A choice asked that is no choice, and what to say when it is made for the
        person: the only opponent a power may aim at; the last cards of the Jigoku when
        a power takes at least as many (taken one after the other, all of them)."""
        state = self.state
        if state.phase != "power" or not state.pending:
            return None
        p = state.pending[0]
        legal = self.legal()
        if not legal:
            return None
        tr = self.app.tr
        power = self._power_label(p.power, p.count)
        if p.step == "target" and len(legal) == 1 and legal[0].kind == "target":
            name = self.seat_name(int(legal[0].args[0]))
            return legal[0], sentence(tr("shinobi.auto.target", power=power, name=name))
        if (
            p.step == "card"
            and p.power in ("take_jigoku", "recall")
            and 0 < len(state.jigoku) <= p.left
            and legal[0].kind == "card"
        ):
            n = len(state.jigoku)
            return legal[0], sentence(tr.plural("shinobi.auto.jigoku", n, power=power, n=n))
        return None

    def play_forced(self) -> None:
        """The person to move at this screen is spared a choice that is none (see
        forced_choice): it is made for them, and the log says so (once for the cards
        of one power taken together)."""
        if not self.can_act or self.phone_seat(self.state.current_player):
            return
        forced = self.forced_choice()
        if forced is None:
            return
        action, note = forced
        if action.kind != "card" or self._forced_at != len(self.session.actions):
            self.log_lines.append((None, note))
            self.log_scroll = 0
        self.play(action)
        self._forced_at = len(self.session.actions)

    def drop_shown_seat(self) -> None:
        if self.reveal is None:  # the peeking person still looks at their Decoy
            super().drop_shown_seat()

    def dismiss_reveal(self) -> None:
        """The peeked Decoy seen: the turn goes on (the hand-off, if due, comes next)."""
        if self.reveal is not None:
            self.reveal = None
            self._refresh()

    def _push(self, events: list[Event]) -> None:
        if self.animate:
            self.queue.extend(events)
        else:
            for event in events:
                self._announce(event)

    def _clear_stage(self) -> None:
        """Nothing more to tell (undo, a game changed under the table)."""
        self.queue.clear()
        self.flights.clear()
        self._stages.clear()
        self.stage = None
        self.hold_left = 0.0

    @property
    def computer_on_stage(self) -> bool:
        """A computer's action is being told (its events slower, its cards too)."""
        return self.stage is not None and self.stage.computer

    def _announce(self, event: Event) -> None:
        """An event takes the stage: log line(s), sound, card flights."""
        start = self._stages.pop(id(event), None)
        if start is not None:
            self.stage = Stage(start[0], start[1], len(self.log_lines))
            self.hold_left = COMPUTER_HOLD if start[1] and self.animate else 0.0
        for owner, line in self.describe(event):
            self.log_lines.append((owner, line))
        self.log_scroll = 0
        sound = SOUND_OF_EVENT.get(event.kind)
        if event.kind == "power":
            sound = SOUND_OF_POWER.get(event.data["power"])
        if sound and self.animate:
            self.app.audio.play(sound)
        if event.kind == "round_end" and self.state.mode == "grandmaster":
            self.ranking = dict(event.data)
        if self.animate:
            self._fly(event)

    def _fly(self, event: Event) -> None:
        kind = event.kind
        d = event.data
        deck = self._deck_rect().center
        jigoku = self._jigoku_rect().center
        duration = FLIGHT_SECONDS * (COMPUTER_SLOWER if self.computer_on_stage else 1.0)
        if kind == "draw" and d.get("count"):
            seat = d["seat"]
            private = d.get("private", {}).get(seat, {}) if seat == self.shown_seat else {}
            for i, card in enumerate(private.get("cards", [None] * min(d["count"], 4))):
                self.flights.append(
                    Flight(card, deck, self._seat_anchor(seat), duration + 0.05 * i)
                )
        elif kind in ("place_clan", "reinforce"):
            for card in d.get("cards", []):
                self.flights.append(
                    Flight(
                        card, self._seat_anchor(d["seat"]), self._clan_anchor(d["seat"]), duration
                    )
                )
        elif kind == "yokai":
            self.flights.append(
                Flight(
                    d["card"], self._seat_anchor(d["seat"]), self._clan_anchor(d["seat"]), duration
                )
            )
        elif kind in ("destroy", "clan_destroyed"):
            seat = d.get("target", d.get("seat"))
            for card in d.get("cards", []):
                self.flights.append(Flight(card, self._clan_anchor(seat), jigoku, duration))
        elif kind in ("discard", "random_discard"):
            self.flights.append(Flight(d["card"], self._seat_anchor(d["seat"]), jigoku, duration))
        elif kind == "corrupt" and d.get("card") is not None:
            self.flights.append(
                Flight(d["card"], deck, self._seat_anchor(d["seat"]), duration * 1.4)
            )
        elif kind == "take_jigoku":
            self.flights.append(Flight(d["card"], jigoku, self._seat_anchor(d["seat"]), duration))

    def _seat_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self._bottom_seat():
            return self.layout.hand.center
        slot = self._opponent_slots().get(seat)
        if slot is None:
            return self.layout.table.midtop
        # an opponent's hand: the right end of its panel, under its name plate
        width = max(theme.px(40), self.layout.pile_w)
        height = round(width * theme.CARD_RATIO)
        return slot.right - width, slot.bottom - theme.px(6) - (height + 1) // 2

    def _clan_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self._bottom_seat():
            return self.layout.own.center
        slot = self._opponent_slots().get(seat)
        return (slot.centerx, slot.centery + theme.px(20)) if slot else self.layout.table.midtop

    def _bottom_seat(self) -> int:
        """The seat drawn at the bottom: the shown hand's, else the first human, else 0."""
        if self.shown_seat is not None:
            return self.shown_seat
        if self.humans:
            return self.humans[0]
        return 0

    def _opponent_slots(self) -> dict[int, pygame.Rect]:
        bottom = self._bottom_seat()
        others = [(bottom + i) % self.state.players for i in range(1, self.state.players)]
        return dict(zip(others, self.layout.opponents, strict=True))

    # ------------------------------------------------------------------ log
    def card_label(self, card: int) -> str:
        tr = self.app.tr
        name = card_name(card)
        key = f"shinobi.name.{name}"
        return f"{tr(key) if tr.has(key) else name} ({data.CARDS[card].value})"

    def cards_label(self, cards: list[int]) -> str:
        """Cards as the log names them, alike ones counted: "4 × Dragon (2), Ronin (1)"."""
        counts = Counter(self.card_label(c) for c in cards)
        return ", ".join(
            self.app.tr.plural("shinobi.cards_times", n, card=label) for label, n in counts.items()
        )

    def _power_label(self, power: str, count: int) -> str:
        return self.app.tr(f"shinobi.power.{power}", n=count)

    def describe(self, event: Event) -> list[tuple[int | None, str]]:
        """The log lines of an event: (owner seat or None for public, text)."""
        tr = self.app.tr
        d = event.data
        kind = event.kind
        name = self.seat_name(d["seat"]) if isinstance(d.get("seat"), int) else ""
        target = self.seat_name(d["target"]) if isinstance(d.get("target"), int) else ""
        lines: list[tuple[int | None, str]] = []

        def clan_name(clan: str) -> str:
            key = f"shinobi.name.{clan}"
            return tr(key) if tr.has(key) else clan

        if kind == "first_player":
            lines.append((None, tr("shinobi.log.first", name=name)))
        elif kind == "recruit":
            lines.append((None, tr("shinobi.log.recruit", name=name)))
        elif kind == "draw":
            if d.get("why") != "recruit" or d["count"] != 1:
                lines.append((None, tr.plural("shinobi.log.draw", d["count"], name=name)))
            mine = d.get("private", {}).get(d["seat"], {}).get("cards")
            if mine:
                cards = self.cards_label(mine)
                lines.append((d["seat"], tr("shinobi.log.draw_private", cards=cards)))
        elif kind == "corrupt" and d.get("card") is not None:
            lines.append(
                (None, tr("shinobi.log.corrupt", name=name, card=self.card_label(d["card"])))
            )
        elif kind == "place_clan":
            lines.append(
                (
                    None,
                    tr(
                        "shinobi.log.place",
                        name=name,
                        count=len(d["cards"]),
                        clan=clan_name(d["clan"]),
                    ),
                )
            )
        elif kind == "reinforce":
            lines.append(
                (
                    None,
                    tr.plural(
                        "shinobi.log.reinforce",
                        len(d["cards"]),
                        name=name,
                        clan=clan_name(d["clan"]),
                    ),
                )
            )
        elif kind == "yokai":
            lines.append(
                (
                    None,
                    tr(
                        "shinobi.log.yokai",
                        name=name,
                        yokai=card_name(d["card"]),
                        clan=clan_name(d["clan"]),
                    ),
                )
            )
        elif kind == "power":
            info = data.CLAN_BY_NAME.get(d["source"])
            count = (
                (info.count3 if d["level"] == 3 else info.count2)
                if info
                else data.YOKAI_BY_NAME[d["source"]].count
                if d["source"] in data.YOKAI_BY_NAME
                else 1
            )
            if d["power"] != "none":
                lines.append(
                    (
                        None,
                        tr(
                            "shinobi.log.power",
                            source=clan_name(d["source"]),
                            power=self._power_label(d["power"], count),
                        ),
                    )
                )
        elif kind == "power_skipped":
            lines.append((None, tr("shinobi.log.skipped", source=clan_name(d["source"]))))
        elif kind == "destroy":
            if d.get("whole"):
                lines.append(
                    (
                        None,
                        tr(
                            "shinobi.log.destroy_clan",
                            name=name,
                            target=target,
                            clan=clan_name(d["clan"]),
                        ),
                    )
                )
            else:
                what = self.cards_label(d["cards"])
                lines.append((None, tr("shinobi.log.destroy", name=name, target=target, what=what)))
        elif kind == "return_to_hand":
            what = self.cards_label(d["cards"])
            lines.append((None, tr("shinobi.log.return", name=name, target=target, what=what)))
        elif kind == "clan_destroyed":
            what = self.cards_label(d["cards"])
            lines.append(
                (
                    None,
                    tr.plural(
                        "shinobi.log.clan_lost",
                        len(d["cards"]),
                        name=name,
                        clan=clan_name(d["clan"]),
                        cards=what,
                    ),
                )
            )
        elif kind == "swap":
            lines.append((None, tr("shinobi.log.swap", name=name, target=target)))
            for seat, info in d.get("private", {}).items():
                lines.append(
                    (
                        seat,
                        tr(
                            "shinobi.log.swap_private",
                            gave=self.card_label(info["gave"]),
                            got=self.card_label(info["got"]),
                        ),
                    )
                )
        elif kind == "swap_hand":
            lines.append((None, tr("shinobi.log.swap_hand", name=name, target=target)))
        elif kind == "random_discard":
            lines.append(
                (None, tr("shinobi.log.random_discard", name=name, card=self.card_label(d["card"])))
            )
        elif kind == "take_jigoku":
            lines.append((None, tr("shinobi.log.take", name=name, card=self.card_label(d["card"]))))
        elif kind == "search_take":
            if not d.get("looked"):  # Baku's keeping one was told with its look
                lines.append((None, tr("shinobi.log.search", name=name)))
            cards = self.cards_label(d["private"][d["seat"]]["cards"])
            lines.append((d["seat"], tr("shinobi.log.search_private", cards=cards)))
        elif kind == "look_deck":
            lines.append((None, tr.plural("shinobi.log.look", d["count"], name=name)))
        elif kind == "copy":
            lines.append(
                (
                    None,
                    tr(
                        "shinobi.log.copy",
                        name=name,
                        source=clan_name(d["source"]),
                        clan=clan_name(d["clan"]),
                    ),
                )
            )
        elif kind == "discard":
            lines.append(
                (None, tr("shinobi.log.discard", name=name, card=self.card_label(d["card"])))
            )
        elif kind == "reshuffle":
            lines.append((None, tr("shinobi.log.reshuffle")))
        elif kind == "round_end":
            scores = ", ".join(f"{self.seat_name(s)} {v}" for s, v in enumerate(d["scores"]))
            lines.append((None, tr("shinobi.log.round_end", round=d["round"], scores=scores)))
        elif kind == "ranking":
            for s, (rank, pawns) in enumerate(zip(d["ranks"], d["pawns"], strict=True)):
                lines.append(
                    (
                        None,
                        tr.plural(
                            "shinobi.log.ranking",
                            pawns,
                            name=self.seat_name(s),
                            rank=rank + 1,
                        ),
                    )
                )
        elif kind == "shosho":
            lines.append((None, tr("shinobi.log.shosho", name=self.seat_name(d["to"]))))
        elif kind == "temple":
            lines.append(
                (None, tr("shinobi.log.temple", name=name, card=tr(f"shinobi.temple.{d['card']}")))
            )
        elif kind == "decoy_peek":
            lines.append((None, tr("shinobi.log.peek", name=name, n=d["decoy"] + 1)))
            boss = d["private"][d["seat"]]["boss"]
            lines.append((d["seat"], tr("shinobi.log.peek_private", n=d["decoy"] + 1, boss=boss)))
        elif kind == "pawns":
            lines.append(
                (
                    None,
                    tr.plural(
                        "shinobi.log.pawns",
                        d["count"],
                        name=name,
                        where=tr(f"shinobi.where.{d['where']}"),
                    ),
                )
            )
        elif kind == "court":
            lines.append(
                (None, tr("shinobi.log.court", name=name, card=tr(f"shinobi.court.{d['card']}")))
            )
        elif kind == "court_draw":
            lines.append((None, tr("shinobi.log.court_draw", name=name)))
        elif kind == "pardon":
            lines.append(
                (None, tr("shinobi.log.pardon", name=name, card=self.card_label(d["card"])))
            )
        elif kind == "tribute":
            lines.append(
                (None, tr("shinobi.log.tribute", name=name, target=self.seat_name(d["from"])))
            )
        elif kind == "round_start":
            lines.append(
                (
                    None,
                    tr(
                        "shinobi.log.round_start", round=d["round"], name=self.seat_name(d["first"])
                    ),
                )
            )
        elif kind == "boss_reveal":
            lines.append((None, tr("shinobi.log.boss", boss=d["boss"])))
        elif kind == "game_end":
            names = tr.names([self.seat_name(s) for s in d["winners"]])
            lines.append((None, tr.plural("shinobi.log.game_end", len(d["winners"]), names=names)))
        return lines

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
        return [line for owner, line in self.log_lines if owner is None or owner == self.shown_seat]

    def _rebuild_log(self) -> None:
        """A loaded game's story so far, replayed from the seed and the actions."""
        self.log_lines = []
        for event in self.replayed_events(initial_events):
            self.log_lines.extend(self.describe(event))

    def language_changed(self) -> None:
        """The options, the log and the pictures kept said again in the new language
        (the events still waiting to be told keep their turn)."""
        self._rebuild_log()
        waiting = sum(len(self.describe(event)) for event in self.queue)
        if waiting:
            del self.log_lines[-waiting:]
        self.options = [(a, self.action_label(a)) for a, _ in self.options]
        self.choices.set_rows([label for _, label in self.options], key=self.version)
        self._bases.clear()
        self._wrapped.clear()
        self._log_cache = None

    # ------------------------------------------------------------------ options
    def action_label(self, action: ShinobiAction) -> str:
        tr = self.app.tr
        kind, args = action.kind, action.args
        state = self.state

        def clan_name(clan: str) -> str:
            key = f"shinobi.name.{clan}"
            return tr(key) if tr.has(key) else clan

        if kind in ("recruit", "corrupt", "pass"):
            if kind == "pass" and state.phase == "discard":
                return tr("shinobi.act.discard_none")
            return tr(f"shinobi.act.{kind}")
        if kind in ("place", "reinforce"):
            cards = [int(a) for a in args[1:]]
            ronin = sum(1 for c in cards if card_kind(c) == "ronin")
            label = tr(f"shinobi.act.{kind}", count=len(cards), clan=clan_name(args[0]))
            return label + (f" ({ronin} {clan_name('Ronin')})" if ronin else "")
        if kind == "yokai":
            return tr("shinobi.act.yokai", yokai=card_name(int(args[0])), clan=clan_name(args[1]))
        if kind == "target":
            return tr("shinobi.act.target", name=self.seat_name(int(args[0])))
        if kind == "shosho":
            return tr("shinobi.act.shosho", name=self.seat_name(int(args[0])))
        if kind == "clan":
            p = state.pending[0] if state.pending else None
            if p is not None and p.power in ("copy_power2", "copy_power3"):
                info = data.CLAN_BY_NAME[args[0]]
                level3 = p.power == "copy_power3"
                power = info.power3 if level3 else info.power2
                if power == "none":
                    return tr("shinobi.act.copy_nothing", clan=clan_name(args[0]))
                count = info.count3 if level3 else info.count2
                return tr(
                    "shinobi.act.copy",
                    clan=clan_name(args[0]),
                    power=self._power_label(power, count),
                )
            if p is not None and p.target is not None:
                return tr(
                    "shinobi.act.clan_of", clan=clan_name(args[0]), name=self.seat_name(p.target)
                )
            return tr("shinobi.act.clan", clan=clan_name(args[0]))
        if kind == "card":
            card = int(args[0])
            if len(args) > 1:
                return tr(
                    "shinobi.act.reinforce_one", card=self.card_label(card), clan=clan_name(args[1])
                )
            p = state.pending[0] if state.pending else None
            if p is not None and p.target is not None and p.power != "swap_card":
                clan = next((k for k, v in state.clans[p.target].items() if card in v), "")
                return tr(
                    "shinobi.act.card_in",
                    card=self.card_label(card),
                    name=self.seat_name(p.target),
                    clan=clan_name(clan),
                )
            return tr("shinobi.act.card", card=self.card_label(card))
        if kind == "order":
            return tr(
                "shinobi.act.order", cards=", ".join(card_name(int(a)) for a in reversed(args))
            )
        if kind == "discard":
            return tr("shinobi.act.discard", card=self.card_label(int(args[0])))
        if kind == "court":
            if args[0] == "skip":
                return tr("shinobi.act.court_skip")
            card = args[0].replace("_", " ")
            return tr(
                "shinobi.act.court_words",
                card=tr(f"shinobi.court.{card}"),
                words=tr(f"shinobi.court_text.{card}"),
            )
        if kind == "temple":
            if args[0] == "draw":
                return tr("shinobi.act.temple_draw")
            if args[0] == "decoy":
                return tr("shinobi.act.temple_decoy", n=int(args[1]) + 1)
            card = args[1].replace("_", " ")
            return tr(
                "shinobi.act.temple_take_words",
                card=tr(f"shinobi.temple.{card}"),
                words=tr(f"shinobi.temple_text.{card}"),
            )
        if kind == "peek":
            return tr("shinobi.act.peek", n=int(args[0]) + 1)
        if kind == "pawns":
            return tr("shinobi.act.pawns", count=args[1], where=tr(f"shinobi.where.{args[0]}"))
        return str(action)

    def _build_options(self) -> None:
        """The choices offered on the right: legal actions, filtered by the selected
        hand cards during placement."""
        self.options = []
        state = self.state
        if state.is_terminal or self.shown_seat != state.current_player:
            self.choices.set_rows([], key=self.version)
            return
        legal = self.legal()
        if state.phase == "place":
            chosen = Counter(card_name(c) for c in self.selected)
            fitting = []
            for action in legal:
                if action.kind == "pass":
                    continue
                ids = _cards_of(action)
                have = Counter(card_name(c) for c in ids)
                if chosen and all(have[k] >= v for k, v in chosen.items()):
                    exact = have == chosen
                    fitting.append((not exact, len(ids), action))
            fitting.sort(key=lambda t: (t[0], t[1], str(t[2])))
            actions = [a for _, _, a in fitting]
            actions.append(next(a for a in legal if a.kind == "pass"))
        elif state.phase == "discard":
            actions = [a for a in legal if a.kind == "pass"]
            if self.selected:
                actions = [
                    a
                    for a in legal
                    if a.kind == "discard"
                    and card_name(int(a.args[0])) == card_name(self.selected[0])
                ] + actions
        elif state.phase == "draw":  # the plain choice first
            actions = sorted(legal, key=lambda a: a.kind != "recruit")
        else:
            actions = legal
        self.options = [(a, self.action_label(a)) for a in actions]
        self.choices.set_rows([label for _, label in self.options], key=self.version)

    def playable_cards(self) -> set[int]:
        """Hand cards that are part of some legal play now (they glow)."""
        state = self.state
        if not self.can_act:
            return set()
        key = (self.version, len(self.session.actions))
        if self._playable is not None and self._playable[0] == key:
            return set(self._playable[1])
        names: set[str] = set()
        if state.phase == "place":
            for action in self.legal():
                names.update(card_name(c) for c in _cards_of(action))
        elif state.phase == "discard":
            names = {card_name(int(a.args[0])) for a in self.legal() if a.kind == "discard"}
        playable = {c for c in state.hands[state.current_player] if card_name(c) in names}
        self._playable = (key, playable)
        return set(playable)

    def toggle_card(self, card: int) -> None:
        state = self.state
        if not self.can_act:
            return
        if card not in self.playable_cards():
            self._refuse(self.app.tr(self._refusal_key(card)))
            return
        if state.phase == "discard":
            action = next(
                (
                    a
                    for a in self.legal()
                    if a.kind == "discard" and card_name(int(a.args[0])) == card_name(card)
                ),
                None,
            )
            if action is not None:
                self.play(f"discard {card}")
            return
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        self._build_options()
        if len(self.options) <= 1 and self.selected:
            self.selected.remove(card)
            self._build_options()
            self._refuse(self.app.tr("shinobi.refused.select"))
        self.app.audio.play("click")

    def choose_option(self, index: int) -> None:
        if not self.can_act or not 0 <= index < len(self.options):
            return
        action = self.options[index][0]
        if action.kind in ("place", "reinforce"):
            given = sorted(self.selected)
            ids = _cards_of(action)
            if Counter(map(card_name, given)) == Counter(map(card_name, ids)):
                self.play(" ".join([action.kind, action.args[0], *map(str, given)]))
                return
        self.play(action)

    def _refusal_key(self, card: int) -> str:
        """Why a card of the hand cannot be played now, as a text key: a Yokai joins one
        of your clans (none yet, or all full), where it read only 'That is not a move
        you can make now' for a Tengu clicked with no clan on the table."""
        state = self.state
        if state.phase == "place" and card_kind(card) == "yokai":
            seat = state.current_player
            clans = state.clans[seat]
            if not clans:
                return "shinobi.refused.yokai_no_clan"
            if all(len(cards) >= state.clan_limit(seat) for cards in clans.values()):
                return "shinobi.refused.yokai_full"
        return "shinobi.refused"

    def _refuse(self, why: str) -> None:
        self.refused = (why, self.time + 4.0)
        self.app.audio.play("refused")

    # ------------------------------------------------------------------ the skeleton's hooks
    def poll_hint(self) -> ShinobiAction | None:
        """The hint, once found: the hand cards it plays are picked for the player."""
        before = self.hint
        hint: ShinobiAction | None = super().poll_hint()
        if hint is not None and hint is not before:
            if hint.kind in ("place", "reinforce", "yokai", "discard"):
                hand = self.state.hands[self.state.current_player]
                self.selected = [c for c in _cards_of(hint) if c in hand]
                self._build_options()
        return hint

    def hurry(self) -> None:
        while self.queue:
            self._announce(self.queue.pop(0))
        self.flights.clear()
        self.hold_left = 0.0

    def after_undo(self) -> None:
        self._clear_stage()
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
        """The seat's legal actions, in the table's order and words, each with the hand
        cards it plays (the phone filters them by the cards picked, as the table does)."""
        state = self.state
        legal = sorted(self.legal(), key=lambda a: a.kind != "recruit")
        hand = set(state.hands[seat])
        return [
            {
                "action": str(a),
                "label": self.action_label(a),
                "cards": [c for c in _cards_of(a) if c in hand],
            }
            for a in legal
        ]

    def phone_prompt(self, seat: int) -> str:
        return self.prompt_text(seat)

    def phone_notes(self, seat: int) -> list[str]:
        """The cards `seat` knows in the others' hands and on top of the deck, its
        Imperial Court cards and the Decoys it peeked at: all from view(seat)."""
        from ninjas.phones import seat_view

        view = seat_view("shinobi", self.state.view(seat))
        tr = self.app.tr

        def cards(ids: list[int]) -> str:
            return ", ".join(self.card_label(c) for c in ids)

        notes = [
            tr("phone.knows_hand", name=self.seat_name(other), cards=cards(known))
            for other, known in enumerate(view["known"])
            if other != seat and known
        ]
        if view["known_deck"]:  # the top of the deck is the end of the list
            notes.append(tr("phone.deck_top", cards=cards(view["known_deck"][::-1])))
        if view["court_cards"]:
            names = ", ".join(tr(f"shinobi.court.{name}") for name in view["court_cards"])
            notes.append(tr("phone.court", cards=names))
        for index, boss in view["known_decoys"]:
            notes.append(tr("phone.decoy", decoy=tr("shinobi.decoy", n=int(index) + 1), boss=boss))
        return notes

    def phone_sections(self, seat: int) -> list[dict[str, Any]]:
        """The seat's clans (its cards, drawn from the cards' art), what the others
        hold, and the piles: from view(seat) alone."""
        from ninjas.phones import seat_view

        view = seat_view("shinobi", self.state.view(seat))
        tr = self.app.tr
        cards = self.phone_cards()

        def item(card: int) -> dict[str, Any]:
            info = cards[str(card)]
            return {
                "art": info["art"],
                "name": info["name"],
                "value": str(info["value"]),
                "badge": True,
                "colour": info["colour"],
            }

        clans = view["clans"][seat]
        others = [
            f"{self.seat_name(other)}: " + tr("phone.in_hand", count=count)
            for other, count in enumerate(view["hand_sizes"])
            if other != seat
        ]
        piles = [
            tr("phone.deck", count=view["deck_size"]),
            tr("phone.jigoku", count=len(view["jigoku"])),
        ]
        return [
            {
                "title": tr("phone.clans"),
                "text": "" if clans else tr("phone.none"),
                "rows": [[item(card) for card in ids] for _, ids in clans],
            },
            {"title": tr("phone.others"), "lines": [*others, *piles], "items": []},
        ]

    def phone_cards(self) -> dict[str, dict[str, Any]]:
        def colour(card: data.CardInfo) -> str:
            rgb = art.CLAN_COLOURS.get(card.name, art.YOKAI_COLOUR)
            return "#{:02x}{:02x}{:02x}".format(*rgb)

        tr = self.app.tr
        return {
            str(card.id): {
                "name": tr(f"shinobi.name.{card.name}")
                if tr.has(f"shinobi.name.{card.name}")
                else card.name,
                "kind": card.kind,
                "value": card.value,
                "colour": colour(card),
                "art": f"{art.slug(card.name)}.png",
            }
            for card in data.CARDS
        }

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
        slower = COMPUTER_SLOWER if self.computer_on_stage else 1.0
        self.tell_queued(dt * speed / slower, EVENT_SECONDS, 0.12, self._announce)
        for flight in self.flights:
            flight.age += dt * speed
        self.flights = [f for f in self.flights if f.age < f.duration]
        if self.hold_left > 0 and not self.queue and not self.flights:
            self.hold_left = max(0.0, self.hold_left - dt * speed)
        self.advance_game(dt * speed)
        self.play_forced()
        if self.ranking is not None and not self.animate:
            self.ranking = None
        self.update_top_buttons(self.buttons, dt)

    def handle_event(self, event: pygame.event.Event) -> None:
        self._follow_view()
        self.layout  # noqa: B018 (the buttons are placed for this size)
        self.route_event(event)

    def on_pointer(self, event: pygame.event.Event) -> None:
        self.pointer_moved = True

    def on_right_press(self) -> None:
        self.selected = []  # a right click lets go of the cards picked
        self._build_options()

    def on_wheel(self, y: int) -> None:
        layout = self.layout
        if layout.log.collidepoint(self.mouse):
            self.log_scroll = max(0, self.log_scroll + y)
        elif self._picks_scroll_room() and layout.table.collidepoint(self.mouse):
            self.picks_first = max(0, min(self.picks_first - y, self._picks_scroll_room()))
        else:
            self.choices.scroll(-y)

    def on_key(self, key: int) -> None:
        if self.reveal is not None:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
                self.dismiss_reveal()
            return
        if self.ranking is not None and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.ranking = None
            return
        if self.jigoku_open or self.scores_open:
            if key in (pygame.K_ESCAPE, pygame.K_j, pygame.K_s, pygame.K_RETURN):
                self.jigoku_open = self.scores_open = False
            return
        if self.table_key(key):  # Esc/P, F1, U, H, Space (shared by every table)
            pass
        elif key == pygame.K_j:
            self.jigoku_open = True
        elif key == pygame.K_s:
            self.scores_open = True
        elif pygame.K_1 <= key <= pygame.K_9:
            index = self.choices.shown_index(key - pygame.K_0)
            if index is not None:
                self.choose_option(index)
        elif key == pygame.K_BACKSPACE:
            self.selected = []
            self._build_options()
        elif self.choices.handle_key(key):
            pass
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.choices.focus is not None:
            self.choose_option(self.choices.focus)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.can_act:
            groups = self.hand_groups()
            if groups:
                step = 1 if key == pygame.K_RIGHT else -1
                self.cursor = (self.cursor + step) % len(groups)
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and self.can_act:
            groups = self.hand_groups()
            if groups:
                self.click_group(groups[min(self.cursor, len(groups) - 1)][1])

    def on_press(self, pos: tuple[int, int]) -> None:
        if self.reveal is not None:
            self.dismiss_reveal()
            return
        if self.ranking is not None:
            self.ranking = None
            return
        if self.jigoku_open or self.scores_open:
            self.jigoku_open = self.scores_open = False
            return
        index = self.choices.row_pressed(pos)
        if index is not None:
            self.choose_option(index)
            return
        if self.choices.row_at(pos) is not None:
            return  # the rows just changed under the pointer: no row is chosen
        for rect, action in self.pick_rects:
            if rect.collidepoint(pos) and self.can_act:
                self.play(action)
                return
        if self.pick_rects and self.layout.table.collidepoint(pos):
            return  # the cards to choose among cover the table
        for rect, card in reversed(self.hand_rects):
            if rect.collidepoint(pos):
                group = next((cards for _, cards in self.hand_groups() if card in cards), [card])
                self.click_group(group)
                return
        for rect, action, clan in self.clan_picks:
            if rect.collidepoint(pos) and self.can_act:
                seat = self.state.current_player
                self.play(action)
                then = next(
                    (a for a in self.legal() if a.kind == "clan" and a.args[0] == clan), None
                )
                # the same person's next choice, while the opponent chosen is still
                # being told on the table (can_act waits for that)
                if then is not None and self.state.current_player == seat:
                    self.play(then)
                return
        for rect, action in self.table_targets:
            if rect.collidepoint(pos) and self.can_act:
                self.play(action)
                return
        if self._jigoku_rect().collidepoint(pos):
            self.jigoku_open = True
        elif self._scores_rect().collidepoint(pos):
            self.scores_open = True

    # ------------------------------------------------------------------ gamepads
    def pad_targets(self) -> list[PadTarget]:
        """The choices listed on the right (the rows shown), the cards offered to pick
        among, the hand's piles that can be played, and the places on the table a power
        may aim at (as they were last drawn)."""
        if not self.can_act or self.covered:
            return []
        targets = [
            PadTarget(row.rect, lambda i=row.index: self.choose_option(i), ("row", row.index))
            for row in self.choices.rows_drawn
        ]
        for n, (rect, action) in enumerate(self.pick_rects):
            targets.append(PadTarget(rect, lambda a=action: self.play(a), ("pick", n, str(action))))
        playable = self.playable_cards()
        groups = self.hand_groups()
        for rect, card in self.hand_shown():
            group = next((cards for _, cards in groups if card in cards), [card])
            if playable & set(group):
                action = lambda g=group: self.click_group(g)  # noqa: E731
                targets.append(PadTarget(rect, action, ("hand", card_name(card))))
        if not self.pick_rects:
            for n, (rect, action) in enumerate(self.table_targets):
                target = PadTarget(rect, lambda a=action: self.play(a), ("table", n, str(action)))
                targets.append(target)
        targets.append(PadTarget(self._jigoku_rect(), self._open_jigoku, "jigoku"))
        targets.append(PadTarget(self._scores_rect(), self._open_scores, "scores"))
        return targets

    def hand_shown(self) -> list[tuple[pygame.Rect, int]]:
        """Each pile of the hand as last drawn, cut to the part of it the next pile in
        its row leaves uncovered (a pad's ring and pointer go there, on the card meant)."""
        shown = []
        for i, (rect, card) in enumerate(self.hand_rects):
            part = rect.copy()
            for later, _ in self.hand_rects[i + 1 :]:
                if later.top == rect.top and later.left > rect.left:
                    part.width = min(part.width, later.left - rect.left)
            shown.append((part, card))
        return shown

    def _open_jigoku(self) -> None:
        self.jigoku_open = True  # A or B closes it (TableScene.handle_pad: covered)

    def _open_scores(self) -> None:
        self.scores_open = True

    def handle_pad(self, press: PadPress) -> None:
        """Up and down past the rows shown scroll the list of choices."""
        command = press.command
        if command in ("up", "down") and self.pad_may_act(press) and not self.covered:
            rows = self.choices.rows_drawn
            focus = self.pad_focus
            if rows and isinstance(focus, tuple) and focus[0] == "row":
                edge = rows[-1].index if command == "down" else rows[0].index
                step = 1 if command == "down" else -1
                if focus[1] == edge and 0 <= edge + step < len(self.choices):
                    self.choices.scroll(step)
                    self.pad_focus = ("row", edge + step)
                    return
        super().handle_pad(press)

    # ------------------------------------------------------------------ layout
    @property
    def layout(self) -> TableLayout:
        """Where everything goes at the size drawn on now (worked out again, and the
        buttons placed again, when the size changes)."""
        key = (self.size, self.state.players, self.state.mode, self._hand_rows)
        if self._layout is None or self._layout_key != key:
            if self._layout is None or self._layout.size != self.size:
                self._wrapped.clear()
            self._layout = table_layout(
                self.size, self.state.players, self.state.mode, self._hand_rows
            )
            self._layout_key = key
            for name, button in self.buttons.items():
                button.rect = pygame.Rect(self._layout.buttons[name])
        return self._layout

    def _pile_size(self) -> tuple[int, int]:
        """The deck's and the Jigoku's card size: Grand Master's piles sit side by side
        between their labels and the Scores button, smaller when the table is short (a
        hand in two rows)."""
        w = self.layout.pile_w
        h = round(w * theme.CARD_RATIO)
        if self.state.mode == "grandmaster":
            line = theme.font(theme.FONT_MIN).get_linesize()
            room = self.layout.piles.height - 2 * line - theme.px(4) * 4
            if h > room:
                h = max(1, room)
                w = max(1, round(h / theme.CARD_RATIO))
        return w, h

    def _piles_in_words(self) -> bool:
        """Grand Master's table too short for the piles' pictures (a hand in two rows):
        the deck and the Jigoku are two lines of words, one under the other."""
        if self.state.mode != "grandmaster":
            return False
        w, h = self._pile_size()
        tr = self.app.tr
        font = theme.font(theme.FONT_MIN)
        labels = (
            font.size(tr("shinobi.deck", count=len(self.state.deck)))[0]
            + font.size(tr("shinobi.jigoku", count=len(self.state.jigoku)))[0]
        )
        return h < theme.px(36) or labels / 2 > w + theme.px(8)  # the labels would meet

    def _word_pile(self, line: int) -> pygame.Rect:
        piles = self.layout.piles
        four = theme.px(4)
        height = theme.font(theme.FONT_MIN).get_linesize()
        return pygame.Rect(
            piles.left + four, piles.top + four + line * height, piles.width - 2 * four, height
        )

    def _jigoku_rect(self) -> pygame.Rect:
        piles = self.layout.piles
        w, h = self._pile_size()
        label = theme.font(theme.FONT_MIN).get_linesize()
        four = theme.px(4)
        if self._piles_in_words():
            return self._word_pile(1)
        if self.state.mode == "grandmaster":  # side by side
            return pygame.Rect(piles.centerx + four, piles.top + label + four, w, h)
        return pygame.Rect(piles.centerx - w // 2, piles.top + 2 * label + h + theme.px(14), w, h)

    def _deck_rect(self) -> pygame.Rect:
        piles = self.layout.piles
        w, h = self._pile_size()
        label = theme.font(theme.FONT_MIN).get_linesize()
        four = theme.px(4)
        if self._piles_in_words():
            return self._word_pile(0)
        if self.state.mode == "grandmaster":
            return pygame.Rect(piles.centerx - four - w, piles.top + label + four, w, h)
        return pygame.Rect(piles.centerx - w // 2, piles.top + label + four, w, h)

    def _scores_rect(self) -> pygame.Rect:
        piles = self.layout.piles
        four = theme.px(4)
        h = theme.font(theme.FONT_MIN).get_linesize() + 2 * four
        return pygame.Rect(piles.left + four, piles.bottom - h - four, piles.width - 2 * four, h)

    def _tile_rects(self, area: pygame.Rect, count: int = 4) -> list[pygame.Rect]:
        """Room for four clans (a row, or two rows of two when that makes them bigger),
        each tile a little taller than wide, left-aligned in `area`."""
        gap = max(theme.px(4), area.width // 80)
        best: list[pygame.Rect] = []
        best_size = 0
        for cols, rows in ((4, 1), (2, 2)):
            w = (area.width - gap * (cols - 1)) // cols
            h = (area.height - gap * (rows - 1)) // rows
            w, h = min(w, round(h * 1.1)), min(h, round(w * 1.45))
            if w * h > best_size:
                best_size = w * h
                best = [
                    pygame.Rect(area.left + c * (w + gap), area.top + r * (h + gap), w, h)
                    for r in range(rows)
                    for c in range(cols)
                ]
        return best[:count]

    # ------------------------------------------------------------------ hand
    def hand_groups(self) -> list[tuple[str, list[int]]]:
        """The bottom seat's hand, alike cards together (two Carps are one pile: they
        are interchangeable), in the hand's order: the order of its slots this turn
        (see _hand_slots), a new turn's hand sorted."""
        groups: dict[str, list[int]] = {}
        for card in sorted(self.state.hands[self._bottom_seat()]):
            groups.setdefault(card_name(card), []).append(card)
        piles = list(groups.items())
        plan = self._hand_plan
        if plan is not None and (self._bottom_seat(), self.state.current_player) == self._hand_turn:
            slot = {name: i for i, name in enumerate(plan.order)}
            piles.sort(key=lambda pile: slot.get(pile[0], len(slot)))
        return piles

    def click_group(self, cards: list[int]) -> None:
        """A click on a pile of alike cards: discard one, or pick one more of them for a
        placement; when all are picked, let go of them all."""
        if not cards:
            return
        if self.state.phase == "discard" or not self.can_act:
            self.toggle_card(cards[0])
            return
        free = [c for c in cards if c not in self.selected]
        if free:
            self.toggle_card(free[0])
            return
        self.selected = [c for c in self.selected if c not in cards]
        self._build_options()
        self.app.audio.play("click")

    def _group_width(self, count: int) -> int:
        return self.layout.card_w + theme.px(STACK_OFFSET) * (min(count, STACK_SHOWN) - 1)

    def _pack_hand(
        self, groups: list[tuple[str, list[int]]], gap: int, counts: dict[str, int] | None = None
    ) -> tuple[int, dict[str, HandSpot]]:
        """The fewest rows the hand's piles fit in, every pile's strength, name and powers
        read whole (layout.pack_row: side by side, else overlapping with each covered
        pile's words in the strip left uncovered), and each pile's place. `counts` gives
        a pile the room of more cards than it holds (the room it had earlier this turn;
        a pile of none is a gap kept for it)."""
        layout = self.layout
        card_w = layout.card_w
        tr = self.app.tr
        counts = counts or {}
        widths = [self._group_width(max(len(cards), counts.get(name, 0))) for name, cards in groups]
        mins = [min(card_w, art.min_visible(cards[0], card_w, tr, tr.lang)) for _, cards in groups]
        count = len(groups)
        for rows in range(1, count + 1):
            size, extra = divmod(count, rows)
            plan: dict[str, HandSpot] = {}
            first = 0
            for row in range(rows):
                last = first + size + (1 if row < extra else 0)
                spots = pack_row(widths[first:last], mins[first:last], layout.hand.width, gap)
                if spots is None:
                    break
                for (name, _), (x, shown) in zip(groups[first:last], spots, strict=True):
                    strip = None if shown >= card_w else art.words_strip(card_w, shown)
                    plan[name] = HandSpot(x, row, strip)
                first = last
            else:
                return rows, plan
        return count, {name: HandSpot(0, n, None) for n, (name, _) in enumerate(groups)}

    def _hand_slots(self, groups: list[tuple[str, list[int]]]) -> dict[str, HandSpot]:
        """Each pile's place (from the hand's left edge), row and the strip its words are
        written in when the next pile covers the rest of it. Within a turn the piles
        keep their slots, wherever the pointer goes, so every click lands where it was
        aimed: a pile played leaves a gap, a pile that comes back (undo) returns to its
        slot, a new kind of card takes the first gap wide enough, else goes at the end.
        The hand packs again from the left when a turn begins (another seat to move or
        shown) or a wholly new hand arrives (a Fox swap). Sets the rows the layout
        gives the hand."""
        gap = max(theme.px(4), self.layout.card_w // 14)
        turn = (self._bottom_seat(), self.state.current_player)
        cards = {c for _, pile in groups for c in pile}
        plan = self._hand_plan
        if plan is None or turn != self._hand_turn or not cards & plan.cards:
            plan = HandPlan([name for name, _ in groups], {}, {})
        present = dict(groups)
        for name, pile in groups:
            if name not in plan.order:
                free = [
                    i
                    for i, old in enumerate(plan.order)
                    if old not in present and plan.counts[old] >= min(len(pile), STACK_SHOWN)
                ]
                if free:
                    old = plan.order[free[0]]
                    plan.order[free[0]] = name
                    plan.counts[name] = plan.counts.pop(old)
                    plan.faces.pop(old, None)
                    if old in plan.spots:
                        plan.spots[name] = plan.spots.pop(old)
                else:
                    plan.order.append(name)
            plan.counts[name] = max(plan.counts.get(name, 0), min(len(pile), STACK_SHOWN))
            plan.faces[name] = pile[0]
        plan.cards = cards
        if not self._keep_spots(plan, gap):
            laid = [(name, present.get(name) or [plan.faces[name]]) for name in plan.order]
            gaps = {name: plan.counts[name] for name in plan.order}
            plan.rows, plan.spots = self._pack_hand(laid, gap, gaps)
            plan.laid_for = (self.layout.card_w, self.layout.hand.width)
        self._hand_plan, self._hand_turn, self._hand_rows = plan, turn, plan.rows
        return {name: plan.spots[name] for name in present}

    def _keep_spots(self, plan: HandPlan, gap: int) -> bool:
        """Whether this turn's piles keep the places they were first laid at (False:
        the hand is laid afresh, at a turn's start or when a new kind of card has no
        room left after the last pile). A pile that grew keeps its place, its cards
        behind widening under the next pile's edge; a new kind of card with no gap to
        take goes after the last pile of the last row (issue 16 §2: a second Crow drawn
        mid-turn moved every pile after it by one stack offset)."""
        if not plan.spots or plan.laid_for != (self.layout.card_w, self.layout.hand.width):
            return False
        new = [name for name in plan.order if name not in plan.spots]
        if not new:
            return True
        last_row = [
            name
            for name in plan.order
            if plan.spots.get(name, HandSpot(0, -1, None)).row == plan.rows - 1
        ]
        right = max(
            (plan.spots[name].x + self._group_width(plan.counts[name]) for name in last_row),
            default=-gap,
        )
        for name in new:
            x = right + gap
            right = x + self._group_width(plan.counts[name])
            if right > self.layout.hand.width:
                return False
            plan.spots[name] = HandSpot(x, plan.rows - 1, None)
        return True

    # ------------------------------------------------------------------ drawing
    def _face(self, card: int, width: int, strip: int | None = None) -> pygame.Surface:
        self.faces_drawn.add(card)
        if strip is None:
            return art.card_face(card, width, self.app.tr, self.app.tr.lang)
        return art.card_face(card, width, self.app.tr, self.app.tr.lang, strip)

    def draw(self, canvas: pygame.Surface) -> None:
        self.follow_language()
        self.size = canvas.get_size()
        theme.set_scale(theme.scale_for(self.size))  # as the app does (also off its stack)
        self._lay_hand()
        self.layout  # noqa: B018 (the buttons are placed for this size)
        self.faces_drawn = set()
        self.hand_rects = []
        self.hand_words = []
        self.badge_rects = []
        self.pick_rects = []
        self.table_targets = []
        self.clan_picks = []
        self.tile_rects = []
        self.clan_view: pygame.Rect | None = None
        self.plates = []
        canvas.blit(self._base(), (0, 0))
        self._draw_top(canvas)
        if not self._pick_actions():  # else the cards to choose among cover the table
            self._draw_active_panel(canvas)
            self._draw_opponents(canvas)
            self._draw_piles(canvas)
            if self.state.mode == "grandmaster":
                self._draw_board(canvas)
            self._draw_own(canvas)
        self._draw_hand(canvas)
        self._draw_right(canvas)
        self._draw_picks(canvas)
        self._draw_flights(canvas)
        self._draw_plates_over_flights(canvas)
        self.draw_top_buttons(canvas)
        own = self.layout.own  # "Not saved", if so: at the foot of your own clans' panel
        self.draw_not_saved(canvas, (own.centerx, own.bottom - theme.px(40)), own.width)
        if not self.covered:
            self._draw_zoom(canvas)
        if self.jigoku_open:  # the table's own screens, over everything but the help line
            self._draw_jigoku(canvas)
        if self.scores_open:
            self._draw_scores(canvas)
        if self.ranking is not None:
            self._draw_ranking(canvas)
        if self.reveal is not None:
            self._draw_reveal(canvas)
        draw_hint(canvas, self.app.tr("shinobi.help"))

    @property
    def covered(self) -> bool:
        """The Jigoku, the scores, a round's ranking or a peeked Decoy covers the table."""
        return (
            self.jigoku_open
            or self.scores_open
            or self.ranking is not None
            or self.reveal is not None
        )

    def _base(self) -> pygame.Surface:
        """The still part of the table (sky, veil, every panel), drawn once for each
        layout (whose seat is at the bottom, the surface's size) and kept; the seat to
        play is lit over it at each frame (_draw_active_panel), so a change of turn
        costs no drawing and one window-sized picture serves every turn."""
        state = self.state
        key = (self._bottom_seat(), state.mode, self.size, theme.scale(), self._hand_rows)
        surface = self._bases.get(key)
        if surface is not None:
            self._bases.move_to_end(key)
            return surface
        layout = self.layout
        surface = pygame.Surface(self.size)
        theme.draw_background(surface)
        theme.draw_veil(surface, 120)
        for seat, rect in self._seat_rects().items():
            self._seat_panel(surface, seat, rect, active=False)
        draw_panel(surface, layout.piles, fill=(24, 28, 60))
        if layout.board is not None:
            for _, rect in self._board_rects():
                draw_panel(surface, rect, fill=(40, 34, 70))
        for box in (layout.prompt, layout.options, layout.log):
            draw_panel(surface, box)
        self._bases[key] = surface
        while len(self._bases) > BASES_KEPT:  # a window-sized picture each: few
            self._bases.popitem(last=False)
        return surface

    def _seat_rects(self) -> dict[int, pygame.Rect]:
        """Each seat's panel: the opponents' on top, the bottom seat's own."""
        return {**self._opponent_slots(), self._bottom_seat(): self.layout.own}

    def _seat_panel(
        self, surface: pygame.Surface, seat: int, rect: pygame.Rect, *, active: bool
    ) -> None:
        colour = art.SEAT_COLOURS[seat]
        draw_panel(
            surface,
            rect,
            fill=theme.lerp(theme.PANEL, colour, 0.18 if active else 0.06),
            border=colour if active else theme.BORDER,
            shadow=not active,  # the lit panel lies over the still one and its shadow
        )

    def _draw_active_panel(self, canvas: pygame.Surface) -> None:
        """The seat to play, lit in its colour over the still table."""
        seat = self.state.current_player
        rect = self._seat_rects().get(seat)
        if rect is not None and not self.state.is_terminal:
            self._seat_panel(canvas, seat, rect, active=True)

    def _board_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Grand Master: Court, Missions, Final Showdown, the Decoys, the Temple."""
        board = self.layout.board
        if board is None:
            return []
        gap = max(theme.px(4), board.width // 120)
        rects = []
        x = board.left
        for where, share in BOARD_SHARES:
            w = round(board.width * share) if where != "temple" else board.right - x
            rects.append((where, pygame.Rect(x, board.top, w - gap, board.height)))
            x += w
        return rects

    def _draw_top(self, canvas: pygame.Surface) -> None:
        tr = self.app.tr
        state = self.state
        bar = self.layout.top_bar
        title = theme.text(tr("shinobi.title"), theme.FONT_HEADING, theme.GOLD, kind="display")
        self.heading_rect = title.get_rect(midleft=(theme.px(14), bar.centery))
        canvas.blit(title, self.heading_rect)
        if state.mode == "grandmaster":
            rnd = theme.text(
                tr("shinobi.round", round=state.round, rounds=ROUNDS["grandmaster"]),
                theme.FONT_BODY,
                theme.MOONLIGHT,
            )
            where = rnd.get_rect(midleft=(self.heading_rect.right + theme.px(20), bar.centery))
            canvas.blit(rnd, where)
            self.heading_rect = self.heading_rect.union(where)

    def _seat_header(self, canvas: pygame.Surface, seat: int, rect: pygame.Rect, you: bool) -> int:
        """Name, score, hand, corruption, Shosho; returns the header's bottom."""
        tr = self.app.tr
        state = self.state
        colour = art.SEAT_COLOURS[seat]
        px = theme.px
        line = theme.font(theme.FONT_BODY).get_linesize()
        shapes.seat_mark(
            canvas,
            seat,
            (rect.left + px(16), rect.top + px(6) + line // 2),
            px(8),
            colour,
            theme.MOONLIGHT,
        )
        name = tr("shinobi.you", name=self.seat_name(seat)) if you else self.seat_name(seat)
        label = theme.text(name, theme.FONT_BODY, theme.MOONLIGHT)
        canvas.blit(label, (rect.left + px(30), rect.top + px(4)))
        token_size = line + px(4)
        token = art.ninja_master(len(state.corruption[seat]), token_size, colour)
        canvas.blit(token, (rect.right - token_size - px(6), rect.top + px(4)))
        parts = [
            tr("shinobi.score_short", score=state.score(seat)),
            tr("shinobi.hand_count", count=len(state.hands[seat])),
        ]
        if state.mode == "grandmaster" and state.shosho == seat:
            parts.append(tr("shinobi.shosho"))
        info = " · ".join(parts)
        x = rect.left + px(30) + label.get_width() + px(12)
        room = rect.right - token_size - px(12) - x
        text = theme.text(info, theme.FONT_MIN, theme.TEXT_DIM)
        if text.get_width() <= room:
            canvas.blit(text, (x, rect.top + px(4) + (line - text.get_height()) // 2 + px(2)))
            return rect.top + line + px(8)
        canvas.blit(text, (rect.left + px(30), rect.top + line + px(4)))
        return rect.top + line + text.get_height() + px(8)

    def _draw_clans(self, canvas: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """A seat's clans as tiles: animal, name, card count, total strength. A click on
        a tile chooses it when a power asks for that clan."""
        state = self.state
        targets: dict[str, ShinobiAction] = {}
        aim: ShinobiAction | None = None  # the opponent to choose before one of its clans
        if self.can_act and state.phase == "power" and state.pending:
            p = state.pending[0]
            copying = p.power in ("copy_power2", "copy_power3")
            if copying or p.target == seat:
                targets = {a.args[0]: a for a in self.legal() if a.kind == "clan"}
            elif p.step == "target" and p.power in CLAN_AFTER_TARGET:
                aim = next(
                    (a for a in self.legal() if a.kind == "target" and a.args[0] == str(seat)),
                    None,
                )
                if aim is not None:
                    targets = {clan: aim for clan in state.clans[seat]}
        clans = state.clans[seat].items()
        for rect, (clan, cards) in zip(self._tile_rects(area), clans, strict=False):
            total = sum(state.card_score(seat, c) for c in cards)
            canvas.blit(
                art.clan_tile(clan, cards, total, rect.size, self.app.tr, self.app.tr.lang), rect
            )
            self.tile_rects.append((rect, seat, clan))
            action = targets.get(clan)
            if action is not None:
                self._frame_target(canvas, rect, theme.px(6), theme.px(10))
                if aim is None:
                    self.table_targets.append((rect, action))
                else:
                    self.clan_picks.append((rect, aim, clan))

    def _draw_seat(
        self, canvas: pygame.Surface, seat: int, rect: pygame.Rect, you: bool
    ) -> pygame.Rect:
        """A seat's panel; returns the room left beside its clans."""
        bottom = self._seat_header(canvas, seat, rect, you)
        edge = theme.px(theme.BORDER_WIDTH)
        plate = pygame.Rect(rect.left + edge, rect.top + edge, rect.width - 2 * edge, 0)
        plate.height = bottom - plate.top
        self.plates.append((plate, seat, rect, you))
        pad = max(theme.px(6), rect.width // 100)
        area = pygame.Rect(
            rect.left + pad, bottom, rect.width - 2 * pad, rect.bottom - pad - bottom
        )
        tiles = self._tile_rects(area)
        self._draw_clans(canvas, seat, area)
        right = max(t.right for t in tiles) + 2 * pad
        return pygame.Rect(right, bottom, rect.right - pad - right, rect.bottom - pad - bottom)

    def _draw_opponents(self, canvas: pygame.Surface) -> None:
        state = self.state
        targets = {}
        if self.can_act and state.phase == "power":
            targets = {int(a.args[0]): a for a in self.legal() if a.kind == "target"}
        for seat, rect in self._opponent_slots().items():
            side = self._draw_seat(canvas, seat, rect, you=False)
            if (
                state.mode == "grandmaster"
                and state.temple_cards[seat]
                and side.width > theme.px(40)
            ):
                self._card_words(canvas, side, [("temple", state.temple_cards[seat])])
            if seat in targets:
                self._frame_target(canvas, rect, 0, theme.px(theme.RADIUS))
                self.table_targets.append((rect, targets[seat]))

    def _frame_target(
        self, canvas: pygame.Surface, rect: pygame.Rect, grow: int, radius: int
    ) -> None:
        """The gold frame round something a click may choose (a clan tile, a seat's
        Temple, a Decoy), `grow` px larger than it, thicker under the pointer."""
        hot = rect.collidepoint(self.mouse)
        pygame.draw.rect(
            canvas,
            theme.GOLD,
            rect.inflate(grow, grow),
            theme.px(4 if hot else 2),
            border_radius=radius,
        )

    def _card_words(
        self, canvas: pygame.Surface, area: pygame.Rect, cards: list[tuple[str, str]]
    ) -> None:
        """Temple and Court cards in words: the name in gold, what it does below."""
        tr = self.app.tr
        y = area.top
        line = theme.font(theme.FONT_MIN).get_linesize()
        for deck, card in cards:
            if y + line > area.bottom:
                break
            name = theme.text(tr(f"shinobi.{deck}.{card}"), theme.FONT_MIN, theme.GOLD)
            canvas.blit(name, (area.left, y))
            y += line
            for words in wrap_text(tr(f"shinobi.{deck}_text.{card}"), theme.FONT_MIN, area.width)[
                :2
            ]:
                if y + line > area.bottom:
                    break
                canvas.blit(theme.text(words, theme.FONT_MIN, theme.MOONLIGHT), (area.left, y))
                y += line

    def _draw_piles(self, canvas: pygame.Surface) -> None:
        tr = self.app.tr
        state = self.state
        deck = self._deck_rect()
        jig = self._jigoku_rect()
        words = self._piles_in_words()
        if not words:
            canvas.blit(art.card_back(deck.width), deck)
        for rect, text in (
            (deck, tr("shinobi.deck", count=len(state.deck))),
            (jig, tr("shinobi.jigoku", count=len(state.jigoku))),
        ):
            label = theme.text(text, theme.FONT_MIN, theme.MOONLIGHT)
            where = label.get_rect(midbottom=(rect.centerx, rect.top - theme.px(2)))
            canvas.blit(label, label.get_rect(midleft=rect.midleft) if words else where)
        six = theme.px(6)
        if words:
            pass  # the Jigoku opens from its line (J)
        elif state.jigoku:
            canvas.blit(self._face(state.jigoku[-1], jig.width), jig)
        else:
            pygame.draw.rect(canvas, theme.BORDER, jig, theme.px(2), border_radius=six)
        scores = self._scores_rect()
        hot = scores.collidepoint(self.mouse)
        pygame.draw.rect(
            canvas, theme.PANEL_LIGHT if hot else theme.PANEL, scores, border_radius=six
        )
        pygame.draw.rect(canvas, theme.GOLD, scores, theme.px(1), border_radius=six)
        label = theme.text(tr("shinobi.scores") + " (S)", theme.FONT_MIN, theme.GOLD)
        canvas.blit(label, label.get_rect(center=scores.center))

    def _pick_actions(self) -> list[ShinobiAction]:
        state = self.state
        if not self.can_act or state.phase != "power":
            return []
        return [a for a in self.legal() if a.kind == "card" and len(a.args) == 1]

    def _pick_grid(self, count: int) -> tuple[int, int, int]:
        """(card width, columns, rows shown) for `count` cards over the table: the
        largest cards that show them all, down to a hand card's width; past that the
        rows scroll."""
        area = self.layout.table.inflate(-theme.px(24), -theme.px(24))
        gap = theme.px(8)
        title = theme.font(theme.FONT_BODY).get_linesize() + gap
        height = area.height - title
        width = self.layout.card_w
        largest = min(self.layout.zoom_w, theme.px(170))
        for width in range(largest, self.layout.card_w - 1, -max(1, theme.px(2))):
            cols = max(1, (area.width + gap) // (width + gap))
            rows = -(-count // cols)
            if rows * (round(width * theme.CARD_RATIO) + gap) <= height:
                return width, cols, rows
        cols = max(1, (area.width + gap) // (width + gap))
        rows = max(1, (height + gap) // (round(width * theme.CARD_RATIO) + gap))
        return width, cols, rows

    def _picks_slots(self) -> list[tuple[str, ShinobiAction | None]]:
        """The cards to choose among in their slots: each kind keeps the slot it had
        when the cards were first offered (a kind taken leaves a gap, None), new kinds
        come at the end; the slots are forgotten once the game asks for no card (not
        while the table tells the card just taken: in a real window the grid was laid
        again then, and the next click took the card next to the one aimed at)."""
        actions = self._pick_actions()
        if not actions:
            state = self.state
            if state.phase != "power" or not any(
                a.kind == "card" and len(a.args) == 1 for a in self.legal()
            ):
                self._picks_plan = None
            return []
        by_name: dict[str, ShinobiAction] = {}
        for a in actions:  # alike cards offered apart (Ronin of two clans) are two slots
            name = card_name(int(a.args[0]))
            by_name[f"{name}#{sum(k.startswith(name + '#') for k in by_name)}"] = a
        plan = self._picks_plan if self._picks_plan is not None else []
        plan += [name for name in by_name if name not in plan]
        self._picks_plan = plan
        return [(name, by_name.get(name)) for name in plan]

    def _picks_scroll_room(self) -> int:
        slots = self._picks_slots()
        if not slots:
            return 0
        _, cols, rows = self._pick_grid(len(slots))
        return max(0, -(-len(slots) // cols) - rows)

    def _draw_picks(self, canvas: pygame.Surface) -> None:
        """Cards to choose among (the Jigoku, the deck, Baku's five, an opponent's
        clan), over the table, every kind shown (the rows scroll if they must)."""
        slots = self._picks_slots()
        if not slots:
            self.picks_first = 0
            return
        layout = self.layout
        panel = layout.table
        # over the still table, whose panels cast the shadows
        draw_panel(canvas, panel, fill=(20, 18, 44), alpha=255, shadow=False)
        px = theme.px
        title = theme.text(self.prompt_text(), theme.FONT_BODY, theme.GOLD)
        canvas.blit(title, (panel.left + px(14), panel.top + px(8)))
        width, cols, rows = self._pick_grid(len(slots))
        height = round(width * theme.CARD_RATIO)
        gap = px(8)
        self.picks_first = min(self.picks_first, self._picks_scroll_room())
        first = self.picks_first * cols
        top = panel.top + px(12) + title.get_height() + px(8)
        left = panel.left + px(12)
        for i, (_, action) in enumerate(slots[first : first + cols * rows]):
            if action is None:
                continue  # a kind taken: its slot stays empty
            rect = pygame.Rect(
                left + (i % cols) * (width + gap), top + (i // cols) * (height + gap), width, height
            )
            canvas.blit(self._face(int(action.args[0]), width), rect)
            hinted = self.hint is not None and str(self.hint) == str(action)
            if rect.collidepoint(self.mouse) or hinted:
                pygame.draw.rect(
                    canvas, theme.GOLD, rect.inflate(px(6), px(6)), px(3), border_radius=px(8)
                )
            self.pick_rects.append((rect, action))
        if self._picks_scroll_room():
            more = theme.text(
                self.app.tr("shinobi.picks.more", count=sum(1 for _, a in slots if a)),
                theme.FONT_MIN,
                theme.TEXT_DIM,
            )
            canvas.blit(
                more, more.get_rect(bottomright=(panel.right - px(12), panel.bottom - px(6)))
            )

    def _draw_board(self, canvas: pygame.Surface) -> None:
        """Grand Master: pawns on Court, Missions and Final Showdown, the Decoys (named
        under their pictures once seen), the Temple cards held (in words)."""
        tr = self.app.tr
        state = self.state
        line = theme.font(theme.FONT_MIN).get_linesize()
        px = theme.px
        for where, rect in self._board_rects():
            title = art.fitting_text(
                tr(f"shinobi.where.{where}"), rect.width - px(8), theme.FONT_MIN + 3, theme.GOLD
            )
            canvas.blit(title, title.get_rect(midtop=(rect.centerx, rect.top + px(4))))
            body = pygame.Rect(
                rect.left + px(6),
                rect.top + px(8) + title.get_height(),
                rect.width - px(12),
                rect.bottom - rect.top - px(14) - title.get_height(),
            )
            if where in LOCATIONS:
                self._draw_pawns(canvas, where, body)
                if state.phase == "pawns" and self.can_act:
                    moves = [a for a in self.legal() if a.kind == "pawns" and a.args[0] == where]
                    if moves:
                        pygame.draw.rect(
                            canvas, theme.GOLD, rect, px(2), border_radius=theme.px(theme.RADIUS)
                        )
            elif where == "decoys":
                self._draw_decoys(canvas, body)
            else:
                held = [
                    (s, state.temple_cards[s])
                    for s in range(state.players)
                    if state.temple_cards[s]
                ]
                y = body.top
                for s, card in held:
                    text = f"{self.seat_name(s)}: {tr(f'shinobi.temple.{card}')}"
                    for words in wrap_text(text, theme.FONT_MIN, body.width)[:2]:
                        if y + line <= body.bottom:
                            canvas.blit(
                                theme.text(words, theme.FONT_MIN, art.SEAT_COLOURS[s]),
                                (body.left, y),
                            )
                        y += line

    def _draw_pawns(self, canvas: pygame.Surface, where: str, body: pygame.Rect) -> None:
        state = self.state
        line = theme.font(theme.FONT_MIN).get_linesize()
        px = theme.px
        cols = 2 if state.players > 2 else 1
        col_w = body.width // cols
        for s in range(state.players):
            x = body.left + (s % cols) * col_w
            y = body.top + (s // cols) * (line + px(4))
            shapes.seat_mark(
                canvas,
                s,
                (x + px(9), y + line // 2),
                px(7),
                art.SEAT_COLOURS[s],
                theme.MOONLIGHT,
            )
            count = theme.text(f"× {state.pawns[s][where]}", theme.FONT_MIN, theme.MOONLIGHT)
            canvas.blit(count, (x + px(22), y))
        if where == "showdown":  # the Final Boss, face down until the end
            size = min(body.height - (line + px(4)) * -(-state.players // cols), body.width)
            box = pygame.Rect(0, 0, max(px(24), round(size / 1.3)), max(px(20), size))
            box.midbottom = body.midbottom
            boss = state.boss_revealed
            picture = art.art_image(boss, box.size) if boss else None
            if picture is not None:
                canvas.blit(picture, box)
            else:
                canvas.blit(self._boss_back(box.size), box)
            pygame.draw.rect(canvas, theme.VERMILION, box, px(2))

    def _boss_back(self, size: tuple[int, int]) -> pygame.Surface:
        """The Final Boss face down: a card back fitted to `size` (scaled once per size)."""
        if self._boss_back_cache is None or self._boss_back_cache.get_size() != size:
            self._boss_back_cache = pygame.transform.smoothscale(art.card_back(size[0]), size)
        return self._boss_back_cache

    def _draw_decoys(self, canvas: pygame.Surface, body: pygame.Rect) -> None:
        """The three Decoys, named once seen; when the seat to move may peek at one
        (Missions, a Spy, the Temple of the Shadow), each is framed in gold and a click
        on it chooses it."""
        state = self.state
        line = theme.font(theme.FONT_MIN).get_linesize()
        known = state.known_decoys[self.shown_seat] if self.shown_seat is not None else {}
        gap = theme.px(6)
        radius = theme.px(5)
        w = (body.width - 2 * gap) // 3
        peeks: dict[int, ShinobiAction] = {}
        for a in self.legal() if self.can_act else []:
            if a.kind == "peek":
                peeks[int(a.args[0])] = a
            elif a.kind == "temple" and a.args[0] == "decoy":
                peeks[int(a.args[1])] = a
        for d in range(3):
            cell = pygame.Rect(body.left + d * (w + gap), body.top, w, body.height)
            peek = peeks.get(d)
            if peek is not None:
                self._frame_target(canvas, cell, theme.px(4), radius)
                self.table_targets.append((cell, peek))
            what = state.bosses[2 + d] if state.boss_revealed else known.get(d)
            name_h = 2 * line if what else line
            picture_box = pygame.Rect(cell.left, cell.top, cell.width, cell.height - name_h)
            pygame.draw.rect(canvas, (60, 40, 80), picture_box, border_radius=radius)
            picture = art.art_image(what, picture_box.size) if what else None
            if picture is not None:
                canvas.blit(picture, picture_box)
            else:
                mark = theme.text("?", theme.FONT_BODY, theme.TEXT_DIM, kind="display")
                canvas.blit(mark, mark.get_rect(center=picture_box.center))
            pygame.draw.rect(canvas, theme.BORDER, picture_box, theme.px(1), border_radius=radius)
            label = what or self.app.tr("shinobi.decoy", n=d + 1)
            y = picture_box.bottom + theme.px(1)
            for words in wrap_text(label, theme.FONT_MIN, cell.width)[:2]:
                text = theme.text(words, theme.FONT_MIN, theme.MOONLIGHT)
                if text.get_width() > cell.width:
                    text = pygame.transform.smoothscale(text, (cell.width, text.get_height()))
                canvas.blit(text, text.get_rect(midtop=(cell.centerx, y)))
                y += line

    def _draw_own(self, canvas: pygame.Surface) -> None:
        seat = self._bottom_seat()
        state = self.state
        side = self._draw_seat(canvas, seat, self.layout.own, you=seat == self.shown_seat)
        if state.mode != "grandmaster" or side.width < theme.px(60):
            return
        tr = self.app.tr
        line = theme.font(theme.FONT_MIN).get_linesize()
        pawns = theme.text(
            tr.plural("shinobi.pawns_left", state.reserve[seat]), theme.FONT_MIN, theme.TEXT_DIM
        )
        canvas.blit(pawns, (side.left, side.bottom - line))
        cards: list[tuple[str, str]] = []
        if state.temple_cards[seat]:
            cards.append(("temple", state.temple_cards[seat]))
        if seat == self.shown_seat:
            cards += [("court", c) for c in state.court_cards[seat] + state.court_new[seat]]
        self._card_words(
            canvas, pygame.Rect(side.left, side.top, side.width, side.height - line), cards
        )

    def _lay_hand(self) -> None:
        """Lay the hand out for this frame (before the layout is used: the rows it takes
        give the table its height)."""
        groups = self.hand_groups()
        if self._bottom_seat() != self.shown_seat or not groups:
            self._hand_rows, self._hand_laid = 1, {}
            return
        self._hand_laid = self._hand_slots(groups)

    def _draw_hand(self, canvas: pygame.Surface) -> None:
        seat = self._bottom_seat()
        if seat != self.shown_seat:
            self._draw_hidden_hand(canvas, len(self.state.hands[seat]))
            return
        groups = self.hand_groups()
        if not groups:
            return
        layout = self.layout
        glow = self.playable_cards()
        slots = self._hand_laid
        width, height = layout.card_w, layout.card_h
        lift = round(height * theme.CARD_LIFT)
        gap = max(4, layout.px(GAP))  # between rows, as the layout counts them
        cursor = min(self.cursor, len(groups) - 1)
        px = theme.px
        offset = px(STACK_OFFSET)
        tr = self.app.tr
        for i, (name, cards) in enumerate(groups):
            spot = slots.get(name, HandSpot(0, 0, None))
            x = layout.hand.left + spot.x
            top = (
                layout.hand.bottom
                - height
                - (self._hand_rows - 1 - spot.row) * (height + lift + gap)
            )
            shown = min(len(cards), STACK_SHOWN)
            group = pygame.Rect(x, top - lift, self._group_width(len(cards)), height + lift)
            picked = sum(1 for c in cards if c in self.selected)
            rise = lift if picked else 0
            front = pygame.Rect(x, top - rise, width, height)
            self.hand_rects.append((group, cards[0]))
            for k in range(shown - 1, 0, -1):  # the alike cards behind, edges showing
                back = front.move(offset * k, 0)
                canvas.blit(self._face(cards[k], width), back)
            if cards[0] in glow:
                pygame.draw.rect(
                    canvas, theme.GOLD, front.inflate(px(6), px(6)), px(3), border_radius=px(8)
                )
            canvas.blit(self._face(cards[0], width, spot.strip), front)
            box, squeezed = art.words_box(cards[0], width, tr, tr.lang, spot.strip)
            self.hand_words.append((box.move(front.topleft), squeezed))
            if i == cursor and self.can_act:
                y = front.bottom + px(3)
                pygame.draw.line(
                    canvas,
                    theme.VERMILION,
                    (front.left + px(6), y),
                    (front.right - px(6), y),
                    px(4),
                )
            if len(cards) > 1 or picked:
                text = f"{picked}/{len(cards)}" if picked else f"×{len(cards)}"
                badge = theme.text(text, theme.FONT_MIN, theme.MOONLIGHT)
                corner = (front.left + px(6), front.top + art.seal_bottom(width) + px(4))
                box = badge.get_rect(topleft=corner).inflate(px(8), px(2))
                self.badge_rects.append(box)
                pygame.draw.rect(
                    canvas,
                    theme.VERMILION_DARK if picked else theme.MIDNIGHT,
                    box,
                    border_radius=px(6),
                )
                canvas.blit(badge, badge.get_rect(center=box.center))

    def _draw_hidden_hand(self, canvas: pygame.Surface, count: int) -> None:
        """A hand face down: one back per card, never piled by kind (that would tell
        which cards are alike)."""
        layout = self.layout
        width = layout.card_w
        step = min(width // 3, (layout.hand.width - width) // max(1, count - 1))
        back = art.card_back(width)
        for i in range(count):
            canvas.blit(back, (layout.hand.left + i * step, layout.hand.bottom - layout.card_h))

    def prompt_text(self, seat: int | None = None) -> str:
        """What the table asks now, as a sentence (the state's prompt, in words): of
        the seat shown, or of `seat` (its phone)."""
        tr = self.app.tr
        state = self.state
        if state.is_terminal:
            return tr("shinobi.prompt.over")
        if (self.shown_seat if seat is None else seat) != state.current_player:
            return self.waiting_text()
        key, params = state.prompt()
        if "power" in params:
            params = dict(params, power=self._power_label(params["power"], params.get("count", 1)))
            key = key.rsplit(".", 2)[0] + "." + key.rsplit(".", 1)[1]
        if "left" in params:
            return sentence(tr.plural(key, params["left"], **params))
        return sentence(tr(key, **params))

    def waiting_text(self) -> str:
        """Whose turn it is, when the seat shown is not the one to play: a computer
        thinks; a person is handed the laptop (or plays on their phone), never
        "thinking"."""
        tr = self.app.tr
        seat = self.state.current_player
        name = self.seat_name(seat)
        if seat not in self.humans:
            return tr("shinobi.waiting", name=name)
        if self.phone_seat(seat):
            return tr("shinobi.waiting.phone", name=name)
        return tr("shinobi.waiting.person", name=name)

    def hint_sentence(self) -> str:
        """The hint in words under the prompt, as every table says it (empty: none)."""
        tr = self.app.tr
        if not self.can_act:
            return ""
        if self.hint is not None:
            return sentence(tr("shinobi.hint", what=self.action_label(self.hint)))
        if self.hint_pending:
            return tr("shinobi.hint.thinking")
        return ""

    def _draw_right(self, canvas: pygame.Surface) -> None:
        layout = self.layout
        text = self.prompt_text()
        if self.refused and self.refused[1] > self.time:
            text = self.refused[0]
        preview = self.preview(self.hovered_option())
        if preview:
            text = f"{text}\n{preview}"
        hint = self.hint_sentence()
        if hint:
            text = f"{text}\n{hint}"
        box = layout.prompt
        px = theme.px
        for size in PROMPT_FONTS:  # the largest size at which the whole text fits
            line = theme.font(size).get_linesize()
            lines = self._wrap_size(text, size, box.width - px(20))
            if len(lines) * line <= box.height - px(12):
                break
        y = box.top + px(8)
        for words in lines:
            if y + line > box.bottom - px(4):
                break
            canvas.blit(theme.text(words, size, theme.MOONLIGHT), (box.left + px(10), y))
            y += line
        if self.can_act:
            marked = next(
                (
                    i
                    for i, (a, _) in enumerate(self.options)
                    if self.hint is not None and str(a) == str(self.hint)
                ),
                None,
            )
            self.choices.draw(canvas, layout.options, self.mouse, marked)
        else:
            self.choices.rows_drawn = []
            if self.shows_turn():
                self._draw_turn(canvas, layout.options)
        canvas.blit(self._log_surface(), (layout.log.left + px(8), layout.log.top + px(6)))

    def shows_turn(self) -> bool:
        """The choices' panel tells the turn (whose it is, what they do, the last moves,
        the scores so far) instead of standing empty: while another seat plays (a
        computer thinks, its action is shown) or once the game is over."""
        if self.can_act:
            return False
        state = self.state
        return (
            state.is_terminal or state.current_player != self.shown_seat or self.computer_on_stage
        )

    def doing_text(self) -> str:
        """What the seat to play is doing, in public words (its phase, the power it
        uses): never what it holds or weighs."""
        tr = self.app.tr
        state = self.state
        if state.is_terminal:
            return tr("shinobi.prompt.over")
        phase = state.phase
        if phase == "power" and state.pending:
            p = state.pending[0]
            key = f"shinobi.name.{p.source}"
            return tr(
                "shinobi.doing.power",
                source=tr(key) if tr.has(key) else p.source,
                power=self._power_label(p.power, p.count),
            )
        key = f"shinobi.doing.{phase}"
        return tr(key) if tr.has(key) else ""

    def _draw_turn(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        """The turn in the choices' panel: the seat to play (its shape, its name in its
        colour), what it is doing, the last moves from the log (the last action's lit),
        and every seat's score so far at the foot. Only what the table shows anyway."""
        tr = self.app.tr
        state = self.state
        px = theme.px
        inner = box.inflate(-px(24), -px(20))
        y = inner.top
        body_h = theme.font(theme.FONT_BODY).get_linesize()
        small_h = theme.font(theme.FONT_SMALL).get_linesize()
        if not state.is_terminal:
            seat = state.current_player
            colour = art.SEAT_COLOURS[seat]
            shapes.seat_mark(
                canvas,
                seat,
                (inner.left + px(10), y + body_h // 2),
                px(9),
                colour,
                theme.MOONLIGHT,
            )
            name = tr("shinobi.turn.of", name=self.seat_name(seat))
            title = art.fitting_text(name, inner.width - px(28), theme.FONT_BODY, colour)
            canvas.blit(title, (inner.left + px(28), y))
            y += body_h + px(4)
        doing = self.doing_text()
        person = state.current_player in self.humans
        if not state.is_terminal and person and state.current_player != self.shown_seat:
            doing = self.waiting_text()  # a person, not shown yet: pass them the laptop
        lines = self._wrap_size(doing, theme.FONT_SMALL, inner.width)
        if self.ai_thinking:
            lines = [*lines, tr("shinobi.turn.thinking")]
        for words in lines[:3]:
            canvas.blit(theme.text(words, theme.FONT_SMALL, theme.MOONLIGHT), (inner.left, y))
            y += small_h
        # the scores at the foot, seat by seat
        scores_top = inner.bottom - (state.players + 1) * small_h
        over = state.is_terminal  # the game's own scores (Grand Master: victory points)
        scores = state.final_scores() if over else [state.score(s) for s in range(state.players)]
        heading_key = "shinobi.turn.final_scores" if over else "shinobi.turn.scores"
        heading = theme.text(tr(heading_key), theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(heading, (inner.left, scores_top))
        for s in range(state.players):
            row_y = scores_top + (s + 1) * small_h
            shapes.seat_mark(
                canvas,
                s,
                (inner.left + px(8), row_y + small_h // 2),
                px(6),
                art.SEAT_COLOURS[s],
                theme.MOONLIGHT,
            )
            playing = not state.is_terminal and s == state.current_player
            colour = theme.GOLD if playing else theme.MOONLIGHT
            canvas.blit(
                theme.text(self.seat_name(s), theme.FONT_SMALL, colour),
                (inner.left + px(22), row_y),
            )
            score = theme.text(str(scores[s]), theme.FONT_SMALL, colour)
            canvas.blit(score, score.get_rect(topright=(inner.right, row_y)))
        # the last moves between, the newest at the bottom
        y += px(10)
        room = scores_top - px(10) - y
        if room < 2 * small_h:
            return
        recent = theme.text(tr("shinobi.turn.recent"), theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(recent, (inner.left, y))
        y += small_h
        line_h = theme.font(theme.FONT_MIN).get_linesize()
        rows = max(0, (scores_top - px(10) - y) // line_h)
        wrapped: list[tuple[str, bool]] = []  # whole entries, the newest last
        for line, lit in reversed(self._log_entries()[-rows:] if rows else []):
            entry = [(w, lit) for w in self._wrap(line, inner.width - px(8))]
            if len(wrapped) + len(entry) > rows:
                break
            wrapped[:0] = entry
        for words, lit in wrapped:
            if lit:
                band = pygame.Rect(inner.left, y, inner.width, line_h)
                pygame.draw.rect(canvas, theme.PANEL_LIGHT, band, border_radius=px(4))
            colour = theme.GOLD if lit else theme.TEXT_DIM
            canvas.blit(theme.text(words, theme.FONT_MIN, colour), (inner.left + px(4), y))
            y += line_h

    def _wrap(self, text: str, width: int) -> list[str]:
        """`text` wrapped at the smallest table text to `width` px, each text measured
        once for each width (the prompt is drawn every frame)."""
        lines = self._wrapped.get((text, width))
        if lines is None:
            if len(self._wrapped) > 2000:  # a long game's log: keep it bounded
                self._wrapped.clear()
            lines = self._wrapped[(text, width)] = wrap_text(text, theme.FONT_MIN, width)
        return lines

    def _log_entries(self) -> list[tuple[str, bool]]:
        """The log as it may be shown now (visible_log), each line with whether it is
        the last action's (lit)."""
        first = self.stage.first_line if self.stage is not None else len(self.log_lines)
        return [
            (line, index >= first)
            for index, (owner, line) in enumerate(self.log_lines)
            if owner is None or owner == self.shown_seat
        ]

    def _log_surface(self) -> pygame.Surface:
        """The log's visible lines, drawn again only when they change; the last
        action's lines lit in gold on a band, so the eye finds what just happened."""
        box = self.layout.log
        key = (
            len(self.log_lines),
            self.shown_seat,
            self.log_scroll,
            self.stage.first_line if self.stage is not None else -1,
            self.app.tr.lang,
            box.size,
            theme.scale(),
        )
        if self._log_key == key and self._log_cache is not None:
            return self._log_cache
        px = theme.px
        line_h = theme.font(theme.FONT_MIN).get_linesize()
        shown = max(1, (box.height - px(12)) // line_h)
        entries = self._log_entries()
        self.log_scroll = min(self.log_scroll, self._log_scroll_room(entries, shown))
        lines: list[tuple[str, bool]] = []  # whole entries, the newest shown last
        for line, lit in reversed(entries[: len(entries) - self.log_scroll]):
            entry = [(words, lit) for words in self._wrap(line, box.width - px(16))]
            if lines and len(lines) + len(entry) > shown:
                break
            lines[:0] = entry
        surface = pygame.Surface((box.width - px(12), box.height - px(8)), pygame.SRCALPHA)
        for i, (line, lit) in enumerate(lines[:shown]):
            if lit:
                band = pygame.Rect(0, line_h * i, surface.get_width(), line_h)
                surface.fill((*theme.PANEL_LIGHT, 255), band)
            colour = theme.GOLD if lit else theme.TEXT_DIM
            surface.blit(theme.text(line, theme.FONT_MIN, colour), (px(2), line_h * i))
        self._log_cache, self._log_key = surface, key
        return surface

    def _log_scroll_room(self, entries: list[tuple[str, bool]], shown: int) -> int:
        """The most the log scrolls back: until its first line is on the top row (the
        box stays full; it never scrolls on into emptiness)."""
        width = self.layout.log.width - theme.px(16)
        lines = 0
        for end, (line, _) in enumerate(entries, start=1):
            lines += len(self._wrap(line, width))
            if lines >= shown:
                return len(entries) - end
        return 0

    def hovered_option(self) -> ShinobiAction | None:
        index = self.choices.row_at(self.mouse)
        if index is None or index >= len(self.options):
            return None
        return self.options[index][0]

    def preview(self, action: ShinobiAction | None) -> str:
        """What a choice would change on the table, in public terms only: each seat's
        score (tables are public; a random discard or a draw changes no score)."""
        if action is None or not self.can_act or action.kind in ("corrupt", "recruit"):
            return ""  # what a draw does depends on the hidden deck: never previewed
        key = (self.version, str(action))
        if key in self._previews:
            return self._previews[key]
        state = self.state
        twin = state.clone()
        try:
            twin.apply(str(action))
        except ValueError:
            return ""
        changes = [
            f"{self.seat_name(s)} {twin.score(s) - state.score(s):+d}"
            for s in range(state.players)
            if twin.score(s) != state.score(s)
        ]
        text = self.app.tr("shinobi.preview", changes=", ".join(changes)) if changes else ""
        self._previews = {key: text}
        return text

    def _draw_zoom(self, canvas: pygame.Surface) -> None:
        """The card under the pointer, large; a clan under the pointer, its cards (once
        the pointer has moved: see pointer_moved)."""
        if not self.pointer_moved:
            return
        layout = self.layout
        card = None
        for rect, c in reversed(self.hand_rects):
            if rect.collidepoint(self.mouse):
                card = c
                break
        for rect, action in self.pick_rects:
            if rect.collidepoint(self.mouse):
                card = int(action.args[0])
        if card is not None:
            face = self._face(card, layout.zoom_w)
            x = min(
                max(self.mouse[0] - face.get_width() // 2, layout.table.left),
                layout.table.right - face.get_width(),
            )
            y = (
                layout.hand.top - face.get_height() - theme.px(8)
                if self.mouse[1] >= layout.hand.top
                else self.mouse[1] + theme.px(20)
            )
            y = max(layout.table.top, min(y, self.size[1] - face.get_height()))
            canvas.blit(face, (x, y))
            return
        if self.pick_rects:
            return
        for rect, seat, clan in self.tile_rects:
            if rect.collidepoint(self.mouse):
                self._draw_clan_view(canvas, rect, seat, clan)
                return

    def clan_view_rect(self, tile: pygame.Rect, count: int) -> tuple[pygame.Rect, int]:
        """Where the enlarged view of a hovered clan tile lies and its cards' width: a
        framed panel, the clan's cards under its title, below the tile (above it when
        below there is no room), kept clear of the hand; its cards as large as the tile
        (a hand card's width at least) where that still keeps it off the hand."""
        layout = self.layout
        px = theme.px
        pad, gap = px(10), px(6)
        title_h = theme.font(theme.FONT_SMALL).get_linesize()
        screen = pygame.Rect((0, 0), self.size)
        room = layout.table.width

        def places(card_w: int) -> tuple[pygame.Rect, pygame.Rect]:
            width = max(1, count) * (card_w + gap) - gap + 2 * pad
            height = pad + title_h + px(6) + round(card_w * theme.CARD_RATIO) + pad
            x = min(max(tile.centerx - width // 2, layout.table.left), layout.table.right - width)
            return (
                pygame.Rect(x, tile.bottom + gap, width, height),
                pygame.Rect(x, tile.top - gap - height, width, height),
            )

        largest = max(layout.card_w, min(layout.zoom_w, tile.width))
        for card_w in range(largest, layout.card_w - 1, -max(1, px(4))):
            if max(1, count) * (card_w + gap) + 2 * pad > room:
                continue
            for place in places(card_w):  # away from the hand first
                if screen.contains(place) and place.bottom <= layout.hand.top:
                    return place, card_w
        below, above = places(layout.card_w)
        for place in (below, above):
            if screen.contains(place):
                return place, layout.card_w
        return below.clamp(screen), layout.card_w

    def _draw_clan_view(
        self, canvas: pygame.Surface, tile: pygame.Rect, seat: int, clan: str
    ) -> None:
        """A hovered clan tile's cards, large, in a panel framed in the seat's colour
        whose title names the seat and the clan (its cards and strength): a view, never
        cards loose over the hand as if in flight."""
        cards = self.state.clans[seat].get(clan, [])
        if not cards:
            return
        tr = self.app.tr
        px = theme.px
        panel, card_w = self.clan_view_rect(tile, len(cards))
        self.clan_view = panel
        draw_panel(canvas, panel, alpha=250, border=art.SEAT_COLOURS[seat], border_width=3)
        title = tr.plural(
            "shinobi.clan_view",
            len(cards),
            name=self.seat_name(seat),
            clan=tr(f"shinobi.name.{clan}"),
            strength=sum(self.state.card_score(seat, c) for c in cards),
        )
        pad, gap = px(10), px(6)
        words = theme.text(title, theme.FONT_SMALL, theme.GOLD)
        if words.get_width() > panel.width - 2 * pad:
            words = theme.text(tr(f"shinobi.name.{clan}"), theme.FONT_SMALL, theme.GOLD)
        canvas.blit(words, words.get_rect(midtop=(panel.centerx, panel.top + pad)))
        y = panel.top + pad + theme.font(theme.FONT_SMALL).get_linesize() + px(6)
        for i, c in enumerate(cards):
            canvas.blit(self._face(c, card_w), (panel.left + pad + i * (card_w + gap), y))

    def _draw_flights(self, canvas: pygame.Surface) -> None:
        width = max(theme.px(40), self.layout.pile_w)
        for flight in self.flights:
            visible = flight.card is not None and self._public_flight(flight.card)
            surface = (
                self._face(flight.card, width)
                if visible and flight.card is not None
                else art.card_back(width)
            )
            canvas.blit(surface, surface.get_rect(center=self._flight_rect(flight).center))

    def _flight_rect(self, flight: Flight) -> pygame.Rect:
        """Where a card in flight is drawn now."""
        width = max(theme.px(40), self.layout.pile_w)
        t = min(1.0, flight.age / flight.duration)
        t = 1 - (1 - t) ** 3
        x = flight.start[0] + (flight.end[0] - flight.start[0]) * t
        y = flight.start[1] + (flight.end[1] - flight.start[1]) * t
        rect = pygame.Rect(0, 0, width, round(width * theme.CARD_RATIO))
        rect.center = (int(x), int(y))
        return rect

    def _draw_plates_over_flights(self, canvas: pygame.Surface) -> None:
        """A seat's name plate that a card in flight crosses is drawn again over it
        (its panel's own background, lit if the seat plays, then the name): a flying
        card never hides whose seat it is."""
        if not self.flights:
            return
        flying = [self._flight_rect(f) for f in self.flights]
        playing = None if self.state.is_terminal else self.state.current_player
        base = self._base()
        for plate, seat, panel, you in self.plates:
            if plate.collidelist(flying) < 0:
                continue
            clip = canvas.get_clip()
            canvas.set_clip(plate)
            canvas.blit(base, (0, 0))
            if seat == playing:
                self._seat_panel(canvas, seat, panel, active=True)
            self._seat_header(canvas, seat, panel, you)
            canvas.set_clip(clip)

    def _public_flight(self, card: int) -> bool:
        """A flying card shows its face if it is on the table, in the Jigoku or the
        corruption piles (public), or in the shown seat's hand."""
        state = self.state
        if card in state.jigoku or any(card in c for c in state.corruption):
            return True
        if any(card in cards for clans in state.clans for cards in clans.values()):
            return True
        return self.shown_seat is not None and card in state.hands[self.shown_seat]

    def _draw_jigoku(self, canvas: pygame.Surface) -> None:
        theme.draw_veil(canvas, 220)
        tr = self.app.tr
        px = theme.px
        title = theme.text(
            tr("shinobi.jigoku.title"), theme.FONT_HEADING, theme.GOLD, kind="display"
        )
        canvas.blit(title, title.get_rect(midtop=(self.size[0] // 2, px(30))))
        piles: dict[str, list[int]] = {}
        for card in sorted(self.state.jigoku):
            piles.setdefault(card_name(card), []).append(card)
        width, height = self.size
        area = pygame.Rect(
            px(30),
            px(40) + title.get_height(),
            width - 2 * px(30),
            height - px(110) - title.get_height(),
        )
        gap = px(10)
        card_w = self.layout.card_w
        for card_w in range(self.layout.zoom_w, self.layout.card_w - 1, -max(1, px(2))):
            cols = max(1, (area.width + gap) // (card_w + gap))
            if -(-len(piles) // cols) * (round(card_w * theme.CARD_RATIO) + gap) <= area.height:
                break
        cols = max(1, (area.width + gap) // (card_w + gap))
        card_h = round(card_w * theme.CARD_RATIO)
        for i, cards in enumerate(piles.values()):
            x = area.left + (i % cols) * (card_w + gap)
            y = area.top + (i // cols) * (card_h + gap)
            if y + card_h > area.bottom + gap:
                break
            canvas.blit(self._face(cards[0], card_w), (x, y))
            badge = theme.text(f"×{len(cards)}", theme.FONT_BODY, theme.MOONLIGHT)
            box = badge.get_rect(topright=(x + card_w - px(4), y + px(4))).inflate(px(10), px(2))
            pygame.draw.rect(canvas, theme.MIDNIGHT, box, border_radius=px(8))
            canvas.blit(badge, badge.get_rect(center=box.center))
        hint = theme.text(tr("shinobi.jigoku.close"), theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(hint, hint.get_rect(midbottom=(self.size[0] // 2, self._close_hint_bottom())))

    def score_lines(self, seat: int) -> tuple[list[tuple[str, bool]], str]:
        """What the Scores screen (S) says of `seat`, as text: its lines (text, whether
        a heading) and its total (ninjas.shinobi.results.scores_so_far)."""
        tr = self.app.tr
        breakdown = scores_so_far(self.state)
        score = breakdown.seats[seat]
        lines = [
            (self._line_text(line), line.key == "shinobi.scores.so_far") for line in score.lines
        ]
        total = "" if score.total is None else f"{tr(breakdown.total_key)}: {score.total}"
        return lines, total

    def _line_text(self, line: Line) -> str:
        text = line.text(self.app.tr)
        if line.points is None:
            return text
        return f"{text}: {line.points:+d}"

    def _draw_scores(self, canvas: pygame.Surface) -> None:
        """The Scores screen (S): an opaque panel over the dimmed table, whose tables
        are the results screen's (scenes/results.ScoreTables), at the same sizes."""
        from ..results import ScoreTables

        tr = self.app.tr
        px = theme.px
        width = canvas.get_width()
        size = canvas.get_size()
        theme.draw_veil(canvas, 200)  # the whole table, the hand too, in the shade
        hint_bottom = self._close_hint_bottom()
        panel = pygame.Rect(px(24), px(14), width - 2 * px(24), hint_bottom + px(10) - px(14))
        draw_panel(canvas, panel, alpha=255, radius=14)
        title = theme.blit_text(
            canvas,
            tr("shinobi.scores"),
            theme.FONT_HEADING,
            theme.GOLD,
            "display",
            shadow=True,
            midtop=(width // 2, panel.top + px(8)),
        )
        hint_h = theme.font(theme.FONT_SMALL).get_linesize()
        area = pygame.Rect(panel.left + px(16), title.bottom + px(10), panel.width - 2 * px(16), 0)
        area.height = max(px(60), hint_bottom - hint_h - px(10) - area.top)
        breakdown = scores_so_far(self.state)
        key = (size, tr.lang, area.size)
        cached = self._scores_laid
        if cached is None or cached[0] != key or cached[1].breakdown != breakdown:
            tables = ScoreTables(self.app, "shinobi", breakdown)
            cached = self._scores_laid = (key, tables, tables.fit(area, px(20)))
        _, tables, (text_size, line_h, placed) = cached
        for table in placed:
            tables.draw_table(canvas, text_size, line_h, table)
        hint = theme.text(tr("shinobi.jigoku.close"), theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(hint, hint.get_rect(midbottom=(width // 2, hint_bottom)))

    def _close_hint_bottom(self) -> int:
        """Where a covering screen's "click to close" line ends: above the help line."""
        return self.size[1] - theme.px(44)

    def _wrap_size(self, text: str, size: int, width: int) -> list[str]:
        """`text` wrapped at text size `size` to `width` px (measured once per width)."""
        key = (f"{size}\0{text}", width)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > 2000:  # a long game's texts: keep it bounded
                self._wrapped.clear()
            lines = self._wrapped[key] = wrap_text(text, size, width)
        return lines

    def _draw_ranking(self, canvas: pygame.Surface) -> None:
        """Grand Master: the ranking screen after a round (pawns awarded)."""
        assert self.ranking is not None
        theme.draw_veil(canvas, 225)
        tr = self.app.tr
        px = theme.px
        result = (
            self.state.round_results[self.ranking["round"] - 1]
            if len(self.state.round_results) >= self.ranking["round"]
            else self.ranking
        )
        title = theme.text(
            tr("shinobi.ranking.title", round=result["round"]),
            theme.FONT_BANNER,
            theme.GOLD,
            kind="display",
        )
        canvas.blit(title, title.get_rect(midtop=(self.size[0] // 2, self.size[1] // 8)))
        order = sorted(
            range(self.state.players), key=lambda s: (result.get("ranks", [0] * 4)[s], s)
        )
        y = max(self.size[1] * 5 // 18, self.size[1] // 8 + title.get_height() + px(16))
        left = self.size[0] * 5 // 16
        line_h = theme.font(theme.FONT_BODY).get_linesize()
        for s in order:
            rank = result.get("ranks", [0] * 4)[s] + 1
            pawns = result.get("pawns", [0] * 4)[s]
            line = tr.plural(
                "shinobi.ranking.row",
                pawns,
                rank=rank,
                name=self.seat_name(s),
                score=result["scores"][s],
            )
            shapes.seat_mark(
                canvas,
                s,
                (left - px(24), y + line_h // 2),
                px(10),
                art.SEAT_COLOURS[s],
                theme.MOONLIGHT,
            )
            canvas.blit(theme.text(line, theme.FONT_BODY, theme.MOONLIGHT), (left, y))
            y += line_h + px(14)
        if result.get("temple"):
            names = ", ".join(self.seat_name(s) for s in result["temple"])
            canvas.blit(
                theme.text(
                    tr("shinobi.ranking.temple", names=names), theme.FONT_BODY, theme.TEXT_DIM
                ),
                (left, y + px(10)),
            )
        hint = theme.text(tr("shinobi.ranking.continue"), theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(hint, hint.get_rect(midbottom=(self.size[0] // 2, self.size[1] - px(80))))

    def _draw_reveal(self, canvas: pygame.Surface) -> None:
        """The Decoy the person at the screen just peeked at: its picture and name, for
        them only (the table is covered until they dismiss it)."""
        assert self.reveal is not None
        seat, decoy, boss = self.reveal
        theme.draw_veil(canvas, 235)
        tr = self.app.tr
        px = theme.px
        w, h = canvas.get_size()
        title = theme.text(
            tr("shinobi.reveal.title", n=decoy + 1, boss=boss),
            theme.FONT_BANNER,
            theme.GOLD,
            kind="display",
        )
        canvas.blit(title, title.get_rect(midtop=(w // 2, h // 10)))
        top = h // 10 + title.get_height() + px(16)
        hint = theme.text(tr("shinobi.ranking.continue"), theme.FONT_SMALL, theme.TEXT_DIM)
        lines = self._wrap_size(
            tr("shinobi.reveal.only", name=self.seat_name(seat)), theme.FONT_BODY, w * 2 // 3
        )
        line_h = theme.font(theme.FONT_BODY).get_linesize()
        bottom = h - px(80) - hint.get_height() - px(12) - len(lines) * line_h
        box_h = max(px(60), bottom - top)
        box = pygame.Rect(0, 0, round(box_h / theme.CARD_RATIO), box_h)
        box.midtop = (w // 2, top)
        picture = art.art_image(boss, box.size)
        if picture is not None:
            canvas.blit(picture, box)
        pygame.draw.rect(canvas, theme.GOLD, box, px(2), border_radius=px(6))
        y = box.bottom + px(8)
        for line in lines:
            text = theme.text(line, theme.FONT_BODY, theme.MOONLIGHT)
            canvas.blit(text, text.get_rect(midtop=(w // 2, y)))
            y += line_h
        canvas.blit(hint, hint.get_rect(midbottom=(w // 2, h - px(80))))


def _cards_of(action: ShinobiAction) -> list[int]:
    """The hand cards an action plays."""
    if action.kind in ("place", "reinforce"):
        return [int(a) for a in action.args[1:]]
    if action.kind in ("yokai", "discard"):
        return [int(action.args[0])]
    return []
