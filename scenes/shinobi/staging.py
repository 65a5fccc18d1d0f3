"""Staging on the Shinobi table: the events told one after the other (a log line, a
sound, cards flying), a computer's action slower and held on the stage a moment, its log
lines lit. A flying card shows its face only if it is public or the shown seat's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event

from .. import theme
from ..tableflow import computer_pace
from ..tableflow.turn_budget import floor_of, squeeze
from . import cards as art
from . import follow_pace
from .aim_beat import AimBeat
from .public_table import public
from .wrecks import Wrecks

if TYPE_CHECKING:
    from .protocol import Table

COMPUTER_HOLD = 0.4
"""Seconds (at speed 1) a computer's last action of its turn stays on the stage once its
cards have landed, before the next seat plays (its log lines lit meanwhile): a newcomer
saw computers' turns fly past. Between two actions of one computer's turn only the short
pause of tableflow/computer.py (CHAINED_PAUSE) parts them: with a hold after each, and the
table's pause, its turn took 9-17 s (issue 33 asks at most 4 s). Space ends it, as it ends
every animation."""
COMPUTER_SLOWER = 1.2
"""A computer's events are told and its cards fly this many times slower than a
person's (who knows what they just did)."""
FLIGHT_SECONDS = 0.3
"""A card's flight at speed 1 (a person's action)."""
LANDED_BEAT = 0.6
"""Seconds (at speed 1) a Grand Master round's ranking waits once the move that ended
the round has landed: its fourth clan seen laid (newcomer A, s22, fr_g25)."""
EVENT_SECONDS = {
    "draw": 0.25,
    "place_clan": 0.5,
    "reinforce": 0.35,
    "yokai": 0.45,
    "destroy": 0.45,
    "return_to_hand": 0.4,
    "corrupt": 0.45,
    "swap": 0.4,
    "swap_hand": 0.45,
    "random_discard": 0.3,
    "take_jigoku": 0.3,
    "round_end": 0.8,
    "boss_reveal": 1.2,
    "pawns": 0.35,
    "discard": 0.25,
}
"""How long each kind of event holds the stage at speed 1 (others: 0.12 s)."""
FLYING = frozenset(
    {"draw", "place_clan", "reinforce", "yokai", "destroy", "clan_destroyed", "discard"}
    | {"random_discard", "corrupt", "take_jigoku"}
)
"""Events whose cards fly (`Staging.fly`): shortened, they keep turn_budget.MOVE_FLOOR."""
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


@dataclass(frozen=True)
class Stage:
    """The action whose events are being told (or were told last): who played it,
    whether a computer did, and where its lines begin in the log."""

    seat: int
    computer: bool
    first_line: int


