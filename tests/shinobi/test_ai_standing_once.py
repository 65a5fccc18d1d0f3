"""The Grand Master evaluation works every seat's standing in the round out once, not
once a seat (issue 33, newcomer L: a review of a 3-player Grand Master game said
'about 23 min left'; its playouts are greedy moves judged by `evaluate`, and a third
of their time went to round_strength called players² times an evaluation). The values
are the same to the last bit: a review's verdicts do not move."""

from __future__ import annotations

import math
import random

import pytest

from ninjas.shinobi import ai as shinobi_ai
from ninjas.shinobi import new_game

ROUNDLESS = getattr(shinobi_ai, "ROUNDLESS", ("shosho", "temple", "peek", "pawns", "over"))


def reference(state: shinobi_ai.ShinobiState) -> list[float]:
    """`evaluate` as it was: each seat's points on their own (the standing each time)."""
    boss = state.bosses[1]
    heads = [
        shinobi_ai.victory_points(state, s, boss) / shinobi_ai.VP_TEMPERATURE
        for s in range(state.players)
    ]
    top = max(heads)
    weights = [math.exp(h - top) for h in heads]
    return [w / sum(weights) for w in weights]


@pytest.mark.parametrize("players", [3, 4])
def test_the_standing_is_worked_out_once_and_the_values_do_not_change(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = new_game(7, {"players": players, "mode": "grandmaster"})
    rng = random.Random(7)
    calls = [0]
    original = shinobi_ai.round_strength

    def counted(*args: object) -> float:
        calls[0] += 1
        return original(*args)  # type: ignore[arg-type]

    in_round = 0
    while not state.is_terminal:
        if state.phase not in ROUNDLESS:
            expected = reference(state)
            monkeypatch.setattr(shinobi_ai, "round_strength", counted)
            calls[0] = 0
            assert shinobi_ai.evaluate(state) == expected  # to the last bit
            assert calls[0] == players  # once a seat (players² before)
            monkeypatch.setattr(shinobi_ai, "round_strength", original)
            in_round += 1
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert in_round >= 20
