"""Newcomer T (s20, 110/113, Night EN 1280x720, Sam + Ida hot-seat + Green): Sam's
cover told 'Round 1 of 6 begins.' after Ida's placement; Ida's own cover, next, did not:
her placement was the last one, and began the round, so her story started after it.
Now a new round her own action began is told in her next story too, after it
(scenes/since_turn.own_tail); the covers of the round agree."""

from __future__ import annotations

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_round_begun_by_her_placement_is_in_her_cover_s_story(app: App, lang: str) -> None:
    app.set_language(lang)
    options = {"players": 3, "village": "crossroads"}
    seats = [Seat("human", name="Sam"), Seat("human", name="Ida"), Seat("ai", "easy")]
    session = GameSession.new("night", seats, 11, options, autosave=False)
    s = session.state
    placer = -1
    while s.phase == "place":
        placer = int(s.current_player)
        session.apply(s.legal_actions()[0])
    assert placer in (0, 1), "a person places last with this seed"
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    begins = app.tr("night.log.round", round=1, rounds=6)
    told: dict[int, list[str]] = {}
    while s.phase == "plan":  # each person's cover, as her plan comes
        seat = int(s.current_player)
        if seat in (0, 1):
            told[seat] = [line.text for line in scene.handoff_flow.story(seat)]
            digest = [line.text for line in scene.handoff_flow.story(seat, digest=True)]
            assert begins in digest  # the cover's one line a player (fails before too)
        scene.play(s.legal_actions()[0])
    assert sorted(told) == [0, 1]
    assert begins in told[placer]  # fails before: her story began after her placement
    assert told[placer].index(begins) == 0  # first: before the plans made since
    assert begins in told[1 - placer]  # as the other person's cover told it
    assert not any(t.startswith(scene.seat_name(placer) + ":") for t in told[placer])
    app.set_language("en")
