"""Staging the Dojo table's events: what the table shows while they are told.

The rules tell what happened as a list of events; the stage keeps what the table shows
of them meanwhile: the animations on the map (Effect), the battle tray as the table
tells it (a flip is still seen after the rules have moved on), the rolled die, the
summoning's cards and dice, and the board as it stood before the action, moved on
event by event (so the board, the log and the prompt tell the same moment).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ninjas.core.events import Event
from ninjas.dojo import data
from ninjas.dojo.hexgrid import Hex

from .live_walks import LiveWalks
from .march_beat import LANDED_SECONDS, MarchBeat
from .routes import event_hex
from .summon_roll import DIE_TUMBLE as DIE_TUMBLE  # (the dice's tumble, here of old)
from .summon_roll import held as roll_held
from .summon_roll import lands, paced, roll_sounds
from .tally import Clash
from .tray import FLIP_SECONDS, Slot, Tray, set_hand

if TYPE_CHECKING:
    import pygame

    from .protocol import Table

WALK_SECONDS = 0.18
"""A ninja's walk from one hex to the next (it holds the next action until it ends)."""
LONG_WALK_SECONDS = 1.3
"""The steps of a long walk go faster, so that it takes about this long: a walk of 12
steps (a roll of 6 through forests, free to cross) at WALK_SECONDS a step, with the
computer's pause between steps, took 2.6 s of its turn (issue 33: 4 s at most)."""
QUICKEST_STEP = 0.1
"""Seconds a step walks at the quickest: each still shows where the ninja went."""


def walk_step_seconds(steps: int) -> float:
    """A step's walk in a move of about `steps` steps: those walked and the points left
    (free steps through forests make a walk longer than it looked)."""
    return max(QUICKEST_STEP, min(WALK_SECONDS, LONG_WALK_SECONDS / max(1, steps)))


SUMMON_HOLD = 2.5
"""Seconds a person's summoning dice stay in view, their faces shown, before the next
turn is told: the turn passed as they stopped, and the person never saw their own roll
(only the log said "The dice show 6: ..."; newcomer B, d44.png). Nothing new is shown
by it: the dice are rolled already. 2.5 s, not 1.5: the panel now says, hex by hex,
which die matched which card (summon_dice.py), and newcomer L could not follow five
dice in the time. The computer's keep COMPUTER_SUMMON_HOLD, fitted within the 4 s of
its turn (tableflow/turn_budget.py)."""
COMPUTER_SUMMON_HOLD = 0.6
"""The computer's rolled dice in view (0.15 s before: its rows of the roll could not be
read), shortened with the rest of its turn when the turn is long (turn_pace.py)."""
READ_SECONDS = 1.8
"""A computer's battle against a person's ninjas: its last card turned stays in view at
least this long, in real time at speed 1, though the computer goes on (its next action
no longer takes the tray away sooner; Space hurries it). Newcomer A, s10 (nc-91/049.png,
033.png): the reveal of her face-down card was on screen under a second, the turn's
quicker pace and the computer's next step ending it, and she never saw it lose."""
ROLL_OFF_SECONDS = 1.0
"""The roll-off's dice tumble this long before the first Dojo may be placed."""
EVENT_SECONDS = {
    "dojo_placed": 0.45,
    "turn": 0.35,
    "rolled": 0.6,
    "blitz": 0.9,
    "stepped": WALK_SECONDS,
    "battle": 0.55,
    "battle_cards": 0.4,
    "laid": 0.3,
    "flip": FLIP_SECONDS + 0.5,
    "ninja_lost": 0.3,
    "redraw": 0.8,
    "battle_over": 0.7,
    "joker": 0.4,
    "joker_ninja": 0.5,
    "summon_cards": 0.5,
    "die_assigned": 0.15,
    "summoned": DIE_TUMBLE + 0.6,  # COMPUTER_SUMMON_HOLD; a person's: SUMMON_HOLD
    "dojo_taken": 1.5,
    "deck_out": 1.2,
    "landed": LANDED_SECONDS,  # a computer's march held once landed (march_beat.py)
}
"""How long each kind of event holds the stage at speed 1 (others: 0.1 s). Shortened for
issue 33 (a computer's Dojo turn took 4-8 s, its walk step by step): every event still
shows, the computer's next step follows after tableflow.computer.CHAINED_PAUSE."""
SOUND_OF_EVENT = {
    "rolled": "dice_roll",
    "blitz": "dojo_blitz",
    "stepped": "dojo_step",
    "battle": "dojo_clash",
    "battle_cards": "card_slide",
    "laid": "card_slide",
    "flip": "dojo_flip",
    "summon_cards": "card_slide",
    "summoned": "dojo_summon",
    "joker_ninja": "dojo_summon",
    "dojo_placed": "dojo_step",
    "dojo_taken": "dojo_capture",
    "deck_out": "dojo_capture",
}
"""The sound each event plays (a projectile's battle: dojo_projectile; a clash after
its flip: dojo_clash)."""
NEXT_ACTIONS = frozenset({"rolled", "blitz", "stepped", "summon_cards"})
"""The events of a player's next action: one ends the hold of a battle's last turned
card (a new battle's tray takes its place)."""


