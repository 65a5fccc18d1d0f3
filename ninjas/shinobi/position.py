"""The Shinobi position the other rooms build on: every field of the game, its
copies, the scores, the deck and hands, and the turn passing from seat to seat.
Round ends and Grand Master's board are `rounds.Rounds`, the clans' powers
`powers.Powers`, the decisions `rules.ShinobiState`."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Self, cast

from ninjas.core.events import Event
from ninjas.core.protocol import TERMINAL
from ninjas.core.rng import make_rng, shuffle

from . import data
from .actions import _VALUE, ShinobiAction, _act, _one_per_class
from .data import card_kind, card_name, card_value

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


class _Later:
    """A position's generator made only when first drawn from (`Position.ahead`): most
    moves looked at draw nothing. It then answers for it, so the draws after the first
    come from the same generator. (It holds no link to its position: the copies would
    be cycles left to the garbage collector, which cost more than the generators.)"""

    __slots__ = ("chance", "made")

    def __init__(self, chance: tuple[Any, ...]) -> None:
        self.chance = chance
        self.made: random.Random | None = None

    def __getattr__(self, name: str) -> Any:
        made = self.made
        if made is None:
            made = self.made = random.Random(0)  # (its own seed reads the system's entropy)
            made.setstate(self.chance)
        return getattr(made, name)


class _Seeded:
    """`random.Random(seed)`, made only when first drawn from: a deal looked at by the
    AI's searches (`ShinobiState.search_deal`) is seldom drawn from, and seeding a
    generator cost about a tenth of a review's greedy move (issue 33). Pickled, copied
    or read, it is that generator (`__reduce__`), in the state its draws left it."""

    __slots__ = ("seed", "made")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.made: random.Random | None = None

    def generator(self) -> random.Random:
        made = self.made
        if made is None:
            made = self.made = random.Random(self.seed)
        return made

    def __getattr__(self, name: str) -> Any:
        if name in _Seeded.__slots__:  # (not set yet: never looked for in the generator)
            raise AttributeError(name)
        return getattr(self.generator(), name)

    def __reduce__(self) -> Any:
        return self.generator().__reduce__()


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


def _sets(rows: list[set[Any]]) -> list[set[Any]]:
    return list(map(set, rows))


SHARED: dict[str, Callable[[Any], Any]] = {
    "known": lambda rows: [list(map(set, row)) for row in rows],
    "deck_known": list,
    "pawns": lambda places: list(map(dict, places)),
    "reserve": list,
    "to_place": list,
    "court_this_round": list,
    "shosho_choice": list,
    "temple_queue": list,
    "temple_deck": list,
    "temple_known": _sets,
    "temple_drawn": list,
    "temple_cards": list,
    "temple_next": list,
    "temple_discard": list,
    "court_deck": list,
    "court_cards": lambda hands: list(map(list, hands)),
    "court_new": lambda hands: list(map(list, hands)),
    "court_used": list,
    "court_hidden_discard": list,
    "court_own_discard": _sets,
    "favour": list,
    "bosses": list,
    "known_decoys": lambda seen: list(map(dict, seen)),
    "place_order": list,
    "round_results": list,
    "corruption_total": list,
}
"""The fields a copy shares with the position it was copied from (copy on write), each
with how it is copied: none is ever changed in place until `_own` has made it this
position's own (the rules write them at a round's end, a Court or Temple card, a peek,
a power that swaps or shows a hand: seldom, where a review's greedy playout copies a
position for every move it looks at). `_final` and `_winners` are only ever replaced,
and `clans` is shared too, one seat's made its own at a time (`_own_clans`)."""


