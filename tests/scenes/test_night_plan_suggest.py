"""The plan pre-selected is made from what the planning seat may know, a few plain
rules and no search (scenes/night/plan_suggest.py): it was always 'Move, then Collect',
even with 3 tokens on her own roof, while the hint said 'Collect + Collect' (newcomer
G, s16, 096, 097; the review named that plan her costliest, 176). Confirm says it is
the suggested plan. EN and FR."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, person_table

from ninjas.night.position import INJURY
from ninjas.night.rules import NightState
from scenes.app import App


def planning(tokens_here: int = 0, injured: bool = False, in_reach: bool = True) -> NightState:
    """Seat 0 on roof 0 to plan, `tokens_here` tokens on its roof, a token on roof 1
    (in the grapnel's reach) unless not `in_reach`."""
    s = line_state()
    s.phase, s.index, s.plans = "plan", 0, [None, None, None]
    for _ in range(tokens_here):
        give(s, "v1", building=0)
    if in_reach:
        give(s, "v2", building=1)
    if injured:
        s.backpacks[0][0] = INJURY
    return s


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_tokens_on_her_roof_collect_first(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = person_table(app, planning(tokens_here=3, in_reach=False))
    assert scene.default_plan() == ["collect", "collect"]  # fails before: move, collect
    assert scene.plan == ["collect", "collect"]  # what the red button confirms
    tr = app.tr
    words = tr(
        "night.plan.confirm.suggested",  # one press plays it (test_night_plan_take.py)
        first=tr("night.action.collect"),
        second=tr("night.action.collect"),
    )
    assert scene.plan_panel.confirm_text() == words
    app.set_language("en")


def test_tokens_on_her_roof_and_injured_collect_then_heal(app: App) -> None:
    scene = person_table(app, planning(tokens_here=2, injured=True))
    assert scene.default_plan() == ["collect", "heal"]  # fails before: move, collect


def test_injured_with_nothing_here_heals_then_moves(app: App) -> None:
    scene = person_table(app, planning(injured=True))
    assert scene.default_plan() == ["heal", "move"]  # fails before: move, collect


def test_nothing_here_moves_then_collects_there(app: App) -> None:
    scene = person_table(app, planning())
    assert scene.default_plan() == ["move", "collect"]
    scene = person_table(app, planning(in_reach=False))
    assert scene.default_plan()[0] == "move"


def test_a_full_backpack_of_better_tokens_does_not_collect_first(app: App) -> None:
    s = planning()
    s.known[give(s, "v1", building=0)].add(0)  # a 1 she saw fall on her roof
    for kind in ("v3", "v3", "v2", "v2"):
        give(s, kind, seat=0)  # her lowest a 2: the 1 may not beat it
    scene = person_table(app, s)
    assert scene.default_plan()[0] != "collect"


def test_after_a_collect_that_empties_her_roof_move_on(app: App) -> None:
    """Newcomer M (s17, 053 -> 065): 'Collect, then Collect' took the roof's tokens
    first, and the second found only yellow tokens of later rounds: 'did nothing'."""
    scene = person_table(app, planning(tokens_here=3))
    assert scene.default_plan() == ["collect", "move"]  # fails before: collect, collect


def test_in_the_last_round_no_heal_is_suggested(app: App) -> None:
    """An injury costs no points at the game's end (newcomer Z, s21, 119: 'Heal, then
    Move' in round 6 scored nothing; the hint said 'Move, then Collect')."""
    s = planning(injured=True)
    s.round = 6
    assert person_table(app, s).default_plan() == ["move", "collect"]  # fails before
    s = planning(tokens_here=2, injured=True)
    s.round = 6
    assert person_table(app, s).default_plan() == ["collect", "move"]  # fails before: heal
