"""How a Shinobi round ends (Grasshopper: the game), and Grand Master's board between
rounds: the Imperial Court cards, the ranking and the Shosho, the Temple of the
Shadow, the pawns and their Missions peeks, the next round and the Final Boss."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event

from . import data
from .actions import ShinobiAction, _act
from .data import card_value
from .position import LOCATIONS, PAWNS_BY_RANK, POINTS_PER_PAWN, ROUNDS, Pending, Position


class Rounds(Position):
    """The round's end and what Grand Master plays between rounds."""

    # ------------------------------------------------------- court cards
    def _court_actions(self, seat: int) -> list[ShinobiAction]:
        actions = [_act("court", "skip")]
        for name in sorted(set(self.court_cards[seat])):
            if name in ("Decree", "Banishment", "Reinforcement", "Spy", "Recall"):
                if not self._court_possible(seat, name):
                    continue
            actions.append(_act("court", name.replace(" ", "_")))
        return actions

    def court_possible(self, seat: int, name: str) -> bool:
        """Whether the Court card `name` could act for `seat` now (the table says why not
        in its holder's row, scenes/shinobi/court_turn.row_note)."""
        return self._court_possible(seat, name)

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

    def _apply_court(self, seat: int, name: str, events: list[Event]) -> None:
        if name == "skip":
            events.append(Event("court_skip", {"seat": seat}))
            self._begin_draw(events)
            return
        self._own("court_cards", "court_used", "favour")
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
                    self._own("known")
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

    # --------------------------------------------------------- round end
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

    def _end_round(self, events: list[Event]) -> None:
        self.pending = []
        self._own("corruption_total", "round_results", "reserve", "to_place")
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
            # Court cards held unused, discarded with the round: a public count (the
            # others saw each drawn and each used, never which; scenes/shinobi/court_turn)
            "court_unused": [len(self.court_cards[s]) for s in range(self.players)],
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
        self._own("temple_deck", "temple_known", "temple_next", "temple_queue", "temple_drawn")
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
        self._own("known_decoys")
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
        self._own("to_place", "pawns", "court_this_round", "court_deck", "court_new")
        self._own("place_order", "round_results")
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
        self._own("temple_discard", "temple_cards", "temple_next", "court_hidden_discard")
        self._own("court_own_discard", "court_cards", "court_new", "favour")
        self.clans = list(self.clans)  # (each seat's replaced below: copies share the list)
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
