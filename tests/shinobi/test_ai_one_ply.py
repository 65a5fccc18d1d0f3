"""Issue 33, the review's speed: a greedy Shinobi move (the review's playouts) worked out
every seat's standing (round_strength) again for every move it looked at, though most
moves change the mover's cards alone. A seat whose cards the move left as they were now
keeps the standing it has on the deal (shinobi.ai._OnePly): the same choices, the
generator left where it was, and the standings counted."""

from __future__ import annotations

import random

import pytest

from ninjas.shinobi import ai as shinobi_ai
from ninjas.shinobi import new_game
from ninjas.shinobi.rules import ShinobiState

from .test_ai_ahead import judged, reference


@pytest.mark.parametrize(
    ("players", "mode", "seed"),
    [(3, "grandmaster", 5), (4, "grandmaster", 6), (2, "grasshopper", 7), (3, "grasshopper", 8)],
)
def test_greedy_chooses_as_with_every_standing_worked_out(
    players: int, mode: str, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = new_game(seed, {"players": players, "mode": mode})
    real = ShinobiState.score
    calls = [0]

    def counted(position: ShinobiState, seat: int) -> int:  # a standing reads the score
        calls[0] += 1
        return real(position, seat)

    looked = worked = before = 0
    while not state.is_terminal:
        legal = state.legal_actions()
        if len(legal) > 1:
            ours, theirs = random.Random(looked), random.Random(looked)
            expected = reference(state, theirs, judged)  # every standing, every move
            monkeypatch.setattr(ShinobiState, "score", counted)
            calls[0] = 0
            chosen = shinobi_ai.greedy_choice(state, ours)
            monkeypatch.setattr(ShinobiState, "score", real)
            assert chosen == expected
            assert ours.getstate() == theirs.getstate()
            worked += calls[0]
            rounds = state.mode == "grasshopper" or state.phase not in shinobi_ai.ROUNDLESS
            before += len(legal) * players if rounds else 0
            looked += 1
            state.apply(chosen)
        else:
            state.apply(legal[0])
    assert looked >= 20
    # (fails before: one standing a seat for every move looked at)
    assert worked < 0.6 * before, (worked, before)
