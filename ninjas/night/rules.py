"""Ninja Night rules for 2-4 players (ninja-night.en.txt, RULINGS section 3).

Phases: `place` (each player, from the first, places the ninja of the player on their
right), then per round `plan` (each player, from the first, submits two actions in
secret: hidden sequential submissions), then `act` (first actions in seat order from
the first player, then second actions). During a turn the player may discard tokens
and use bonuses at any moment, do the planned action (or not), then `end`. An injury
to a full backpack asks the injured player to `drop` a token onto their roof first.

A collect may take more tokens than there are free slots: the rest are held in the
hand (seen by the collector), to be played at once if a bonus (source `h<i>`: the
rulebook, "you can play a Bonus token right away without first putting it in your
backpack"), or kept in a slot made free (`keep <i>`); what is still held when the
turn ends goes back onto the roof it came from, face down.
"""

from __future__ import annotations

import copy
import random
import re
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from ninjas.core.events import Event
from ninjas.core.protocol import TERMINAL, TextAction
from ninjas.core.rng import make_rng

from . import data, packing
from .village import Village, named_village, random_village

GAME_NAME = "night"
INJURY = -1
"""A backpack slot holding an injury token."""
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


IRREVERSIBLE_EVENTS = frozenset({"throw"})
"""Events undo never goes back past (ninjas.core.session.irreversible): a throw's
result tells how far the target was, so taking it back would give a second try with
the answer known. (A face-down token seen is marked `reveals` by `apply`.)"""

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
class NightState:
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

    # -- protocol -------------------------------------------------------------
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

    def clone(self) -> NightState:
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
        """The token's kind if `seat` may know it, else only its colour (its back)."""
        kind = self.kinds[token]
        if seat is None or self.face_up or seat in self.known[token]:
            return kind
        return colour(kind)

    # -- legal actions ------------------------------------------------------------
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
        if here is None:
            return False
        move = kind == "move"
        maximum = data.MOVE_STRING_MAX if move else data.FIGHT_STRING_MAX
        whole = not move or self.experienced
        return self.village.within(here, target, maximum, fist=not move, whole=whole)

    def collectable(self, building: int) -> list[int]:
        """The places on `building`'s roof of the tokens a Collect may take now: all of
        them, but yellow ones wait for round YELLOW_FROM_ROUND."""
        late = self.round >= data.YELLOW_FROM_ROUND
        roof = self.roofs[building]
        return [i for i, t in enumerate(roof) if late or self.kinds[t] not in data.YELLOW_KINDS]

    def legal_actions(self) -> list[NightAction]:
        if self.phase == "over":
            return []
        seat = self.current_player
        if self.drop_seat is not None:
            return [NightAction("drop", (str(i),)) for i in self.token_slots(seat)]
        if self.phase == "place":
            return [NightAction("place", (str(b),)) for b in range(len(self.village.buildings))]
        if self.phase == "plan":
            return [NightAction("plan", (a, b)) for a in ACTIONS for b in ACTIONS]
        out = [NightAction("end")]
        here = self.positions[seat]
        assert here is not None
        out += [NightAction("discard", (str(i),)) for i in self.token_slots(seat)]
        if self.free_slots(seat):
            out += [NightAction("keep", (str(i),)) for i in range(len(self.held))]
        out += [NightAction("swap", (str(k), str(slot))) for k, slot in packing.swaps(self, seat)]
        if not self.main_done:
            out += self._main_actions(seat, self.planned(seat), here)
        out += self._bonus_actions(seat, here)
        return out

    def _main_actions(self, seat: int, planned: str, here: int) -> list[NightAction]:
        out: list[NightAction] = []
        if planned == "move":
            for b in range(len(self.village.buildings)):
                if self.village.reachable(here, b):
                    out += _throws("move", (str(b),), data.MOVE_STRING_MAX)
        elif planned == "attack":
            for s in self._targets(seat):
                out += _throws("attack", (str(s),), data.FIGHT_STRING_MAX)
        elif planned == "collect":
            allowed = self.collectable(here)
            for mask in range(1, 1 << len(allowed)):
                chosen = [allowed[i] for i in range(len(allowed)) if mask >> i & 1]
                out.append(NightAction("collect", tuple(str(i) for i in chosen)))
        elif planned == "steal" and self.free_slots(seat):
            for s in range(self.players):
                if s != seat and self.positions[s] == here:
                    out += [NightAction("steal", (str(s), str(i))) for i in self.token_slots(s)]
        elif planned == "heal" and self.injuries(seat):
            out.append(NightAction("heal"))
        return out

    def why_not(self, seat: int, action: str) -> str | None:
        """Why `seat` could not carry out the planned `action` from where it stands now
        (a code the table says in words), or None if it could. Codes: no_roof,
        nobody_in_reach, beyond_string (someone may be aimed at, but beyond the string:
        a certain miss), no_token, yellow_later, nobody_here, nothing_to_steal,
        pack_full, no_injury."""
        here = self.positions[seat]
        if here is None or action == "skip":
            return None
        if action == "move":
            reach = any(self.village.reachable(here, b) for b in range(len(self.village.buildings)))
            return None if reach else "no_roof"
        if action == "attack":
            targets = self._targets(seat)
            if not targets:
                return "nobody_in_reach"
            positions = [self.positions[s] for s in targets]
            near = any(self.within_string(seat, b, "attack") for b in positions if b is not None)
            return None if near else "beyond_string"
        if action == "collect":
            roof = self.roofs[here]
            if not roof:
                return "no_token"
            if not self.collectable(here):
                return "yellow_later"
            return None
        if action == "steal":
            others = [s for s in range(self.players) if s != seat and self.positions[s] == here]
            if not others:
                return "nobody_here"
            if not any(self.token_slots(s) for s in others):
                return "nothing_to_steal"
            return None if self.free_slots(seat) else "pack_full"
        if action == "heal":
            return None if self.injuries(seat) else "no_injury"
        return None

    def _bonus_sources(self, seat: int, here: int) -> list[tuple[str, str]]:
        """(source, kind) of the bonuses `seat` may use now: in the backpack, or on
        the roof while collecting (used straight away, never put in the backpack) if
        `seat` may know it is a bonus (face up, or seen before): never a hidden kind."""
        out = [
            (str(i), self.kinds[t])
            for i in self.token_slots(seat)
            if self.kinds[(t := self.backpacks[seat][i] or 0)] in data.BONUS_KINDS
        ]
        out += [
            (f"h{i}", self.kinds[t])
            for i, t in enumerate(self.held)
            if self.kinds[t] in data.BONUS_KINDS
        ]
        if not self.main_done and self.planned(seat) == "collect":
            out += [
                (f"r{i}", self.kinds[t])
                for i, t in enumerate(self.roofs[here])
                if self.kind_seen_by(t, seat) in data.BONUS_KINDS
            ]
        return out

    def _bonus_actions(self, seat: int, here: int) -> list[NightAction]:
        out: list[NightAction] = []
        for src, kind in self._bonus_sources(seat, here):
            if kind == "potion" and self.injuries(seat):
                out.append(NightAction("potion", (src,)))
            elif kind == "gears":
                first = self.step + 1 if self.main_done else self.step
                for k in range(first, 2):
                    out += [NightAction("gears", (src, str(k + 1), a)) for a in ACTIONS]
            elif kind == "hook":
                out += [NightAction("hook", (src, str(b))) for b in self.village.nearest(here)]
            elif kind == "shuriken":
                for s in self._targets(seat):
                    out += _throws("shuriken", (src, str(s)), data.FIGHT_STRING_MAX)
            elif kind == "kunai":
                for s in self._targets(seat):
                    for v in self.token_slots(s):
                        out += _throws("kunai", (src, str(s)), data.FIGHT_STRING_MAX, (str(v),))
        return out

    # -- applying -------------------------------------------------------------------
    def apply(self, action: NightAction | str) -> list[Event]:
        """Carry out `action` (or its text); ValueError with the reason if illegal."""
        if isinstance(action, str):
            action = self.parse_action(action)
        if self.phase == "over":
            raise ValueError("the game is over")
        handler = getattr(self, f"_do_{action.kind}", None)
        if handler is None:
            raise ValueError(f"unknown Ninja Night action {action.kind!r}")
        if self.drop_seat is not None and action.kind != "drop":
            raise ValueError(f"player {self.drop_seat} must first drop a token for an injury")
        seen = [len(k) for k in self.known]
        events: list[Event] = handler(self.current_player, *action.args)
        self.history.append(str(action))
        if not self.face_up and any(len(k) > n for k, n in zip(self.known, seen, strict=True)):
            for event in events:  # a token's kind seen by someone who knew only its back
                event.data["reveals"] = True  # (undo never goes back past it)
        return events

    def _need(self, phase: str, kind: str) -> None:
        if self.phase != phase:
            raise ValueError(f"'{kind}' is not possible now (phase {self.phase})")

    def _do_place(self, seat: int, *args: str) -> list[Event]:
        self._need("place", "place")
        (b,) = self._args(args, 1, "place <building>")
        building = self._building(b)
        ninja = (seat - 1) % self.players
        self.positions[ninja] = building
        self.index += 1
        events = [Event("placed", {"seat": seat, "ninja": ninja, "building": building})]
        if self.index == self.players:
            self.phase, self.index = "plan", 0
            events.append(Event("round_started", {"round": self.round, "first": self.first}))
        return events

    def _do_plan(self, seat: int, *args: str) -> list[Event]:
        self._need("plan", "plan")
        first, second = self._args(args, 2, "plan <action> <action>")
        for a in (first, second):
            if a not in ACTIONS:
                raise ValueError(f"{a!r} is not an action ({', '.join(ACTIONS)})")
        self.plans[seat] = [first, second]
        self.index += 1
        events = [Event("planned", {"seat": seat})]
        if self.index == self.players:
            self.phase, self.index, self.step, self.main_done = "act", 0, 0, False
            plans = [list(p or []) for p in self.plans]
            events.append(Event("plans_revealed", {"plans": plans, "reveals": True}))
        return events

    def _do_end(self, seat: int, *args: str) -> list[Event]:
        self._need("act", "end")
        self._args(args, 0, "end")
        events = self._return_held(seat)
        events.append(Event("turn_ended", {"seat": seat, "skipped": not self.main_done}))
        self.index += 1
        self.main_done = False
        if self.index == self.players:
            self.index = 0
            self.step += 1
            if self.step == 2:
                events += self._end_round()
        return events

    def _end_round(self) -> list[Event]:
        events = [Event("round_ended", {"round": self.round})]
        self.plans = [None] * self.players
        self.step = 0
        if self.round == data.ROUNDS:
            self.phase = "over"
            for t in range(len(self.kinds)):
                self.known[t] = set(range(self.players))
            scores = [list(self.score(s)) for s in range(self.players)]
            events.append(Event("dawn", {"scores": scores, "returns": self.returns()}))
            return events
        self.round += 1
        self.first = (self.first + 1) % self.players
        self.phase = "plan"
        events.append(Event("round_started", {"round": self.round, "first": self.first}))
        return events

    def _main(self, seat: int, kind: str) -> int:
        self._need("act", kind)
        if self.main_done:
            raise ValueError("this turn's action has already been carried out")
        if self.planned(seat) != kind:
            raise ValueError(f"the planned action is {self.planned(seat)!r}, not {kind!r}")
        here = self.positions[seat]
        assert here is not None
        return here

    def _do_move(self, seat: int, *args: str) -> list[Event]:
        here = self._main(seat, "move")
        b, n = self._args(args, 2, "move <building> <length>")
        target = self._building(b)
        length = _length(n, data.MOVE_STRING_MAX)
        if not self.village.reachable(here, target):
            raise ValueError(f"building {target} cannot be aimed at from building {here}")
        self.main_done = True
        ok = self.village.throw(here, target, length, fist=False, whole=self.experienced)
        events = [self._throw_event("move", seat, here, target, length, ok)]
        if ok:
            self.positions[seat] = target
        else:
            events += self._injure(seat)
        return events

    def _do_attack(self, seat: int, *args: str) -> list[Event]:
        here = self._main(seat, "attack")
        s, n = self._args(args, 2, "attack <seat> <length>")
        victim = self._seat(s)
        length = _length(n, data.FIGHT_STRING_MAX)
        target = self._aim(seat, victim)
        self.main_done = True
        ok = self.village.throw(here, target, length, fist=True, whole=True)
        events = [self._throw_event("attack", seat, here, target, length, ok, victim)]
        if ok:
            self.positions[seat] = target
            events += self._injure(victim)
        else:
            events += self._injure(seat)
        return events

    def _do_collect(self, seat: int, *args: str) -> list[Event]:
        here = self._main(seat, "collect")
        if not args:
            raise ValueError("collect which tokens? e.g. 'collect 0 2'")
        roof = self.roofs[here]
        picks = [_int(a, "roof token") for a in args]
        if len(set(picks)) != len(picks) or any(p >= len(roof) for p in picks):
            raise ValueError(f"roof {here} holds tokens 0..{len(roof) - 1}, each taken once")
        if not set(picks) <= set(self.collectable(here)):
            raise ValueError(f"yellow tokens can be collected from round {data.YELLOW_FROM_ROUND}")
        self.main_done = True
        tokens = packing.packing_order(self, [roof[p] for p in picks])
        free = self.free_slots(seat)
        packed, held = tokens[:free], tokens[free:]
        for t in tokens:
            roof.remove(t)
        for t in packed:
            self._put(seat, t)
        for t in held:  # no slot for it: in the hand, seen, to play at once or keep
            self.held.append(t)
            self.known[t].add(seat)
        if held:
            self.held_from = here
            if packing.value_first(self.options):  # the choice is the new rule's
                self.collected_now = list(packed)
        return [
            Event(
                "collected",
                {
                    "seat": seat,
                    "building": here,
                    "tokens": packed,
                    "colours": [colour(self.kinds[t]) for t in packed],
                    "held": held,
                },
            )
        ]

    def _do_keep(self, seat: int, *args: str) -> list[Event]:
        self._need("act", "keep")
        (i,) = self._args(args, 1, "keep <held token>")
        k = _int(i, "held token")
        if k >= len(self.held):
            raise ValueError(f"no held token {k} (holding {len(self.held)})")
        if not self.free_slots(seat):
            raise ValueError("no free backpack slot (discard first)")
        token = self.held.pop(k)
        self._put(seat, token)
        if not self.held:
            self.held_from = None
        pack = self.backpacks[seat]
        return [Event("kept", {"seat": seat, "token": token, "slot": pack.index(token)})]

    def _return_held(self, seat: int) -> list[Event]:
        """What is still in the hand goes back onto its roof, face down: one event for
        them all, so the log says "puts 3 tokens back", not three lines of one (issue
        33, newcomer J, shot-92)."""
        events: list[Event] = []
        building = self.held_from
        if self.held:
            assert building is not None
            self.roofs[building].extend(self.held)
            data = {"seat": seat, "tokens": list(self.held), "building": building}
            events.append(Event("returned", data))
        self.held, self.held_from, self.collected_now = [], None, []
        return events

    def _do_swap(self, seat: int, *args: str) -> list[Event]:
        self._need("act", "swap")
        k, slot = self._args(args, 2, "swap <held token> <slot>")
        return packing.swap(self, seat, _int(k, "held token"), _int(slot, "slot"))

    def _do_steal(self, seat: int, *args: str) -> list[Event]:
        here = self._main(seat, "steal")
        s, i = self._args(args, 2, "steal <seat> <slot>")
        victim = self._seat(s)
        if victim == seat or self.positions[victim] != here:
            raise ValueError(f"player {victim} is not on your building")
        slot = self._token_slot(victim, i)
        if not self.free_slots(seat):
            raise ValueError("no free backpack slot (discard first)")
        self.main_done = True
        token = self.backpacks[victim][slot]
        assert token is not None
        self.backpacks[victim][slot] = None
        self._put(seat, token)
        return [Event("stolen", {"seat": seat, "victim": victim, "slot": slot, "token": token})]

    def _do_heal(self, seat: int, *args: str) -> list[Event]:
        self._main(seat, "heal")
        self._args(args, 0, "heal")
        if not self.injuries(seat):
            raise ValueError("no injury to heal")
        self.main_done = True
        pack = self.backpacks[seat]
        pack[pack.index(INJURY)] = None
        return [Event("healed", {"seat": seat, "count": 1})]

    def _do_discard(self, seat: int, *args: str) -> list[Event]:
        self._need("act", "discard")
        (i,) = self._args(args, 1, "discard <slot>")
        events = [self._to_roof(seat, seat, self._token_slot(seat, i), "discarded")]
        if self.held and packing.keeps_held(self.options):  # the freed slot takes it
            events += self._do_keep(seat, "0")
        return events

    def _do_drop(self, seat: int, *args: str) -> list[Event]:
        if self.drop_seat is None:
            raise ValueError("no injury is waiting for a free slot")
        (i,) = self._args(args, 1, "drop <slot>")
        slot = self._token_slot(seat, i)
        events = [self._to_roof(seat, seat, slot, "dropped")]
        self.drop_seat = None
        events += self._injure(seat)
        return events

    # -- bonuses ---------------------------------------------------------------------
    def _bonus(self, seat: int, src: str, kind: str) -> tuple[int, Any]:
        """Check a bonus source; return (token, remover) to call when it is used."""
        self._need("act", kind)
        here = self.positions[seat]
        assert here is not None
        if src.startswith("h"):
            k = _int(src[1:], "held token")
            if k >= len(self.held):
                raise ValueError(f"no held token {k} (holding {len(self.held)})")
            token = self.held[k]
        elif src.startswith("r"):
            if self.main_done or self.planned(seat) != "collect":
                raise ValueError("a bonus on the roof can be used only while collecting")
            roof = self.roofs[here]
            i = _int(src[1:], "roof token")
            if i >= len(roof):
                raise ValueError(f"roof {here} has no token {i}")
            token = roof[i]
            if self.kind_seen_by(token, seat) != self.kinds[token]:
                raise ValueError("a face-down token must be collected before it is used")
        else:
            slot = self._token_slot(seat, src)
            token = self.backpacks[seat][slot] or 0
        if self.kinds[token] != kind:
            raise ValueError(f"that token is not a {kind}")

        def use() -> Event:
            if src.startswith("h"):
                self.held.remove(token)
                if not self.held:
                    self.held_from = None
            elif src.startswith("r"):
                self.roofs[here].remove(token)
            else:
                self.backpacks[seat][int(src)] = None
            self.used[seat].append(token)
            self.known[token] = set(range(self.players))
            return Event("bonus_used", {"seat": seat, "bonus": kind, "token": token})

        return token, use

    def _do_potion(self, seat: int, *args: str) -> list[Event]:
        (src,) = self._args(args, 1, "potion <slot>")
        _, use = self._bonus(seat, src, "potion")
        count = self.injuries(seat)
        if not count:
            raise ValueError("no injury to heal")
        events = [use()]
        self.backpacks[seat] = [None if s == INJURY else s for s in self.backpacks[seat]]
        return [*events, Event("healed", {"seat": seat, "count": count})]

    def _do_gears(self, seat: int, *args: str) -> list[Event]:
        src, k, new = self._args(args, 3, "gears <slot> <1|2> <action>")
        _, use = self._bonus(seat, src, "gears")
        if k not in ("1", "2") or new not in ACTIONS:
            raise ValueError("gears needs an action number 1 or 2 and an action")
        which = int(k) - 1
        if which < self.step or (which == self.step and self.main_done):
            raise ValueError(f"action {k} has already been carried out")
        events = [use()]
        plan = self.plans[seat]
        assert plan is not None
        plan[which] = new
        return [*events, Event("reprogrammed", {"seat": seat, "action": int(k), "to": new})]

    def _do_hook(self, seat: int, *args: str) -> list[Event]:
        src, b = self._args(args, 2, "hook <slot> <building>")
        _, use = self._bonus(seat, src, "hook")
        here = self.positions[seat]
        assert here is not None
        target = self._building(b)
        if target not in self.village.nearest(here):
            raise ValueError(f"building {target} is not among the nearest roofs")
        events = [use()]
        self.positions[seat] = target
        return [*events, Event("hooked", {"seat": seat, "from": here, "to": target})]

    def _do_shuriken(self, seat: int, *args: str) -> list[Event]:
        src, s, n = self._args(args, 3, "shuriken <slot> <seat> <length>")
        _, use = self._bonus(seat, src, "shuriken")
        victim = self._seat(s)
        length = _length(n, data.FIGHT_STRING_MAX)
        target = self._aim(seat, victim)
        here = self.positions[seat]
        assert here is not None
        events = [use()]
        ok = self.village.throw(here, target, length, fist=True, whole=True)
        events.append(self._throw_event("shuriken", seat, here, target, length, ok, victim))
        if ok:
            events += self._injure(victim)
        return events

    def _do_kunai(self, seat: int, *args: str) -> list[Event]:
        src, s, n, v = self._args(args, 4, "kunai <slot> <seat> <length> <their slot>")
        _, use = self._bonus(seat, src, "kunai")
        victim = self._seat(s)
        length = _length(n, data.FIGHT_STRING_MAX)
        target = self._aim(seat, victim)
        slot = self._token_slot(victim, v)
        here = self.positions[seat]
        assert here is not None
        events = [use()]
        ok = self.village.throw(here, target, length, fist=True, whole=True)
        events.append(self._throw_event("kunai", seat, here, target, length, ok, victim))
        if ok:
            events.append(self._to_roof(seat, victim, slot, "knocked_off"))
        return events

    # -- helpers ---------------------------------------------------------------------
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

    # -- hidden information ----------------------------------------------------------
    def view(self, seat: int) -> NightView:
        """What `seat` may know: token kinds it has seen (or only their colours), and
        the others' plans only once revealed."""

        def show(t: int | None) -> str | None:
            if t is None:
                return None
            return "injury" if t == INJURY else f"{t}:{self.kind_seen_by(t, seat)}"

        hidden = self.phase == "plan"
        return NightView(
            seat=seat,
            round=self.round,
            first=self.first,
            phase=self.phase,
            index=self.index,
            step=self.step,
            main_done=self.main_done,
            drop_seat=self.drop_seat,
            positions=tuple(self.positions),
            roofs=tuple(tuple(show(t) or "" for t in r) for r in self.roofs),
            backpacks=tuple(tuple(show(t) for t in p) for p in self.backpacks),
            used=tuple(tuple(self.kinds[t] for t in u) for u in self.used),
            held=tuple(show(t) or "" for t in self.held),
            plans=tuple(
                None if p is None or (hidden and s != seat) else tuple(p)
                for s, p in enumerate(self.plans)
            ),
        )

    def determinize(self, seat: int, rng: random.Random) -> NightState:
        """A full state consistent with `view(seat)`: the kinds `seat` has not seen are
        dealt again at random within their colour, and unrevealed plans of the others
        are drawn at random."""
        twin = self.clone()
        for hue in ("pink", "yellow"):
            unseen = [
                t
                for t in range(len(self.kinds))
                if colour(self.kinds[t]) == hue and self.kind_seen_by(t, seat) == hue
            ]
            pool = sorted(self.kinds[t] for t in unseen)  # a function of the view alone
            rng.shuffle(pool)
            for t, kind in zip(unseen, pool, strict=True):
                twin.kinds[t] = kind
        if self.phase == "plan":
            for s, plan in enumerate(self.plans):
                if plan is not None and s != seat:
                    twin.plans[s] = [rng.choice(ACTIONS), rng.choice(ACTIONS)]
        return twin


