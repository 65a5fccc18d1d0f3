"""The Dojo AI: legal moves at every level, and it never peeks: two states that its seat
cannot tell apart (equal views) get the same decision from the same seed."""

from __future__ import annotations

import random

import pytest

from ninjas.ai import make_agent
from ninjas.dojo.ai import battle_odds, path_costs, reach_chance
from ninjas.dojo.rules import TOGGLES, new_game

ALL = dict.fromkeys(TOGGLES, True)


@pytest.mark.parametrize("level", ["greedy", "easy", "normal", "hard"])
def test_every_level_plays_legal_actions(level):
    state = new_game(3, dict(ALL, board="island"))
    agents = [make_agent(level, 1), make_agent("random", 2)]
    for _ in range(160):
        if state.is_terminal:
            break
        action = agents[state.current_player].choose(state)
        assert str(action) in {str(a) for a in state.legal_actions()}
        state.apply(action)


def test_it_never_peeks_at_face_down_cards_or_deck_order():
    """Mid-battle and mid-turn positions: the state is swapped for another with the
    same view for the AI's seat (hidden cards and decks dealt again); the AI's choice is
    the same."""
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = new_game(seed, ALL if seed % 2 else {})
        for _ in range(rng.randrange(10, 300)):
            if state.is_terminal:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.is_terminal:
            continue
        seat = state.current_player
        other = state.determinize(seat, random.Random(seed + 99))
        assert other.view(seat) == state.view(seat)
        a = make_agent("normal", 5).choose(state)
        b = make_agent("normal", 5).choose(other)
        assert str(a) == str(b), (seed, state.phase)
        checked += 1
    assert checked >= 20


def test_battle_odds_and_reach():
    assert battle_odds(3, 0, False)[0] == 1.0
    assert battle_odds(0, 2, False)[0] == 0.0
    even = battle_odds(2, 2, False)[0]
    assert abs(even - 0.5) < 1e-9
    assert battle_odds(2, 2, True)[0] < even
    assert battle_odds(5, 1, False)[0] > 0.9
    assert reach_chance(1, False) == 1.0 and reach_chance(6, False) == pytest.approx(1 / 6)
    assert reach_chance(7, True) == 0.0 and reach_chance(6, True) == 1.0
    costs = path_costs({(0, 0): "plains", (1, 0): "forest", (2, 0): "mountain"}, (0, 0))
    assert costs == {(0, 0): 0, (1, 0): 0, (2, 0): 2}


@pytest.mark.parametrize("level", ["greedy", "easy", "hard"])
def test_its_walk_through_the_forest_ends(level):
    """Free forest steps have no limit: on a board of forest, with every move spent, the
    AI (a fresh agent for each decision, as the table asks it) never walks in circles
    and soon ends its move."""
    from ninjas.dojo.hexgrid import Board

    state = new_game(7, {})
    while state.phase == "dojo":
        state.apply(state.legal_actions()[0])
    state.board = Board(state.board.name, tuple((h, "forest") for h in state.board.hexes()))
    state._terrain_cache = None
    seat = state.mover
    for h in state.board.hexes()[:6]:
        state.ninjas[h] = [0, 0]
        state.ninjas[h][seat] = 2
    state.phase, state.remaining = "move", 0
    for step in range(60):
        if state.phase != "move":
            break
        action = make_agent(level, step).choose(state)
        state.apply(action)
    assert state.phase != "move"
