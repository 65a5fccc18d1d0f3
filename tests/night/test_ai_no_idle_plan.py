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
    assert plan.args[0] == "attack"
    assert "heal" not in plan.args, plan  # fails before: attack, heal


def test_easy_keeps_its_beginners_plans() -> None:
    s = planning((0, 1, 3))
    s.roofs[4] = []
    assert tuple(NightPolicy("easy", random.Random(3)).choose(s).args) == ("attack", "heal")
