"""The greedy look one move ahead reads its deal's generator only for a move that draws
from it (ninjas.shinobi.ai._Dealt: issue 33, the review's wait; `getstate` copies 625
words, once a decision before, and most decisions draw nothing). A move that draws
still draws what a clone of the deal would, and the choices are the same."""

from __future__ import annotations

import random

import pytest

from ninjas.shinobi import ai as shinobi_ai
from ninjas.shinobi import new_game
from ninjas.shinobi.rules import ShinobiState
from tests.shinobi.test_ai_ahead import judged, reference


def drawn(twin: ShinobiState, seat: int) -> float:
    """A judge that reads the cards a move drew (and the evaluation)."""
    return sum(twin.hands[seat]) / 1000 + judged(twin, seat)


def at_the_draw_with_an_empty_deck(seed: int) -> ShinobiState:
    state = new_game(seed, {"players": 2, "mode": "grasshopper"})
    while state.phase != "draw":
        state.apply(state.legal_actions()[0])
    state.jigoku, state.deck = state.jigoku + state.deck, []  # a draw shuffles the Jigoku
    return state


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_a_move_that_draws_draws_as_a_clone_of_the_deal(seed: int) -> None:
    state = at_the_draw_with_an_empty_deck(seed)
    for look in range(4):
        ours, theirs = random.Random(look), random.Random(look)
        assert shinobi_ai.best_on_one_deal(state, ours, drawn) == reference(state, theirs, drawn)
        assert ours.getstate() == theirs.getstate()


def test_most_decisions_read_no_generators_state(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = new_game(11, {"players": 3, "mode": "grandmaster"})
    real = random.Random.getstate
    read = [0]

    def counted(self: random.Random) -> object:
        read[0] += 1
        return real(self)

    looked = unread = 0
    while not state.is_terminal and looked < 40:
        legal = state.legal_actions()
        if len(legal) > 1:
            monkeypatch.setattr(random.Random, "getstate", counted)
            read[0] = 0
            chosen = shinobi_ai.greedy_choice(state, random.Random(looked), legal)
            monkeypatch.setattr(random.Random, "getstate", real)
            unread += read[0] == 0  # (a move that shuffles or picks at random reads it)
            looked += 1
        else:
            chosen = legal[0]
        state.apply(chosen)
    assert looked == 40 and unread >= 30  # (before: none, the deal's read every time)
