"""Determinizations are positions the rules can reach (issue 21, point 14: a Joker was
dealt face down into the defender's row, 297 times in 1.29 million samples).

The positions are battles with hidden cards, from random games with every optional
rule on, so that a wrong deal shows often (a Joker among some 50 hidden cards lands in
a row of a few cards several times in a hundred). Here: 100,000 samples (a few
seconds); `make soak` deals a million, seeded (tools/soak.py, "determinizations").
"""

from __future__ import annotations

import random

from ninjas.dojo import data
from ninjas.dojo.rules import (
    battle_card_errors,
    battle_positions,
    determinization_errors,
    new_game,
)

SAMPLES = 100_000


def test_a_hundred_thousand_determinizations_are_legal_positions():
    positions = battle_positions(seed=21, count=200)
    assert len(positions) == 200
    assert determinization_errors(positions, SAMPLES, seed=14) == []


def test_the_check_sees_a_joker_in_the_row():
    positions = battle_positions(seed=3, count=1)
    state = positions[0]
    b = state.battle
    assert b is not None
    if b.pool:
        b.pool[0] = data.JOKER
    elif b.hand:
        b.hand[0] = data.JOKER
    else:
        b.row[[i for i, c in enumerate(b.row) if c is not None][0]] = data.JOKER
    assert battle_card_errors(state)


def test_a_lone_ninjas_kept_card_is_never_below_its_discarded_twin():
    """Fists of Fury discards the lower of two, in view: a determinization deals the
    kept card at least that high."""
    h = (0, 0)
    from tests.dojo.test_rules import scene

    state = scene(None, {h: [5, 1]}, decks=([3, 3, 3, 3, 4], [12, 9]), fists_of_fury=True)
    state.apply("fight 0,0")
    state.apply("draw 2")
    assert state.battle.floor[1] == 9
    rng = random.Random(5)
    for _ in range(2000):
        twin = state.determinize(0, rng)
        assert twin.battle.pool[0] >= 9
        assert not battle_card_errors(twin)


def test_no_position_holds_a_joker_in_a_battle_while_playing():
    rng = random.Random(8)
    options = {"jokers": True, "fists_of_fury": True}
    for seed in range(5):
        state = new_game(seed, options)
        while not state.is_terminal:
            assert battle_card_errors(state) == []
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
