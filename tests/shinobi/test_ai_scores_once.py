"""A greedy decision lists the seat's legal moves once, in the agent, not once more in its
policy nor in its look, and the scores the evaluation reads every move looked at are
summed without sorting or a call per card (issue 33: the review's playouts). The scores
are the same."""

from __future__ import annotations

import random

import pytest

from ninjas.ai.agents import make_agent
from ninjas.shinobi import data, new_game
from ninjas.shinobi.data import card_value
from ninjas.shinobi.rules import ShinobiAction, ShinobiState


def test_a_greedy_decision_lists_the_moves_once(monkeypatch: pytest.MonkeyPatch) -> None:
    state = new_game(4, {"players": 3, "mode": "grandmaster"})
    agent = make_agent("normal", 4)
    listed = ShinobiState.legal_actions
    calls: list[ShinobiState] = []

    def counted(self: ShinobiState) -> list[ShinobiAction]:
        calls.append(self)
        return listed(self)

    decisions = 0
    while not state.is_terminal and decisions < 40:
        if len(state.legal_actions()) > 1 and state.phase != "peek":
            monkeypatch.setattr(ShinobiState, "legal_actions", counted)
            calls.clear()
            action = agent.choose(state)
            monkeypatch.setattr(ShinobiState, "legal_actions", listed)
            # the agent's check alone, the policy taking its list (s22: two before, the
            # policy's own; three before that, once more in the look)
            assert sum(listed is state for listed in calls) == 1
            decisions += 1
        else:
            action = state.legal_actions()[0]
        state.apply(action)
    assert decisions == 40


def reference_score(state: ShinobiState, seat: int) -> int:
    """The score as the rules define it: the clans' cards (a Ronin 4 for a Ronin
    Master's), the Veteran and the favour, less the corruption but its highest card with
    Absolution."""
    total = sum(state.card_score(seat, c) for cards in state.clans[seat].values() for c in cards)
    total += data.VETERAN_STRENGTH if state.temple_cards[seat] == "Veteran" else 0
    total += data.FAVOUR_STRENGTH if state.favour[seat] else 0
    values = sorted(card_value(c) for c in state.corruption[seat])
    if state.temple_cards[seat] == "Absolution" and values:
        values.pop()
    return total - sum(values)


@pytest.mark.parametrize("temple", [None, "Absolution", "Ronin Master", "Veteran"])
def test_the_scores_are_the_same(temple: str | None) -> None:
    state = new_game(9, {"players": 3, "mode": "grandmaster"})
    rng = random.Random(9)
    checked = 0
    while not state.is_terminal:
        state.temple_cards = [temple] * 3
        for seat in range(3):
            assert state.score(seat) == reference_score(state, seat)
            checked += bool(state.corruption[seat])
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert checked > 20
