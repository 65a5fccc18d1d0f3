"""Issue 33, nc-67: a collect to the hand then a discard, where the computer's move was
the discard then the collect, was named a costly move (17% against 73%) though both
orders end the turn in the same position. ninjas.review_order judges them there."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ninjas import review as rv
from ninjas import review_order as ro
from ninjas.night.rules import new_game

BUDGET = rv.Budget(samples=8, playout="normal", chooser="hard", spice=0.1)
OPTIONS = {"players": 3, "collect_value_first": True, "discard_keeps_held": True}


def full_backpack_collect() -> tuple[Any, str, str]:
    """A seeded Night position (random play, seed 12, 58 actions) where the seat to act,
    its backpack full, may collect a token to its hand or discard slot 3 first."""
    state = new_game(12, dict(OPTIONS))
    rng = random.Random(12)
    for _ in range(58):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    seat = state.current_player
    legal = [str(action) for action in state.legal_actions()]
    assert state.free_slots(seat) == 0 and "collect 0" in legal and "discard 3" in legal
    return state, "collect 0", "discard 3"


def turn_of(state: Any, first: tuple[str, ...]) -> tuple[str, ...]:
    """`first`, then the seat's first legal actions until its turn ends."""
    seat, sim, texts = state.current_player, state.clone(), list(first)
    for text in first:
        sim.apply(text)
    while not sim.is_terminal and sim.current_player == seat:
        action = str(sim.legal_actions()[0])
        texts.append(action)
        sim.apply(action)
    return tuple(texts)


def test_a_move_the_computer_played_in_another_order_is_as_good(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state, collect, discard = full_backpack_collect()
    seat = state.current_player
    played = turn_of(state, (collect, discard))
    assert ro.turn_rest(state, seat, list(played)) == played
    # the computer's move there is the discard (the hint's search is not what is tested)
    monkeypatch.setattr(rv, "computer_move", lambda decision, level="hard": discard)
    decision = rv.Decision(state.clone(), seat, 58, collect, "12:0", 12, rest=played)
    item = rv.review_decision(decision, BUDGET)
    assert item.computer == discard
    assert item.after_move == item.after_computer
    assert item.as_good and item.loss == 0
    # judged from mid-turn (the old way, no turn's rest), the playouts finish the collect's
    # turn their own way and the two figures part
    apart = rv.review_decision(rv.Decision(state.clone(), seat, 58, collect, "12:0", 12), BUDGET)
    assert apart.after_move != apart.after_computer


def test_orders_that_end_apart_are_judged_apart() -> None:
    state, collect, discard = full_backpack_collect()
    assert ro.computer_first((collect, discard, "end"), discard) == (discard, collect, "end")
    # the computer's move not among the seat's later actions: judged apart, as before
    assert ro.computer_first((collect, "end"), discard) is None
    assert ro.same_ends([state.clone()], (collect, "end"), discard) is None
    # the discard first then the same collect end where the collect then the discard do
    assert ro.same_ends([state.clone()], (collect, discard), discard) is not None


def test_decisions_carry_the_turns_rest() -> None:
    state, collect, discard = full_backpack_collect()
    seat = state.current_player
    played = turn_of(state, (collect, discard))
    later = ("x",)  # another seat's action after the turn is not followed
    assert ro.turn_rest(state, seat, [*played, *later]) == played
