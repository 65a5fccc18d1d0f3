"""Shinobi WAT-AAH! rules for 2-4 players, Grasshopper and Grand Master modes
(shinobi-wat-aah.en.txt, RULINGS section 2, which wins where they differ).

A turn is phases, each decision one action (see `ShinobiAction`):
`court` (Grand Master, rounds 2-3: use the Imperial Court card you hold, or skip) ->
`draw` (`recruit` or `corrupt`) -> `place` (`place`, `reinforce`, `yokai` or `pass`;
twice with Double March) -> `power` (the choices of the power just triggered, one at
a time: `target`, `clan`, `card`, `order`) -> `discard`. A round ends as soon as a
player has placed a 4th clan and its power is applied. Grand Master then ranks
(`shosho` when the holder must settle a tie), lets the last player(s) use the Temple
of the Shadow (`temple ...`), and has the pawns placed (`pawns ...`, `peek` for
Missions) before the next round; after the third, the Final Boss is revealed.

Rulings of this edition where the texts are silent (tested):
- A deck that runs out is at once rebuilt from the shuffled Jigoku; when both are
  empty, a draw simply draws fewer cards.
- A power with nothing to act on is skipped; the cards stay placed.
- Fox's swap: you choose the card you give; the card you get is drawn at random from
  the opponent's hand as it was before your card arrived.
- Monkey and Tanuki copy the power of a clan in play (any player's) other than Monkey;
  Bear may be chosen and copying it does nothing (RULINGS); Tanuki may copy the clan it
  was placed on.
- Missions: each time your total there becomes even, you peek at a Decoy of your choice.
- Imperial Court cards are drawn only in rounds 1 and 2 (there is no round to use them
  after the third); unused ones are discarded face down at the end of the round after.
- After the third round the Temple offers only its Decoy peek: a Temple card acts in
  the next round, and there is none (a Decoy seen still helps place the last pawns).
"""

from __future__ import annotations

import functools
import itertools
import operator
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ninjas.core.events import Event
from ninjas.core.protocol import TERMINAL
from ninjas.core.rng import make_rng, shuffle

from . import data
from .data import CARDS, card_class, card_kind, card_name, card_value

GAME_NAME = "shinobi"
MODES = ("grasshopper", "grandmaster")
DEFAULT_OPTIONS: dict[str, Any] = {"players": 2, "mode": "grasshopper"}
LOCATIONS = ("court", "missions", "showdown")
ROUNDS = {"grasshopper": 1, "grandmaster": 3}
HAND_SIZE = 8
FIRST_HAND_SIZE = 7
PAWNS_BY_RANK = {2: (4, 2), 3: (4, 3, 1), 4: (4, 3, 2, 1)}
POINTS_PER_PAWN = 10
"""Victory points for each pawn on the Imperial Court and on Missions."""
COPY_EXCLUDED = ("Monkey",)
"""Clans Monkey and Tanuki may not copy (Bear may be chosen: copying it does nothing)."""
TARGETED = (
    "destroy_card",
    "destroy_clan",
    "swap_card",
    "swap_hand",
    "discard_random",
    "return_card",
    "return_clan",
)


_CARD_ARGS = {"place": 1, "reinforce": 1, "yokai": 0, "discard": 0, "card": 0, "order": 0}
"""Where the card ids start in an action's arguments (place/reinforce name the clan
first; `yokai` and `card` name one card, then maybe a clan)."""


def _key_text(kind: str, args: tuple[str, ...]) -> str:
    """`action_key` of the action `kind args` (its text when a card id is not one)."""
    start = _CARD_ARGS.get(kind)
    if start is None:
        return " ".join((kind, *args))
    try:
        if kind in ("yokai", "card"):
            info = CARDS[int(args[0])]
            # a Ronin may stand in two of a target's clans: its id keeps the two apart
            first = args[0] if info.kind == "ronin" and kind == "card" else info.name
            named = [first, *args[1:]]
        else:
            named = [*args[:start], *(CARDS[int(a)].name for a in args[start:])]
    except (ValueError, IndexError):
        return " ".join((kind, *args))
    return " ".join((kind, *named))


@dataclass(frozen=True)
class ShinobiAction:
    """One decision. `str()` is its stable text form (saves, tools, tests); `key` is
    what it does (`action_key`), not part of its value."""

    kind: str
    args: tuple[str, ...] = ()
    key: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key", _key_text(self.kind, self.args))

    def __str__(self) -> str:
        return " ".join((self.kind, *self.args))

    def to_json(self) -> str:
        return str(self)


_ID = tuple(str(card) for card in range(len(CARDS)))
"""Each card's id as text, as actions name it."""


@functools.lru_cache(maxsize=1 << 12)
def _act(kind: str, *args: object) -> ShinobiAction:
    """The action `kind args` (one shared object: actions are immutable values)."""
    return ShinobiAction(kind, tuple(str(a) for a in args))


_DISCARD = tuple(ShinobiAction("discard", (_ID[c],)) for c in range(len(CARDS)))
"""Each card's discard, made once (the search lists the discards at every step)."""
_CLASS = tuple(card_class(c) for c in range(len(CARDS)))
_VALUE = tuple(card_value(c) for c in range(len(CARDS)))
_PLACE_GROUP = tuple(
    (info.name if info.kind == "clan" else "" if info.kind == "ronin" else None) for info in CARDS
)
"""How a card in hand is placed: with its clan (the clan's name), as a Ronin ("") or
as a Yokai (None)."""


@functools.lru_cache(maxsize=1 << 14)
def _clan_moves(
    clan: str, mine: tuple[str, ...], ronin: tuple[str, ...], limit: int, placed: int | None
) -> tuple[ShinobiAction, ...]:
    """The placements onto `clan` (`placed` cards already in it, or None for a new
    clan) from the clan's cards `mine` and the Ronin in hand (ids as text).
    Remembered: the search lists the same hand's placements again and again."""
    actions = []
    if placed is None:
        for n in range(1, len(mine) + 1):
            for r in range(max(2 - n, 0), min(len(ronin), limit - n) + 1):
                actions.append(ShinobiAction("place", (clan, *mine[:n], *ronin[:r])))
    else:
        most = min(3, limit - placed)
        for n in range(min(len(mine), most) + 1):
            for r in range(max(1 - n, 0), min(len(ronin), most - n) + 1):
                actions.append(ShinobiAction("reinforce", (clan, *mine[:n], *ronin[:r])))
    return tuple(actions)


@functools.lru_cache(maxsize=1 << 12)
def _yokai_moves(clan: str, yokai: tuple[str, ...]) -> tuple[ShinobiAction, ...]:
    """Each Yokai in hand (ids as text) laid on `clan`."""
    return tuple(ShinobiAction("yokai", (y, clan)) for y in yokai)


_PASS = ShinobiAction("pass")
_CORRUPT = ShinobiAction("corrupt")
_RECRUIT = ShinobiAction("recruit")


@dataclass
class Pending:
    """A power being resolved: who uses it, which, and the choices made so far."""

    seat: int
    power: str
    level: int
    count: int
    source: str
    step: str = "start"
    target: int | None = None
    left: int = 0
    cards: list[int] = field(default_factory=list)
    given: int | None = None

    def copy(self) -> Pending:
        return Pending(
            self.seat,
            self.power,
            self.level,
            self.count,
            self.source,
            self.step,
            self.target,
            self.left,
            list(self.cards),
            self.given,
        )

    def public(self, seat: int) -> tuple[Any, ...]:
        cards = tuple(self.cards) if seat == self.seat else len(self.cards)
        return (
            self.seat,
            self.power,
            self.level,
            self.count,
            self.source,
            self.step,
            self.target,
            self.left,
            cards,
            self.given if seat == self.seat else None,
        )