class Staging:
    """`Staging(table)`: the cards in flight and the action on the stage."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.flights: list[Flight] = []
        self.stage: Stage | None = None
        """The last action told: its log lines are lit (see Stage)."""
        self.starts: dict[int, tuple[int, bool]] = {}
        """The first event of each action still queued (by id) with its seat and whether
        a computer played it: the stage changes when that event is told."""
        self.hold_left = 0.0
        """Seconds (at speed 1) a computer's action still holds the stage once told."""
        self.tempo: dict[int, tuple[Event, float]] = {}
        """A computer's event shortened to fit its turn's budget (`fit`), by id: the
        share of their length its cards fly (the event kept beside its id)."""
        self.hold = COMPUTER_HOLD
        """The hold of the computer's action queued (`fit` may shorten it)."""
        self.wrecks = Wrecks(table)
        """A destroyed clan's tile, struck and on its way to the Jigoku (wrecks.py)."""
        self.aims = AimBeat(table)
        """The seat a computer's power aims at, framed a beat before the blow (aim_beat)."""
        self.ranking_due: tuple[dict[str, Any], float] | None = None
        """Grand Master: a round's end told while the move that ended it still lands,
        and the seconds its ranking waits once the cards are down (LANDED_BEAT)."""

    def push(self, events: list[Event]) -> None:
        held = self.table.turn_end.held
        if self.table.turn_end.waiting:
            # a round's end (its event and those after it) is kept untold while the move
            # that ended the round waits for End turn: the confirm and its Undo come
            # first, the round's end once the turn is ended (tell_after_turn; issue 33,
            # newcomer L, s218-s219)
            cut = next((i for i, e in enumerate(events) if e.kind == "round_end"), None)
            if cut is not None:
                held[:0] = events[cut:]
                events = events[:cut]
        if self.table.animate:
            self.table.queue.extend(events)
        else:
            for event in events:
                self.announce(event)

    def fit(self, seconds: float) -> None:
        """The computer's action just queued holds the stage `seconds` at most (its
        turn's budget, tableflow/turn_budget.py): its events told, the last one's cards
        flying and the hold of its turn's end, the longest shortened first; each card
        flies the share of its event's time, never under the floor of a flight."""
        table = self.table
        events = list(table.queue)
        start = self.starts.get(id(events[0])) if events else None
        if start is None or not start[1] or follow_pace.on(table):
            return  # (one move at a time: nothing squeezed)
        state = table.state
        ends = state.is_terminal or state.current_player != start[0]
        last = events[-1]
        told = [EVENT_SECONDS.get(e.kind, 0.12) * COMPUTER_SLOWER for e in events[:-1]]
        flight = FLIGHT_SECONDS * COMPUTER_SLOWER if last.kind in FLYING else 0.0
        durations = [*told, flight, COMPUTER_HOLD if ends else 0.0]
        floors = [floor_of(d, e.kind in FLYING) for d, e in zip(told, events, strict=False)]
        floors += [floor_of(flight, True), floor_of(durations[-1], False)]
        fitted = squeeze(durations, seconds, floors)
        for event, old, new in zip(events, durations, fitted, strict=False):
            if new < old:
                table.shorten(event, new / COMPUTER_SLOWER)  # told at the computer's pace
                self.tempo[id(event)] = (event, new / old)
        if flight and fitted[-2] < flight:
            self.tempo[id(last)] = (last, fitted[-2] / flight)
        self.hold = fitted[-1] if ends else COMPUTER_HOLD

    def clear(self) -> None:
        """Nothing more to tell (undo, a game changed under the table)."""
        self.table.turn_end.held.clear()
        self.table.queue.clear()
        self.flights.clear()
        self.starts.clear()
        self.tempo.clear()
        self.hold = COMPUTER_HOLD
        self.stage = None
        self.hold_left = 0.0
        self.wrecks.clear()
        self.aims.clear()
        self.ranking_due = None

    @property
    def holding(self) -> bool:
        """Cards fly, a computer's last action holds the stage, its aim its beat, or a
        round's ranking waits for the last move to land."""
        flying = bool(self.flights) or self.hold_left > 0 or self.aims.left > 0
        return flying or self.ranking_due is not None

    @property
    def computer_on_stage(self) -> bool:
        """A computer's action is being told (its events slower, its cards too)."""
        return self.stage is not None and self.stage.computer

    def announce(self, event: Event) -> None:
        """An event takes the stage: log line(s), sound, card flights."""
        table = self.table
        start = self.starts.pop(id(event), None)
        if start is not None:
            self.stage = Stage(start[0], start[1], len(table.log.lines))
            hold = follow_pace.hold_of(table, start[0], self.hold) if start[1] else 0.0
            self.hold_left = hold if table.animate else 0.0
            self.hold = COMPUTER_HOLD
        for owner, line in table.describe(event):
            table.log.lines.append((owner, line))
        table.log.scroll = 0
        sound = SOUND_OF_EVENT.get(event.kind)
        if event.kind == "power":
            sound = SOUND_OF_POWER.get(event.data["power"])
        if sound and table.animate:
            table.app.audio.play(sound)
        if event.kind == "round_end" and table.state.mode == "grandmaster":
            if table.animate:  # the move that ended it seen landing first (newcomer A,
                # s22, fr_g25: Sora's 4th clan never seen, the ranking over it at once)
                self.ranking_due = (dict(event.data), LANDED_BEAT)
            else:
                table.round_end.show(event.data)
        if event.kind == "boss_reveal":  # the game's climax, big for everyone (covers.py)
            table.reveal = (None, -1, event.data["boss"])
        self.aims.told(event, self.computer_on_stage)
        if table.animate:
            self.wrecks.start(event)
            self.fly(event)

    def fly(self, event: Event) -> None:
        table = self.table
        kind = event.kind
        d = event.data
        deck = table.board.deck_rect().center
        jigoku = table.board.jigoku_rect().center
        duration = FLIGHT_SECONDS * (COMPUTER_SLOWER if self.computer_on_stage else 1.0)
        kept = self.tempo.pop(id(event), None)
        if kept is not None and kept[0] is event:  # its turn's budget: a quicker flight
            duration = max(floor_of(duration, True), duration * kept[1])
        if kind == "draw" and d.get("count"):
            seat = d["seat"]
            private = d.get("private", {}).get(seat, {}) if seat == table.shown_seat else {}
            for i, card in enumerate(private.get("cards", [None] * min(d["count"], 4))):
                self.flights.append(Flight(card, deck, self.seat_anchor(seat), duration + 0.05 * i))
        elif kind in ("place_clan", "reinforce"):
            for card in d.get("cards", []):
                self.flights.append(
                    Flight(card, self.seat_anchor(d["seat"]), self.clan_anchor(d["seat"]), duration)
                )
        elif kind == "yokai":
            self.flights.append(
                Flight(
                    d["card"], self.seat_anchor(d["seat"]), self.clan_anchor(d["seat"]), duration
                )
            )
        elif kind in ("destroy", "clan_destroyed"):
            seat = d.get("target", d.get("seat"))
            tile = self.wrecks.rect_of(seat, d.get("clan", ""))  # from where it stood
            start = tile.center if tile is not None else self.clan_anchor(seat)
            for card in d.get("cards", []):
                self.flights.append(Flight(card, start, jigoku, duration))
        elif kind in ("discard", "random_discard"):
            self.flights.append(Flight(d["card"], self.seat_anchor(d["seat"]), jigoku, duration))
        elif kind == "corrupt" and d.get("card") is not None:
            self.flights.append(
                Flight(d["card"], deck, self.seat_anchor(d["seat"]), duration * 1.4)
            )
        elif kind == "take_jigoku":
            self.flights.append(Flight(d["card"], jigoku, self.seat_anchor(d["seat"]), duration))

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        table = self.table
        if seat == table.bottom_seat() and not public(table):
            return table.layout.hand.center
        slot = table.opponent_slots().get(seat)
        if slot is None:
            return table.layout.table.midtop
        # an opponent's hand: the right end of its panel, under its name plate (a
        # header on two lines, 'Corr.' on the name's, reaches lower: the card keeps
        # under it while the panel has the room)
        width = max(theme.px(40), table.layout.pile_w)
        height = round(width * theme.CARD_RATIO)
        y = slot.bottom - theme.px(6) - (height + 1) // 2
        plates = [p.bottom for p, s, _, _ in table.board.plates if s == seat]
        if plates:
            y = min(max(y, plates[0] + (height + 1) // 2), slot.bottom - (height + 1) // 2)
        return slot.right - width, y

    def clan_anchor(self, seat: int) -> tuple[int, int]:
        table = self.table
        if seat == table.bottom_seat() and not public(table):
            return table.layout.own.center
        slot = table.opponent_slots().get(seat)
        return (slot.centerx, slot.centery + theme.px(20)) if slot else table.layout.table.midtop

    def draw_flights(self, canvas: pygame.Surface) -> None:
        self.aims.draw(canvas)  # under the blow's cards: they are seen to reach it
        width = max(theme.px(40), self.table.layout.pile_w)
        for flight in self.flights:
            visible = flight.card is not None and self.public_flight(flight.card)
            surface = (
                self.table.face(flight.card, width)
                if visible and flight.card is not None
                else art.card_back(width)
            )
            canvas.blit(surface, surface.get_rect(center=self.flight_rect(flight).center))
        self.wrecks.draw(canvas)  # over its cards: they are seen to leave it

    def flight_rect(self, flight: Flight) -> pygame.Rect:
        """Where a card in flight is drawn now."""
        width = max(theme.px(40), self.table.layout.pile_w)
        t = min(1.0, flight.age / flight.duration)
        t = 1 - (1 - t) ** 3
        x = flight.start[0] + (flight.end[0] - flight.start[0]) * t
        y = flight.start[1] + (flight.end[1] - flight.start[1]) * t
        rect = pygame.Rect(0, 0, width, round(width * theme.CARD_RATIO))
        rect.center = (int(x), int(y))
        return rect

    def draw_plates(self, canvas: pygame.Surface) -> None:
        """A seat's name plate that a card in flight crosses is drawn again over it
        (its panel's own background, lit if the seat plays, then the name): a flying
        card never hides whose seat it is."""
        table = self.table
        if not self.flights:
            return
        flying = [self.flight_rect(f) for f in self.flights]
        playing = None if table.state.is_terminal else table.state.current_player
        base = table.board.base()
        for plate, seat, panel, you in table.board.plates:
            if plate.collidelist(flying) < 0:
                continue
            clip = canvas.get_clip()
            canvas.set_clip(plate)
            canvas.blit(base, (0, 0))
            if seat == playing:
                table.board.seat_panel(canvas, seat, panel, active=True)
            table.board.seat_header(canvas, seat, panel, you)
            canvas.set_clip(clip)

    def public_flight(self, card: int) -> bool:
        """A flying card shows its face if it is on the table, in the Jigoku or the
        corruption piles (public), or in the shown seat's hand."""
        table = self.table
        state = table.state
        if card in state.jigoku or any(card in c for c in state.corruption):
            return True
        if any(card in cards for clans in state.clans for cards in clans.values()):
            return True
        return table.shown_seat is not None and card in state.hands[table.shown_seat]

    def tick(self, dt: float) -> None:
        """`dt` seconds (at speed 1) pass: the cards fly on, a computer's hold runs out."""
        landing = bool(self.flights or self.wrecks.wrecks)  # (the beat counts once down)
        for flight in self.flights:
            flight.age += dt
        self.wrecks.tick(dt)
        self.flights = [f for f in self.flights if f.age < f.duration]
        self.aims.tick(dt, bool(self.flights))
        self.rank_when_landed(0.0 if landing else dt)
        if self.hold_left > 0 and not self.table.queue and not self.flights:
            until_pressed = self.hold_left >= computer_pace.UNTIL_PRESSED
            if not follow_pace.on(self.table) and (self.turn_goes_on() or until_pressed):
                self.hold_left = 0.0  # (brisk, or a wait for a press since turned brisk)
            elif not until_pressed:  # (one move at a time: it stands until a press)
                self.hold_left = max(0.0, self.hold_left - dt)

    def rank_when_landed(self, dt: float) -> None:
        """The round's ranking, due, shows LANDED_BEAT seconds after the last cards land."""
        if self.ranking_due is None or self.flights or self.wrecks.wrecks:
            return
        result, left = self.ranking_due
        left -= dt
        if left > 0:
            self.ranking_due = (result, left)
            return
        self.ranking_due = None
        self.table.round_end.show(result)

    def turn_goes_on(self) -> bool:
        """The computer on the stage is to act again (its turn is not over): its next
        action follows after the AI pause, the hold is kept for its last."""
        stage, state = self.stage, self.table.state
        return (
            stage is not None
            and stage.computer
            and not state.is_terminal
            and state.current_player == stage.seat
        )

    def hurry(self) -> None:
        """Everything queued told at once, nothing left flying or held."""
        while self.table.queue:
            self.announce(self.table.queue.pop(0))
        self.flights.clear()
        self.wrecks.clear()
        self.aims.clear()
        self.hold_left = 0.0
        if self.ranking_due is not None:  # (hurried: shown at once)
            self.table.round_end.show(self.ranking_due[0])
            self.ranking_due = None
