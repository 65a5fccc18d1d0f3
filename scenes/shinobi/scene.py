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
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event
from ninjas.core.i18n import sentence
from ninjas.shinobi import data
from ninjas.shinobi.data import card_kind, card_name
from ninjas.shinobi.rules import LOCATIONS, ROUNDS, ShinobiAction, ShinobiState, initial_events

from .. import theme
from ..ai_turn import still_thinking, think, warm_up_worker, watch_computer
from ..handoff import hand_over, human_seats, needs_handoff
from ..scene import Scene
from ..widgets import Button, draw_hint, draw_panel, wrap_text
from . import cards as art

if TYPE_CHECKING:
    from ninjas.core.session import GameSession

    from ..app import App

log = logging.getLogger(__name__)

AI_PAUSE = 0.5
"""Seconds (at speed 1) an AI waits after the last event before it moves."""
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
HAND_CARD_W = 80
MINI_W = 40
RIGHT = pygame.Rect(944, 46, 326, 668)
PROMPT_BOX = pygame.Rect(944, 46, 326, 118)
OPTIONS_BOX = pygame.Rect(944, 170, 326, 300)
LOG_BOX = pygame.Rect(944, 476, 326, 212)
HAND_BOX = pygame.Rect(10, 556, 924, 134)
OWN_BOX = pygame.Rect(10, 432, 924, 122)
OPP_BOX = pygame.Rect(10, 46, 924, 196)
CENTER_BOX = pygame.Rect(10, 246, 924, 182)
OPTION_H = 34
MAX_OPTIONS = 8
HINT_LEVEL = "hard"
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


