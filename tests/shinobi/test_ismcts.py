"""The generic ISMCTS agent on a tiny hidden-card game (keep or swap your card)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from ninjas.ai.ismcts import ISMCTS
from ninjas.core.protocol import TERMINAL


@dataclass
class SwapGame:
    """Seat 0 sees its card, then keeps it or swaps it for the deck's top card;
    the higher card of the two seats wins.  Seat 1's card and the deck are hidden."""

    hands: list[int]
    deck: list[int]
    done: bool = False
    log: list[str] = field(default_factory=list)
    game: str = "swap"
    seed: int = 0

    @property
    def current_player(self) -> int:
        return TERMINAL if self.done else 0

    @property
    def num_players(self) -> int:
        return 2

    @property
    def is_terminal(self) -> bool:
        return self.done

    def legal_actions(self) -> list[str]:
        return [] if self.done else ["keep", "swap"]

    def apply(self, action: str) -> list[object]:
        if action == "swap":
            self.hands[0], self.deck[0] = self.deck[0], self.hands[0]
        self.done = True
        self.log.append(action)
        return []

    def returns(self) -> list[float]:
        a, b = self.hands
        return [1.0, -1.0] if a > b else [-1.0, 1.0] if b > a else [0.0, 0.0]

    def clone(self) -> SwapGame:
        return SwapGame(list(self.hands), list(self.deck), self.done, list(self.log))

    def parse_action(self, text: str) -> str:
        return text

    def view(self, seat: int) -> tuple[int, bool, tuple[str, ...]]:
        return (self.hands[seat], self.done, tuple(self.log))

    def determinize(self, seat: int, rng: random.Random) -> SwapGame:
        unseen = [c for c in range(10) if c != self.hands[seat]]
        rng.shuffle(unseen)
        hands = [0, 0]
        hands[seat] = self.hands[seat]
        hands[1 - seat] = unseen[0]
        return SwapGame(hands, unseen[1:], self.done, list(self.log))


def _game(mine: int, rng: random.Random) -> SwapGame:
    rest = [c for c in range(10) if c != mine]
    rng.shuffle(rest)
    return SwapGame([mine, rest[0]], rest[1:])


def test_keeps_a_high_card_and_swaps_a_low_one() -> None:
    rng = random.Random(1)
    assert ISMCTS(random.Random(5), iterations=300).choose(_game(9, rng)) == "keep"
    assert ISMCTS(random.Random(5), iterations=300).choose(_game(0, rng)) == "swap"


def test_never_peeks_states_differing_only_in_hidden_cards_give_the_same_choice() -> None:
    rng = random.Random(2)
    for mine in range(10):
        a, b = _game(mine, rng), _game(mine, rng)
        assert a.view(0) == b.view(0)
        pick_a = ISMCTS(random.Random(7), iterations=50).choose(a)
        pick_b = ISMCTS(random.Random(7), iterations=50).choose(b)
        assert pick_a == pick_b


def test_seeded_search_is_deterministic() -> None:
    g = _game(5, random.Random(3))
    picks = {ISMCTS(random.Random(11), iterations=80).choose(g.clone()) for _ in range(3)}
    assert len(picks) == 1


class WaitThenSwap(SwapGame):
    """SwapGame preceded by one forced-choice move ("wait" or "bow"), so rollouts
    have moves left to truncate."""

    started: bool = False

    def legal_actions(self) -> list[str]:
        return ["wait", "bow"] if not self.started else super().legal_actions()

    def apply(self, action: str) -> list[object]:
        if not self.started:
            self.started = True
            self.log.append(action)
            return []
        return super().apply(action)

    def determinize(self, seat: int, rng: random.Random) -> WaitThenSwap:
        d = super().determinize(seat, rng)
        w = WaitThenSwap(d.hands, d.deck, d.done, d.log)
        w.started = self.started
        return w


def test_truncated_rollouts_use_the_evaluation() -> None:
    calls: list[int] = []

    def evaluate(state: object) -> list[float]:
        calls.append(1)
        return [0.0, 0.0]

    base = _game(5, random.Random(4))
    g = WaitThenSwap(base.hands, base.deck)
    ISMCTS(random.Random(1), iterations=10, evaluate=evaluate, max_rollout=0).choose(g)
    assert calls  # the expanded first move leaves the game open: evaluated, not played out
    assert g.log == [] and not g.started  # the real state is never touched


def test_bad_budget_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="at least one iteration"):
        ISMCTS(random.Random(0), iterations=0)


class NamedSwap(SwapGame):
    """SwapGame whose two actions carry a serial number dealt anew in each
    determinization ("keep#41"), as Shinobi's actions name cards by ids that another
    deal of the hidden cards changes."""

    serial: int = 0

    def legal_actions(self) -> list[str]:
        return [] if self.done else [f"keep#{self.serial}", f"swap#{self.serial}"]

    def apply(self, action: str) -> list[object]:
        return super().apply(action.split("#")[0])

    def determinize(self, seat: int, rng: random.Random) -> NamedSwap:
        d = super().determinize(seat, rng)
        twin = NamedSwap(d.hands, d.deck, d.done, d.log)
        twin.serial = rng.randrange(1_000_000)
        return twin


def test_an_action_key_shares_nodes_between_determinizations() -> None:
    """Keyed by what they do, the actions of every determinization meet in two nodes,
    and the choice is the real state's own action object."""
    rng = random.Random(6)

    def named(mine: int) -> NamedSwap:
        base = _game(mine, rng)
        return NamedSwap(base.hands, base.deck)

    def what(action: str) -> str:
        return action.split("#")[0]

    assert ISMCTS(random.Random(5), iterations=300, key=what).choose(named(9)) == "keep#0"
    assert ISMCTS(random.Random(5), iterations=300, key=what).choose(named(0)) == "swap#0"
