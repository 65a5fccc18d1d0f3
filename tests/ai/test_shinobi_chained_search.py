"""At a table, a hard Shinobi computer's decision that goes on with its own turn (its
power's choices, its discard after its placing) searches on from the tree of the decision
before, so that its short deadline (ninjas.ai.deadline.CHAINED_SECONDS; issue 33: a whole
computer turn in 4 s) costs it little. The arena and the tests ask no deadline: each
decision searches alone, as before."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ninjas.ai import make_agent
from ninjas.ai.deadline import Deadline, searching_until
from ninjas.ai.ismcts import ISMCTS
from ninjas.shinobi import ai as shinobi_ai
from ninjas.shinobi.rules import new_game


def record_searches(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """Each ISMCTS search's (visits of the tree it began from, iterations it ran)."""
    searches: list[tuple[int, int]] = []
    choose = ISMCTS.choose

    def recorded(self: ISMCTS, state: Any, root: Any = None) -> Any:
        before = 0 if root is None else root.visits
        action = choose(self, state, root)
        searches.append((before, self.done))
        return action

    monkeypatch.setattr(ISMCTS, "choose", recorded)
    return searches


def chained_decision() -> tuple[Any, shinobi_ai.ShinobiPolicy, Any]:
    """A 2-player game's first hard decision (searched under a deadline never reached)
    after which the same seat decides again: (state, policy, its choice)."""
    state = new_game(4, {"players": 2})
    other = make_agent("greedy", 4)
    for _ in range(200):
        policy = shinobi_ai.ShinobiPolicy("hard", random.Random(7))
        if len(state.legal_actions()) > 1:
            with searching_until(Deadline(1000.0)):
                choice = policy.choose(state)
            if policy.kept is not None:
                return state, policy, choice
        state.apply(other.choose(state))
    raise AssertionError("no decision went on with the same seat's turn")


def test_the_next_decision_of_the_turn_searches_on_from_the_tree(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state, policy, choice = chained_decision()
    searches = record_searches(monkeypatch)
    kept = policy.kept
    assert kept is not None and kept[1].visits > 0
    visits = kept[1].visits
    state.apply(choice)
    assert kept[0] == repr(state)
    with searching_until(Deadline(1000.0)):
        policy.choose(state)
    iterations = shinobi_ai.PRESETS["hard"].iterations  # type: ignore[union-attr]
    ((began, ran),) = searches
    # before: a fresh tree, all 2000 iterations again
    assert began == visits and ran == iterations - visits < iterations


def test_a_position_other_than_the_one_foreseen_searches_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state, policy, choice = chained_decision()
    searches = record_searches(monkeypatch)
    other = [a for a in state.legal_actions() if str(a) != str(choice)][0]
    state.apply(other)
    if state.is_terminal or len(state.legal_actions()) < 2:
        pytest.skip("the other move leaves no choice")
    with searching_until(Deadline(1000.0)):
        policy.choose(state)
    assert searches and searches[-1][0] == 0


def test_without_a_deadline_nothing_is_kept() -> None:
    """The arena, the review and the tests: every decision its own whole search."""
    state, _, _ = chained_decision()
    policy = shinobi_ai.ShinobiPolicy("hard", random.Random(7))
    policy.choose(state)
    assert policy.kept is None
