"""Hard does not summon its own clock away while behind on land (newcomer X, s13,
nc-X/045, 072_4: the hard computer drew 9 to 11 cards a turn behind on land, its deck
became the shorter, and X ended the game on turn 5 ahead, 11 to 8). X's own game, from
his record (seed 784484560893599435), to hard's summoning of his turn 5: behind 8 lands
to 9, 21 cards against X's 12. It drew 12 (9 left, the shorter deck); late in the game
(its deck two whole summonings or less) it now keeps its deck at least as long as X's
(ai_clock.behind_most)."""

from __future__ import annotations

import random

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.dojo.ai import DojoPolicy
from ninjas.dojo.ai_clock import BEHIND_FLOOR, behind_most

X_SEED = 784484560893599435
X_OPTIONS = {
    "board": "random",
    "jokers": False,
    "dojo_defense": False,
    "defense_advantage": False,
    "fists_of_fury": False,
    "ace_in_the_face": False,
    "blitz": False,
}
X_PLAYED = (
    "dojo 2,-4; dojo -2,4; roll; step -2,4 -2,3 1; step -2,3 -3,3 1; step -2,4 -1,3 1; "
    "step -1,3 0,3 0; step -2,4 -2,3 1; step -2,4 -1,3 1; step -3,3 -3,2 0; step -3,2 "
    "-3,1 1; end; summon 5; die -3,1; die -2,3; die -1,3; die 0,3; die -2,4; roll; step "
    "2,-4 1,-3 2; step 2,-4 2,-3 0; step 2,-3 2,-2 1; step 2,-4 2,-3 0; step 2,-2 2,-1 2;"
    " step 2,-1 3,-2 1; end; summon 5; die 2,-4; die 2,-4; die 3,-2; die 3,-2; die 2,-4; "
    "roll; step -3,1 -3,2 0; step -2,4 -2,3 1; step -2,3 -3,3 1; end; summon 5; die -3,1;"
    " die -3,2; die -3,3; die -2,3; die -2,4; roll; step 3,-2 3,-3 1; step 3,-2 3,-1 0; "
    "end; summon 7; die 2,-4; die 3,-1; die 2,-4; die 3,-1; die 2,-4; die 3,-2; die 2,-4;"
    " roll; step 0,3 0,2 2; end; summon 6; die 0,2; die 0,2; die 0,2; die 0,3; die -2,4; "
    "die -1,3; roll; step 3,-1 3,0 2; end; summon 9; die 3,-1; die 2,-4; die 3,-1; die "
    "3,-2; die 2,-4; die 2,-4; die 3,-1; die 3,-1; die 3,-1; roll; step 0,3 1,2 1; step "
    "1,2 2,1 0; step 0,3 1,2 1; step 1,2 2,1 0; step 2,1 2,0 0; step 0,2 0,1 1; end; "
    "summon 14; die 2,0; die 2,0; die 2,0; die 2,0; die 2,1; die 2,1; die 2,1; die 2,1; "
    "die 0,1; die 0,1; die 0,1; die 0,2; die 0,2; die 0,2; roll; step 3,-1 2,-1 2; step "
    "3,-1 2,0 1; step 3,-1 2,0 0; step 3,-1 2,0 0; step 3,-1 2,0 0; step 3,-1 2,0 0; step"
    " 2,0 2,1 0; step 3,-1 2,0 0; end; fight 2,0; lay 8; lay 2; lay 7; lay 4; lay 8; lay "
    "4; play 12 0; play 11 1; play 4 3; play 3 2; play 1 4; lay 7; lay 7; lay 12; lay 2; "
    "play 12 1; play 8 3; play 7 0; lay 10; lay 3; play 10 0; play 10 1; lay 1; play 11 "
    "0; fight 2,1; lay 11; lay 11; lay 12; play 9 1; "
)
"""X's record's first 141 actions: hard (seat 1) is to summon, its turn 5."""


def x_session() -> GameSession:
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "hard")], X_SEED, dict(X_OPTIONS), autosave=False
    )
    for action in "".join(X_PLAYED).split("; "):
        if action:
            session.apply(action)
    return session


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_behind_keeps_its_deck_no_shorter_than_x_s(seed: int) -> None:
    state = x_session().state
    assert state.phase == "summon" and state.mover == 1
    assert state.land(1) < state.land(0)  # behind, 8 to 9
    mine, his = len(state.decks[1]), len(state.decks[0])
    assert (mine, his) == (21, 12)
    action = DojoPolicy("hard", random.Random(seed)).choose(state)
    assert action.kind == "summon"
    drawn = int(action.args[0])
    assert mine - drawn >= his  # fails before: 12 drawn, 9 left
    assert drawn >= BEHIND_FLOOR


def test_ahead_or_level_nothing_is_held_back() -> None:
    state = x_session().state
    assert behind_most(state, 0) == len(state.decks[0])  # X, ahead: no bound
    assert behind_most(state, 1) == 21 - 12
