"""The Ninja Night position the other rooms build on: the actions' text form and the
throws listed, and the state's fields with what every room asks of them (whose turn,
the backpacks, who is in reach, the checks of an action's words, and the steps the
actions share: a throw's event, a token put away or knocked onto a roof, an injury).
The bonuses are `bonuses.Bonuses`, the rounds and the planned actions
`rules.NightState`."""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, Self, TypeVar

from ninjas.core.events import Event
from ninjas.core.protocol import TERMINAL, TextAction

from . import data
from .village import Village

GAME_NAME = "night"
INJURY = -1
"""A backpack slot holding an injury token."""
EVERYONE = -2
"""The viewer of a table everyone looks at (a turn played in the open): it sees the faces
every seat has seen, and only the backs of the others (kind_seen_by)."""
ACTIONS = ("move", "attack", "collect", "steal", "heal", "skip")
LENGTH = re.compile(r"^\d{1,2}(\.\d)?$")
LISTED_STEP = 1.0
"""`legal_actions` lists throws at whole centimetres; `apply` accepts any length with
one decimal within the string's range (the player's estimate)."""


@dataclass(frozen=True)
class NightAction(TextAction):
    """A Ninja Night action (a throw carries its target and its length)."""


@cache
def _listed_lengths(maximum: float) -> tuple[str, ...]:
    """The lengths listed among the legal actions (any length with one decimal is legal)."""
    return tuple(f"{n:.1f}" for n in range(int(maximum / LISTED_STEP) + 1))


THROWS_KEPT = 128
"""Lists of throws kept made (one per kind, thrower, target and victim met: hundreds
in a game, and each village names them anew; about 20 kB each). It grew for ever."""


@lru_cache(maxsize=THROWS_KEPT)
def _throws(
    kind: str, before: tuple[str, ...], maximum: float, after: tuple[str, ...] = ()
) -> tuple[NightAction, ...]:
    """One throw at each listed length, made once: the actions are immutable values."""
    return tuple(NightAction(kind, (*before, n, *after)) for n in _listed_lengths(maximum))


def colour(kind: str) -> str:
    return "yellow" if kind in data.YELLOW_KINDS else "pink"


def _length(text: str, maximum: float) -> float:
    if not LENGTH.match(text):
        raise ValueError(f"length {text!r} must be centimetres with at most one decimal")
    value = float(text)
    if value > maximum:
        raise ValueError(f"length {value} is longer than the string ({maximum} cm)")
    return value


def _int(text: str, what: str) -> int:
    if not text.isdigit():
        raise ValueError(f"{what} {text!r} is not a number")
    return int(text)


