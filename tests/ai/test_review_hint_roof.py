"""Newcomer O, s12 (nc-O.md, 139/182/183.png): Night's plan hint said 'Move + Collect (your
backpack is full: moving to roof 2 did best in the computer's tries...)', O moved to
roof 2, and the review named that Move the costliest of the game, 'the computer's move
(roof 4): 52%, a mistake for sure'; roof 4 hid a yellow 5.

The review did not peek: on O's record, the same items whatever the face-down tokens
are. The hint's words did not say the computer's roof: they named the roof of most
tokens (three face-down pinks) where the hard computer's Move, its tries and the review
take the roof worth most as the seat may know it (a yellow token is a 4 or a 5). The
plan's hint now names the computer's own roof (ninjas.night.ai.move_roof), which the
review's search takes too, so the two tell the player the same.

A position built like O's: round 5, seat 0 on roof 1 with a full backpack (2, 2, 1, 1),
roof 0 as near with three face-down pink tokens, roof 2 as near with one face-down
yellow token, seat 1 a point or two behind."""

from __future__ import annotations

import dataclasses
import random

import pytest
from support.night_line import give, line_state

from ninjas import review as rv
from ninjas.night.ai import NightPolicy
from ninjas.night.rules import NightState
from scenes.night.plan_reason import best_roof

pytestmark = pytest.mark.usefixtures("own_data_dir")

PINKS, YELLOW = 0, 2
"""The roofs 20 cm either side of seat 0's (LINE: roof 1 in the middle)."""


def o_position(
    pinks: tuple[str, ...] = ("kunai", "gears", "gears"), yellow: str = "y5"
) -> NightState:
    s = line_state(
        plans=[("move", "collect"), ("skip", "skip"), ("skip", "skip")],
        positions=(1, 3, 3),
        round=5,
    )
    for kind in ("kunai", "gears", "gears"):
        give(s, kind, building=PINKS)
    give(s, "y5", building=YELLOW)
    for kind in ("v2", "v2", "v1", "v1"):
        give(s, kind, seat=0)
    for kind in ("v3", "v3", "v2"):
        give(s, kind, seat=1)
    give(s, "v1", seat=2)
    s.roofs[4] = []  # the spare tokens off the board: no third roof to go to
    return s


def planning(s: NightState) -> NightState:
    """`s` at seat 0's plan, as the plan's hint sees it (the others' plans secret)."""
    p = s.clone()
    p.phase, p.plans, p.index = "plan", [None, None, None], 0
    return p


def test_the_plan_s_roof_is_the_one_the_hard_computer_moves_to() -> None:
    s = o_position()
    move = NightPolicy("hard", random.Random(1))._act(s.determinize(0, random.Random(2)), 0)
    assert move.kind == "move" and int(move.args[0]) == YELLOW
    # fails before: roof 0, the most tokens, three face-down pinks
    assert best_roof(planning(s), 0) == best_roof(s, 0) == YELLOW


def faces_dealt_otherwise(s: NightState) -> NightState:
    """`s` with the faces of the tokens on roofs 0 and 2 swapped with those of unseen
    tokens off the board (the pinks now values, the yellow a 4): seat 0's view alike."""
    other = s.clone()
    placed = {t for roof in s.roofs for t in roof} | {t for p in s.backpacks for t in p}
    spare = [t for t in range(len(s.kinds)) if t not in placed and 0 not in s.known[t]]
    for t, kind in zip(s.roofs[PINKS] + s.roofs[YELLOW], ("v3", "v2", "v2", "y4"), strict=True):
        u = next(u for u in spare if other.kinds[u] == kind)
        other.kinds[t], other.kinds[u] = other.kinds[u], other.kinds[t]
    assert other.view(0) == s.view(0) and other.kinds != s.kinds
    return other


def test_the_plan_s_roof_says_nothing_of_a_face_down_token() -> None:
    assert best_roof(planning(faces_dealt_otherwise(o_position())), 0) == YELLOW


def decision(s: NightState, roof: int) -> rv.Decision:
    return rv.Decision(s, 0, 40, f"move {roof} 20.0", "o:0", 92)


def test_the_review_takes_the_hint_s_roof_and_never_calls_it_a_mistake() -> None:
    budget = rv.budget_for("night")
    hinted = rv.review_decision(decision(o_position(), YELLOW), budget)
    assert hinted.computer.startswith(f"move {YELLOW} ")
    assert hinted.as_good and hinted.loss == 0
    other = rv.review_decision(decision(o_position(), PINKS), budget)
    assert other.computer == hinted.computer
    assert not other.as_good  # the three pinks were the costly roof, as the review said


@pytest.mark.parametrize("roof", [PINKS, YELLOW])
def test_the_review_of_o_s_move_reads_no_face_down_token(roof: int) -> None:
    """The true faces of the tokens seat 0 has not seen (the yellow a 5 or a 4, the
    pinks bonuses or values) change no figure of the item, nor the turn's chance."""
    budget = rv.budget_for("night")
    seen = o_position()
    other = faces_dealt_otherwise(seen)
    item = rv.review_decision(decision(seen, roof), budget)
    assert rv.review_decision(decision(other, roof), budget) == item
    ends = [rv.TurnEnd(s, 0, 40, 41, "o:0", 5) for s in (seen, other)]
    small = dataclasses.replace(budget, samples=12)
    assert rv.review_turn(ends[0], small) == rv.review_turn(ends[1], small)