@dataclass(frozen=True)
class NightView:
    seat: int
    round: int
    first: int
    phase: str
    index: int
    step: int
    main_done: bool
    drop_seat: int | None
    positions: tuple[int | None, ...]
    roofs: tuple[tuple[str, ...], ...]
    backpacks: tuple[tuple[str | None, ...], ...]
    used: tuple[tuple[str, ...], ...]
    held: tuple[str, ...]
    plans: tuple[tuple[str, ...] | None, ...]


RANDOM_VILLAGES_KEPT = 8
"""Random villages remembered (see _village): a table replays its game from the seed
at every undo and load, and drawing a random village takes 0.1 to 2 s."""
_random_villages: OrderedDict[Any, tuple[tuple[Any, ...], tuple[Any, ...], Any]] = OrderedDict()


def _village(name: Any, rng: random.Random) -> Village:
    if name == "random":
        # The same generator state always draws the same village and leaves the
        # generator in the same state after it: both are remembered, so that replaying
        # a game (undo, load, the log told again) does not draw its village again. Only
        # the buildings and trees are kept (a village's pymunk space is cheap to make,
        # and one kept to the interpreter's end crashed pymunk as it shut down).
        before = rng.getstate()
        kept = _random_villages.get(before)
        if kept is not None:
            _random_villages.move_to_end(before)
            buildings, trees, after = kept
            rng.setstate(after)
            return Village("random", data.BOARD_DIAMETER, list(buildings), list(trees))
        village = random_village(rng)
        _random_villages[before] = (village.buildings, village.trees, rng.getstate())
        while len(_random_villages) > RANDOM_VILLAGES_KEPT:
            _random_villages.popitem(last=False)
        return village
    if not isinstance(name, str):
        raise ValueError(f"village must be a name or 'random', got {name!r}")
    return named_village(name)  # a VillageError (a ValueError) says which file and why


