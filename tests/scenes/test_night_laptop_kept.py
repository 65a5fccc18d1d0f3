"""Back-to-back steps of one person share one cover (newcomer V, s13, 269: alone at the
laptop, Kenji on his phone, Aiko got a second whole cover for her own next step though
only the computer had played since; newcomer Y, s13: 'merge a player's consecutive
private steps'). And a cover that does come for the person who just played in the open
says 'your turn, in private', not 'Pass the laptop to her': she has it. Built from a
real game (the story and who played since come from its actions): the computer (seat
0), Bruno (seat 1), Ada (seat 2); Bruno ends round 2, the computer plans, Bruno plans
next."""

from __future__ import annotations

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene


def played_until(app: App, stop: int) -> NightScene:
    """The game played (placements, 'plan move skip' each, every action turn ended)
    until `stop` plans and turns are made, Bruno (seat 1) to move."""
    options = {"players": 3, "village": "crossroads"}
    seats = [Seat("ai", "easy"), Seat("human", name="Bruno"), Seat("human", name="Ada")]
    session = GameSession.new("night", seats, 11, options, autosave=False)
    s = session.state
    while s.phase == "place":
        session.apply(s.legal_actions()[0])
    made = 0
    while made < stop:
        legal = s.legal_actions()
        plan = [a for a in legal if str(a) == "plan move skip"]
        session.apply(plan[0] if plan else next(a for a in legal if str(a) == "end"))
        made += 1
    assert s.current_player == 1
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


ROUND_3_PLAN = 2 * (3 + 6) + 1
"""Two rounds' plans and turns (Bruno's the last), the computer's plan of round 3: his
(round 2's turns: Ada, the computer, Bruno, Ada, the computer, Bruno)."""
ROUND_4_PLAN = 3 * (3 + 6)
"""Three rounds: Bruno plans first in round 4, Ada having played the last turn of 3."""


def test_alone_at_the_laptop_her_next_step_needs_no_second_cover(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = played_until(app, ROUND_3_PLAN)
    assert scene.state.phase == "plan"
    monkeypatch.setattr(scene, "phone_seat", lambda seat: seat == 2)  # Ada on her phone
    scene.shown_seat, scene.holder = None, 1  # Bruno took the laptop for his last turn
    scene.update(1 / 60)
    assert app.top is scene  # fails before: 'Bruno: your turn, in private' again
    assert scene.shown_seat == 1 and scene.can_act


def test_a_person_who_played_since_brings_the_cover_back(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = played_until(app, ROUND_4_PLAN)
    assert scene.state.phase == "plan"
    monkeypatch.setattr(scene, "phone_seat", lambda seat: seat == 2)
    scene.shown_seat, scene.holder = None, 1
    scene.update(1 / 60)
    cover = app.top
    assert isinstance(cover, HandoffScene)  # Ada played on her phone beside the laptop
    assert cover.message_key == "handoff.private"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_her_open_turn_her_cover_says_in_private(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = played_until(app, ROUND_3_PLAN)
    scene.shown_seat, scene.holder = None, None  # his last turn was played in the open
    scene.update(1 / 60)
    cover = app.top
    assert isinstance(cover, HandoffScene)  # his plan is secret: Ada looks away
    assert cover.message_key == "handoff.private"  # fails before: 'Pass the laptop to'
    assert cover.hint_key == "handoff.hint"
    app.set_language("en")
