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

The state is built in rooms, each on the one before: `actions` (the actions and the
moves offered), `position` (the fields, scores, deck and turns), `rounds` (round ends,
Court cards and Grand Master's board), `powers` (the clans' powers) and here the
decisions: legal actions, parsing, `apply`, `view` and `determinize`.
"""

from __future__ import annotations

import itertools
import operator
import random
from typing import Any

from ninjas.core.events import Event
from ninjas.core.rng import shuffle

from . import data
from .actions import (
    _CORRUPT,
    _DISCARD,
    _ID,
    _PASS,
    _PLACE_GROUP,
    _RECRUIT,
    ShinobiAction,
    _act,
    _action_key,
    _clan_moves,
    _one_per_class,
    _yokai_moves,
    action_key,
)
from .data import CARDS, card_name, card_value
from .position import (
    DEFAULT_OPTIONS,
    FIRST_HAND_SIZE,
    GAME_NAME,
    HAND_SIZE,
    LOCATIONS,
    MODES,
    PAWNS_BY_RANK,
    POINTS_PER_PAWN,
    ROUNDS,
    Pending,
    _Seeded,
)
from .powers import Powers, _count
from .rounds import dense_ranks


class ShinobiState(Powers):
    """The whole game. Public fields are read by the AI (through `view`) and the table."""

    # ----------------------------------------------------- legal actions
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

    # ----------------------------------------------------------- parsing
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

    # ------------------------------------------------------------- apply
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
            self._own_clans(seat)[clan].append(card)
            events.append(Event("yokai", {"seat": seat, "card": card, "clan": clan}))
            yokai = data.YOKAI_BY_NAME[card_name(card)]
            self._queue_power(seat, yokai.power, 2, yokai.count, yokai.name)
        else:
            clan = args[0]
            cards = [int(a) for a in args[1:]]
            for c in cards:
                self._leave_hand(seat, c)
            new = kind == "place"
            self._own_clans(seat).setdefault(clan, []).extend(cards)
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

    # ------------------------------------------------ hidden information
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
        return self._deal(seat, rng, random.Random)

    def search_deal(self, seat: int, rng: random.Random) -> ShinobiState:
        """`determinize`'s very deal, for a search that plays on it and lets it go: its
        generator seeded only if a move draws from it (_Seeded), the same draws then."""
        return self._deal(seat, rng, _Seeded)

    def _deal(self, seat: int, rng: random.Random, generator: Any) -> ShinobiState:
        twin = self._copy(generator(rng.getrandbits(64)))
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
        twin.known = [list(row) for row in self.known]  # (its sets replaced, not changed)
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
        shuffle(names, rng)  # (rng.shuffle's order: core.rng.shuffle)
        # the twin's own lists: the other seats' entries are replaced below, not changed
        # (position.SHARED: no entry is changed in place, so the seat's own may be shared)
        twin.bosses = list(self.bosses)
        twin.known_decoys = list(self.known_decoys)
        twin.court_cards, twin.court_new = list(self.court_cards), list(self.court_new)
        twin.temple_known = list(self.temple_known)
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
        shuffle(pool, rng)
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
        shuffle(free, rng)
        twin.temple_deck = [
            c if c in self.temple_known[seat] else free.pop() for c in self.temple_deck
        ]
        if drawn_hidden:
            twin.temple_drawn = [free.pop() for _ in self.temple_drawn]
        for o in range(self.players):
            if o != seat:
                twin.temple_known[o] = twin.temple_known[o] & set(twin.temple_deck)


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
    """Every card in exactly one place; pawns conserved; knowledge consistent.
    (Checked after every action of thousands of test games: each hand made a set once,
    a card's clan read from `data.CLAN_OF`.)"""
    errors: list[str] = []
    clan_of = data.CLAN_OF
    places: list[int] = list(state.deck) + list(state.jigoku)
    hand_sets = [set(hand) for hand in state.hands]
    for s in range(state.players):
        places += state.hands[s] + state.corruption[s]
        limit = state.clan_limit(s)
        for clan, cards in state.clans[s].items():
            places += cards
            if clan not in [clan_of[c] for c in cards]:
                errors.append(f"seat {s}'s {clan} clan has no {clan} card")
            if len(cards) > limit:
                errors.append(f"seat {s}'s {clan} clan holds {len(cards)} cards")
            for c in cards:
                if clan_of[c] not in (None, clan):
                    errors.append(f"card {c} ({card_name(c)}) in seat {s}'s {clan} clan")
        for o, known in enumerate(state.known[s]):
            if not known <= hand_sets[o]:
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
    if sorted(places) != _ALL_CARDS:
        errors.append(f"{len(places)} card places for {data.DECK_SIZE} cards, or a card twice")
    return errors


_ALL_CARDS = list(range(data.DECK_SIZE))


def random_playout(state: ShinobiState, rng: random.Random, limit: int = 20000) -> ShinobiState:
    """Play random legal actions to the end (or `limit` actions)."""
    for _ in range(limit):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


__all__ = [  # with the names the other rooms hold and the code imports from here
    "CARDS",
    "GAME_NAME",
    "LOCATIONS",
    "PAWNS_BY_RANK",
    "POINTS_PER_PAWN",
    "ROUNDS",
    "Pending",
    "ShinobiAction",
    "ShinobiState",
    "action_key",
    "dense_ranks",
    "initial_events",
    "invariant_errors",
    "new_game",
    "random_playout",
]
