"""The clans' powers in Shinobi (and the Court cards that act as one): queued when a
clan is placed, each resolved at once or through its choices (`target`, `clan`,
`card`, `order`), then the turn goes on."""

from __future__ import annotations

import itertools

from ninjas.core.events import Event

from . import data
from .actions import ShinobiAction, _act, _one_per_class
from .data import card_class, card_kind
from .position import COPY_EXCLUDED, TARGETED, Pending
from .rounds import Rounds

SKIP_WHY = {
    "destroy_card": "clans",
    "destroy_clan": "clans",
    "return_card": "clans",
    "return_clan": "clans",
    "swap_card": "swap",
    "swap_hand": "swap",
    "discard_random": "hands",
}
"""Why a power aimed at an opponent does nothing (no one to aim at): the power_skipped
event's `why`, as the copy ("copy"), the Jigoku ("jigoku") and the deck ("deck") say."""


class Powers(Rounds):
    """The choices a power asks for, and what each power does."""

    # ----------------------------------------------------------- choices
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

    # --------------------------------------------------------- resolving
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

    def _skip(self, p: Pending, events: list[Event], why: str) -> bool:
        """`p` does nothing here; the event says `why` (the table words it)."""
        events.append(
            Event(
                "power_skipped",
                {"seat": p.seat, "power": p.power, "source": p.source, "why": why},
            )
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
                return self._skip(p, events, "copy")
            p.step = "clan"
            return True
        if power in TARGETED:
            if not self._power_targets(p):
                return self._skip(p, events, SKIP_WHY[p.power])
            p.step = "target"
            return True
        if power == "take_jigoku":
            p.left = min(p.count, len(self.jigoku))
            if not p.left:
                return self._skip(p, events, "jigoku")
            p.step = "card"
            return True
        if power == "search_deck":
            self._refill(events)
            p.left = min(p.count, len(self.deck))
            if not p.left:
                return self._skip(p, events, "deck")
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
                return self._skip(p, events, "deck")
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
            self._own("deck_known")
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
            self._own("known")
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
            self._own("known")
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
            self._own_clans(target)[owner_clan].remove(card)
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
            self._own_clans(p.seat)[clan].append(card)
            events.append(
                Event("reinforce", {"seat": p.seat, "clan": clan, "cards": [card], "court": True})
            )
            p.step = "done"
        else:
            raise AssertionError(f"card for {power}")

    def _hit_clan(self, p: Pending, clan: str, events: list[Event]) -> None:
        target = p.target
        assert target is not None
        cards = self._own_clans(target).pop(clan)
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
        del self._own_clans(seat)[clan]
        if cards:
            self.jigoku.extend(cards)
            events.append(Event("clan_destroyed", {"seat": seat, "clan": clan, "cards": cards}))


def _count(info: data.Clan, level: int) -> int:
    return info.count3 if level == 3 else info.count2