class Position:
    """The whole game's fields (read by the AI through `view`, and by the table), and
    what every other room needs of them."""

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

    # ------------------------------------------------------------ basics
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

    def clone(self) -> Self:
        rng = random.Random(0)  # (a seed of its own would read the system's entropy)
        rng.setstate(self.rng.getstate())
        return self._copy(rng)

    def ahead(self, chance: tuple[Any, ...]) -> Self:
        """A copy to look one move ahead from: the moves `legal_actions()` offered here
        are kept (its `apply` takes them without parsing), and its generator, in state
        `chance` (this position's `rng.getstate()`, taken once for all the copies), is
        made only if a move draws from it. A greedy move of a review's playout made
        one copy per legal move, and a quarter of its time went to copying positions,
        the generator's state most (issue 33)."""
        twin = self._copy(cast(random.Random, _Later(chance)))
        twin._offered = self._offered
        return twin

    def chance(self) -> tuple[Any, ...]:
        """`rng.getstate()`, for `ahead`: a generator not yet made is not made."""
        rng = self.rng
        if isinstance(rng, _Later) and rng.made is None:
            return rng.chance
        return rng.getstate()

    def _copy(self, rng: random.Random) -> Self:
        """A copy of the position (a ShinobiState's: of its own class) that draws its
        chance from `rng`. The SHARED fields are the position's own objects until either
        changes one (`_own`): a greedy playout's copy of a position for each move it
        looks at copied Grand Master's board and who knows which card for nothing."""
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.options = dict(self.options)
        twin.rng = rng
        twin.hands = list(map(list, self.hands))
        twin.corruption = list(map(list, self.corruption))
        twin.deck = list(self.deck)
        twin.jigoku = list(self.jigoku)
        twin.pending = list(map(Pending.copy, self.pending))
        twin._offered = []
        return twin

    def _own(self, *names: str) -> None:
        """The SHARED fields `names` copied for this position alone, before it changes
        them in place (its copies, and the position it was copied from, keep theirs)."""
        for name in names:
            setattr(self, name, SHARED[name](getattr(self, name)))

    def _own_clans(self, seat: int) -> dict[str, list[int]]:
        """`seat`'s clans copied for this position alone, before it changes them: copies
        share `clans` (its list and each seat's dict and lists), and none is ever
        changed in place (a placing changes one seat's clans, not every seat's)."""
        clans = list(self.clans)
        mine = clans[seat] = {k: list(v) for k, v in clans[seat].items()}
        self.clans = clans
        return mine

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

    # ------------------------------------------------------------ scores
    def card_score(self, seat: int, card: int) -> int:
        if card_kind(card) == "ronin" and self.temple_cards[seat] == "Ronin Master":
            return data.RONIN_MASTER_VALUE
        return card_value(card)

    def strength(self, seat: int) -> int:
        if self.temple_cards[seat] == "Ronin Master":
            total = sum(self.card_score(seat, c) for v in self.clans[seat].values() for c in v)
        else:
            value = _VALUE.__getitem__
            total = sum([sum(map(value, cards)) for cards in self.clans[seat].values()])
        if self.temple_cards[seat] == "Veteran":
            total += data.VETERAN_STRENGTH
        if self.favour[seat]:
            total += data.FAVOUR_STRENGTH
        return total

    def corruption_value(self, seat: int) -> int:
        cards = self.corruption[seat]
        if not cards:  # (the evaluation asks every seat's, every move looked at)
            return 0
        if self.temple_cards[seat] != "Absolution":
            return sum(map(_VALUE.__getitem__, cards))
        values = sorted(map(_VALUE.__getitem__, cards))
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

    # -------------------------------------------------------------- deck
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
        known = self.known
        for row in known:
            if card in row[seat]:
                break
        else:
            return  # (most often nobody knew it)
        # the rows that knew it replaced, not changed: copies share them (SHARED)
        self.known = [
            [*row[:seat], row[seat] - {card}, *row[seat + 1 :]] if card in row[seat] else row
            for row in known
        ]

    def _to_hand(self, seat: int, cards: list[int], public: bool) -> None:
        self.hands[seat].extend(cards)
        self.hands[seat].sort()
        if public:
            self._own("known")
            for other in range(self.players):
                if other != seat:
                    self.known[other][seat].update(cards)

    # ----------------------------------------------------------- targets
    def _clan_targets(self, seat: int) -> list[int]:
        return [
            o for o in self.opponents(seat) if self.clans[o] and self.temple_cards[o] != "Iron Wall"
        ]

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

    # ------------------------------------------------------------- turns
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
                self._own("deck_known")
                self.deck_known[seat] = max(self.deck_known[seat], 1)
                events.append(
                    Event("night_sight", {"seat": seat, "private": {seat: {"card": self.deck[-1]}}})
                )

    def _from(self, seat: int) -> list[int]:
        return [(seat + i) % self.players for i in range(self.players)]

    def _finish(self, winners: list[int], events: list[Event]) -> None:
        self.over = True
        self.phase = "over"
        self._winners = winners
        events.append(Event("game_end", {"winners": winners, "scores": self.final_scores()}))
