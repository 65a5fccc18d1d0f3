"""Shinobi's rules made cheaper for the review (issue 33, its wait: a Grand Master seat's
review took ~82 s of processor time) play exactly as before: copies of a position share
the fields a placing does not touch (position.SHARED, `_own`, `_own_clans`, and the rows
of `known` a card leaves), and no change to one copy reaches another."""

from __future__ import annotations

import hashlib
import random

import pytest

from ninjas.review_playout import Playout, _world
from ninjas.shinobi.rules import ShinobiState, new_game

RECORDED = {
    (3, "grandmaster"): ("4ad991eb450c20bbbf78", 486),
    (4, "grandmaster"): ("02dfef0f5f3d607bd349", 309),
    (2, "grasshopper"): ("a8f5502b72b0e994e26f", 96),
    (4, "grasshopper"): ("2babd9b03c6ef370c239", 159),
}
"""The digest of every action the review's playouts chose, and of the positions they
ended on, recorded with the rules before the copies shared anything (commit 56191747);
recorded again when a round's result gained its 'court_unused' count (the positions'
text changed, not the play: with that key left out of it the old digests came back);
Grand Master's recorded again when evaluate began to count a seat's strength within its
rank (ai.STANDING_SHARE, s24: normal passed with a pair at chance), a change of play."""
SEEDS = {
    (3, "grandmaster"): range(4),
    (4, "grandmaster"): range(4, 6),
    (2, "grasshopper"): range(6, 10),
    (4, "grasshopper"): range(10, 13),
}


def playouts_digest(players: int, mode: str) -> tuple[str, int]:
    """As a review plays out a decision: a few moves of the game, a world dealt again
    for the seat to move (determinize), then normal's moves with a tenth of random ones
    to the end."""
    digest, count = hashlib.sha256(), 0
    for seed in SEEDS[players, mode]:
        state = new_game(seed, {"players": players, "mode": mode})
        agents = [Playout("normal", seed * 8 + s, 0.1) for s in range(players)]
        for _ in range(30 if mode == "grandmaster" else 8):
            state.apply(agents[state.current_player].choose(state))
        world = _world(state, state.current_player, random.Random(seed))
        while not world.is_terminal:
            action = agents[world.current_player].choose(world)
            digest.update(f"{action};".encode())
            count += 1
            world.apply(action)
        digest.update(repr(world).encode())
        digest.update(repr(state).encode())
    return digest.hexdigest()[:20], count


@pytest.mark.parametrize("game", list(RECORDED))
def test_the_reviews_playouts_choose_as_before(game: tuple[int, str]) -> None:
    assert playouts_digest(*game) == RECORDED[game]


@pytest.mark.parametrize("players", [3, 4])
def test_no_change_to_a_copy_reaches_its_position_or_another_copy(players: int) -> None:
    """A Grand Master game played at random to its end (round ends, Temple, pawns, Court
    cards, powers): at each decision, every move played on its own copy (`ahead`, as the
    greedy playouts look; `clone`; `determinize`, as the review deals) leaves the
    position as it was, and the position's own move leaves the copies as they were."""
    rng = random.Random(players)
    state = new_game(players, {"players": players, "mode": "grandmaster"})
    phases: set[str] = set()
    while not state.is_terminal:
        phases.add(state.phase)
        before = repr(state)
        legal = state.legal_actions()
        chance = state.chance()
        copies: list[ShinobiState] = []
        for action in legal[:8]:
            twin = state.ahead(chance)
            twin.apply(action)
            copies.append(twin)
        world = state.determinize(state.current_player, rng)
        world.apply(world.legal_actions()[0])
        copies += [world, state.clone()]
        assert repr(state) == before
        kept = [repr(twin) for twin in copies]
        state.apply(legal[rng.randrange(len(legal))])
        assert [repr(twin) for twin in copies] == kept
    assert {"court", "power", "temple", "pawns"} <= phases