@dataclass
class Effect:
    """An animation on the map: a ninja walking, a shuriken flying, a ninja lost, new
    ninjas, a banner. Blocking ones hold the next action until they end."""

    kind: str
    duration: float
    start: Hex | None = None
    """The hex it starts at (None: the middle of the map); drawn where that hex is at
    the size drawn (the window may change under an animation)."""
    end: Hex | None = None
    seat: int = 0
    text: str = ""
    age: float = 0.0
    blocking: bool = False
    place: tuple[tuple[int, ...], pygame.Rect] | None = None
    """A banner's place once drawn, with the map's rect it was found for."""
    clear: bool = False
    """A banner set off every hex where the map has room (the turn's: ribbon_place)."""

    @property
    def t(self) -> float:
        return min(1.0, max(0.0, self.age / self.duration))

    @property
    def done(self) -> bool:
        return self.age >= self.duration


@dataclass
class SummonShow:
    """The summoning in view: the drawn cards, the dice set under their hexes, then
    rolled (faces None until then)."""

    seat: int
    cards: list[int]
    hexes: list[Hex] = field(default_factory=list)
    faces: list[int] | None = None
    age: float = 0.0
    gained: int | None = None
    """The ninjas the dice gave, once rolled (the prompt says it while they show)."""


@dataclass
class RollShow:
    seat: int
    value: int
    blitz: bool
    age: float = 0.0