@dataclass
class Position:
    """The game's fields (a save's digest is made of their repr) and the queries and
    steps every other room shares."""

    seed: int
    village: Village
    players: int
    experienced: bool
    options: dict[str, Any]
    kinds: list[str]
    roofs: list[list[int]]
    game: str = GAME_NAME
    backpacks: list[list[int | None]] = field(default_factory=list)
    used: list[list[int]] = field(default_factory=list)
    known: list[set[int]] = field(default_factory=list)
    positions: list[int | None] = field(default_factory=list)
    round: int = 1
    first: int = 0
    phase: str = "place"
    index: int = 0
    """Place/plan: how many players have placed/planned. Act: turn index in the step."""
    step: int = 0
    plans: list[list[str] | None] = field(default_factory=list)
    main_done: bool = False
    drop_seat: int | None = None
    held: list[int] = field(default_factory=list)
    """Tokens the current player took from a roof with no free slot for them (in hand)."""
    held_from: int | None = None
    """The roof the held tokens were taken from (they go back there at the turn's end)."""
    history: list[str] = field(default_factory=list)
    collected_now: list[int] = field(default_factory=list, repr=False, compare=False)
    """Tokens this turn's collect put in the backpack (a held token may take one's slot:
    ninjas.night.packing). Left out of repr, which a save's digest is made of, so saves
    written before it replay to their digests; the moves rebuild it."""

    # -- protocol ---------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.players

    @property
    def face_up(self) -> bool:
        return self.players == 2

    @property
    def is_terminal(self) -> bool:
        return self.phase == "over"

    def seat_at(self, index: int) -> int:
        return (self.first + index) % self.players

    @property
    def current_player(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.drop_seat is not None:
            return self.drop_seat
        return self.seat_at(self.index)

    def clone(self) -> Self:
        return _clone(self)  # by hand: a deep copy took most of a review's playouts

    def parse_action(self, text: str) -> NightAction:
        parts = str(text).split()
        if not parts:
            raise ValueError("empty action")
        return NightAction(parts[0], tuple(parts[1:]))

    # -- queries ----------------------------------------------------------------
    def injuries(self, seat: int) -> int:
        return sum(1 for s in self.backpacks[seat] if s == INJURY)

    def free_slots(self, seat: int) -> int:
        return sum(1 for s in self.backpacks[seat] if s is None)

    def token_slots(self, seat: int) -> list[int]:
        return [i for i, s in enumerate(self.backpacks[seat]) if s is not None and s >= 0]

    def planned(self, seat: int) -> str:
        plan = self.plans[seat]
        assert plan is not None
        return plan[self.step]

    def score(self, seat: int) -> tuple[int, int, int]:
        """(total value, number of value tokens, -bonuses used): higher wins."""
        values = [
            data.TOKEN_VALUES[self.kinds[t]]
            for t in self.backpacks[seat]
            if t is not None and t >= 0 and self.kinds[t] in data.TOKEN_VALUES
        ]
        return (sum(values), len(values), -len(self.used[seat]))

    def returns(self) -> list[float]:
        if not self.is_terminal:
            return [0.0] * self.players
        keys = [self.score(s) for s in range(self.players)]
        best = max(keys)
        winners = [s for s in range(self.players) if keys[s] == best]
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(self.players)]

    def kind_seen_by(self, token: int, seat: int | None) -> str:
        """The token's kind if `seat` may know it, else only its colour (its back);
        EVERYONE knows a face every seat has seen."""
        kind = self.kinds[token]
        known = self.known[token]
        if seat is None or self.face_up or seat in known:
            return kind
        if seat == EVERYONE and len(known) >= self.players:
            return kind
        return colour(kind)

    def _targets(self, seat: int) -> list[int]:
        """Other seats whose ninja stands on another building that can be aimed at."""
        here = self.positions[seat]
        assert here is not None
        return [
            s
            for s in range(self.players)
            if s != seat
            and (there := self.positions[s]) is not None
            and self.village.reachable(here, there)
        ]

    def within_string(self, seat: int, target: int, kind: str) -> bool:
        """In reach (RULINGS 3): `seat`'s throw of `kind` (move: the Moving string,
        else the Fighting string) at roof `target` can succeed at some length the
        string allows. A roof not behind an obstacle may be aimed at even beyond it
        (the rules forbid only obstacles): that throw is legal and always misses."""
        here = self.positions[seat]
        return False if here is None else self.reach_from(here, target, kind)

    def reach_from(self, start: int, target: int, kind: str) -> bool:
        """A throw of `kind` from roof `start` at roof `target` can succeed at some
        length (within_string from a roof named, as the throw's event and the review
        need it once the ninja has moved)."""
        move = kind == "move"
        maximum = data.MOVE_STRING_MAX if move else data.FIGHT_STRING_MAX
        whole = not move or self.experienced
        return self.village.within(start, target, maximum, fist=not move, whole=whole)

    def collectable(self, building: int) -> list[int]:
        """The places on `building`'s roof of the tokens a Collect may take now: all of
        them, but yellow ones wait for round YELLOW_FROM_ROUND."""
        late = self.round >= data.YELLOW_FROM_ROUND
        roof = self.roofs[building]
        return [i for i, t in enumerate(roof) if late or self.kinds[t] not in data.YELLOW_KINDS]

    # -- helpers ----------------------------------------------------------------
    def _need(self, phase: str, kind: str) -> None:
        if self.phase != phase:
            raise ValueError(f"'{kind}' is not possible now (phase {self.phase})")

    def _args(self, args: tuple[str, ...], count: int, usage: str) -> tuple[str, ...]:
        if len(args) != count:
            raise ValueError(f"expected '{usage}'")
        return args

    def _building(self, text: str) -> int:
        b = _int(text, "building")
        if b >= len(self.village.buildings):
            raise ValueError(f"no building {b} (0..{len(self.village.buildings) - 1})")
        return b

    def _seat(self, text: str) -> int:
        s = _int(text, "player")
        if s >= self.players:
            raise ValueError(f"no player {s}")
        return s

    def _token_slot(self, seat: int, text: str) -> int:
        i = _int(text, "slot")
        if i >= data.BACKPACK_SLOTS or i not in self.token_slots(seat):
            raise ValueError(f"player {seat}'s slot {i} holds no trunk token")
        return i

    def _aim(self, seat: int, victim: int) -> int:
        if victim not in self._targets(seat):
            raise ValueError(f"player {victim} is not on another building within aim")
        target = self.positions[victim]
        assert target is not None
        return target

    def _throw_event(
        self,
        kind: str,
        seat: int,
        start: int,
        target: int,
        length: float,
        ok: bool,
        victim: int | None = None,
    ) -> Event:
        x, y = self.village.landing(start, target, length)
        return Event(
            "throw",
            {
                "action": kind,
                "seat": seat,
                "from": start,
                "to": target,
                "victim": victim,
                "length": length,
                "distance": round(self.village.distance(start, target), 1),
                # some length could land there (the roof's centre may lie beyond the
                # string): the throw is judged on the eye (results, review)
                "reach": self.reach_from(start, target, kind),
                "landing": [x, y],
                "success": ok,
            },
        )

    def _put(self, seat: int, token: int) -> None:
        pack = self.backpacks[seat]
        pack[pack.index(None)] = token
        self.known[token].add(seat)

    def _to_roof(self, seat: int, owner: int, slot: int, kind: str) -> Event:
        token = self.backpacks[owner][slot]
        assert token is not None
        building = self.positions[owner]
        assert building is not None
        self.backpacks[owner][slot] = None
        self.roofs[building].append(token)
        return Event(
            kind, {"seat": seat, "owner": owner, "slot": slot, "token": token, "building": building}
        )

    def _injure(self, seat: int) -> list[Event]:
        if self.injuries(seat) >= data.MAX_INJURIES:
            return [Event("injury_spared", {"seat": seat})]
        if not self.free_slots(seat):
            self.drop_seat = seat
            return [Event("must_drop", {"seat": seat})]
        pack = self.backpacks[seat]
        pack[pack.index(None)] = INJURY
        return [Event("injured", {"seat": seat, "injuries": self.injuries(seat)})]


