"""Dojo ("Ninjas! Protect your Dojo") turn by turn, for two players (dojo-hex.en.txt,
RULINGS section 4).

Phases and their actions (an action's text is its save form):

- `dojo` placement: `dojo Q,R`. A roll-off (high roll, ties rolled again) decides who
  places first; the player who placed last moves first. Five ninjas start on each Dojo.
- `roll`: `roll` (one die: that many moves) or, under Ninjas Blitz, `blitz` (six moves,
  once per game, never on the player's first turn).
- `move`: `step Q,R Q,R COST` moves one ninja into a neighbouring hex (forest costs 0 or 1
  as the mover chooses, with no limit on free steps: the forest "does not count as a
  move, unless you want it to"; mountain 2, the rest 1); `end` once every move is spent
  (or no step costing a move is left). See movement.py for the water rule.
- `battle`: `fight Q,R` (a hex shared with enemies: every one must be fought, in the
  attacker's order), `throw Q,R Q,R` (a projectile from a plains hex holding only the
  attacker's ninjas, or under Dojo Defense from the attacker's own Dojo, at a
  neighbouring hex with enemies: each ninja throws at most once a turn), `done` (when no
  shared hex is left).
- In a battle: the defender draws one card per defending ninja and lays them face down
  one at a time, `lay RANK` (the order is theirs to choose: the attacker sees only the
  backs); the attacker draws one card per attacking ninja (one for a projectile) and
  plays them, `play RANK SLOT`, each against a face-down card, which flips: the lower
  card loses a ninja, a tie nothing (the defender wins ties in a mountain, and everywhere
  under Defense Advantage). When the attacker's hand or the face-down row runs out and
  both sides still stand, unused cards go back into their decks, shuffled, and both draw
  again, one per remaining ninja. A projectile is one card: its thrower is never harmed
  (under Ace in the Face, a defending Ace defeats it, and that ninja's throw is spent
  with it: the others on its hex keep theirs).
- `fury` (under Fists of Fury, before each card a lone ninja facing five or more needs):
  its player says `draw 2` (draw two, keep the higher, discard the other) or `draw 1`.
- `joker` (under Joker cards, for each Joker drawn in a battle or a summoning): its
  owner says `joker Q,R`, the hex they occupy (never water: it holds one ninja) that
  gets the extra ninja. With a single such hex the ninja goes there at once; with none
  it is lost. In a battle the Joker is replaced by the next card.
- `summon`: `summon N` draws N cards (1 up to the mover's ninjas on the board), shown to
  both; then `die Q,R` assigns one die per card to hexes the mover occupies (not water:
  it holds one ninja); the dice roll when the last is assigned, and each gives one ninja
  in its hex per drawn card of its face (A..6).
- The turn ends after summoning (or at once if the mover has no ninja left). A ninja of
  the mover's on the enemy Dojo with no enemy there wins. A draw from an empty deck ends
  the game at once: more land wins, then more ninjas on the board, else a draw.

Decided here, where the texts are silent ([edition]; the rules reference lists them):
- Summon with at least 1 card and at most your ninjas on the board.
- Unused battle cards always go back into their decks, shuffled (the text: "may").
- A player who must draw from an empty deck ends the game at once (land count).
- Mountain costs 2 moves; a tie in a mountain goes to the defender.
- Without Joker cards, a Joker drawn for battle is discarded and replaced, and in
  summoning it matches no die.
- Fists of Fury's choice is made before the two cards are drawn; the kept card is
  played as usual, the other discarded.
- Each ninja on a plains hex with no enemy on it throws at most one projectile a turn,
  and a projectile is one card whatever the count: Fists of Fury never applies to it.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from ninjas.core.events import Event
from ninjas.core.protocol import TERMINAL, TextAction
from ninjas.core.rng import make_rng

from . import data
from .cards import EmptyDeck, clash, rank_name
from .hexgrid import (
    Board,
    Hex,
    check_dojo,
    dojo_first_sites,
    dojo_second_sites,
    neighbours,
)
from .maps import board_for
from .movement import Movement, Step
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


def _act(kind: str, *args: object) -> DojoAction:
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
class DojoState:
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

    # -- protocol -------------------------------------------------------------------
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

    def clone(self) -> DojoState:
        twin = self._copy()
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        return twin

    def _copy(self) -> DojoState:
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

    # -- queries ------------------------------------------------------------------------
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

    # -- legal actions --------------------------------------------------------------------
    def legal_actions(self) -> list[DojoAction]:
        p = self.phase
        if p == "over":
            return []
        if p == "dojo":
            first = self.dojos[1 - self.placer]
            sites = (
                dojo_first_sites(self.board)
                if first is None
                else dojo_second_sites(self.board, first)
            )
            return [_act("dojo", s) for s in sites]
        if p == "roll":
            out = [_act("roll")]
            if self.may_blitz(self.mover):
                out.append(_act("blitz"))
            return out
        if p == "move":
            m = self._movement()
            steps = m.legal_steps()
            out = [_act("step", s.src, s.dst, s.cost) for s in steps]
            if m.can_end(steps):
                out.append(_act("end"))
            return out
        if p == "battle":
            shared = self.shared_hexes()
            out = [_act("fight", h) for h in shared]
            for src in self.throw_sources(self.mover):
                out += [_act("throw", src, t) for t in self.throw_targets(self.mover, src)]
            if not shared:
                out.append(_act("done"))
            return out
        if p == "lay":
            assert self.battle is not None
            return [_act("lay", r) for r in sorted(set(self.battle.pool))]
        if p == "attack":
            b = self.battle
            assert b is not None
            slots = [i for i, c in enumerate(b.row) if c is not None]
            return [_act("play", r, i) for r in sorted(set(b.hand)) for i in slots]
        if p == "fury":
            return [_act("draw", 2), _act("draw", 1)]
        if p == "joker":
            return [_act("joker", h) for h in self.joker_sites(self.chooser)]
        if p == "summon":
            most = self.on_board(self.mover)
            return [_act("summon", n) for n in range(1, most + 1)]
        if p == "assign":
            return [_act("die", h) for h in self.summon_sites(self.mover)]
        raise AssertionError(f"unknown phase {p}")

    def summon_sites(self, seat: int) -> list[Hex]:
        terrain = self.terrain
        return [h for h in self.occupied(seat) if terrain.get(h) != "water"]

    # -- applying -------------------------------------------------------------------------
    def apply(self, action: DojoAction | str) -> list[Event]:
        if isinstance(action, str):
            action = self.parse_action(action)
        if self.phase == "over":
            raise IllegalAction("the game is over")
        handler = getattr(self, f"_do_{action.kind}", None)
        if handler is None:
            raise IllegalAction(f"unknown action {action.kind!r}")
        seat = self.current_player
        events: list[Event] = handler(seat, *action.args)
        self.history.append(str(action))
        return events

    def refusal(self, action: DojoAction | str) -> str | None:
        """Why the rules refuse `action` now, or None if they allow it."""
        reason = self.refusal_reason(action)
        return None if reason is None else str(reason)

    def refusal_reason(self, action: DojoAction | str) -> IllegalAction | None:
        """The refusal itself (its message, code and details), or None."""
        try:
            self.clone().apply(action)
        except IllegalAction as exc:
            return exc
        except (ValueError, TypeError) as exc:
            return IllegalAction(str(exc))
        return None

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

    # placement
    def _do_dojo(self, seat: int, *args: str) -> list[Event]:
        self._need("dojo", "placing a Dojo")
        self._args(args, 1, "dojo Q,R")
        site = parse_hex(args[0])
        first = self.dojos[1 - seat]
        try:
            check_dojo(self.board, site, first)
        except ValueError as exc:
            raise IllegalAction(str(exc), "dojo_site") from None
        if first is None and not dojo_second_sites(self.board, site):
            raise IllegalAction(
                f"no room would be left for the other Dojo beside {site}", "dojo_site"
            )
        self.dojos[seat] = site
        self.ninjas[site] = [0, 0]
        self.ninjas[site][seat] = data.START_NINJAS
        events = [Event("dojo_placed", {"seat": seat, "hex": list(site)})]
        if first is None:
            self.placer = 1 - seat
            return events
        self.mover = seat
        self.phase = "roll"
        events.append(Event("turn", {"seat": seat, "turn": 1}))
        return events

    # the movement roll
    def _do_roll(self, seat: int, *args: str) -> list[Event]:
        self._need("roll", "rolling")
        self._args(args, 0, "roll")
        value = self.rng.randint(1, data.MOVE_ROLL_MAX)
        rolled = Event("rolled", {"seat": seat, "value": value, "reveals": True})
        return [rolled, *self._start_move(value)]

    def _do_blitz(self, seat: int, *args: str) -> list[Event]:
        self._need("roll", "Ninjas Blitz")
        self._args(args, 0, "blitz")
        if not self.toggle("blitz"):
            raise IllegalAction("Ninjas Blitz is not in play (a setup option)", "blitz_off")
        if self.blitz_used[seat]:
            raise IllegalAction("Ninjas Blitz is used once per game, and it is used", "blitz_used")
        if self.turns[seat] == 0:
            raise IllegalAction("Ninjas Blitz cannot be used on your first turn", "blitz_first")
        self.blitz_used[seat] = True
        return [Event("blitz", {"seat": seat, "value": data.MOVE_ROLL_MAX})] + self._start_move(
            data.MOVE_ROLL_MAX
        )

    def _start_move(self, moves: int) -> list[Event]:
        self.remaining = moves
        self.transit = None
        self.phase = "move"
        if not self._movement().legal_steps():  # nothing to walk: the move is over
            return self._end_move()
        return []

    def _do_step(self, seat: int, *args: str) -> list[Event]:
        self._need("move", "moving")
        self._args(args, 3, "step Q,R Q,R COST")
        step = Step(parse_hex(args[0]), parse_hex(args[1]), self._int(args[2], "cost"))
        m = self._movement()
        if step not in m.legal_steps():
            raise self._step_refusal(m, step)
        m.step(step, checked=True)
        self.remaining = m.remaining
        self.transit = m.transit
        ev = Event(
            "stepped",
            {
                "seat": seat,
                "src": list(step.src),
                "dst": list(step.dst),
                "cost": step.cost,
                "left": self.remaining,
            },
        )
        return [ev]

    def _step_refusal(self, m: Movement, step: Step) -> IllegalAction:
        terrain = self.terrain
        if m.transit is not None and step.src != m.transit:
            return IllegalAction(
                f"the ninja passing through the water at {m.transit} must move on first",
                "transit_first",
            )
        if self.count(step.src, m.seat) == 0:
            return IllegalAction(f"you have no ninja at {step.src}", "no_ninja_here")
        if step.dst not in neighbours(step.src):
            return IllegalAction(f"{step.dst} is not next to {step.src}", "not_next")
        if step.dst not in terrain:
            return IllegalAction(f"{step.dst} is off the board", "off_board")
        kind = terrain[step.dst]
        if kind == "water" and self.count(step.dst, 1 - m.seat) > 0:
            return IllegalAction(
                "an enemy holds that water: a ninja may not share water with an enemy",
                "enemy_water",
            )
        if step.cost not in data.MOVE_COST[kind]:
            costs = " or ".join(str(c) for c in data.MOVE_COST[kind])
            return IllegalAction(
                f"entering {kind} costs {costs}, not {step.cost}",
                "wrong_cost",
                terrain=kind,
                costs=costs,
                cost=step.cost,
            )
        if step.cost > m.remaining:
            return IllegalAction(
                f"that costs {step.cost} and only {m.remaining} moves are left",
                "too_costly",
                cost=step.cost,
                left=m.remaining,
            )
        return IllegalAction(
            "that water is taken and the ninja could not get out of it with the moves left",
            "water_trap",
        )

    def _do_end(self, seat: int, *args: str) -> list[Event]:
        self._need("move", "ending the move")
        self._args(args, 0, "end")
        m = self._movement()
        if not m.can_end():
            if m.transit is not None:
                raise IllegalAction(
                    "a ninja may not end its move in water beside another", "water_end"
                )
            raise IllegalAction(
                f"every move must be spent: {m.remaining} left", "moves_left", left=m.remaining
            )
        return self._end_move()

    def _end_move(self) -> list[Event]:
        lost = self.remaining
        self.remaining = 0
        self.phase = "battle"
        self.thrown = {}
        events = [Event("moved", {"seat": self.mover, "unspent": lost})]
        if not self.legal_actions_battle_any():
            events += self._to_summon()
        return events

    def legal_actions_battle_any(self) -> bool:
        if self.shared_hexes():
            return True
        return any(self.throw_targets(self.mover, s) for s in self.throw_sources(self.mover))

    # battles
    def _do_fight(self, seat: int, *args: str) -> list[Event]:
        self._need("battle", "a battle")
        self._args(args, 1, "fight Q,R")
        h = parse_hex(args[0])
        if h not in self.shared_hexes():
            raise IllegalAction(
                f"no battle at {h}: it does not hold ninjas of both sides", "no_battle"
            )
        self.battle = Battle(hex=h, attacker=seat)
        events = [
            Event(
                "battle",
                {
                    "seat": seat,
                    "hex": list(h),
                    "attackers": self.count(h, seat),
                    "defenders": self.count(h, 1 - seat),
                },
            )
        ]
        return events + self._deal_round()

    def _do_throw(self, seat: int, *args: str) -> list[Event]:
        self._need("battle", "a projectile")
        self._args(args, 2, "throw Q,R Q,R")
        src, dst = parse_hex(args[0]), parse_hex(args[1])
        if src not in self.throw_sources(seat):
            raise IllegalAction(
                f"no ninja at {src} may throw: projectiles fly from a plains hex with no enemy on it"
                + (" or from your Dojo" if self.toggle("dojo_defense") else "")
                + ", once per ninja each turn",
                "cannot_throw",
            )
        if dst not in self.throw_targets(seat, src):
            raise IllegalAction(f"{dst} is not a neighbouring hex with enemies", "bad_target")
        self.thrown[src] = self.thrown.get(src, 0) + 1
        self.battle = Battle(hex=dst, attacker=seat, source=src)
        ev = Event(
            "battle",
            {
                "seat": seat,
                "hex": list(dst),
                "source": list(src),
                "attackers": 1,
                "defenders": self.count(dst, 1 - seat),
            },
        )
        return [ev, *self._deal_round()]

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

    def _lone(self, seat: int) -> bool:
        """Fists of Fury: `seat` fights alone against five or more here."""
        b = self.battle
        assert b is not None
        if not self.toggle("fists_of_fury") or b.projectile:
            return False
        mine, theirs = self.count(b.hex, seat), self.count(b.hex, 1 - seat)
        return mine == 1 and theirs >= data.FURY_CROWD

    def _deal_round(self) -> list[Event]:
        """Both sides draw for a round of the battle: the defender one card per defending
        ninja, the attacker one per attacking ninja (one for a projectile)."""
        b = self.battle
        assert b is not None
        n_def = self.count(b.hex, b.defender)
        n_att = 1 if b.projectile else self.count(b.hex, b.attacker)
        b.pool, b.hand, b.row, b.got, b.picks = [], [], [], [], 0
        b.floor = [0, 0]
        b.queue = [b.defender] * n_def + [b.attacker] * n_att
        return self._deal()

    def _deal(self) -> list[Event]:
        """Go on dealing the round: stop for a choice (Fists of Fury's, a Joker's hex),
        else lay the cards out once every card is drawn. Jokers are replaced (giving a
        ninja under Joker cards); under Fists of Fury a lone ninja may keep the higher of
        two."""
        b = self.battle
        assert b is not None
        events: list[Event] = []
        while b.queue:
            seat = b.queue[0]
            if b.picks == 0:
                if self._lone(seat):
                    return events + self._ask(seat, "fury", "deal")
                b.picks = 1
            if len(b.got) < b.picks:
                try:
                    card = self._draw(seat, 1)[0]
                except EmptyDeck as exc:
                    return events + self._deck_out(exc)
                if card == data.JOKER:
                    self.discards[seat].append(card)
                    events.append(Event("joker", {"seat": seat, "reveals": True}))
                    if self.toggle("jokers"):
                        self.jokers_due += 1
                        events += self._place_jokers(seat, "deal")
                        if self.phase == "joker":
                            return events
                    continue
                b.got.append(card)
                continue
            got = sorted(b.got)
            best = got.pop()
            self.discards[seat].extend(got)
            if got:
                b.floor[seat] = max(got)
                events.append(
                    Event(
                        "fury",
                        {"seat": seat, "discarded": list(got), "private": {seat: {"kept": best}}},
                    )
                )
            (b.pool if seat == b.defender else b.hand).append(best)
            b.queue.pop(0)
            b.got, b.picks = [], 0
        self.phase = "lay"
        events.append(
            Event(
                "battle_cards",
                {
                    "attacker": b.attacker,
                    "defence": len(b.pool),
                    "attack": len(b.hand),
                    "private": {
                        b.defender: {"cards": sorted(b.pool)},
                        b.attacker: {"cards": sorted(b.hand)},
                    },
                },
            )
        )
        return events

    def _ask(self, seat: int, phase: str, resume: str) -> list[Event]:
        """Stop for `seat`'s choice in `phase` (fury, joker); `resume` says what goes on
        after it."""
        self.phase, self.chooser, self.resume = phase, seat, resume
        return [Event("choice", {"seat": seat, "phase": phase})]

    def _place_jokers(self, seat: int, resume: str) -> list[Event]:
        """Place the Jokers' ninjas due: at once where `seat` has one hex (or none: the
        ninja is lost), else ask which hex."""
        events: list[Event] = []
        while self.jokers_due:
            sites = self.joker_sites(seat)
            if len(sites) > 1:
                return events + self._ask(seat, "joker", resume)
            self.jokers_due -= 1
            if not sites:
                events.append(Event("joker_lost", {"seat": seat}))
                continue
            events += self._joker_ninja(seat, sites[0])
        return events

    def _joker_ninja(self, seat: int, h: Hex) -> list[Event]:
        self.ninjas.setdefault(h, [0, 0])[seat] += 1
        self.summoned[seat] += 1
        return [Event("joker_ninja", {"seat": seat, "hex": list(h)})]

    def _do_draw(self, seat: int, *args: str) -> list[Event]:
        self._need("fury", "Fists of Fury's choice")
        self._args(args, 1, "draw 1|2")
        picks = self._int(args[0], "count")
        if picks not in (1, 2):
            raise IllegalAction("draw 1 card, or 2 and keep the higher", "fury_count")
        b = self.battle
        assert b is not None
        b.picks = picks
        self.phase = "deal"
        events = [Event("fury_choice", {"seat": seat, "picks": picks})]
        return events + self._deal()

    def _do_joker(self, seat: int, *args: str) -> list[Event]:
        self._need("joker", "placing a Joker's ninja")
        self._args(args, 1, "joker Q,R")
        h = parse_hex(args[0])
        if h not in self.joker_sites(seat):
            raise IllegalAction(
                f"a Joker's ninja goes to a hex you occupy, never water ({h})", "joker_site"
            )
        self.jokers_due -= 1
        events = self._joker_ninja(seat, h)
        if self.jokers_due:
            return events
        self.phase = "deal"
        if self.resume == "deal":
            return events + self._deal()
        return events + self._summon_over()

    def _do_lay(self, seat: int, *args: str) -> list[Event]:
        self._need("lay", "laying a card")
        self._args(args, 1, "lay RANK")
        b = self.battle
        assert b is not None
        rank = self._int(args[0], "rank")
        if rank not in b.pool:
            raise IllegalAction(
                f"you hold no {rank_name(rank)} to lay", "no_card", rank=rank_name(rank)
            )
        b.pool.remove(rank)
        b.row.append(rank)
        laid = {"seat": seat, "slot": len(b.row) - 1, "private": {seat: {"card": rank}}}
        if len(b.row) == 1 and not b.pool:  # a lone defender's one card (the table lays it)
            laid["alone"] = True
        events = [Event("laid", laid)]
        if not b.pool:
            self.phase = "attack"
        return events

    def _do_play(self, seat: int, *args: str) -> list[Event]:
        self._need("attack", "playing a card")
        self._args(args, 2, "play RANK SLOT")
        b = self.battle
        assert b is not None
        rank, slot = self._int(args[0], "rank"), self._int(args[1], "slot")
        if rank not in b.hand:
            raise IllegalAction(f"you hold no {rank_name(rank)}", "no_card", rank=rank_name(rank))
        if not 0 <= slot < len(b.row) or b.row[slot] is None:
            raise IllegalAction(f"slot {slot} holds no face-down card", "empty_slot")
        defence = b.row[slot]
        assert defence is not None
        b.hand.remove(rank)
        b.row[slot] = None
        b.used[b.attacker].append(rank)
        b.used[b.defender].append(defence)
        mountain = self.terrain.get(b.hex) == "mountain"
        result = clash(
            rank,
            defence,
            mountain=mountain,
            projectile=b.projectile,
            defense_advantage=self.toggle("defense_advantage"),
            ace_in_the_face=self.toggle("ace_in_the_face"),
        )
        events = [
            Event(
                "flip",
                {
                    "seat": seat,
                    "hex": list(b.hex),
                    "slot": slot,
                    "attack": rank,
                    "defence": defence,
                    "attacker_loses": result.attacker_loses,
                    "defender_loses": result.defender_loses,
                    "tie": rank == defence and result.attacker_loses == result.defender_loses == 0,
                    "mountain": mountain,
                    "ace_in_the_face": bool(
                        b.projectile
                        and self.toggle("ace_in_the_face")
                        and defence == data.ACE
                        and result.attacker_loses
                    ),
                    "reveals": True,
                },
            )
        ]
        if result.defender_loses:
            events += self._kill(b.defender, b.hex)
        if result.attacker_loses:
            events += self._kill(b.attacker, b.source or b.hex)
            if b.source is not None and self.thrown.get(b.source, 0) > 0:
                # the thrower is gone with its throw: the others on its hex keep theirs
                self.thrown[b.source] -= 1
        return events + self._after_clash()

    def _kill(self, seat: int, h: Hex) -> list[Event]:
        c = self.ninjas[h]
        c[seat] -= 1
        self.lost[seat] += 1
        if sum(c) == 0 and h not in self.dojos:
            del self.ninjas[h]
        return [Event("ninja_lost", {"seat": seat, "hex": list(h), "left": c[seat]})]

    def _after_clash(self) -> list[Event]:
        b = self.battle
        assert b is not None
        att_here = 1 if b.projectile else self.count(b.hex, b.attacker)
        if b.source is not None and self.count(b.source, b.attacker) == 0:
            att_here = 0
        def_here = self.count(b.hex, b.defender)
        left_row = [c for c in b.row if c is not None]
        over = def_here == 0 or att_here == 0 or (b.projectile and not b.hand)
        if not over and b.hand and left_row:
            return []
        # the round (or the battle) is over: unused cards back into their decks
        events: list[Event] = []
        for seat, cards in ((b.attacker, b.hand), (b.defender, left_row)):
            if cards:
                self.decks[seat].extend(cards)
                self.rng.shuffle(self.decks[seat])
                events.append(Event("cards_back", {"seat": seat, "count": len(cards)}))
        b.hand, b.row = [], []
        for seat in (0, 1):
            self.discards[seat].extend(b.used[seat])
        b.used = [[], []]
        if over:
            return events + self._battle_over()
        events.append(Event("redraw", {"hex": list(b.hex)}))
        return events + self._deal_round()

    def _battle_over(self) -> list[Event]:
        b = self.battle
        assert b is not None
        self.battle = None
        self.phase = "battle"
        events = [
            Event(
                "battle_over",
                {
                    "hex": list(b.hex),
                    "attacker": b.attacker,
                    "attackers": self.count(b.hex, b.attacker),
                    "defenders": self.count(b.hex, b.defender),
                    "projectile": b.projectile,
                },
            )
        ]
        if not self.legal_actions_battle_any():
            events += self._to_summon()
        return events

    def _do_done(self, seat: int, *args: str) -> list[Event]:
        self._need("battle", "ending the battles")
        self._args(args, 0, "done")
        if self.shared_hexes():
            raise IllegalAction(
                "every hex shared with enemies must be fought: "
                + ", ".join(hex_text(h) for h in self.shared_hexes()),
                "must_fight",
                count=len(self.shared_hexes()),
            )
        return self._to_summon()

    # summoning
    def _to_summon(self) -> list[Event]:
        if not self.on_board(self.mover) or not self.summon_sites(self.mover):
            return self._end_turn()
        self.phase = "summon"
        return []

    def _do_summon(self, seat: int, *args: str) -> list[Event]:
        self._need("summon", "summoning")
        self._args(args, 1, "summon N")
        n = self._int(args[0], "count")
        most = self.on_board(seat)
        if not 1 <= n <= most:
            raise IllegalAction(
                f"summon with 1 to {most} cards (your ninjas on the board)",
                "summon_count",
                most=most,
            )
        try:
            self.summon_cards = self._draw(seat, n)
        except EmptyDeck as exc:
            return self._deck_out(exc)
        self.summon_hexes = []
        self.phase = "assign"
        return [
            Event("summon_cards", {"seat": seat, "cards": list(self.summon_cards), "reveals": True})
        ]

    def _do_die(self, seat: int, *args: str) -> list[Event]:
        self._need("assign", "assigning a die")
        self._args(args, 1, "die Q,R")
        h = parse_hex(args[0])
        if h not in self.summon_sites(seat):
            raise IllegalAction(
                f"summon only where your ninjas stand, never in water ({h})", "summon_site"
            )
        self.summon_hexes.append(h)
        events = [
            Event("die_assigned", {"seat": seat, "hex": list(h), "count": len(self.summon_hexes)})
        ]
        if len(self.summon_hexes) < len(self.summon_cards):
            return events
        dice = [(hh, self.rng.randint(1, 6)) for hh in self.summon_hexes]
        cards = self.summon_cards
        ranks = [c for c in cards if c != data.JOKER]
        gained: dict[Hex, int] = {}
        for hh, face in dice:
            got = ranks.count(face)
            if got:
                gained[hh] = gained.get(hh, 0) + got
        for hh, got in gained.items():
            self.ninjas.setdefault(hh, [0, 0])[seat] += got
            self.summoned[seat] += got
        events.append(
            Event(
                "summoned",
                {
                    "seat": seat,
                    "dice": [[list(hh), face] for hh, face in dice],
                    "cards": list(cards),
                    "gained": [[list(hh), got] for hh, got in sorted(gained.items())],
                    "total": sum(gained.values()),
                    "reveals": True,
                },
            )
        )
        self.discards[seat].extend(cards)
        self.summon_cards, self.summon_hexes = [], []
        if self.toggle("jokers"):
            self.jokers_due = cards.count(data.JOKER)
            events += self._place_jokers(seat, "summoned")
            if self.phase == "joker":
                return events
        return events + self._summon_over()

    def _summon_over(self) -> list[Event]:
        return self._end_turn()

    # the end of a turn, and of the game
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

    # -- hidden information -----------------------------------------------------------------
    def view(self, seat: int) -> DojoView:
        b = self.battle
        battle = None
        if b is not None:
            mine_def = seat == b.defender
            battle = (
                b.hex,
                b.attacker,
                b.source,
                tuple(sorted(b.pool)) if mine_def else len(b.pool),
                tuple(c if mine_def else (c is not None) for c in b.row),
                tuple(sorted(b.hand)) if seat == b.attacker else len(b.hand),
                tuple(tuple(u) for u in b.used),
                tuple(b.queue),
                b.picks,
                tuple(b.got) if b.queue and seat == b.queue[0] else len(b.got),
                tuple(b.floor),
            )
        return DojoView(
            seat=seat,
            phase=self.phase,
            mover=self.mover,
            placer=self.placer,
            dojos=tuple(self.dojos),
            ninjas=tuple(sorted((h, tuple(c)) for h, c in self.ninjas.items() if sum(c))),
            deck_counts=(len(self.decks[0]), len(self.decks[1])),
            discards=(tuple(sorted(self.discards[0])), tuple(sorted(self.discards[1]))),
            turns=tuple(self.turns),
            blitz_used=tuple(self.blitz_used),
            remaining=self.remaining,
            transit=self.transit,
            thrown=tuple(sorted(self.thrown.items())),
            battle=battle,
            chooser=self.chooser,
            jokers_due=self.jokers_due,
            resume=self.resume,
            summon_cards=tuple(self.summon_cards),
            summon_hexes=tuple(self.summon_hexes),
            winner=self.winner,
        )

    def determinize(self, seat: int, rng: random.Random) -> DojoState:
        """A full state that agrees with `view(seat)`: the order of both decks, the
        other side's hidden battle cards and the future dice dealt again from `rng`.

        Always a position the rules can reach: a battle card is never a Joker (a Joker
        is replaced when drawn), and a card kept under Fists of Fury is at least as high
        as the one discarded beside it."""
        twin = self._copy()
        twin.rng = random.Random(rng.getrandbits(64))
        other = 1 - seat
        mine = sorted(twin.decks[seat])
        rng.shuffle(mine)
        twin.decks[seat] = mine
        b = twin.battle
        if b is None:
            hidden = sorted(twin.decks[other])
            rng.shuffle(hidden)
            twin.decks[other] = hidden
            return twin
        drawing = bool(b.queue) and b.queue[0] == other
        if other == b.defender:
            secret = b.pool + [c for c in b.row if c is not None]
        else:
            secret = list(b.hand)
        if drawing:
            secret += b.got
        cards = sorted(twin.decks[other] + secret)
        jokers = [c for c in cards if c == data.JOKER]
        ranks = [c for c in cards if c != data.JOKER]
        rng.shuffle(ranks)
        floor = b.floor[other]
        if floor and len(secret) == 1:  # the lone ninja's card, kept over `floor`
            high = [i for i, c in enumerate(ranks) if c >= floor]
            pick = high[rng.randrange(len(high))]
            ranks[0], ranks[pick] = ranks[pick], ranks[0]
        dealt = ranks[: len(secret)]
        rest = ranks[len(secret) :]
        for joker in jokers:  # each at a uniform place: the deck's order stays uniform
            rest.insert(rng.randrange(len(rest) + 1), joker)
        twin.decks[other] = rest
        if other == b.defender:
            b.pool = [dealt.pop() for _ in b.pool]
            b.row = [None if c is None else dealt.pop() for c in b.row]
        else:
            b.hand = [dealt.pop() for _ in b.hand]
        if drawing:
            b.got = [dealt.pop() for _ in b.got]
        return twin


@dataclass(frozen=True)
class DojoView:
    seat: int
    phase: str
    mover: int
    placer: int
    dojos: tuple[Hex | None, ...]
    ninjas: tuple[tuple[Hex, tuple[int, ...]], ...]
    deck_counts: tuple[int, int]
    discards: tuple[tuple[int, ...], tuple[int, ...]]
    turns: tuple[int, ...]
    blitz_used: tuple[bool, ...]
    remaining: int
    transit: Hex | None
    thrown: tuple[tuple[Hex, int], ...]
    battle: Any
    chooser: int
    jokers_due: int
    resume: str
    summon_cards: tuple[int, ...]
    summon_hexes: tuple[Hex, ...]
    winner: int | None


def new_game(seed: int, options: dict[str, Any] | None = None) -> DojoState:
    """A new game. options: {"board": a levels/dojo map's name | "random", and each of
    TOGGLES: true or false}."""
    options = dict(options or {})
    options.pop("players", None)  # always two
    unknown = set(options) - {"board", *TOGGLES}
    if unknown:
        raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
    for name in TOGGLES:
        value = options.setdefault(name, False)
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be true or false, got {value!r}")
    name = options.setdefault("board", "random")
    if not isinstance(name, str):
        raise ValueError(f"board must be a name or 'random', got {name!r}")
    rng = make_rng(seed)
    board = board_for(name, rng)  # a BoardError (a ValueError) says which file and why
    decks = []
    for _ in (0, 1):
        deck = [r for r in data.RANKS for _ in range(data.SUITS)] + [data.JOKER] * data.JOKERS
        rng.shuffle(deck)
        decks.append(deck)
    state = DojoState(seed=seed, board=board, options=options, rng=rng, decks=decks)
    rolls = [0, 0]
    while rolls[0] == rolls[1]:
        rolls = [rng.randint(1, 6), rng.randint(1, 6)]
    state.placer = 0 if rolls[0] > rolls[1] else 1
    state.roll_off = rolls
    return state


def option_use(state: DojoState, action: DojoAction | str) -> str | None:
    """Which optional rule `action` (legal in `state`, not yet applied) uses, for the
    arena's counts: "blitz"; "dojo_defense" (a throw from the thrower's own Dojo), or
    "dojo_defense_held" (the battles ended while one was possible); "fury_draw_2" or
    "fury_draw_1" (Fists of Fury's choice); "joker_choice" (a Joker's hex chosen among
    several); None for any other action."""
    if isinstance(action, str):
        action = state.parse_action(action)
    seat = state.current_player
    if action.kind == "blitz":
        return "blitz"
    if action.kind == "draw":
        return f"fury_draw_{action.args[0]}"
    if action.kind == "joker":
        return "joker_choice"
    own = state.dojos[seat] if seat in (0, 1) else None
    if action.kind == "throw" and own is not None and parse_hex(action.args[0]) == own:
        return "dojo_defense"
    if action.kind == "done" and own is not None and own in state.throw_sources(seat):
        if state.throw_targets(seat, own):
            return "dojo_defense_held"
    return None


def ninja_balance(state: DojoState) -> list[str]:
    """Each side's ninjas: 5 + summoned - lost must equal those standing."""
    errors = []
    for s in (0, 1):
        start = data.START_NINJAS if state.dojos[s] is not None else 0
        expected = start + state.summoned[s] - state.lost[s]
        if state.total(s) != expected:
            errors.append(f"seat {s}: {state.total(s)} ninjas, expected {expected}")
    return errors


