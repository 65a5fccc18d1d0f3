"""The review's Shinobi work made faster (issue 33: a 3-player Grand Master review took
about 80 s on an idle 2-core laptop, s22), playing exactly as before: a search's deal
seeds its own generator only if a move draws from it (ShinobiState.search_deal,
position._Seeded), the greedy look one move ahead takes the moves the position offers
for its deal's (ai._ahead_of) and keeps each seat's board points (ai._OnePly.boards),
and an agent's decision lists the legal moves once. The digests were taken before
(main at 8a345e0a) and match after; a change meant to make the AI play otherwise
updates them and says so: taken again when Grand Master's evaluate began to count a
seat's strength within its rank (ai.STANDING_SHARE, s24)."""

from __future__ import annotations

import copy
import hashlib
import pickle
import random

import pytest

from ninjas.ai.agents import make_agent
from ninjas.review_playout import Playout, _world
from ninjas.shinobi import new_game
from ninjas.shinobi.rules import ShinobiState


def positions(seed: int, count: int) -> list[ShinobiState]:
    """`count` positions of a 3-player Grand Master game the greedy agents play, each
    some way on from the one before (where a choice is to be made)."""
    state = new_game(seed, {"players": 3, "mode": "grandmaster"})
    agents = [make_agent("greedy", seed + s) for s in range(3)]
    found: list[ShinobiState] = []
    step = 0
    while not state.is_terminal and len(found) < count:
        if len(state.legal_actions()) > 1 and step % 23 == 0:
            found.append(state.clone())
        state.apply(agents[state.current_player].choose(state))
        step += 1
    return found


def played(world: ShinobiState, seed: int) -> str:
    """A review playout's moves (the normal agents, a tenth of random moves)."""
    agents = [Playout("normal", seed * 8 + s, 0.1) for s in range(world.num_players)]
    moves = []
    while not world.is_terminal:
        action = agents[world.current_player].choose(world)
        moves.append(str(action))
        world.apply(action)
    return "\n".join(moves) + f"\n{world.winners()}"


def test_the_reviews_playouts_play_as_pinned() -> None:
    text = []
    for state in positions(5, 3):
        seat = state.current_player
        rng = random.Random(f"review:{seat}")
        for _ in range(2):
            world = _world(state, seat, rng)
            text.append(played(world, rng.getrandbits(31)))
    digest = hashlib.sha256("\n\n".join(text).encode()).hexdigest()[:16]
    assert digest == "7c19ebb27659c59b"


def test_the_hint_search_chooses_as_pinned() -> None:
    chosen = []
    for state in positions(6, 3):
        agent = make_agent("hard", 77)
        chosen.append(str(agent.choose(state)))
        chosen.append(str(agent.rng.getrandbits(32)))
    assert chosen == [
        "corrupt",
        "128119540",
        "place Monkey 69 70 81",
        "130199129",
        "place Fox 36 39 43",
        "4259261606",
    ]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_search_deal_is_determinizes_deal(seed: int) -> None:
    for state in positions(seed, 3):
        seat = state.current_player
        ours, theirs = random.Random(seed), random.Random(seed)
        deal, dealt = state.search_deal(seat, ours), state.determinize(seat, theirs)
        assert repr(deal) == repr(dealt) and ours.getstate() == theirs.getstate()
        assert deal.rng.made is None  # (not seeded: nothing drew from it)
        # a copy or a pickle of it is the generator itself, where its draws left it
        assert pickle.loads(pickle.dumps(deal)).rng.getstate() == dealt.rng.getstate()
        assert copy.deepcopy(deal.rng).getstate() == dealt.rng.getstate()
        assert deal.rng.random() == dealt.rng.random()
        assert deal.clone().rng.getstate() == dealt.clone().rng.getstate()
