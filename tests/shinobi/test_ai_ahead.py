"""The greedy look one move ahead copies a deal per legal move without parsing the
moves again or copying the generator each time (ShinobiState.ahead: issue 33, a review's
playouts of a 3-player Grand Master game spent a quarter of their time copying
positions, the generator's state most, and an eighth re-parsing their own moves). The
moves chosen and the generators after them are the same as before, to the last draw."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest

from ninjas.shinobi import ai as shinobi_ai
from ninjas.shinobi import new_game
from ninjas.shinobi.rules import ShinobiAction, ShinobiState


def reference(
    state: ShinobiState, rng: random.Random, value: Callable[[ShinobiState, int], float]
) -> ShinobiAction:
    """`best_on_one_deal` as it was: a clone of the deal per move, the move parsed."""
    seat = state.current_player
    world = state.determinize(seat, rng)
    best: list[ShinobiAction] = []
    best_value = -math.inf
    for action in state.legal_actions():
        twin = world.clone()
        twin.apply(str(action))
        judged = value(twin, seat)
        if judged > best_value + 1e-12:
            best, best_value = [action], judged
        elif abs(judged - best_value) <= 1e-12:
            best.append(action)
    return best[rng.randrange(len(best))]


def judged(twin: ShinobiState, seat: int) -> float:
    return shinobi_ai.evaluate(twin)[seat]


@pytest.mark.parametrize(("players", "mode"), [(3, "grandmaster"), (2, "grasshopper")])
def test_greedy_chooses_as_before_without_parsing(
    players: int, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = new_game(11, {"players": players, "mode": mode})
    parse = ShinobiState.parse_action
    parsed = [0]

    def counted(self: ShinobiState, text: str) -> ShinobiAction:
        parsed[0] += 1
        return parse(self, text)

    looked = 0
    while not state.is_terminal:
        legal = state.legal_actions()
        if len(legal) > 1:
            ours, theirs = random.Random(looked), random.Random(looked)
            expected = reference(state, theirs, judged)
            monkeypatch.setattr(ShinobiState, "parse_action", counted)
            parsed[0] = 0
            chosen = shinobi_ai.best_on_one_deal(state, ours, judged)
            assert parsed[0] == 0  # one per legal move before
            monkeypatch.setattr(ShinobiState, "parse_action", parse)
            assert chosen == expected
            assert ours.getstate() == theirs.getstate()
            looked += 1
            state.apply(chosen)
        else:
            state.apply(legal[0])
    assert looked >= 20


def test_a_copy_ahead_draws_as_a_clone_would() -> None:
    """A move that draws (a deck rebuilt from the shuffled Jigoku) draws the same cards
    in a copy ahead as in a clone; the position copied keeps its generator."""
    state = new_game(3, {"players": 2, "mode": "grasshopper"})
    while state.phase != "draw":
        state.apply(state.legal_actions()[0])
    state.jigoku, state.deck = state.jigoku + state.deck, []
    before = state.rng.getstate()
    chance = state.chance()
    clone = state.clone()
    clone.apply("recruit")
    for _ in range(2):
        twin = state.ahead(chance)
        twin.apply("recruit")
        assert repr(twin) == repr(clone)
        assert twin.chance() == clone.rng.getstate()
        assert twin.rng.random() == clone.clone().rng.random()
    assert state.rng.getstate() == before
    assert state.ahead(chance).chance() == before  # never drawn from: not made
