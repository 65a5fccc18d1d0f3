"""The normal and hard computers plan no action they cannot carry out when a useful
one exists (issue 33, newcomer T, s9: the hard computer 'does nothing this turn' 4
times in 3 rounds: a Collect planned on a roof of round-5 tokens alone, twice, and a
Heal after its Attack with no injury to heal). Measured over the arena's games with
`python -m ninjas.night.idle` (the commit that brought this gives the figures)."""

from __future__ import annotations

import random

import pytest
from support.night_line import give, line_state

from ninjas.night.ai import NightPolicy
from ninjas.night.rules import NightState


def planning(positions: tuple[int, int, int]) -> NightState:
    """Round 1's plan phase on the LINE, seat 0 to plan."""
    s = line_state(positions=positions)
    s.phase, s.index = "plan", 0
    s.plans = [None, None, None]
    assert s.current_player == 0
    return s


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_no_collect_planned_on_a_roof_of_yellow_tokens_alone(level: str) -> None:
    s = planning((0, 3, 3))
    for kind in ("y4", "y5"):  # round 5's tokens, on the seat's own roof
        give(s, kind, building=0)
    give(s, "v2", building=1)  # a token to take, 20 cm away
    assert s.why_not(0, "collect") == "yellow_later"
    plan = NightPolicy(level, random.Random(3)).choose(s)
    assert plan.kind == "plan"
    assert plan.args[0] != "collect", plan  # fails before: collect, move
    assert tuple(plan.args) == ("move", "collect")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_no_heal_planned_after_an_attack_without_an_injury(level: str) -> None:
    s = planning((0, 1, 3))  # Bo 20 cm away, in the fist's reach; no token anywhere
    s.roofs[4] = []
    assert s.injuries(0) == 0 and s.why_not(0, "attack") is None
    plan = NightPolicy(level, random.Random(3)).choose(s)
    # hard's search (12 worlds) weighs the Attack, which may miss and hurt it, against
    # moving on in a village with no token left: a near tie, either may come first
    assert plan.args[0] in (("attack", "move") if level == "hard" else ("attack",))
    assert "heal" not in plan.args, plan  # fails before: attack, heal


def test_easy_keeps_its_beginners_plans() -> None:
    s = planning((0, 1, 3))
    s.roofs[4] = []
    assert tuple(NightPolicy("easy", random.Random(3)).choose(s).args) == ("attack", "heal")


def test_no_collect_planned_first_where_the_ninjas_before_it_take_all() -> None:
    """The demo's three normal computers, placed on one roof of a pink and a yellow
    token in round 1, all planned Collect first: the first took the pink one, the second
    and third found the yellow one alone (s11). The seat after another on its roof moves
    to collect elsewhere. (hard's search weighs the plans itself.)"""
    s = planning((0, 0, 3))
    give(s, "v1", building=0)  # the one token a Collect may take on the roof now
    give(s, "y4", building=0)  # round 5's
    give(s, "v2", building=1)  # a token to take, 20 cm away
    s.index, s.plans = 1, [["collect", "move"], None, None]  # seat 0 planned, unseen
    assert s.current_player == 1 and s.why_not(1, "collect") is None
    plan = NightPolicy("normal", random.Random(3)).choose(s)
    assert plan.args[0] != "collect", plan  # fails before: collect, move
    assert tuple(plan.args) == ("move", "collect")


def test_the_first_to_act_on_the_roof_still_collects_there() -> None:
    s = planning((0, 0, 3))
    give(s, "v1", building=0)
    give(s, "y4", building=0)
    give(s, "v2", building=1)
    assert tuple(NightPolicy("normal", random.Random(3)).choose(s).args) == ("collect", "move")
