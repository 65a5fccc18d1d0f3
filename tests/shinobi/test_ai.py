"""Shinobi AI: every level plays legal moves, and none reads what its seat cannot see."""

from __future__ import annotations

import random

import pytest

from ninjas.ai.agents import AGENT_NAMES, make_agent
from ninjas.shinobi import ai as shinobi_ai
from ninjas.shinobi import new_game
from ninjas.shinobi.rules import ShinobiState

SMALL = shinobi_ai.Preset(iterations=40, max_rollout=4, exploration=0.7)


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests check behaviour, not strength: a small search keeps them fast."""
    monkeypatch.setattr(shinobi_ai, "PRESETS", dict.fromkeys(("easy", "normal", "hard"), SMALL))


def positions(mode: str, players: int, count: int, seed: int) -> list[ShinobiState]:
    """Positions from a random game where the player to move has several choices."""
    state = new_game(seed, {"players": players, "mode": mode})
    rng = random.Random(seed)
    found: list[ShinobiState] = []
    while not state.is_terminal and len(found) < count:
        legal = state.legal_actions()
        if len(legal) > 1 and rng.random() < 0.3:
            found.append(state.clone())
        state.apply(legal[rng.randrange(len(legal))])
    return found


@pytest.mark.parametrize("name", AGENT_NAMES)
@pytest.mark.parametrize(("players", "mode"), [(2, "grasshopper"), (4, "grandmaster")])
def test_every_level_finishes_a_game_with_legal_moves(name: str, players: int, mode: str) -> None:
    state = new_game(3, {"players": players, "mode": mode})
    agents = [make_agent(name if s == 0 else "random", s) for s in range(players)]
    while not state.is_terminal:
        action = agents[state.current_player].choose(state)
        assert str(action) in {str(a) for a in state.legal_actions()}
        state.apply(action)
    assert state.winners()


@pytest.mark.parametrize("name", ["greedy", "easy", "normal", "hard"])
@pytest.mark.parametrize(("players", "mode"), [(2, "grasshopper"), (3, "grandmaster")])
def test_the_ai_never_peeks(name: str, players: int, mode: str) -> None:
    """Two states that differ only in what the seat to move cannot see (other hands,
    the deck order, the boss, hidden Court cards): same seed, same choice."""
    checked = 0
    for position in positions(mode, players, 6, seed=11):
        seat = position.current_player
        other = position.determinize(seat, random.Random(99))
        assert other.view(seat) == position.view(seat)
        differs = other.hands != position.hands or other.deck != position.deck
        first = make_agent(name, 5).choose(position)
        second = make_agent(name, 5).choose(other)
        assert str(first) == str(second)
        checked += differs
    assert checked >= 3, "the positions must differ in hidden cards"


def test_greedy_prefers_placing_a_strong_clan() -> None:
    """Greedy takes the best immediate strength gain: three Bears (18) over passing."""
    state = new_game(1)
    seat = state.current_player
    state.apply("recruit")
    bears = [c for c in range(72, 81) if c not in state.hands[seat]][:3]
    for card in bears:
        for place in (state.deck, state.jigoku, *state.hands):
            if card in place:
                place.remove(card)
        state.hands[seat].append(card)
    state.hands[seat].sort()
    action = shinobi_ai.greedy_choice(state, random.Random(0))
    assert str(action).startswith("place Bear")