_State = TypeVar("_State", bound=Position)


def _clone(state: _State) -> _State:
    """A copy to play on, the village shared (it never changes). A state's other parts
    are numbers, strings, and lists, sets and dicts of them or of lists and sets of
    them: copied two levels down by hand, where a deep copy took 85% of a Night review's
    time (each playout's agent deals a world of its own at each move; issue 33). The
    kinds of a list's items are read at once (`map(type, ...)`): most lists hold only
    numbers and strings, and are copied whole."""
    twin = copy.copy(state)
    for name, value in vars(state).items():
        kind = type(value)
        if isinstance(value, list):
            copied = value.copy()
            if not _ATOMS.issuperset(map(type, value)):
                for at, item in enumerate(copied):
                    if not isinstance(item, (str, int, float)) and item is not None:
                        copied[at] = (
                            item.copy() if isinstance(item, (list, set)) else copy.deepcopy(item)
                        )
            setattr(twin, name, copied)
        elif isinstance(value, set):
            flat = kind is set and _ATOMS.issuperset(map(type, value))
            setattr(twin, name, value.copy() if flat else copy.deepcopy(value))
        elif isinstance(value, dict):
            keys, items = map(type, value), map(type, value.values())
            flat = kind is dict and _ATOMS.issuperset(keys) and _ATOMS.issuperset(items)
            setattr(twin, name, value.copy() if flat else copy.deepcopy(value))
    return twin


_ATOMS = frozenset({str, int, float, bool, type(None)})
"""Exact types whose values are never changed in place: shared by a copy."""
