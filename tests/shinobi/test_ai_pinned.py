"""The search plays exactly as pinned: speed-ups of the rules and of ISMCTS must not
change a single decision (same seed, same moves, the generator left in the same state).

The digests were taken before the search was made faster (main at 3ab258e) and match
after. A change meant to make the AI play differently updates them, and says so: the
4-player Grasshopper game's was taken again when hard began to play those games by
`lookahead_choice` (FOUR_GRASSHOPPER), which the iterations below do not touch. The
3-player Grand Master game's was taken again when the Temple stopped offering its cards
after the third round (no round is left for them): the game's moves change there; and
again when Grand Master's evaluate began to count a seat's strength within its rank
(ai.STANDING_SHARE, s24: a Pass and a clan laid had been worth the same)."""

from __future__ import annotations

import hashlib

import pytest

from ninjas.ai.agents import make_agent
from ninjas.shinobi import ai as shinobi_ai
from ninjas.shinobi import new_game


def _game_digest(seed: int, players: int, mode: str) -> tuple[int, str]:
    """`hard` in seat 0 against `greedy`: the moves, the winners and
    the next number of hard's generator, as a count of moves and a digest."""
    state = new_game(seed, {"players": players, "mode": mode})
    agents = [make_agent("hard", seed)]
    agents += [make_agent("greedy", seed + s) for s in range(1, players)]
    moves = []
    while not state.is_terminal:
        action = agents[state.current_player].choose(state)
        moves.append(str(action))
        state.apply(action)
    text = "\n".join(moves) + f"\n{state.winners()} {agents[0].rng.getrandbits(32)}"
    return len(moves), hashlib.sha256(text.encode()).hexdigest()[:16]


@pytest.mark.parametrize(
    ("seed", "players", "mode", "iterations", "expected"),
    [
        (5, 4, "grasshopper", 150, (52, "9e11e428715cba5b")),
        (6, 3, "grandmaster", 40, (138, "1d68833c67eab711")),
    ],
)
def test_hard_plays_the_pinned_game(
    monkeypatch: pytest.MonkeyPatch,
    seed: int,
    players: int,
    mode: str,
    iterations: int,
    expected: tuple[int, str],
) -> None:
    hard = shinobi_ai.Preset(iterations=iterations, max_rollout=8, exploration=0.7)
    monkeypatch.setitem(shinobi_ai.PRESETS, "hard", hard)
    assert _game_digest(seed, players, mode) == expected