class ShinobiState:
    """The whole game. Public fields are read by the AI (through `view`) and the table."""

    game = GAME_NAME

    def __init__(self, seed: int, players: int, mode: str) -> None:
        self.seed = seed
        self.options = {"players": players, "mode": mode}
        self.mode = mode
        self.players = players
        self.rng = make_rng(seed)
        self.round = 1
        self.phase = "draw"
        self.turn = 0
        self.first_player = 0
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.clans: list[dict[str, list[int]]] = [{} for _ in range(players)]
        self.corruption: list[list[int]] = [[] for _ in range(players)]
        self.deck: list[int] = []
        self.jigoku: list[int] = []
        self.known: list[list[set[int]]] = [[set() for _ in range(players)] for _ in range(players)]
        """known[a][b]: cards `a` knows to be in `b`'s hand."""
        self.deck_known = [0] * players
        """How many cards at the top of the deck each seat knows, in order."""
        self.placements_left = 1
        self.placed_new = False
        self.resolving = "place"
        self.setup_reveals: list[list[tuple[int, int]]] = []
        self.pending: list[Pending] = []
        self.over = False
        # Grand Master
        self.pawns: list[dict[str, int]] = [dict.fromkeys(LOCATIONS, 0) for _ in range(players)]
        self.reserve = [data.PAWNS_PER_PLAYER] * players
        self.to_place = [0] * players
        self.court_this_round = [False] * players
        self.shosho = 0
        self.shosho_choice: list[int] = []
        self.temple_queue: list[int] = []
        self.temple_deck: list[str] = []
        """Bottom first: cards put back go to index 0."""
        self.temple_known: list[set[str]] = [set() for _ in range(players)]
        self.temple_drawn: list[str] = []
        self.temple_cards: list[str | None] = [None] * players
        self.temple_next: list[str | None] = [None] * players
        self.temple_discard: list[str] = []
        self.court_deck: list[str] = []
        self.court_cards: list[list[str]] = [[] for _ in range(players)]
        self.court_new: list[list[str]] = [[] for _ in range(players)]
        self.court_used: list[str] = []
        self.court_hidden_discard: list[str] = []
        self.court_own_discard: list[set[str]] = [set() for _ in range(players)]
        self.favour = [False] * players
        self.bosses: list[str] = []
        """[discarded, final boss, decoy 0, decoy 1, decoy 2]."""
        self.known_decoys: list[dict[int, str]] = [{} for _ in range(players)]
        self.peek_seat: int | None = None
        self.place_order: list[int] = []
        self.round_results: list[dict[str, Any]] = []
        self.corruption_total = [0] * players
        self.boss_revealed: str | None = None
        self._final: list[int] | None = None
        self._winners: list[int] = []
        self._offered: list[ShinobiAction] = []
        """The list `legal_actions()` returned last for this very position: `apply`
        takes one of those objects without parsing it again (the search's hot path)."""

    # ------------------------------------------------------------------ basics
    @property
    def num_players(self) -> int:
        return self.players

    @property
    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        if self.phase == "power":
            return self.pending[0].seat
        if self.phase == "shosho":
            return self.shosho
        if self.phase == "temple":
            return self.temple_queue[0]
        if self.phase == "peek":
            assert self.peek_seat is not None
            return self.peek_seat
        if self.phase == "pawns":
            return self.place_order[0]
        return self.turn

    @property
    def is_terminal(self) -> bool:
        return self.over

    def clone(self) -> ShinobiState:
        rng = random.Random(0)  # (a seed of its own would read the system's entropy)
        rng.setstate(self.rng.getstate())
        return self._copy(rng)

    def _copy(self, rng: random.Random) -> ShinobiState:
        """A copy of the position that draws its chance from `rng`."""
        twin = ShinobiState.__new__(ShinobiState)
        twin.__dict__.update(self.__dict__)
        twin.options = dict(self.options)
        twin.rng = rng
        twin.hands = [list(h) for h in self.hands]
        twin.clans = [{k: list(v) for k, v in c.items()} for c in self.clans]
        twin.corruption = [list(c) for c in self.corruption]
        twin.deck = list(self.deck)
        twin.jigoku = list(self.jigoku)
        twin.known = [[set(s) for s in row] for row in self.known]
        twin.deck_known = list(self.deck_known)
        twin.pending = [p.copy() for p in self.pending]
        twin.pawns = [dict(p) for p in self.pawns]
        twin.reserve = list(self.reserve)
        twin.to_place = list(self.to_place)
        twin.court_this_round = list(self.court_this_round)
        twin.shosho_choice = list(self.shosho_choice)
        twin.temple_queue = list(self.temple_queue)
        twin.temple_deck = list(self.temple_deck)
        twin.temple_known = [set(s) for s in self.temple_known]
        twin.temple_drawn = list(self.temple_drawn)
        twin.temple_cards = list(self.temple_cards)
        twin.temple_next = list(self.temple_next)
        twin.temple_discard = list(self.temple_discard)
        twin.court_deck = list(self.court_deck)
        twin.court_cards = [list(c) for c in self.court_cards]
        twin.court_new = [list(c) for c in self.court_new]
        twin.court_used = list(self.court_used)
        twin.court_hidden_discard = list(self.court_hidden_discard)
        twin.court_own_discard = [set(s) for s in self.court_own_discard]
        twin.favour = list(self.favour)
        twin.bosses = list(self.bosses)
        twin.known_decoys = [dict(k) for k in self.known_decoys]
        twin.place_order = list(self.place_order)
        twin.round_results = list(self.round_results)
        twin.corruption_total = list(self.corruption_total)
        twin._final = None if self._final is None else list(self._final)
        twin._winners = list(self._winners)
        twin._offered = []
        return twin

    def __repr__(self) -> str:
        """Everything about the position, hidden parts included (not the generator):
        two states with the same repr are the same position."""
        fields = {k: v for k, v in sorted(self.__dict__.items()) if k not in ("rng", "_offered")}
        fields["pending"] = [p.public(p.seat) for p in self.pending]
        fields["known"] = [[sorted(k) for k in row] for row in self.known]
        fields["temple_known"] = [sorted(k) for k in self.temple_known]
        fields["court_own_discard"] = [sorted(k) for k in self.court_own_discard]
        return f"ShinobiState({fields!r})"

    def opponents(self, seat: int) -> list[int]:
        return [(seat + i) % self.players for i in range(1, self.players)]

    def clan_limit(self, seat: int) -> int:
        if self.temple_cards[seat] == "Great Clan":
            return data.GREAT_CLAN_LIMIT
        return data.CLAN_LIMIT

    # ------------------------------------------------------------------ scores
    def card_score(self, seat: int, card: int) -> int:
        if card_kind(card) == "ronin" and self.temple_cards[seat] == "Ronin Master":
            return data.RONIN_MASTER_VALUE
        return card_value(card)

    def strength(self, seat: int) -> int:
        if self.temple_cards[seat] == "Ronin Master":
            total = sum(self.card_score(seat, c) for v in self.clans[seat].values() for c in v)
        else:
            total = sum(_VALUE[c] for cards in self.clans[seat].values() for c in cards)
        if self.temple_cards[seat] == "Veteran":
            total += data.VETERAN_STRENGTH
        if self.favour[seat]:
            total += data.FAVOUR_STRENGTH
        return total

    def corruption_value(self, seat: int) -> int:
        values = sorted(card_value(c) for c in self.corruption[seat])
        if self.temple_cards[seat] == "Absolution" and values:
            values.pop()
        return sum(values)

    def score(self, seat: int) -> int:
        return self.strength(seat) - self.corruption_value(seat)

    def score_breakdown(self, seat: int) -> list[tuple[str, dict[str, Any], int]]:
        """Why `seat`'s score stands where it does: (i18n key, params, points) lines."""
        lines: list[tuple[str, dict[str, Any], int]] = []
        for clan, cards in self.clans[seat].items():
            points = sum(self.card_score(seat, c) for c in cards)
            lines.append(("shinobi.score.clan", {"clan": clan, "cards": len(cards)}, points))
        if self.temple_cards[seat] == "Veteran":
            lines.append(("shinobi.score.veteran", {}, data.VETERAN_STRENGTH))
        if self.favour[seat]:
            lines.append(("shinobi.score.favour", {}, data.FAVOUR_STRENGTH))
        if self.corruption[seat]:
            lines.append(
                (
                    "shinobi.score.corruption",
                    {"cards": len(self.corruption[seat])},
                    -self.corruption_value(seat),
                )
            )
        return lines

    def final_scores(self) -> list[int]:
        """Grasshopper: the round's scores; Grand Master: victory points (when over)."""
        if self._final is not None:
            return list(self._final)
        return [self.score(s) for s in range(self.players)]

    def winners(self) -> list[int]:
        return list(self._winners)

    def returns(self) -> list[float]:
        if not self.over or not self._winners:
            return [0.0] * self.players
        share = 1.0 / len(self._winners)
        return [share if s in self._winners else 0.0 for s in range(self.players)]

    # ------------------------------------------------------------------ deck
    def _refill(self, events: list[Event]) -> None:
        if not self.deck and self.jigoku:
            self.deck = self.jigoku
            self.jigoku = []
            shuffle(self.deck, self.rng)
            self.deck_known = [0] * self.players
            events.append(Event("reshuffle", {"cards": len(self.deck)}))

    def _pop_deck(self, events: list[Event]) -> int | None:
        self._refill(events)
        if not self.deck:
            return None
        card = self.deck.pop()
        if any(self.deck_known):
            self.deck_known = [max(k - 1, 0) for k in self.deck_known]
        self._refill(events)
        return card

    def _draw(self, seat: int, count: int, events: list[Event], why: str) -> list[int]:
        drawn: list[int] = []
        for _ in range(count):
            card = self._pop_deck(events)
            if card is None:
                break
            drawn.append(card)
        self.hands[seat].extend(drawn)
        self.hands[seat].sort()
        events.append(
            Event(
                "draw",
                {
                    "seat": seat,
                    "count": len(drawn),
                    "why": why,
                    "private": {seat: {"cards": drawn}},
                },
            )
        )
        return drawn

    def _leave_hand(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        for row in self.known:
            row[seat].discard(card)

    def _to_hand(self, seat: int, cards: list[int], public: bool) -> None:
        self.hands[seat].extend(cards)
        self.hands[seat].sort()
        if public:
            for other in range(self.players):
                if other != seat:
                    self.known[other][seat].update(cards)

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[ShinobiAction]:
        self._offered = self._legal_actions()
        return self._offered

    def _legal_actions(self) -> list[ShinobiAction]:
        if self.over:
            return []
        seat = self.current_player
        phase = self.phase
        if phase == "court":
            return self._court_actions(seat)
        if phase == "draw":
            return [_CORRUPT, _RECRUIT]
        if phase == "place":
            return self._place_actions(seat)
        if phase == "power":
            return self._power_actions(self.pending[0])
        if phase == "discard":
            actions = [_DISCARD[c] for c in _one_per_class(self.hands[seat])]
            if self.temple_cards[seat] == "Patience" or not actions:
                actions.append(_act("pass"))
            return actions
        if phase == "shosho":
            return [_act("shosho", s) for s in self.shosho_choice]
        if phase == "temple":
            if self.temple_drawn:
                return [_act("temple", "take", t.replace(" ", "_")) for t in self.temple_drawn]
            actions = [_act("temple", "decoy", i) for i in range(3)]
            if self.temple_deck and self.round < ROUNDS[self.mode]:
                # A Temple card acts in the next round; after the last there is none.
                actions.insert(0, _act("temple", "draw"))
            return actions
        if phase == "peek":
            return [_act("peek", i) for i in range(3)]
        if phase == "pawns":
            left = self.to_place[seat]
            actions = []
            for where in LOCATIONS:
                most = left
                if where == "court":
                    if self.court_this_round[seat]:
                        continue
                    most = 1
                actions.extend(_act("pawns", where, k) for k in range(1, most + 1))
            return actions
        raise AssertionError(f"unknown phase {phase}")

    def _court_actions(self, seat: int) -> list[ShinobiAction]:
        actions = [_act("court", "skip")]
        for name in sorted(set(self.court_cards[seat])):
            if name in ("Decree", "Banishment", "Reinforcement", "Spy", "Recall"):
                if not self._court_possible(seat, name):
                    continue
            actions.append(_act("court", name.replace(" ", "_")))
        return actions

    def _court_possible(self, seat: int, name: str) -> bool:
        if name == "Decree":
            return any(self.hands[o] for o in self.opponents(seat))
        if name == "Banishment":
            return bool(self._clan_targets(seat))
        if name == "Reinforcement":
            return any(self._reinforce_one(seat))
        if name == "Recall":
            return bool(self.jigoku)
        return True

    def _place_actions(self, seat: int) -> list[ShinobiAction]:
        limit = self.clan_limit(seat)
        by_clan: dict[str | None, list[str]] = {}
        for c in self.hands[seat]:
            group = _PLACE_GROUP[c]
            cards = by_clan.get(group)
            if cards is None:
                by_clan[group] = [_ID[c]]
            else:
                cards.append(_ID[c])
        ronin = tuple(by_clan.get("", ()))
        yokai = tuple(by_clan.get(None, ()))
        actions = [_PASS]
        tableau = self.clans[seat]
        for clan in data.CLAN_NAMES:
            mine = by_clan.get(clan)
            placed = tableau.get(clan)
            if placed is None:
                if mine:
                    actions.extend(_clan_moves(clan, tuple(mine), ronin, limit, None))
            else:
                if mine or ronin:
                    actions.extend(_clan_moves(clan, tuple(mine or ()), ronin, limit, len(placed)))
                if yokai and len(placed) < limit:
                    actions.extend(_yokai_moves(clan, yokai))
        return actions

    def _reinforce_one(self, seat: int) -> list[ShinobiAction]:
        """Reinforcement (Court): one card from hand onto one of your clans, no power."""
        actions = []
        limit = self.clan_limit(seat)
        for clan, cards in self.clans[seat].items():
            if len(cards) >= limit:
                continue
            for c in _one_per_class(self.hands[seat]):
                if card_kind(c) != "clan" or card_name(c) == clan:
                    actions.append(_act("card", c, clan))
        return actions

    def _clan_targets(self, seat: int) -> list[int]:
        return [
            o for o in self.opponents(seat) if self.clans[o] and self.temple_cards[o] != "Iron Wall"
        ]

    def _power_targets(self, p: Pending) -> list[int]:
        power = p.power
        if power in ("destroy_card", "destroy_clan", "return_card", "return_clan", "banishment"):
            return self._clan_targets(p.seat)
        if power == "swap_card":
            if not self.hands[p.seat]:
                return []
            return [o for o in self.opponents(p.seat) if self.hands[o]]
        if power == "swap_hand":
            return [o for o in self.opponents(p.seat) if self.hands[o] or self.hands[p.seat]]
        if power in ("discard_random", "decree"):
            return [o for o in self.opponents(p.seat) if self.hands[o]]
        return []

    def _power_actions(self, p: Pending) -> list[ShinobiAction]:
        if p.step == "target":
            return [_act("target", o) for o in self._power_targets(p)]
        if p.step == "clan":
            if p.power in ("copy_power2", "copy_power3"):
                return [_act("clan", c) for c in self._copyable()]
            assert p.target is not None
            return [_act("clan", c) for c in self.clans[p.target]]
        if p.step == "card":
            return [_act("card", c) for c in self._card_choices(p)]
        if p.step == "order":
            seen: set[tuple[str, ...]] = set()
            actions = []
            for perm in itertools.permutations(p.cards):
                key = tuple(card_class(c) for c in perm)
                if key not in seen:
                    seen.add(key)
                    actions.append(_act("order", *perm))
            return actions
        if p.step == "reinforce":
            return self._reinforce_one(p.seat)
        if p.step == "decoy":
            return [_act("peek", i) for i in range(3)]
        raise AssertionError(f"power step {p.step}")

    def _copyable(self) -> list[str]:
        names = {clan for tableau in self.clans for clan in tableau}
        return [c for c in data.CLAN_NAMES if c in names and c not in COPY_EXCLUDED]

    def _card_choices(self, p: Pending) -> list[int]:
        power = p.power
        if power in ("take_jigoku", "recall"):
            return _one_per_class(self.jigoku)
        if power == "search_deck":
            return _one_per_class(self.deck)
        if power == "look_deck_take":
            return _one_per_class(p.cards)
        if power == "swap_card":
            return _one_per_class(self.hands[p.seat])
        if power in ("destroy_card", "return_card", "banishment"):
            assert p.target is not None
            choices: list[int] = []
            for cards in self.clans[p.target].values():
                choices.extend(_one_per_class(cards))
            return choices
        raise AssertionError(f"no card choice for {power}")

    def prompt(self) -> tuple[str, dict[str, Any]]:
        """The decision asked now, as an i18n key and its params (for the table)."""
        seat = self.current_player
        phase = self.phase
        if phase == "power":
            p = self.pending[0]
            params: dict[str, Any] = {
                "power": p.power,
                "source": p.source,
                "left": p.left,
                "count": p.count,
            }
            if p.target is not None:
                params["target"] = p.target
            return (f"shinobi.prompt.{p.power}.{p.step}", params)
        if phase == "court":
            return ("shinobi.prompt.court", {"cards": list(self.court_cards[seat])})
        if phase == "place":
            return ("shinobi.prompt.place", {"second": self.placements_left > 1})
        if phase == "discard":
            return ("shinobi.prompt.discard", {"optional": self.temple_cards[seat] == "Patience"})
        if phase == "temple":
            if self.temple_drawn:
                return ("shinobi.prompt.temple_take", {})
            if self.round >= ROUNDS[self.mode]:
                return ("shinobi.prompt.temple_last", {})
            return ("shinobi.prompt.temple", {})
        if phase == "pawns":
            return ("shinobi.prompt.pawns", {"left": self.to_place[seat]})
        if phase == "shosho":
            return ("shinobi.prompt.shosho", {"seats": list(self.shosho_choice)})
        return (f"shinobi.prompt.{phase}", {})

    # ------------------------------------------------------------------ parsing
    def parse_action(self, text: str) -> ShinobiAction:
        """The legal action written `text`; equivalent cards (two Carps, two Ronin) may
        be named by any of their ids. ValueError, naming the problem, otherwise."""
        words = str(text).split()
        if not words:
            raise ValueError("empty action")
        legal = self.legal_actions()
        for action in legal:
            if str(action) == " ".join(words):
                return action
        wanted = _action_key(words)
        if wanted is not None:
            for action in legal:
                if _action_key([action.kind, *action.args]) == wanted and self._owns(words):
                    return action
        raise ValueError(f"illegal action {' '.join(words)!r} in phase {self.phase}")

    def _owns(self, words: list[str]) -> bool:
        """The ids named in a place/reinforce/discard are in the mover's hand."""
        if words[0] not in ("place", "reinforce", "discard"):
            return True
        hand = self.hands[self.current_player]
        ids = [int(w) for w in words[1:] if w.isdigit()]
        return len(set(ids)) == len(ids) and all(i in hand for i in ids)

    def refusal(self, text: str) -> tuple[str, dict[str, Any]] | None:
        """Why `text` may not be played now, as an i18n key and params (None if legal)."""
        try:
            self.parse_action(text)
        except ValueError:
            return ("shinobi.refused", {"phase": self.phase})
        return None

    # ------------------------------------------------------------------ apply
    def apply(self, action: ShinobiAction | str) -> list[Event]:
        """Play a legal action (or its text): ValueError if illegal, state unchanged."""
        if self.over:
            raise ValueError("the game is over")
        offered, self._offered = self._offered, []
        if isinstance(action, ShinobiAction) and any(
            map(operator.is_, offered, itertools.repeat(action))
        ):
            act = action
        else:
            act = self.parse_action(str(action))
            self._offered = []
        events: list[Event] = []
        seat = self.current_player
        kind, args = act.kind, act.args
        phase = self.phase
        if phase == "court":
            self._apply_court(seat, args[0].replace("_", " "), events)
        elif phase == "draw":
            self._apply_draw(seat, kind, events)
        elif phase == "place":
            self._apply_place(seat, kind, args, events)
        elif phase == "power":
            self._apply_power(kind, args, events)
        elif phase == "discard":
            if kind == "discard":
                card = int(args[0])
                self._leave_hand(seat, card)
                self.jigoku.append(card)
                events.append(Event("discard", {"seat": seat, "card": card}))
            else:
                events.append(Event("discard_skipped", {"seat": seat}))
            self._next_turn(events)
        elif phase == "shosho":
            self._give_shosho(int(args[0]), events, chosen=True)
            self._after_shosho(events)
        elif phase == "temple":
            self._apply_temple(seat, args, events)
        elif phase == "peek":
            self._peek(seat, int(args[0]), "missions", events)
            self.peek_seat = None
            self.phase = "pawns"
            self._next_placer(events)
        elif phase == "pawns":
            self._apply_pawns(seat, args[0], int(args[1]), events)
        return events

    def _apply_draw(self, seat: int, kind: str, events: list[Event]) -> None:
        if kind == "recruit":
            count = data.SHADOW_RECRUIT_DRAW if self.temple_cards[seat] == "Shadow Recruit" else 1
            events.append(Event("recruit", {"seat": seat}))
            self._draw(seat, count, events, "recruit")
        else:
            card = self._pop_deck(events)
            if card is None:
                events.append(Event("corrupt", {"seat": seat, "card": None, "reveals": True}))
            else:
                self.corruption[seat].append(card)
                events.append(Event("corrupt", {"seat": seat, "card": card, "reveals": True}))
                extra = (
                    data.DEEP_POCKETS_BONUS
                    if self.temple_cards[seat] == "Deep Pockets"
                    else data.CORRUPT_BONUS
                )
                self._draw(seat, card_value(card) + extra, events, "corrupt")
        self.phase = "place"

    def _apply_place(
        self, seat: int, kind: str, args: tuple[str, ...], events: list[Event]
    ) -> None:
        if kind == "pass":
            events.append(Event("pass", {"seat": seat}))
            self._end_placing(seat, events, placed=False)
            return
        self.placements_left -= 1
        self.placed_new = kind == "place"
        self.resolving = "place"
        if kind == "yokai":
            card, clan = int(args[0]), args[1]
            self._leave_hand(seat, card)
            self.clans[seat][clan].append(card)
            events.append(Event("yokai", {"seat": seat, "card": card, "clan": clan}))
            yokai = data.YOKAI_BY_NAME[card_name(card)]
            self._queue_power(seat, yokai.power, 2, yokai.count, yokai.name)
        else:
            clan = args[0]
            cards = [int(a) for a in args[1:]]
            for c in cards:
                self._leave_hand(seat, c)
            new = kind == "place"
            self.clans[seat].setdefault(clan, []).extend(cards)
            events.append(
                Event(
                    "place_clan" if new else "reinforce",
                    {"seat": seat, "clan": clan, "cards": cards, "clans": len(self.clans[seat])},
                )
            )
            if len(cards) >= 2:
                level = 3 if len(cards) >= 3 else 2
                info = data.CLAN_BY_NAME[clan]
                power = info.power3 if level == 3 else info.power2
                self._queue_power(seat, power, level, _count(info, level), clan)
                if level == 3 and self.temple_cards[seat] == "Echo":
                    self._queue_power(seat, info.power2, 2, info.count2, clan)
        self._resolve(events)

    def _queue_power(self, seat: int, power: str, level: int, count: int, source: str) -> None:
        self.pending.append(Pending(seat, power, level, count, source))

    def _resolve(self, events: list[Event]) -> None:
        """Run queued powers until one needs a choice; then continue the turn."""
        while self.pending:
            p = self.pending[0]
            if p.step == "start":
                if not self._start_power(p, events):
                    self.pending.pop(0)
                    continue
            if p.step == "done":
                self.pending.pop(0)
                continue
            self.phase = "power"
            return
        if self.resolving == "court":
            self._begin_draw(events)
        else:
            self._end_placing(self.turn, events, placed=True)

    def _skip(self, p: Pending, events: list[Event]) -> bool:
        events.append(
            Event("power_skipped", {"seat": p.seat, "power": p.power, "source": p.source})
        )
        return False

    def _start_power(self, p: Pending, events: list[Event]) -> bool:
        """Begin `p`; False when it is finished (done at once, or skipped)."""
        power = p.power
        events.append(
            Event("power", {"seat": p.seat, "power": power, "level": p.level, "source": p.source})
        )
        if power == "none":
            return False
        if power == "draw":
            self._draw(p.seat, p.count, events, "power")
            return False
        if power == "each_discards_random":
            for o in self.opponents(p.seat):
                self._random_discard(o, 1, p.seat, events)
            return False
        if power in ("copy_power2", "copy_power3"):
            if not self._copyable():
                return self._skip(p, events)
            p.step = "clan"
            return True
        if power in TARGETED:
            if not self._power_targets(p):
                return self._skip(p, events)
            p.step = "target"
            return True
        if power == "take_jigoku":
            p.left = min(p.count, len(self.jigoku))
            if not p.left:
                return self._skip(p, events)
            p.step = "card"
            return True
        if power == "search_deck":
            self._refill(events)
            p.left = min(p.count, len(self.deck))
            if not p.left:
                return self._skip(p, events)
            events.append(
                Event(
                    "search_deck", {"seat": p.seat, "private": {p.seat: {"deck": list(self.deck)}}}
                )
            )
            p.step = "card"
            return True
        if power == "look_deck_take":
            looked: list[int] = []
            for _ in range(p.count):
                card = self._pop_deck(events)
                if card is None:
                    break
                looked.append(card)
            if not looked:
                return self._skip(p, events)
            p.cards = looked
            p.left = 1
            p.step = "card"
            events.append(
                Event(
                    "look_deck",
                    {
                        "seat": p.seat,
                        "count": len(looked),
                        "private": {p.seat: {"cards": list(looked)}},
                    },
                )
            )
            return True
        raise AssertionError(f"unknown power {power}")

    def _random_discard(self, seat: int, count: int, by: int, events: list[Event]) -> None:
        for _ in range(min(count, len(self.hands[seat]))):
            card = self.hands[seat][self.rng.randrange(len(self.hands[seat]))]
            self._leave_hand(seat, card)
            self.jigoku.append(card)
            events.append(Event("random_discard", {"seat": seat, "card": card, "by": by}))

    def _apply_power(self, kind: str, args: tuple[str, ...], events: list[Event]) -> None:
        p = self.pending[0]
        if kind == "target":
            p.target = int(args[0])
            self._after_target(p, events)
        elif kind == "clan":
            clan = args[0]
            if p.power in ("copy_power2", "copy_power3"):
                info = data.CLAN_BY_NAME[clan]
                level = 3 if p.power == "copy_power3" else 2
                power = info.power3 if level == 3 else info.power2
                events.append(Event("copy", {"seat": p.seat, "clan": clan, "source": p.source}))
                p.step = "done"
                self.pending.insert(1, Pending(p.seat, power, level, _count(info, level), clan))
            else:
                assert p.target is not None
                self._hit_clan(p, clan, events)
                p.step = "done"
        elif kind == "card":
            self._apply_card(p, int(args[0]), args[1] if len(args) > 1 else None, events)
        elif kind == "order":
            cards = [int(a) for a in args]
            self.deck.extend(reversed(cards))
            self.deck_known[p.seat] = len(cards)
            events.append(Event("deck_order", {"seat": p.seat, "count": len(cards)}))
            p.cards = []
            p.step = "done"
        elif kind == "peek":
            self._peek(p.seat, int(args[0]), "spy", events)
            p.step = "done"
        self._resolve(events)

    def _after_target(self, p: Pending, events: list[Event]) -> None:
        target = p.target
        assert target is not None
        events.append(Event("target", {"seat": p.seat, "target": target, "power": p.power}))
        power = p.power
        if power in ("destroy_clan", "return_clan"):
            p.step = "clan"
        elif power in ("destroy_card", "return_card", "banishment", "swap_card"):
            p.step = "card"
            p.left = 1
        elif power == "swap_hand":
            mine, theirs = self.hands[p.seat], self.hands[target]
            knowledge = [list(row) for row in self.known]
            self.hands[p.seat], self.hands[target] = theirs, mine
            for a in range(self.players):
                self.known[a][p.seat] = set(knowledge[a][target])
                self.known[a][target] = set(knowledge[a][p.seat])
            self.known[p.seat][target] = set(mine)
            self.known[target][p.seat] = set(theirs)
            for a in range(self.players):
                self.known[a][a] = set()
            events.append(
                Event(
                    "swap_hand",
                    {
                        "seat": p.seat,
                        "target": target,
                        "counts": [len(theirs), len(mine)],
                        "private": {p.seat: {"got": list(theirs)}, target: {"got": list(mine)}},
                    },
                )
            )
            p.step = "done"
        elif power in ("discard_random", "decree"):
            self._random_discard(target, p.count, p.seat, events)
            p.step = "done"

    def _apply_card(self, p: Pending, card: int, clan: str | None, events: list[Event]) -> None:
        power = p.power
        if power in ("take_jigoku", "recall"):
            self.jigoku.remove(card)
            self._to_hand(p.seat, [card], public=True)
            events.append(Event("take_jigoku", {"seat": p.seat, "card": card}))
            p.left -= 1
            if p.left <= 0 or not self.jigoku:
                p.step = "done"
        elif power == "search_deck":
            self.deck.remove(card)
            self._to_hand(p.seat, [card], public=False)
            events.append(
                Event("search_take", {"seat": p.seat, "private": {p.seat: {"cards": [card]}}})
            )
            p.left -= 1
            if p.left <= 0 or not self.deck:
                self.rng.shuffle(self.deck)
                self.deck_known = [0] * self.players
                events.append(Event("deck_shuffled", {"seat": p.seat}))
                p.step = "done"
                self._refill(events)
        elif power == "look_deck_take":
            p.cards.remove(card)
            self._to_hand(p.seat, [card], public=False)
            private = {p.seat: {"cards": [card]}}
            events.append(
                Event("search_take", {"seat": p.seat, "looked": True, "private": private})
            )
            p.step = "order" if p.cards else "done"
        elif power == "swap_card":
            target = p.target
            assert target is not None
            theirs = self.hands[target][self.rng.randrange(len(self.hands[target]))]
            self._leave_hand(target, theirs)
            self._leave_hand(p.seat, card)
            self._to_hand(target, [card], public=False)
            self._to_hand(p.seat, [theirs], public=False)
            self.known[p.seat][target].add(card)
            self.known[target][p.seat].add(theirs)
            events.append(
                Event(
                    "swap",
                    {
                        "seat": p.seat,
                        "target": target,
                        "private": {
                            p.seat: {"gave": card, "got": theirs},
                            target: {"gave": theirs, "got": card},
                        },
                    },
                )
            )
            p.step = "done"
        elif power in ("destroy_card", "banishment", "return_card"):
            target = p.target
            assert target is not None
            owner_clan = next(k for k, v in self.clans[target].items() if card in v)
            self.clans[target][owner_clan].remove(card)
            if power == "return_card":
                self._to_hand(target, [card], public=True)
                events.append(
                    Event(
                        "return_to_hand",
                        {"seat": p.seat, "target": target, "clan": owner_clan, "cards": [card]},
                    )
                )
            else:
                self.jigoku.append(card)
                events.append(
                    Event(
                        "destroy",
                        {"seat": p.seat, "target": target, "clan": owner_clan, "cards": [card]},
                    )
                )
            self._check_clan(target, owner_clan, events)
            p.step = "done"
        elif power == "reinforcement":
            assert clan is not None
            self._leave_hand(p.seat, card)
            self.clans[p.seat][clan].append(card)
            events.append(
                Event("reinforce", {"seat": p.seat, "clan": clan, "cards": [card], "court": True})
            )
            p.step = "done"
        else:
            raise AssertionError(f"card for {power}")

    def _hit_clan(self, p: Pending, clan: str, events: list[Event]) -> None:
        target = p.target
        assert target is not None
        cards = self.clans[target].pop(clan)
        if p.power == "return_clan":
            self._to_hand(target, cards, public=True)
            events.append(
                Event(
                    "return_to_hand",
                    {"seat": p.seat, "target": target, "clan": clan, "cards": cards},
                )
            )
        else:
            self.jigoku.extend(cards)
            events.append(
                Event(
                    "destroy",
                    {"seat": p.seat, "target": target, "clan": clan, "cards": cards, "whole": True},
                )
            )

    def _check_clan(self, seat: int, clan: str, events: list[Event]) -> None:
        """A clan left without a true Clan card loses its Ronin and Yokai to the Jigoku."""
        cards = self.clans[seat][clan]
        if any(card_kind(c) == "clan" for c in cards):
            return
        del self.clans[seat][clan]
        if cards:
            self.jigoku.extend(cards)
            events.append(Event("clan_destroyed", {"seat": seat, "clan": clan, "cards": cards}))

    def _end_placing(self, seat: int, events: list[Event], placed: bool) -> None:
        """After a placement (its powers applied) or a pass: the round ends on a 4th
        clan; Double March allows a second placement; else the discard."""
        if placed and self.placed_new and len(self.clans[seat]) >= 4:
            self._end_round(events)
            return
        if placed and self.placements_left > 0:
            self.phase = "place"
            return
        if not self.hands[seat]:
            events.append(Event("discard_skipped", {"seat": seat}))
            self._next_turn(events)
            return
        self.phase = "discard"

    def _next_turn(self, events: list[Event]) -> None:
        events.append(Event("turn_end", {"seat": self.turn}))
        self.turn = (self.turn + 1) % self.players
        self._start_turn(events)

    def _start_turn(self, events: list[Event]) -> None:
        seat = self.turn
        self.placements_left = 1
        events.append(Event("turn", {"seat": seat}))
        if self.court_cards[seat]:
            self.phase = "court"
            return
        self._begin_draw(events)

    def _begin_draw(self, events: list[Event]) -> None:
        seat = self.turn
        self.phase = "draw"
        if self.temple_cards[seat] == "Night Sight":
            self._refill(events)
            if self.deck:
                self.deck_known[seat] = max(self.deck_known[seat], 1)
                events.append(
                    Event("night_sight", {"seat": seat, "private": {seat: {"card": self.deck[-1]}}})
                )

    # ------------------------------------------------------------------ court cards
    def _apply_court(self, seat: int, name: str, events: list[Event]) -> None:
        if name == "skip":
            events.append(Event("court_skip", {"seat": seat}))
            self._begin_draw(events)
            return
        self.court_cards[seat].remove(name)
        self.court_used.append(name)
        events.append(Event("court", {"seat": seat, "card": name, "reveals": True}))
        if name == "Gift":
            self._draw(seat, data.GIFT_DRAW, events, "court")
        elif name == "Pardon":
            if self.corruption[seat]:
                card = max(self.corruption[seat], key=lambda c: (card_value(c), c))
                self.corruption[seat].remove(card)
                self.jigoku.append(card)
                events.append(Event("pardon", {"seat": seat, "card": card}))
        elif name == "Double March":
            self.placements_left = 2
        elif name == "Favour":
            self.favour[seat] = True
        elif name == "Tribute":
            for o in self.opponents(seat):
                if self.hands[o]:
                    card = self.hands[o][self.rng.randrange(len(self.hands[o]))]
                    self._leave_hand(o, card)
                    self._to_hand(seat, [card], public=False)
                    self.known[o][seat].add(card)
                    events.append(
                        Event(
                            "tribute",
                            {
                                "seat": seat,
                                "from": o,
                                "private": {seat: {"card": card}, o: {"card": card}},
                            },
                        )
                    )
        else:
            power, count, step = {
                "Decree": ("decree", data.DECREE_DISCARD, "target"),
                "Banishment": ("banishment", 1, "target"),
                "Reinforcement": ("reinforcement", 1, "reinforce"),
                "Spy": ("spy", 1, "decoy"),
                "Recall": ("recall", 1, "card"),
            }[name]
            self.pending.append(Pending(seat, power, 2, count, name, step=step, left=count))
            self.resolving = "court"
            self.phase = "power"
            return
        self._begin_draw(events)

    # ------------------------------------------------------------------ round end
    def _end_round(self, events: list[Event]) -> None:
        self.pending = []
        scores = [self.score(s) for s in range(self.players)]
        corrupt = [self.corruption_value(s) for s in range(self.players)]
        for s in range(self.players):
            self.corruption_total[s] += corrupt[s]
        result: dict[str, Any] = {
            "round": self.round,
            "scores": scores,
            "strength": [self.strength(s) for s in range(self.players)],
            "corruption": corrupt,
            "ender": self.turn,
        }
        events.append(Event("round_end", dict(result)))
        if self.mode == "grasshopper":
            self.round_results.append(result)
            self._finish(_best(scores, corrupt), events)
            return
        ranks = dense_ranks(scores)
        pawns = [min(PAWNS_BY_RANK[self.players][r], self.reserve[s]) for s, r in enumerate(ranks)]
        last = max(ranks)
        temple = [s for s in range(self.players) if ranks[s] == last] if last > 0 else []
        result.update({"ranks": ranks, "pawns": pawns, "temple": temple})
        self.round_results.append(result)
        for s in range(self.players):
            self.reserve[s] -= pawns[s]
            self.to_place[s] = pawns[s]
        events.append(Event("ranking", {"ranks": ranks, "pawns": pawns, "temple": temple}))
        winners = [s for s in range(self.players) if ranks[s] == 0]
        least = min(corrupt[s] for s in winners)
        winners = [s for s in winners if corrupt[s] == least]
        self.temple_queue = [s for s in self._from(self.shosho) if s in temple]
        if len(winners) == 1:
            self._give_shosho(winners[0], events, chosen=False)
            self._after_shosho(events)
        else:
            self.shosho_choice = winners
            self.phase = "shosho"

    def _from(self, seat: int) -> list[int]:
        return [(seat + i) % self.players for i in range(self.players)]

    def _give_shosho(self, seat: int, events: list[Event], chosen: bool) -> None:
        events.append(Event("shosho", {"from": self.shosho, "to": seat, "chosen": chosen}))
        self.shosho = seat
        self.shosho_choice = []

    def _after_shosho(self, events: list[Event]) -> None:
        if self.temple_queue:
            self.phase = "temple"
            return
        self._start_pawns(events)

    def _apply_temple(self, seat: int, args: tuple[str, ...], events: list[Event]) -> None:
        if args[0] == "draw":
            self.temple_drawn = [
                self.temple_deck.pop() for _ in range(min(2, len(self.temple_deck)))
            ]
            events.append(
                Event(
                    "temple_draw",
                    {
                        "seat": seat,
                        "count": len(self.temple_drawn),
                        "private": {seat: {"cards": list(self.temple_drawn)}},
                    },
                )
            )
            if len(self.temple_drawn) > 1:
                return
            args = ("take", self.temple_drawn[0].replace(" ", "_"))
        if args[0] == "take":
            name = args[1].replace("_", " ")
            self.temple_drawn.remove(name)
            for other in self.temple_drawn:
                self.temple_deck.insert(0, other)
                self.temple_known[seat].add(other)
            self.temple_drawn = []
            self.temple_next[seat] = name
            for known in self.temple_known:
                known.discard(name)
            events.append(Event("temple", {"seat": seat, "card": name, "reveals": True}))
        else:
            self._peek(seat, int(args[1]), "temple", events)
        self.temple_queue.pop(0)
        if not self.temple_queue:
            self._start_pawns(events)

    def _peek(self, seat: int, decoy: int, why: str, events: list[Event]) -> None:
        boss = self.bosses[2 + decoy]
        self.known_decoys[seat][decoy] = boss
        events.append(
            Event(
                "decoy_peek",
                {
                    "seat": seat,
                    "decoy": decoy,
                    "why": why,
                    "reveals": True,
                    "private": {seat: {"boss": boss}},
                },
            )
        )

    def _start_pawns(self, events: list[Event]) -> None:
        self.phase = "pawns"
        self.court_this_round = [False] * self.players
        self.place_order = [s for s in self._from(self.shosho) if self.to_place[s] > 0]
        if not self.place_order:
            self._next_round(events)

    def _apply_pawns(self, seat: int, where: str, count: int, events: list[Event]) -> None:
        self.to_place[seat] -= count
        self.pawns[seat][where] += count
        self._record_placement(seat, where, count)
        events.append(Event("pawns", {"seat": seat, "where": where, "count": count}))
        if where == "court":
            self.court_this_round[seat] = True
            if self.round < ROUNDS["grandmaster"]:
                if not self.court_deck and self.court_hidden_discard + self.court_used:
                    self.court_deck = self.court_hidden_discard + self.court_used
                    self.court_hidden_discard, self.court_used = [], []
                    self.court_own_discard = [set() for _ in range(self.players)]
                    self.rng.shuffle(self.court_deck)
                if self.court_deck:
                    card = self.court_deck.pop()
                    self.court_new[seat].append(card)
                    events.append(
                        Event("court_draw", {"seat": seat, "private": {seat: {"card": card}}})
                    )
        self.place_order.pop(0)
        if self.to_place[seat] > 0:
            self.place_order.append(seat)
        if where == "missions" and self.pawns[seat]["missions"] % 2 == 0:
            self.phase = "peek"
            self.peek_seat = seat
            return
        self._next_placer(events)

    def _record_placement(self, seat: int, where: str, count: int) -> None:
        """The round's result keeps where each seat put the pawns it won (the Grand
        Master results show each round). A new dict: clones share the old one."""
        result = self.round_results[-1]
        placed = [dict(p) for p in result.get("placed", [])] or [
            dict.fromkeys(LOCATIONS, 0) for _ in range(self.players)
        ]
        placed[seat][where] += count
        self.round_results[-1] = {**result, "placed": placed}

    def _next_placer(self, events: list[Event]) -> None:
        if not self.place_order:
            self._next_round(events)

    def _next_round(self, events: list[Event]) -> None:
        if self.round >= ROUNDS[self.mode]:
            self._game_over(events)
            return
        for s in range(self.players):
            self.jigoku.extend(c for cards in self.clans[s].values() for c in cards)
            self.jigoku.extend(self.corruption[s])
            self.clans[s] = {}
            self.corruption[s] = []
            if self.temple_cards[s] is not None:
                self.temple_discard.append(self.temple_cards[s])  # type: ignore[arg-type]
            self.temple_cards[s] = self.temple_next[s]
            self.temple_next[s] = None
            for old in self.court_cards[s]:
                self.court_hidden_discard.append(old)
                self.court_own_discard[s].add(old)
            self.court_cards[s] = self.court_new[s]
            self.court_new[s] = []
            self.favour[s] = False
        self.round += 1
        self.turn = self.shosho
        self.first_player = self.shosho
        events.append(Event("round_start", {"round": self.round, "first": self.turn}))
        self._start_turn(events)

    def _game_over(self, events: list[Event]) -> None:
        boss = self.bosses[1]
        self.boss_revealed = boss
        final = [
            POINTS_PER_PAWN * (p["court"] + p["missions"]) + data.boss_score(boss, p["showdown"])
            for p in self.pawns
        ]
        self._final = final
        events.append(Event("boss_reveal", {"boss": boss, "reveals": True}))
        self._finish(_best(final, self.corruption_total), events)

    def _finish(self, winners: list[int], events: list[Event]) -> None:
        self.over = True
        self.phase = "over"
        self._winners = winners
        events.append(Event("game_end", {"winners": winners, "scores": self.final_scores()}))

    # ------------------------------------------------------------------ hidden information
    def view(self, seat: int) -> tuple[Any, ...]:
        """Everything `seat` may know, as a hashable value."""
        known_deck = tuple(self.deck[len(self.deck) - self.deck_known[seat] :])
        return (
            seat,
            self.mode,
            self.players,
            self.round,
            self.phase,
            self.turn,
            self.first_player,
            self.placements_left,
            tuple(sorted(self.hands[seat])),
            tuple(len(h) for h in self.hands),
            tuple(frozenset(k) for k in self.known[seat]),
            tuple(frozenset(row[seat]) for row in self.known),
            tuple(tuple((k, tuple(v)) for k, v in c.items()) for c in self.clans),
            tuple(tuple(c) for c in self.corruption),
            tuple(self.jigoku),
            len(self.deck),
            known_deck,
            tuple(p.public(seat) for p in self.pending),
            self.over,
            tuple(tuple(sorted(p.items())) for p in self.pawns),
            tuple(self.reserve),
            tuple(self.to_place),
            tuple(self.court_this_round),
            self.shosho,
            tuple(self.shosho_choice),
            tuple(self.temple_queue),
            tuple(self.temple_drawn) if self.temple_queue[:1] == [seat] else len(self.temple_drawn),
            tuple(self.temple_cards),
            tuple(self.temple_next),
            tuple(self.temple_discard),
            len(self.temple_deck),
            tuple(sorted(self.temple_known[seat])),
            tuple(sorted(self.court_cards[seat])),
            tuple(sorted(self.court_new[seat])),
            tuple(len(c) for c in self.court_cards),
            tuple(len(c) for c in self.court_new),
            tuple(self.court_used),
            len(self.court_deck),
            len(self.court_hidden_discard),
            tuple(self.favour),
            tuple(sorted(self.known_decoys[seat].items())),
            self.peek_seat,
            tuple(self.place_order),
            tuple(repr(r) for r in self.round_results),
            tuple(self.corruption_total),
            self.boss_revealed,
        )

    def determinize(self, seat: int, rng: random.Random) -> ShinobiState:
        """A full state that agrees with `view(seat)`; everything else dealt again from `rng`."""
        twin = self._copy(random.Random(rng.getrandbits(64)))
        # Shinobi cards: other hands (minus known cards), the deck (minus known top),
        # and cards another seat is looking at (Baku).
        known_top = self.deck_known[seat]
        searching = any(p.seat == seat and p.power == "search_deck" for p in self.pending)
        if searching:  # it has seen the whole deck (its order is shuffled after)
            known_top = len(self.deck)
        known = self.known[seat]
        cut = len(self.deck) - known_top
        unknown: list[int] = self.deck[:cut]
        for o in range(self.players):
            if o != seat:
                mine = known[o]
                if mine:
                    unknown.extend(c for c in self.hands[o] if c not in mine)
                else:
                    unknown.extend(self.hands[o])
        hidden_pending = [p for p in twin.pending if p.seat != seat and p.cards]
        for p in hidden_pending:
            unknown.extend(p.cards)
        unknown.sort()
        shuffle(unknown, rng)
        twin.deck = unknown[:cut] + self.deck[cut:]
        taken = cut
        for o in range(self.players):
            if o == seat:
                continue
            hand, mine = self.hands[o], known[o]
            keep = [c for c in hand if c in mine] if mine else []
            need = len(hand) - len(keep)
            twin.hands[o] = sorted(keep + unknown[taken : taken + need])
            taken += need
        for p in hidden_pending:
            n = len(p.cards)
            p.cards = unknown[taken : taken + n]
            taken += n
        assert taken == len(unknown)
        for a in range(self.players):
            row = twin.known[a]
            if a != seat:
                for b in range(self.players):
                    if b != seat and b != a and row[b]:
                        row[b] = row[b] & set(twin.hands[b])
            row[a] = set()
        if self.mode == "grandmaster":
            self._determinize_gm(twin, seat, rng)
        return twin

    def _determinize_gm(self, twin: ShinobiState, seat: int, rng: random.Random) -> None:
        known = self.known_decoys[seat]
        slots = [i for i in range(5) if not (i >= 2 and (i - 2) in known)]
        names = sorted(self.bosses[i] for i in slots)
        rng.shuffle(names)
        for i, name in zip(slots, names, strict=True):
            twin.bosses[i] = name
        for o in range(self.players):
            if o != seat:
                twin.known_decoys[o] = {d: twin.bosses[2 + d] for d in self.known_decoys[o]}
        # Court cards: others' hidden cards, the deck and the face-down discards.
        pool = list(self.court_deck) + list(self.court_hidden_discard)
        for o in range(self.players):
            if o != seat:
                pool.extend(self.court_cards[o])
                pool.extend(self.court_new[o])
        own_discard = [c for c in self.court_hidden_discard if c in self.court_own_discard[seat]]
        for c in own_discard:
            pool.remove(c)
        pool.sort()
        rng.shuffle(pool)
        twin.court_deck, pool = pool[: len(self.court_deck)], pool[len(self.court_deck) :]
        others_discard = len(self.court_hidden_discard) - len(own_discard)
        twin.court_hidden_discard = own_discard + pool[:others_discard]
        pool = pool[others_discard:]
        for o in range(self.players):
            if o != seat:
                n, m = len(self.court_cards[o]), len(self.court_new[o])
                twin.court_cards[o], twin.court_new[o] = pool[:n], pool[n : n + m]
                pool = pool[n + m :]
        # Temple deck: the cards `seat` put back keep their places; the rest is shuffled.
        drawn_hidden = self.temple_queue[:1] != [seat] and bool(self.temple_drawn)
        free = [c for c in self.temple_deck if c not in self.temple_known[seat]]
        if drawn_hidden:
            free.extend(self.temple_drawn)
        free.sort()
        rng.shuffle(free)
        twin.temple_deck = [
            c if c in self.temple_known[seat] else free.pop() for c in self.temple_deck
        ]
        if drawn_hidden:
            twin.temple_drawn = [free.pop() for _ in self.temple_drawn]
        for o in range(self.players):
            if o != seat:
                twin.temple_known[o] = twin.temple_known[o] & set(twin.temple_deck)


# ---------------------------------------------------------------------- helpers
action_key: Callable[[ShinobiAction], str] = operator.attrgetter("key")
"""What an action does, with each card named by its class ("place Carp Carp Ronin"):
interchangeable cards with other ids (another deal of the hidden cards) give the same
key. Used by the search to share one node between determinizations (made once, with
the action: the search asks for every legal action's key at each step)."""


def _count(info: data.Clan, level: int) -> int:
    return info.count3 if level == 3 else info.count2


def _one_per_class(cards: list[int]) -> list[int]:
    """One card for each kind of interchangeable card (the lowest id), in id order."""
    seen: dict[str, int] = {}
    for c in sorted(cards):
        name = _CLASS[c]
        if name not in seen:
            seen[name] = c
    return list(seen.values())  # first seen in id order: already sorted


def _action_key(words: list[str]) -> tuple[Any, ...] | None:
    """What an action does, with interchangeable cards named by their class."""
    kind, args = words[0], words[1:]
    try:
        if kind in ("place", "reinforce"):
            return (kind, args[0], tuple(sorted(card_class(int(a)) for a in args[1:])))
        if kind in ("discard", "card"):
            return (kind, card_class(int(args[0])), *args[1:])
    except (ValueError, IndexError):
        return None
    return None


def dense_ranks(scores: list[int]) -> list[int]:
    """0 for the best score; tied players share a rank and the next ones step up
    (the rulebook's 3-player example: 25, 25, 10 -> 0, 0, 1)."""
    distinct = sorted(set(scores), reverse=True)
    return [distinct.index(s) for s in scores]


def _best(scores: list[int], corruption: list[int]) -> list[int]:
    """The winners: highest score, then the least corrupt among those tied."""
    top = max(scores)
    tied = [s for s, v in enumerate(scores) if v == top]
    least = min(corruption[s] for s in tied)
    return [s for s in tied if corruption[s] == least]


def check_options(options: dict[str, Any] | None) -> dict[str, Any]:
    """The options with defaults filled in; ValueError naming an unknown key or value."""
    merged = dict(DEFAULT_OPTIONS)
    for key, value in (options or {}).items():
        if key not in DEFAULT_OPTIONS:
            raise ValueError(f"unknown Shinobi option {key!r}")
        merged[key] = value
    players = merged["players"]
    if isinstance(players, bool) or players not in (2, 3, 4):
        raise ValueError(f"players must be 2, 3 or 4, not {players!r}")
    if merged["mode"] not in MODES:
        raise ValueError(f"mode must be grasshopper or grandmaster, not {merged['mode']!r}")
    return merged


def new_game(
    seed: int = 0, options: dict[str, Any] | None = None, players: int | None = None
) -> ShinobiState:
    """A new game: options {"players": 2|3|4, "mode": "grasshopper"|"grandmaster"}."""
    opts = dict(options or {})
    if players is not None:
        opts["players"] = players
    merged = check_options(opts)
    state = ShinobiState(seed, merged["players"], merged["mode"])
    rng = state.rng
    state.deck = list(range(data.DECK_SIZE))
    rng.shuffle(state.deck)
    events: list[Event] = []
    if state.mode == "grandmaster":
        bosses = list(data.BOSSES)
        rng.shuffle(bosses)
        state.bosses = bosses
        state.temple_deck = list(data.TEMPLE)
        rng.shuffle(state.temple_deck)
        state.court_deck = list(data.COURT)
        rng.shuffle(state.court_deck)
    contenders = list(range(state.players))
    reveals: list[list[tuple[int, int]]] = []
    while len(contenders) > 1:
        shown = [(s, state.deck.pop()) for s in contenders]
        reveals.append(shown)
        state.jigoku.extend(c for _, c in shown)
        top = max(card_value(c) for _, c in shown)
        contenders = [s for s, c in shown if card_value(c) == top]
    first = contenders[0]
    state.first_player = state.turn = state.shosho = first
    for s in state._from(first):
        size = FIRST_HAND_SIZE if s == first else HAND_SIZE
        state.hands[s] = sorted(state.deck.pop() for _ in range(size))
    state.setup_reveals = reveals
    state._start_turn(events)
    return state


def initial_events(state: ShinobiState) -> list[Event]:
    """What the table shows before the first action: the reveals for first player, and
    who plays first with the card that won (public: every seat revealed one)."""
    won = dict(state.setup_reveals[-1]).get(state.first_player) if state.setup_reveals else None
    return [
        Event("first_player_reveal", {"cards": [[s, c] for s, c in shown]})
        for shown in state.setup_reveals
    ] + [Event("first_player", {"seat": state.first_player, "card": won})]


def invariant_errors(state: ShinobiState) -> list[str]:
    """Every card in exactly one place; pawns conserved; knowledge consistent."""
    errors: list[str] = []
    places: list[int] = list(state.deck) + list(state.jigoku)
    for s in range(state.players):
        places += state.hands[s] + state.corruption[s]
        for clan, cards in state.clans[s].items():
            places += cards
            if not any(card_kind(c) == "clan" and card_name(c) == clan for c in cards):
                errors.append(f"seat {s}'s {clan} clan has no {clan} card")
            if len(cards) > state.clan_limit(s):
                errors.append(f"seat {s}'s {clan} clan holds {len(cards)} cards")
            for c in cards:
                if card_kind(c) == "clan" and card_name(c) != clan:
                    errors.append(f"card {c} ({card_name(c)}) in seat {s}'s {clan} clan")
        for o in range(state.players):
            if not state.known[s][o] <= set(state.hands[o]):
                errors.append(f"seat {s} knows cards not in seat {o}'s hand")
        total = sum(state.pawns[s].values()) + state.reserve[s] + state.to_place[s]
        if total != data.PAWNS_PER_PLAYER:
            errors.append(f"seat {s} has {total} pawns in all")
        if state.pawns[s]["court"] > state.round:
            errors.append(
                f"seat {s} has {state.pawns[s]['court']} pawns at court by round {state.round}"
            )
    for p in state.pending:
        places += p.cards
    if sorted(places) != list(range(data.DECK_SIZE)):
        errors.append(f"{len(places)} card places for {data.DECK_SIZE} cards, or a card twice")
    return errors


def random_playout(state: ShinobiState, rng: random.Random, limit: int = 20000) -> ShinobiState:
    """Play random legal actions to the end (or `limit` actions)."""
    for _ in range(limit):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


__all__ = [
    "CARDS",
    "GAME_NAME",
    "ShinobiAction",
    "ShinobiState",
    "dense_ranks",
    "initial_events",
    "invariant_errors",
    "new_game",
    "random_playout",
]