def cards_of(state: DojoState, seat: int) -> list[int]:
    """Every card of `seat`'s deck wherever it is (deck, discard, battle, summoning)."""
    out = list(state.decks[seat]) + list(state.discards[seat])
    b = state.battle
    if b is not None:
        if seat == b.defender:
            out += b.pool + [c for c in b.row if c is not None]
        else:
            out += b.hand
        out += b.used[seat]
        if b.queue and b.queue[0] == seat:
            out += b.got
    if seat == state.mover:
        out += state.summon_cards
    return out


_ALL_CARDS = sorted([r for r in data.RANKS for _ in range(data.SUITS)] + [data.JOKER] * data.JOKERS)
"""Each side's cards, sorted (invariant_errors: every one of them somewhere)."""


def invariant_errors(state: DojoState) -> list[str]:
    errors = ninja_balance(state)
    for s in (0, 1):
        if sorted(cards_of(state, s)) != _ALL_CARDS:
            errors.append(f"seat {s}'s cards are not conserved")
    terrain = state.terrain
    for h, c in state.ninjas.items():
        if min(c) < 0:
            errors.append(f"negative ninjas at {h}")
        if h not in terrain:
            errors.append(f"ninjas off the board at {h}")
        if terrain.get(h) == "water" and sum(c) > data.WATER_CAPACITY and state.transit != h:
            errors.append(f"water at {h} holds {sum(c)} ninjas")
    if state.phase in ("roll", "summon", "assign") and state.shared_hexes():
        errors.append(f"shared hexes left unfought: {state.shared_hexes()}")
    return errors + battle_card_errors(state)


