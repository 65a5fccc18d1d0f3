"""The Dojo position the other rooms build on: the actions' text form and their
refusals, a battle's cards, and the state's fields with what every room asks of them
(whose turn, the board's queries, drawing, the turn's end and the game's when a deck
runs out). Summoning is `summoning.Summoning`, the battles `battles.Battles`, the
placement, moves and decisions `rules.DojoState`."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Self

from ninjas.core.events import Event
from ninjas.core.protocol import TERMINAL, TextAction

from .cards import EmptyDeck
from .hexgrid import Board, Hex, neighbours
from .movement import Movement
from .scoring import dojo_taken, land, land_count_winner, on_board

GAME_NAME = "dojo"
TOGGLES = (
    "jokers",
    "dojo_defense",
    "defense_advantage",
    "fists_of_fury",
    "ace_in_the_face",
    "blitz",
)
"""The text's optional rules, each a setup toggle (all off by default)."""


class IllegalAction(ValueError):
    """An action the rules refuse; the message says why. `code` names the reason for an
    interface to say in its own words (keys dojo.why.<code>), `details` fills them in."""

    def __init__(self, message: str, code: str = "illegal", **details: Any) -> None:
        super().__init__(message)
        self.code = code
        self.details = details


def hex_text(h: Hex) -> str:
    return f"{h[0]},{h[1]}"


def parse_hex(text: str) -> Hex:
    parts = text.split(",")
    if len(parts) != 2:
        raise IllegalAction(f"{text!r} is not a hex (write Q,R)")
    try:
        return (int(parts[0]), int(parts[1]))
    except ValueError:
        raise IllegalAction(f"{text!r} is not a hex (write Q,R)") from None


@dataclass(frozen=True)
class DojoAction(TextAction):
    """A Dojo action (hexes written Q,R)."""


@lru_cache(maxsize=8192, typed=True)
def _act(kind: str, *args: object) -> DojoAction:
    """The action, made once (an immutable value; the legal actions are listed again
    at every step of every search)."""
    return DojoAction(kind, tuple(hex_text(a) if isinstance(a, tuple) else str(a) for a in args))


@dataclass
class Battle:
    """A battle in progress at `hex` (`source`: the thrower's hex for a projectile)."""

    hex: Hex
    attacker: int
    source: Hex | None = None
    pool: list[int] = field(default_factory=list)
    """The defender's drawn cards not yet laid (private to the defender)."""
    row: list[int | None] = field(default_factory=list)
    """The defender's cards laid face down (None: a slot already fought)."""
    hand: list[int] = field(default_factory=list)
    """The attacker's cards (private to the attacker)."""
    used: list[list[int]] = field(default_factory=lambda: [[], []])
    """Cards played or flipped in this battle, per seat: discarded at its end."""
    queue: list[int] = field(default_factory=list)
    """While a round is dealt: the seat of each card still to draw (defender first)."""
    picks: int = 0
    """Cards drawn for the card under way: 2 under Fists of Fury, 1, or 0 (not chosen)."""
    got: list[int] = field(default_factory=list)
    """The cards drawn so far for the card under way (private to `queue[0]`)."""
    floor: list[int] = field(default_factory=lambda: [0, 0])
    """Per seat, the card Fists of Fury discarded this round (0: none): the card kept
    over it is at least as high (public, since the discard is)."""

    def copy(self) -> Battle:
        return Battle(
            self.hex,
            self.attacker,
            self.source,
            list(self.pool),
            list(self.row),
            list(self.hand),
            [list(self.used[0]), list(self.used[1])],
            list(self.queue),
            self.picks,
            list(self.got),
            list(self.floor),
        )

    @property
    def dealing(self) -> bool:
        return bool(self.queue)

    @property
    def projectile(self) -> bool:
        return self.source is not None

    @property
    def defender(self) -> int:
        return 1 - self.attacker