def new_game(seed: int, options: dict[str, Any] | None = None) -> NightState:
    """A new game. options: {"players": 2..4, "village": name | "random",
    "experienced": bool, "collect_value_first": bool, "discard_keeps_held": bool
    (each absent: False, as in saves written before it; ninjas.night.packing)}."""
    options = dict(options or {})
    players = options.setdefault("players", 3)
    if not isinstance(players, int) or not data.MIN_PLAYERS <= players <= data.MAX_PLAYERS:
        raise ValueError(f"players must be {data.MIN_PLAYERS}..{data.MAX_PLAYERS}, got {players!r}")
    experienced = options.setdefault("experienced", False)
    if not isinstance(experienced, bool):
        raise ValueError(f"experienced must be true or false, got {experienced!r}")
    for rule in (packing.VALUE_FIRST, packing.KEEPS_HELD):
        if not isinstance(options.get(rule, False), bool):
            raise ValueError(f"{rule} must be true or false")
    known = {"players", "village", "experienced", packing.VALUE_FIRST, packing.KEEPS_HELD}
    unknown = set(options) - known
    if unknown:
        raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
    rng = make_rng(seed)
    village = _village(options.setdefault("village", "random"), rng)
    kinds = data.token_kinds()
    rng.shuffle(kinds)
    sizes = [3] * data.GROUPS[3] + [2] * data.GROUPS[2]
    rng.shuffle(sizes)
    roofs: list[list[int]] = []
    t = 0
    for size in sizes:
        roofs.append(list(range(t, t + size)))
        t += size
    return NightState(
        seed=seed,
        village=village,
        players=players,
        experienced=experienced,
        options=options,
        kinds=kinds,
        roofs=roofs,
        backpacks=[[None] * data.BACKPACK_SLOTS for _ in range(players)],
        used=[[] for _ in range(players)],
        known=[set() for _ in kinds],
        positions=[None] * players,
        first=rng.randrange(players),
        plans=[None] * players,
    )


