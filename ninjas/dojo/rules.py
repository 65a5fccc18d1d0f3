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

The state is built in rooms, each class on the one before: `position` (the fields,
queries, drawing, the turn's end), `summoning` (with the Jokers' ninjas), `battles`,
and here the legal actions, `apply`, the placement, the moves, `view` and
`determinize`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ninjas.core.events import Event
from ninjas.core.rng import make_rng

from . import data
from .battles import Battles
from .hexgrid import (
    Hex,
    check_dojo,
    dojo_first_sites,
    dojo_second_sites,
    neighbours,
)
from .maps import board_for
from .movement import Movement, Step
from .position import (
    GAME_NAME,
    TOGGLES,
    DojoAction,
    IllegalAction,
    _act,
    hex_text,
    parse_hex,
)


class DojoState(Battles):
    """The whole game (a dataclass: its fields are `position.Position`'s)."""

    # -- legal actions ----------------------------------------------------------
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

    # -- applying ---------------------------------------------------------------
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

    def _do_roll(self, seat: int, *args: str) -> list[Event]:
        self._need("roll", "rolling")
        self._args(args, 0, "roll")
        value = self.rng.randint(1, data.MOVE_ROLL_MAX)
        rolled = Event("rolled", {"seat": seat, "value": value, "reveals": True})
        return [rolled, *self._start_move(value)]

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

    # -- hidden information -----------------------------------------------------
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


__all__ = [  # with the names the other rooms hold and the code imports from here
    "GAME_NAME",
    "TOGGLES",
    "DojoAction",
    "DojoState",
    "DojoView",
    "IllegalAction",
    "battle_card_errors",
    "battle_positions",
    "determinization_errors",
    "hex_text",
    "invariant_errors",
    "new_game",
    "option_use",
    "parse_hex",
    "random_playout",
]