@dataclass
class Position:
    """The game's fields (the saves' position digest is made from their repr) and the
    queries and steps every other room shares."""

    seed: int
    board: Board
    options: dict[str, Any]
    game: str = GAME_NAME
    rng: random.Random = field(default_factory=random.Random, repr=False, compare=False)
    dojos: list[Hex | None] = field(default_factory=lambda: [None, None])
    placer: int = 0
    """Who places the next Dojo (the roll-off's winner first)."""
    ninjas: dict[Hex, list[int]] = field(default_factory=dict)
    decks: list[list[int]] = field(default_factory=lambda: [[], []])
    discards: list[list[int]] = field(default_factory=lambda: [[], []])
    phase: str = "dojo"
    mover: int = 0
    turns: list[int] = field(default_factory=lambda: [0, 0])
    blitz_used: list[bool] = field(default_factory=lambda: [False, False])
    remaining: int = 0
    transit: Hex | None = None
    thrown: dict[Hex, int] = field(default_factory=dict)
    """Projectiles thrown this turn from each hex: one per ninja standing there."""
    battle: Battle | None = None
    chooser: int = 0
    """Whose choice it is in the `fury` and `joker` phases."""
    jokers_due: int = 0
    """Jokers drawn whose ninja `chooser` has still to place (phase `joker`)."""
    resume: str = ""
    """The phase a `fury` or `joker` choice interrupted ("deal": a battle round being
    dealt; "summoned": a summoning's end)."""
    summon_cards: list[int] = field(default_factory=list)
    summon_hexes: list[Hex] = field(default_factory=list)
    summoned: list[int] = field(default_factory=lambda: [0, 0])
    lost: list[int] = field(default_factory=lambda: [0, 0])
    winner: int | None = None
    end_reason: str = ""
    ran_out: int | None = field(default=None, repr=False)
    """Whose deck ran out when a draw from an empty deck ended the game (public). Left
    out of the repr, which the saves' position digest is made from: a field added to it
    would make every save written before refuse to load (the moves decide it anyway)."""
    ran_out_by: dict[str, Any] | None = field(default=None, repr=False)
    """What made that draw (the deck_out event's cause: a summoning, or a battle's hex,
    projectile and side), for the results (out of the repr, as ran_out is)."""
    roll_off: list[int] = field(default_factory=lambda: [0, 0])
    """The dice that decided who places the first Dojo."""
    history: list[str] = field(default_factory=list)
    _terrain_cache: tuple[tuple[Hex | None, ...], dict[Hex, str]] | None = field(
        default=None, repr=False, compare=False
    )

    # -- protocol ---------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    @property
    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def current_player(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.phase == "dojo":
            return self.placer
        if self.phase == "lay" and self.battle is not None:
            return self.battle.defender
        if self.phase in ("fury", "joker"):
            return self.chooser
        return self.mover

    def toggle(self, name: str) -> bool:
        return bool(self.options.get(name, False))

    def clone(self) -> Self:
        twin = self._copy()
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        return twin

    def _copy(self) -> Self:
        """A copy sharing nothing mutable but the board (immutable) and the rng (the
        caller sets its own). Written out: a deep copy cost most of a determinization."""
        twin = copy.copy(self)
        twin.options = dict(self.options)
        twin.dojos = list(self.dojos)
        twin.ninjas = {h: list(c) for h, c in self.ninjas.items()}
        twin.decks = [list(self.decks[0]), list(self.decks[1])]
        twin.discards = [list(self.discards[0]), list(self.discards[1])]
        twin.turns = list(self.turns)
        twin.blitz_used = list(self.blitz_used)
        twin.thrown = dict(self.thrown)
        twin.battle = self.battle.copy() if self.battle is not None else None
        twin.summon_cards = list(self.summon_cards)
        twin.summon_hexes = list(self.summon_hexes)
        twin.summoned = list(self.summoned)
        twin.lost = list(self.lost)
        twin.roll_off = list(self.roll_off)
        twin.history = list(self.history)
        return twin

    def parse_action(self, text: str) -> DojoAction:
        parts = str(text).split()
        if not parts:
            raise IllegalAction("empty action")
        return DojoAction(parts[0], tuple(parts[1:]))

    def returns(self) -> list[float]:
        if not self.is_terminal:
            return [0.0, 0.0]
        if self.winner is None:
            return [0.5, 0.5]
        return [1.0 if s == self.winner else 0.0 for s in (0, 1)]

    # -- queries ----------------------------------------------------------------
    @property
    def terrain(self) -> dict[Hex, str]:
        """Board hexes and the placed Dojos ("dojo") (kept: do not change it)."""
        key = tuple(self.dojos)
        cached = self._terrain_cache
        if cached is None or cached[0] != key:
            out = self.board.terrain_map()
            for d in self.dojos:
                if d is not None:
                    out[d] = "dojo"
            cached = self._terrain_cache = (key, out)
        return cached[1]

    def count(self, h: Hex, seat: int) -> int:
        return self.ninjas.get(h, [0, 0])[seat]

    def total(self, seat: int) -> int:
        return sum(c[seat] for c in self.ninjas.values())

    def occupied(self, seat: int) -> list[Hex]:
        return sorted(h for h, c in self.ninjas.items() if c[seat] > 0)

    def land(self, seat: int) -> int:
        return land(self.terrain, self.ninjas, seat)

    def on_board(self, seat: int) -> int:
        return on_board(self.terrain, self.ninjas, seat)

    def enemy_dojo(self, seat: int) -> Hex:
        d = self.dojos[1 - seat]
        assert d is not None
        return d

    def shared_hexes(self) -> list[Hex]:
        """Hexes holding ninjas of both sides: battles the mover must fight."""
        return sorted(h for h, c in self.ninjas.items() if c[0] > 0 and c[1] > 0)

    def may_blitz(self, seat: int) -> bool:
        return self.toggle("blitz") and not self.blitz_used[seat] and self.turns[seat] > 0

    def throw_sources(self, seat: int) -> list[Hex]:
        """Hexes whose ninjas may still throw a projectile this turn."""
        terrain = self.terrain
        out = []
        for h in self.occupied(seat):
            kind = terrain.get(h)
            own_dojo = h == self.dojos[seat] and self.toggle("dojo_defense")
            if kind != "plains" and not own_dojo:
                continue
            if self.count(h, 1 - seat) > 0:
                continue
            if self.thrown.get(h, 0) < self.count(h, seat):
                out.append(h)
        return out

    def throw_targets(self, seat: int, src: Hex) -> list[Hex]:
        terrain = self.terrain
        return [n for n in neighbours(src) if n in terrain and self.count(n, 1 - seat) > 0]

    def _movement(self) -> Movement:
        m = Movement(self.terrain, self.ninjas, self.mover, self.remaining, self.transit)
        return m

    def joker_sites(self, seat: int) -> list[Hex]:
        """Where a Joker's ninja may go: the hexes `seat` occupies, but not water (it
        holds one ninja)."""
        terrain = self.terrain
        return [h for h in self.occupied(seat) if terrain.get(h) != "water"]

    def summon_sites(self, seat: int) -> list[Hex]:
        terrain = self.terrain
        return [h for h in self.occupied(seat) if terrain.get(h) != "water"]

    def legal_actions_battle_any(self) -> bool:
        if self.shared_hexes():
            return True
        return any(self.throw_targets(self.mover, s) for s in self.throw_sources(self.mover))

    # -- checks -----------------------------------------------------------------
    def _need(self, phase: str, kind: str) -> None:
        if self.phase != phase:
            raise IllegalAction(f"{kind} is not possible now (phase {self.phase})", "not_now")

    def _args(self, args: tuple[str, ...], count: int, usage: str) -> None:
        if len(args) != count:
            raise IllegalAction(f"usage: {usage}")

    def _int(self, text: str, what: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise IllegalAction(f"{what} {text!r} is not a number") from None

    # -- cards and choices ------------------------------------------------------
    def _draw(self, seat: int, n: int) -> list[int]:
        deck = self.decks[seat]
        if n > len(deck):
            left = len(deck)
            self.discards[seat].extend(deck)  # the last cards are drawn, then one is missing
            deck.clear()
            exc = EmptyDeck(f"seat {seat} must draw {n} with {left} left")
            exc.seat, exc.need, exc.left = seat, n, left
            raise exc
        return [deck.pop() for _ in range(n)]

    def _ask(self, seat: int, phase: str, resume: str) -> list[Event]:
        """Stop for `seat`'s choice in `phase` (fury, joker); `resume` says what goes on
        after it."""
        self.phase, self.chooser, self.resume = phase, seat, resume
        return [Event("choice", {"seat": seat, "phase": phase})]

    # -- the end of a turn, and of the game -------------------------------------
    def _end_turn(self) -> list[Event]:
        seat = self.mover
        self.turns[seat] += 1
        self.battle = None
        events = [Event("turn_over", {"seat": seat})]
        if dojo_taken(self.ninjas, seat, self.enemy_dojo(seat)):
            self.winner = seat
            self.end_reason = "dojo"
            self.phase = "over"
            return events + [
                Event("dojo_taken", {"seat": seat, "hex": list(self.enemy_dojo(seat))})
            ]
        self.mover = 1 - seat
        self.phase = "roll"
        events.append(Event("turn", {"seat": self.mover, "turn": self.turns[self.mover] + 1}))
        return events

    def _deck_out(self, exc: EmptyDeck) -> list[Event]:
        """A player had to draw from an empty deck: the land count ends the game. The
        event says whose deck ran out, for what (a summoning of N cards, or a battle: the
        hex, and whether that seat defended), so the log can say why the game ended."""
        b = self.battle
        why: dict[str, Any] = {"seat": exc.seat, "need": exc.need, "left": exc.left}
        if b is not None:
            why.update(
                cause="battle",
                hex=list(b.hex),
                defending=exc.seat == b.defender,
                projectile=b.projectile,
            )
            if b.source is not None:  # the results name a throw as its option did
                why["source"] = list(b.source)
        else:
            why["cause"] = "summon"
        # cards in a battle or summoning in progress go to their owners' discards
        if b is not None:
            self.discards[b.attacker].extend(b.hand + b.used[b.attacker])
            self.discards[b.defender].extend(
                b.pool + [c for c in b.row if c is not None] + b.used[b.defender]
            )
            if b.queue:
                self.discards[b.queue[0]].extend(b.got)
            self.battle = None
        self.jokers_due = 0
        self.discards[self.mover].extend(self.summon_cards)
        self.summon_cards, self.summon_hexes = [], []
        self.winner = land_count_winner(self.terrain, self.ninjas)
        self.end_reason = "cards"
        self.ran_out = exc.seat
        self.ran_out_by = dict(why)
        self.phase = "over"
        return [
            Event(
                "deck_out",
                {
                    "land": [self.land(0), self.land(1)],
                    "ninjas": [self.on_board(0), self.on_board(1)],
                    "winner": self.winner,
                    **why,
                    "reveals": True,
                },
            )
        ]
