"""The hand-off hold after the computer's plan says it chose its plan, not that it
played: newcomer T (s12, capC_04) read 'Green ninja has played. Yuki is next' over a
log ending 'Plans: ...; Green ninja: Collect, Collect' as a Collect made with no line.
Its actions still say 'has played'. English and French."""

from __future__ import annotations

from typing import Any

import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene
from scenes.tableflow import hold_cue


def planned_last(app: App) -> Any:
    """Red and Blue (people) have planned; Green, the computer, plans last."""
    s = line_state([("collect", "collect")] * 3, (0, 2, 0))
    give(s, "v1", 0)
    s.phase, s.plans = "plan", [None] * 3
    seats = [Seat("human"), Seat("human"), Seat("ai", "hard")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    for action in ("plan collect move", "plan move move", "plan collect collect"):
        session.apply(action)
    scene.computer.played = (2, len(session.actions))
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hold_after_a_plan_says_a_plan(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = planned_last(app)
    tr = app.tr
    green, red = scene.seat_name(2), scene.seat_name(0)
    said = hold_cue.words(scene)
    assert said == tr("night.hold.planned.next", who=green, name=red)
    assert said != tr("handoff.hold.next", who=green, name=red)  # fails before
    assert "{" not in said
    scene.session.apply("collect 0")  # Red's own action, as if the computer's: played
    scene.computer.played = (2, len(scene.session.actions))
    nxt = scene.seat_name(scene.state.current_player)
    assert hold_cue.words(scene) == tr("handoff.hold.next", who=green, name=nxt)
    app.pop()
    app.set_language("en")
