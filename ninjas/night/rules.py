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

The state is built in rooms, each class on the one before: `position` (the fields, the
queries, the shared steps), `bonuses`, and here the legal actions, `apply`, the
rounds, the planned actions, `view` and `determinize`.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from ninjas.core.events import Event
from ninjas.core.rng import make_rng

from . import data, packing
from .bonuses import Bonuses
from .position import (
    ACTIONS,
    GAME_NAME,
    INJURY,
    NightAction,
    _int,
    _length,
    _throws,
    colour,
)
from .village import Village, named_village, random_village

IDLE = "idle"
"""`end idle`: a turn with nothing to do, passed by the table (NightState._do_end)."""
IRREVERSIBLE_EVENTS = frozenset({"throw"})
"""Events undo never goes back past (ninjas.core.session.irreversible): a throw's
result tells how far the target was, so taking it back would give a second try with
the answer known. (A face-down token seen is marked `reveals` by `apply`, see _learned.)"""
COMPUTER_STAYS = frozenset({"plan", "act"})
"""The phases in which a computer's move is one undo never goes back past
(ninjas.core.session.computer_stays): its plan, chosen in secret, and its actions, which
everyone sees played. Taken back with a person's step, the person could see them, undo,
and choose again knowing them, or have the computer choose its secret plan again
(newcomer B, s22, 53r4d: Undo on a round-4 plan screen went back into round 3 and threw
the computer's plan away). The placing round stays undoable: every placing is public
and nothing of the computer's is secret there."""


class NightState(Bonuses):
    """The whole game (a dataclass: its fields are `position.Position`'s)."""

    # -- legal actions ----------------------------------------------------------
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

    # -- applying ---------------------------------------------------------------
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
        seat = self.current_player
        seen = [set(k) for k in self.known]
        events: list[Event] = handler(seat, *action.args)
        if packing.closes_up(self.options):
            packing.close_up(self.backpacks)  # no holes left by a token gone
        self.history.append(str(action))
        if not self.face_up and self._learned(seat, seen):
            for event in events:  # a token's kind seen by someone who knew only its back
                event.data["reveals"] = True  # (undo never goes back past it)
        return events

    def _learned(self, seat: int, seen: list[set[int]]) -> bool:
        """Someone saw the kind of a token `seat` (who acted) did not know: a barrier for
        undo. A token of `seat`'s own shown to the others (a Grappling Hook played from
        the backpack) is none: the person who may take it back learned nothing, and
        what the others saw was theirs to show (issue 33, newcomer W, s9 nt33)."""
        return any(k - was and seat not in was for k, was in zip(self.known, seen, strict=True))

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

    def nothing_to_do(self, seat: int) -> bool:
        """`seat`'s action turn offers only End the turn (a discard, with nothing to make
        room for, is no move a person waits to make)."""
        if self.phase != "act" or self.drop_seat is not None or self.current_player != seat:
            return False
        return all(action.kind in ("end", "discard") for action in self.legal_actions())

    def _do_end(self, seat: int, *args: str) -> list[Event]:
        """`end`, or `end idle`: the turn passed by the table for a seat with nothing to
        do (nothing_to_do; never among the legal actions, a choice nobody makes), its
        event marked `passed` so the log says why (scenes/night/skip_handoff.py)."""
        self._need("act", "end")
        idle = args == (IDLE,)
        if not idle:
            self._args(args, 0, "end")
        elif not self.nothing_to_do(seat):
            raise ValueError(
                f"player {seat} has something to do: 'end idle' passes only a turn without"
            )
        # why the planned action fell through: the log says it, for the computer as for
        # a person (issue 33, newcomer T, s9: an Attack planned, then 'does nothing this
        # turn' and no reason; s10: every fall-through, a planned Skip and an action left
        # by choice too); its words are public knowledge (plans are revealed by now)
        planned = self.planned(seat) if self.plans[seat] is not None else None
        why = None if self.main_done or planned is None else fell_through(self, seat, planned)
        events = self._return_held(seat)
        ended: dict[str, object] = {"seat": seat, "skipped": not self.main_done}
        if why is not None:
            ended["why"] = why
            ended["action"] = planned
        if idle:
            ended["passed"] = True
        events.append(Event("turn_ended", ended))
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

    # -- hidden information -----------------------------------------------------
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
        unseen: dict[str, list[int]] = {"pink": [], "yellow": []}
        for t, kind in enumerate(self.kinds):  # (kind_seen_by gives only their colour)
            if self.kind_seen_by(t, seat) != kind:
                unseen[colour(kind)].append(t)
        for hue in ("pink", "yellow"):
            pool = sorted(self.kinds[t] for t in unseen[hue])  # a function of the view alone
            rng.shuffle(pool)
            for t, kind in zip(unseen[hue], pool, strict=True):
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


def fell_through(state: NightState, seat: int, planned: str) -> str:
    """Why `seat`'s turn ends with its planned action not made: the rules' reason
    (NightState.why_not), else `planned_skip` (its plan said Skip) or `chose_not` (it
    could be made, and was left)."""
    if planned == "skip":
        return "planned_skip"
    return state.why_not(seat, planned) or "chose_not"


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
    "experienced": bool, "collect_value_first": bool, "discard_keeps_held": bool,
    "packs_close_up": bool (each absent: False, as in saves written before it;
    ninjas.night.packing), "first": "random" or the first player's seat, "1".."4" (the
    rulebook: 'choose someone to play first'; absent: drawn, as before it; the draw is
    made either way, so the game dealt is the seed's)}."""
    options = dict(options or {})
    players = options.setdefault("players", 3)
    if not isinstance(players, int) or not data.MIN_PLAYERS <= players <= data.MAX_PLAYERS:
        raise ValueError(f"players must be {data.MIN_PLAYERS}..{data.MAX_PLAYERS}, got {players!r}")
    experienced = options.setdefault("experienced", False)
    if not isinstance(experienced, bool):
        raise ValueError(f"experienced must be true or false, got {experienced!r}")
    for rule in (packing.VALUE_FIRST, packing.KEEPS_HELD, packing.CLOSE_UP):
        if not isinstance(options.get(rule, False), bool):
            raise ValueError(f"{rule} must be true or false")
    first = options.get("first", "random")
    if first != "random" and first not in [str(seat + 1) for seat in range(players)]:
        raise ValueError(f"first must be 'random' or a seat 1..{players}, got {first!r}")
    known = {"players", "village", "experienced", "first"}
    known |= {packing.VALUE_FIRST, packing.KEEPS_HELD, packing.CLOSE_UP}
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
        first=rng.randrange(players) if first == "random" else _drawn(rng, players, first),
        plans=[None] * players,
    )


def _drawn(rng: random.Random, players: int, first: str) -> int:
    """The first player chosen, `first` ("1".."4"), after the draw it stands for (the
    game after it dealt as with a drawn first player)."""
    rng.randrange(players)
    return int(first) - 1


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


__all__ = [  # with the names the other rooms hold and the code imports from here
    "ACTIONS",
    "GAME_NAME",
    "INJURY",
    "COMPUTER_STAYS",
    "IRREVERSIBLE_EVENTS",
    "NightAction",
    "NightState",
    "NightView",
    "colour",
    "invariant_errors",
    "new_game",
    "random_playout",
    "token_count",
]