class ShinobiScene(Scene):
    """`ShinobiScene(app, session)`; `animate=False` plays events at once (tests)."""

    def __init__(
        self, app: App, session: GameSession, *, animate: bool = True, ai_pause: float = AI_PAUSE
    ) -> None:
        super().__init__(app)
        self.session = session
        self.animate = animate
        self.ai_pause = ai_pause
        self.time = 0.0
        self.version = 0
        self.mouse = (-1, -1)
        self.humans = human_seats(session)
        self.shown_seat: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.selected: list[int] = []
        self.queue: list[Event] = []
        self.event_clock = 0.0
        self.flights: list[Flight] = []
        self.log_lines: list[tuple[int | None, str]] = []
        self.log_scroll = 0
        self.thinking: Any = None
        self.thinking_version = -1
        self.ai_wait = 0.0
        self.hint_job: Any = None
        self.hint_version = -1
        self.hint: ShinobiAction | None = None
        self.refused: tuple[str, float] | None = None
        self.jigoku_open = False
        self.scores_open = False
        self.ranking: dict[str, Any] | None = None
        self.over_time = 0.0
        self.results_shown = False
        self.handoff_open = False
        self.faces_drawn: set[int] = set()
        """Card faces drawn in the last frame (tests check no hidden card shows)."""
        self.hand_rects: list[tuple[pygame.Rect, int]] = []
        self.option_rects: list[tuple[pygame.Rect, ShinobiAction]] = []
        self.pick_rects: list[tuple[pygame.Rect, ShinobiAction]] = []
        self.options: list[tuple[ShinobiAction, str]] = []
        self.buttons = {
            "hint": Button(
                app,
                (610, 4, 100, 36),
                lambda: app.tr("taisen.button.hint"),
                self.request_hint,
                size=22,
            ),
            "undo": Button(
                app, (716, 4, 100, 36), lambda: app.tr("taisen.button.undo"), self.undo, size=22
            ),
            "menu": Button(
                app,
                (822, 4, 112, 36),
                lambda: app.tr("taisen.button.menu"),
                self.open_pause,
                size=22,
            ),
        }
        self._previews: dict[tuple[int, str], str] = {}
        self.cursor = 0
        """The hand card the keyboard points at (Left/Right move it, Up/Space/Enter pick)."""
        self._sky: pygame.Surface | None = None
        self._bases: dict[tuple[Any, ...], pygame.Surface] = {}
        self._log_cache: pygame.Surface | None = None
        self._wrapped: dict[str, list[str]] = {}
        self._log_key: tuple[Any, ...] | None = None
        for name in {c.name for c in data.CARDS}:  # every face, at every size, drawn now
            card = next(c.id for c in data.CARDS if c.name == name)
            for width in (HAND_CARD_W, MINI_W + 6, 52, 56, 66, 68, 170):
                art.card_face(card, width, app.tr, app.tr.lang)
        for seat in range(self.state.players):  # each turn's layout, drawn ahead
            self._base(seat)
        self._seen_actions = len(session.actions)
        if session.actions:
            self._rebuild_log()
        else:
            self._push(initial_events(self.state))
        self._refresh()
        self.draw(pygame.Surface((1280, 720)))  # fonts and texts cached before the first frame

    # ------------------------------------------------------------------ properties
    @property
    def state(self) -> ShinobiState:
        state: ShinobiState = self.session.state
        return state

    @property
    def busy(self) -> bool:
        return bool(self.queue) or bool(self.flights)

    @property
    def can_act(self) -> bool:
        return (
            not self.state.is_terminal
            and not self.session.ai_to_move
            and not self.busy
            and self.shown_seat == self.state.current_player
            and self.ranking is None
        )

    @property
    def ai_thinking(self) -> bool:
        return still_thinking(self.thinking, self.state, self.session.ai_to_move)

    @property
    def animating(self) -> bool:
        return (
            self.busy
            or (self.session.ai_to_move and not self.state.is_terminal and self.ranking is None)
            or self.hint_job is not None
            or (self.state.is_terminal and not self.results_shown)
        )

    def seat_name(self, seat: int) -> str:
        return self.app.tr(f"seat.shinobi.{seat}")

    # ------------------------------------------------------------------ scene hooks
    def on_enter(self) -> None:
        self.app.audio.start_music()
        warm_up_worker()

    def on_resume(self) -> None:
        if len(self.session.actions) != self._seen_actions:
            self._cancel_jobs()
            self.queue.clear()
            self.flights.clear()
            self._rebuild_log()
            self._refresh()

    def on_exit(self) -> None:
        self._cancel_jobs()

    # ------------------------------------------------------------------ playing
    def _refresh(self) -> None:
        self.version += 1
        self.selected = []
        self.hint = None
        self._seen_actions = len(self.session.actions)
        state = self.state
        if len(self.humans) >= 2 and (state.is_terminal or state.current_player != self.shown_seat):
            self.shown_seat = None  # never leave a hand face up for the next person
        self._build_options()

    def play(self, action: ShinobiAction | str) -> None:
        """Play a legal action for the seat to move (ValueError if illegal)."""
        events = self.session.apply(action)
        self.refused = None
        self._push(events)
        self._refresh()

    def _push(self, events: list[Event]) -> None:
        if self.animate:
            self.queue.extend(events)
        else:
            for event in events:
                self._announce(event)

    def _announce(self, event: Event) -> None:
        """An event takes the stage: log line(s), sound, card flights."""
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
        deck = CENTER_BOX.left + 50, CENTER_BOX.top + 70
        jigoku = CENTER_BOX.left + 150, CENTER_BOX.top + 70
        duration = 0.35
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
            self.flights.append(Flight(d["card"], deck, self._seat_anchor(d["seat"]), 0.5))
        elif kind == "take_jigoku":
            self.flights.append(Flight(d["card"], jigoku, self._seat_anchor(d["seat"]), duration))

    def _seat_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self._bottom_seat():
            return HAND_BOX.centerx, HAND_BOX.top + 60
        slot = self._opponent_slots().get(seat)
        if slot is None:
            return OPP_BOX.center
        return slot.centerx, slot.top + 30

    def _clan_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self._bottom_seat():
            return OWN_BOX.centerx, OWN_BOX.centery
        slot = self._opponent_slots().get(seat)
        return (slot.centerx, slot.bottom - 50) if slot else OPP_BOX.center

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
        width = OPP_BOX.width // len(others)
        return {
            seat: pygame.Rect(OPP_BOX.left + i * width, OPP_BOX.top, width - 8, OPP_BOX.height)
            for i, seat in enumerate(others)
        }

    # ------------------------------------------------------------------ log
    def card_label(self, card: int) -> str:
        tr = self.app.tr
        name = card_name(card)
        key = f"shinobi.name.{name}"
        return f"{tr(key) if tr.has(key) else name} ({data.CARDS[card].value})"

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
                cards = ", ".join(self.card_label(c) for c in mine)
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
                what = ", ".join(self.card_label(c) for c in d["cards"])
                lines.append((None, tr("shinobi.log.destroy", name=name, target=target, what=what)))
        elif kind == "return_to_hand":
            what = ", ".join(self.card_label(c) for c in d["cards"])
            lines.append((None, tr("shinobi.log.return", name=name, target=target, what=what)))
        elif kind == "clan_destroyed":
            what = ", ".join(self.card_label(c) for c in d["cards"])
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
            lines.append((None, tr("shinobi.log.search", name=name)))
            cards = ", ".join(self.card_label(c) for c in d["private"][d["seat"]]["cards"])
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

    def visible_log(self) -> list[str]:
        """The log as it may be shown now: public lines, and the private lines of the
        seat whose hand is shown (none while the table is covered or only AIs play)."""
        return [line for owner, line in self.log_lines if owner is None or owner == self.shown_seat]

    def _rebuild_log(self) -> None:
        """A loaded game's story so far, replayed from the seed and the actions."""
        from ninjas.games import get_rules

        state = get_rules("shinobi").new_game(seed=self.session.seed, options=self.session.options)
        self.log_lines = []
        for event in initial_events(state):
            self.log_lines.extend(self.describe(event))
        for action in self.session.actions:
            for event in state.apply(action):
                self.log_lines.extend(self.describe(event))

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
            return label + (f" ({ronin} Ronin)" if ronin else "")
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
            return tr("shinobi.act.court", card=tr(f"shinobi.court.{args[0].replace('_', ' ')}"))
        if kind == "temple":
            if args[0] == "draw":
                return tr("shinobi.act.temple_draw")
            if args[0] == "decoy":
                return tr("shinobi.act.temple_decoy", n=int(args[1]) + 1)
            return tr(
                "shinobi.act.temple_take", card=tr(f"shinobi.temple.{args[1].replace('_', ' ')}")
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
            return
        legal = state.legal_actions()
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
            actions = [a for _, _, a in fitting][: MAX_OPTIONS - 1]
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

    def playable_cards(self) -> set[int]:
        """Hand cards that are part of some legal play now (they glow)."""
        state = self.state
        if not self.can_act:
            return set()
        names: set[str] = set()
        if state.phase == "place":
            for action in state.legal_actions():
                names.update(card_name(c) for c in _cards_of(action))
        elif state.phase == "discard":
            names = {
                card_name(int(a.args[0])) for a in state.legal_actions() if a.kind == "discard"
            }
        return {c for c in state.hands[state.current_player] if card_name(c) in names}

    def toggle_card(self, card: int) -> None:
        state = self.state
        if not self.can_act:
            return
        if card not in self.playable_cards():
            self._refuse(self.app.tr("shinobi.refused"))
            return
        if state.phase == "discard":
            action = next(
                (
                    a
                    for a in state.legal_actions()
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

    def _refuse(self, why: str) -> None:
        self.refused = (why, self.time + 4.0)
        self.app.audio.play("refused")

    # ------------------------------------------------------------------ AI and hints
    def _seed(self, salt: int) -> int:
        return (self.session.seed * 1_000_003 + len(self.session.actions) * 7919 + salt) % 2**31

    def _think(self, level: str, salt: int) -> Any:
        return think(level, self._seed(salt), self.state)

    def _collect(self, job: Any) -> tuple[bool, ShinobiAction | None]:
        try:
            result = job.result()
        except Exception as exc:  # a crashed worker must not end the game
            log.warning("AI search failed (%s): playing the first legal move", exc)
            legal = self.state.legal_actions()
            return True, legal[0] if legal else None
        if result is None:
            return False, None
        for action in self.state.legal_actions():
            if str(action) == str(result):
                return True, action
        log.warning("AI chose %r, not legal here: playing the first legal move", result)
        legal = self.state.legal_actions()
        return True, legal[0] if legal else None

    def _drive_ai(self, dt: float, speed: float) -> None:
        if self.thinking is None or self.thinking_version != self.version:
            if self.thinking is not None:
                self.thinking.cancel()
            seat = self.session.current_seat
            self.thinking = self._think(seat.level if seat is not None else "normal", 1)
            self.thinking_version = self.version
            self.ai_wait = 0.0
        if self.busy or self.ranking is not None:
            self.ai_wait = 0.0
            return
        self.ai_wait += dt * speed
        done, action = self._collect(self.thinking)
        if not done:
            watch_computer(self, self.play)
            return
        if self.animate and self.ai_wait < self.ai_pause:
            return
        self.thinking = None
        if action is not None:
            self.play(action)

    def request_hint(self) -> None:
        if not self.can_act or self.hint_job is not None:
            return
        self.hint_job = self._think(HINT_LEVEL, 2)
        self.hint_version = self.version

    def _poll_hint(self) -> None:
        if self.hint_job is None:
            return
        if self.hint_version != self.version:
            self.hint_job.cancel()
            self.hint_job = None
            return
        done, action = self._collect(self.hint_job)
        if done:
            self.hint_job = None
            self.hint = action
            if action is not None and action.kind in ("place", "reinforce", "yokai", "discard"):
                self.selected = [
                    c for c in _cards_of(action) if c in self.state.hands[self.state.current_player]
                ]
                self._build_options()
                self.hint = action

    def _cancel_jobs(self) -> None:
        for job in (self.thinking, self.hint_job):
            if job is not None:
                job.cancel()
        self.thinking = None
        self.hint_job = None

    # ------------------------------------------------------------------ commands
    def undo(self) -> None:
        if self.state.is_terminal or not self.session.can_undo():
            return
        self._cancel_jobs()
        if self.session.undo():
            self.queue.clear()
            self.flights.clear()
            self._rebuild_log()
            self.ranking = None
            self._refresh()
            self.app.audio.play("click")

    def open_pause(self) -> None:
        try:
            from ..pause import PauseScene
        except ImportError:
            return
        self.app.push(PauseScene(self.app, self.session))

    def open_rules(self) -> None:
        try:
            from .. import rules_scene
        except ImportError:
            return
        self.app.push(rules_scene.RulesScene(self.app, "shinobi"))

    def show_results(self) -> None:
        if not self.state.is_terminal or self.busy or self.app.top is not self:
            return
        try:
            from ..results import ResultsScene
        except ImportError:
            return
        self.results_shown = True
        self.app.push(ResultsScene(self.app, self.session, self.summary_lines()))

    def summary_lines(self) -> list[str]:
        tr = self.app.tr
        state = self.state
        scores = ", ".join(f"{self.seat_name(s)} {v}" for s, v in enumerate(state.final_scores()))
        lines = [tr("shinobi.summary.scores", scores=scores)]
        if state.boss_revealed:
            lines.append(tr("shinobi.summary.boss", boss=state.boss_revealed))
        return lines

    def _open_handoff(self) -> None:
        seat = self.state.current_player
        hand_over(self, seat, art.SEAT_COLOURS[seat])

    # ------------------------------------------------------------------ update and input
    def update(self, dt: float) -> None:
        self.time += dt
        speed = float(self.app.settings.animation_speed) or 1.0
        if len(self.session.actions) != self._seen_actions:
            self._refresh()
        if self.queue:
            self.event_clock -= dt * speed
            while self.queue and self.event_clock <= 0:
                event = self.queue.pop(0)
                self._announce(event)
                self.event_clock += EVENT_SECONDS.get(event.kind, 0.12)
        else:
            self.event_clock = 0.0
        for flight in self.flights:
            flight.age += dt * speed
        self.flights = [f for f in self.flights if f.age < f.duration]
        self._poll_hint()
        state = self.state
        if state.is_terminal:
            if not self.busy and self.ranking is None:
                self.over_time += dt * speed
                if not self.results_shown and (not self.animate or self.over_time >= RESULTS_DELAY):
                    self.show_results()
        elif self.session.ai_to_move:
            self._drive_ai(dt, speed)
        elif (
            not self.busy
            and self.ranking is None
            and not self.handoff_open
            and needs_handoff(self.session, self.shown_seat)
            and self.app.top is self
        ):
            self._open_handoff()
        if self.ranking is not None and not self.animate:
            self.ranking = None
        hovered = self.mouse
        self.buttons["undo"].enabled = (
            not state.is_terminal and self.session.can_undo() and not self.busy
        )
        self.buttons["hint"].enabled = self.can_act and self.hint_job is None
        for button in self.buttons.values():
            button.hovered = button.rect.collidepoint(hovered)
            button.update(dt)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._on_key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = getattr(event, "pos", self.mouse)
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.mouse = getattr(event, "pos", self.mouse)
            for button in self.buttons.values():
                if button.handle_event(event):
                    return
            self._on_click(self.mouse)
        elif event.type == pygame.MOUSEBUTTONUP:
            for button in self.buttons.values():
                button.handle_event(event)
        elif event.type == pygame.MOUSEWHEEL and LOG_BOX.collidepoint(self.mouse):
            self.log_scroll = max(0, self.log_scroll + int(getattr(event, "y", 0)))

    def _on_key(self, key: int) -> None:
        if self.ranking is not None and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.ranking = None
            return
        if self.jigoku_open or self.scores_open:
            if key in (pygame.K_ESCAPE, pygame.K_j, pygame.K_s, pygame.K_RETURN):
                self.jigoku_open = self.scores_open = False
            return
        if key in (pygame.K_ESCAPE, pygame.K_p):
            self.open_pause()
        elif key == pygame.K_F1:
            self.open_rules()
        elif key == pygame.K_j:
            self.jigoku_open = True
        elif key == pygame.K_s:
            self.scores_open = True
        elif key == pygame.K_h:
            self.request_hint()
        elif key == pygame.K_u:
            self.undo()
        elif key == pygame.K_SPACE and self.busy:
            while self.queue:
                self._announce(self.queue.pop(0))
            self.flights.clear()
        elif pygame.K_1 <= key <= pygame.K_9:
            self.choose_option(key - pygame.K_1)
        elif key == pygame.K_BACKSPACE:
            self.selected = []
            self._build_options()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.can_act:
            hand = self.state.hands[self.state.current_player]
            if hand:
                step = 1 if key == pygame.K_RIGHT else -1
                self.cursor = (self.cursor + step) % len(hand)
        elif key in (pygame.K_UP, pygame.K_SPACE, pygame.K_RETURN) and self.can_act:
            hand = self.state.hands[self.state.current_player]
            if hand:
                self.toggle_card(hand[min(self.cursor, len(hand) - 1)])

    def _on_click(self, pos: tuple[int, int]) -> None:
        if self.ranking is not None:
            self.ranking = None
            return
        if self.jigoku_open or self.scores_open:
            self.jigoku_open = self.scores_open = False
            return
        for rect, action in self.option_rects:
            if rect.collidepoint(pos):
                self.choose_option(next(i for i, (a, _) in enumerate(self.options) if a == action))
                return
        for rect, action in self.pick_rects:
            if rect.collidepoint(pos) and self.can_act:
                self.play(action)
                return
        for rect, card in reversed(self.hand_rects):
            if rect.collidepoint(pos):
                self.toggle_card(card)
                return
        if self._jigoku_rect().collidepoint(pos):
            self.jigoku_open = True
        elif self._scores_rect().collidepoint(pos):
            self.scores_open = True

    def _jigoku_rect(self) -> pygame.Rect:
        return pygame.Rect(CENTER_BOX.left + 120, CENTER_BOX.top + 22, 66, 120)

    def _scores_rect(self) -> pygame.Rect:
        return pygame.Rect(CENTER_BOX.left + 8, CENTER_BOX.bottom - 34, 200, 30)

    # ------------------------------------------------------------------ drawing
    def _face(self, card: int, width: int) -> pygame.Surface:
        self.faces_drawn.add(card)
        return art.card_face(card, width, self.app.tr, self.app.tr.lang)

    def draw(self, canvas: pygame.Surface) -> None:
        self.faces_drawn = set()
        self.hand_rects = []
        self.option_rects = []
        self.pick_rects = []
        canvas.blit(self._base(), (0, 0))
        self._draw_top(canvas)
        self._draw_opponents(canvas)
        self._draw_center(canvas)
        self._draw_own(canvas)
        self._draw_hand(canvas)
        self._draw_right(canvas)
        self._draw_flights(canvas)
        if self.jigoku_open:
            self._draw_jigoku(canvas)
        if self.scores_open:
            self._draw_scores(canvas)
        if not (self.jigoku_open or self.scores_open or self.ranking):
            self._draw_zoom(canvas)
        if self.ranking is not None:
            self._draw_ranking(canvas)
        for button in self.buttons.values():
            button.draw(canvas)
        draw_hint(canvas, self.app.tr("shinobi.help"))

    def _base(self, active: int | None = None) -> pygame.Surface:
        """The still part of the table (sky, veil, every panel), drawn once for each
        layout (who is active, whose seat is at the bottom, whether cards are being
        picked) and kept: a change of turn costs no drawing."""
        state = self.state
        active = state.current_player if active is None else active
        picking = self.can_act and state.phase == "power"
        key = (active, self._bottom_seat(), picking, state.mode)
        surface = self._bases.get(key)
        if surface is None:
            if self._sky is None:
                self._sky = pygame.Surface((1280, 720))
                theme.draw_background(self._sky)
                theme.draw_veil(self._sky, 120)
            surface = self._sky.copy()
            for seat, rect in self._opponent_slots().items():
                self._seat_panel(surface, seat, rect, active)
            self._seat_panel(surface, self._bottom_seat(), OWN_BOX, active)
            draw_panel(surface, CENTER_BOX, fill=(24, 28, 60))
            if state.mode == "grandmaster" and not picking:
                for rect in self._board_rects():
                    draw_panel(surface, rect, fill=(40, 34, 70))
            for box in (PROMPT_BOX, OPTIONS_BOX, LOG_BOX):
                draw_panel(surface, box)
            if len(self._bases) > 40:  # bottom seats change with hand-offs: keep it small
                self._bases.clear()
            self._bases[key] = surface
        return surface

    def _seat_panel(
        self, surface: pygame.Surface, seat: int, rect: pygame.Rect, current: int
    ) -> None:
        colour = art.SEAT_COLOURS[seat]
        active = current == seat
        draw_panel(
            surface,
            rect,
            fill=theme.lerp(theme.PANEL, colour, 0.18 if active else 0.06),
            border=colour if active else theme.BORDER,
        )

    def _board_rects(self) -> list[pygame.Rect]:
        area = pygame.Rect(
            CENTER_BOX.left + 220,
            CENTER_BOX.top + 6,
            CENTER_BOX.width - 228,
            CENTER_BOX.height - 12,
        )
        width = area.width // 4
        return [
            pygame.Rect(area.left + i * width + 4, area.top, width - 8, area.height)
            for i in range(4)
        ]

    def _draw_top(self, canvas: pygame.Surface) -> None:
        tr = self.app.tr
        state = self.state
        title = theme.text(tr("shinobi.title"), theme.FONT_HEADING, theme.GOLD, kind="display")
        canvas.blit(title, (14, 2))
        if state.mode == "grandmaster":
            rnd = theme.text(
                tr("shinobi.round", round=state.round, rounds=ROUNDS["grandmaster"]),
                theme.FONT_BODY,
                theme.MOONLIGHT,
            )
            canvas.blit(rnd, (title.get_width() + 34, 12))

    def _seat_header(self, canvas: pygame.Surface, seat: int, rect: pygame.Rect, you: bool) -> None:
        tr = self.app.tr
        state = self.state
        colour = art.SEAT_COLOURS[seat]
        art.draw_shape(
            canvas,
            art.SEAT_SHAPES[seat],
            (rect.left + 18, rect.top + 18),
            9,
            colour,
            theme.MOONLIGHT,
        )
        name = tr("shinobi.you", name=self.seat_name(seat)) if you else self.seat_name(seat)
        label = theme.text(name, theme.FONT_BODY, theme.MOONLIGHT)
        canvas.blit(label, (rect.left + 34, rect.top + 6))
        token = art.ninja_master(len(state.corruption[seat]), 34, colour)
        canvas.blit(token, (rect.right - 40, rect.top + 4))
        info = f"{tr('shinobi.score_short', score=state.score(seat))} · {tr('shinobi.hand_count', count=len(state.hands[seat]))}"
        if state.mode == "grandmaster" and state.shosho == seat:
            info += f" · {tr('shinobi.shosho')}"
        text = theme.text(info, theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(text, (rect.left + 34, rect.top + 32))

    def _draw_clans(
        self, canvas: pygame.Surface, seat: int, left: int, top: int, width: int, card_w: int
    ) -> None:
        """A seat's clans, each splayed vertically, side by side."""
        clans = list(self.state.clans[seat].items())
        if not clans:
            return
        step = min(card_w + 8, width // max(len(clans), 1))
        for i, (_clan, cards) in enumerate(clans):
            x = left + i * step
            for j, card in enumerate(cards):
                canvas.blit(self._face(card, card_w), (x, top + j * max(12, card_w // 3)))

    def _draw_opponents(self, canvas: pygame.Surface) -> None:
        for seat, rect in self._opponent_slots().items():
            self._seat_header(canvas, seat, rect, you=False)
            count = len(self.state.hands[seat])
            back = art.card_back(22)
            for k in range(min(count, 12)):
                canvas.blit(back, (rect.right - 30 - k * 9, rect.top + 44))
            self._draw_clans(
                canvas, seat, rect.left + 8, rect.top + 80, rect.width - 16, MINI_W + 6
            )
            if self.state.mode == "grandmaster" and self.state.temple_cards[seat]:
                t = theme.text(
                    self.app.tr(f"shinobi.temple.{self.state.temple_cards[seat]}"),
                    theme.FONT_SMALL,
                    theme.GOLD,
                )
                canvas.blit(t, (rect.left + 10, rect.top + 52))

    def _draw_center(self, canvas: pygame.Surface) -> None:
        tr = self.app.tr
        state = self.state
        box = CENTER_BOX
        deck = art.card_back(66)
        canvas.blit(deck, (box.left + 20, box.top + 22))
        label = theme.text(
            tr("shinobi.deck", count=len(state.deck)), theme.FONT_SMALL, theme.MOONLIGHT
        )
        canvas.blit(label, (box.left + 16, box.top + 4))
        jig = self._jigoku_rect()
        if state.jigoku:
            canvas.blit(self._face(state.jigoku[-1], 66), jig.topleft)
        else:
            pygame.draw.rect(
                canvas, theme.BORDER, jig.inflate(0, -28).move(0, -14), 2, border_radius=6
            )
        label = theme.text(
            tr("shinobi.jigoku", count=len(state.jigoku)), theme.FONT_SMALL, theme.MOONLIGHT
        )
        canvas.blit(label, (jig.left - 4, box.top + 4))
        scores = theme.text(tr("shinobi.scores") + " (S)", theme.FONT_SMALL, theme.GOLD)
        canvas.blit(scores, self._scores_rect().topleft)
        area = pygame.Rect(box.left + 220, box.top + 6, box.width - 228, box.height - 12)
        if self._draw_picks(canvas, area):
            return
        if state.mode == "grandmaster":
            self._draw_board(canvas, area)

    def _draw_picks(self, canvas: pygame.Surface, area: pygame.Rect) -> bool:
        """Cards to choose among (Jigoku, deck search, Baku, an opponent's clan)."""
        state = self.state
        if not self.can_act or state.phase != "power":
            return False
        actions = [a for a in state.legal_actions() if a.kind == "card" and len(a.args) == 1]
        if not actions:
            return False
        width = min(84, max(40, (area.width - 8) // len(actions) - 6))
        for i, action in enumerate(actions):
            rect = pygame.Rect(area.left + i * (width + 6), area.top + 8, width, int(width * 1.4))
            canvas.blit(self._face(int(action.args[0]), width), rect)
            if rect.collidepoint(self.mouse):
                pygame.draw.rect(canvas, theme.GOLD, rect.inflate(4, 4), 3, border_radius=6)
            self.pick_rects.append((rect, action))
        return True

    def _draw_board(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """Grand Master: Court, Missions, Final Showdown (with the Decoys), Temple."""
        tr = self.app.tr
        state = self.state
        places = (*LOCATIONS, "temple")
        for where, rect in zip(places, self._board_rects(), strict=True):
            name = theme.text(
                tr(f"shinobi.where.{where}"), theme.FONT_SMALL, theme.GOLD, kind="display"
            )
            canvas.blit(name, name.get_rect(midtop=(rect.centerx, rect.top + 4)))
            if where == "temple":
                for s in range(state.players):
                    card = state.temple_cards[s]
                    if card:
                        t = theme.text(
                            f"{self.seat_name(s)}: {tr(f'shinobi.temple.{card}')}",
                            16,
                            theme.MOONLIGHT,
                        )
                        canvas.blit(t, (rect.left + 6, rect.top + 30 + 20 * s))
                continue
            for s in range(state.players):
                count = state.pawns[s][where]
                y = rect.top + 34 + 22 * s
                art.draw_shape(
                    canvas,
                    art.SEAT_SHAPES[s],
                    (rect.left + 16, y + 8),
                    7,
                    art.SEAT_COLOURS[s],
                    theme.MOONLIGHT,
                )
                t = theme.text(f"× {count}", theme.FONT_SMALL, theme.MOONLIGHT)
                canvas.blit(t, (rect.left + 30, y))
            if where == "showdown":
                known = state.known_decoys[self.shown_seat] if self.shown_seat is not None else {}
                for d in range(3):
                    r = pygame.Rect(
                        rect.left + 8 + d * ((rect.width - 16) // 3),
                        rect.bottom - 46,
                        (rect.width - 16) // 3 - 4,
                        40,
                    )
                    pygame.draw.rect(canvas, (60, 40, 80), r, border_radius=5)
                    pygame.draw.rect(canvas, theme.BORDER, r, 1, border_radius=5)
                    what = known.get(d, "?") if state.boss_revealed is None else state.bosses[2 + d]
                    picture = art.art_image(what, r.size) if what != "?" else None
                    if picture is not None:
                        canvas.blit(picture, r)
                    t = theme.text(what, 14, theme.MOONLIGHT)
                    if t.get_width() > r.width - 4:
                        t = pygame.transform.smoothscale(t, (r.width - 4, t.get_height()))
                    canvas.blit(t, t.get_rect(center=r.center))
                if state.boss_revealed:
                    box = pygame.Rect(rect.right - 66, rect.top + 28, 58, 48)
                    picture = art.art_image(state.boss_revealed, box.size)
                    if picture is not None:
                        canvas.blit(picture, box)
                    pygame.draw.rect(canvas, theme.VERMILION, box, 2)
                    t = theme.text(
                        f"{tr('shinobi.boss.final')}: {state.boss_revealed}", 16, theme.VERMILION
                    )
                    canvas.blit(t, (rect.left + 6, rect.bottom - 66))

    def _draw_own(self, canvas: pygame.Surface) -> None:
        seat = self._bottom_seat()
        rect = OWN_BOX
        self._seat_header(canvas, seat, rect, you=seat == self.shown_seat)
        self._draw_clans(canvas, seat, rect.left + 300, rect.top + 6, rect.width - 310, 52)
        state = self.state
        if state.mode == "grandmaster":
            tr = self.app.tr
            y = rect.top + 58
            if state.temple_cards[seat]:
                t = theme.text(
                    tr(f"shinobi.temple.{state.temple_cards[seat]}"), theme.FONT_SMALL, theme.GOLD
                )
                canvas.blit(t, (rect.left + 12, y))
                y += 22
            if seat == self.shown_seat:
                for card in state.court_cards[seat] + state.court_new[seat]:
                    t = theme.text(tr(f"shinobi.court.{card}"), theme.FONT_SMALL, theme.MOONLIGHT)
                    canvas.blit(t, (rect.left + 12, y))
                    y += 22
            t = theme.text(
                tr.plural("shinobi.pawns_left", state.reserve[seat]),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
            )
            canvas.blit(t, (rect.left + 12, rect.bottom - 26))

    def _draw_hand(self, canvas: pygame.Surface) -> None:
        seat = self._bottom_seat()
        hand = self.state.hands[seat]
        if not hand:
            return
        face_up = seat == self.shown_seat
        glow = self.playable_cards() if face_up else set()
        step = min(HAND_CARD_W + 6, (HAND_BOX.width - HAND_CARD_W) // max(len(hand) - 1, 1))
        left = HAND_BOX.centerx - (step * (len(hand) - 1) + HAND_CARD_W) // 2
        hovered = None
        for i, card in enumerate(hand):
            rect = pygame.Rect(
                left + i * step, HAND_BOX.top + 16, HAND_CARD_W, int(HAND_CARD_W * 1.4)
            )
            self.hand_rects.append((rect, card))
            if rect.collidepoint(self.mouse):
                hovered = i
        for i, (rect, card) in enumerate(self.hand_rects):
            lift = 16 if card in self.selected else (8 if i == hovered else 0)
            r = rect.move(0, -lift)
            if face_up:
                if card in glow:
                    pygame.draw.rect(canvas, theme.GOLD, r.inflate(6, 6), 3, border_radius=8)
                if i == min(self.cursor, len(hand) - 1) and self.can_act:
                    pygame.draw.line(
                        canvas,
                        theme.VERMILION,
                        (r.left + 6, r.bottom + 5),
                        (r.right - 6, r.bottom + 5),
                        4,
                    )
                canvas.blit(self._face(card, HAND_CARD_W), r)
            else:
                canvas.blit(art.card_back(HAND_CARD_W), r)
        if not face_up:
            self.hand_rects = []

    def prompt_text(self) -> str:
        """What the table asks now, as a sentence (the state's prompt, in words)."""
        tr = self.app.tr
        state = self.state
        if state.is_terminal:
            return tr("shinobi.prompt.over")
        if self.shown_seat != state.current_player:
            return tr("shinobi.waiting", name=self.seat_name(state.current_player))
        key, params = state.prompt()
        if "power" in params:
            params = dict(params, power=self._power_label(params["power"], params.get("count", 1)))
            key = key.rsplit(".", 2)[0] + "." + key.rsplit(".", 1)[1]
        if "left" in params:
            return sentence(tr.plural(key, params["left"], **params))
        return sentence(tr(key, **params))

    def _draw_right(self, canvas: pygame.Surface) -> None:
        text = self.prompt_text()
        if self.refused and self.refused[1] > self.time:
            text = self.refused[0]
        preview = self.preview(self.hovered_option())
        if preview:
            text = f"{text}\n{preview}"
        y = PROMPT_BOX.top + 8
        for line in wrap_text(text, theme.FONT_SMALL, PROMPT_BOX.width - 20)[:5]:
            canvas.blit(
                theme.text(line, theme.FONT_SMALL, theme.MOONLIGHT), (PROMPT_BOX.left + 10, y)
            )
            y += 21
        if self.can_act:
            for i, (action, label) in enumerate(self.options[:MAX_OPTIONS]):
                rect = pygame.Rect(
                    OPTIONS_BOX.left + 8,
                    OPTIONS_BOX.top + 8 + i * (OPTION_H + 2),
                    OPTIONS_BOX.width - 16,
                    OPTION_H,
                )
                hot = rect.collidepoint(self.mouse)
                hinted = self.hint is not None and str(self.hint) == str(action)
                fill = theme.lerp(theme.PANEL_LIGHT, theme.VERMILION_DARK, 0.6 if hot else 0.0)
                pygame.draw.rect(canvas, fill, rect, border_radius=8)
                pygame.draw.rect(
                    canvas, theme.GOLD if hinted else theme.BORDER, rect, 2, border_radius=8
                )
                text_surface = theme.text(f"{i + 1}. {label}", theme.FONT_SMALL, theme.MOONLIGHT)
                if text_surface.get_width() > rect.width - 12:
                    text_surface = pygame.transform.smoothscale(
                        text_surface, (rect.width - 12, text_surface.get_height())
                    )
                canvas.blit(text_surface, (rect.left + 6, rect.top + 6))
                self.option_rects.append((rect, action))
        canvas.blit(self._log_surface(), (LOG_BOX.left + 8, LOG_BOX.top + 6))

    def _log_surface(self) -> pygame.Surface:
        """The log's visible lines, drawn again only when they change."""
        key = (len(self.log_lines), self.shown_seat, self.log_scroll, self.app.tr.lang)
        if self._log_key == key and self._log_cache is not None:
            return self._log_cache
        lines: list[str] = []
        for line in self.visible_log()[-(10 + self.log_scroll) :]:
            wrapped = self._wrapped.get(line)
            if wrapped is None:  # each line is measured once
                wrapped = self._wrapped[line] = wrap_text(line, 16, LOG_BOX.width - 16)
            lines.extend(wrapped)
        end = len(lines) - self.log_scroll
        surface = pygame.Surface((LOG_BOX.width - 12, LOG_BOX.height - 8), pygame.SRCALPHA)
        for i, line in enumerate(lines[max(0, end - 10) : max(0, end)]):
            surface.blit(theme.text(line, 16, theme.TEXT_DIM), (0, 20 * i))
        self._log_cache, self._log_key = surface, key
        return surface

    def hovered_option(self) -> ShinobiAction | None:
        for rect, action in self.option_rects:
            if rect.collidepoint(self.mouse):
                return action
        return None

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
        """The card under the mouse, large enough to read its powers."""
        card = None
        for rect, c in reversed(self.hand_rects):
            if rect.collidepoint(self.mouse):
                card = c
                break
        for rect, action in self.pick_rects:
            if rect.collidepoint(self.mouse):
                card = int(action.args[0])
        if card is None:
            return
        face = self._face(card, 170)
        x = min(max(self.mouse[0] - 85, 10), 934 - 170)
        canvas.blit(face, (x, 250))

    def _draw_flights(self, canvas: pygame.Surface) -> None:
        for flight in self.flights:
            t = min(1.0, flight.age / flight.duration)
            t = 1 - (1 - t) ** 3
            x = flight.start[0] + (flight.end[0] - flight.start[0]) * t
            y = flight.start[1] + (flight.end[1] - flight.start[1]) * t
            visible = flight.card is not None and self._public_flight(flight.card)
            surface = (
                self._face(flight.card, 56)
                if visible and flight.card is not None
                else art.card_back(56)
            )
            canvas.blit(surface, surface.get_rect(center=(int(x), int(y))))

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
        title = theme.text(
            tr("shinobi.jigoku.title"), theme.FONT_HEADING, theme.GOLD, kind="display"
        )
        canvas.blit(title, title.get_rect(midtop=(640, 30)))
        cards = self.state.jigoku
        per_row = 16
        for i, card in enumerate(cards[-96:]):
            x = 40 + (i % per_row) * 76
            y = 90 + (i // per_row) * 100
            canvas.blit(self._face(card, 68), (x, y))
        hint = theme.text(tr("shinobi.jigoku.close"), theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(hint, hint.get_rect(midbottom=(640, 700)))

    def _draw_scores(self, canvas: pygame.Surface) -> None:
        theme.draw_veil(canvas, 220)
        tr = self.app.tr
        state = self.state
        title = theme.text(tr("shinobi.scores"), theme.FONT_HEADING, theme.GOLD, kind="display")
        canvas.blit(title, title.get_rect(midtop=(640, 30)))
        width = 1200 // state.players
        for s in range(state.players):
            x = 40 + s * width
            y = 100
            canvas.blit(theme.text(self.seat_name(s), theme.FONT_BODY, art.SEAT_COLOURS[s]), (x, y))
            y += 36
            for key, params, points in state.score_breakdown(s):
                if "clan" in params:
                    params = dict(params, clan=tr(f"shinobi.name.{params['clan']}"))
                line = f"{tr.plural(key, params.get('cards', 1), **params)}: {points:+d}"
                canvas.blit(theme.text(line, theme.FONT_SMALL, theme.MOONLIGHT), (x, y))
                y += 26
            total = theme.text(
                f"{tr('shinobi.score.total')}: {state.score(s)}", theme.FONT_BODY, theme.GOLD
            )
            canvas.blit(total, (x, y + 6))
        hint = theme.text(tr("shinobi.jigoku.close"), theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(hint, hint.get_rect(midbottom=(640, 700)))

    def _draw_ranking(self, canvas: pygame.Surface) -> None:
        """Grand Master: the ranking screen after a round (pawns awarded)."""
        assert self.ranking is not None
        theme.draw_veil(canvas, 225)
        tr = self.app.tr
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
        canvas.blit(title, title.get_rect(midtop=(640, 90)))
        order = sorted(
            range(self.state.players), key=lambda s: (result.get("ranks", [0] * 4)[s], s)
        )
        y = 200
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
            art.draw_shape(
                canvas, art.SEAT_SHAPES[s], (380, y + 14), 10, art.SEAT_COLOURS[s], theme.MOONLIGHT
            )
            canvas.blit(theme.text(line, theme.FONT_BODY, theme.MOONLIGHT), (404, y))
            y += 44
        if result.get("temple"):
            names = ", ".join(self.seat_name(s) for s in result["temple"])
            canvas.blit(
                theme.text(
                    tr("shinobi.ranking.temple", names=names), theme.FONT_BODY, theme.TEXT_DIM
                ),
                (404, y + 10),
            )
        hint = theme.text(tr("shinobi.ranking.continue"), theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(hint, hint.get_rect(midbottom=(640, 640)))


def _cards_of(action: ShinobiAction) -> list[int]:
    """The hand cards an action plays."""
    if action.kind in ("place", "reinforce"):
        return [int(a) for a in action.args[1:]]
    if action.kind in ("yokai", "discard"):
        return [int(action.args[0])]
    return []
