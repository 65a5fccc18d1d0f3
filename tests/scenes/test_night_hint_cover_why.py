"""H pressed while a throw is aimed in the open, by a person who knows a face the others
do not: the hint, searched on what she knows, waits for her cover (hidden information);
that cover now says why it came, under 'Round 1 of 6' (newcomer T, s20, 162: 'Ida:
your turn, in private' popped up with no word of the hint). EN and FR."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_cover_during_a_throw_says_why(app: App, lang: str) -> None:
    app.set_language(lang)
    s = line_state([("skip", "skip")] * 3, positions=(0, 1, 2))
    give(s, "v3", seat=0)  # a face only she has seen
    give(s, "shuriken", seat=0)
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    row = next(k for k, (a, _) in enumerate(scene.options) if a.kind == "shuriken")
    scene.choose_option(row)  # the string in her hands: the table in the open
    assert scene.throw is not None and app.top is scene
    assert scene.hint_move("end") is None  # the hint's answer, searched on her faces
    cover = app.top
    assert isinstance(cover, HandoffScene) and cover.lead is not None
    lead = cover.lead()
    assert lead.startswith(app.tr("night.round_card.title", round=1, rounds=6))
    assert app.tr("night.hint.covers") in lead  # fails before: the round alone
    assert "v3" not in lead and app.tr("night.named.v3") not in lead
    app.set_language("en")