class Stage:
    """What the table shows of the events told so far. `table` gives the state, the
    translation, the seats' names, the audio and whether the table animates."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.effects: list[Effect] = []
        self.march = MarchBeat()
        """A computer's last march, held a beat once landed (march_beat.py)."""
        self.live = LiveWalks()
        """The computer's walks of the turn being told, drawn as they go (live_walks.py)."""
        self.tray: Tray | None = None
        self.summon_show: SummonShow | None = None
        self.roll_show: RollShow | None = None
        self.board_ninjas: dict[Hex, list[int]] | None = None
        """The ninjas as the board shows them while events are told (None: the state's)."""
        self.board_later: list[tuple[float, Hex, int, int]] = []
        """Board changes waiting for their moment (seconds left, hex, seat, ninjas)."""
        self.roll_off_age = 0.0
        """How long the roll-off's dice have tumbled (they stop at ROLL_OFF_SECONDS)."""
        self.needs_sync = True
        self.walked = 0
        """Steps walked in the move under way (walk_step_seconds)."""
        self.event_seconds = dict(EVENT_SECONDS)
        """How long each event holds the stage (a step's: its walk's, walk_step_seconds)."""
        self.last_clash: dict[str, Any] | None = None
        """The last clash told (its flip's data) until a person acts or the turn passes:
        once its battle's tray has gone, the panel says it (prompt_panel.py)."""

    def clear(self) -> None:
        """The state changed under the table (undo, a load): nothing told is shown."""
        self.effects.clear()
        self.march.clear()
        self.live.clear()
        self.last_clash = None
        self.tray = None
        self.summon_show = None
        self.roll_show = None
        self.board_ninjas = None
        self.board_later.clear()
        self.needs_sync = True

    @property
    def blocking(self) -> bool:
        """An animation holds the next action until it ends."""
        return any(e.blocking and not e.done for e in self.effects)

    def finish(self) -> None:
        """Every animation at its end, the board as the state has it (the table hurries)."""
        self.roll_off_age = max(self.roll_off_age, ROLL_OFF_SECONDS)
        if self.tray is not None and self.tray.person:  # a person's battle read: it goes
            self.tray.turned = max(self.tray.turned, READ_SECONDS)
        for effect in self.effects:
            effect.age = effect.duration
        self.board_later.clear()
        self.board_ninjas = None

    def computer(self, seat: int) -> bool:
        """The seat `seat` is a computer's."""
        seats = self.table.session.seats
        return 0 <= seat < len(seats) and bool(seats[seat].is_ai)

    def person_defended(self, attacker: int) -> bool:
        """A computer (`attacker`) fights a person's ninjas (READ_SECONDS)."""
        seats = self.table.session.seats
        if len(seats) != 2 or not 0 <= attacker < 2:
            return False
        return seats[attacker].is_ai and not seats[1 - attacker].is_ai

    def age_effects(self, step: float) -> None:
        for effect in self.effects:
            effect.age += step
        self.effects = [e for e in self.effects if not e.done]

    def stage(self, event: Event) -> None:
        """An event's picture: its animation, the tray, the die, the summoning."""
        kind = event.kind
        d = event.data
        seat = d.get("seat") if isinstance(d.get("seat"), int) else 0
        self.live.told(event, self.computer(seat))
        tray = self.tray
        if tray is not None and tray.closing is not None and kind in NEXT_ACTIONS:
            if not (tray.person and tray.turned < READ_SECONDS):  # (a person reads it)
                self.tray = None  # the next action: the battle's cards were seen till now
        if kind == "turn":
            self.last_clash = None
            self.roll_show = None
            self.summon_show = None
            self.effect(
                Effect(
                    "banner",
                    1.3,
                    text=self.table.app.tr(
                        "dojo.banner.turn", name=self.table.seat_name(seat), turn=d["turn"]
                    ),
                    seat=seat,
                    clear=True,
                )
            )
        elif kind in ("rolled", "blitz"):
            self.walked = 0
            self.roll_show = RollShow(
                seat, d["value"], kind == "blitz", 0.0 if self.table.animate else 9
            )
            if kind == "blitz":
                self.effect(Effect("blitz", 1.1, seat=seat))
        elif kind == "stepped":
            start, end = event_hex(d["src"]), event_hex(d["dst"])
            self.walked += 1
            seconds = walk_step_seconds(self.walked + int(d.get("left", 0)))
            self.event_seconds["stepped"] = seconds
            self.effect(Effect("walk", seconds, start, end, seat, blocking=True))
        elif kind == "dojo_placed":
            self.effect(Effect("gain", 1.2, start=event_hex(d["hex"]), text="+5", seat=seat))
        elif kind == "landed":
            seconds = self.event_seconds.get("landed", LANDED_SECONDS)
            self.effect(Effect("landed", seconds, start=event_hex(d["hex"]), seat=seat))
        elif kind == "battle":
            h = (d["hex"][0], d["hex"][1])
            source = d.get("source")
            src = (source[0], source[1]) if source is not None else None
            self.tray = Tray(h, seat, src, d.get("defenders"), person=self.person_defended(seat))
            self.tray.deck = d.get("deck")
            if src is not None:
                self.effect(Effect("shuriken", 0.5, src, h, seat, blocking=True))
        elif kind == "battle_cards" and self.tray is not None:
            private = d.get("private", {})
            tray = self.tray
            tray.pool = sorted(private.get(tray.defender, {}).get("cards", []))
            tray.dealt = list(tray.pool)
            set_hand(tray, private.get(tray.attacker, {}).get("cards", []), dealt=True)
            tray.row = []
            # a new round: the last one's results go with its turned cards, read before
            # the deal (reveal_hold.py); 'Round 2' says which (newcomer Q, s19, 061:
            # round 1's 'J against 5: Blue clan loses a ninja' stood over round 2's cards)
            tray.clashes = [c for c in tray.clashes if c.round == tray.round]
            tray.last = None
            tr = self.table.app.tr
            tray.note = tr("dojo.tally.round", round=tray.round) if tray.round > 1 else ""
        elif kind == "laid" and self.tray is not None:
            card = d.get("private", {}).get(seat, {}).get("card")
            if card in self.tray.pool:
                self.tray.pool.remove(card)
            self.tray.row.append(Slot(card))
        elif kind == "flip" and self.tray is not None:
            tray = self.tray
            while len(tray.row) <= d["slot"]:
                tray.row.append(Slot(None))
            slot = tray.row[d["slot"]]
            slot.card = d["defence"]
            slot.attack = d["attack"]
            slot.flip_age = 0.0 if self.table.animate else None
            tray.turned = 0.0
            slot.loser = (
                tray.attacker
                if d["attacker_loses"]
                else tray.defender
                if d["defender_loses"]
                else None
            )
            if d["attack"] in tray.hand:
                tray.hand.remove(d["attack"])
            # the clash stays in the tray's tally after the round's cards go (tally.py)
            tray.clashes.append(Clash(tray.round, d["attack"], d["defence"], slot.loser))
            tray.last = self.last_clash = d
            self.effect(Effect("wait", FLIP_SECONDS + 0.3, blocking=True))
        elif kind == "ninja_lost":
            # the ninja falls when the card that fells it has turned over
            turning = [
                FLIP_SECONDS - slot.flip_age
                for slot in (self.tray.row if self.tray is not None else [])
                if slot.flip_age is not None and slot.flip_age < FLIP_SECONDS
            ]
            delay = max(turning, default=0.0)
            self.effect(Effect("lost", 1.0, start=event_hex(d["hex"]), seat=seat, age=-delay))
        elif kind == "redraw" and self.tray is not None:
            self.tray.note = self.table.app.tr("dojo.tray.redraw")
            self.tray.round += 1
        elif kind == "battle_over" and self.tray is not None:
            if self.table.animate:
                self.tray.close()
            else:
                self.tray = None
        elif kind == "joker_ninja":
            self.effect(Effect("gain", 1.2, start=event_hex(d["hex"]), text="+1", seat=seat))
        elif kind == "summon_cards":
            self.summon_show = SummonShow(seat, list(d["cards"]))
        elif kind == "die_assigned" and self.summon_show is not None:
            self.summon_show.hexes.append((d["hex"][0], d["hex"][1]))
        elif kind == "summoned":
            show = self.summon_show or SummonShow(seat, list(d["cards"]))
            show.hexes = [(h[0], h[1]) for h, _ in d["dice"]]
            show.faces = [face for _, face in d["dice"]]
            show.age = 0.0 if self.table.animate else 9.0
            show.gained = int(d["total"])
            self.summon_show = show
            stop = lands(show.hexes, paced(self.table, seat))  # one die after another
            for h, got in d["gained"]:
                spot = event_hex(h)
                gain = Effect("gain", 1.4, start=spot, text=f"+{got}", seat=seat)
                gain.age = -stop.get(spot, DIE_TUMBLE)  # once its hex's last die stops
                self.effect(gain)
            held = roll_held(self.table, seat, show.hexes, SUMMON_HOLD, COMPUTER_SUMMON_HOLD)
            self.event_seconds["summoned"] = held
            self.effect(Effect("wait", held, blocking=True))
        elif kind in ("dojo_taken", "deck_out"):
            text = (
                self.table.app.tr("dojo.banner.dojo_taken", name=self.table.seat_name(seat))
                if kind == "dojo_taken"
                else self.table.app.tr("dojo.banner.deck_out")
            )
            self.effect(Effect("banner", 2.5, text=text, seat=seat))

    def effect(self, effect: Effect) -> None:
        if self.table.animate:
            self.effects.append(effect)

    def move_board(self, event: Event) -> None:
        """The board as it stood before the action, moved on by the event just told: the
        board, the log and the prompt tell the same moment."""
        board = self.board_ninjas
        if board is None:
            return
        d = event.data
        seat = d.get("seat") if isinstance(d.get("seat"), int) else 0

        def add(h: Any, count: int, who: int = seat) -> None:
            cell = board.setdefault((h[0], h[1]), [0, 0])
            cell[who] = max(0, cell[who] + count)

        if event.kind == "stepped":
            add(d["src"], -1)
            add(d["dst"], 1)
        elif event.kind == "ninja_lost":
            add(d["hex"], -1)
        elif event.kind == "joker_ninja":
            add(d["hex"], 1)
        elif event.kind == "dojo_placed":
            add(d["hex"], data.START_NINJAS)
        elif event.kind == "summoned":  # the new ninjas stand once their dice have stopped
            hexes = [(h[0], h[1]) for h, _ in d["dice"]]
            stop = lands(hexes, paced(self.table, seat))  # one die after another
            for h, got in d["gained"]:
                spot = (h[0], h[1])
                self.board_later.append((stop.get(spot, DIE_TUMBLE), spot, seat, got))

    def shown_ninjas(self) -> dict[Hex, list[int]]:
        """The ninjas the board shows now."""
        return self.board_ninjas if self.board_ninjas is not None else self.table.state.ninjas

    def sync_tray(self) -> None:
        """Set the tray again from the state (the table is still: no event waits)."""
        self.needs_sync = False
        b = self.table.state.battle
        if b is None:
            if self.tray is not None and self.tray.closing is None:
                if self.table.animate:
                    self.tray.close()
                else:
                    self.tray = None
            return
        tray = self.tray
        if tray is None or tray.hex != b.hex or tray.attacker != b.attacker or tray.closing:
            tray = self.tray = Tray(b.hex, b.attacker, b.source)
        tray.pool = sorted(b.pool)
        set_hand(tray, list(b.hand), dealt=False)
        laid = [c for c in b.row if c is not None]
        if sorted(tray.dealt) != sorted(tray.pool + laid):  # (else kept: their places)
            tray.dealt = sorted(tray.pool + laid)
        row: list[Slot] = []
        for i, card in enumerate(b.row):
            old = tray.row[i] if i < len(tray.row) else None
            if card is None:
                row.append(old if old is not None and old.flipped else Slot(None))
            else:
                row.append(Slot(card))
        tray.row = row

    def age(self, step: float, real: float | None = None) -> None:
        """The shows move on by `step` seconds (at the animation speed and the computer's
        pace); a person's battle's tray by `real` (the animation speed's alone)."""
        if self.board_later:
            later = []
            for left, h, seat, count in self.board_later:
                if left - step > 0:
                    later.append((left - step, h, seat, count))
                elif self.board_ninjas is not None:
                    cell = self.board_ninjas.setdefault(h, [0, 0])
                    cell[seat] += count
            self.board_later = later
        tray = self.tray
        if tray is not None:
            for slot in tray.row:
                if slot.flip_age is not None and slot.flip_age < FLIP_SECONDS + 1:
                    before = slot.flip_age
                    slot.flip_age += step
                    if before < FLIP_SECONDS <= slot.flip_age and self.table.animate:
                        self.table.app.audio.play("dojo_clash")
            held = real if tray.person and real is not None else step
            tray.turned += held
            if tray.closing is not None:
                tray.closing += held
                if tray.closing >= 1.0:
                    self.tray = None
        self.roll_off_age += step
        if self.roll_show is not None:
            self.roll_show.age += step
        if self.summon_show is not None:
            before = self.summon_show.age
            self.summon_show.age += step
            roll_sounds(self.table, self.summon_show, before)  # each die heard as it rolls
