"""TaisenState.refusal: why a card cannot move, so that a refused click can say so."""

from __future__ import annotations

import random
import re

import pytest

import ninjas.taisen as t
from ninjas.taisen.cards import LOCAL_TOKENS

R1, R2, J = LOCAL_TOKENS.index("R1"), LOCAL_TOKENS.index("R2"), LOCAL_TOKENS.index("J")
RED, GREEN, BLUE = 0, 1, 2
EMPTY = "/".join(["-"] * 9)


@pytest.mark.parametrize(
    "notation, local, die, expected",
    [
        (
            "R1P1S1P2/-/-/-/-/-/-/-/-/j/- m r1g1b1 J",
            R1,
            None,
            ("covered", {"card": "R1", "above": 3}),
        ),
        ("J/-/-/-/-/j/-/-/-/-/R1 m r1g1b1 J", R1, None, ("on_enemy_village", {"card": "R1"})),
        ("J/-/-/-/-/j/-/-/-/-/- m r1g1b1 J", J, None, ("shogun_moved", {"card": "J"})),
        ("R1/-/-/-/-/j/-/-/-/-/- m r1 J", R1, BLUE, ("die_used", {"die": "b"})),
        ("R1/-/-/-/-/j/-/-/-/-/- m r1 J", R1, RED, ("wrong_colour", {"card": "R1", "die": "r"})),
        ("R1/-/-/-/-/j/-/-/-/-/- m r1 J", R1, None, ("no_die", {"card": "R1"})),
        ("R1/-/-/-/-/j/-/-/-/-/- m r1 J", R2, None, ("eliminated", {"card": "R2"})),
        ("R1P1S1/-/-/-/-/j/-/-/-/-/- m b1 J", R1, BLUE, None),  # two on top may ride along
        ("J/-/-/-/-/j/-/-/-/-/- m g2 -", J, GREEN, None),  # the Shogun takes any die
    ],
)
def test_refusal_names_the_reason(notation, local, die, expected):
    assert t.from_notation(notation).refusal(local, die) == expected


def test_refusal_agrees_with_the_legal_moves_everywhere():
    rng = random.Random(4)
    checked = 0
    for seed in range(60):
        state = t.new_game(seed=seed)
        while not state.is_terminal:
            legal = {a.code for a in state.legal_actions()}
            for die in range(3):
                for local in range(10):
                    assert (state.refusal(local, die) is None) == (die * 10 + local in legal), (
                        state.to_notation(),
                        die,
                        local,
                    )
                    checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 10_000


def test_an_illegal_action_says_why_in_words():
    state = t.from_notation("R1P1S1P2/-/-/-/-/-/-/-/-/j/- m r1g1b1 J")
    with pytest.raises(ValueError, match="3 cards sit on top of R1"):
        state.apply("b:R1")


@pytest.mark.parametrize("dice", ["?", "r1g1b1"])
def test_an_illegal_action_names_the_position_as_it_was_and_leaves_it(dice):
    """The refusal's position is written only once the action is refused (apply no longer
    writes it for every action): still the position before, its dice unrolled if they were."""
    written = f"R1P1S1P2/-/-/-/-/-/-/-/-/j/- m {dice} J"
    state = t.from_notation(written, seed=3)
    generator = state.rng.getstate()
    with pytest.raises(ValueError, match=rf"illegal action b:R1 in {re.escape(written)}: "):
        state.apply("b:R1")
    assert state.to_notation() == written and state.rng.getstate() == generator
