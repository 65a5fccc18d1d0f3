"""Newcomer V (s13, 226): from an empty roof, tokens on roofs in reach, the red button
said 'Confirm the suggested plan: Move, then Skip', and Enter took it: a newcomer who
trusts it loses an action. The Collect after the Move is judged on the roof the Move
goes to: 'Move, then Collect'; with no token in reach, not."""

from __future__ import annotations

from support.night_line import give, line_state, person_table

from scenes.app import App


def planning(app: App, token_in_reach: bool):  # type: ignore[no-untyped-def]
    s = line_state()
    s.phase, s.index, s.plans = "plan", 0, [None, None, None]
    if token_in_reach:
        give(s, "v1", building=1)  # roof 1, 20 cm from seat 0's empty roof 0
    scene = person_table(app, s)
    assert s.why_not(0, "collect") == "no_token" and s.why_not(0, "move") is None
    return scene


def test_move_then_collect_when_the_move_finds_tokens(app: App) -> None:
    scene = planning(app, token_in_reach=True)
    assert scene.default_plan() == ["move", "collect"]  # fails before: move, skip
    assert scene.plan == ["move", "collect"]  # what the red button confirms


def test_no_collect_when_no_roof_in_reach_holds_one(app: App) -> None:
    scene = planning(app, token_in_reach=False)
    assert scene.default_plan()[0] == "move" and "collect" not in scene.default_plan()