def token_count(state: NightState) -> int:
    """Trunk tokens anywhere (roofs, backpacks, used): always 28."""
    return (
        sum(len(r) for r in state.roofs)
        + sum(len(state.token_slots(s)) for s in range(state.players))
        + sum(len(u) for u in state.used)
        + len(state.held)
    )


def invariant_errors(state: NightState) -> list[str]:
    errors: list[str] = []
    seen: list[int] = [t for r in state.roofs for t in r]
    seen += [t for p in state.backpacks for t in p if t is not None and t >= 0]
    seen += [t for u in state.used for t in u]
    seen += state.held
    if state.held and (state.phase != "act" or state.held_from is None):
        errors.append("tokens held in a hand outside a turn")
    if sorted(seen) != list(range(len(state.kinds))):
        errors.append("tokens not conserved")
    for s in range(state.players):
        if state.injuries(s) > data.MAX_INJURIES:
            errors.append(f"player {s} has more than {data.MAX_INJURIES} injuries")
        if len(state.backpacks[s]) != data.BACKPACK_SLOTS:
            errors.append(f"player {s}'s backpack has {len(state.backpacks[s])} slots")
    if state.round < data.YELLOW_FROM_ROUND or (
        state.round == data.YELLOW_FROM_ROUND and state.phase == "plan"
    ):
        for p in state.backpacks:
            if any(t is not None and t >= 0 and state.kinds[t] in data.YELLOW_KINDS for t in p):
                errors.append("a yellow token was collected before round 5")
    return errors


def random_playout(state: NightState, rng: random.Random) -> NightState:
    """Play random legal actions to the end (mutates and returns `state`)."""
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def _clone(state: NightState) -> NightState:
    """A copy to play on, the village shared (it never changes). A state's other parts
    are numbers, strings, and lists, sets and dicts of them or of lists and sets of
    them: copied two levels down by hand, where a deep copy took 85% of a Night review's
    time (each playout's agent deals a world of its own at each move; issue 33)."""
    twin = copy.copy(state)
    for name, value in vars(state).items():
        if isinstance(value, list):
            copied = value.copy()
            for at, item in enumerate(copied):
                if not isinstance(item, (str, int, float)) and item is not None:
                    copied[at] = (
                        item.copy() if isinstance(item, (list, set)) else copy.deepcopy(item)
                    )
            setattr(twin, name, copied)
        elif isinstance(value, (set, dict)):
            setattr(twin, name, copy.deepcopy(value))
    return twin