def battle_card_errors(state: DojoState) -> list[str]:
    """What no play of the rules can lead to in a battle's cards: a Joker among them (it
    is replaced when drawn), a card kept under Fists of Fury lower than the one discarded
    beside it, or cards dealt that no seat is drawing."""
    b = state.battle
    if b is None:
        return []
    errors = []
    held = (b.pool + [c for c in b.row if c is not None], list(b.hand))
    for name, cards in (("defence", held[0]), ("attack", held[1]), ("drawing", b.got)):
        if data.JOKER in cards:
            errors.append(f"a Joker among the {name} cards")
    for seat, cards in ((b.defender, held[0]), (b.attacker, held[1])):
        if b.floor[seat] and any(c < b.floor[seat] for c in cards):
            errors.append(f"seat {seat} kept a card below the one Fists of Fury discarded")
    if b.got and not b.queue:
        errors.append("cards drawn for no one")
    return errors


def random_playout(state: DojoState, rng: random.Random) -> DojoState:
    """Play random legal actions to the end (mutates and returns `state`)."""
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def battle_positions(
    seed: int, count: int, options: dict[str, Any] | None = None
) -> list[DojoState]:
    """`count` positions with hidden battle cards (a round laid out, being laid, being
    dealt or stopped for a choice), from seeded random games with every optional rule
    on unless `options` says: what determinizations are checked on."""
    options = dict.fromkeys(TOGGLES, True) if options is None else options
    rng = random.Random(seed)
    out: list[DojoState] = []
    while len(out) < count:
        state = new_game(rng.randrange(2**32), options)
        while not state.is_terminal and len(out) < count:
            b = state.battle
            if b is not None and (b.pool or any(c is not None for c in b.row) or b.hand):
                if rng.random() < 0.3:
                    out.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    return out


def determinization_errors(
    positions: list[DojoState], samples: int, seed: int, views: int = 50
) -> list[str]:
    """Deal `samples` determinizations of `positions` (in turn, for each seat) and say
    what is wrong with any: a position the rules cannot reach (battle_card_errors, cards
    not conserved), or, for one in `views`, a view that differs from the real one's."""
    rng = random.Random(seed)
    errors: list[str] = []
    seen_views = [(p.view(0), p.view(1)) for p in positions]
    for i in range(samples):
        k = i % len(positions)
        seat = (i // len(positions)) % 2
        twin = positions[k].determinize(seat, rng)
        found = battle_card_errors(twin)
        if i % views == 0:
            found += [e for e in invariant_errors(twin) if "conserved" in e]
            if twin.view(seat) != seen_views[k][seat]:
                found.append("its view differs")
        if found:
            errors.append(f"sample {i} (position {k}, seat {seat}): {'; '.join(found)}")
            if len(errors) >= 20:
                break
    return errors
